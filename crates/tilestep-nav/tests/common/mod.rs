//! Shared helpers of the navigation tests: generated maps, graphs for the
//! presets, a body standing at a sample, and a plan replayed in a `World`
//! (the core's own frame, not the crate's simulation).
#![allow(dead_code)]

use tilestep::{
    Behaviours, Body, BodyDrive, Buttons, Controller, ControllerConfig, Gravity, PxPoint, Size,
    SubPoint, TileKind, TileMap, World,
};
use tilestep_nav::{BodyState, NavBody, NavGraph, NavOptions, Plan, Sample};
use tilestep_testkit::level::level_ascii;

/// The presets every test runs.
pub const PRESETS: [&str; 3] = ["nes", "celeste", "metroidvania"];

/// The tests' body: 12x24 px.
pub const SIZE: Size = Size::new(12, 24);

/// A generated `w x h`-tile level of 16 px tiles, flipped upside down for
/// gravity up (so its ground is a ceiling).
pub fn level(w: usize, h: usize, seed: u64, gravity: Gravity) -> TileMap {
    let ascii = level_ascii(w, h, seed);
    let ascii = match gravity {
        Gravity::Up => flip_rows(&ascii),
        _ => ascii,
    };
    TileMap::from_ascii(&ascii, 16).expect("the generated level is valid")
}

/// `ascii` upside down: rows reversed, each tile mirrored top to bottom.
fn flip_rows(ascii: &str) -> String {
    let mirror = |c: char| {
        TileKind::from_char(c)
            .and_then(|k| k.mirror_y().default_char())
            .unwrap_or(c)
    };
    let rows: Vec<String> = ascii
        .lines()
        .rev()
        .map(|r| r.chars().map(mirror).collect())
        .collect();
    rows.join("\n")
}

/// The navigation body of `preset` with `gravity`.
pub fn nav_body(preset: &str, gravity: Gravity) -> NavBody {
    let mut nav = NavBody::new(SIZE, ControllerConfig::preset(preset).expect("a preset"));
    nav.gravity = gravity;
    nav
}

/// The graph of `preset`'s body on `map` with default options.
pub fn graph(map: &TileMap, preset: &str, gravity: Gravity) -> NavGraph {
    NavGraph::build(
        map,
        &Behaviours::default(),
        nav_body(preset, gravity),
        NavOptions::default(),
    )
}

/// A body standing still at `sample`, its origin in the middle of the
/// column's pixel.
pub fn standing_at(map: &TileMap, g: &NavGraph, s: &Sample) -> BodyState {
    let nav = g.body();
    let mut body = Body::new(SubPoint::new(s.x * 256 + 128, s.py * 256), nav.size);
    body.gravity = nav.gravity;
    body.core = nav.core;
    body.standing = true;
    BodyState::at_rest(map, &Behaviours::default(), body)
}

/// A point just above (along gravity) `s`: a target whose place is `s`'s.
pub fn point_over(g: &NavGraph, s: &Sample) -> PxPoint {
    let back = g.body().gravity.sign();
    PxPoint::new(s.x, s.py - back)
}

/// Replays `plan.buttons` in a `World` from `start` and returns the body
/// at the end.
pub fn replay_in_world(map: &TileMap, g: &NavGraph, start: &BodyState, plan: &Plan) -> Body {
    replay_state(map, g, start, plan).body
}

/// Replays `plan.buttons` in a `World` from `start` and returns the body's
/// state at the end (its controller's too).
pub fn replay_state(map: &TileMap, g: &NavGraph, start: &BodyState, plan: &Plan) -> BodyState {
    let mut world = World::new(map.clone());
    let ctl = Controller {
        config: g.body().config,
        state: start.ctl,
    };
    let id = world
        .spawn(start.body, BodyDrive::Controlled(ctl))
        .expect("the start fits");
    for frame in 0..plan.frames {
        let held = plan.buttons_at(frame).unwrap_or(Buttons::NONE);
        world.step(&[(id, held)]);
    }
    BodyState::of(&world, id).expect("a controlled body")
}
