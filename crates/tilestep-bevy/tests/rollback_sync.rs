//! Rollback under bevy_ggrs' sync test (feature `ggrs`): on the co-op level
//! (two GGRS players, a lift, a one-way ferry, a pushed crate, floor tiles
//! destroyed mid-run), every frame is rolled back 7 frames and simulated
//! again, and the checksums of both simulations must agree; leaving any
//! part of the step's state out of rollback makes them disagree. The same
//! holds on the moves course, for a body using every controller move.

mod common;

use bevy::app::PluginGroupBuilder;
use bevy::prelude::*;
use bevy_ggrs::{CloneStrategy, ComponentSnapshotPlugin, CopyStrategy, ResourceSnapshotPlugin};
use common::rollback::{
    coop, coop_app_destroying, log_rollbacks, run_frames, sync_test, trace_to, Config, RollbackLog,
    DESTROYED, DESTROY_AT,
};
use common::{assert_same_trace, runner_trace, Script};
use tilestep::TileXY;
use tilestep_bevy::prelude::*;
use tilestep_bevy::rollback::MapEditsRollbackPlugin;

/// Rollback frames each run simulates (the level's 600 and some).
const FRAMES: i32 = 620;

/// The check distance: every frame is loaded 7 frames back.
const CHECK_DISTANCE: usize = 7;

fn all() -> PluginGroupBuilder {
    TilestepGgrsPlugins::<Config>::default().build()
}

#[test]
fn every_frame_simulated_again_gives_the_same_checksum() {
    let sc = coop();
    let mut app = coop_app_destroying(&sc, all());
    app.insert_resource(sync_test(CHECK_DISTANCE));
    run_frames(&mut app, FRAMES);

    let log = app.world().resource::<RollbackLog>();
    assert!(log.mismatched.is_empty(), "{log:?}");
    let rolled = FRAMES as usize - CHECK_DISTANCE - 1;
    assert!(log.loads >= rolled, "{} loads", log.loads);
    // Until the floor goes, the level is `tilestep sim`'s, frame for frame.
    let before = (DESTROY_AT - 1) as u32;
    let want = runner_trace(&sc);
    let lines = 1 + (before as usize + 1) * (sc.bodies.len() + sc.solids.len());
    let want: String = want.lines().take(lines).map(|l| format!("{l}\n")).collect();
    assert_same_trace("coop.toml", &want, &trace_to(&app, before));
    // Then the crate drops into the hole, and the tiles stay destroyed.
    let world = app.world_mut();
    let map = world.resource::<CollisionMap>().map().clone();
    for (x, y) in DESTROYED {
        assert!(!map.is_solid(tilestep::PxPoint::new(x * 16 + 8, y * 16 + 8)));
        assert!(map.get(TileXY::new(x, y)).is_some());
    }
    let crate_y = world
        .query::<(&Script, &TileBody)>()
        .iter(world)
        .find(|(s, _)| sc.bodies[s.index].name == "crate")
        .map(|(_, b)| b.pos.y.floor_px().0)
        .unwrap();
    assert_eq!(crate_y, 224, "the crate sits in the hole");
}

/// One part of the step's state left out of rollback.
type LeaveOut = fn(PluginGroupBuilder) -> PluginGroupBuilder;

