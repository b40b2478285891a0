//! Property tests at scale: invariants 1, 2, 3 and 5 of `geometry.md`, the
//! reported `standing` against the contract's definition, resize safety and
//! determinism, judged every frame by the independent checker
//! (`tilestep_check`), over random maps, bodies and input scripts.
//!
//! `TILESTEP_PROPTEST_CASES=N` sets the cases per property (default 256, a
//! few seconds in release, under a minute in debug). Each case is about 70
//! body-steps run twice; `TILESTEP_PROPTEST_CASES=150000 cargo test --release
//! -p tilestep-check --test props -- --nocapture` checks over 10^7
//! body-steps. A failure shrinks and prints the minimal case as a
//! regression test to paste (see `tilestep_check::repro`).

mod common;
use common::*;
use proptest::test_runner::TestCaseError;
use std::sync::atomic::{AtomicU64, Ordering};
use tilestep_check::sim::run;
use tilestep_check::SolidField;

fn check_all(tiles: &'static [u32], default_cases: u32, label: &str) {
    let steps = AtomicU64::new(0);
    let cases_run = AtomicU64::new(0);
    let mut r = runner(cases(default_cases));
    let result = r.run(&case(tiles, KINDS, true, true), |mut c| {
        let map = c.map().expect("generated maps are valid");
        let field = SolidField::new(&map);
        if place(&mut c, &field).is_none() {
            return Ok(());
        }
        let a = run(&map, &field, &c);
        if !a.failures.is_empty() {
            return Err(TestCaseError::fail(format!(
                "{}\n\n{c:?}",
                a.failures.join("\n")
            )));
        }
        // Determinism: a second run on a freshly built map gives the same trace.
        let map2 = c.map().expect("valid");
        let b = run(&map2, &field, &c);
        if a != b {
            return Err(TestCaseError::fail(format!("two runs differ\n\n{c:?}")));
        }
        steps.fetch_add(a.checked, Ordering::Relaxed);
        cases_run.fetch_add(1, Ordering::Relaxed);
        Ok(())
    });
    eprintln!(
        "{label}: {} body-steps checked (each run twice) over {} placed cases",
        steps.load(Ordering::Relaxed),
        cases_run.load(Ordering::Relaxed)
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}

#[test]
fn invariants_standing_and_determinism_hold_at_power_of_two_tile_sizes() {
    check_all(&[8, 16, 32], 256, "tile sizes 8/16/32");
}

#[test]
fn invariants_standing_and_determinism_hold_at_other_even_tile_sizes() {
    check_all(&[4, 18, 24], 128, "tile sizes 4/18/24");
}
