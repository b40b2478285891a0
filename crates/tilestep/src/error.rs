//! Errors of map and tile-set construction: each says what and where.

use core::fmt;

/// Why a tile set, map or ASCII map was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MapError {
    /// Tile size is not an even number in `4..=256`.
    TileSize {
        /// The size given, px.
        size: u32,
    },
    /// A custom profile's length is not the tile size.
    ProfileLength {
        /// Index the definition would have had.
        def: usize,
        /// Heights given.
        len: usize,
        /// Tile size expected.
        tile_size: u32,
    },
    /// A custom profile height exceeds the tile size.
    ProfileHeight {
        /// Index the definition would have had.
        def: usize,
        /// Column of the bad height.
        column: usize,
        /// The height given, px.
        height: u32,
    },
    /// A tag above [`crate::MAX_TAG`].
    Tag {
        /// Index the definition would have had.
        def: usize,
        /// The tag given.
        tag: u32,
    },
    /// More than 65,536 tile definitions.
    TooManyDefs,
    /// A tile definition marked one-way ([`crate::TileDef::one_way`]) whose
    /// kind is no custom profile (`floor` or `ceiling`).
    OneWayKind {
        /// Index of the definition.
        def: usize,
        /// Its kind's name.
        kind: &'static str,
    },
    /// A cell names a tile definition the tile set doesn't have.
    UnknownTile {
        /// Tile column.
        x: i32,
        /// Tile row.
        y: i32,
        /// The id found.
        id: u32,
    },
    /// The map's width or height (in tiles or px) is zero or too large.
    MapSize {
        /// Width in tiles.
        width: u64,
        /// Height in tiles.
        height: u64,
        /// What limit it broke.
        why: &'static str,
    },
    /// The cell count doesn't match `width * height`.
    CellCount {
        /// Cells expected.
        expected: usize,
        /// Cells given.
        got: usize,
    },
    /// An ASCII map row whose length differs from the first row's.
    RaggedRow {
        /// 1-based line number inside the map text.
        line: usize,
        /// Characters in this row.
        len: usize,
        /// Characters in the first row.
        expected: usize,
    },
    /// An ASCII map character with no legend entry.
    UnknownChar {
        /// 1-based line number inside the map text.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The character.
        ch: char,
    },
    /// An ASCII map with no rows.
    EmptyMap,
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapError::TileSize { size } => {
                write!(f, "tile size {size} px is not an even number from 4 to 256")
            }
            MapError::ProfileLength {
                def,
                len,
                tile_size,
            } => write!(
                f,
                "tile definition {def}: profile has {len} heights, tile size is {tile_size}"
            ),
            MapError::ProfileHeight {
                def,
                column,
                height,
            } => write!(
                f,
                "tile definition {def}: height {height} in column {column} is taller than the tile"
            ),
            MapError::Tag { def, tag } => {
                write!(
                    f,
                    "tile definition {def}: tag {tag} is above the maximum 63"
                )
            }
            MapError::TooManyDefs => write!(f, "more than 65536 tile definitions"),
            MapError::OneWayKind { def, kind } => write!(
                f,
                "tile definition {def}: only a floor or ceiling profile may be marked one_way, not {kind} (the one-way slopes are one-way by kind)"
            ),
            MapError::UnknownTile { x, y, id } => {
                write!(
                    f,
                    "tile ({x}, {y}) uses tile id {id}, which the tile set lacks"
                )
            }
            MapError::MapSize { width, height, why } => {
                write!(f, "map of {width}x{height} tiles refused: {why}")
            }
            MapError::CellCount { expected, got } => {
                write!(f, "map needs {expected} cells, got {got}")
            }
            MapError::RaggedRow {
                line,
                len,
                expected,
            } => write!(
                f,
                "map line {line}: row has {len} characters, the first row has {expected}"
            ),
            MapError::UnknownChar { line, column, ch } => write!(
                f,
                "map line {line}, column {column}: character {ch:?} is not in the legend"
            ),
            MapError::EmptyMap => write!(f, "the map has no rows"),
        }
    }
}

impl core::error::Error for MapError {}
