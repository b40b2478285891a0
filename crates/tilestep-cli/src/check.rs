//! The independent invariant checker: invariants 1, 2, 3 and 5 of
//! `geometry.md`, judged after every body-step from the positions and
//! velocities alone, over a [`SolidField`] built from the map's data (never
//! the core's own collision helpers).
//!
//! All checks apply only to a body whose core was clear when the step began
//! (the contract's precondition). Where the contract leaves room, the checker
//! errs toward no false alarm:
//!
//! 1. **Never inside**: the core is clear after the step.
//! 2. **Never through**: some path the core may take joins the two positions
//!    (see [`crate::path`]), and no axis moved more than 128 px
//!    (vertically: 128 px plus the horizontal distance, which a walker may
//!    climb on the way).
//! 3. **No zip**: a body that stands before and after the step and was not
//!    moving against gravity (not jumping) moves at most `|dx| + 1` px
//!    vertically. Standing honours the frame's drop-through request.
//! 5. **Flush stops**: a speed that was nonzero going into the step and is
//!    zero after it leaves no subpixel remainder on that axis, and the body
//!    is touching in that direction (one more pixel puts the core into a
//!    solid pixel, or, vertically, crosses a one-way surface in its blocking
//!    direction; horizontally, at some height the body passed through after
//!    the horizontal phase, since a body stopped by a wall may then fall or
//!    rise past the wall's end in the same frame), or, vertically, it stands after the step or stood when the
//!    step began without moving against gravity (the contract's standing
//!    logic zeroes a walker's vertical speed).

use crate::geom::{core_clear, oneway_blocks, stands, Boxel, Ignore};
use crate::path::{passable, MAX_STEP_PX};
use crate::solid::SolidField;
use tilestep::{Body, SubPoint};

/// One invariant that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Index of the body in file order.
    pub body: usize,
    /// The frame whose step broke it (1-based).
    pub frame: u32,
    /// The invariant's number in `geometry.md`.
    pub invariant: u8,
    /// What was seen.
    pub message: String,
}

/// What the checker needs to know about one body-step.
#[derive(Clone, Copy, Debug)]
pub struct StepFacts {
    /// The body as the step began: the state after the previous step, with
    /// this frame's gravity direction (after any flip).
    pub before: Body,
    /// The velocity handed to the step (after input and gravity).
    pub vel_in: SubPoint,
    /// The frame's drop-through request.
    pub drop: bool,
    /// The body after the step.
    pub after: Body,
}

fn boxel(b: &Body) -> Boxel {
    Boxel::of(b.pos.x.0, b.pos.y.0, b.size.w.0, b.size.h.0)
}

/// A horizontal stop happens before the vertical move, so the body touched
/// the wall at the height the horizontal phase ended, which the end
/// position alone doesn't tell: somewhere between the end height and the
/// start height moved by up to `|dx|` (a walker's drift). Accept the stop if
/// one more pixel toward the wall puts the core into a solid pixel at any
/// height on that stretch.
fn touching_wall(f: &SolidField, a: Boxel, b: Boxel, dir: i32) -> bool {
    let n = (b.px - a.px).abs();
    let lo = b.py.min(a.py - n);
    let hi = b.py.max(a.py + n);
    (lo..=hi).any(|y| !core_clear(f, b.at(b.px + dir, y)))
}

/// Checks one step; returns `(invariant, message)` for each failure.
pub fn check_step(f: &SolidField, s: &StepFacts) -> Vec<(u8, String)> {
    let mut out = Vec::new();
    let a = boxel(&s.before);
    let b = boxel(&s.after);
    if !core_clear(f, a) {
        return out; // the contract promises nothing for a body already inside
    }
    let g = s.before.gravity.sign();
    let ig = Ignore::from_drop(s.drop, g);
    let (dx, dy) = (b.px - a.px, b.py - a.py);
    let moved = format!("({}, {}) -> ({}, {}) px", a.px, a.py, b.px, b.py);

    // 1. Never inside.
    let inside = !core_clear(f, b);
    if inside {
        out.push((
            1,
            format!("core overlaps a solid pixel after moving {moved}"),
        ));
    }

    // 2. Never through.
    if dx.abs() > MAX_STEP_PX || dy.abs() > MAX_STEP_PX + dx.abs() {
        out.push((
            2,
            format!("moved {moved}: more than 127 px + 1 in one step"),
        ));
    } else if !inside && !passable(f, a, b, ig) {
        out.push((
            2,
            format!("moved {moved}: no horizontal-then-vertical path of its sensor column avoids solid pixels and one-way surfaces"),
        ));
    }

    // 3. No zip.
    let not_jumping = i64::from(s.vel_in.y.0) * i64::from(g) >= 0;
    let stood = stands(f, a, g, ig);
    let stands_now = stands(f, b, g, ig);
    if stood && stands_now && not_jumping && dy.abs() > dx.abs() + 1 {
        out.push((
            3,
            format!(
                "standing body moved {moved}: |dy| = {} > |dx| + 1 = {}",
                dy.abs(),
                dx.abs() + 1
            ),
        ));
    }

    // 5. Flush stops.
    let (vx0, vy0) = (s.vel_in.x.0, s.vel_in.y.0);
    if vx0 != 0 && s.after.vel.x.0 == 0 {
        let dir = vx0.signum();
        if s.after.pos.x.0 & 0xff != 0 {
            out.push((
                5,
                format!(
                    "horizontal speed zeroed at {moved} but x keeps the fraction {}/256",
                    s.after.pos.x.0 & 0xff
                ),
            ));
        } else if !touching_wall(f, a, b, dir) {
            out.push((5, format!("horizontal speed zeroed at {moved} without touching a wall (one more pixel {} is clear)", if dir > 0 { "right" } else { "left" })));
        }
    }
    if vy0 != 0 && s.after.vel.y.0 == 0 {
        let dir = vy0.signum();
        let touching =
            !core_clear(f, b.at(b.px, b.py + dir)) || oneway_blocks(f, b, dir > 0, a, ig);
        let standing = stands(f, b, g, Ignore::default())
            || (not_jumping && stands(f, a, g, Ignore::default()));
        if s.after.pos.y.0 & 0xff != 0 {
            out.push((
                5,
                format!(
                    "vertical speed zeroed at {moved} but y keeps the fraction {}/256",
                    s.after.pos.y.0 & 0xff
                ),
            ));
        } else if !touching && !standing {
            out.push((5, format!("vertical speed zeroed at {moved} without touching a floor or ceiling (one more pixel {} is clear) and without standing", if dir > 0 { "down" } else { "up" })));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Size, TileMap};

    fn field(s: &str) -> SolidField {
        SolidField::new(&TileMap::from_ascii(s, 16).unwrap())
    }

    fn body(x: i32, y: i32) -> Body {
        Body::new(SubPoint::from_px(x, y), Size::new(8, 16))
    }

    #[test]
    fn a_body_moved_into_a_wall_fails_1() {
        let f = field("....\n..#.\n####\n");
        let before = body(24, 32);
        let mut after = before;
        after.pos = SubPoint::from_px(36, 32);
        let s = StepFacts {
            before,
            vel_in: SubPoint::new(12 * 256, 0),
            drop: false,
            after,
        };
        let fails = check_step(&f, &s);
        assert!(fails.iter().any(|e| e.0 == 1), "{fails:?}");
    }
}
