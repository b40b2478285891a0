//! The LDtk (.ldtk) loader of `tilestep-maps` on arbitrary bytes, strict and
//! lenient: it must return a map or an error, never panic, hang or allocate
//! beyond the declared-size limits. A map it returns is linted and every
//! diagnostic rendered (text and JSON), which must not panic either.
//! Seeds: `mkdir -p corpus/map_ldtk && cp ../examples/maps/*/*.ldtk corpus/map_ldtk/`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use tilestep_maps::lint::{lint, render_json, render_text, LintOptions};
use tilestep_maps::{load_bytes, Format, LoadOptions};

fuzz_target!(|data: &[u8]| {
    let path = Path::new("fuzz-input/map.ldtk");
    for opts in [LoadOptions::default(), LoadOptions::default().lenient()] {
        if let Ok(l) = load_bytes(path, data.to_vec(), Format::Ldtk, &opts) {
            assert!(l.map.width() > 0 && l.map.height() > 0);
            for d in lint(&l, &LintOptions::default()) {
                let _ = render_text(&d, "map.ldtk", &l.map);
                let _ = render_json(&d, "map.ldtk");
            }
        }
    }
});
