//! The level: the tour map, a lift, a one-way ferry, a crate, the two
//! players, and the bridge that crumbles under a player (the game's own
//! state under rollback, and tile edits).

use crate::common::{tour_ferry, tour_lift, tour_map};
use bevy::prelude::*;
use tilestep::{ControllerConfig, CoreShape, Size, SubPoint, TileXY};
use tilestep_bevy::prelude::*;

/// The players' starts: origin (bottom centre), px.
const STARTS: [(i32, i32); 2] = [(40, 272), (72, 272)];

/// The bridge that crumbles: floor tiles (row 17) past the valley.
pub(super) const BRIDGE: std::ops::Range<i32> = 26..31;

/// The crumbling bridge: per tile, the frame a player first stood on it
/// and the frame it fell. The game's own state under rollback: registered
/// for rollback and checksummed like tilestep's.
#[derive(Resource, Clone, Default, Hash)]
pub(super) struct Bridge(Vec<(Option<u64>, Option<u64>)>);

/// The tour map, a lift, a ferry, a crate and the two players.
pub(super) fn spawn_level(world: &mut World) {
    world.insert_resource(Bridge(vec![(None, None); BRIDGE.len()]));
    world.insert_resource(CollisionMap::new(tour_map()));
    // The lift by the first hill, starting at its top; the ferry over the pit.
    world.spawn(tour_lift(true));
    world.spawn(tour_ferry());
    let mut crate_body = TileBody::new(SubPoint::from_px(360, 272), Size::new(16, 16));
    crate_body.solid = true;
    crate_body.core = CoreShape::Box;
    world.spawn((crate_body, Fall::default(), Pushable::new(256)));
    for (handle, start) in STARTS.iter().enumerate() {
        let mut body = TileBody::new(SubPoint::from_px(start.0, start.1), Size::new(12, 24));
        body.inherit = true;
        world.spawn((
            body,
            TileController::new(ControllerConfig::CELESTE_LIKE),
            GgrsPlayer(handle),
        ));
    }
}

/// The bridge: a tile a player stands on falls 20 frames later; 240
/// frames after, it grows back unless a body is in the way.
pub(super) fn crumble(
    count: Res<StepCount>,
    mut bridge: ResMut<Bridge>,
    mut map: ResMut<CollisionMap>,
    bodies: Query<(&TileBody, Has<TileController>)>,
) {
    let (now, row) = (count.0, 17);
    let t = map.map().tile_size().px();
    let solid = map.map().get(TileXY::new(0, row + 1)).expect("the floor");
    let empty = map.map().get(TileXY::new(0, row - 1)).expect("the air");
    for (i, x) in BRIDGE.enumerate() {
        // Whether a body's box overlaps tile column x from `top` down.
        let over = |top: i32, players_on: bool| {
            bodies.iter().any(|(b, player)| {
                let r = b.rect();
                let across = r.left.0 < (x + 1) * t && r.right.0 > x * t;
                let down = if players_on {
                    player && b.standing && r.bottom.0 == top
                } else {
                    r.bottom.0 > top && r.top.0 < top + t
                };
                across && down
            })
        };
        let at = TileXY::new(x, row);
        bridge.0[i] = match bridge.0[i] {
            (_, Some(fell)) if now >= fell + 240 && !over(row * t, false) => {
                map.set_tile(at, solid);
                (None, None)
            }
            (Some(stood), None) if now >= stood + 20 => {
                map.set_tile(at, empty);
                (None, Some(now))
            }
            (None, None) if over(row * t, true) => (Some(now), None),
            unchanged => unchanged,
        };
    }
}