#[test]
fn leaving_out_any_part_of_the_state_makes_the_sync_test_fail() {
    let cases: [(&str, LeaveOut); 9] = [
        ("TileBody", |g| {
            g.disable::<ComponentSnapshotPlugin<CloneStrategy<TileBody>>>()
        }),
        ("StepReport", |g| {
            g.disable::<ComponentSnapshotPlugin<CloneStrategy<StepReport>>>()
        }),
        ("TileController", |g| {
            g.disable::<ComponentSnapshotPlugin<CopyStrategy<TileController>>>()
        }),
        ("Pushable", |g| {
            g.disable::<ComponentSnapshotPlugin<CopyStrategy<Pushable>>>()
        }),
        ("Grounded", |g| {
            g.disable::<ComponentSnapshotPlugin<CopyStrategy<Grounded>>>()
        }),
        ("TileSolid", |g| {
            g.disable::<ComponentSnapshotPlugin<CloneStrategy<TileSolid>>>()
        }),
        ("SolidPath", |g| {
            g.disable::<ComponentSnapshotPlugin<CloneStrategy<SolidPath>>>()
        }),
        ("StepCount", |g| {
            g.disable::<ResourceSnapshotPlugin<CopyStrategy<StepCount>>>()
        }),
        ("the map's tile edits", |g| {
            g.disable::<MapEditsRollbackPlugin>()
        }),
    ];
    let sc = coop();
    let mut undetected = Vec::new();
    for (name, leave_out) in cases {
        let mut app = coop_app_destroying(&sc, leave_out(all()));
        app.insert_resource(sync_test(CHECK_DISTANCE));
        run_frames(&mut app, FRAMES);
        if app.world().resource::<RollbackLog>().mismatched.is_empty() {
            undetected.push(name);
        }
    }
    assert!(
        undetected.is_empty(),
        "left out of rollback, these passed the sync test: {undetected:?}"
    );
}

/// Marks the body spawned mid-run.
#[derive(Component)]
struct Spawned;

/// On step 60 the crate is despawned while it is being pushed (rollback
/// spawns it again, in its place in the step order, for the frames before);
/// on step 100 a crate is spawned; on step 400 the right player is
/// despawned the rollback way.
fn spawn_and_despawn(
    mut commands: Commands,
    count: Res<StepCount>,
    played: Res<common::rollback::Played>,
    bodies: Query<(Entity, &Script)>,
) {
    let named = |name: &str| {
        bodies
            .iter()
            .find(|(_, s)| played.sc.bodies[s.index].name == name)
            .map(|(e, _)| e)
    };
    match count.0 {
        60 => commands.entity(named("crate").unwrap()).despawn(),
        100 => {
            let mut b = TileBody::new(
                tilestep::SubPoint::from_px(300, 150),
                tilestep::Size::new(16, 16),
            );
            b.solid = true;
            commands.spawn((b, Fall::default(), Pushable::new(256), Spawned));
        }
        400 => {
            use bevy_ggrs::prelude::RollbackDespawnCommandExtension;
            commands.entity(named("right").unwrap()).despawn_rollback();
        }
        _ => {}
    }
}

#[test]
fn bodies_spawned_and_despawned_mid_run_roll_back_too() {
    let sc = coop();
    let mut app = coop_app_destroying(&sc, all());
    app.add_systems(
        bevy_ggrs::GgrsSchedule,
        spawn_and_despawn
            .after(TilestepSet::Prepare)
            .before(TilestepSet::MoveSolids),
    );
    app.insert_resource(sync_test(CHECK_DISTANCE));
    run_frames(&mut app, FRAMES);
    let log = app.world().resource::<RollbackLog>();
    assert!(log.mismatched.is_empty(), "{log:?}");
    let world = app.world_mut();
    let names: Vec<&str> = world
        .query::<&Script>()
        .iter(world)
        .map(|s| sc.bodies[s.index].name.as_str())
        .collect();
    assert_eq!(names, ["left"]);
    let spawned = world
        .query_filtered::<&TileBody, With<Spawned>>()
        .single(world)
        .unwrap();
    assert!(spawned.standing, "the spawned crate fell to the floor");
}

/// What the moves course's runner did, noted from its controller and body
/// after every simulated step (a re-simulation notes the same again).
#[derive(Resource, Default, Debug)]
struct MovesSeen {
    /// Every event of every update.
    events: tilestep::MoveEvents,
    /// Crouched (its box 14 px high).
    crouched: bool,
    /// In water.
    swam: bool,
    /// Under way in a dash.
    dashing: bool,
    /// Holding on to a wall.
    grabbed: bool,
    /// Sliding down a wall.
    slid: bool,
    /// Hanging at a ledge.
    hung: bool,
    /// Climbing onto a ledge.
    climbed: bool,
}

