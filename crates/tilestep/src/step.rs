//! The step: horizontal movement, then vertical, on whole pixels with the
//! fractional part carried.
//!
//! [`TileMap::step_among`] runs four phases, each a function with a named
//! result: [`start`] (does the body walk, or fly free?), [`horizontal`]
//! (here), [`vertical`](crate::step_vertical) and then settling and the
//! report ([`crate::step_report`]): standing, ground, contacts and tags.

use crate::body::Body;
use crate::contacts::{ContactFlags, Contacts};
use crate::core_shape::BoxPx;
use crate::map::TileMap;
use crate::mover::{Mover, Step};
use crate::solid::Solid;
use crate::units::{Px, PxRect, SubPoint, Subpx, WORLD_LIMIT_PX};

/// Per-frame requests that are not part of the body's state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StepInput {
    /// Fall through one-way surfaces along gravity (`platform` with gravity
    /// down, `platform_under` with gravity up, both with no gravity) this frame.
    pub drop: bool,
}

impl TileMap {
    /// Advances `body` by one frame and reports what it touched.
    ///
    /// The body's velocity is clamped to ±127 px/frame per axis, then it moves
    /// horizontally, then vertically, one whole pixel at a time as the
    /// contract's core-and-wedges rule allows, with the fractional part of its
    /// position carried. A body standing at the start (and not moving against
    /// gravity) walks: it follows slopes up and down without leaving the
    /// ground, and its vertical speed is zeroed. A stop against a wall, floor
    /// or ceiling leaves it touching that surface with the speed and the
    /// subpixel remainder on that axis cleared. Gravity acceleration is the
    /// caller's: add it to `body.vel.y` before stepping.
    ///
    /// ```
    /// use tilestep::{Body, Size, StepInput, SubPoint, TileMap, ContactFlags};
    /// let map = TileMap::from_ascii("......\n......\n######\n", 16).unwrap();
    /// let mut body = Body::new(SubPoint::from_px(40, 32), Size::new(12, 24));
    /// body.vel.x.0 = 384; // 1.5 px/frame
    /// let c = map.step(&mut body, StepInput::default());
    /// assert!(body.standing && c.has(ContactFlags::FLOOR));
    /// assert_eq!(body.pos, SubPoint::new(40 * 256 + 384, 32 * 256));
    /// ```
    pub fn step(&self, body: &mut Body, input: StepInput) -> Contacts {
        self.step_among(body, input, &[])
    }

    /// [`TileMap::step`] among moving solids: their boxes collide exactly like
    /// tiles of their kind (full solids like `solid`, one-way ones like
    /// `platform` / `platform_under`). Inactive solids are ignored. Move the
    /// solids first ([`TileMap::move_solid`]), then step the bodies.
    pub fn step_among(&self, body: &mut Body, input: StepInput, solids: &[Solid]) -> Contacts {
        let g = body.gravity.sign();
        let was_standing = body.standing;
        let carried = body.carried;
        body.carried = SubPoint::default();
        body.vel.x = body.vel.x.clamp_speed();
        body.vel.y = body.vel.y.clamp_speed();
        let b0 = body.box_px();
        let drop = input.drop;
        let mv = Mover {
            ignore_top: drop && g >= 0,
            ignore_under: drop && g <= 0,
            lift: body.assists.ledge_assist as i32,
            ..Mover::new(self, b0, g, solids)
        };
        let start = start(&mv, body, b0);
        let h = horizontal(&mv, body, b0, start);
        let v = crate::step_vertical::vertical(&mv, body, &h, start.flight);
        let mut c = Contacts::default();
        if let Some(dir) = h.stop {
            c.flags.insert(if dir > 0 {
                ContactFlags::WALL_RIGHT
            } else {
                ContactFlags::WALL_LEFT
            });
        }
        if v.stop != 0 {
            c.flags.insert(if v.stop > 0 {
                ContactFlags::FLOOR
            } else {
                ContactFlags::CEILING
            });
            if v.oneway {
                c.flags.insert(ContactFlags::PLATFORM);
            }
        }
        let settled = self.settle(&mv, body, &v, &mut c, solids);
        if body.inherit && was_standing && !body.standing {
            body.vel.x += carried.x;
            body.vel.y += carried.y;
        }
        self.report(&mv, body, &h, &v, &settled, &mut c, solids);
        c
    }
}

/// Clamp positions to the world limit so subpixels never overflow.
pub(crate) fn clamp_world(v: Subpx) -> Subpx {
    let lim = Px(WORLD_LIMIT_PX).to_subpx().0;
    Subpx(v.0.clamp(-lim, lim))
}

