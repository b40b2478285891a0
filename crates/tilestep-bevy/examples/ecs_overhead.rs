//! The cost of the ECS: 10,000 bodies stepped through the plugin against
//! the same bodies stepped by the core alone (a loop over a `Vec<Body>`).
//!
//! ```text
//! cargo run --release -p tilestep-bevy --example ecs_overhead [-- BODIES STEPS]
//! ```
//!
//! Both sides do the same work: `Body::fall` then `TileMap::step` for each
//! body, no moving solids and no solid bodies. The plugin side runs its
//! fixed schedule directly (no rendering, no frame pacing). It checks that
//! both end in the same state, then prints body-steps per second for each
//! and the plugin's overhead per body-step.

use bevy::app::FixedPostUpdate;
use bevy::prelude::*;
use std::time::Instant;
use tilestep::{Body, Size, StepInput, SubPoint, Subpx, TileMap};
use tilestep_bevy::prelude::*;

/// A 256 x 64 tile map (16 px tiles): a floor under every eighth row and
/// a few blocks to walk into.
fn level() -> TileMap {
    let mut s = String::new();
    for y in 0..64 {
        for x in 0..256 {
            let floor = y % 8 == 7;
            let block = y % 8 == 6 && x % 16 == 0;
            let wall = x == 0 || x == 255;
            s.push(if floor || block || wall { '#' } else { '.' });
        }
        s.push('\n');
    }
    TileMap::from_ascii(&s, 16).unwrap()
}

/// Body `i` of `n`: spread over the eight floors, walking left or right.
fn body(i: usize) -> Body {
    let floor = (i % 8) as i32;
    let x = 24 + ((i / 8) as i32 * 7) % 4000;
    let mut b = Body::new(SubPoint::from_px(x, floor * 128 + 100), Size::new(12, 24));
    b.vel.x = Subpx(if i.is_multiple_of(2) { 300 } else { -300 });
    b
}

const FALL: Fall = Fall {
    accel: 64,
    max_fall: 1536,
};

fn core_alone(map: &TileMap, n: usize, steps: usize) -> (Vec<Body>, f64) {
    let mut bodies: Vec<Body> = (0..n)
        .map(|i| {
            let mut b = body(i);
            b.standing = map.stands(&b);
            b
        })
        .collect();
    let start = Instant::now();
    for _ in 0..steps {
        for b in bodies.iter_mut() {
            b.fall(Subpx(FALL.accel), Subpx(FALL.max_fall));
            map.step(b, StepInput::default());
        }
    }
    (bodies, start.elapsed().as_secs_f64())
}

fn through_plugin(map: &TileMap, n: usize, steps: usize) -> (Vec<Body>, f64) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(map.clone()));
    let ids: Vec<Entity> = (0..n)
        .map(|i| {
            let mut b = body(i);
            b.standing = map.stands(&b);
            app.world_mut()
                .spawn((TileBody::from_body(b), FALL, Transform::default()))
                .id()
        })
        .collect();
    // The first step admits the bodies (their standing is found again).
    let start = Instant::now();
    for _ in 0..steps {
        app.world_mut().run_schedule(FixedPostUpdate);
    }
    let t = start.elapsed().as_secs_f64();
    let bodies = ids
        .iter()
        .map(|&e| app.world().get::<TileBody>(e).unwrap().body)
        .collect();
    (bodies, t)
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let n = args.first().copied().unwrap_or(10_000);
    let steps = args.get(1).copied().unwrap_or(300);
    let map = level();
    // Warm both up once (caches, allocator), then time the best of three.
    let _ = core_alone(&map, n, 10);
    let _ = through_plugin(&map, n, 10);
    let mut core_t = f64::MAX;
    let mut plugin_t = f64::MAX;
    for _ in 0..3 {
        let (a, t1) = core_alone(&map, n, steps);
        let (b, t2) = through_plugin(&map, n, steps);
        assert!(a == b, "the plugin and the core end in the same state");
        core_t = core_t.min(t1);
        plugin_t = plugin_t.min(t2);
    }
    let work = (n * steps) as f64;
    let core_rate = work / core_t;
    let plugin_rate = work / plugin_t;
    println!("{n} bodies, {steps} steps (best of 3)");
    println!(
        "core alone:   {:>6.2} M body-steps/s ({:.1} ns each)",
        core_rate / 1e6,
        1e9 / core_rate
    );
    println!(
        "plugin (ECS): {:>6.2} M body-steps/s ({:.1} ns each)",
        plugin_rate / 1e6,
        1e9 / plugin_rate
    );
    println!(
        "ECS overhead: {:.1} ns per body-step ({:.0} % of the core's time); {:.2} ms per fixed step for {n} bodies",
        1e9 / plugin_rate - 1e9 / core_rate,
        100.0 * (plugin_t / core_t - 1.0),
        1e3 * plugin_t / steps as f64
    );
}
