//! The map: a grid of tile ids over a tile set, with edge policies
//! ([`TileMap`], [`Edges`]), built and edited in `tile_map.rs` (from
//! ASCII text: `ascii.rs`), and what the rules ask of it: each tile's
//! shape, id and tag, tile-level tests of whole regions, the edges a path
//! reaches (`cells.rs`); which pixels are solid, column by column, and
//! the real surfaces a box's edge stands on (`pixels.rs`); the body's
//! core against them (`core.rs`). Inside the map those read the derived
//! data kept with it: the solid bitmap (`bits/`) and the tile occupancy
//! bits (`tile_bits/`). Nothing here knows the rules' order or the step.

mod ascii;
pub(crate) mod bits;
mod cells;
mod core;
mod edges;
mod oneway_profiles;
mod pixels;
mod tile_bits;
mod tile_map;
mod walls;

pub use edges::{EdgePolicy, Edges};
pub use tile_map::{TileMap, MAX_CELLS, MAX_MAP_SIDE_PX};
