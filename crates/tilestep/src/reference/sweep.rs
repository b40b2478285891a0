//! Moving many pixels at once: the vertical sweep (solid pixels, the box's
//! edge along gravity, one-way surfaces), the fast path for horizontal runs,
//! and the ceiling corner correction.

use super::mover::Mover;
use crate::solid::SolidKind;
use crate::tile_shape::Class;

impl Mover<'_> {
    /// Free flight: every tile the body could meet this frame is `empty`:
    /// the box where it starts and where it would end, everything between,
    /// and one pixel around (the probe pixels and the rows beyond it along
    /// gravity). The per-pixel rules would then move it the whole way with
    /// no contact, so the step may skip them. Never with moving solids.
    pub fn flight_clear(&self, px: i32, py: i32, dxp: i32, dyp: i32) -> bool {
        if !self.solids.is_empty() {
            return false;
        }
        let b = self.bx(px, py);
        let (l, r) = (b.left(), b.right() - 1);
        let (t, bt) = (b.top(), py - 1);
        self.map.region_clear(
            l.min(l + dxp) - 1,
            t.min(t + dyp) - 1,
            r.max(r + dxp) + 1,
            bt.max(bt + dyp) + 1,
            false,
        )
    }

    /// Ceiling corner correction: the sideways shift of at most `n` pixels,
    /// through positions the core fits, after which the body can move
    /// furthest by `vdir` (up to `want` pixels; the smallest shift that gets
    /// all of them). Tries the direction of `vx_sign` only, or left then
    /// right when it is 0. Returns `(shift, free distance after it)`.
    pub fn corner_shift(
        &self,
        px: i32,
        py: i32,
        vdir: i32,
        n: i32,
        want: i32,
        vx_sign: i32,
    ) -> Option<(i32, i32)> {
        let mut best: Option<(i32, i32)> = None;
        for d in [-1, 1] {
            if vx_sign != 0 && d != vx_sign {
                continue;
            }
            for k in 1..=n {
                let x = px + d * k;
                if !self.clear(x, py) {
                    break;
                }
                let (f, _) = self.sweep_v(x, py, vdir, want);
                if f >= want {
                    return Some((d * k, f));
                }
                if f > best.map_or(0, |b| b.1) {
                    best = Some((d * k, f));
                }
            }
        }
        best
    }

    /// Fast path for `steps` pixels of horizontal movement plus the probe
    /// pixel: true when the whole swept box lies in empty (or one-way)
    /// tiles and, for a walker, the ground along the way is flat tile tops
    /// under the sensor column. The per-pixel rules would then move it all
    /// the way at the same height, so the caller may skip them.
    pub fn run_clear(&self, px: i32, py: i32, dir: i32, steps: i32, walker: bool) -> bool {
        let b = self.bx(px, py);
        let (x0, x1) = if dir > 0 {
            (b.left(), b.right() + steps)
        } else {
            (b.left() - steps - 1, b.right() - 1)
        };
        if !self.region_clear(x0, b.top(), x1, py - 1, true) {
            return false;
        }
        if !walker {
            return true;
        }
        let t = self.map.t;
        let (s0, s1) = if dir > 0 {
            (px + 1, px + steps + 1)
        } else {
            (px - steps - 1, px - 1)
        };
        if self.g > 0 {
            let also = (!self.ignore_top).then_some(Class::Platform);
            py.rem_euclid(t) == 0 && self.map.row_all(self.map.tile_of(py), s0, s1, also)
        } else {
            let top = b.top();
            let also = (!self.ignore_under).then_some(Class::PlatformUnder);
            top.rem_euclid(t) == 0 && self.map.row_all(self.map.tile_of(top) - 1, s0, s1, also)
        }
    }

    /// How far (`0..=n`) the box may move vertically by `dir` (±1) before its
    /// core meets a solid pixel, its edge along gravity meets one under any
    /// column (the standing test), or it would cross a one-way surface.
    /// Returns `(distance, one_way)`: whether a one-way surface stopped it.
    pub fn sweep_v(&self, px: i32, py: i32, dir: i32, n: i32) -> (i32, bool) {
        let b = self.bx(px, py);
        // Fast path: everything the box covers and sweeps through is empty
        // (the current box too: a wedge may overlap a corner the core meets).
        let (y0, y1) = if dir > 0 {
            (b.top(), py + n - 1)
        } else {
            (b.top() - n, py - 1)
        };
        if n > 0 && self.region_clear(b.left(), y0, b.right() - 1, y1, false) {
            return (n, false);
        }
        // Solid pixels: the core, and along gravity the box's edge.
        let mut free = self.map.core_free_v(b, dir, n);
        if dir == self.g {
            // Along gravity: the first position a real surface supports.
            free = (0..free)
                .find(|&k| (b.left()..b.right()).any(|x| self.surface(x, py + dir * k)))
                .unwrap_or(free);
        }
        // One-way surfaces, which stop it only where it would cross them.
        // Each `*_free_v` is `min(n, its own bound)`, so folding the one-way
        // bounds in the same pass and capping by `free` afterwards gives
        // the same `ow` as a second pass started from the final `free`.
        let mut ow = free;
        for (_, r) in self.rects() {
            free = r.core_free_v(&b, dir, free);
            let ignored = match r.kind {
                SolidKind::OneWayTop => self.ignore_top,
                SolidKind::OneWayBottom => self.ignore_under,
                SolidKind::Solid => true,
            };
            if !ignored {
                ow = r.oneway_free_v(&b, dir, ow, self.start_bottom, self.start_top);
            }
        }
        let mut ow = ow.min(free);
        let t = self.map.t;
        let (x0, x1) = (b.left(), b.right() - 1);
        if dir > 0 && !self.ignore_top {
            // Platform edges Y with start_bottom <= Y, py <= Y < py + ow.
            let lo = py.max(self.start_bottom);
            let mut y = lo + (t - lo.rem_euclid(t)) % t;
            while y < py + ow {
                if self
                    .map
                    .row_has_class(self.map.tile_of(y), x0, x1, Class::Platform)
                    .is_some()
                {
                    ow = y - py;
                    break;
                }
                y += t;
            }
        } else if dir < 0 && !self.ignore_under {
            // Underside edges Y (a tile's bottom) with Y <= start_top, Y <= top, Y > top - ow.
            let top = b.top();
            let hi = top.min(self.start_top);
            let mut y = hi - hi.rem_euclid(t);
            while y > top - ow {
                let ty = self.map.tile_of(y) - 1;
                if self
                    .map
                    .row_has_class(ty, x0, x1, Class::PlatformUnder)
                    .is_some()
                {
                    ow = top - y;
                    break;
                }
                y -= t;
            }
        }
        if ow < free {
            (ow, true)
        } else {
            (free, false)
        }
    }
}
