//! Real surfaces on the map: where a box's edge along gravity meets a
//! solid pixel right after a clear one (`docs/contract.md`, "Standing and
//! the feet rule"), read from the bitmap where it can, else from the
//! tiles. The support rule itself is in `rules/support.rs`.

use super::TileMap;
use crate::body::BoxPx;

impl TileMap {
    /// True when column `x` of the map holds a real surface for a box
    /// edge on row `edge`: the row beyond it (below when `down`, else
    /// above) is solid and `edge` is not.
    #[inline(always)]
    pub(crate) fn surface_px(&self, x: i32, edge: i32, down: bool) -> bool {
        let beyond = if down { edge + 1 } else { edge - 1 };
        if let Some(bits) = &self.bits {
            let y0 = edge.min(beyond);
            if bits.inside(x, y0, x, y0 + 1) {
                return bits.surface(x, edge, down);
            }
        }
        self.solid_px(x, beyond) && !self.solid_px(x, edge)
    }

    /// True when some column of `[x0, x1]` holds a real surface of the map
    /// for a box edge on row `edge` ([`TileMap::surface_px`]).
    #[inline]
    pub(crate) fn row_surface(&self, x0: i32, x1: i32, edge: i32, down: bool) -> bool {
        if let Some(bits) = &self.bits {
            let y0 = if down { edge } else { edge - 1 };
            if bits.inside(x0, y0, x1, y0 + 1) {
                return if down {
                    bits.first_surface_across::<true>(x0, x1, edge, 1)
                } else {
                    bits.first_surface_across::<false>(x0, x1, edge, 1)
                }
                .is_some();
            }
        }
        (x0..=x1).any(|x| self.surface_px(x, edge, down))
    }

    /// The nearest row within `n` rows beyond a box edge on row `edge`
    /// (below when `down`, else above) where column `x` holds a real
    /// surface of the map: past the solid rows the edge pixel may lie in,
    /// the first solid row after a clear one.
    pub(crate) fn first_surface(&self, x: i32, edge: i32, n: i32, down: bool) -> Option<i32> {
        if n <= 0 {
            return None;
        }
        if down {
            let last = edge + n;
            let clear = match self.solid_px(x, edge) {
                true => self.first_clear::<true>(x, edge + 1, last)?,
                false => edge,
            };
            self.first_solid_down(x, clear + 1, last)
        } else {
            let last = edge - n;
            let clear = match self.solid_px(x, edge) {
                true => self.first_clear::<false>(x, last, edge - 1)?,
                false => edge,
            };
            self.first_solid_up(x, last, clear - 1)
        }
    }

    /// How many pixels (`0..=limit`) box `b` may move along gravity `g`
    /// (±1) before a real surface of the map supports it: the first row
    /// within `limit` beyond its edge where any column holds one, less one.
    pub(crate) fn surface_free(&self, b: BoxPx, g: i32, limit: i32) -> i32 {
        let (x0, x1) = (b.left(), b.right() - 1);
        let down = g > 0;
        let edge = if down { b.py - 1 } else { b.top() };
        // Within 63 rows, inside the bitmap: one window word per column.
        if let (Some(bits), 1..=63) = (&self.bits, limit) {
            let (lo, hi) = if down {
                (edge, edge + limit)
            } else {
                (edge - limit, edge)
            };
            if bits.inside(x0, lo, x1, hi) {
                let n = limit as u32;
                let row = if down {
                    bits.first_surface_across::<true>(x0, x1, edge, n)
                } else {
                    bits.first_surface_across::<false>(x0, x1, edge, n)
                };
                return row.map_or(limit, |r| (r - edge).abs() - 1);
            }
        }
        let mut free = limit;
        for x in x0..=x1 {
            if free == 0 {
                break;
            }
            if let Some(r) = self.first_surface(x, edge, free, down) {
                free = (r - edge).abs() - 1;
            }
        }
        free
    }
}
