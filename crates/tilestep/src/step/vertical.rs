//! The step's vertical phase: a sweep along the vertical speed, with the
//! ceiling corner correction and the feet settling onto the sensor column's
//! ground on landing.

use super::horizontal::Horizontal;
use crate::body::Body;
use crate::rules::Rules;
use crate::rules::SweepV;
use crate::units::{Px, PxRect, Subpx};

/// What the vertical phase did.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Vertical {
    /// Where the box ended (a corner correction may have moved it
    /// sideways): sensor column and bottom row (exclusive), px.
    pub px: i32,
    pub py: i32,
    /// The direction (±1) of the floor or ceiling that stopped it, 0 if none.
    pub stop: i32,
    /// Whether it stands afterwards, when this phase or the horizontal one
    /// already decided it: a walker that kept its support, or a sweep along
    /// gravity whose probe pixel was free (not standing) or blocked
    /// (standing). `None`: the standing test decides.
    pub stands: Option<bool>,
    /// A one-way surface stopped it.
    pub oneway: bool,
    /// Every pixel the box covered in this phase.
    pub swept: PxRect,
}

/// Moves the body vertically after `h`: nothing for a walker (its speed is
/// already zero), the whole distance at once in free `flight`, else a sweep
/// that stops flush at a floor or ceiling. Writes `body.pos` and clears
/// `vel.y` on a stop. Without `SHORTCUTS` the feet are found by the rules
/// alone.
#[inline(always)]
pub(crate) fn vertical<const SHORTCUTS: bool>(
    rules: &Rules,
    body: &mut Body,
    h: &Horizontal,
    flight: bool,
) -> Vertical {
    let (px, py) = (h.px, h.py);
    let hbox = rules.bx(px, py);
    // Whether it stands afterwards, when a phase already decided it: a
    // walker that kept its support, or (below) a sweep along gravity whose
    // probe pixel was free (not standing) or blocked (standing).
    let still = Vertical {
        px,
        py,
        stop: 0,
        stands: if flight {
            Some(false)
        } else {
            h.walker.then_some(true)
        },
        oneway: false,
        swept: PxRect::new(hbox.left(), py - rules.h, hbox.right(), py),
    };
    // A walker now was one at the start: vel.y is already zero and pos.y
    // whole (only whole pixels were added since).
    if h.walker {
        return still;
    }
    let vy = body.vel.y;
    let want = (body.pos.y + vy).floor_px().0 - py;
    let vdir = if want != 0 {
        want.signum()
    } else {
        vy.signum()
    };
    if vdir == 0 {
        return still;
    }
    // The corner correction never follows a wall stop: the body stays
    // against the wall that stopped it, as its contacts say.
    let walled = h.wall.dir != 0;
    let v = sweep::<SHORTCUTS>(rules, body, (px, py), vdir, want.abs(), flight, walled);
    // At the columns it ends at: a corner correction may have nudged it
    // sideways.
    let vb = rules.bx(v.px, v.py);
    Vertical {
        stands: v.stands.or(still.stands),
        swept: still
            .swept
            .union(&PxRect::new(vb.left(), v.py - rules.h, vb.right(), v.py)),
        ..v
    }
}

/// The sweep of `n` pixels by `vdir` (and one probe pixel) from the box at
/// `(px, py)`: all of them in free `flight`, else as far as the rules
/// allow, with the ceiling corner correction unless `no_correction` (in
/// free flight nothing cuts a rise short; after a wall stop the body
/// stays against the wall); a stop within them is flush (and a landing
/// settles its feet), else the body ends at its target. Its `stands` is
/// the sweep's own verdict along gravity, if it has one.
#[inline(always)]
fn sweep<const SHORTCUTS: bool>(
    rules: &Rules,
    body: &mut Body,
    (px, py): (i32, i32),
    vdir: i32,
    n: i32,
    flight: bool,
    no_correction: bool,
) -> Vertical {
    let g = rules.g;
    let SweepV {
        mut free,
        mut oneway,
    } = if flight {
        SweepV {
            free: n + 1,
            oneway: false,
        }
    } else {
        rules.sweep_v(px, py, vdir, n + 1)
    };
    let mut px = px;
    let corner = body.assists.corner_correction as i32;
    if free < n && vdir == -g && corner > 0 && !no_correction {
        // Ceiling corner correction: nudge sideways, keep rising (toward
        // the horizontal speed the step began with: no wall cleared it).
        let at = py + vdir * free;
        let vx_sign = body.vel.x.signum();
        let rise = (py, at);
        if let Some(shift) = rules.corner_shift(px, rise, vdir, corner, n - free + 1, vx_sign) {
            px += shift.dx;
            body.pos.x += Px(shift.dx).to_subpx();
            free += shift.free;
            oneway = shift.oneway;
        }
    }
    let mut v = Vertical {
        px,
        py,
        stop: 0,
        stands: None,
        oneway: false,
        swept: PxRect::default(),
    };
    if free <= n {
        v.py = py + vdir * free;
        if vdir == g && !oneway {
            // Landing: the feet settle onto the sensor column's ground
            // when every overlap then lies in the wedges.
            v.py += g * feet::<SHORTCUTS>(rules, px, v.py).unwrap_or(0);
        }
        body.vel.y = Subpx::ZERO;
        body.pos.y = Px(v.py).to_subpx();
        v.stop = vdir;
        v.stands = (vdir == g).then_some(true);
        v.oneway = oneway;
    } else {
        v.py = py + vdir * n;
        body.pos.y += body.vel.y;
        // The free probe pixel means not standing, unless the frame-start
        // rule let it pass a one-way surface that now lies along its edge:
        // the standing test is geometric.
        let fb = rules.bx(px, v.py);
        if vdir == g && !rules.oneway_under(fb.left(), fb.right() - 1, v.py) {
            v.stands = Some(false);
        }
    }
    v
}

/// How deep the feet of a body landing at `(px, py)` settle by the feet
/// rule: on the bitmap where it can tell (`SHORTCUTS`), else by the rule.
#[inline(always)]
fn feet<const SHORTCUTS: bool>(rules: &Rules, px: i32, py: i32) -> Option<i32> {
    if SHORTCUTS {
        rules.feet_depth(px, py, rules.reach())
    } else {
        rules.feet_depth_by_rules(px, py, rules.reach())
    }
}
