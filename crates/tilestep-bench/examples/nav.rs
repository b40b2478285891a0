//! Navigation on the bench's full level (400x60 tiles of 16 px), a 12x24
//! body of each preset: the graph's build time, query times over 50 seeded
//! pairs, rebuilds after 20 seeded tile edits, and (under callgrind) the
//! follower's cost per frame.
//!
//! ```sh
//! cargo run --release -p tilestep-bench --example nav              # times
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/nav follow nes    # and `replay nes`
//! ```
//!
//! `follow PRESET [LIMIT]` drives one body per planned pair with a
//! `Follower` in a `World` for its plan's frames (at most `LIMIT` frames
//! each); `replay PRESET [LIMIT]` presses the same plans' buttons with no
//! follower. Both build the graph and make the plans. With `LIMIT` 1 a
//! follower only makes its first plan, so
//! `((follow - follow 1) - (replay - replay 1)) / (frames - frames 1)` is
//! the follower's own cost per frame, its first plan aside.

use std::time::Instant;

use tilestep::{
    Behaviours, Body, BodyDrive, Buttons, Controller, ControllerConfig, PxPoint, Size, SubPoint,
    World,
};
use tilestep_bench::level;
use tilestep_nav::{
    plan, plan_ahead, BodyState, FollowOptions, Follower, NavBody, NavGraph, NavOptions, Plan,
    Target,
};
use tilestep_testkit::Lcg;

/// Pairs planned per preset.
const PAIRS: usize = 50;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let map = level(1);
    let beh = Behaviours::default();
    match args.first().map(String::as_str) {
        Some(mode @ ("follow" | "replay")) => {
            let preset = args.get(1).map_or("nes", String::as_str);
            let nav = NavBody::new(
                Size::new(12, 24),
                ControllerConfig::preset(preset).expect("a preset"),
            );
            let g = NavGraph::build(&map, &beh, nav, NavOptions::default());
            let limit = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(u32::MAX);
            let frames = drive(&g, &map, &beh, mode == "follow", limit);
            println!("{mode} {preset}: {frames} frames");
        }
        _ => {
            let ahead = FollowOptions::default().ahead_frames;
            println!("| preset | build, ms | places | segments | samples | edges | frames simulated | plans found (checked {ahead} ahead) | query checked {ahead} frames ahead (the follower's), mean / p95 / max ms | query checked whole, mean / p95 / max ms | rebuild after an edit, mean ms | samples kept |");
            println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
            for preset in ControllerConfig::PRESETS {
                times(&map, &beh, preset);
            }
        }
    }
}

/// A seeded pair: its start and target, its plan (checked whole) if one
/// was found, and the times of that query and of the follower's (checked
/// [`FollowOptions::default`]'s frames ahead), ms.
struct Pair {
    start: BodyState,
    to: Target,
    plan: Option<Plan>,
    /// Whether the follower's query found a way.
    first_found: bool,
    whole_ms: f64,
    ahead_ms: f64,
}

/// What `query` gives, and its best time of 5 (ms): the same query
/// takes the same work each time, so the best is the least disturbed by
/// the machine's other work.
fn best_of<T>(mut query: impl FnMut() -> T) -> (T, f64) {
    let mut best = f64::MAX;
    let mut out = None;
    for _ in 0..5 {
        let t = Instant::now();
        out = Some(query());
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
    }
    (out.expect("run 5 times"), best)
}

/// The seeded pairs.
fn plans(g: &NavGraph, map: &tilestep::TileMap, beh: &Behaviours) -> Vec<Pair> {
    let ahead = FollowOptions::default().ahead_frames;
    let mut rng = Lcg(7);
    let samples = g.samples();
    (0..PAIRS)
        .map(|_| {
            let a = samples[rng.below(samples.len())];
            let b = samples[rng.below(samples.len())];
            let mut body = Body::new(SubPoint::new(a.x * 256 + 128, a.py * 256), g.body().size);
            body.standing = true;
            let start = BodyState::at_rest(map, beh, body);
            let to = Target::Point(PxPoint::new(b.x, b.py - 1));
            let (p, whole_ms) = best_of(|| plan(g, map, beh, &start, to).ok());
            let (first, ahead_ms) = best_of(|| plan_ahead(g, map, beh, &start, to, ahead));
            Pair {
                start,
                to,
                plan: p,
                first_found: first.is_ok(),
                whole_ms,
                ahead_ms,
            }
        })
        .collect()
}