/// How the frame starts: whether the body walks (stands and isn't moving
/// against gravity) or flies free (nothing but empty tiles around it).
#[derive(Clone, Copy, Debug)]
struct Start {
    /// Stands and isn't moving against gravity: standing logic applies.
    walker: bool,
    /// Nothing it could meet this frame but empty tiles: no per-pixel rules.
    flight: bool,
}

/// Decides [`Start`]; a walker's vertical speed is zeroed and its position
/// made whole.
#[inline(always)]
fn start(mv: &Mover, body: &mut Body, b0: BoxPx) -> Start {
    let g = mv.g;
    let (px, py) = (b0.px, b0.py);
    // Tested first: most bodies stand, and a supported body is never in
    // free flight (its support lies in the region the flight test needs
    // empty), so the flight test is skipped for them.
    let walker = g != 0 && body.vel.y.0 * g >= 0 && mv.supported(px, py);
    let flight = !walker
        && mv.flight_clear(
            px,
            py,
            (body.pos.x + body.vel.x).floor_px().0 - px,
            (body.pos.y + body.vel.y).floor_px().0 - py,
        );
    if walker {
        body.vel.y = Subpx::ZERO;
        body.pos.y = body.pos.y.floor();
    }
    Start { walker, flight }
}

/// What the horizontal phase did.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Horizontal {
    /// Where the box ended: sensor column and bottom row (exclusive), px.
    pub px: i32,
    pub py: i32,
    /// Still a walker at the end (it did not lose its support).
    pub walker: bool,
    /// The direction of the wall that stopped it (±1), if one did.
    pub stop: Option<i32>,
    /// The box one pixel further on, which a solid pixel blocked: the
    /// tiles it would have entered are reported.
    pub probe: Option<BoxPx>,
    /// Every pixel the box covered on the way, start and end included.
    pub swept: PxRect,
}

/// Moves the body horizontally: all the way at once when nothing is in the
/// way (free flight, or a clear run on flat tile tops), else one pixel at a
/// time by the walking or the air rules, stopping flush at a wall. Writes
/// `body.pos` (x, and y by the height walked) and clears `vel.x` on a stop.
#[inline(always)]
fn horizontal(mv: &Mover, body: &mut Body, b0: BoxPx, start: Start) -> Horizontal {
    let (mut px, mut py) = (b0.px, b0.py);
    let mut walker = start.walker;
    let vx = body.vel.x;
    let dir = vx.signum();
    let target = body.pos.x + vx;
    let steps = (target.floor_px().0 - px).abs();
    let (mut ymin, mut ymax) = (py, py);
    let mut blocked = false;
    let vy_sign = body.vel.y.signum();
    let mut i = 0;
    // (Skipped when the body stood on a slope: it would rarely apply there.)
    let on_slope = walker && body.ground.is_some_and(|gr| gr.gradient.is_some());
    if dir != 0 && (start.flight || !on_slope && mv.run_clear(px, py, dir, steps, walker)) {
        px += dir * steps;
        i = steps + 1;
    } else if let Some(run) = walker.then(|| mv.walk_run(px, py, dir, steps)).flatten() {
        // Ground the feet rule follows pixel for pixel: the whole walk at once.
        (px, py, ymin, ymax) = (run.px, run.py, run.ymin, run.ymax);
        i = steps + 1;
    } else if !walker && mv.air_run_clear(px, py, dir, steps) {
        // No solid pixel anywhere the box passes: the air rules move it
        // all the way at its height.
        px += dir * steps;
        i = steps + 1;
    }
    while i <= steps && dir != 0 {
        // The last iteration only probes: one more pixel blocked = touching.
        if i == steps {
            blocked = mv.blocked_ahead(px, py, dir, walker, vy_sign);
            break;
        }
        let r = if walker {
            mv.walk(px, py, dir)
        } else {
            mv.air(px, py, dir, vy_sign)
        };
        match r {
            Step::Blocked => {
                blocked = true;
                break;
            }
            Step::Moved(ny) => {
                px += dir;
                py = ny;
            }
            Step::Lost(ny) => {
                px += dir;
                py = ny;
                walker = false;
            }
        }
        ymin = ymin.min(py);
        ymax = ymax.max(py);
        i += 1;
    }
    let end = mv.bx(px, py);
    body.pos.y += Px(py - b0.py).to_subpx();
    if blocked {
        body.vel.x = Subpx::ZERO;
        body.pos.x = Px(px).to_subpx();
    } else {
        body.pos.x = target;
    }
    Horizontal {
        px,
        py,
        walker,
        stop: blocked.then_some(dir),
        probe: blocked.then(|| end.at(px + dir, py)),
        swept: PxRect::new(
            b0.left().min(end.left()),
            ymin - b0.h,
            b0.right().max(end.right()),
            ymax,
        ),
    }
}
