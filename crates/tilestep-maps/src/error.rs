//! Why a map file was refused: every error names the file and, where known,
//! the line and the layer or tile.

use std::fmt;
use tilestep::MapError;

/// Where a problem is: the file, and when known its 1-based line and the
/// layer, tileset tile or level concerned.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Loc {
    /// The file, as it was named (a map, or an external tileset).
    pub file: String,
    /// 1-based line inside `file`, when the format gives one.
    pub line: Option<usize>,
    /// What inside the file: `layer "collision"`, `tile 4 of tileset "kinds"`, ...
    pub what: Option<String>,
}

impl Loc {
    /// A whole-file location.
    pub fn file(file: &str) -> Loc {
        Loc {
            file: file.to_string(),
            line: None,
            what: None,
        }
    }

    /// The same file at a line.
    pub fn line(&self, line: Option<usize>) -> Loc {
        Loc {
            line,
            ..self.clone()
        }
    }

    /// The same place, naming what inside it.
    pub fn what(&self, what: impl Into<String>) -> Loc {
        Loc {
            what: Some(what.into()),
            ..self.clone()
        }
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(l) = self.line {
            write!(f, ":{l}")?;
        }
        if let Some(w) = &self.what {
            write!(f, ": {w}")?;
        }
        Ok(())
    }
}

/// Why a map could not be loaded. Displayed as `FILE[:LINE][: WHAT]: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MapLoadError {
    /// The file could not be read (missing, a folder, permissions).
    Read {
        /// Where.
        at: Loc,
        /// The system's reason.
        reason: String,
    },
    /// The file is larger than [`crate::MAX_FILE_BYTES`].
    FileTooLarge {
        /// Where.
        at: Loc,
        /// Its size in bytes; `None` for a device or a pipe that gave more
        /// than the limit ([`crate::ReadError::TooLarge`]).
        bytes: Option<u64>,
    },
    /// The extension is not one of `.txt`, `.tmx`, `.tmj`, `.json`, `.ldtk`.
    UnknownFormat {
        /// Where.
        at: Loc,
    },
    /// Not well-formed XML / JSON / UTF-8 text.
    Syntax {
        /// Where.
        at: Loc,
        /// The parser's message.
        msg: String,
    },
    /// A valid file using a feature this loader refuses (infinite maps,
    /// non-square or odd tiles, zstd, non-orthogonal maps, external levels).
    Unsupported {
        /// Where.
        at: Loc,
        /// What and why.
        msg: String,
    },
    /// A required field or attribute is missing or malformed.
    Invalid {
        /// Where.
        at: Loc,
        /// What is wrong.
        msg: String,
    },
    /// A width/height (map, layer, level) that is zero or beyond the core's
    /// limits ([`tilestep::MAX_CELLS`], [`tilestep::MAX_MAP_SIDE_PX`]),
    /// refused before anything is allocated.
    Size {
        /// Where.
        at: Loc,
        /// Declared width in tiles.
        width: u64,
        /// Declared height in tiles.
        height: u64,
        /// Which limit.
        why: &'static str,
    },
    /// Layer data that can't be decoded: bad base64, bad zlib/gzip stream,
    /// bad CSV, or not exactly `width * height` tiles.
    Data {
        /// Where (names the layer).
        at: Loc,
        /// What is wrong.
        msg: String,
    },
    /// An external tileset that is missing or unreadable.
    Tileset {
        /// Where the map refers to it.
        at: Loc,
        /// The path tried.
        path: String,
        /// Why it failed.
        reason: String,
    },
    /// A `collision` property (Tiled) or IntGrid value identifier (LDtk)
    /// that names no tile kind of the contract (`docs/contract.md`).
    UnknownKind {
        /// Where (names the tile or value).
        at: Loc,
        /// The name found.
        name: String,
    },
    /// A property with the wrong type (`collision` must be a string, `tag`
    /// an int) or a tag out of `0..=63`.
    Property {
        /// Where (names the tile).
        at: Loc,
        /// The property.
        property: String,
        /// What was expected and found.
        msg: String,
    },
    /// A collision shape that is not a height profile, or a flip that turns
    /// a tile into something that is not a tile kind.
    Shape {
        /// Where (names the tile).
        at: Loc,
        /// Why.
        msg: String,
    },
    /// The requested LDtk level or layer (or Tiled layer) doesn't exist,
    /// or none could be chosen by default.
    NotFound {
        /// Where.
        at: Loc,
        /// What was asked for (`level "X"`).
        wanted: String,
        /// What exists.
        available: Vec<String>,
    },
    /// A value or tile that names no tile kind, refused because the
    /// options ask every one to have one
    /// ([`crate::LoadOptions::require_kinds`]); without that, it collides
    /// as `solid` and is a [`crate::LoadWarning`].
    NoKind {
        /// What names no kind, and where.
        warning: Box<crate::LoadWarning>,
    },
    /// The core refused the map (see [`MapError`]).
    Map {
        /// Where.
        at: Loc,
        /// The core's error.
        err: MapError,
    },
}

impl MapLoadError {
    /// Where the error is.
    pub fn loc(&self) -> &Loc {
        use MapLoadError::*;
        match self {
            Read { at, .. }
            | FileTooLarge { at, .. }
            | UnknownFormat { at }
            | Syntax { at, .. }
            | Unsupported { at, .. }
            | Invalid { at, .. }
            | Size { at, .. }
            | Data { at, .. }
            | Tileset { at, .. }
            | UnknownKind { at, .. }
            | Property { at, .. }
            | Shape { at, .. }
            | NotFound { at, .. }
            | Map { at, .. } => at,
            NoKind { warning } => warning.loc(),
        }
    }
}

impl fmt::Display for MapLoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MapLoadError::*;
        write!(f, "{}: ", self.loc())?;
        match self {
            Read { reason, .. } => write!(f, "cannot read: {reason}"),
            FileTooLarge { bytes, .. } => crate::ReadError::TooLarge { bytes: *bytes }.fmt(f),
            UnknownFormat { .. } => write!(
                f,
                "unknown map format: expected .txt (ASCII), .tmx or .tmj/.json (Tiled), or .ldtk (LDtk)"
            ),
            Syntax { msg, .. } => write!(f, "{msg}"),
            Unsupported { msg, .. } => write!(f, "unsupported: {msg}"),
            Invalid { msg, .. } => write!(f, "{msg}"),
            Size { width, height, why, .. } => {
                write!(f, "size {width}x{height} tiles refused: {why}")
            }
            Data { msg, .. } => write!(f, "bad layer data: {msg}"),
            Tileset { path, reason, .. } => write!(f, "tileset {path:?}: {reason}"),
            UnknownKind { name, .. } => write!(
                f,
                "unknown tile kind {name:?} (kinds: {})",
                crate::kind_names().join(", ")
            ),
            Property { property, msg, .. } => write!(f, "property {property:?}: {msg}"),
            Shape { msg, .. } => write!(f, "{msg}"),
            NotFound { wanted, available, .. } => {
                write!(f, "no {wanted}; available: ")?;
                if available.is_empty() {
                    write!(f, "none")
                } else {
                    write!(f, "{}", available.join(", "))
                }
            }
            NoKind { warning } => {
                let (what, fix) = warning.parts();
                write!(f, "{what}")?;
                if let Some(fix) = fix {
                    write!(f, "; {fix}")?;
                }
                write!(
                    f,
                    " (refused: `LoadOptions::require_kinds` is set; without it, this collides as solid with a warning)"
                )
            }
            Map { err, .. } => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for MapLoadError {}
