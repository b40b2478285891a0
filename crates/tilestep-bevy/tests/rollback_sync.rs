//! Rollback under bevy_ggrs' sync test (feature `ggrs`): on the co-op level
//! (two GGRS players, a lift, a one-way ferry, a pushed crate, floor tiles
//! destroyed mid-run), every frame is rolled back 7 frames and simulated
//! again, and the checksums of both simulations must agree; leaving any
//! part of the step's state out of rollback makes them disagree.

mod common;

use bevy::app::PluginGroupBuilder;
use bevy::prelude::*;
use bevy_ggrs::{
    CloneStrategy, ComponentSnapshotPlugin, CopyStrategy, ResourceSnapshotPlugin,
    RollbackFrameCount,
};
use common::rollback::{
    coop, coop_app_destroying, run_frames, sync_test, trace_to, Config, RollbackLog, DESTROYED,
    DESTROY_AT,
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
        ("MovingSolid", |g| {
            g.disable::<ComponentSnapshotPlugin<CloneStrategy<MovingSolid>>>()
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
        while app.world().resource::<RollbackLog>().mismatched.is_empty()
            && app.world().resource::<RollbackFrameCount>().0 < FRAMES
        {
            app.update();
        }
        if app.world().resource::<RollbackLog>().mismatched.is_empty() {
            undetected.push(name);
        }
    }
    assert!(
        undetected.is_empty(),
        "left out of rollback, these passed the sync test: {undetected:?}"
    );
}
