//! Every plan the planner returns gets there: replayed in a `World` (the
//! core's own frame), its buttons leave the body standing at the target.
//! On generated levels, the three presets, gravity down and up.

mod common;

use common::{graph, level, point_over, replay_in_world, standing_at, PRESETS};
use tilestep::{Behaviours, Gravity};
use tilestep_nav::{plan, Target};
use tilestep_testkit::Lcg;

fn plans_replay(gravity: Gravity) {
    let beh = Behaviours::default();
    let (mut found, mut tried) = (0, 0);
    for seed in 1..=3 {
        let map = level(40, 20, seed, gravity);
        for preset in PRESETS {
            let g = graph(&map, preset, gravity);
            let samples = g.samples();
            let mut rng = Lcg(seed * 7 + 1);
            for _ in 0..12 {
                let a = &samples[rng.below(samples.len())];
                let b = &samples[rng.below(samples.len())];
                let start = standing_at(&map, &g, a);
                tried += 1;
                let to = Target::Point(point_over(&g, b));
                let Ok(p) = plan(&g, &map, &beh, &start, to) else {
                    continue;
                };
                found += 1;
                let end = replay_in_world(&map, &g, &start, &p);
                let at = g.place_of(&end);
                let there = at.is_some_and(|at| {
                    at.segment == p.target.segment && (at.x - p.target.x).abs() <= 1
                });
                assert!(
                    end.standing && there,
                    "{preset} {gravity:?} seed {seed}: from {:?} to {:?}: the replay ends at {:?} ({at:?}), the plan said {:?}",
                    (a.x, a.py),
                    (b.x, b.py),
                    end.pos,
                    p.target
                );
                assert_eq!(
                    end.pos, p.end,
                    "the replay in a World ends where the plan's check did"
                );
            }
        }
    }
    eprintln!("{gravity:?}: plans found for {found} of {tried} pairs");
    assert!(
        found * 10 >= tried * 7,
        "plans found for only {found} of {tried} pairs"
    );
}

#[test]
fn every_plan_replayed_in_a_world_ends_standing_at_its_target() {
    plans_replay(Gravity::Down);
}

#[test]
fn every_plan_replayed_in_a_world_ends_at_its_target_under_gravity_up() {
    plans_replay(Gravity::Up);
}

/// Regression: a target on the body's own floor more than 600 frames'
/// walk away had no plan (`Unverified`): the plan was one walk, and a walk
/// gave up after `NavOptions::lead_frames` frames however long it had to
/// be. Now the last walk is a few samples long and the graph's walks
/// carry the body along the floor; checked 60 frames ahead, the first
/// part stops after a few of them.
#[test]
fn regression_a_target_further_than_a_walks_frame_limit_along_one_floor() {
    let row = |overhead: &str| format!("{overhead}{}", ".".repeat(80 - overhead.len()));
    let ascii = [
        row(""),
        row(""),
        row(""),
        row(""),
        row(&format!("{}###", ".".repeat(50))),
        row(&format!("{}##", ".".repeat(30))),
        row(""),
        row(""),
        "#".repeat(80),
    ]
    .join("\n");
    let map = tilestep::TileMap::from_ascii(&ascii, 16).expect("a valid map");
    let beh = Behaviours::default();
    let g = common::graph(&map, "nes", Gravity::Down);
    let start = g
        .standing_at(&map, &beh, tilestep::PxPoint::new(20, 100), 64)
        .expect("on the floor");
    let to = Target::Point(tilestep::PxPoint::new(1250, 100));
    let whole = plan(&g, &map, &beh, &start, to).expect("a plan along the floor");
    assert!(whole.frames > 600, "{} frames", whole.frames);
    let end = replay_in_world(&map, &g, &start, &whole);
    assert_eq!(end.pos, whole.end);
    assert!(end.standing && (end.sensor_x().0 - 1250).abs() <= 1);
    let first = tilestep_nav::plan_ahead(&g, &map, &beh, &start, to, 60).expect("a first part");
    assert!(
        !first.complete && first.frames < 200,
        "{} frames",
        first.frames
    );
}
