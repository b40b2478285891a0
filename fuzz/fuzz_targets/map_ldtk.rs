//! The LDtk (.ldtk) loader of `tilestep-maps` on arbitrary bytes, strict and
//! lenient: it must return a map or an error, never panic, hang or allocate
//! beyond the declared-size limits. A map it returns is linted and every
//! diagnostic rendered (text and JSON), which must not panic either.
//! Seeds: `mkdir -p corpus/map_ldtk && cp ../examples/maps/*/*.ldtk ../examples/maps/real/ldtk/*.ldtk corpus/map_ldtk/`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilestep_maps::Format;

fuzz_target!(|data: &[u8]| {
    tilestep_fuzz::load_and_lint(data, Format::Ldtk, "map.ldtk");
});
