//! Steps 10,000 walkers for 200 frames: a fixed workload for
//! `valgrind --tool=callgrind` (instruction counts per body-step).
use tilestep_bench::{level, walkers};

fn main() {
    let frames: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let map = if std::env::args().nth(2).as_deref() == Some("flat") {
        let mut rows = vec![".".repeat(400); 54];
        rows.extend(std::iter::repeat_n("#".repeat(400), 6));
        tilestep::TileMap::from_ascii(&rows.join("\n"), 16).unwrap()
    } else {
        level(1)
    };
    let mut ws = walkers(&map, 10_000, 2);
    for _ in 0..frames {
        ws.iter_mut().for_each(|w| w.step(&map));
    }
    let standing = ws.iter().filter(|w| w.body.standing).count();
    println!(
        "{} bodies x {} frames, {} standing",
        ws.len(),
        frames,
        standing
    );
}
