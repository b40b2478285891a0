//! What a load gives: the collision map, its named points, the problems
//! met without refusing it, and the layers the file has.

use crate::{Format, LoadWarning};
use std::fmt;
use tilestep::TileMap;

/// A named point of the map: a Tiled object or an LDtk entity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapObject {
    /// Tiled: the object's name; LDtk: the entity's String field `name`
    /// when it has one, else its identifier.
    pub name: String,
    /// Tiled: the object's type/class; LDtk: the entity's identifier.
    pub class: String,
    /// The object (or entity) layer it is on.
    pub layer: String,
    /// Anchor x, whole px (rounded). Points: the point; rectangles and tile
    /// objects: their bottom centre; LDtk: the entity's pivot (`px`).
    pub x: i32,
    /// Anchor y, whole px (y down).
    pub y: i32,
    /// 1-based line in the file, when the format gives one.
    pub line: Option<usize>,
}

/// What kind of problem a [`LoadNote`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NoteKind {
    /// A `collision` property naming no tile kind (lenient mode only).
    UnknownKind,
    /// A collision tile with properties other than `collision`, `tag` and
    /// `one_way`.
    UnknownProperty,
    /// A collision shape that is no height profile, or a flip that makes no
    /// kind: a tile's collision shapes, or a tile's part of a collision
    /// object layer (lenient mode only; the tile loads as `empty`).
    BadShape,
}

/// A problem the loader met without refusing the map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadNote {
    /// What kind.
    pub kind: NoteKind,
    /// The first cell concerned (tile x, y), if any.
    pub cell: Option<(i32, i32)>,
    /// What, naming the tile or value.
    pub message: String,
}

/// What a layer of the file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LayerKind {
    /// A Tiled tile layer.
    Tiles,
    /// A Tiled object layer.
    Objects,
    /// An LDtk IntGrid layer.
    IntGrid,
    /// An LDtk auto-layer, tile layer or entity layer (never collision).
    Other,
}

/// A layer of the file, for messages saying which layers could collide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayerInfo {
    /// Its name.
    pub name: String,
    /// What it is.
    pub kind: LayerKind,
    /// Its width and height in tiles (object layers: the map's).
    pub size: (u64, u64),
    /// Its non-empty cells, or its objects for an object layer.
    pub filled: usize,
    /// Whether collision was read from it.
    pub chosen: bool,
}

impl fmt::Display for LayerInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (w, h) = self.size;
        match self.kind {
            LayerKind::Objects => write!(
                f,
                "object layer {:?} ({} object{})",
                self.name,
                self.filled,
                if self.filled == 1 { "" } else { "s" }
            ),
            LayerKind::Tiles => write!(
                f,
                "tile layer {:?} ({w}x{h}, {} non-empty cells)",
                self.name, self.filled
            ),
            LayerKind::IntGrid => write!(
                f,
                "IntGrid layer {:?} ({w}x{h}, {} non-zero cells)",
                self.name, self.filled
            ),
            LayerKind::Other => write!(f, "layer {:?} (not collision data)", self.name),
        }
    }
}

/// A loaded map (one level of an LDtk project).
#[derive(Clone, Debug)]
pub struct LoadedMap {
    /// The collision map.
    pub map: TileMap,
    /// Spawn and object points (Tiled object layers other than collision
    /// layers, LDtk entities).
    pub objects: Vec<MapObject>,
    /// What collides as `solid` because it names no tile kind: an LDtk
    /// IntGrid value the kinds table doesn't name and whose identifier
    /// names no kind (a `ladder` loads as a wall), tiles of a chosen Tiled
    /// layer with no collision data. Check it after every load (or set
    /// [`LoadOptions::require_kinds`](crate::LoadOptions::require_kinds)
    /// to refuse such a map); each says how to name the kind.
    pub warnings: Vec<LoadWarning>,
    /// Other problems that did not stop loading: tiles left out in
    /// lenient mode, misspelt properties.
    pub notes: Vec<LoadNote>,
    /// The format read.
    pub format: Format,
    /// The LDtk level's identifier; `None` for other formats.
    pub level: Option<String>,
    /// Where the map's top-left corner is in its world, px: an LDtk
    /// level's world position (levels of a linear layout side by side);
    /// `(0, 0)` for other formats.
    pub origin: (i64, i64),
    /// The layers of the file (of the level), in file order.
    pub layers: Vec<LayerInfo>,
}

impl LoadedMap {
    /// A map with no objects, warnings, notes or layers, at the origin.
    pub fn bare(map: TileMap, format: Format) -> LoadedMap {
        LoadedMap {
            map,
            objects: Vec::new(),
            warnings: Vec::new(),
            notes: Vec::new(),
            format,
            level: None,
            origin: (0, 0),
            layers: Vec::new(),
        }
    }
}
