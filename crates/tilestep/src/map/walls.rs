//! The map's one-way walls (`oneway_left`, `oneway_right`), for the
//! rule that stops a horizontal move at one (`rules/oneway_wall.rs`); and
//! the test by which the shortcuts leave every box near a tile only the
//! rules see (a one-way wall or a one-way profile) to the rules.

use crate::map::TileMap;
use crate::tiles::TileShape;

impl TileMap {
    /// True when the map (this view of it) holds a one-way wall.
    #[inline(always)]
    pub(crate) fn holds_walls(&self) -> bool {
        self.tile_bits.holds_walls()
    }

    /// True when no tile covering pixels `[x0, x1] x [y0, y1]` is one
    /// only the rules see: a one-way wall or a one-way profile (beyond the
    /// map there are none). The shortcuts that read the solid bitmap and
    /// the platform planes ask it.
    #[inline(always)]
    pub(crate) fn only_plain_near(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        !self.tile_bits.holds_rules_only() || self.only_plain_among(x0, y0, x1, y1)
    }

    /// [`TileMap::only_plain_near`] on a map that holds such tiles: one
    /// word per tile row.
    #[inline(never)]
    fn only_plain_among(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        let (tx0, tx1) = self.tiles_within(x0, x1, self.width);
        let (ty0, ty1) = self.tiles_within(y0, y1, self.height);
        tx0 > tx1 || ty0 > ty1 || self.tile_bits.only_plain(tx0, ty0, tx1, ty1)
    }

    /// The first tile row of `[ty0, ty1]`, from the top, whose tile in
    /// column `tx` is of the one-way wall class `wall`.
    #[inline]
    pub(crate) fn wall_in_column(
        &self,
        tx: i32,
        ty0: i32,
        ty1: i32,
        wall: TileShape,
    ) -> Option<i32> {
        (ty0..=ty1).find(|&ty| self.shape_at(tx, ty) == wall)
    }
}
