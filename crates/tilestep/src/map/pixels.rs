//! Solid pixels, column by column, read straight from the tile classes and
//! height tables. These are the step's hot primitives.

use crate::map::TileMap;
use crate::tiles::Class;
use crate::units::PxPoint;

impl TileMap {
    /// True when pixel `(x, y)` is solid: a `solid`/`end_slope` tile, a solid
    /// pixel of a slope or profile tile, or beyond a `solid` map edge.
    /// One-way surfaces are not solid pixels.
    ///
    /// ```
    /// use tilestep::{PxPoint, TileMap};
    /// let map = TileMap::from_ascii("..\n./\n", 16).unwrap();
    /// assert!(map.is_solid(PxPoint::new(31, 31)));  // bottom-right pixel of the slope
    /// assert!(!map.is_solid(PxPoint::new(16, 30))); // above its thin end
    /// assert!(map.is_solid(PxPoint::new(-1, 0)));   // the default solid left edge
    /// ```
    pub fn is_solid(&self, at: PxPoint) -> bool {
        self.solid_px(at.x.0, at.y.0)
    }

    /// [`TileMap::is_solid`] on raw px, for the step's hot loops.
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
            let hit = match self.class_at(tx, ty) {
                Class::Solid => true,
                Class::Floor | Class::Ceiling => self.profile_meets_row(tx, ty, y, x0, x1),
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
