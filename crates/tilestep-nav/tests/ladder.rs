//! Ladders: a ledge too high to jump to, with a ladder up to it, is
//! reached by climbing (a ladder edge); the plan replays in a `World` with
//! the ladder's behaviour, and the follower climbs it too.

use tilestep::{
    Behaviour, Behaviours, BodyDrive, Controller, ControllerConfig, Edges, Legend, PxPoint, Size,
    TileDef, TileKind, TileMap, World,
};
use tilestep_nav::{
    plan, BodyState, EdgeKind, FollowStatus, Follower, NavBody, NavGraph, NavOptions, Target,
};

const LADDER: u8 = 4;

fn ladder_level() -> (TileMap, Behaviours) {
    let mut legend = Legend::default();
    legend.insert('H', TileDef::new(TileKind::Empty).with_tag(LADDER));
    legend.insert('T', TileDef::new(TileKind::Platform).with_tag(LADDER));
    let map = TileMap::from_ascii_with(
        concat!(
            "....................\n",
            "....................\n",
            ".........T######....\n",
            ".........H..........\n",
            ".........H..........\n",
            ".........H..........\n",
            ".........H..........\n",
            "####################\n",
        ),
        16,
        &legend,
        Edges::default(),
    )
    .expect("a valid map");
    let mut beh = Behaviours::default();
    beh.set(LADDER, Behaviour::Ladder);
    (map, beh)
}

#[test]
fn a_ledge_too_high_to_jump_to_is_reached_up_its_ladder() {
    let (map, beh) = ladder_level();
    for preset in ["nes", "celeste"] {
        let kind = NavBody::new(
            Size::new(12, 24),
            ControllerConfig::preset(preset).expect("a preset"),
        );
        let g = NavGraph::build(&map, &beh, kind, NavOptions::default());
        assert!(
            g.edges().iter().any(|e| e.kind == EdgeKind::Ladder),
            "{preset}: a ladder edge"
        );
        let start = g
            .standing_at(&map, &beh, PxPoint::new(40, 100), 32)
            .expect("the floor");
        let to = Target::Point(PxPoint::new(220, 20));
        let p = plan(&g, &map, &beh, &start, to).unwrap_or_else(|e| panic!("{preset}: {e}"));
        assert!(
            p.steps.iter().any(|s| s.kind == EdgeKind::Ladder),
            "{preset}: it climbs"
        );
        // Replayed in a World with the ladder's behaviour: on the ledge.
        let mut world = World::new(map.clone());
        *world.behaviours_mut() = beh;
        let mut ctl = Controller::new(kind.config);
        ctl.state = start.ctl;
        let id = world
            .spawn(start.body, BodyDrive::Controlled(ctl))
            .expect("fits");
        for f in 0..p.frames {
            world.step(&[(id, p.buttons_at(f).expect("within the plan"))]);
        }
        let end = *world.body(id).expect("the body");
        assert_eq!(
            end.pos, p.end,
            "{preset}: the replay ends where the check did"
        );
        assert_eq!(end.pos.y.floor_px().0, 32, "{preset}: on the ledge");
        // The follower climbs it too.
        let mut world = World::new(map.clone());
        *world.behaviours_mut() = beh;
        let id = world
            .spawn(
                start.body,
                BodyDrive::Controlled(Controller::new(kind.config)),
            )
            .expect("fits");
        let mut follower = Follower::new(to);
        let arrived = (0..p.frames * 3 / 2).any(|_| {
            let now = BodyState::of(&world, id).expect("controlled");
            let held = follower.buttons(&g, world.map(), &beh, &now);
            world.step(&[(id, held)]);
            follower.status() == FollowStatus::Arrived
        });
        assert!(arrived, "{preset}: the follower climbs to the ledge");
    }
}
