//! The `tilestep` command's library: the scenario format (`docs/scenarios.md`
//! and its extensions), the [`world::World`] that runs a scenario frame by
//! frame (shared by `tilestep sim` and the demo, so captures replay bit for
//! bit), the invariant-checked runner, traces and pictures.
#![forbid(unsafe_code)]

pub mod args;
pub mod bodydraw;
pub mod canvas;
pub mod capture;
pub mod controlspec;
pub mod error;
pub mod font;
pub mod gif_out;
pub mod keys;
pub mod legend;
pub mod mapcmd;
pub mod mapdraw;
pub mod mapsrc;
pub mod motion;
pub mod palette;
pub mod raw;
pub mod record;
pub mod render;
pub mod run;
pub mod scenario;
pub mod soliddraw;
pub mod strip;
pub mod summary;
pub mod tile_legend;
pub mod trace;
pub mod values;
pub mod world;
