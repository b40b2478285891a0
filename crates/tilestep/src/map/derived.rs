//! A map's derived data, the solid bitmap ([`crate::map::bits::SolidBits`])
//! and the tile occupancy bits ([`super::tile_bits::TileBits`]): built
//! once when the map is made, rewritten tile by tile by [`TileMap::set`].

use crate::map::{EdgePolicy, TileMap};

impl TileMap {
    /// Rewrites the derived data from every cell (after the classes change).
    pub(crate) fn build_derived(&mut self) {
        for ty in 0..self.height {
            for tx in 0..self.width {
                self.write_derived(tx, ty);
            }
        }
    }

    /// Rewrites the derived data of tile `(tx, ty)` (inside the map).
    pub(crate) fn write_derived(&mut self, tx: i32, ty: i32) {
        let class = self.class_at(tx, ty);
        self.tile_bits.write(tx, ty, class);
        if let Some(mut bits) = self.bits.take() {
            let id = self.id_at(tx, ty);
            bits.write_tile(tx, ty, self.t, class, self.set.rows_of(id));
            self.bits = Some(bits);
        }
    }

    /// Fills the solid bitmap's side margins from the left and right edge
    /// policies (after they change).
    pub(crate) fn write_sides(&mut self) {
        let solid = |p| p == EdgePolicy::Solid;
        let (left, right) = (solid(self.edges.left), solid(self.edges.right));
        if let Some(bits) = self.bits.as_mut() {
            bits.set_sides(left, right);
        }
    }

    /// A copy of this map without its solid bitmap: it steps the same, bit
    /// for bit, by walking the tiles and their height tables instead (as
    /// maps too large for a bitmap do), more slowly. For tests that compare
    /// the two ways of reading the same pixels; a view made from it
    /// ([`TileMap::masked`]) has none either.
    ///
    /// ```
    /// use tilestep::TileMap;
    /// let map = TileMap::from_ascii("..\n##\n", 16).unwrap();
    /// let plain = map.without_bitmap();
    /// assert!(plain.derived_bytes_per_tile() < map.derived_bytes_per_tile());
    /// ```
    pub fn without_bitmap(&self) -> TileMap {
        let mut plain = self.clone();
        plain.bits = None;
        plain
    }

    /// Bytes of derived data per tile: the solid bitmap's (none for a map
    /// too large to hold one, which steps by walking the tiles instead)
    /// and the tile occupancy bits'.
    ///
    /// ```
    /// use tilestep::TileMap;
    /// let map = TileMap::from_ascii("..\n##\n", 16).unwrap();
    /// assert!(map.derived_bytes_per_tile() >= 16 * 16 / 8);
    /// ```
    pub fn derived_bytes_per_tile(&self) -> usize {
        let tiles = (self.width as usize) * (self.height as usize);
        let bytes = self.bits.as_ref().map_or(0, |b| b.bytes()) + self.tile_bits.bytes();
        bytes.div_ceil(tiles)
    }
}
