//! How to load a map: which level and layers, the project's kind names,
//! ASCII settings, edges and strictness.

use crate::kinds::KindTable;
use tilestep::{Edges, Legend};

/// How to load. Plain data; [`LoadOptions::default`] reads every format
/// by its own defaults (see the crate README).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct LoadOptions {
    /// LDtk: the level's identifier ([`LoadOptions::with_level`]), matched
    /// exactly, else in any case when only one level matches. `None` takes
    /// the only level, or errors listing them when there are several
    /// ([`crate::load_levels`] loads them all).
    pub level: Option<String>,
    /// The layers collision is read from, by name; empty for the defaults.
    /// Tiled: tile layers (their non-empty cells) and object layers (their
    /// rectangles and polygons), later over earlier; default: the layers
    /// named `collision`/`collisions` (any case) or with that class, else
    /// every tile layer whose tiles carry collision data. LDtk: IntGrid
    /// layers, later over earlier; default: the one named `Collision` or
    /// `Collisions` (any case), else the only IntGrid layer.
    pub collision_layers: Vec<String>,
    /// The project's names for what collides: LDtk IntGrid identifiers or
    /// values, Tiled tile classes ([`KindTable`]).
    pub kinds: KindTable,
    /// ASCII: tile size in px (Tiled and LDtk files carry their own).
    pub tile_size: u32,
    /// ASCII: extra characters.
    pub legend: Legend,
    /// Edge policies (Tiled map properties `edge_left` ... override them).
    pub edges: Edges,
    /// `true` (default): a `collision` property naming no kind, and a
    /// collision object that is no height profile, are errors. `false`
    /// (the linter): those tiles load as `empty` and are reported in
    /// [`crate::LoadedMap::notes`].
    pub strict: bool,
    /// `false` (default): a value or tile that names no tile kind collides
    /// as `solid`, and is a [`crate::LoadWarning`] in
    /// [`crate::LoadedMap::warnings`] (maps made for other engines load
    /// with no options). `true` ([`LoadOptions::require_kinds`]): it is an
    /// error, [`crate::MapLoadError::NoKind`].
    pub kinds_required: bool,
}

impl Default for LoadOptions {
    fn default() -> Self {
        LoadOptions {
            level: None,
            collision_layers: Vec::new(),
            kinds: KindTable::default(),
            tile_size: 16,
            legend: Legend::default(),
            edges: Edges::default(),
            strict: true,
            kinds_required: false,
        }
    }
}

impl LoadOptions {
    /// The options with a level chosen by its identifier (LDtk; see
    /// [`LoadOptions::level`]).
    pub fn with_level(mut self, level: impl Into<String>) -> Self {
        self.level = Some(level.into());
        self
    }

    /// The options with no level chosen (LDtk: the only level, or each
    /// level with [`crate::load_levels`]).
    pub fn without_level(mut self) -> Self {
        self.level = None;
        self
    }

    /// The options with the collision layers chosen (empty: the defaults).
    pub fn with_layers(mut self, layers: Vec<String>) -> Self {
        self.collision_layers = layers;
        self
    }

    /// The options with a kinds table.
    pub fn with_kinds(mut self, kinds: KindTable) -> Self {
        self.kinds = kinds;
        self
    }

    /// The options refusing a value or tile that names no tile kind,
    /// instead of loading it as `solid` with a warning (see
    /// [`LoadOptions::kinds_required`]).
    pub fn require_kinds(mut self) -> Self {
        self.kinds_required = true;
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
