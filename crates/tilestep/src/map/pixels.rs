//! Solid pixels, column by column: from the solid bitmap where it holds
//! them, else straight from the tile classes and height tables; and the
//! real surfaces on the map (`docs/contract.md`, "Standing and the feet
//! rule"): where a box's edge along gravity meets a solid pixel right
//! after a clear one. (The support rule itself is in `rules/support.rs`.)
//! These are the step's hot primitives.

use crate::body::BoxPx;
use crate::map::TileMap;
use crate::tiles::{OneWay, TileShape};

impl TileMap {
    /// True when pixel `(x, y)` is solid ([`TileMap::is_solid`]), for the
    /// step's hot loops.
    #[inline(always)]
    pub(crate) fn solid_px(&self, x: i32, y: i32) -> bool {
        if let Some(bits) = &self.bits {
            if bits.inside(x, y, x, y) {
                return bits.get(x, y);
            }
        }
        let (tx, ty) = (self.tile_of(x), self.tile_of(y));
        self.tile_solid_rows(tx, ty, x - tx * self.t)
            .is_some_and(|(a, b)| {
                let r = y - ty * self.t;
                a <= r && r < b
            })
    }

    /// Rows `[a, b)` (tile-local) that are solid in tile column `c` of tile
    /// `(tx, ty)`, or `None` when none are.
    #[inline(always)]
    pub(crate) fn tile_solid_rows(&self, tx: i32, ty: i32, c: i32) -> Option<(i32, i32)> {
        match self.shape_at(tx, ty) {
            TileShape::Solid => Some((0, self.t)),
            TileShape::Floor | TileShape::Ceiling => {
                let r = self.set.rows_of(self.id_at(tx, ty))[c as usize];
                (r.0 < r.1).then_some(r)
            }
            _ => None,
        }
    }

    /// The first solid row in column `x` within `[y0, y1]`, scanning down.
    #[inline]
    pub(crate) fn first_solid_down(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        self.first_solid::<true>(x, y0, y1)
    }

    /// The first solid row in column `x` within `[y0, y1]`, scanning up from `y1`.
    #[inline]
    pub(crate) fn first_solid_up(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        self.first_solid::<false>(x, y0, y1)
    }

    /// The first solid row in column `x` within `[y0, y1]` met scanning
    /// down from `y0` (`DOWN`) or up from `y1`: from the bitmap inside it,
    /// else tile by tile from the tiles' solid rows.
    #[inline(always)]
    fn first_solid<const DOWN: bool>(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        if y0 > y1 {
            return None;
        }
        if let Some(bits) = &self.bits {
            if bits.inside(x, y0, x, y1) {
                return if DOWN {
                    bits.first_down(x, y0, y1)
                } else {
                    bits.first_up(x, y0, y1)
                };
            }
        }
        let t = self.t;
        let tx = self.tile_of(x);
        let c = x - tx * t;
        let (ty0, ty1) = (self.tile_of(y0), self.tile_of(y1));
        let (mut ty, step) = if DOWN { (ty0, 1) } else { (ty1, -1) };
        while ty0 <= ty && ty <= ty1 {
            if let Some((a, b)) = self.tile_solid_rows(tx, ty, c) {
                // The tile's solid rows `[base + a, base + b)` within `[y0, y1]`.
                let base = ty * t;
                let (lo, hi) = ((base + a).max(y0), (base + b - 1).min(y1));
                if lo <= hi {
                    return Some(if DOWN { lo } else { hi });
                }
            }
            ty += step;
            // The rows beyond the map are alike in a column: past one that
            // isn't solid, none is (a long column ends in a few tiles).
            if DOWN {
                ty = ty.max(-1);
                if ty > self.height {
                    break;
                }
            } else {
                ty = ty.min(self.height);
                if ty < -1 {
                    break;
                }
            }
        }
        None
    }

