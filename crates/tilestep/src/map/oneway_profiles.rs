//! The map's one-way profiles (the one-way slopes, and custom profiles
//! marked one-way): where their surfaces lie, column by column. None of
//! their pixels is solid; a floor profile's surface in a column is its
//! topmost pixel, a ceiling profile's its bottommost. Both are named here
//! by the pixel boundary a box's edge meets them on, as a platform's is
//! (the top of a floor surface's pixel, the bottom of a ceiling
//! surface's), so that the one-way rule (`rules/oneway.rs`) reads them
//! beside the platforms.

use crate::map::TileMap;
use crate::tiles::{OneWay, TileShape};

impl TileMap {
    /// True when the map (this view of it) holds a one-way profile.
    #[inline(always)]
    pub(crate) fn holds_oneway_profiles(&self) -> bool {
        self.tile_bits.holds_oneway_profiles()
    }

    /// The tile `(tx, ty)` of a one-way profile whose surface in column
    /// `x` lies on the pixel boundary `edge`, met from side `side`: a floor
    /// profile's topmost pixel in row `edge` (side `Top`), a ceiling
    /// profile's bottommost in row `edge - 1` (side `Under`).
    #[inline]
    pub(crate) fn oneway_profile_at(&self, x: i32, edge: i32, side: OneWay) -> Option<(i32, i32)> {
        let (row, shape) = match side {
            OneWay::Top => (edge, TileShape::OnewayFloor),
            OneWay::Under => (edge - 1, TileShape::OnewayCeiling),
        };
        let (tx, ty) = (self.tile_of(x), self.tile_of(row));
        (self.shape_at(tx, ty) == shape && self.profile_surface(tx, ty, x, side) == Some(edge))
            .then_some((tx, ty))
    }

    /// The pixel boundary of the surface of one-way profile tile `(tx, ty)`
    /// in column `x` (inside the tile), met from side `side` (see
    /// [`TileMap::oneway_profile_at`]); `None` for a column it leaves
    /// empty.
    #[inline(always)]
    fn profile_surface(&self, tx: i32, ty: i32, x: i32, side: OneWay) -> Option<i32> {
        let c = x - tx * self.t;
        let (lo, hi) = self.set.rows_of(self.id_at(tx, ty))[c as usize];
        let base = ty * self.t;
        (lo < hi).then_some(match side {
            OneWay::Top => base + lo,
            OneWay::Under => base + hi,
        })
    }

    /// The first pixel boundary from `from` toward `to` (either way, both
    /// included) on which a one-way profile's surface of side `side` lies
    /// in column `x`.
    pub(crate) fn first_oneway_profile(
        &self,
        x: i32,
        from: i32,
        to: i32,
        side: OneWay,
    ) -> Option<i32> {
        let (shape, below) = match side {
            OneWay::Top => (TileShape::OnewayFloor, 0),
            OneWay::Under => (TileShape::OnewayCeiling, 1),
        };
        let dir = if to >= from { 1 } else { -1 };
        let tx = self.tile_of(x);
        // The tile rows holding the surface pixels of those boundaries.
        let (mut ty, last) = (self.tile_of(from - below), self.tile_of(to - below));
        loop {
            if self.shape_at(tx, ty) == shape {
                if let Some(e) = self.profile_surface(tx, ty, x, side) {
                    if (e - from) * dir >= 0 && (to - e) * dir >= 0 {
                        return Some(e);
                    }
                }
            }
            if ty == last {
                return None;
            }
            ty += dir;
        }
    }
}
