//! The independent invariant checker: invariants 1, 2, 3 and 5 of the
//! contract (`docs/contract.md`, "Invariants"), judged after every body-step
//! from the positions and velocities alone, over a [`SolidField`] built from
//! the map's data (never the core's own collision helpers).
//!
//! All checks apply only to a body whose core was clear when the step began
//! (the contract's precondition). Where the contract leaves room, the checker
//! errs toward no false alarm:
//!
//! 1. **Never inside**: the core is clear after the step.
//! 2. **Never through**: some path the core may take joins the two positions
//!    (see [`crate::path`]), and no axis moved more than 128 px
//!    (vertically: 128 px plus the horizontal distance, which a walker may
//!    climb on the way, plus `max(w, h) / 2 + 1`, how far a landing body's
//!    feet may settle by the feet rule).
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
//!
//! Moving solids and solid bodies are whatever boxes the field holds for
//! this body-step ([`SolidField::set_boxes`], where they are when the body
//! steps): full boxes are solid pixels for every test above; a one-way box
//! is a one-way surface for invariants 2 (its edge is not crossed in its
//! blocking direction), 3 (standing) and 5 (touching, standing).
//! [`check_moved`] checks invariant 1 (7 while an overlap lasts) after the solids moved, before the
//! bodies step. [`check_bodies`] checks invariant 7 between bodies (no
//! body's core in a solid body's box) after the solids moved and after
//! every body-step. A full box marked `whole` (the other bodies, when a
//! solid body steps) counts against the whole box, not only the core. The
//! standing rule is judged after every step ([`STANDING_RULE`]).

use crate::geom::{core_clear, oneway_blocks, stands, wall_blocks, Boxel, Ignore};
use crate::moving::SolidBox;
use crate::path::{passable, LedgeLift, MAX_STEP_PX};
use crate::solid::SolidField;
use tilestep::{Body, SubPoint};

/// One invariant that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Index of the body in file order.
    pub body: usize,
    /// The frame whose step broke it (1-based).
    pub frame: u32,
    /// The invariant's number in the contract (1-7), or [`STANDING_RULE`]
    /// for the standing rule.
    pub invariant: u8,
    /// What was seen.
    pub message: String,
}

/// The number a [`Failure`] of the contract's standing rule carries (the
/// rule is a definition, not one of the numbered invariants): after a step
/// a body stands exactly when it is supported and not moving against
/// gravity, and then its speed and subpixel remainder along gravity are
/// zero.
pub const STANDING_RULE: u8 = 0;

/// "invariant N" for invariants 1-7, "the standing rule" for
/// [`STANDING_RULE`].
pub fn rule_name(invariant: u8) -> String {
    if invariant == STANDING_RULE {
        "the standing rule".to_string()
    } else {
        format!("invariant {invariant}")
    }
}

impl Failure {
    /// The failed rule's name ([`rule_name`]).
    pub fn rule(&self) -> String {
        rule_name(self.invariant)
    }
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

/// A horizontal stop happens before the vertical move, so the body touched
/// the wall at the height where the horizontal phase ended, which the end
/// position alone doesn't tell: somewhere within `|dx|` px of the start
/// height (a walker's drift; times the ledge assist's `lift`), joined to
/// the end by clear positions. Accept the stop if one more pixel toward
/// the wall puts the core into a solid pixel, or crosses a one-way wall
/// from its open side, at any such height.
fn touching_wall(f: &SolidField, a: Boxel, b: Boxel, dir: i32, lift: LedgeLift) -> bool {
    let n = (b.px - a.px).abs() * lift.per_pixel();
    let lo = b.py.min(a.py - n);
    let hi = b.py.max(a.py + n);
    let touching =
        |y: i32| !core_clear(f, b.at(b.px + dir, y)) || wall_blocks(f, b.at(b.px, y), dir, a);
    if touching(b.py) {
        return true;
    }
    for step in [-1, 1] {
        let mut y = b.py + step;
        while (lo..=hi).contains(&y) && core_clear(f, b.at(b.px, y)) {
            if touching(y) {
                return true;
            }
            y += step;
        }
    }
    false
}

/// "(x0, y0) -> (x1, y1) px", formatted only when a failure is reported.
struct Moved(Boxel, Boxel);

impl std::fmt::Display for Moved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (a, b) = (self.0, self.1);
        write!(f, "({}, {}) -> ({}, {}) px", a.px, a.py, b.px, b.py)
    }
}

