//! # tilestep-maps
//!
//! Loads [`tilestep`] collision maps from the files level editors write —
//! Tiled (`.tmx`, `.tmj`), LDtk (`.ldtk`) — and from ASCII (`.txt`), and
//! lints them ([`lint`]). The core crate stays dependency-free; the rules
//! (which layer is collision, property names, flips) are in this crate's
//! README.
//!
//! ```no_run
//! use tilestep_maps::{load_map, LoadOptions};
//! let level = load_map("examples/maps/tiled/level.tmx", &LoadOptions::default()).unwrap();
//! println!("{}x{} tiles, {} objects", level.map.width(), level.map.height(), level.objects.len());
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod data;
pub mod error;
pub mod int_grid;
mod json;
pub mod ldtk;
pub mod lint;
mod read;
pub mod shape;
pub mod tiled;

pub use error::{Loc, MapLoadError};
pub use int_grid::{IntGridError, IntGridKinds};
pub use read::{read_bounded, ReadError, MAX_FILE_BYTES};

use shape::Coll;
use std::collections::HashMap;
use std::path::Path;
use tilestep::{Edges, Legend, MapError, TileId, TileKind, TileMap, TileSet, TileSize};

/// How to load.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct LoadOptions {
    /// LDtk: the level's identifier. `None` takes the only level, or errors
    /// listing them when there are several.
    pub level: Option<String>,
    /// Tiled: the tile layer to use (default: the layer named `collision`,
    /// else every layer with collision data). LDtk: the IntGrid layer
    /// (default `Collision`).
    pub collision_layer: Option<String>,
    /// ASCII: tile size in px (Tiled and LDtk files carry their own).
    pub tile_size: u32,
    /// ASCII: extra characters.
    pub legend: Legend,
    /// Edge policies (Tiled map properties `edge_left` ... override them).
    pub edges: Edges,
    /// `true` (default): unknown kind names and collision-layer tiles with
    /// no collision data are errors. `false` (the linter): they load as
    /// `empty` and are reported in [`LoadedMap::notes`].
    pub strict: bool,
}

impl Default for LoadOptions {
    fn default() -> Self {
        LoadOptions {
            level: None,
            collision_layer: None,
            tile_size: 16,
            legend: Legend::default(),
            edges: Edges::default(),
            strict: true,
        }
    }
}

impl LoadOptions {
    /// The options with a level chosen (LDtk).
    pub fn with_level(mut self, level: Option<String>) -> Self {
        self.level = level;
        self
    }

    /// The options in lenient mode (see [`LoadOptions::strict`]).
    pub fn lenient(mut self) -> Self {
        self.strict = false;
        self
    }

    /// The options with an ASCII tile size.
    pub fn with_tile_size(mut self, t: u32) -> Self {
        self.tile_size = t;
        self
    }

    /// The options with ASCII legend entries.
    pub fn with_legend(mut self, legend: Legend) -> Self {
        self.legend = legend;
        self
    }

    /// The options with edge policies.
    pub fn with_edges(mut self, edges: Edges) -> Self {
        self.edges = edges;
        self
    }
}

/// The map formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Format {
    /// `.txt`: ASCII, default characters.
    Ascii,
    /// `.tmx`: Tiled XML.
    Tmx,
    /// `.tmj` / `.json`: Tiled JSON.
    Tmj,
    /// `.ldtk`: LDtk project.
    Ldtk,
}

impl Format {
    /// The format of a file, by its extension.
    pub fn of(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "txt" => Format::Ascii,
            "tmx" => Format::Tmx,
            "tmj" | "json" => Format::Tmj,
            "ldtk" => Format::Ldtk,
            _ => return None,
        })
    }
}

/// A named point of the map: a Tiled object or an LDtk entity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapObject {
    /// Tiled: the object's name; LDtk: the entity's identifier.
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
    /// Collision data naming no tile kind (lenient mode only).
    UnknownKind,
    /// A collision tile with properties other than `collision` and `tag`.
    UnknownProperty,
    /// A tile in the collision layer with no collision data (lenient only).
    NoCollision,
}

/// A problem the loader met without refusing the map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadNote {
    /// What kind.
    pub kind: NoteKind,
    /// The first cell concerned (tile x, y), if any.
    pub cell: Option<(i32, i32)>,
    /// What, naming the tile.
    pub message: String,
}

/// A loaded map.
#[derive(Clone, Debug)]
pub struct LoadedMap {
    /// The collision map.
    pub map: TileMap,
    /// Spawn and object points (Tiled object layers, LDtk entities).
    pub objects: Vec<MapObject>,
    /// Problems that did not stop loading.
    pub notes: Vec<LoadNote>,
    /// The format read.
    pub format: Format,
}

