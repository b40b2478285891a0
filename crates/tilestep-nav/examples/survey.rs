//! Builds the graph of a 12x24 body on a generated level and plans between
//! seeded pairs of places, printing the build's size and time and how many
//! plans were found and how long they took.
//!
//! `cargo run --release -p tilestep-nav --example survey -- [WIDTH HEIGHT SEED PRESET PAIRS]`

use std::time::Instant;

use tilestep::{Behaviours, ControllerConfig, Size, TileMap};
use tilestep_nav::{plan, BodyState, NavBody, NavGraph, NavOptions, Target};
use tilestep_testkit::{level::level_ascii, Lcg};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let (w, h, seed) = (num(0, 400) as usize, num(1, 60) as usize, num(2, 1));
    let preset = args.get(3).map_or("nes", String::as_str);
    let pairs = num(4, 50);
    let config = ControllerConfig::preset(preset).expect("a preset: nes, celeste or metroidvania");
    let map =
        TileMap::from_ascii(&level_ascii(w, h, seed), 16).expect("the generated level is valid");
    let beh = Behaviours::default();
    let nav = NavBody::new(Size::new(12, 24), config);
    let t0 = Instant::now();
    let g = NavGraph::build(&map, &beh, nav, NavOptions::default());
    let build = t0.elapsed();
    println!(
        "build: {:.1} ms, {:?}",
        build.as_secs_f64() * 1e3,
        g.stats()
    );
    if std::env::var_os("SURVEY_SEGMENTS").is_some() {
        println!("{}", level_ascii(w, h, seed));
        for (i, s) in g.segments().iter().enumerate() {
            let (a, b) = (g.rows(i as u32, s.x0), g.rows(i as u32, s.x1));
            println!(
                "seg {i}: x {}..={} rows {:?}..{:?} samples {}",
                s.x0, s.x1, a, b, s.samples
            );
        }
    }
    let mut rng = Lcg(seed);
    let samples = g.samples();
    let (mut found, mut why, mut worst) = (0, Vec::new(), 0.0f64);
    let mut total = 0.0;
    for _ in 0..pairs {
        let a = samples[rng.below(samples.len())];
        let b = samples[rng.below(samples.len())];
        let mut body = tilestep::Body::new(tilestep::SubPoint::from_px(a.x, a.py), nav.size);
        body.standing = true;
        let start = BodyState::at_rest(&map, &beh, body);
        let t = Instant::now();
        let r = plan(
            &g,
            &map,
            &beh,
            &start,
            Target::Point(tilestep::PxPoint::new(b.x, b.py - 1)),
        );
        let ms = t.elapsed().as_secs_f64() * 1e3;
        total += ms;
        worst = worst.max(ms);
        if std::env::var_os("SURVEY_SLOW").is_some() && ms > 0.8 {
            println!(
                "  slow: {ms:.3} ms, {:?}",
                r.as_ref().map(|p| (p.frames, p.steps.len()))
            );
        }
        match r {
            Ok(_) => found += 1,
            Err(e) => {
                if std::env::var_os("SURVEY_FAILS").is_some() {
                    println!(
                        "  {e:?}: from x {} py {} (seg {}) to x {} py {} (seg {})",
                        a.x, a.py, a.segment, b.x, b.py, b.segment
                    );
                }
                why.push(format!("{e:?}"))
            }
        }
    }
    why.sort();
    why.dedup_by(|a, b| a == b);
    println!(
        "plans: {found}/{pairs} found, {:.3} ms mean, {worst:.3} ms worst; failures: {why:?}",
        total / pairs as f64
    );
}
