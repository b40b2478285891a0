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
    let g = rules.g;
    let (mut px, mut py) = (h.px, h.py);
    let walker = h.walker;
    let mut oneway_stop = false;
    let hbox = rules.bx(px, py);
    let mut vrect = PxRect::new(hbox.left(), py - rules.h, hbox.right(), py);
    let mut vstop = 0;
    // Whether it stands afterwards, when a phase already decided it: a
    // walker that kept its support, or a sweep along gravity whose probe
    // pixel was free (not standing) or blocked (standing).
    let mut stands = if flight {
        Some(false)
    } else {
        walker.then_some(true)
    };
    // A walker now was one at the start: vel.y is already zero and pos.y
    // whole (only whole pixels were added since).
    if !walker {
        let vy = body.vel.y;
        let target = body.pos.y + vy;
        let want = target.floor_px().0 - py;
        let vdir = if want != 0 {
            want.signum()
        } else {
            vy.signum()
        };
        if vdir != 0 {
            // Sweep the whole distance plus one probe pixel.
            let n = want.abs();
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
            let corner = body.assists.corner_correction as i32;
            if free < n && vdir == -g && corner > 0 {
                // Ceiling corner correction: nudge sideways, keep rising.
                let at = py + vdir * free;
                let rest = n - free;
                let vx_sign = body.vel.x.signum();
                if let Some(shift) = rules.corner_shift(px, at, vdir, corner, rest + 1, vx_sign) {
                    px += shift.dx;
                    body.pos.x += Px(shift.dx).to_subpx();
                    free += shift.free;
                    oneway = false;
                }
            }
            if free <= n {
                py += vdir * free;
                if vdir == g && !oneway {
                    // Landing: the feet settle onto the sensor column's
                    // ground when every overlap then lies in the wedges.
                    let depth = if SHORTCUTS {
                        rules.feet_depth(px, py, rules.reach())
                    } else {
                        rules.feet_depth_by_rules(px, py, rules.reach())
                    };
                    if let Some(k) = depth {
                        py += g * k;
                    }
                }
                body.vel.y = Subpx::ZERO;
                body.pos.y = Px(py).to_subpx();
                vstop = vdir;
                if vdir == g {
                    stands = Some(true);
                }
                oneway_stop = oneway;
            } else {
                py += vdir * n;
                body.pos.y = target;
                // The free probe pixel means not standing, unless the
                // frame-start rule let it pass a one-way surface that now
                // lies along its edge: the standing test is geometric.
                let fb = rules.bx(px, py);
                if vdir == g && !rules.oneway_under(fb.left(), fb.right() - 1, py) {
                    stands = Some(false);
                }
            }
            // At the columns it ends at: a corner correction may have
            // nudged it sideways.
            let vb = rules.bx(px, py);
            vrect = vrect.union(&PxRect::new(vb.left(), py - rules.h, vb.right(), py));
        }
    }
    Vertical {
        px,
        py,
        stop: vstop,
        stands,
        oneway: oneway_stop,
        swept: vrect,
    }
}