/// The contract names of every named kind, for messages.
pub fn kind_names() -> Vec<&'static str> {
    TileKind::ALL.iter().map(|k| k.name()).collect()
}

/// Builds a tile set from collision definitions: untagged named kinds keep
/// the standard ids (as in ASCII maps); others are added once each.
#[derive(Debug)]
pub(crate) struct TileBuilder {
    set: TileSet,
    ids: HashMap<(Coll, Option<u8>), TileId>,
}

impl TileBuilder {
    pub(crate) fn new(size: TileSize) -> TileBuilder {
        TileBuilder {
            set: TileSet::standard(size),
            ids: HashMap::new(),
        }
    }

    pub(crate) fn id(&mut self, c: &Coll, tag: Option<u8>) -> Result<TileId, MapError> {
        if tag.is_none() && !matches!(c.kind, TileKind::Floor | TileKind::Ceiling) {
            if let Some(id) = self.set.id_of(c.kind) {
                return Ok(id);
            }
        }
        let key = (c.clone(), tag);
        if let Some(id) = self.ids.get(&key) {
            return Ok(*id);
        }
        let id = self.set.add(c.def(tag))?;
        self.ids.insert(key, id);
        Ok(id)
    }

    pub(crate) fn finish(
        self,
        w: u32,
        h: u32,
        edges: Edges,
        cells: &[TileId],
    ) -> Result<TileMap, MapError> {
        TileMap::from_cells(self.set, w, h, edges, cells)
    }
}

/// [`read_bounded`], with the error naming `at`.
pub(crate) fn read(path: &Path, at: &Loc) -> Result<Vec<u8>, MapLoadError> {
    read_bounded(path).map_err(|e| match e {
        ReadError::TooLarge { bytes } => MapLoadError::FileTooLarge {
            at: at.clone(),
            bytes,
        },
        other => MapLoadError::Read {
            at: at.clone(),
            reason: match other {
                ReadError::Io { reason } => reason,
                e => e.to_string(),
            },
        },
    })
}

/// Bytes as UTF-8 text, naming the line of the first bad byte.
pub(crate) fn utf8(bytes: Vec<u8>, at: &Loc) -> Result<String, MapLoadError> {
    String::from_utf8(bytes).map_err(|e| {
        let ok = e.utf8_error().valid_up_to();
        let line = 1 + e.as_bytes()[..ok].iter().filter(|&&b| b == b'\n').count();
        MapLoadError::Syntax {
            at: at.line(Some(line)),
            msg: "not UTF-8 text".into(),
        }
    })
}

/// Loads a map, choosing the format by the file's extension: `.txt`
/// (ASCII), `.tmx`, `.tmj`/`.json` (Tiled), `.ldtk` (LDtk).
pub fn load_map(path: impl AsRef<Path>, opts: &LoadOptions) -> Result<LoadedMap, MapLoadError> {
    let path = path.as_ref();
    let at = Loc::file(&path.display().to_string());
    let format = Format::of(path).ok_or_else(|| MapLoadError::UnknownFormat { at: at.clone() })?;
    let bytes = read(path, &at)?;
    load_bytes(path, bytes, format, opts)
}

/// Loads a map from bytes already read; `path` names it in errors and
/// resolves external tilesets.
pub fn load_bytes(
    path: &Path,
    bytes: Vec<u8>,
    format: Format,
    opts: &LoadOptions,
) -> Result<LoadedMap, MapLoadError> {
    let at = Loc::file(&path.display().to_string());
    match format {
        Format::Ascii => {
            let text = utf8(bytes, &at)?;
            load_ascii(&text, &at, opts)
        }
        Format::Tmx => tiled::build(tiled::tmx::parse(path, bytes)?, opts, format),
        Format::Tmj => tiled::build(tiled::tmj::parse(path, &bytes)?, opts, format),
        Format::Ldtk => ldtk::load(&at, &bytes, opts),
    }
}

fn load_ascii(text: &str, at: &Loc, opts: &LoadOptions) -> Result<LoadedMap, MapLoadError> {
    let map = TileMap::from_ascii_with(text, opts.tile_size, &opts.legend, opts.edges).map_err(
        |err| {
            let line = match err {
                MapError::RaggedRow { line, .. } | MapError::UnknownChar { line, .. } => Some(line),
                _ => None,
            };
            MapLoadError::Map {
                at: at.line(line),
                err,
            }
        },
    )?;
    Ok(LoadedMap {
        map,
        objects: Vec::new(),
        notes: Vec::new(),
        format: Format::Ascii,
    })
}
