//! Tile-level tests of regions: "nothing but empty tiles here", "no
//! one-way surface on these rows", read from the tile occupancy bits one
//! word per tile row inside the map; and "no solid pixel here" from the
//! solid bitmap. The step's fast paths start with them.

use super::TileMap;
use crate::tiles::Class;

impl TileMap {
    /// True when every tile overlapping pixels `[x0, x1] x [y0, y1]` is
    /// `empty` (or a one-way tile, when `oneway_ok`): nothing there can
    /// stop a body. Tile-level, so its cost doesn't grow with the distance:
    /// inside the map it reads the tile occupancy bits, one word per tile
    /// row; used for the step's fast paths.
    #[inline(always)]
    pub(crate) fn tiles_empty(&self, x0: i32, y0: i32, x1: i32, y1: i32, oneway_ok: bool) -> bool {
        let (tx0, tx1) = (self.tile_of(x0), self.tile_of(x1));
        let (ty0, ty1) = (self.tile_of(y0), self.tile_of(y1));
        if tx0 >= 0 && ty0 >= 0 && tx1 < self.width && ty1 < self.height && tx0 <= tx1 && ty0 <= ty1
        {
            self.tile_bits.empty_tiles(tx0, ty0, tx1, ty1, oneway_ok)
        } else {
            self.tiles_empty_walk(tx0, ty0, tx1, ty1, oneway_ok)
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
        let (tx0, tx1) = self.tiles_within(x0, x1, self.width);
        let first = (self.tile_of(lo + self.t - 1) - below).max(0);
        let last = (self.tile_of(hi) - below).min(self.height - 1);
        tx0 > tx1 || first > last || self.tile_bits.no_oneway(class, tx0, first, tx1, last)
    }

    /// True when `hit(tx, ty)` holds for some slope tile (class `Floor` or
    /// `Ceiling`) overlapping pixels `[x0, x1] x [y0, y1]`, each called
    /// once, row by row, until one holds: read from the tile bits, one
    /// word per tile row (no slope tile lies beyond the map).
    #[inline(always)]
    pub(crate) fn any_profile_tile(
        &self,
        x0: i32,
        y0: i32,
        x1: i32,
        y1: i32,
        hit: impl FnMut(i32, i32) -> bool,
    ) -> bool {
        let (tx0, tx1) = self.tiles_within(x0, x1, self.width);
        let (ty0, ty1) = self.tiles_within(y0, y1, self.height);
        tx0 <= tx1 && ty0 <= ty1 && self.tile_bits.any_profile(tx0, ty0, tx1, ty1, hit)
    }

    /// [`TileMap::tiles_empty`] over tiles `[tx0, tx1] x [ty0, ty1]`
    /// reaching beyond the map (the edge policies decide there), tile by
    /// tile.
    #[inline(never)]
    fn tiles_empty_walk(&self, tx0: i32, ty0: i32, tx1: i32, ty1: i32, oneway_ok: bool) -> bool {
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
