//! Shared pieces of the fuzz targets.
//!
//! The CLI is a binary, so its scenario parser is compiled in here from its
//! own source files (`#[path]`), in-process and unchanged: `cli::parse` is
//! `tilestep sim`'s parser. If the CLI's parser gains modules, list them here.
#![allow(dead_code, clippy::all)]

#[path = "../../crates/tilestep-cli/src/error.rs"]
mod error;
#[path = "../../crates/tilestep-cli/src/legend.rs"]
mod legend;
#[path = "../../crates/tilestep-cli/src/mapsrc.rs"]
mod mapsrc;
#[path = "../../crates/tilestep-cli/src/raw.rs"]
mod raw;
#[path = "../../crates/tilestep-cli/src/scenario.rs"]
mod scenario;
#[path = "../../crates/tilestep-cli/src/values.rs"]
mod values;

/// The CLI's scenario parser.
pub mod cli {
    pub use crate::error::CliError;
    pub use crate::scenario::{parse, Scenario};
}

pub mod gen;
