//! Determinism guard: the CSV trace of every `examples/scenarios/*.toml`, as
//! `tilestep sim --trace` writes it, hashes (FNV-1a 64,
//! `tilestep_check::hash`) to the value in `tests/golden/examples.txt`, in
//! debug and in release (`cargo test --release -p tilestep-cli --test golden`).
//!
//! A new example needs its line, and an intended change of behaviour new
//! hashes: `TILESTEP_BLESS=1 cargo test -p tilestep-cli --test golden`
//! rewrites the file (say why in the commit).

mod common;

use std::path::{Path, PathBuf};
use tilestep_check::hash::fnv1a64;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/examples.txt");

fn scenarios() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/scenarios");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("examples/scenarios exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    v.sort();
    v
}

/// `file hash` lines, the hash as 16 hex digits, files in name order.
fn current() -> String {
    let out = std::env::temp_dir().join(format!("tilestep-golden-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let mut s = String::new();
    for p in scenarios() {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let trace = out.join(format!("{name}.csv"));
        let r = common::tilestep()
            .args(["sim", "--quiet", "--trace"])
            .arg(&trace)
            .arg(&p)
            .output()
            .unwrap();
        assert!(
            r.status.code().is_some_and(|c| c == 0 || c == 1),
            "{name}: {}",
            String::from_utf8_lossy(&r.stderr)
        );
        let bytes = std::fs::read(&trace).unwrap();
        s.push_str(&format!("{name} {:016x}\n", fnv1a64(&bytes)));
    }
    let _ = std::fs::remove_dir_all(&out);
    s
}

#[test]
fn example_trace_hashes_are_golden() {
    // (A new example needs blessing too.)
    tilestep_check::hash::assert_golden(
        FILE,
        &current(),
        "cargo test -p tilestep-cli --test golden",
    );
}
