//! Tiles: the kinds and their exact pixels as height profiles
//! ([`TileKind`], [`TileDef`]), how each kind collides ([`TileShape`]),
//! the tile set that maps ids to definitions and keeps the per-column
//! height tables the step reads ([`TileSet`]), and the characters of ASCII
//! maps ([`Legend`]). Nothing here knows about maps or bodies.

mod def;
mod kind;
mod legend;
mod set;
mod shape;

pub use def::{Gradient, Tag, TileDef, MAX_TAG};
pub use kind::TileKind;
pub use legend::Legend;
pub use set::{TileId, TileSet, TileSize};
pub(crate) use shape::OneWay;
pub use shape::TileShape;
