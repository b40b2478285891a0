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
    let Some(gen::Mapped {
        mut case,
        map,
        field,
    }) = gen::mapped(&mut u)
    else {
        return;
    };
    let Some(dy) = gen::lift_to_clear(&case, &field) else {
        return;
    };
    case.start.1 -= dy * 256;
    let a = run(&map, &field, &case);
    if let Some(report) = a.failure_report(&case) {
        panic!("{report}");
    }
    let again = run(&map, &field, &case);
    assert!(a == again, "two runs differ\n\n{case:?}");
});
