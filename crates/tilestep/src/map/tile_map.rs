//! The tile map: a grid of tile ids over a [`TileSet`], with edge
//! policies, and its derived data: building a map (empty, from cells,
//! from ASCII text, a view through a collision mask) and editing it, its
//! derived data (the solid bitmap and the tile occupancy bits) built once
//! and rewritten tile by tile by [`TileMap::set`].

use super::ascii::ascii_cells;
use super::bits::SolidBits;
use super::tile_bits::TileBits;
use super::{EdgePolicy, Edges};
use crate::error::MapError;
use crate::tiles::TileShape;
use crate::tiles::{Legend, TileId, TileSet, TileSize};
use crate::units::{PxRect, TileXY};
use alloc::vec;
use alloc::vec::Vec;

/// Largest map side in px (width * T or height * T): 2^21, so every position a
/// body can reach fits in an `i32` of subpixels.
pub const MAX_MAP_SIDE_PX: u64 = 1 << 21;

/// Largest number of cells a map may hold (64 Mi), checked before allocating.
pub const MAX_CELLS: u64 = 1 << 26;

#[derive(Clone, Debug)]
pub(crate) enum Cells {
    /// One byte per cell (tile sets of at most 256 definitions).
    Small(Vec<u8>),
    /// Two bytes per cell.
    Wide(Vec<u16>),
}

/// A `width x height` grid of tiles.
///
/// ```
/// use tilestep::{TileMap, TileSet, TileSize, TileKind, TileXY, Edges};
/// let set = TileSet::standard(TileSize::new(16).unwrap());
/// let solid = set.id_of(TileKind::Solid).unwrap();
/// let mut map = TileMap::new(set, 10, 4, Edges::default()).unwrap();
/// map.set(TileXY::new(3, 3), solid);
/// assert_eq!(map.get(TileXY::new(3, 3)), Some(solid));
/// ```
#[derive(Clone, Debug)]
pub struct TileMap {
    pub(crate) set: TileSet,
    pub(crate) width: i32,
    pub(crate) height: i32,
    pub(crate) cells: Cells,
    /// TileShape of each id for one-byte cells (indexed by the byte itself, so
    /// the lookup needs no bounds check), as this view's mask sees it.
    pub(crate) lut: [TileShape; 256],
    /// TileShape of each id for two-byte cells, as this view's mask sees it.
    pub(crate) wide: Vec<TileShape>,
    /// The collision mask of this view (see [`TileMap::masked`]).
    mask: u8,
    pub(crate) edges: Edges,
    /// Tile size in px.
    pub(crate) t: i32,
    /// `log2(T)` when T is a power of two (fast path), else `-1`.
    pub(crate) shift: i32,
    /// The solid pixels, as this view's mask sees them (`None` for maps
    /// too large for the bitmap; see [`SolidBits`]).
    pub(crate) bits: Option<SolidBits>,
    /// Which tiles hold anything, by tile row, as this view's mask sees
    /// them (see [`TileBits`]).
    pub(crate) tile_bits: TileBits,
}

impl TileMap {
    /// An all-`empty` map. Refuses zero or oversized dimensions before allocating.
    pub fn new(set: TileSet, width: u32, height: u32, edges: Edges) -> Result<TileMap, MapError> {
        let t = set.tile_size().px() as u64;
        let (w, h) = (width as u64, height as u64);
        let err = |why| MapError::MapSize {
            width: w,
            height: h,
            why,
        };
        if w == 0 || h == 0 {
            return Err(err("a side is zero tiles"));
        }
        if w * t > MAX_MAP_SIDE_PX || h * t > MAX_MAP_SIDE_PX {
            return Err(err("a side is longer than 2^21 px"));
        }
        if w * h > MAX_CELLS {
            return Err(err("more than 2^26 cells"));
        }
        let n = (w * h) as usize;
        let cells = if set.len() <= 256 {
            Cells::Small(vec![0; n])
        } else {
            Cells::Wide(vec![0; n])
        };
        let t = t as i32;
        let shift = if t & (t - 1) == 0 {
            t.trailing_zeros() as i32
        } else {
            -1
        };
        let mut m = TileMap {
            set,
            width: width as i32,
            height: height as i32,
            cells,
            lut: [TileShape::Empty; 256],
            wide: Vec::new(),
            mask: 0xff,
            edges,
            t,
            shift,
            // All `empty` (id 0): nothing to write.
            bits: SolidBits::empty(width as i32 * t, height as i32 * t),
            tile_bits: TileBits::empty(width as i32, height as i32),
        };
        m.build_shapes();
        m.write_sides();
        Ok(m)
    }

    /// A map from row-major tile ids (`cells.len() == width * height`).
    pub fn from_cells(
        set: TileSet,
        width: u32,
        height: u32,
        edges: Edges,
        cells: &[TileId],
    ) -> Result<TileMap, MapError> {
        let mut m = TileMap::new(set, width, height, edges)?;
        let expected = m.width as usize * m.height as usize;
        if cells.len() != expected {
            return Err(MapError::CellCount {
                expected,
                got: cells.len(),
            });
        }
        for (i, id) in cells.iter().enumerate() {
            let (x, y) = ((i % m.width as usize) as i32, (i / m.width as usize) as i32);
            if id.0 as usize >= m.set.len() {
                return Err(MapError::UnknownTile {
                    x,
                    y,
                    id: id.0 as u32,
                });
            }
            m.set(TileXY::new(x, y), *id);
        }
        Ok(m)
    }

