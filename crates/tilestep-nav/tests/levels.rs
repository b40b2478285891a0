//! The follower reaches what the planner calls reachable, on real levels:
//! every level of each vendored real map that has a walk
//! (`examples/maps/real/walks`: the walk's body, kinds and edges, on each
//! level of its project) and the demo's tour (springs, ice, a conveyor, a
//! ladder, two moving platforms). For 50 seeded pairs per level
//! that the planner finds a plan for, the follower, driving the real
//! controller and step in a `World` with the level's moving solids, gets
//! there within 1.5 times the planned frames: every time on a level
//! without moving solids, at least 98% of the time among them.

use tilestep::{
    Behaviours, BodyDrive, Controller, ControllerConfig, EdgePolicy, Gravity, Size, TileMap, World,
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

/// The scenario file `path` (from the repository's root) as a level; with
/// `level`, that level of its map file instead of the one it names, for the
/// body of its own level.
fn load(path: &str, level: Option<&str>) -> Level {
    let file = format!("{}{path}", root());
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
    let Some(name) = level else {
        return Level {
            name: path.to_string(),
            map: sc.map,
            beh: sc.behaviours,
            solids: sc.solids,
            nav,
        };
    };
    Level {
        name: format!("{path} level {name}"),
        map: project_level(&file, &text, name),
        beh: sc.behaviours,
        solids: Vec::new(),
        nav,
    }
}

/// Level `name` of the map file a walk names, loaded with the walk's
/// `[kinds]` and `[edges]`.
fn project_level(file: &str, text: &str, name: &str) -> TileMap {
    let walk: toml::Table = text.parse().unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut opts = tilestep_maps::LoadOptions::default();
    opts.level = Some(name.to_string());
    for (value, kind) in walk
        .get("kinds")
        .and_then(|k| k.as_table())
        .into_iter()
        .flatten()
    {
        let kind = kind.as_str().expect("a kind's name");
        opts.kinds
            .add_entry(&format!("{value}={kind}"))
            .expect("a kind entry");
    }
    for (side, policy) in walk
        .get("edges")
        .and_then(|k| k.as_table())
        .into_iter()
        .flatten()
    {
        let policy =
            EdgePolicy::from_name(policy.as_str().expect("a policy")).expect("solid or open");
        match side.as_str() {
            "left" => opts.edges.left = policy,
            "right" => opts.edges.right = policy,
            "top" => opts.edges.top = policy,
            _ => opts.edges.bottom = policy,
        }
    }
    let map_file = walk["map_file"]
        .as_str()
        .expect("a walk names its map file");
    let dir = std::path::Path::new(file).parent().expect("a folder");
    tilestep_maps::load_map(dir.join(map_file), &opts)
        .unwrap_or_else(|e| panic!("{map_file} level {name}: {e}"))
        .map
}

fn root() -> &'static str {
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../")
}

/// The levels of walk `path`'s map file, by name (none for a file of one
/// level).
fn project_levels(path: &str) -> Vec<String> {
    let file = format!("{}{path}", root());
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let map_file = text
        .lines()
        .find_map(|l| l.strip_prefix("map_file = \""))
        .and_then(|l| l.strip_suffix('"'))
        .expect("a walk names its map file");
    let dir = std::path::Path::new(&file).parent().expect("a folder");
    tilestep_maps::load_levels(dir.join(map_file), &tilestep_maps::LoadOptions::default())
        .unwrap_or_else(|e| panic!("{map_file}: {e}"))
        .into_iter()
        .filter_map(|l| l.level)
        .collect()
}

/// The level's world: its map, behaviours and moving solids, and the
/// follower's body (`None` where a moving solid stands on its start).
fn world(level: &Level, start: &BodyState) -> Option<(World, tilestep::BodyId)> {
    let mut world = World::new(level.map.clone());
    *world.behaviours_mut() = level.beh;
    for s in &level.solids {
        let mut route = tilestep::SolidRoute::new(s.route.clone());
        route.start_frame = s.start_frame;
        world.add_solid_on(s.solid, route);
    }
    let ctl = Controller::new(level.nav.config);
    let id = world.spawn(start.body, BodyDrive::Controlled(ctl)).ok()?;
    Some((world, id))
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
        let Some((mut world, id)) = world(level, &start) else {
            continue; // a moving solid stands there at the start
        };
        planned += 1;
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
    let mut levels: Vec<Level> = Vec::new();
    for path in &paths {
        let names = if path.contains("/walks/") {
            project_levels(path)
        } else {
            Vec::new()
        };
        if names.len() < 2 {
            levels.push(load(path, None));
        }
        if names.len() >= 2 {
            levels.extend(names.iter().map(|n| load(path, Some(n))));
        }
    }
    let mut tried = 0;
    for level in &levels {
        let (planned, reached) = reach(level, 50);
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
