//! Shared pieces of the fuzz targets.
//!
//! The scenario target parses with `tilestep_scenario::parse`, the parser
//! `tilestep sim`, the demo and the Bevy plugin share.

pub mod gen;

use std::path::Path;
use tilestep_maps::lint::{lint, render_json, render_text, LintOptions};
use tilestep_maps::{load_bytes, Format, LoadOptions};

/// The map-loader targets' body: loads `data` as a `fmt` map named `name`
/// (under `fuzz-input/`), strict and lenient. A map it returns must have a
/// size, and is linted with every diagnostic rendered (text and JSON).
pub fn load_and_lint(data: &[u8], fmt: Format, name: &str) {
    let path = Path::new("fuzz-input").join(name);
    for opts in [LoadOptions::default(), LoadOptions::default().lenient()] {
        if let Ok(l) = load_bytes(&path, data.to_vec(), fmt, &opts) {
            assert!(l.map.width() > 0 && l.map.height() > 0);
            for d in lint(&l, &LintOptions::default()) {
                let _ = render_text(&d, name, &l.map);
                let _ = render_json(&d, name);
            }
        }
    }
}