fn note_moves(q: Query<(&TileController, &TileBody)>, mut seen: ResMut<MovesSeen>) {
    for (c, b) in &q {
        let (st, m) = (&c.controller.state, &c.controller.state.moves);
        seen.events = seen.events.with(st.events);
        seen.crouched |= m.crouch_from.0 == 24 && b.size.h().0 == 14;
        seen.swam |= m.in_water;
        seen.dashing |= m.dash_frames > 1;
        seen.grabbed |= m.grab_dir != 0;
        seen.slid |= m.slide_frames > 0;
        seen.hung |= m.hang_dir != 0 && m.climb_to.is_none();
        seen.climbed |= m.climb_to.is_some();
    }
}

/// Player 0's input of each rollback frame: the course's script (frame
/// `f` is the step `f + 1`).
fn course_inputs(
    mut commands: Commands,
    frame: Res<bevy_ggrs::RollbackFrameCount>,
    local: Res<bevy_ggrs::LocalPlayers>,
) {
    let held = common::moves::buttons(frame.0 as u64 + 1);
    let inputs = local.0.iter().map(|&h| (h, held.bits())).collect();
    commands.insert_resource(bevy_ggrs::LocalInputs::<Config>(inputs));
}

#[test]
fn a_body_using_every_move_rolls_back_and_is_checksummed() {
    use common::moves::{course, runner, script_len, END};
    use tilestep::MoveEvents;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy_ggrs::GgrsPlugin::<Config>::default()))
        .add_plugins(all())
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_nanos(common::STEP_NS),
        ))
        .insert_resource(course())
        .init_resource::<MovesSeen>()
        .add_systems(bevy_ggrs::ReadInputs, course_inputs)
        .add_systems(
            bevy_ggrs::GgrsSchedule,
            note_moves.after(TilestepSet::Report),
        );
    log_rollbacks(&mut app);
    let e = app.world_mut().spawn((runner(), GgrsPlayer(0))).id();
    let session = tilestep_bevy::rollback::sync_test_session::<Config>(1, CHECK_DISTANCE).unwrap();
    app.insert_resource(session);
    let frames = script_len() as i32 + 10;
    run_frames(&mut app, frames);

    let log = app.world().resource::<RollbackLog>();
    assert!(log.mismatched.is_empty(), "{log:?}");
    assert!(log.loads >= frames as usize - CHECK_DISTANCE - 1, "{log:?}");
    let seen = app.world().resource::<MovesSeen>();
    for (name, e) in [
        ("jump", MoveEvents::JUMP),
        ("dash", MoveEvents::DASH),
        ("wall grab", MoveEvents::WALL_GRAB),
        ("climb jump", MoveEvents::CLIMB_JUMP),
        ("wall jump", MoveEvents::WALL_JUMP),
        ("ledge grab", MoveEvents::LEDGE_GRAB),
        ("entering water", MoveEvents::ENTER_WATER),
        ("leaving water", MoveEvents::LEAVE_WATER),
    ] {
        assert!(seen.events.has(e), "no {name}: {seen:?}");
    }
    let MovesSeen {
        crouched,
        swam,
        dashing,
        grabbed,
        slid,
        hung,
        climbed,
        ..
    } = *seen;
    let all_states = [crouched, swam, dashing, grabbed, slid, hung, climbed];
    assert!(all_states.iter().all(|&s| s), "{seen:?}");
    // Rolled back every frame, it ends where the course ends.
    let b = app.world().get::<TileBody>(e).unwrap();
    assert_eq!((b.pos.x.floor_px().0, b.pos.y.floor_px().0), END);
    assert!(b.standing, "on the pillar");
}
