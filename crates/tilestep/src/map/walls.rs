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

    /// The one-way wall met by a move by `dir` (±1) across the vertical
    /// pixel boundary `edge`, in tile rows `[ty0, ty1]`: when `edge` is a
    /// tile edge, the topmost tile beyond it (right of it going right,
    /// left of it going left) that stops that move (`oneway_left` going
    /// right, `oneway_right` going left), as `(tx, ty)`.
    #[inline]
    pub(crate) fn wall_beyond(
        &self,
        edge: i32,
        ty0: i32,
        ty1: i32,
        dir: i32,
    ) -> Option<(i32, i32)> {
        if !self.on_tile_edge(edge) {
            return None;
        }
        let tx = self.tile_of(edge) - i32::from(dir < 0);
        let wall = TileShape::wall_met_by(dir);
        (ty0..=ty1)
            .find(|&ty| self.shape_at(tx, ty) == wall)
            .map(|ty| (tx, ty))
    }
}
