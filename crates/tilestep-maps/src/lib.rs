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
//! for w in &level.warnings {
//!     eprintln!("warning: {w}"); // a value or tile that names no kind: solid
//! }
//! println!("{}x{} tiles, {} objects", level.map.width(), level.map.height(), level.objects.len());
//! ```
//!
//! **Check [`LoadedMap::warnings`] after a load.** A value or tile that
//! names no tile kind (an LDtk IntGrid value `ladder`, a tile of a chosen
//! Tiled layer with no collision data) collides as `solid`, and each such
//! guess is a [`LoadWarning`] naming the file, level, layer and value and
//! the fix: an entry of a [`KindTable`] in [`LoadOptions::kinds`]
//! (`ladder=platform#4/empty#4`: each ladder's top cell a platform, the
//! rest empty, both tagged). [`LoadOptions::require_kinds`] refuses such a
//! map instead ([`MapLoadError::NoKind`]). Loading is the default so that
//! maps made for other engines load with no options (many games mark a
//! Tiled layer `collision` and give its tiles no data at all).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod builder;
mod data;
pub mod error;
pub mod int_grid;
mod json;
pub mod kinds;
pub mod layer_choice;
pub mod ldtk;
pub mod lint;
mod loaded;
mod options;
mod read;
pub mod shape;
pub mod tiled;
mod warning;

pub use error::{Loc, MapLoadError};
pub use int_grid::{IntGridError, IntGridKinds};
pub use kinds::{KindEntryError, KindSpec, KindTable, KindTag};
pub use loaded::{LayerInfo, LayerKind, LoadNote, LoadedMap, MapObject, NoteKind};
pub use options::LoadOptions;
pub use read::{read_bounded, ReadError, MAX_FILE_BYTES, STREAM_TIMEOUT};
pub use warning::LoadWarning;

pub(crate) use builder::TileBuilder;
use std::path::Path;
use tilestep::{MapError, TileKind, TileMap};

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

/// The contract names of every named kind, for messages.
pub fn kind_names() -> Vec<&'static str> {
    TileKind::ALL.iter().map(|k| k.name()).collect()
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
/// (ASCII), `.tmx`, `.tmj`/`.json` (Tiled), `.ldtk` (LDtk; one level, see
/// [`LoadOptions::with_level`]).
///
/// What names no tile kind collides as `solid` and is listed in
/// [`LoadedMap::warnings`]: check them, or refuse such a map with
/// [`LoadOptions::require_kinds`] (see the crate docs).
pub fn load_map(path: impl AsRef<Path>, opts: &LoadOptions) -> Result<LoadedMap, MapLoadError> {
    let (path, bytes, format) = read_map(path.as_ref())?;
    load_bytes(path, bytes, format, opts)
}

/// The file's format by its extension, and its bytes.
fn read_map(path: &Path) -> Result<(&Path, Vec<u8>, Format), MapLoadError> {
    let at = Loc::file(&path.display().to_string());
    let format = Format::of(path).ok_or_else(|| MapLoadError::UnknownFormat { at: at.clone() })?;
    Ok((path, read(path, &at)?, format))
}

/// One level of a file, loaded or refused on its own.
#[derive(Clone, Debug)]
pub struct LevelLoad {
    /// The LDtk level's identifier; `None` for other formats.
    pub level: Option<String>,
    /// The level, or why it was refused.
    pub result: Result<LoadedMap, MapLoadError>,
}

/// Every level of a file: each level of an LDtk project (or only
/// [`LoadOptions::level`], when given), each loaded or refused on its own;
/// any other map as its one level. `Err` when the file itself can't be
/// read (missing, not JSON, not a project, no such level). Each level
/// has its own [`LoadedMap::warnings`], as with [`load_map`].
pub fn load_levels(
    path: impl AsRef<Path>,
    opts: &LoadOptions,
) -> Result<Vec<LevelLoad>, MapLoadError> {
    let (path, bytes, format) = read_map(path.as_ref())?;
    if format == Format::Ldtk {
        let at = Loc::file(&path.display().to_string());
        return ldtk::load_levels(path, &at, &bytes, opts);
    }
    Ok(vec![LevelLoad {
        level: None,
        result: load_bytes(path, bytes, format, opts),
    }])
}

/// Loads a map from bytes already read; `path` names it in errors and
/// resolves external tilesets. Check [`LoadedMap::warnings`], as with
/// [`load_map`].
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
        Format::Ldtk => ldtk::load(path, &at, &bytes, opts),
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
    Ok(LoadedMap::bare(map, Format::Ascii))
}
