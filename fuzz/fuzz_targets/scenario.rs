//! The scenario parser (`tilestep_scenario::parse`, shared by `tilestep sim`), in
//! process, on arbitrary text: it must return a scenario or an error, never
//! panic or hang. Inputs naming a `map_file` are skipped: that reads the
//! file system (a fuzzer could name /dev/zero), which is not the parser.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tilestep_check::SolidField;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.contains("map_file") {
        return;
    }
    match tilestep_scenario::parse("fuzz.toml", text) {
        Ok(sc) => {
            // A parsed scenario's map is usable and its bodies start clear.
            let f = SolidField::new(&sc.map);
            for b in &sc.bodies {
                let bx = tilestep_check::Boxel::of_body(&b.body);
                assert!(
                    tilestep_check::core_clear(&f, bx),
                    "parsed body {} starts inside a solid",
                    b.name
                );
            }
        }
        Err(e) => {
            let msg = e.to_string();
            assert!(
                msg.contains("fuzz.toml"),
                "error does not name the file: {msg}"
            );
        }
    }
});
