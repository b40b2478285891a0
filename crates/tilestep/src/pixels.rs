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

impl TileMap {
    /// True when every tile overlapping pixels `[x0, x1] x [y0, y1]` is
    /// `empty` (or a one-way tile, when `oneway_ok`): nothing there can
    /// stop a body. Tile-level, so its cost doesn't grow with the distance:
    /// inside the map it reads the tile occupancy bits, one word per tile
    /// row; used for the step's fast paths.
    #[inline(always)]
    pub(crate) fn region_clear(&self, x0: i32, y0: i32, x1: i32, y1: i32, oneway_ok: bool) -> bool {
        let (tx0, tx1) = (self.tile_of(x0), self.tile_of(x1));
        let (ty0, ty1) = (self.tile_of(y0), self.tile_of(y1));
        if tx0 >= 0 && ty0 >= 0 && tx1 < self.width && ty1 < self.height && tx0 <= tx1 && ty0 <= ty1
        {
            self.tile_bits.clear(tx0, ty0, tx1, ty1, oneway_ok)
        } else {
            self.region_clear_walk(tx0, ty0, tx1, ty1, oneway_ok)
        }
    }

    /// True when no tile of the one-way class `class` in columns `[x0, x1]`
    /// has its surface in rows `[lo, hi]` (px): a `platform`'s top edge,
    /// a `platform_under`'s bottom edge. None lies beyond the map, and a
    /// map without tiles of the class answers at once.
    #[inline(always)]
    pub(crate) fn no_oneway_edges(&self, class: Class, x0: i32, x1: i32, lo: i32, hi: i32) -> bool {
        if !self.tile_bits.holds(class) {
            return true;
        }
        // The tile rows with an edge in `[lo, hi]`: top edges, or bottom
        // edges (the row above them).
        let below = i32::from(class == Class::PlatformUnder);
        let (tx0, tx1) = (
            self.tile_of(x0).max(0),
            self.tile_of(x1).min(self.width - 1),
        );
        let first = (self.tile_of(lo + self.t - 1) - below).max(0);
        let last = (self.tile_of(hi) - below).min(self.height - 1);
        tx0 > tx1 || first > last || self.tile_bits.no_oneway(class, tx0, first, tx1, last)
    }

    /// [`TileMap::region_clear`] over tiles `[tx0, tx1] x [ty0, ty1]`
    /// reaching beyond the map (the edge policies decide there), tile by
    /// tile.
    #[inline(never)]
    fn region_clear_walk(&self, tx0: i32, ty0: i32, tx1: i32, ty1: i32, oneway_ok: bool) -> bool {
        if oneway_ok {
            self.tiles_all(tx0, ty0, tx1, ty1, |c| {
                matches!(c, Class::Empty | Class::Platform | Class::PlatformUnder)
            })
        } else {
            self.tiles_all(tx0, ty0, tx1, ty1, |c| c == Class::Empty)
        }
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

    /// True when every tile in tile row `ty` covering columns `[x0, x1]` is
    /// `solid` or of class `also` (a one-way kind that supports here).
    #[inline(always)]
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
