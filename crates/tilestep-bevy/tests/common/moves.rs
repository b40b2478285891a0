//! The moves course: a small level and a button script under which one
//! controlled body with every optional move on crouches through a low
//! tunnel, wades through water, dashes into a pillar, grabs it and climbs,
//! climb jumps, holds on again and wall jumps off it (back into the
//! water), then jumps up along the pillar, slides down it, catches its
//! ledge, hangs and climbs on: it ends standing on the pillar at [`END`].

use tilestep::{
    Behaviour, Behaviours, Buttons, ControllerConfig, Edges, Legend, Size, SubPoint, TileDef,
    TileKind, TileMap,
};
use tilestep_bevy::prelude::*;

/// The tag of the water tiles (`w`).
pub const WATER_TAG: u8 = 3;

/// The course, 16 px tiles: a tunnel 16 px high (`#` over the floor at
/// x 80..160), water one tile deep (`w`, x 176..240), a pillar (x
/// 304..320, its top at y 80) and the floor's top at y 144.
pub const COURSE: &str = concat!(
    "########################\n",
    "#......................#\n",
    "#......................#\n",
    "#......................#\n",
    "#......................#\n",
    "#..................#...#\n",
    "#..................#...#\n",
    "#....#####.........#...#\n",
    "#..........wwww....#...#\n",
    "########################\n",
);

/// The body's start: its origin (bottom centre), px.
pub const START: (i32, i32) = (40, 144);

/// Where the script leaves the body: its origin on the pillar, px.
pub const END: (i32, i32) = (310, 80);

/// Every move on: Celeste's feel, wall moves, dash and grab, with the
/// metroidvania preset's ledge grab, crouch and swimming.
pub fn all_moves() -> ControllerConfig {
    let m = ControllerConfig::METROIDVANIA;
    ControllerConfig {
        ledge: m.ledge,
        crouch: m.crouch,
        swim: m.swim,
        ..ControllerConfig::CELESTE_LIKE
    }
}

/// The course's map, its water tiles tagged [`WATER_TAG`].
pub fn course_map() -> TileMap {
    let mut legend = Legend::default();
    legend.insert('w', TileDef::new(TileKind::Empty).with_tag(WATER_TAG));
    TileMap::from_ascii_with(COURSE, 16, &legend, Edges::default()).unwrap()
}

/// The course's collision map: its map, water behaving as water.
pub fn course() -> CollisionMap {
    let mut behaviours = Behaviours::default();
    behaviours.set(WATER_TAG, Behaviour::Water);
    CollisionMap::new(course_map()).with_behaviours(behaviours)
}

/// The course's runner: a 12 x 24 px body at [`START`] with
/// [`all_moves`].
pub fn runner() -> (TileBody, TileController) {
    (
        TileBody::new(SubPoint::from_px(START.0, START.1), Size::new(12, 24)),
        TileController::new(all_moves()),
    )
}

/// The script: buttons held for a number of steps, in order.
const PHASES: &[(u32, Buttons)] = &[
    (2, Buttons::NONE),
    // Crouch, and through the tunnel.
    (100, Buttons::DOWN.with(Buttons::RIGHT)),
    // Up, and through the water.
    (85, Buttons::RIGHT),
    // A dash into the pillar.
    (1, Buttons::RIGHT.with(Buttons::DASH)),
    (20, Buttons::RIGHT),
    // Grab it, climb, climb jump, hold on again, and jump off it.
    (1, Buttons::GRAB),
    (30, Buttons::GRAB.with(Buttons::UP)),
    (1, Buttons::GRAB.with(Buttons::JUMP)),
    (12, Buttons::GRAB),
    (1, Buttons::LEFT.with(Buttons::JUMP)),
    (30, Buttons::NONE),
    // Back to the pillar, up along it, and catch its ledge on the way down.
    (40, Buttons::RIGHT),
    (22, Buttons::RIGHT.with(Buttons::JUMP)),
    (30, Buttons::RIGHT),
    // Hang, then climb on.
    (10, Buttons::NONE),
    (1, Buttons::UP),
    (30, Buttons::NONE),
];

/// The buttons held on step `n` (the first step is 1).
pub fn buttons(n: u64) -> Buttons {
    let mut left = n.saturating_sub(1);
    for &(frames, b) in PHASES {
        if left < u64::from(frames) {
            return b;
        }
        left -= u64::from(frames);
    }
    Buttons::NONE
}

/// Steps in the script.
pub fn script_len() -> u64 {
    PHASES.iter().map(|p| u64::from(p.0)).sum()
}
