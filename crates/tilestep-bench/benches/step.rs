//! `cargo bench -p tilestep-bench`: nanoseconds per body-step on the
//! generated slope-rich level (400x60 tiles), 10,000 walking bodies.
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tilestep_bench::{level, walkers};

fn bench(c: &mut Criterion) {
    let map = level(1);
    let mut group = c.benchmark_group("step");
    for n in [1usize, 100, 10_000] {
        let mut ws = walkers(&map, n, 2);
        // Settle: let everyone land first so the measurement is steady-state.
        for _ in 0..120 {
            ws.iter_mut().for_each(|w| w.step(&map));
        }
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(format!("{n}_bodies"), |b| {
            b.iter(|| ws.iter_mut().for_each(|w| w.step(&map)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
