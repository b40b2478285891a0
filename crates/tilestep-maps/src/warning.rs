//! What a load guessed that changes how the map collides: a value or tile
//! that names no tile kind collides as `solid`. Returned in
//! [`LoadedMap::warnings`](crate::LoadedMap::warnings), apart from the
//! notes, so that a caller sees it (or refuses it with
//! [`LoadOptions::require_kinds`](crate::LoadOptions::require_kinds)).

use crate::error::Loc;
use std::fmt;

/// A value or tile that names no tile kind and so collides as `solid`.
/// `Display` is `FILE[:LINE][: LEVEL]: message`, naming the level and layer, the
/// value or tiles, and how to name their kind: in the library, an entry
/// of [`KindTable`](crate::KindTable) in
/// [`LoadOptions::kinds`](crate::LoadOptions::kinds); on the command line,
/// `--kind`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LoadWarning {
    /// An LDtk IntGrid value that the kinds table doesn't name and whose
    /// identifier names no kind.
    IntGridValue {
        /// The file, and the level (`what`).
        at: Loc,
        /// The IntGrid layer.
        layer: String,
        /// The value.
        value: i64,
        /// Its identifier (empty when it has none).
        identifier: String,
        /// Its first cell (tile x, y).
        cell: (i32, i32),
    },
    /// Tiles of a chosen Tiled layer that carry no collision data.
    Tiles {
        /// The file, at the layer's line.
        at: Loc,
        /// The layer.
        layer: String,
        /// The first tiles, described (`tile 3 of tileset "art"`).
        tiles: Vec<String>,
        /// How many more tiles there are.
        more: usize,
        /// How many cells hold them.
        cells: usize,
        /// A class one of them has (which the kinds table could name).
        class: Option<String>,
        /// The first cell (tile x, y).
        cell: (i32, i32),
    },
}

impl LoadWarning {
    /// Where: the file, and the layer's line (Tiled) or the level (LDtk).
    pub fn loc(&self) -> &Loc {
        match self {
            LoadWarning::IntGridValue { at, .. } | LoadWarning::Tiles { at, .. } => at,
        }
    }

    /// The first cell concerned (tile x, y).
    pub fn cell(&self) -> (i32, i32) {
        match self {
            LoadWarning::IntGridValue { cell, .. } | LoadWarning::Tiles { cell, .. } => *cell,
        }
    }

    /// The message without the place: what collides as `solid`, and how
    /// to name its kind (the library's way, then the CLI's flag).
    pub fn message(&self) -> String {
        let (what, fix) = self.parts();
        let fix = fix.map_or(String::new(), |f| format!("; {f}"));
        format!("{what}, so {} as solid{fix}", self.verb())
    }

    /// "it collides" or "they collide".
    fn verb(&self) -> &'static str {
        match self {
            LoadWarning::IntGridValue { .. } => "it collides",
            LoadWarning::Tiles { .. } => "they collide",
        }
    }

    /// What names no kind, and how to name it (when a name can be given).
    pub(crate) fn parts(&self) -> (String, Option<String>) {
        match self {
            LoadWarning::IntGridValue {
                layer,
                value,
                identifier,
                ..
            } => {
                let name = if identifier.is_empty() {
                    value.to_string()
                } else {
                    identifier.clone()
                };
                (
                    format!("IntGrid value {value} {identifier:?} of layer {layer:?} names no tile kind"),
                    Some(fix(&name)),
                )
            }
            LoadWarning::Tiles {
                layer,
                tiles,
                more,
                cells,
                class,
                ..
            } => {
                let rest = if *more > 0 {
                    format!(" and {more} more")
                } else {
                    String::new()
                };
                (
                    format!(
                        "layer {layer:?}: {cells} cell{} hold tiles with no collision data ({}{rest})",
                        if *cells == 1 { "" } else { "s" },
                        tiles.join(", ")
                    ),
                    class.as_deref().map(fix),
                )
            }
        }
    }
}

/// How to name `name`'s kind: the library's call, then the CLI's flag.
fn fix(name: &str) -> String {
    format!(
        "name its kind with `KindTable::add_entry(\"{name}=KIND\")` in `LoadOptions::kinds` (CLI: `--kind {name}=KIND`)"
    )
}

impl fmt::Display for LoadWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.loc(), self.message())
    }
}

/// The first warning as an error when `opts` require every value and tile
/// to name a kind ([`crate::LoadOptions::require_kinds`]).
pub(crate) fn check_required(
    warnings: &[LoadWarning],
    opts: &crate::LoadOptions,
) -> Result<(), crate::MapLoadError> {
    match warnings.first() {
        Some(w) if opts.kinds_required => Err(crate::MapLoadError::NoKind {
            warning: Box::new(w.clone()),
        }),
        _ => Ok(()),
    }
}
