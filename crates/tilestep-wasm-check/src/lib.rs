//! Built for `wasm32-unknown-unknown`, this exports the trace hashes of
//! `tilestep_check::builtin`'s cases, so `run.mjs` (Node.js, plain
//! `WebAssembly.instantiate`, no bindings) can compare them with the golden
//! hashes the native tests check (`crates/tilestep-check/tests/golden/builtin.txt`).
//! `run.sh` builds it and runs the comparison.
#![deny(missing_docs)]

use tilestep_check::builtin;

pub mod nav;

/// Number of built-in cases.
#[no_mangle]
pub extern "C" fn scenario_count() -> u32 {
    builtin::cases().len() as u32
}

/// FNV-1a 64 of built-in case `i`'s CSV trace (0 when `i` is out of range).
#[no_mangle]
pub extern "C" fn run_scenario_hash(i: u32) -> u64 {
    builtin::cases()
        .get(i as usize)
        .map_or(0, |c| c.run().hash())
}

/// How many invariant failures the independent checker found in case `i`
/// (`u32::MAX` when `i` is out of range).
#[no_mangle]
pub extern "C" fn run_scenario_failures(i: u32) -> u32 {
    builtin::cases()
        .get(i as usize)
        .map_or(u32::MAX, |c| c.run().failures.len() as u32)
}

/// Number of navigation cases.
#[no_mangle]
pub extern "C" fn nav_case_count() -> u32 {
    nav::count() as u32
}

/// Navigation case `i`'s hash: its graph and four plans (0 when `i` is out
/// of range).
#[no_mangle]
pub extern "C" fn nav_case_hash(i: u32) -> u64 {
    nav::case_hash(i as usize).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_exports_match_the_golden_file() {
        let golden = include_str!("../../tilestep-check/tests/golden/builtin.txt");
        let lines: Vec<&str> = golden.lines().collect();
        assert_eq!(lines.len(), scenario_count() as usize);
        for (i, l) in lines.iter().enumerate() {
            let want = l.split(' ').nth(1).unwrap();
            assert_eq!(
                format!("{:016x}", run_scenario_hash(i as u32)),
                want,
                "case {i}"
            );
            assert_eq!(run_scenario_failures(i as u32), 0, "case {i}");
        }
    }

    #[test]
    fn navigation_cases_match_the_golden_file() {
        let now: String = (0..nav_case_count())
            .map(|i| format!("{i} {:016x}\n", nav_case_hash(i)))
            .collect();
        tilestep_check::hash::assert_golden(
            "golden/nav.txt",
            &now,
            "cargo test --release -p tilestep-wasm-check --lib",
        );
    }
}
