//! The Tiled JSON (.tmj) loader of `tilestep-maps` on arbitrary bytes, strict
//! and lenient: it must return a map or an error, never panic, hang or
//! allocate beyond the declared-size limits. A map it returns is linted and
//! every diagnostic rendered (text and JSON), which must not panic either.
//! Seeds: `mkdir -p corpus/map_tmj && cp ../examples/maps/*/*.tmj corpus/map_tmj/`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use tilestep_maps::lint::{lint, render_json, render_text, LintOptions};
use tilestep_maps::{load_bytes, Format, LoadOptions};

fuzz_target!(|data: &[u8]| {
    let path = Path::new("fuzz-input/map.tmj");
    for opts in [LoadOptions::default(), LoadOptions::default().lenient()] {
        if let Ok(l) = load_bytes(path, data.to_vec(), Format::Tmj, &opts) {
            assert!(l.map.width() > 0 && l.map.height() > 0);
            for d in lint(&l, &LintOptions::default()) {
                let _ = render_text(&d, "map.tmj", &l.map);
                let _ = render_json(&d, "map.tmj");
            }
        }
    }
});
