//! Moved to the `tilestep-check` crate, shared with the property tests and
//! the fuzz targets, so they and `tilestep sim` use one judge.
#[allow(unused_imports)]
pub use tilestep_check::path::*;