fn times(map: &tilestep::TileMap, beh: &Behaviours, preset: &str) {
    let nav = NavBody::new(
        Size::new(12, 24),
        ControllerConfig::preset(preset).expect("a preset"),
    );
    let mut best = f64::MAX;
    let mut g = None;
    for _ in 0..3 {
        let t = Instant::now();
        let built = NavGraph::build(map, beh, nav, NavOptions::default());
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
        g = Some(built);
    }
    let g = g.expect("built");
    let s = g.stats();
    let runs = plans(&g, map, beh);
    let found = runs.iter().filter(|r| r.plan.is_some()).count();
    let first_found = runs.iter().filter(|r| r.first_found).count();
    let ahead = spread(runs.iter().map(|r| r.ahead_ms).collect());
    let whole = spread(runs.iter().map(|r| r.whole_ms).collect());
    let (edit_ms, kept) = edits(map.clone(), beh, g);
    println!(
        "| {preset} | {best:.1} | {} | {} | {} | {} | {} | {found}/{PAIRS} ({first_found}) | {ahead} | {whole} | {edit_ms:.1} | {kept:.0}% |",
        s.places, s.segments, s.samples, s.edges, s.sim_frames,
    );
}

/// `mean / p95 / max` of times in ms.
fn spread(mut ms: Vec<f64>) -> String {
    ms.sort_by(f64::total_cmp);
    let mean = ms.iter().sum::<f64>() / ms.len() as f64;
    let p95 = ms[ms.len() * 95 / 100 - 1];
    format!("{mean:.3} / {p95:.3} / {:.3}", ms[ms.len() - 1])
}

/// 20 seeded edits near the ground, each followed by `tile_changed`: the
/// mean time of a rebuild and the share of samples it kept.
fn edits(mut map: tilestep::TileMap, beh: &Behaviours, mut g: NavGraph) -> (f64, f64) {
    let mut rng = Lcg(11);
    let kinds = [
        tilestep::TileKind::Solid,
        tilestep::TileKind::Empty,
        tilestep::TileKind::Platform,
    ];
    let (mut ms, mut kept, mut samples) = (0.0, 0u32, 0u32);
    for _ in 0..20 {
        let at = tilestep::TileXY::new(rng.below(400), 44 + rng.below(12));
        let id = map
            .tileset()
            .id_of(*rng.pick(&kinds))
            .expect("a standard kind");
        map.set(at, id);
        let t = Instant::now();
        let s = g.tile_changed(&map, beh, at);
        ms += t.elapsed().as_secs_f64() * 1e3;
        kept += s.reused;
        samples += s.samples;
    }
    (
        ms / 20.0,
        f64::from(kept) * 100.0 / f64::from(samples.max(1)),
    )
}

/// Drives a body for each found plan, with a follower or pressing the
/// plan's buttons: the frames run.
fn drive(g: &NavGraph, map: &tilestep::TileMap, beh: &Behaviours, follow: bool, limit: u32) -> u64 {
    let mut frames = 0;
    for Pair {
        start, to, plan, ..
    } in plans(g, map, beh)
    {
        let Some(p) = plan else { continue };
        let mut world = World::new(map.clone());
        let id = world
            .spawn(
                start.body,
                BodyDrive::Controlled(Controller::new(g.body().config)),
            )
            .expect("fits");
        let mut follower = Follower::new(to);
        for f in 0..p.frames.min(limit) {
            let held = if follow {
                let now = BodyState::of(&world, id).expect("controlled");
                follower.buttons(g, map, beh, &now)
            } else {
                p.buttons_at(f).unwrap_or(Buttons::NONE)
            };
            world.step(&[(id, held)]);
            frames += 1;
        }
    }
    frames
}
