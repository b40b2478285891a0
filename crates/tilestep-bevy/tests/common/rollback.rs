//! The co-op level (`coop.toml`) under bevy_ggrs: its bodies and solids
//! spawned in a headless app with tilestep's rollback plugins, each
//! controlled body a GGRS player whose inputs are its scripted keys, and
//! what the tests read back: the trace rows of each frame's last
//! simulation, each saved frame's checksum, the loads and mismatches.

use super::{rows, spawn_scenario, Script, STEP_NS};
use bevy::app::PluginGroupBuilder;
use bevy::ecs::system::RunSystemOnce;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_ggrs::prelude::*;
use bevy_ggrs::{LoadWorld, LocalInputs, LocalPlayers, RollbackFrameCount, SaveWorld};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use tilestep::{Buttons, TileXY};
use tilestep_bevy::prelude::*;
use tilestep_bevy::rollback::sync_test_session;
use tilestep_bevy::systems::admit_bodies;
use tilestep_scenario::scenario::{self, Scenario};
use tilestep_scenario::trace_row::HEADER;

/// The session's config: the input is the buttons' bits.
pub type Config = bevy_ggrs::GgrsConfig<u8>;

/// The fixed step the sync test destroys the crate's floor on.
pub const DESTROY_AT: u64 = 300;

/// The tiles destroyed: the floor under the pushed crate.
pub const DESTROYED: [(i32, i32); 2] = [(9, 13), (10, 13)];

/// The co-op level, `tests/common/coop.toml`.
pub fn coop() -> Arc<Scenario> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/common/coop.toml");
    let text = std::fs::read_to_string(&p).unwrap();
    Arc::new(scenario::parse(&p.to_string_lossy(), &text).unwrap())
}

/// The scenario the app plays, for its scripts and trace rows.
#[derive(Resource, Clone)]
pub struct Played {
    /// The scenario.
    pub sc: Arc<Scenario>,
    /// The local input delay, frames: a key is read that many frames early.
    pub delay: usize,
}

/// Each frame's trace rows from its last simulation (frame 0: the start).
#[derive(Resource, Default)]
pub struct TraceRows(pub BTreeMap<u32, String>);

/// The checksum bevy_ggrs computed for each saved frame (last save).
#[derive(Resource, Default)]
pub struct Checksums(pub BTreeMap<i32, u128>);

/// Loads (rollbacks) so far, and the frames a sync test found mismatched.
#[derive(Resource, Default, Debug)]
pub struct RollbackLog {
    /// `LoadWorld` runs.
    pub loads: usize,
    /// Frames of every `SyncTestMismatch`.
    pub mismatched: Vec<i32>,
}

/// A headless app playing `sc` with `plugins` (tilestep's rollback group,
/// perhaps with one disabled) and bevy_ggrs, one rollback frame per
/// `update`; each controlled body is GGRS player `n` (in file order),
/// reading its keys `delay` frames early. Insert a session to start.
pub fn coop_app(sc: &Arc<Scenario>, plugins: PluginGroupBuilder, delay: usize) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, GgrsPlugin::<Config>::default()))
        .add_plugins(plugins)
        // The game's own component on bodies: a body despawned and spawned
        // again by rollback gets it back.
        .rollback_component_with_clone::<Script>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_nanos(STEP_NS),
        ))
        .insert_resource(Played {
            sc: Arc::clone(sc),
            delay,
        })
        .init_resource::<TraceRows>()
        .init_resource::<Checksums>()
        .add_systems(ReadInputs, read_scripted_inputs)
        .add_systems(GgrsSchedule, record_rows.after(TilestepSet::Report))
        .add_systems(
            SaveWorld,
            record_checksum.in_set(SaveWorldSystems::Snapshot),
        );
    log_rollbacks(&mut app);
    spawn_scenario(app.world_mut(), sc);
    let controlled: Vec<Entity> = app
        .world_mut()
        .query::<(Entity, &TileController)>()
        .iter(app.world())
        .map(|(e, _)| e)
        .collect();
    for e in controlled {
        let index = app.world().get::<Script>(e).unwrap().index;
        let handle = sc.bodies[..index]
            .iter()
            .filter(|b| b.control.is_some())
            .count();
        app.world_mut().entity_mut(e).insert(GgrsPlayer(handle));
    }
    app.world_mut().run_system_once(admit_bodies).unwrap();
    let start = rows(&mut app, sc, 0);
    app.world_mut()
        .resource_mut::<TraceRows>()
        .0
        .insert(0, start);
    app
}

