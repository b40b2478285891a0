//! Navigation agents (feature `nav`): a [`NavAgent`] chasing a body (one
//! standing still, one running off then stopping) reaches it, frame for
//! frame where a `tilestep::World` body driven by a
//! `tilestep_nav::Follower` goes (the same map, starts and chased body:
//! the same positions every frame), and the graph is built again after a
//! tile edit.

use bevy::prelude::*;
use tilestep::{
    Body, BodyDrive, BodyId, Buttons, Controller, ControllerConfig, Size, SubPoint, TileMap,
    TileXY, World,
};
use tilestep_bevy::nav::{
    chase_point, BodyState, FollowStatus, Follower, NavBody, NavGraph, NavOptions, Target,
};
use tilestep_bevy::prelude::*;

/// tilestep-nav's README level: a floor, a block, a one-way platform and a
/// high ledge (16 px tiles).
const LEVEL: &str = concat!(
    "..............................\n",
    "..............................\n",
    "..............................\n",
    ".................###..........\n",
    "..............................\n",
    "..........-----...............\n",
    "..............................\n",
    "......##......................\n",
    "......##......................\n",
    "##############################\n",
);

/// Frames each run takes.
const FRAMES: u32 = 600;

fn map() -> TileMap {
    TileMap::from_ascii(LEVEL, 16).unwrap()
}

const CONFIG: ControllerConfig = ControllerConfig::NES_LIKE;
const SIZE: Size = Size::new(12, 24);

/// The agent's start on the floor and the still target on the high ledge
/// (origins, px).
const START: (i32, i32) = (40, 144);
const GOAL: (i32, i32) = (296, 48);

/// The chased body's buttons at each frame (0-based).
type Script = fn(u32) -> Buttons;

/// A chased body that stands still.
fn still(_: u32) -> Buttons {
    Buttons::NONE
}

/// A chased body that runs right along the floor for 90 frames, then
/// stands.
fn runs_right(f: u32) -> Buttons {
    if f < 90 {
        Buttons::RIGHT
    } else {
        Buttons::NONE
    }
}

/// The agent's origin before the first frame and after each, subpixels,
/// its status at the end and the graphs built, through the plugin, and
/// where the chased body ended: it starts at `goal` (px) and presses
/// `script`.
fn plugin_run(goal: (i32, i32), script: Script) -> (Vec<SubPoint>, FollowStatus, u32, SubPoint) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(map()));
    let w = app.world_mut();
    let agent_body = TileBody::new(SubPoint::from_px(START.0, START.1), SIZE);
    let ctl = TileController::new(CONFIG);
    let chased = w
        .spawn((
            TileBody::new(SubPoint::from_px(goal.0, goal.1), SIZE),
            TileController::new(CONFIG),
        ))
        .id();
    let agent = NavAgent::for_body(&agent_body, &ctl, Target::Point(Default::default()));
    let agent = w.spawn((agent_body, ctl, agent, NavChase(chased))).id();
    let mut trace = vec![app.world().get::<TileBody>(agent).unwrap().pos];
    for f in 0..FRAMES {
        let mut input = app.world_mut().get_mut::<ControllerInput>(chased).unwrap();
        input.hold(script(f));
        app.world_mut().run_schedule(bevy::app::FixedPostUpdate);
        trace.push(app.world().get::<TileBody>(agent).unwrap().pos);
    }
    let w = app.world();
    let status = w.get::<NavAgent>(agent).unwrap().status();
    let end = w.get::<TileBody>(chased).unwrap().pos;
    (trace, status, w.resource::<NavGraphs>().builds(), end)
}

