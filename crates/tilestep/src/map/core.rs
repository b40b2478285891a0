//! The body's core against the map's solid pixels: its box with the four
//! corners cut at 45°, the cuts meeting the sensor column on the top and
//! bottom rows (`docs/contract.md`, "Bodies: box, core and wedges"). The
//! core never overlaps a solid pixel.
//!
//! Column `x` of the box, at distance `d = |x - px|` from the sensor column,
//! holds core pixels on rows `[top + d, bottom - 1 - d]`: empty when
//! `2d >= h`. A box core ([`crate::CoreShape::Box`]) holds every pixel of
//! its box (`d = 0`, [`BoxPx::inset`]); on the bitmap its tests are tests
//! of a rectangle.

use super::bits::SolidBits;
use super::TileMap;
use crate::body::BoxPx;
use crate::tiles::TileShape;

impl TileMap {
    /// The first tile `(tx, ty)` found with a solid pixel inside the core of
    /// `b`, or `None` when the core is clear.
    #[inline]
    pub(crate) fn core_hit(&self, b: BoxPx) -> Option<(i32, i32)> {
        self.core_visit(b, |_, _| true)
    }

    /// True when the core of `b` overlaps no solid pixel of the map: a few
    /// word operations per core column on the solid bitmap when the core
    /// lies inside the map, else the tile walk of [`TileMap::core_hit`].
    #[inline]
    pub(crate) fn core_clear(&self, b: BoxPx) -> bool {
        let (xa, xb) = b.core_cols();
        self.core_clear_cols(b, xa, xb)
    }

    /// [`TileMap::core_clear`] of box `b` that came one column by `dir`
    /// (±1) from a box whose core overlaps no solid pixel of the map, its
    /// bottom row within one of `b`'s. Each column behind `b`'s sensor
    /// column then holds core pixels only on rows the old core held in it
    /// (the cuts step one row per column, and the bottom moved at most
    /// one), so on the bitmap only the columns from the sensor column on
    /// by `dir` are read.
    #[inline]
    pub(crate) fn core_clear_past(&self, b: BoxPx, dir: i32) -> bool {
        if b.is_box() {
            return self.core_clear(b);
        }
        let (xa, xb) = b.core_cols();
        let (xa, xb) = if dir > 0 { (b.px, xb) } else { (xa, b.px) };
        if let Some(bits) = &self.bits {
            let top = b.top();
            if bits.inside(xa, top, xb, b.py - 1) {
                let far = if dir > 0 { xb } else { xa };
                return bits.core_side_clear(b.px, top, b.py, far);
            }
        }
        self.core_hit(b).is_none()
    }

    /// [`TileMap::core_clear`] read on core columns `[xa, xb]` only.
    #[inline(always)]
    fn core_clear_cols(&self, b: BoxPx, xa: i32, xb: i32) -> bool {
        if let Some(bits) = &self.bits {
            let top = b.top();
            if bits.inside(xa, top, xb, b.py - 1) {
                return match b.is_box() {
                    true => rows_clear(bits, xa, top, xb, b.py - 1),
                    false => bits.core_clear(b.px, top, b.py, xa, xb),
                };
            }
        }
        self.core_hit(b).is_none()
    }

    /// Calls `f(tx, ty)` for each tile with a solid pixel inside the core of
    /// `b` until it returns true; returns that tile.
    pub(crate) fn core_visit(
        &self,
        b: BoxPx,
        f: impl FnMut(i32, i32) -> bool,
    ) -> Option<(i32, i32)> {
        if b.is_box() {
            self.core_visit_shaped::<true>(b, f)
        } else {
            self.core_visit_shaped::<false>(b, f)
        }
    }

    /// True when a slope tile (a floor or ceiling profile) has a solid
    /// pixel inside the core of probe box `p`, or in `row` (one of `p`'s
    /// rows) across `p`'s columns: what a stop's note (`rules/report.rs`)
    /// would find among them, the slope tiles under `p`'s box read from
    /// the tile bits in one pass and only they tested pixel by pixel.
    #[inline(never)]
    pub(crate) fn slope_met(&self, p: BoxPx, row: Option<i32>) -> bool {
        let (x0, x1) = (p.left(), p.right() - 1);
        debug_assert!(row.map_or(true, |row| p.top() <= row && row < p.py));
        self.any_profile_tile(x0, p.top(), x1, p.py - 1, |tx, ty| {
            self.profile_tile_meets_core(p, tx, ty)
                || row.is_some_and(|row| {
                    self.tile_of(row) == ty && self.profile_meets_row(tx, ty, row, x0, x1)
                })
        })
    }

    /// True when slope tile `(tx, ty)` has a solid pixel inside the core
    /// of `b` ([`TileMap::core_visit`]'s test of such a tile): out of
    /// line, so that a search of the tile bits calling it stays small.
    #[inline(never)]
    pub(crate) fn profile_tile_meets_core(&self, b: BoxPx, tx: i32, ty: i32) -> bool {
        let (xa, xb) = b.core_cols();
        let (cx0, cx1) = (xa.max(tx * self.t), xb.min(tx * self.t + self.t - 1));
        match b.is_box() {
            true => self.profile_meets_core::<true>(b, tx, ty, cx0, cx1),
            false => self.profile_meets_core::<false>(b, tx, ty, cx0, cx1),
        }
    }