/// Keeps the [`RollbackLog`] of `app`: its loads, and the frames a sync
/// test found mismatched.
pub fn log_rollbacks(app: &mut App) {
    app.init_resource::<RollbackLog>()
        .add_systems(LoadWorld, count_load);
    app.world_mut()
        .add_observer(|m: On<SyncTestMismatch>, mut log: ResMut<RollbackLog>| {
            log.mismatched.extend(&m.mismatched_frames);
        });
}

/// [`coop_app`] with the tiles of [`DESTROYED`] destroyed on step
/// [`DESTROY_AT`] (inside the rolled-back frames).
pub fn coop_app_destroying(sc: &Arc<Scenario>, plugins: PluginGroupBuilder) -> App {
    let mut app = coop_app(sc, plugins, 0);
    app.add_systems(
        GgrsSchedule,
        destroy_floor
            .after(TilestepSet::Prepare)
            .before(TilestepSet::MoveSolids),
    );
    app
}

/// A sync test session of the level's two players: every frame is rolled
/// back `check_distance` frames and simulated again.
pub fn sync_test(check_distance: usize) -> Session<Config> {
    sync_test_session(2, check_distance).unwrap()
}

/// Updates `app` until it has simulated `frames` rollback frames, or a
/// sync test found a mismatch (after which it simulates no more).
pub fn run_frames(app: &mut App, frames: i32) {
    for _ in 0..frames * 4 {
        let w = app.world();
        if w.resource::<RollbackFrameCount>().0 >= frames
            || !w.resource::<RollbackLog>().mismatched.is_empty()
        {
            return;
        }
        app.update();
    }
    panic!("{frames} frames not reached");
}

/// The trace of frames `0..=last` as recorded, in the runner's format.
pub fn trace_to(app: &App, last: u32) -> String {
    let rows = &app.world().resource::<TraceRows>().0;
    let mut s = format!("{HEADER}\n");
    for f in 0..=last {
        s.push_str(rows.get(&f).map_or("", String::as_str));
    }
    s
}

/// Each local player's keys for the frame its input is for (`delay`
/// frames on).
fn read_scripted_inputs(
    mut commands: Commands,
    played: Res<Played>,
    frame: Res<RollbackFrameCount>,
    local: Res<LocalPlayers>,
    players: Query<(&GgrsPlayer, &Script)>,
) {
    let at = frame.0 as usize + played.delay;
    let mut inputs = HashMap::new();
    for &handle in &local.0 {
        let keys = players
            .iter()
            .find(|(p, _)| p.0 == handle)
            .and_then(|(_, s)| played.sc.bodies[s.index].control.as_ref())
            .map(|c| &c.keys);
        let held = keys
            .and_then(|k| k.get(at))
            .copied()
            .unwrap_or(Buttons::NONE);
        inputs.insert(handle, held.bits());
    }
    commands.insert_resource(LocalInputs::<Config>(inputs));
}

/// After the step: this frame's rows (a re-simulation overwrites them).
fn record_rows(world: &mut World) {
    let frame = world.resource::<StepCount>().0 as u32;
    let sc = Arc::clone(&world.resource::<Played>().sc);
    let rows = super::rows_of(world, &sc, frame);
    world.resource_mut::<TraceRows>().0.insert(frame, rows);
}

fn record_checksum(
    frame: Res<RollbackFrameCount>,
    sum: Res<Checksum>,
    mut sums: ResMut<Checksums>,
) {
    sums.0.insert(frame.0, sum.0);
}

fn count_load(mut log: ResMut<RollbackLog>) {
    log.loads += 1;
}

fn destroy_floor(count: Res<StepCount>, mut map: ResMut<CollisionMap>) {
    if count.0 == DESTROY_AT {
        let empty = map.map().get(TileXY::new(0, 0)).unwrap(); // a '.'
        for (x, y) in DESTROYED {
            assert!(map.set_tile(TileXY::new(x, y), empty));
        }
    }
}