/// The one-way boxes of the field.
fn oneway_boxes(f: &SolidField) -> impl Iterator<Item = &SolidBox> {
    f.boxes().iter().filter(|b| !b.full())
}

/// The contract's standing test with the field's one-way boxes too (its
/// full boxes are solid pixels already): a body stands among moving solids.
pub fn stands_all(f: &SolidField, b: Boxel, g: i32, ig: Ignore) -> bool {
    stands(f, b, g, ig) || (g != 0 && oneway_boxes(f).any(|o| o.along(b, g > 0, ig)))
}

/// True when the core of `b` holds a pixel of the full box `o`.
fn core_meets(b: Boxel, o: &SolidBox) -> bool {
    (b.left().max(o.l)..b.right().min(o.r)).any(|x| {
        let d = b.inset(x);
        let (y0, y1) = (b.top() + d, b.py - 1 - d);
        y0 <= y1 && y0 < o.b && o.t <= y1
    })
}

/// Invariant 7 between bodies: no body's core overlaps the box of a solid
/// body ([`tilestep::Body::solid`]). Checks the pairs that involve body
/// `only` (the body that just stepped), or every pair when `None` (after
/// the moving solids moved). Each failure is `(body whose core is
/// overlapped, invariant, message)`.
pub fn check_bodies(bodies: &[Body], only: Option<usize>) -> Vec<(usize, u8, String)> {
    let mut out = Vec::new();
    for (k, solid) in bodies.iter().enumerate().filter(|(_, b)| b.solid) {
        let Some(o) = SolidBox::of(&solid.as_solid()) else {
            continue;
        };
        for (j, b) in bodies.iter().enumerate() {
            let involved = only.is_none_or(|i| i == j || i == k);
            if j != k && involved && core_meets(Boxel::of_body(b), &o) {
                let at = Boxel::of_body(b);
                out.push((
                    j,
                    7,
                    format!(
                        "core at ({}, {}) px overlaps the box of solid body {k} at x {}..{}, y {}..{} px",
                        at.px, at.py, o.l, o.r, o.t, o.b
                    ),
                ));
            }
        }
    }
    out
}

/// Invariant 1 after the moving solids moved (and pushed or carried the
/// bodies), before the bodies step: a body whose core was clear of the
/// field (map and full boxes where they are now) before the solids moved,
/// at `before`, is still clear at `after`. `f` holds the solids where they
/// are after moving.
///
/// A body that was already overlapping is not skipped: it is reported
/// under invariant 7 for every frame the overlap lasts (nothing is ever
/// left overlapping, and a scenario can't start so).
pub fn check_moved(f: &SolidField, clear_before: bool, after: &Body) -> Vec<(u8, String)> {
    let b = Boxel::of_body(after);
    if core_clear(f, b) {
        return Vec::new();
    }
    let (invariant, when) = if clear_before {
        (1, "after the moving solids moved")
    } else {
        (7, "still, after the moving solids moved")
    };
    vec![(
        invariant,
        format!(
            "core overlaps a solid pixel at ({}, {}) px {when}",
            b.px, b.py
        ),
    )]
}

