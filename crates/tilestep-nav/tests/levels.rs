//! The follower reaches what the planner calls reachable, on real levels:
//! each level of the vendored real maps that has a walk
//! (`examples/maps/real/walks`) and the demo's tour (springs, ice, a
//! conveyor, a ladder, two moving platforms). For 50 seeded pairs per level
//! that the planner finds a plan for, the follower, driving the real
//! controller and step in a `World` with the level's moving solids, gets
//! there within 1.5 times the planned frames: every time on a level
//! without moving solids, at least 98% of the time among them.

use tilestep::{
    Behaviours, BodyDrive, Controller, ControllerConfig, Gravity, Size, TileMap, World,
};
use tilestep_nav::{
    plan, BodyState, FollowStatus, Follower, NavBody, NavGraph, NavOptions, Target,
};
use tilestep_scenario::solid_spec::SolidSpec;
use tilestep_testkit::Lcg;

struct Level {
    name: String,
    map: TileMap,
    beh: Behaviours,
    solids: Vec<SolidSpec>,
    nav: NavBody,
}

fn load(path: &str) -> Level {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
    let file = format!("{root}{path}");
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let sc = tilestep_scenario::parse(&file, &text).unwrap_or_else(|e| panic!("{file}: {e}"));
    let first = sc
        .bodies
        .iter()
        .find(|b| b.control.is_some())
        .or(sc.bodies.first());
    let (size, gravity, config) = match first {
        Some(b) => (
            b.body.size,
            b.body.gravity,
            b.control
                .as_ref()
                .map_or(ControllerConfig::NES_LIKE, |c| c.controller.config),
        ),
        None => (Size::new(12, 24), Gravity::Down, ControllerConfig::NES_LIKE),
    };
    let mut nav = NavBody::new(size, config);
    nav.gravity = gravity;
    Level {
        name: path.to_string(),
        map: sc.map,
        beh: sc.behaviours,
        solids: sc.solids,
        nav,
    }
}

/// The level's world: its map, behaviours and moving solids, and the
/// follower's body.
fn world(level: &Level, start: &BodyState) -> (World, tilestep::BodyId) {
    let mut world = World::new(level.map.clone());
    *world.behaviours_mut() = level.beh;
    for s in &level.solids {
        let mut route = tilestep::SolidRoute::new(s.route.clone());
        route.start_frame = s.start_frame;
        world.add_solid_on(s.solid, route);
    }
    let ctl = Controller::new(level.nav.config);
    let id = world
        .spawn(start.body, BodyDrive::Controlled(ctl))
        .expect("the start fits");
    (world, id)
}

/// How many of `pairs` plannable pairs the follower reached in time.
fn reach(level: &Level, pairs: usize) -> (usize, usize) {
    let g = NavGraph::build(&level.map, &level.beh, level.nav, NavOptions::default());
    let samples = g.samples();
    if samples.len() < 2 {
        return (0, 0);
    }
    let mut rng = Lcg(samples.len() as u64);
    let (mut planned, mut reached) = (0, 0);
    for _ in 0..pairs * 10 {
        if planned == pairs {
            break;
        }
        let a = samples[rng.below(samples.len())];
        let b = samples[rng.below(samples.len())];
        let mut body = tilestep::Body::new(
            tilestep::SubPoint::new(a.x * 256 + 128, a.py * 256),
            level.nav.size,
        );
        body.gravity = level.nav.gravity;
        body.standing = true;
        let start = BodyState::at_rest(&level.map, &level.beh, body);
        let to = Target::Point(tilestep::PxPoint::new(b.x, b.py - level.nav.gravity.sign()));
        let Ok(p) = plan(&g, &level.map, &level.beh, &start, to) else {
            continue;
        };
        planned += 1;
        let (mut world, id) = world(level, &start);
        let mut follower = Follower::new(to);
        for _ in 0..=p.frames * 3 / 2 {
            let Some(now) = BodyState::of(&world, id) else {
                break;
            };
            let held = follower.buttons(&g, world.map(), &level.beh, &now);
            if follower.status() == FollowStatus::Arrived {
                reached += 1;
                break;
            }
            world.step(&[(id, held)]);
        }
    }
    (planned, reached)
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow in debug: cargo test --release -p tilestep-nav --test levels"
)]
fn the_follower_reaches_planned_targets_on_real_levels_and_the_tour() {
    let mut paths: Vec<String> = std::fs::read_dir(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/maps/real/walks"
    ))
    .expect("the walks folder")
    .map(|e| {
        format!(
            "examples/maps/real/walks/{}",
            e.expect("an entry").file_name().to_string_lossy()
        )
    })
    .collect();
    paths.sort();
    paths.push("crates/tilestep-demo/levels/tour.toml".into());
    let mut tried = 0;
    for path in &paths {
        let level = load(path);
        let (planned, reached) = reach(&level, 50);
        eprintln!(
            "{}: {reached} of {planned} reached ({} moving solids)",
            level.name,
            level.solids.len()
        );
        if planned == 0 {
            continue; // no gravity, or nothing to stand on
        }
        tried += 1;
        assert!(
            planned >= 25,
            "{}: only {planned} pairs had plans",
            level.name
        );
        if level.solids.is_empty() {
            assert_eq!(reached, planned, "{}", level.name);
        } else {
            assert!(
                reached * 100 >= planned * 98,
                "{}: {reached} of {planned}",
                level.name
            );
        }
    }
    assert!(tried >= 4, "only {tried} levels had places");
}
