//! The moves course: `examples/scenarios/moves_level.toml`, whose one
//! controlled body, with every optional move on, crouches through a low
//! tunnel, swims a pool and jumps out, dashes into a pillar, grabs it and
//! climbs, climb jumps, holds on again and wall jumps off it (back into the
//! pool), swims out, jumps up along the pillar, slides down it, catches its
//! ledge, hangs and climbs on: it ends standing on the pillar at [`END`].
//! The plugin's tests take its map, body and buttons from that file, so the
//! course has one home.

use std::sync::{Arc, OnceLock};
use tilestep::Buttons;
use tilestep_bevy::prelude::*;
use tilestep_scenario::scenario::Scenario;

/// The course's file in `examples/scenarios`.
const LEVEL: &str = "moves_level.toml";

/// Where the script leaves the body: its origin on the pillar, px.
pub const END: (i32, i32) = (310, 80);

/// The course, parsed once.
fn level() -> Arc<Scenario> {
    static LEVEL_SC: OnceLock<Arc<Scenario>> = OnceLock::new();
    Arc::clone(LEVEL_SC.get_or_init(|| super::load(LEVEL)))
}

/// The course's collision map: its map, water behaving as water.
pub fn course() -> CollisionMap {
    let sc = level();
    CollisionMap::new(sc.map.clone()).with_behaviours(sc.behaviours)
}

/// The course's runner: its body, with its controller (every move on).
pub fn runner() -> (TileBody, TileController) {
    let sc = level();
    let spec = &sc.bodies[0];
    let control = spec.control.as_ref().expect("a controlled body");
    (
        TileBody::from_body(spec.body),
        TileController {
            controller: control.controller,
            effects: control.fx,
        },
    )
}

/// The buttons held on step `n` (the first step is 1): the file's keys,
/// then nothing.
pub fn buttons(n: u64) -> Buttons {
    let sc = level();
    let keys = &sc.bodies[0].control.as_ref().expect("keys").keys;
    let i = usize::try_from(n).unwrap_or(usize::MAX).wrapping_sub(1);
    keys.get(i).copied().unwrap_or(Buttons::NONE)
}

/// Steps in the script.
pub fn script_len() -> u64 {
    let sc = level();
    sc.bodies[0]
        .control
        .as_ref()
        .map_or(0, |c| c.keys.len() as u64)
}
