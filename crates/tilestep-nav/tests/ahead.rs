//! Plans checked only some frames ahead (`plan_ahead`, then `plan_rest`
//! from where each part ends): each part holds its steps up to the first
//! that begins that far in and ends exactly where a `World` replaying its
//! buttons ends; the parts get to the target, pressing what the plan
//! checked whole presses; a plan shorter than that is the whole plan; a
//! follower checking a short way ahead gets there.

mod common;

use common::{graph, level, point_over, replay_state, standing_at, PRESETS};
use tilestep::{Behaviours, BodyDrive, Buttons, Controller, Gravity, TileMap, World};
use tilestep_nav::{
    plan, plan_ahead, plan_rest, BodyState, FollowOptions, FollowStatus, Follower, NavGraph, Plan,
    Target,
};
use tilestep_testkit::Lcg;

/// Seeded pairs of samples on `g` that have a plan (checked whole).
fn planned_pairs(
    map: &TileMap,
    g: &NavGraph,
    seed: u64,
    n: usize,
) -> Vec<(BodyState, Target, Plan)> {
    let beh = Behaviours::default();
    let mut rng = Lcg(seed * 13 + 3);
    let samples = g.samples();
    (0..n)
        .filter_map(|_| {
            let a = &samples[rng.below(samples.len())];
            let b = &samples[rng.below(samples.len())];
            let start = standing_at(map, g, a);
            let to = Target::Point(point_over(g, b));
            let whole = plan(g, map, &beh, &start, to).ok()?;
            Some((start, to, whole))
        })
        .collect()
}

/// Each frame's buttons of `p`.
fn frames_of(p: &Plan) -> impl Iterator<Item = Buttons> + '_ {
    (0..p.frames).map(|f| p.buttons_at(f).unwrap_or(Buttons::NONE))
}

#[test]
fn plans_checked_ahead_end_where_a_world_does_and_their_parts_press_the_whole_plan() {
    let beh = Behaviours::default();
    let (mut chains, mut cut, mut same) = (0, 0, 0);
    for seed in 1..=2 {
        let map = level(40, 20, seed, Gravity::Down);
        for preset in PRESETS {
            let g = graph(&map, preset, Gravity::Down);
            for (start, to, whole) in planned_pairs(&map, &g, seed, 8) {
                for ahead in [40, 150] {
                    let mut s = start;
                    let mut p = plan_ahead(&g, &map, &beh, &s, to, ahead).expect("a way");
                    let (mut pressed, mut parts) = (Vec::new(), 1);
                    loop {
                        assert!(!p.steps.is_empty() && p.frames > 0, "a part makes progress");
                        let end = replay_state(&map, &g, &s, &p);
                        assert_eq!(end.body.pos, p.end, "a World ends where the check did");
                        pressed.extend(frames_of(&p));
                        if p.complete {
                            assert!(p.rest.is_empty() && p.frames_left == 0);
                            let at = g.place_of(&end.body).expect("standing on a place");
                            assert_eq!(at.segment, whole.target.segment, "at the target");
                            break;
                        }
                        assert!(p.frames >= ahead, "cut before {ahead} frames: {}", p.frames);
                        assert!(!p.rest.is_empty() && p.frames_left > 0, "a way goes on");
                        assert!(parts < 100, "{preset} seed {seed}: no end in sight");
                        s = end;
                        p = plan_rest(&g, &map, &beh, &s, &p, ahead).unwrap_or_else(|e| {
                            panic!("{preset} seed {seed}: the rest from {:?}: {e}", s.body.pos)
                        });
                        parts += 1;
                    }
                    chains += 1;
                    cut += u32::from(parts > 1);
                    same += u32::from(pressed.iter().copied().eq(frames_of(&whole)));
                    // A part whose check failed is searched again from
                    // where it failed, as the whole plan's was, but with
                    // only its own failures set aside.
                    assert!(
                        pressed.len() as u32 <= whole.frames * 5 / 4 + 30,
                        "{preset} seed {seed}: {} frames in {parts} parts, {} whole",
                        pressed.len(),
                        whole.frames
                    );
                }
            }
        }
    }
    eprintln!("{same} of {chains} ways pressed what the whole plan did; {cut} were cut");
    assert!(chains >= 30, "only {chains} chains");
    assert!(cut * 4 >= chains, "only {cut} of {chains} plans were cut");
    assert!(
        same * 10 >= chains * 9,
        "only {same} of {chains} pressed the whole plan's buttons"
    );
}

#[test]
fn a_plan_shorter_than_its_check_is_the_whole_plan() {
    let beh = Behaviours::default();
    let map = level(40, 20, 3, Gravity::Down);
    for preset in PRESETS {
        let g = graph(&map, preset, Gravity::Down);
        for (start, to, whole) in planned_pairs(&map, &g, 3, 6) {
            for ahead in [whole.frames + 1, u32::MAX] {
                let p = plan_ahead(&g, &map, &beh, &start, to, ahead).expect("as whole");
                assert!(p.complete);
                assert_eq!(p.hash(), whole.hash(), "{preset}: {ahead} ahead");
            }
        }
    }
}

#[test]
fn a_follower_checking_a_short_way_ahead_gets_there() {
    let beh = Behaviours::default();
    let options = FollowOptions {
        ahead_frames: 40,
        ..FollowOptions::default()
    };
    let (mut planned, mut several) = (0, 0);
    for seed in 1..=2 {
        let map = level(40, 20, seed, Gravity::Down);
        let g = graph(&map, "nes", Gravity::Down);
        for (start, to, whole) in planned_pairs(&map, &g, seed + 50, 8) {
            planned += 1;
            let mut world = World::new(map.clone());
            let ctl = Controller::new(g.body().config);
            let id = world
                .spawn(start.body, BodyDrive::Controlled(ctl))
                .expect("the start fits");
            let mut follower = Follower::with_options(to, options);
            let limit = whole.frames * 3 / 2 + 2;
            let arrived = (0..limit).any(|_| {
                let now = BodyState::of(&world, id).expect("a controlled body");
                let held = follower.buttons(&g, &map, &beh, &now);
                world.step(&[(id, held)]);
                follower.status() == FollowStatus::Arrived
            });
            assert!(
                arrived,
                "seed {seed}: not there in {limit} frames ({:?})",
                follower.status()
            );
            several += u32::from(follower.plans_made() > 1);
        }
    }
    eprintln!("{several} of {planned} ways were planned in parts");
    assert!(planned >= 10, "only {planned} pairs had plans");
    assert!(
        several * 4 >= planned,
        "only {several} of {planned} ways were planned in parts"
    );
}