/// Checks one step; returns `(invariant, message)` for each failure.
pub fn check_step(f: &SolidField, s: &StepFacts) -> Vec<(u8, String)> {
    let mut out = Vec::new();
    let a = Boxel::of_body(&s.before);
    let b = Boxel::of_body(&s.after);
    if !core_clear(f, a) {
        return out; // the contract promises nothing for a body already inside
    }
    let g = s.before.gravity.sign();
    let ig = Ignore::from_drop(s.drop, g);
    let (dx, dy) = (b.px - a.px, b.py - a.py);
    let moved = Moved(a, b);

    // 1. Never inside.
    let inside = !core_clear(f, b);
    if inside {
        out.push((
            1,
            format!("core overlaps a solid pixel after moving {moved}"),
        ));
    }

    // 2. Never through.
    // Vertically a landing body's feet may then settle by up to half its
    // box more (the feet rule; the core looks `max(w, h) / 2 + 1` deep).
    // Each horizontal pixel may drift by one, or by the ledge assist's lift.
    let settle = a.w.max(a.h) / 2 + 1;
    let lift = LedgeLift::of(&s.before, s.vel_in);
    if dx.abs() > MAX_STEP_PX || dy.abs() > MAX_STEP_PX + dx.abs() * lift.per_pixel() + settle {
        out.push((
            2,
            format!("moved {moved}: more than 127 px + 1 in one step (vertically, plus |dx| and the feet settling)"),
        ));
    } else if !inside && !passable(f, a, b, ig, lift) {
        out.push((
            2,
            format!("moved {moved}: no horizontal-then-vertical path of its sensor column avoids solid pixels and one-way surfaces"),
        ));
    } else if let Some(o) = oneway_boxes(f).find(|o| o.crossed(a, b, ig)) {
        out.push((
            2,
            format!(
                "moved {moved}: crossed the one-way edge of the moving solid at x {}..{}, y {}..{} px",
                o.l, o.r, o.t, o.b
            ),
        ));
    }

    // 3. No zip.
    // (Cheap conditions first: the standing tests cost the most.)
    let not_jumping = i64::from(s.vel_in.y.0) * i64::from(g) >= 0;
    if dy.abs() > dx.abs() + 1 && not_jumping && stands_all(f, a, g, ig) && stands_all(f, b, g, ig)
    {
        out.push((
            3,
            format!(
                "standing body moved {moved}: |dy| = {} > |dx| + 1 = {}",
                dy.abs(),
                dx.abs() + 1
            ),
        ));
    }

    // The standing rule: stands exactly when supported and not moving
    // against gravity, and then rests whole along gravity.
    let vy1 = s.after.vel.y.0;
    let against = i64::from(vy1) * i64::from(g) < 0;
    if s.after.standing {
        if against {
            out.push((
                STANDING_RULE,
                format!("stands after moving {moved} while moving against gravity (vy = {vy1})"),
            ));
        } else if vy1 != 0 || s.after.pos.y.0 & 0xff != 0 {
            out.push((
                STANDING_RULE,
                format!(
                    "stands after moving {moved} with vy = {vy1} and the y fraction {}/256 (both must be 0)",
                    s.after.pos.y.0 & 0xff
                ),
            ));
        } else if !stands_all(f, b, g, ig) {
            out.push((
                STANDING_RULE,
                format!("reported standing at {moved}, but nothing supports it along gravity"),
            ));
        }
    } else if !against && g != 0 && stands_all(f, b, g, ig) {
        out.push((
            STANDING_RULE,
            format!(
                "supported at {moved} and not moving against gravity, but not reported standing"
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
        } else if !touching_wall(f, a, b, dir, lift) {
            out.push((5, format!("horizontal speed zeroed at {moved} without touching a wall (one more pixel {} is clear)", if dir > 0 { "right" } else { "left" })));
        }
    }
    if vy0 != 0 && s.after.vel.y.0 == 0 {
        let dir = vy0.signum();
        let touching = || {
            !core_clear(f, b.at(b.px, b.py + dir))
                || oneway_blocks(f, b, dir > 0, a, ig)
                || oneway_boxes(f).any(|o| o.blocks(b, dir > 0, a, ig))
        };
        let standing = || {
            stands_all(f, b, g, Ignore::default())
                || (not_jumping && stands_all(f, a, g, Ignore::default()))
        };
        if s.after.pos.y.0 & 0xff != 0 {
            out.push((
                5,
                format!(
                    "vertical speed zeroed at {moved} but y keeps the fraction {}/256",
                    s.after.pos.y.0 & 0xff
                ),
            ));
        } else if !touching() && !standing() {
            out.push((5, format!("vertical speed zeroed at {moved} without touching a floor or ceiling (one more pixel {} is clear) and without standing", if dir > 0 { "down" } else { "up" })));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solid::ascii_field as field;
    use tilestep::Size;

    fn body(x: i32, y: i32) -> Body {
        Body::new(SubPoint::from_px(x, y), Size::new(8, 16))
    }

    fn facts(before: Body, vel_in: SubPoint, after: Body) -> StepFacts {
        StepFacts {
            before,
            vel_in,
            drop: false,
            after,
        }
    }

    fn invariants(f: &SolidField, s: &StepFacts) -> Vec<u8> {
        check_step(f, s).into_iter().map(|e| e.0).collect()
    }

    #[test]
    fn a_good_step_passes() {
        let f = field("....\n....\n####\n");
        let before = body(24, 32);
        let mut after = before;
        after.pos = SubPoint::new(25 * 256 + 128, 32 * 256);
        after.vel = SubPoint::new(384, 0);
        after.standing = true;
        assert_eq!(
            invariants(&f, &facts(before, SubPoint::new(384, 64), after)),
            [0u8; 0]
        );
    }

    #[test]
    fn a_body_moved_into_a_wall_fails_1() {
        let f = field("....\n..#.\n####\n");
        let before = body(24, 32);
        let mut after = before;
        after.pos = SubPoint::from_px(36, 32);
        let s = facts(before, SubPoint::new(12 * 256, 0), after);
        assert!(invariants(&f, &s).contains(&1));
    }

    #[test]
    fn a_body_tunnelling_through_a_wall_fails_2() {
        let f = field("......\n..#...\n######\n");
        let before = body(20, 32);
        let mut after = before;
        after.pos = SubPoint::from_px(60, 32);
        after.vel = SubPoint::new(40 * 256, 0);
        after.standing = true;
        let s = facts(before, SubPoint::new(40 * 256, 0), after);
        assert_eq!(invariants(&f, &s), [2]);
        // Too far in one step, even through nothing.
        let open = field("..........\n..........\n##########\n");
        let mut far = before;
        far.pos = SubPoint::from_px(20 + 130, 32);
        far.vel = SubPoint::new(127 * 256, 0);
        far.standing = true;
        assert_eq!(
            invariants(&open, &facts(before, SubPoint::new(127 * 256, 0), far)),
            [2]
        );
    }

    #[test]
    fn a_fall_through_a_platform_fails_2_unless_dropping() {
        let f = field("....\n....\n----\n....\n....\n");
        let before = body(24, 32);
        let mut after = before;
        after.pos = SubPoint::from_px(24, 40);
        after.vel = SubPoint::new(0, 8 * 256);
        let mut s = facts(before, SubPoint::new(0, 8 * 256), after);
        assert_eq!(invariants(&f, &s), [2]);
        s.drop = true;
        assert_eq!(invariants(&f, &s), [0u8; 0]);
    }

    #[test]
    fn a_fall_through_a_firm_platform_fails_2_even_dropping() {
        let f = field("....\n....\n-===\n....\n....\n");
        let before = body(24, 32);
        let mut after = before;
        after.pos = SubPoint::from_px(24, 40);
        after.vel = SubPoint::new(0, 8 * 256);
        let mut s = facts(before, SubPoint::new(0, 8 * 256), after);
        s.drop = true;
        assert_eq!(invariants(&f, &s), [2]);
        // Over the plain tile alone, the drop passes it.
        let (before, mut after) = (body(6, 32), body(6, 40));
        after.vel = SubPoint::new(0, 8 * 256);
        let mut s = facts(before, after.vel, after);
        s.drop = true;
        assert_eq!(invariants(&f, &s), [0u8; 0]);
    }

    #[test]
    fn a_walk_through_a_oneway_wall_from_its_open_side_fails_2() {
        // An `oneway_left` at x 32..48 (its edge at 32), a `oneway_right`
        // at x 64..80 (its edge at 80), on the floor's row above.
        let f = field("......\n..[.].\n######\n");
        let walk = |x0: i32, x1: i32, vx: i32| {
            let (mut before, mut after) = (body(x0, 32), body(x1, 32));
            before.standing = true;
            after.standing = true;
            after.vel = SubPoint::new(vx, 0);
            facts(before, after.vel, after)
        };
        // Right across the left edge: through; left across it: fine.
        assert_eq!(invariants(&f, &walk(20, 44, 3 * 256)), [2]);
        assert_eq!(invariants(&f, &walk(44, 20, -3 * 256)), [0u8; 0]);
        // Left across the right edge: through; right across it: fine.
        assert_eq!(invariants(&f, &walk(90, 60, -3 * 256)), [2]);
        assert_eq!(invariants(&f, &walk(60, 90, 3 * 256)), [0u8; 0]);
        // Began past the edge (inside the wall's tile): not stopped.
        assert_eq!(invariants(&f, &walk(30, 44, 3 * 256)), [0u8; 0]);
    }

    #[test]
    fn a_stop_at_a_oneway_wall_is_flush_only_on_its_edge() {
        let f = field("......\n..[...\n######\n");
        let stop = |x1: i32| {
            let mut before = body(20, 32);
            before.standing = true;
            let mut after = body(x1, 32);
            after.standing = true;
            facts(before, SubPoint::new(10 * 256, 0), after)
        };
        // Box right = 32, the wall's edge: flush.
        assert_eq!(invariants(&f, &stop(28)), [0u8; 0]);
        assert_eq!(invariants(&f, &stop(26)), [5]);
    }

    #[test]
    fn the_standing_rule_is_judged() {
        let f = field("....\n....\n####\n");
        let before = body(24, 32);
        let on_floor = |vy: i32, standing: bool| {
            let mut b = before;
            b.vel = SubPoint::new(0, vy);
            b.standing = standing;
            b
        };
        let check = |after: Body| invariants(&f, &facts(before, after.vel, after));
        // On the floor and at rest: must stand, and standing is fine.
        assert_eq!(check(on_floor(0, true)), [0u8; 0]);
        assert_eq!(check(on_floor(0, false)), [STANDING_RULE]);
        // Jumping off it (a sub-pixel jump keeps it along the floor): must
        // not stand.
        assert_eq!(check(on_floor(-100, false)), [0u8; 0]);
        assert_eq!(check(on_floor(-100, true)), [STANDING_RULE]);
        // Standing keeps no speed or fraction along gravity.
        assert_eq!(check(on_floor(64, true)), [STANDING_RULE]);
        let mut frac = on_floor(0, true);
        frac.pos.y.0 -= 3;
        assert_eq!(check(frac), [STANDING_RULE]);
        // In mid-air: standing is wrong.
        let mut air = on_floor(0, true);
        air.pos = SubPoint::from_px(24, 20);
        assert!(check(air).contains(&STANDING_RULE));
    }

    #[test]
    fn a_body_in_a_solid_bodys_box_fails_7() {
        let player = body(40, 48);
        let mut crate_ = Body::new(SubPoint::from_px(40, 36), Size::new(16, 16));
        crate_.solid = true;
        // The crate's bottom is 4 px into the player's head.
        let found = check_bodies(&[player, crate_], None);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].0, found[0].1), (0, 7));
        // Only the pairs of the body that stepped, when one is named.
        assert_eq!(check_bodies(&[player, crate_], Some(1)).len(), 1);
        let far = Body::new(SubPoint::from_px(90, 48), Size::new(8, 16));
        assert!(check_bodies(&[player, crate_, far], Some(2)).is_empty());
        // Resting on its head, or a non-solid body there, is fine.
        crate_.pos = SubPoint::from_px(40, 32);
        assert!(check_bodies(&[player, crate_], None).is_empty());
        crate_.pos = SubPoint::from_px(40, 36);
        crate_.solid = false;
        assert!(check_bodies(&[player, crate_], None).is_empty());
    }

    #[test]
    fn a_zip_up_a_wall_fails_3() {
        // Standing on the floor, then standing on a ledge 16 px higher after 1 px right.
        let f = field("......\n..####\n######\n");
        let before = body(25, 32);
        let mut after = before;
        after.pos = SubPoint::from_px(33, 16);
        after.vel = SubPoint::new(8 * 256, 0);
        let s = facts(before, SubPoint::new(8 * 256, 0), after);
        assert!(invariants(&f, &s).contains(&3), "{:?}", check_step(&f, &s));
    }

    #[test]
    fn stops_short_of_a_wall_or_keeping_a_fraction_fail_5() {
        let f = field("......\n....#.\n######\n");
        let before = body(40, 32);
        // Stopped 10 px short of the wall at x=64.
        let mut after = before;
        after.standing = true;
        after.pos = SubPoint::from_px(50, 32);
        let s = facts(before, SubPoint::new(10 * 256, 0), after);
        assert_eq!(invariants(&f, &s), [5]);
        // Flush against it (box right = 64) but the fraction kept.
        after.pos = SubPoint::new(60 * 256 + 7, 32 * 256);
        let s = facts(before, SubPoint::new(20 * 256, 0), after);
        assert_eq!(invariants(&f, &s), [5]);
        // Flush and clean: fine.
        after.pos = SubPoint::from_px(60, 32);
        let s = facts(before, SubPoint::new(20 * 256, 0), after);
        assert_eq!(invariants(&f, &s), [0u8; 0]);
    }

    #[test]
    fn moving_solids_count_where_they_are() {
        use crate::solid::OneWay;
        let mut f = field("........\n........\n........\n........\n");
        let b = |oneway| SolidBox {
            l: 16,
            t: 40,
            r: 64,
            b: 48,
            oneway,
            whole: false,
        };
        // Falling onto a one-way box: stopped flush is fine, through it fails 2.
        f.set_boxes([b(OneWay::Top)]);
        let before = body(32, 30);
        let mut after = before;
        after.pos = SubPoint::from_px(32, 40);
        after.standing = true;
        let s = facts(before, SubPoint::new(0, 12 * 256), after);
        assert_eq!(invariants(&f, &s), [0u8; 0]);
        after.standing = false;
        after.pos = SubPoint::from_px(32, 44);
        after.vel = SubPoint::new(0, 12 * 256);
        let s = facts(before, SubPoint::new(0, 12 * 256), after);
        assert_eq!(invariants(&f, &s), [2]);
        // The same fall into a full box is inside it: 1 (and not flush).
        f.set_boxes([b(OneWay::None)]);
        assert!(invariants(&f, &s).contains(&1));
        // Stopped in mid-air above a full box fails 5; on it, it's fine.
        after.vel = SubPoint::default();
        after.pos = SubPoint::from_px(32, 36);
        assert_eq!(
            invariants(&f, &facts(before, SubPoint::new(0, 12 * 256), after)),
            [5]
        );
        after.pos = SubPoint::from_px(32, 40);
        after.standing = true;
        assert_eq!(
            invariants(&f, &facts(before, SubPoint::new(0, 12 * 256), after)),
            [0u8; 0]
        );
        // After the solids moved: overlapping a full box fails 1, and an
        // overlap that lasts is reported again (7), not skipped.
        assert_eq!(check_moved(&f, true, &body(32, 44))[0].0, 1);
        assert!(check_moved(&f, true, &body(32, 40)).is_empty());
        assert_eq!(check_moved(&f, false, &body(32, 44))[0].0, 7);
        assert!(check_moved(&f, false, &body(32, 40)).is_empty());
    }

    #[test]
    fn a_fall_stopped_in_mid_air_fails_5() {
        let f = field("....\n....\n....\n####\n");
        let before = body(24, 20);
        let mut after = before;
        after.pos = SubPoint::from_px(24, 24);
        let s = facts(before, SubPoint::new(0, 4 * 256), after);
        assert_eq!(invariants(&f, &s), [5]);
    }
}
