//! Shared pieces of the fuzz targets.
//!
//! `cli::parse` is `tilestep sim`'s scenario parser, from the CLI's library.

/// The CLI's scenario parser.
pub mod cli {
    pub use tilestep_cli::error::CliError;
    pub use tilestep_cli::scenario::{parse, Scenario};
}

pub mod gen;
