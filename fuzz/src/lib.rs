//! Shared pieces of the fuzz targets.
//!
//! The scenario target parses with `tilestep_scenario::parse`, the parser
//! `tilestep sim`, the demo and the Bevy plugin share.

pub mod gen;

use std::path::Path;
use tilestep_maps::lint::{diagnostic_json, lint, render_text, LintOptions, Summary};
use tilestep_maps::{load_bytes, Format, KindTable, LoadOptions, LoadedMap, Loc};

/// The options each input is loaded with: the defaults, strict and
/// lenient; every kind required; and layers chosen by name with a kinds
/// table (the paths of a chosen tile or object layer and of the table,
/// a column entry among them).
fn options() -> Vec<LoadOptions> {
    let mut kinds = KindTable::new();
    for k in [
        "dirt=solid",
        "1=platform#2",
        "ladder=platform#4/empty#4",
        "Ladder=empty#4",
    ] {
        kinds.add_entry(k).expect("a valid entry");
    }
    let chosen = vec!["collision".into(), "objects".into(), "Walls".into()];
    vec![
        LoadOptions::default(),
        LoadOptions::default().lenient(),
        LoadOptions::default().require_kinds(),
        LoadOptions::default()
            .with_layers(chosen)
            .with_kinds(kinds)
            .lenient(),
    ]
}

/// Lints a loaded map and renders every diagnostic (text and JSON).
fn lint_all(l: &LoadedMap, name: &str) {
    assert!(l.map.width() > 0 && l.map.height() > 0);
    let _ = Summary::of(&l.map).to_string();
    for d in lint(l, &LintOptions::default()) {
        let _ = render_text(&d, name, &l.map);
        let _ = diagnostic_json(&d, name, l.level.as_deref());
    }
}

/// The map-loader targets' body: loads `data` as a `fmt` map named `name`
/// (under `fuzz-input/`) with each of [`options`]; an LDtk project also
/// whole, every level. A map it returns must have a size, and is linted
/// with every diagnostic rendered (text and JSON).
pub fn load_and_lint(data: &[u8], fmt: Format, name: &str) {
    let path = Path::new("fuzz-input").join(name);
    for opts in options() {
        if let Ok(l) = load_bytes(&path, data.to_vec(), fmt, &opts) {
            lint_all(&l, name);
        }
        if fmt == Format::Ldtk {
            let at = Loc::file(name);
            let levels = tilestep_maps::ldtk::load_levels(&path, &at, data, &opts);
            for l in levels.into_iter().flatten().filter_map(|l| l.result.ok()) {
                lint_all(&l, name);
            }
        }
    }
}
