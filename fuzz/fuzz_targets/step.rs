//! The step: arbitrary map bytes + body + input runs. Every step is judged
//! by the independent checker (invariants 1, 2, 3, 5, standing, resize);
//! any failure, panic, hang or nondeterminism is a finding. Bodies whose
//! core starts inside a solid are moved to the nearest clear position
//! (the contract promises nothing for them).
#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
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
    let a = run(&m.map, &m.field, &m.case);
    if let Some(report) = a.failure_report(&m.case) {
        panic!("{report}");
    }
    let again = run(&m.map, &m.field, &m.case);
    assert!(a == again, "two runs differ\n\n{:?}", m.case);
});
