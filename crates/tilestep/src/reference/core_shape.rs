//! The body's core: its box with the four corners cut at 45°, the cuts
//! meeting the sensor column on the top and bottom rows (`docs/contract.md`,
//! "Bodies: box, core and wedges"). The core never overlaps a solid pixel.
//!
//! Column `x` of the box, at distance `d = |x - px|` from the sensor column,
//! holds core pixels on rows `[top + d, bottom - 1 - d]`: empty when
//! `2d >= h`.

use super::map::Map;
use crate::core_shape::BoxPx;
use crate::tile_shape::Class;

impl Map<'_> {
    /// The first tile `(tx, ty)` found with a solid pixel inside the core of
    /// `b`, or `None` when the core is clear.
    #[inline]
    pub(crate) fn core_hit(&self, b: BoxPx) -> Option<(i32, i32)> {
        self.core_visit(b, |_, _| true)
    }

    /// Calls `f(tx, ty)` for each tile with a solid pixel inside the core of
    /// `b` until it returns true; returns that tile.
    pub(crate) fn core_visit(
        &self,
        b: BoxPx,
        mut f: impl FnMut(i32, i32) -> bool,
    ) -> Option<(i32, i32)> {
        let t = self.t;
        let (xa, xb) = b.core_cols();
        let top = b.top();
        let mut tx = self.tile_of(xa);
        let tx1 = self.tile_of(xb);
        while tx <= tx1 {
            let cx0 = xa.max(tx * t);
            let cx1 = xb.min(tx * t + t - 1);
            let dmin = if b.px < cx0 {
                cx0 - b.px
            } else if b.px > cx1 {
                b.px - cx1
            } else {
                0
            };
            let (ry0, ry1) = (top + dmin, b.py - 1 - dmin);
            let mut ty = self.tile_of(ry0);
            let ty1 = self.tile_of(ry1);
            while ty <= ty1 {
                let class = self.class_at(tx, ty);
                let hit = match class {
                    Class::Solid => true,
                    Class::Floor | Class::Ceiling => {
                        // Column x overlaps when its solid rows [base+lo, base+hi)
                        // meet its core rows [top + d, py - 1 - d].
                        let rows = self.set.rows_of(self.id_at(tx, ty));
                        let base = ty * t;
                        let (lo_lim, hi_lim) = (b.py - 1 - base, top - base);
                        (cx0..=cx1).any(|x| {
                            let d = (x - b.px).abs();
                            let (lo, hi) = rows[(x - tx * t) as usize];
                            lo <= lo_lim - d && hi_lim + d < hi
                        })
                    }
                    _ => false,
                };
                if hit && f(tx, ty) {
                    return Some((tx, ty));
                }
                ty += 1;
            }
            tx += 1;
        }
        None
    }

    /// True when shifting `b` one pixel vertically (`dy = ±1`) would put a
    /// solid pixel into its core, **given that its core is clear now**: only
    /// the pixels the shift adds are tested, one per column — `(x, py - d)`
    /// going down, `(x, top - 1 + d)` going up.
    pub(crate) fn core_shift_v_hits(&self, b: BoxPx, dy: i32) -> bool {
        let t = self.t;
        let (xa, xb) = b.core_cols();
        let mut tx = self.tile_of(xa);
        let tx1 = self.tile_of(xb);
        while tx <= tx1 {
            let cx0 = xa.max(tx * t);
            let cx1 = xb.min(tx * t + t - 1);
            let mut cached = (i32::MIN, Class::Empty, &[][..]);
            for x in cx0..=cx1 {
                let d = (x - b.px).abs();
                let y = if dy > 0 { b.py - d } else { b.top() - 1 + d };
                let ty = self.tile_of(y);
                if ty != cached.0 {
                    let class = self.class_at(tx, ty);
                    let rows = match class {
                        Class::Floor | Class::Ceiling => self.set.rows_of(self.id_at(tx, ty)),
                        _ => &[][..],
                    };
                    cached = (ty, class, rows);
                }
                match cached.1 {
                    Class::Solid => return true,
                    Class::Floor | Class::Ceiling => {
                        let (lo, hi) = cached.2[(x - tx * t) as usize];
                        let r = y - ty * t;
                        if lo <= r && r < hi {
                            return true;
                        }
                    }
                    _ => {}
                }
            }
            tx += 1;
        }
        false
    }

    /// How many pixels (`0..=limit`) the body can move vertically by `dir`
    /// (down when `dir > 0`, else up) before its core would overlap a solid
    /// pixel.
    #[inline]
    pub(crate) fn core_free_v(&self, b: BoxPx, dir: i32, limit: i32) -> i32 {
        let (xa, xb) = b.core_cols();
        let top = b.top();
        let mut best = limit;
        for x in xa..=xb {
            let d = (x - b.px).abs();
            let s = if dir > 0 {
                let low = b.py - 1 - d; // lowest core row of this column
                self.first_solid_down(x, low + 1, low + best)
                    .map(|s| s - low - 1)
            } else {
                let high = top + d; // highest core row of this column
                self.first_solid_up(x, high - best, high - 1)
                    .map(|s| high - 1 - s)
            };
            if let Some(f) = s {
                best = f;
                if best == 0 {
                    break;
                }
            }
        }
        best
    }
}
