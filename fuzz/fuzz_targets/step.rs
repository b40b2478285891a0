//! The step: arbitrary map bytes + body + input runs (a third of them
//! driven by the controller from held buttons instead: its moves, and the
//! assists its Celeste-like preset turns on). Every step is judged by the
//! independent checker (invariants 1, 2, 3, 5, standing, resize); any
//! failure, panic, hang or nondeterminism is a finding. Bodies whose core
//! starts inside a solid are moved to the nearest clear position (the
//! contract promises nothing for them).
#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use tilestep_check::controlled::run_controlled_with;
use tilestep_check::sim::run;
use tilestep_fuzz::gen;

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Some(mut m) = gen::mapped(&mut u) else {
        return;
    };
    let Some(dy) = gen::lift_to_clear(&m.case, &m.field) else {
        return;
    };
    m.case.start.1 -= dy * 256;
    let driven = u.ratio(1, 3).unwrap_or(false);
    let controlled = driven.then(|| gen::controlled(&m, &mut u)).flatten();
    let run_once = || match &controlled {
        Some(c) => run_controlled_with(&m.map, &m.field, c, |map, b, i| map.step(b, i)),
        None => run(&m.map, &m.field, &m.case),
    };
    let case = match &controlled {
        Some(c) => format!("{c:?}"),
        None => format!("{:?}", m.case),
    };
    let a = run_once();
    assert!(a.failures.is_empty(), "{}\n\n{case}", a.failures.join("\n"));
    let again = run_once();
    assert!(a == again, "two runs differ\n\n{case}");
});
