//! Determinism guard: the trace hashes (FNV-1a 64 of the CSV trace) of the
//! built-in cases (`tilestep_check::builtin`) must equal the golden ones in
//! `tests/golden/builtin.txt`, in debug and release
//! (`cargo test --release -p tilestep-check --test golden`), and on wasm32
//! (`crates/tilestep-wasm-check/run.sh` compares with the same file).
//!
//! When the engine's behaviour changes on purpose, regenerate with
//! `TILESTEP_BLESS=1 cargo test -p tilestep-check --test golden` and say why
//! in the commit.

use std::fmt::Write as _;
use tilestep_check::builtin;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/builtin.txt");

/// `index hash` lines, the hash as 16 hex digits.
fn current() -> String {
    let mut s = String::new();
    for (i, c) in builtin::cases().iter().enumerate() {
        let o = c.run();
        assert!(o.failures.is_empty(), "built-in case {i}: {:?}", o.failures);
        writeln!(s, "{i} {:016x}", o.hash()).unwrap();
    }
    s
}

#[test]
fn builtin_trace_hashes_are_golden() {
    tilestep_check::hash::assert_golden(
        FILE,
        &current(),
        "cargo test -p tilestep-check --test golden",
    );
}
