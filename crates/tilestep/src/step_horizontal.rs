//! The step's horizontal phase: all at once when nothing is in the way,
//! else pixel by pixel by the walking or the air rules, stopping flush at
//! a wall.

use crate::body::Body;
use crate::core_shape::BoxPx;
use crate::mover::{Mover, Step};
use crate::step_start::Start;
use crate::units::{Px, PxRect, Subpx};

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
pub(crate) fn horizontal(mv: &Mover, body: &mut Body, b0: BoxPx, start: Start) -> Horizontal {
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
    } else if let Some(run) = (walker && dir != 0)
        .then(|| mv.walk_run(px, py, dir, steps))
        .flatten()
    {
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