    /// An ASCII map with the default characters, tile size `tile_size` px and
    /// default edges.
    ///
    /// ```
    /// use tilestep::TileMap;
    /// let map = TileMap::from_ascii("....\n..rR\n####\n", 16).unwrap();
    /// assert_eq!((map.width(), map.height()), (4, 3));
    /// assert!(TileMap::from_ascii("...\n..\n", 16).is_err()); // ragged row
    /// ```
    pub fn from_ascii(text: &str, tile_size: u32) -> Result<TileMap, MapError> {
        Self::from_ascii_with(text, tile_size, &Legend::default(), Edges::default())
    }

    /// An ASCII map with legend overrides and edge policies. Errors name the
    /// 1-based line (and column) inside `text`.
    pub fn from_ascii_with(
        text: &str,
        tile_size: u32,
        legend: &Legend,
        edges: Edges,
    ) -> Result<TileMap, MapError> {
        let ascii = ascii_cells(text, tile_size, legend)?;
        TileMap::from_cells(ascii.set, ascii.width, ascii.height, edges, &ascii.cells)
    }

    /// Width in tiles.
    pub fn width(&self) -> i32 {
        self.width
    }

    /// Height in tiles.
    pub fn height(&self) -> i32 {
        self.height
    }

    /// The tile size (its side in px: [`TileSize::px`]).
    pub fn tile_size(&self) -> TileSize {
        self.set.tile_size()
    }

    /// The map's extent in px: `[0, width*T) x [0, height*T)`.
    pub fn bounds(&self) -> PxRect {
        PxRect::new(0, 0, self.width * self.t, self.height * self.t)
    }

    /// The tile set.
    pub fn tileset(&self) -> &TileSet {
        &self.set
    }

    /// The edge policies.
    pub fn edges(&self) -> Edges {
        self.edges
    }

    /// This map as bodies with collision mask `mask` see it: a tile whose
    /// definition's layers share no bit with `mask` is empty to them (its tag
    /// is still reported). Step enemies on `map.masked(ENEMY)` and the player
    /// on `map.masked(PLAYER)` for enemy-only walls. The view is a copy (one
    /// byte per cell): rebuild it after editing the map. The default mask of
    /// a map is `0xff` (everything collides).
    ///
    /// ```
    /// use tilestep::{Edges, Legend, PxPoint, TileDef, TileKind, TileMap};
    /// let mut legend = Legend::default();
    /// legend.insert('X', TileDef::new(TileKind::Solid).with_layers(0b10)); // enemy-only wall
    /// let map = TileMap::from_ascii_with("#X\n", 16, &legend, Edges::default()).unwrap();
    /// let player_view = map.masked(0b01);
    /// let (wall, floor) = (PxPoint::new(20, 4), PxPoint::new(4, 4));
    /// assert!(map.is_solid(wall) && !player_view.is_solid(wall));
    /// assert!(player_view.is_solid(floor));
    /// ```
    pub fn masked(&self, mask: u8) -> TileMap {
        let mut m = self.clone();
        m.mask = mask;
        m.build_shapes();
        m.build_derived();
        m
    }

    /// The collision mask of this view (`0xff` unless made by [`TileMap::masked`]).
    pub fn mask(&self) -> u8 {
        self.mask
    }

    /// Fills the class tables from the tile set, as this view's mask sees it.
    fn build_shapes(&mut self) {
        let n = self.set.len();
        let shape = |i: usize| {
            if self.set.def(TileId(i as u16)).layers & self.mask == 0 {
                TileShape::Empty
            } else {
                self.set.shape_of(i as u16)
            }
        };
        let table: Vec<TileShape> = (0..n).map(shape).collect();
        for (i, c) in table.iter().enumerate().take(256) {
            self.lut[i] = *c;
        }
        self.wide = if n > 256 { table } else { Vec::new() };
    }

    /// Changes the edge policies.
    pub fn set_edges(&mut self, edges: Edges) {
        self.edges = edges;
        self.write_sides();
    }

    /// The tile id at `at`, or `None` outside the map.
    pub fn get(&self, at: TileXY) -> Option<TileId> {
        if at.x < 0 || at.y < 0 || at.x >= self.width || at.y >= self.height {
            return None;
        }
        let i = (at.y * self.width + at.x) as usize;
        Some(TileId(match &self.cells {
            Cells::Small(v) => v[i] as u16,
            Cells::Wide(v) => v[i],
        }))
    }

    /// Sets the tile at `at`; returns false (and changes nothing) when `at` is
    /// outside the map or `id` isn't in the tile set.
    pub fn set(&mut self, at: TileXY, id: TileId) -> bool {
        if at.x < 0 || at.y < 0 || at.x >= self.width || at.y >= self.height {
            return false;
        }
        if id.0 as usize >= self.set.len() {
            return false;
        }
        let i = (at.y * self.width + at.x) as usize;
        match &mut self.cells {
            Cells::Small(v) => v[i] = id.0 as u8,
            Cells::Wide(v) => v[i] = id.0,
        }
        // The derived data changes where the tile is, nowhere else.
        self.write_derived(at.x, at.y);
        true
    }

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
        let shape = self.shape_at(tx, ty);
        let id = self.id_at(tx, ty);
        let firm = self.set.def(TileId(id)).kind.is_firm();
        self.tile_bits.write(tx, ty, shape, firm);
        if let Some(mut bits) = self.bits.take() {
            bits.write_tile(tx, ty, self.t, shape, self.set.rows_of(id));
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
