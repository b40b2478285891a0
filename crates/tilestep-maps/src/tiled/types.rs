//! The one model both Tiled formats are read into: flip bits, properties,
//! tiles, tilesets, layers and the map.

use crate::error::Loc;
use crate::shape::Shape;
use crate::MapObject;
use std::collections::HashMap;

/// Tiled's flip bits in a global tile id.
pub const FLIP_H: u32 = 0x8000_0000;
/// Vertical flip bit.
pub const FLIP_V: u32 = 0x4000_0000;
/// Diagonal flip bit (x/y swapped).
pub const FLIP_D: u32 = 0x2000_0000;
/// Hexagonal 120° rotation bit (unused on orthogonal maps, cleared).
pub const ROT_HEX: u32 = 0x1000_0000;
/// The bits of a raw gid left once the flip and rotation bits are cleared:
/// the global tile id.
pub const GID_MASK: u32 = !(FLIP_H | FLIP_V | FLIP_D | ROT_HEX);

/// A property value.
#[derive(Clone, Debug, PartialEq)]
pub enum PVal {
    /// A string (also `file`, `color`).
    Str(String),
    /// An int.
    Int(i64),
    /// Anything else, by its type name.
    Other(String),
}

impl PVal {
    pub(crate) fn type_name(&self) -> &str {
        match self {
            PVal::Str(_) => "string",
            PVal::Int(_) => "int",
            PVal::Other(t) => t,
        }
    }
}

/// A custom property.
#[derive(Clone, Debug)]
pub struct Prop {
    /// Its name.
    pub name: String,
    /// Its value.
    pub value: PVal,
}

/// A tileset tile carrying properties or collision shapes.
#[derive(Clone, Debug, Default)]
pub struct TTile {
    /// Custom properties.
    pub props: Vec<Prop>,
    /// Collision shapes from the tile collision editor.
    pub shapes: Vec<Shape>,
    /// Why a drawn shape can't be used (ellipse, rotation, ...), if so.
    pub bad_shape: Option<String>,
    /// Where it is defined.
    pub at: Loc,
}

impl TTile {
    /// True when the tile carries anything worth keeping: properties,
    /// collision shapes or a reason its shapes can't be used.
    pub fn has_data(&self) -> bool {
        !self.props.is_empty() || !self.shapes.is_empty() || self.bad_shape.is_some()
    }
}

/// A tileset.
#[derive(Clone, Debug)]
pub struct TSet {
    /// First global id.
    pub firstgid: u32,
    /// Its name.
    pub name: String,
    /// Tile width and height, px.
    pub tw: u64,
    /// Tile height.
    pub th: u64,
    /// Tiles with data, by local id.
    pub tiles: HashMap<u32, TTile>,
}

/// A tile layer.
#[derive(Clone, Debug)]
pub struct TLayer {
    /// Its name (group layers' names are not prefixed).
    pub name: String,
    /// Global ids with flip bits, row-major.
    pub gids: Vec<u32>,
    /// Where it is defined.
    pub at: Loc,
}

/// A whole map.
#[derive(Clone, Debug)]
pub struct TMap {
    /// Width in tiles.
    pub width: u64,
    /// Height in tiles.
    pub height: u64,
    /// Tile size, px.
    pub t: u32,
    /// Map properties.
    pub props: Vec<Prop>,
    /// Tilesets, in file order.
    pub tilesets: Vec<TSet>,
    /// Tile layers, in file (drawing) order.
    pub layers: Vec<TLayer>,
    /// Objects of every object layer.
    pub objects: Vec<MapObject>,
    /// Where the map element is.
    pub at: Loc,
}

impl TMap {
    /// A map of `width x height` tiles of `tile` px with its properties,
    /// before its tilesets, layers and objects are read.
    pub(crate) fn new(width: u64, height: u64, tile: u32, props: Vec<Prop>, at: &Loc) -> TMap {
        TMap {
            width,
            height,
            t: tile,
            props,
            tilesets: Vec::new(),
            layers: Vec::new(),
            objects: Vec::new(),
            at: at.clone(),
        }
    }
}

impl TMap {
    /// The tileset of `gid` (flip bits cleared), its local id and its
    /// tile's data when it has any.
    pub(super) fn tile(&self, gid: u32) -> Option<(&TSet, u32, Option<&TTile>)> {
        let ts = self
            .tilesets
            .iter()
            .filter(|t| t.firstgid <= gid)
            .max_by_key(|t| t.firstgid)?;
        let local = gid - ts.firstgid;
        Some((ts, local, ts.tiles.get(&local)))
    }
}