    /// True when slope tile `(tx, ty)` has a solid pixel inside the core
    /// of `b` (a box core, `BOX`, or a chamfered one) on columns `[cx0,
    /// cx1]`, the core's columns in the tile: a column overlaps when its
    /// solid rows `[base + lo, base + hi)` meet its core rows `[top + d,
    /// py - 1 - d]`.
    #[inline(always)]
    fn profile_meets_core<const BOX: bool>(
        &self,
        b: BoxPx,
        tx: i32,
        ty: i32,
        cx0: i32,
        cx1: i32,
    ) -> bool {
        let t = self.t;
        let rows = self.set.rows_of(self.id_at(tx, ty));
        let base = ty * t;
        let (lo_lim, hi_lim) = (b.py - 1 - base, b.top() - base);
        // A chamfered core reaches the tile's rows `[base, base + t)` only
        // on the columns within `reach` of its sensor column.
        let (cx0, cx1) = if BOX {
            (cx0, cx1)
        } else {
            let reach = lo_lim.min(t - 1 - hi_lim);
            (cx0.max(b.px - reach), cx1.min(b.px + reach))
        };
        (cx0..=cx1).any(|x| {
            let d = if BOX { 0 } else { (x - b.px).abs() };
            let (lo, hi) = rows[(x - tx * t) as usize];
            lo <= lo_lim - d && hi_lim + d < hi
        })
    }

    /// [`TileMap::core_visit`] for a box core (`BOX`) or a chamfered one.
    fn core_visit_shaped<const BOX: bool>(
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
            let dmin = if BOX {
                0
            } else if b.px < cx0 {
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
                let shape = self.shape_at(tx, ty);
                let hit = match shape {
                    TileShape::Solid => true,
                    TileShape::Floor | TileShape::Ceiling => {
                        self.profile_meets_core::<BOX>(b, tx, ty, cx0, cx1)
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
    /// going down, `(x, top - 1 + d)` going up (`d` the column's inset).
    pub(crate) fn core_shift_v_hits(&self, b: BoxPx, dy: i32) -> bool {
        let (xa, xb) = b.core_cols();
        if let Some(bits) = &self.bits {
            if bits.inside(xa, b.top() - 1, xb, b.py) {
                // A box core adds one whole row; a chamfered core adds rows
                // away from the sensor column's: up from `py` going down,
                // down from `top - 1` going up.
                if b.is_box() {
                    let row = if dy > 0 { b.py } else { b.top() - 1 };
                    return !rows_clear(bits, xa, row, xb, row);
                }
                return if dy > 0 {
                    bits.any_in_wedge(b.px, b.py, -1, 1, xa, xb)
                } else {
                    bits.any_in_wedge(b.px, b.top() - 1, 1, 1, xa, xb)
                };
            }
        }
        if b.is_box() {
            self.shift_hits_by_tiles::<true>(b, dy)
        } else {
            self.shift_hits_by_tiles::<false>(b, dy)
        }
    }

    /// [`TileMap::core_shift_v_hits`] read tile by tile, for a box core
    /// (`BOX`) or a chamfered one.
    fn shift_hits_by_tiles<const BOX: bool>(&self, b: BoxPx, dy: i32) -> bool {
        let t = self.t;
        let (xa, xb) = b.core_cols();
        let mut tx = self.tile_of(xa);
        let tx1 = self.tile_of(xb);
        while tx <= tx1 {
            let cx0 = xa.max(tx * t);
            let cx1 = xb.min(tx * t + t - 1);
            let mut cached = (i32::MIN, TileShape::Empty, &[][..]);
            for x in cx0..=cx1 {
                let d = if BOX { 0 } else { (x - b.px).abs() };
                let y = if dy > 0 { b.py - d } else { b.top() - 1 + d };
                let ty = self.tile_of(y);
                if ty != cached.0 {
                    let shape = self.shape_at(tx, ty);
                    let rows = match shape {
                        TileShape::Floor | TileShape::Ceiling => {
                            self.set.rows_of(self.id_at(tx, ty))
                        }
                        _ => &[][..],
                    };
                    cached = (ty, shape, rows);
                }
                match cached.1 {
                    TileShape::Solid => return true,
                    TileShape::Floor | TileShape::Ceiling => {
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
        // A core column's end row lies as far inside the box as the column
        // is from the sensor column (the wedges).
        if b.is_box() {
            self.edge_free_v(b, xa, xb, dir, limit, |_| 0)
        } else {
            self.edge_free_v(b, xa, xb, dir, limit, |x| (x - b.px).abs())
        }
    }

    /// How many pixels (`0..=limit`) columns `[xa, xb]` can move by `dir`
    /// before one of them enters a solid pixel, column `x` ending `inset(x)`
    /// pixels inside the box's bottom edge (`dir > 0`) or top edge.
    #[inline(always)]
    fn edge_free_v(
        &self,
        b: BoxPx,
        xa: i32,
        xb: i32,
        dir: i32,
        limit: i32,
        inset: impl Fn(i32) -> i32,
    ) -> i32 {
        let top = b.top();
        let mut best = limit;
        for x in xa..=xb {
            let d = inset(x);
            let s = if dir > 0 {
                let low = b.py - 1 - d; // this column's lowest row
                self.first_solid_down(x, low + 1, low + best)
                    .map(|s| s - low - 1)
            } else {
                let high = top + d; // this column's highest row
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

/// A box core's test on the bitmap: no solid pixel in columns `[x0, x1]`,
/// rows `[y0, y1]`. Out of the chamfered cores' path.
#[cold]
#[inline(never)]
fn rows_clear(bits: &SolidBits, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
    bits.rect_clear(x0, y0, x1, y1)
}

#[cfg(test)]
#[path = "core_tests.rs"]
mod tests;