/// The same in a `tilestep::World`, the follower asked before each step
/// with `BodyState::of`.
fn world_run(goal: (i32, i32), script: Script) -> (Vec<SubPoint>, FollowStatus) {
    let map = map();
    let beh = tilestep::Behaviours::default();
    let graph = NavGraph::build(
        &map,
        &beh,
        NavBody::new(SIZE, CONFIG),
        NavOptions::default(),
    );
    let mut world = World::new(map.clone());
    let goal = Body::new(SubPoint::from_px(goal.0, goal.1), SIZE);
    let chased = BodyDrive::Controlled(Controller::new(CONFIG));
    let goal: BodyId = world.spawn(goal, chased).unwrap();
    let start = Body::new(SubPoint::from_px(START.0, START.1), SIZE);
    let id = world
        .spawn(start, BodyDrive::Controlled(Controller::new(CONFIG)))
        .unwrap();
    let mut follower = Follower::new(Target::Point(Default::default()));
    let mut trace = vec![world.body(id).unwrap().pos];
    for f in 0..FRAMES {
        let chased = world.body(goal).unwrap();
        if chased.standing {
            follower.set_target(Target::Point(chase_point(chased)));
        }
        let now = BodyState::of(&world, id).unwrap();
        let held = follower.buttons(&graph, &map, &beh, &now);
        world.step(&[(goal, script(f)), (id, held)]);
        trace.push(world.body(id).unwrap().pos);
    }
    (trace, follower.status())
}

/// Runs both and checks they agree and the agent arrived by the chased
/// body; returns where that body ended.
fn same_chase(goal: (i32, i32), script: Script) -> SubPoint {
    let (got, status, builds, end) = plugin_run(goal, script);
    let (want, want_status) = world_run(goal, script);
    assert_eq!(
        status,
        FollowStatus::Arrived,
        "the agent reached the target"
    );
    assert_eq!(status, want_status);
    assert_eq!(builds, 1, "one graph, built once");
    for (f, (a, b)) in want.iter().zip(&got).enumerate() {
        assert_eq!(a, b, "frame {f}: the World's body, then the agent");
    }
    assert_eq!(want.len(), got.len());
    let at = got.last().unwrap();
    assert_eq!(
        at.y.floor_px(),
        end.y.floor_px(),
        "on its floor: {at}, {end}"
    );
    let dx = at.x.floor_px().0 - end.x.floor_px().0;
    assert!(dx.abs() <= 4, "by the chased body: {at}, {end}");
    end
}

#[test]
fn an_agent_chases_a_still_body_like_a_follower_in_a_world() {
    let end = same_chase(GOAL, still);
    assert_eq!(end, SubPoint::from_px(GOAL.0, GOAL.1));
}

#[test]
fn an_agent_chases_a_running_body_like_a_follower_in_a_world() {
    let end = same_chase((240, 144), runs_right);
    assert!(end.x.floor_px().0 > 240 + 64, "it ran off: {end}");
}

#[test]
fn a_tile_edit_rebuilds_the_graph_where_it_reaches_as_a_build_would() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(map()));
    let body = TileBody::new(SubPoint::from_px(START.0, START.1), SIZE);
    let ctl = TileController::new(CONFIG);
    let to = Target::Point(tilestep::PxPoint::new(400, 140));
    let agent = NavAgent::for_body(&body, &ctl, to);
    let kind = agent.kind;
    app.world_mut().spawn((body, ctl, agent));
    let step = |app: &mut App| app.world_mut().run_schedule(bevy::app::FixedPostUpdate);
    (0..3).for_each(|_| step(&mut app));
    assert_eq!(app.world().resource::<NavGraphs>().builds(), 1);
    let mut m = app.world_mut().resource_mut::<CollisionMap>();
    let empty = m.map().get(TileXY::new(0, 0)).unwrap();
    assert!(m.set_tile(TileXY::new(20, 9), empty), "a hole in the floor");
    (0..3).for_each(|_| step(&mut app));
    assert_eq!(app.world().resource::<NavGraphs>().builds(), 2);
    // Rebuilt where the edit reaches: the graph a build on the edited map
    // gives.
    let w = app.world();
    let edited = w.resource::<CollisionMap>();
    let fresh = NavGraph::build(
        edited.map(),
        &edited.behaviours,
        kind,
        *w.resource::<NavGraphs>().options(),
    );
    let graph = w.resource::<NavGraphs>().graph(&kind, 0xff).expect("built");
    assert_eq!(graph.hash(), fresh.hash());
    // Touching the map without changing it builds nothing.
    app.world_mut().resource_mut::<CollisionMap>().map_mut();
    (0..3).for_each(|_| step(&mut app));
    assert_eq!(app.world().resource::<NavGraphs>().builds(), 2);
}
