//! `cargo run --release -p tilestep-bench --example profile_engine -- ENGINE [BODIES] [SETTLE] [FRAMES]`
//!
//! The fixed side-by-side workload of one engine (keys: tilestep,
//! tilestep-noplat, tilestep-solid, rapier, rapier-polyline, mqp, naive) for
//! `valgrind --tool=callgrind`. Run it with FRAMES = 0 and FRAMES = F: the
//! difference in instructions over BODIES x F is the cost of one body-step,
//! setup excluded (`tilestep-bench --callgrind` does exactly that).
use tilestep_bench::engines::{workload, Kind};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kind = args.first().and_then(|k| Kind::from_key(k)).expect(
        "first argument: an engine key (tilestep, rapier, rapier-polyline, mqp, naive, ...)",
    );
    let num = |i: usize, d: usize| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let e = workload(kind, num(1, 1000), num(2, 60), num(3, 100), None);
    let standing = (0..e.len()).filter(|&i| e.standing(i)).count();
    println!("{}: {} bodies, {standing} standing", kind.name(), e.len());
}
