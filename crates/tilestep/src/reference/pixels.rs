//! Solid pixels, column by column, read straight from the tile classes and
//! height tables. These are the step's hot primitives.

use super::map::Map;
use crate::tile_shape::Class;

impl Map<'_> {
    /// True when pixel `(x, y)` is solid: a `solid`/`end_slope` tile, a solid
    /// pixel of a slope or profile tile, or beyond a `solid` map edge.
    /// One-way surfaces are not solid pixels.
    #[inline(always)]
    pub(crate) fn is_solid(&self, x: i32, y: i32) -> bool {
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
        match self.class_at(tx, ty) {
            Class::Solid => Some((0, self.t)),
            Class::Floor | Class::Ceiling => {
                let r = self.set.rows_of(self.id_at(tx, ty))[c as usize];
                (r.0 < r.1).then_some(r)
            }
            _ => None,
        }
    }

    /// The first solid row in column `x` within `[y0, y1]`, scanning down.
    pub(crate) fn first_solid_down(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        if y0 > y1 {
            return None;
        }
        let t = self.t;
        let tx = self.tile_of(x);
        let c = x - tx * t;
        let mut ty = self.tile_of(y0);
        let ty1 = self.tile_of(y1);
        while ty <= ty1 {
            if let Some((a, b)) = self.tile_solid_rows(tx, ty, c) {
                let base = ty * t;
                let lo = (base + a).max(y0);
                if lo < base + b && lo <= y1 {
                    return Some(lo);
                }
            }
            ty += 1;
        }
        None
    }

    /// The first solid row in column `x` within `[y0, y1]`, scanning up from `y1`.
    pub(crate) fn first_solid_up(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        if y0 > y1 {
            return None;
        }
        let t = self.t;
        let tx = self.tile_of(x);
        let c = x - tx * t;
        let ty0 = self.tile_of(y0);
        let mut ty = self.tile_of(y1);
        while ty >= ty0 {
            if let Some((a, b)) = self.tile_solid_rows(tx, ty, c) {
                let base = ty * t;
                let hi = (base + b - 1).min(y1);
                if hi >= base + a && hi >= y0 {
                    return Some(hi);
                }
            }
            ty -= 1;
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
        let t = self.t;
        let ty = self.tile_of(y);
        let r = y - ty * t;
        let mut tx = self.tile_of(x0);
        let tx1 = self.tile_of(x1);
        while tx <= tx1 {
            let hit = match self.class_at(tx, ty) {
                Class::Solid => true,
                Class::Floor | Class::Ceiling => {
                    // Columns with no solid rows hold (NONE_LO, NONE_HI): the test fails.
                    let rows = self.set.rows_of(self.id_at(tx, ty));
                    let c0 = (x0 - tx * t).max(0);
                    let c1 = (x1 - tx * t).min(t - 1);
                    (c0..=c1).any(|c| {
                        let (a, b) = rows[c as usize];
                        a <= r && r < b
                    })
                }
                _ => false,
            };
            if hit && f(tx, ty) {
                return Some((tx, ty));
            }
            tx += 1;
        }
        None
    }

    /// The first tile in tile row `ty`, columns covering `[x0, x1]`, of class `class`.
    pub(crate) fn row_has_class(&self, ty: i32, x0: i32, x1: i32, class: Class) -> Option<i32> {
        let mut tx = self.tile_of(x0);
        let tx1 = self.tile_of(x1);
        while tx <= tx1 {
            if self.class_at(tx, ty) == class {
                return Some(tx);
            }
            tx += 1;
        }
        None
    }
}

impl Map<'_> {
    /// True when every tile overlapping pixels `[x0, x1] x [y0, y1]` is
    /// `empty` (or a one-way tile, when `oneway_ok`): nothing there can
    /// stop a body. Tile-level, so it costs a handful of lookups whatever
    /// the distance; used for the step's fast paths.
    #[inline]
    pub(crate) fn region_clear(&self, x0: i32, y0: i32, x1: i32, y1: i32, oneway_ok: bool) -> bool {
        let (tx0, tx1) = (self.tile_of(x0), self.tile_of(x1));
        let (ty0, ty1) = (self.tile_of(y0), self.tile_of(y1));
        if oneway_ok {
            self.tiles_all(tx0, ty0, tx1, ty1, |c| {
                matches!(c, Class::Empty | Class::Platform | Class::PlatformUnder)
            })
        } else {
            self.tiles_all(tx0, ty0, tx1, ty1, |c| c == Class::Empty)
        }
    }

    /// True when every tile in tile row `ty` covering columns `[x0, x1]` is
    /// `solid` or of class `also` (a one-way kind that supports here).
    #[inline]
    pub(crate) fn row_all(&self, ty: i32, x0: i32, x1: i32, also: Option<Class>) -> bool {
        let mut tx = self.tile_of(x0);
        let tx1 = self.tile_of(x1);
        while tx <= tx1 {
            let c = self.class_at(tx, ty);
            if c != Class::Solid && Some(c) != also {
                return false;
            }
            tx += 1;
        }
        true
    }
}
