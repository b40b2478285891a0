//! The follower gets there: driving the real controller and step in a
//! `World`, it reaches every target the planner calls reachable within
//! 1.5 times the planned frames; pushed off course, it plans again and
//! still gets there.

mod common;

use common::{graph, level, point_over, standing_at, PRESETS};
use tilestep::{Behaviours, BodyDrive, Controller, Gravity, Subpx, TileMap, World};
use tilestep_nav::{plan, BodyState, FollowStatus, Follower, NavGraph, Target};
use tilestep_testkit::Lcg;

/// Runs a follower from `start` toward `to` for at most `frames` frames,
/// calling `disturb` on the world before each. The frames it took to
/// arrive (or `None`), and how many plans it made.
fn follow(
    map: &TileMap,
    g: &NavGraph,
    start: &BodyState,
    to: Target,
    frames: u32,
    mut disturb: impl FnMut(u32, &mut World, tilestep::BodyId),
) -> (Option<u32>, u32) {
    let beh = Behaviours::default();
    let mut world = World::new(map.clone());
    let ctl = Controller::new(g.body().config);
    let id = world
        .spawn(start.body, BodyDrive::Controlled(ctl))
        .expect("the start fits");
    let mut follower = Follower::new(to);
    for frame in 0..frames {
        disturb(frame, &mut world, id);
        let now = BodyState::of(&world, id).expect("a controlled body");
        let held = follower.buttons(g, map, &beh, &now);
        if follower.status() == FollowStatus::Arrived {
            return (Some(frame), follower.plans_made());
        }
        world.step(&[(id, held)]);
    }
    (None, follower.plans_made())
}

fn pairs(seed: u64, g: &NavGraph, n: usize) -> Vec<(usize, usize)> {
    let mut rng = Lcg(seed * 31 + 5);
    let len = g.samples().len();
    (0..n).map(|_| (rng.below(len), rng.below(len))).collect()
}

#[test]
fn the_follower_reaches_every_planned_target_within_one_and_a_half_times_the_plan() {
    let beh = Behaviours::default();
    let (mut planned, mut reached) = (0, 0);
    for seed in 1..=3 {
        let map = level(40, 20, seed, Gravity::Down);
        for preset in PRESETS {
            let g = graph(&map, preset, Gravity::Down);
            for (a, b) in pairs(seed, &g, 10) {
                let (a, b) = (&g.samples()[a], &g.samples()[b]);
                let start = standing_at(&map, &g, a);
                let to = Target::Point(point_over(&g, b));
                let Ok(p) = plan(&g, &map, &beh, &start, to) else {
                    continue;
                };
                planned += 1;
                let limit = p.frames * 3 / 2 + 2;
                match follow(&map, &g, &start, to, limit, |_, _, _| {}) {
                    (Some(_), 1) => reached += 1,
                    (Some(_), n) => panic!("undisturbed, the follower planned {n} times"),
                    (None, _) => panic!("{preset} seed {seed}: the follower from {:?} did not reach {:?} in {limit} frames", (a.x, a.py), (b.x, b.py)),
                }
            }
        }
    }
    assert!(planned >= 60, "only {planned} pairs had plans");
    assert_eq!(reached, planned);
}

#[test]
fn a_follower_pushed_off_its_plan_plans_again_and_gets_there() {
    let beh = Behaviours::default();
    let (mut planned, mut reached, mut replanned) = (0, 0, 0);
    for seed in 1..=3 {
        let map = level(40, 20, seed, Gravity::Down);
        let g = graph(&map, "nes", Gravity::Down);
        for (a, b) in pairs(seed + 100, &g, 10) {
            let (a, b) = (&g.samples()[a], &g.samples()[b]);
            let start = standing_at(&map, &g, a);
            let to = Target::Point(point_over(&g, b));
            let Ok(p) = plan(&g, &map, &beh, &start, to) else {
                continue;
            };
            planned += 1;
            // A knock back against its way a third of the way there.
            let knock = p.frames / 3;
            let push = |frame: u32, world: &mut World, id| {
                if frame == knock {
                    let body = world.body_mut(id).expect("the body");
                    let back = if body.vel.x.0 > 0 { -1 } else { 1 };
                    body.vel.x = Subpx(back * 512);
                    body.vel.y = Subpx(-300 * body.gravity.sign());
                }
            };
            let (arrived, plans) = follow(&map, &g, &start, to, p.frames * 3 + 240, push);
            reached += u32::from(arrived.is_some());
            replanned += u32::from(plans > 1);
        }
    }
    assert!(planned >= 15, "only {planned} pairs had plans");
    assert!(
        reached * 100 >= planned * 95,
        "knocked back, the follower reached {reached} of {planned}"
    );
    // A knock during a walk is taken up by the walk (it steers from where
    // the body is); one in the air lands it elsewhere, and it plans again.
    assert!(replanned > 0, "no knock made the follower plan again");
}
