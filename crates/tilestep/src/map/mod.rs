//! The map: a grid of tile ids over a tile set, with edge policies
//! ([`TileMap`], [`Edges`]), and what the rules ask of it: which pixels
//! are solid, column by column (`pixels.rs`); the body's core against
//! them (`core.rs`); the real surfaces a box's edge stands on
//! (`surfaces.rs`); tile-level tests of whole regions (`regions.rs`).
//! Inside the map those read the derived data kept with it (`derived.rs`):
//! the solid bitmap (`bits/`) and the tile occupancy bits
//! (`tile_bits.rs`). Nothing here knows the rules' order or the step.

mod ascii;
pub(crate) mod bits;
mod cells;
mod core;
mod derived;
mod edges;
mod pixels;
mod regions;
mod surfaces;
mod tile_bits;
mod tile_map;

pub use edges::{EdgePolicy, Edges};
pub use tile_map::{TileMap, MAX_CELLS, MAX_MAP_SIDE_PX};
