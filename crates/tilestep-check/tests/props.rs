//! Property tests at scale: invariants 1, 2, 3 and 5 of the contract
//! (`docs/contract.md`), the reported `standing` against the contract's
//! definition, resize safety and determinism, judged every frame by the
//! independent checker (`tilestep_check`), over random maps, bodies and input
//! scripts.
//!
//! `TILESTEP_PROPTEST_CASES=N` sets the cases per property (defaults: 1,024
//! and 512, a few seconds), `TILESTEP_PROPTEST_SEED` the seed (fixed by
//! default; a number or `random`). Each case is about 70 body-steps, run
//! twice. The ignored `survey` test is the big run: it counts failures by
//! kind instead of stopping (see the crate README). A failure shrinks and
//! prints the minimal case as a
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
        if let Some(report) = a.failure_report(&c) {
            return Err(TestCaseError::fail(report));
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
    check_all(&[8, 16, 32], 1024, "tile sizes 8/16/32");
}

#[test]
fn invariants_standing_and_determinism_hold_at_other_even_tile_sizes() {
    check_all(&[4, 18, 24], 512, "tile sizes 4/18/24");
}

#[test]
fn invariants_hold_near_the_world_limit() {
    // Open edges, the body started up to 300 px inside the ±2^22 px
    // position clamp, on either axis: the clamp must never break a check.
    let steps = AtomicU64::new(0);
    let strat = (case(&[16], KINDS, false, false), 0..4usize, 0..300i32);
    let mut r = runner(cases(64));
    let result = r.run(&strat, |(mut c, side, k)| {
        let open = tilestep::EdgePolicy::Open;
        c.edges = tilestep::Edges {
            left: open,
            right: open,
            top: open,
            bottom: open,
        };
        let far = (tilestep::WORLD_LIMIT_PX - k) * 256;
        match side {
            0 => c.start.0 = far,
            1 => c.start.0 = -far,
            2 => c.start.1 = far,
            _ => c.start.1 = -far,
        }
        let map = c.map().expect("valid");
        let field = SolidField::new(&map);
        let a = run(&map, &field, &c);
        if let Some(report) = a.failure_report(&c) {
            return Err(TestCaseError::fail(report));
        }
        steps.fetch_add(a.checked, Ordering::Relaxed);
        Ok(())
    });
    eprintln!(
        "near the world limit: {} body-steps checked",
        steps.load(Ordering::Relaxed)
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// Survey mode, for big runs: `TILESTEP_PROPTEST_CASES` cases, not stopping
/// at a failure; failures are counted by kind and the first (unshrunk) case
/// of each kind is printed. `TILESTEP_PROPTEST_SEED=random
/// TILESTEP_PROPTEST_CASES=150000 cargo test --release -p tilestep-check
/// --test props survey -- --ignored --nocapture`.
#[test]
#[ignore = "a long run; see the doc comment"]
fn survey() {
    use proptest::strategy::{Strategy, ValueTree};
    use std::collections::BTreeMap;
    let n = cases(10_000);
    let mut r = runner(n);
    let tiles: [&'static [u32]; 2] = [&[8, 16, 32], &[4, 18, 24]];
    let (mut steps, mut placed) = (0u64, 0u64);
    let mut kinds: BTreeMap<String, (u64, String)> = BTreeMap::new();
    for i in 0..n {
        let mut c = case(tiles[i as usize % 2], KINDS, true, true)
            .new_tree(&mut r)
            .expect("a case")
            .current();
        let map = c.map().expect("valid");
        let field = SolidField::new(&map);
        if place(&mut c, &field).is_none() {
            continue;
        }
        placed += 1;
        let a = run(&map, &field, &c);
        let b = run(&map, &field, &c);
        steps += a.checked;
        let mut fails = a.failures.clone();
        if a != b {
            fails.push("frame 0: two runs differ".into());
        }
        for f in fails {
            // "frame N: invariant K: ..." -> "invariant K"; "frame N: reported standing ..." -> "reported standing".
            let what = f.split_once(": ").map_or(f.as_str(), |x| x.1);
            let kind: String = what
                .split([':', '('])
                .next()
                .unwrap_or(what)
                .trim_end_matches(" at ")
                .chars()
                .take(40)
                .collect();
            let e = kinds.entry(kind).or_insert((0, format!("{f}\n{c:?}")));
            e.0 += 1;
        }
    }
    eprintln!("survey: {placed} placed cases, {steps} body-steps checked (each run twice)");
    for (k, (count, first)) in &kinds {
        eprintln!("\n== {count} x {k}\nfirst:\n{first}");
    }
    assert!(
        kinds.is_empty(),
        "failures: {:?}",
        kinds.iter().map(|(k, v)| (k, v.0)).collect::<Vec<_>>()
    );
}