    /// The first clear (not solid) row in column `x` within `[y0, y1]`
    /// met scanning down from `y0` (`DOWN`) or up from `y1`: from the
    /// bitmap inside it, else tile by tile, each tile column's solid rows
    /// being one run.
    pub(crate) fn first_clear<const DOWN: bool>(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        if y0 > y1 {
            return None;
        }
        if let Some(bits) = &self.bits {
            if bits.inside(x, y0, x, y1) {
                return bits.first_clear::<DOWN>(x, y0, y1);
            }
        }
        let t = self.t;
        let tx = self.tile_of(x);
        let c = x - tx * t;
        let mut y = if DOWN { y0 } else { y1 };
        while y0 <= y && y <= y1 {
            let ty = self.tile_of(y);
            let base = ty * t;
            match self.tile_solid_rows(tx, ty, c) {
                // Inside the tile's run of solid rows: past its end.
                Some((a, b)) if base + a <= y && y < base + b => {
                    y = if DOWN { base + b } else { base + a - 1 };
                }
                _ => return Some(y),
            }
        }
        None
    }

    /// Calls `f(tx, ty)` for each tile with a solid pixel in row `y`,
    /// columns `[x0, x1]`, until it returns true; returns that tile.
    pub(crate) fn row_visit(
        &self,
        y: i32,
        x0: i32,
        x1: i32,
        mut f: impl FnMut(i32, i32) -> bool,
    ) -> Option<(i32, i32)> {
        let ty = self.tile_of(y);
        let mut tx = self.tile_of(x0);
        let tx1 = self.tile_of(x1);
        while tx <= tx1 {
            let hit = match self.shape_at(tx, ty) {
                TileShape::Solid => true,
                TileShape::Floor | TileShape::Ceiling => self.profile_meets_row(tx, ty, y, x0, x1),
                _ => false,
            };
            if hit && f(tx, ty) {
                return Some((tx, ty));
            }
            tx += 1;
        }
        None
    }

    /// True when slope tile `(tx, ty)` has a solid pixel in row `y`,
    /// columns `[x0, x1]` (columns with no solid rows hold `(NONE_LO,
    /// NONE_HI)`: the test fails).
    #[inline(always)]
    pub(crate) fn profile_meets_row(&self, tx: i32, ty: i32, y: i32, x0: i32, x1: i32) -> bool {
        let t = self.t;
        let r = y - ty * t;
        let rows = self.set.rows_of(self.id_at(tx, ty));
        let c0 = (x0 - tx * t).max(0);
        let c1 = (x1 - tx * t).min(t - 1);
        (c0..=c1).any(|c| {
            let (a, b) = rows[c as usize];
            a <= r && r < b
        })
    }

    /// True when a one-way tile of side `side` (only a firm one when
    /// `firm_only`: [`crate::TileKind::is_firm`]) lies in tile row `ty`,
    /// columns covering `[x0, x1]`.
    #[inline(always)]
    pub(crate) fn row_has_oneway(
        &self,
        ty: i32,
        x0: i32,
        x1: i32,
        side: OneWay,
        firm_only: bool,
    ) -> bool {
        if !firm_only {
            return self.row_has_shape(ty, x0, x1, side.shape()).is_some();
        }
        (self.tile_of(x0)..=self.tile_of(x1)).any(|tx| self.is_oneway(tx, ty, side, true))
    }

    /// True when tile `(tx, ty)` is a one-way tile of side `side` (and a
    /// firm one when `firm_only`).
    #[inline(always)]
    pub(crate) fn is_oneway(&self, tx: i32, ty: i32, side: OneWay, firm_only: bool) -> bool {
        self.shape_at(tx, ty) == side.shape() && (!firm_only || self.tile_bits.is_firm(tx, ty))
    }

    /// True when the map holds a one-way tile that the drop input does
    /// not pass ([`crate::TileKind::is_firm`]).
    #[inline(always)]
    pub(crate) fn holds_firm(&self) -> bool {
        self.tile_bits.holds_firm()
    }

    /// The first tile in tile row `ty`, columns covering `[x0, x1]`, of class `class`.
    pub(crate) fn row_has_shape(&self, ty: i32, x0: i32, x1: i32, shape: TileShape) -> Option<i32> {
        let mut tx = self.tile_of(x0);
        let tx1 = self.tile_of(x1);
        while tx <= tx1 {
            if self.shape_at(tx, ty) == shape {
                return Some(tx);
            }
            tx += 1;
        }
        None
    }

    /// True when the solid bitmap shows no solid pixel in `[x0, x1] x
    /// [y0, y1]`; false when it can't tell (no bitmap, or beyond the map).
    #[inline]
    pub(crate) fn pixels_clear(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        match &self.bits {
            Some(b) if b.inside(x0, y0, x1, y1) => b.rect_clear(x0, y0, x1, y1),
            _ => false,
        }
    }

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
