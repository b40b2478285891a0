//! The `tilestep` command's library: the invariant-checked runner ([`run`],
//! the independent judge watching a [`tilestep_scenario::World`]), the
//! summary, pictures and animations, and the map commands (`check`,
//! `render`, `nav`). The scenario format and the world that runs it are
//! `tilestep-scenario`'s.
#![forbid(unsafe_code)]

pub mod args;
mod argwalk;
pub mod bodydraw;
pub mod canvas;
pub mod font;
pub mod gif_out;
pub mod mapargs;
pub mod mapcheck;
pub mod mapcmd;
pub mod mapdraw;
pub mod navcmd;
pub mod navdraw;
pub mod palette;
pub mod record;
pub mod render;
pub mod run;
pub mod soliddraw;
pub mod strip;
pub mod summary;
pub mod tile_legend;
