//! A map's derived solid bitmap ([`crate::bits::SolidBits`]): built once
//! when the map is made, rewritten tile by tile by [`TileMap::set`].

use crate::bits::SolidBits;
use crate::map::TileMap;

impl TileMap {
    /// Rewrites the solid bitmap from every cell (after the classes change).
    pub(crate) fn build_bits(&mut self) {
        let Some(mut bits) = self.bits.take() else {
            return;
        };
        for ty in 0..self.height {
            for tx in 0..self.width {
                self.write_bits(&mut bits, tx, ty);
            }
        }
        self.bits = Some(bits);
    }

    /// Writes tile `(tx, ty)` (inside the map) into `bits`.
    pub(crate) fn write_bits(&self, bits: &mut SolidBits, tx: i32, ty: i32) {
        let id = self.id_at(tx, ty);
        let class = self.class_at(tx, ty);
        bits.write_tile(tx, ty, self.t, class, self.set.rows_of(id));
    }

    /// Bytes of derived data per tile: the solid bitmap's (0 for a map too
    /// large to hold one, which steps by walking the tiles instead).
    ///
    /// ```
    /// use tilestep::TileMap;
    /// let map = TileMap::from_ascii("..\n##\n", 16).unwrap();
    /// assert!(map.derived_bytes_per_tile() >= 16 * 16 / 8);
    /// ```
    pub fn derived_bytes_per_tile(&self) -> usize {
        let tiles = (self.width as usize) * (self.height as usize);
        self.bits.as_ref().map_or(0, |b| b.bytes().div_ceil(tiles))
    }
}
