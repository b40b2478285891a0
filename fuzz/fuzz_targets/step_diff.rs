//! The step against the rules alone: arbitrary map bytes, body and input
//! runs (the `step` target's cases; a third of them driven by the
//! controller from held buttons instead), stepped by `TileMap::step` (its
//! shortcuts on, the solid bitmap read) and by `TileMap::step_by_rules` on
//! the map without its bitmap; any difference in any frame's body or
//! contacts is a finding.
#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use tilestep::{Body, TileMap};
use tilestep_check::controlled::run_controlled_with;
use tilestep_check::sim::run_with;
use tilestep_fuzz::gen;

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Some(mut m) = gen::mapped(&mut u) else {
        return;
    };
    // Bodies starting inside a solid are compared too (both ways must
    // agree there as well), or moved clear when the input says so.
    if let Some(dy) = gen::lift_to_clear(&m.case, &m.field) {
        if u.arbitrary().unwrap_or(true) {
            m.case.start.1 -= dy * 256;
        }
    }
    let plain = m.map.without_bitmap();
    let fast_step = |map: &TileMap, b: &mut Body, i| map.step(b, i);
    let slow_step = |map: &TileMap, b: &mut Body, i| map.step_by_rules(b, i, &[]);
    // A third of the cases are driven by the controller from held buttons
    // (its moves, and the assists its Celeste-like preset turns on).
    let driven = u.ratio(1, 3).unwrap_or(false);
    let (fast, slow, case) = match driven.then(|| gen::controlled(&m, &mut u)).flatten() {
        Some(c) => (
            run_controlled_with(&m.map, &m.field, &c, fast_step),
            run_controlled_with(&plain, &m.field, &c, slow_step),
            format!("{c:?}"),
        ),
        None => (
            run_with(&m.map, &m.field, &m.case, fast_step),
            run_with(&plain, &m.field, &m.case, slow_step),
            format!("{:?}", m.case),
        ),
    };
    if let Some(f) = (0..fast.trace.len()).find(|&i| fast.trace[i] != slow.trace[i]) {
        panic!(
            "frame {f}: fast {:?}\nrules {:?}\n\n{case}",
            fast.trace[f], slow.trace[f]
        );
    }
});
