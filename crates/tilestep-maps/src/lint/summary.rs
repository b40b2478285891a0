//! What the engine sees of a map, in one line: its size and how many tiles
//! collide, by family.

use crate::shape::def_shape;
use std::fmt;
use tilestep::{TileMap, TileShape, TileXY};

/// A map's size and its colliding tiles by family.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Width, tiles.
    pub width: i32,
    /// Height, tiles.
    pub height: i32,
    /// Tile size, px.
    pub tile_size: i32,
    /// Fully solid tiles (`solid`, `end_slope`).
    pub solid: usize,
    /// Solid slopes and custom height profiles, floor and ceiling.
    pub profiles: usize,
    /// One-way tiles: platforms (`platform`, `platform_under`, firm or
    /// not), one-way walls (`oneway_left`, `oneway_right`), one-way slopes
    /// (`oneway_slope_br`, ...) and custom profiles marked one-way.
    pub one_way: usize,
}

impl Summary {
    /// Counts `map`'s tiles.
    pub fn of(map: &TileMap) -> Summary {
        let mut s = Summary {
            width: map.width(),
            height: map.height(),
            tile_size: map.tile_size().px(),
            ..Summary::default()
        };
        for y in 0..map.height() {
            for x in 0..map.width() {
                let Some(id) = map.get(TileXY::new(x, y)) else {
                    continue;
                };
                match def_shape(map.tileset().def(id)) {
                    TileShape::Solid => s.solid += 1,
                    TileShape::Floor | TileShape::Ceiling => s.profiles += 1,
                    TileShape::Empty => {}
                    shape if shape.is_one_way() => s.one_way += 1,
                    _ => {}
                }
            }
        }
        s
    }

    /// Every colliding tile.
    pub fn colliding(&self) -> usize {
        self.solid + self.profiles + self.one_way
    }
}

impl fmt::Display for Summary {
    /// `24x10 tiles of 16 px, 120 colliding (100 solid, 12 slopes and
    /// profiles, 8 one-way)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}x{} tiles of {} px, {} colliding ({} solid, {} slopes and profiles, {} one-way)",
            self.width,
            self.height,
            self.tile_size,
            self.colliding(),
            self.solid,
            self.profiles,
            self.one_way
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_each_family() {
        let m = TileMap::from_ascii("..-_\n/\\#E\n", 16).unwrap();
        let s = Summary::of(&m);
        assert_eq!((s.solid, s.profiles, s.one_way), (2, 2, 2));
        assert_eq!(
            s.to_string(),
            "4x2 tiles of 16 px, 6 colliding (2 solid, 2 slopes and profiles, 2 one-way)"
        );
        // Firm platforms and one-way walls are one-way tiles too, and so
        // are the one-way slopes.
        let m = TileMap::from_ascii("=~[]\n....\n", 16).unwrap();
        let s = Summary::of(&m);
        assert_eq!((s.solid, s.profiles, s.one_way), (0, 0, 4));
        assert_eq!(s.colliding(), 4);
        let m = TileMap::from_ascii("123456\nabcdef\n/#....\n", 16).unwrap();
        let s = Summary::of(&m);
        assert_eq!((s.solid, s.profiles, s.one_way), (1, 1, 12));
    }

    #[test]
    fn custom_profiles_marked_one_way_count_as_one_way() {
        use tilestep::{Edges, TileDef, TileId, TileSet, TileSize};
        let mut set = TileSet::new(TileSize::new(16).unwrap());
        let solid = set.add(TileDef::custom(false, &[4; 16])).unwrap();
        let one_way = set
            .add(TileDef::custom(true, &[4; 16]).with_one_way())
            .unwrap();
        let m =
            TileMap::from_cells(set, 3, 1, Edges::default(), &[solid, one_way, TileId(0)]).unwrap();
        let s = Summary::of(&m);
        assert_eq!((s.solid, s.profiles, s.one_way), (0, 1, 1));
    }
}
