//! What rollback costs per frame (feature `ggrs`): the time to save,
//! checksum and load the step's state for 10, 100 and 1,000 bodies, and
//! the map's share for the tour level and a 1,000 x 1,000-tile map with a
//! tile destroyed every frame, against copying the whole map.
//!
//! ```text
//! cargo run --release -p tilestep-bevy --features ggrs --example rollback_cost
//! ```
//!
//! Each run is a bevy_ggrs sync test (check distance 7): every frame saves
//! once, loads the frame 7 back and saves the 7 frames simulated again, so
//! saves and loads are timed as a game's rollbacks do them. Times are the
//! mean per save or load, best of 3 runs; bytes are the values stored per
//! saved frame with their keys (not the hash maps' own overhead).

mod common;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_ggrs::prelude::*;
use bevy_ggrs::{
    ChecksumPlugin, LoadWorld, LocalInputs, LocalPlayers, RollbackFrameCount, SaveWorld,
};
use common::tour_map;
use std::time::{Duration, Instant};
use tilestep::{
    Buttons, ControllerConfig, MovingSolid, Route, Size, SolidKind, SubPoint, Subpx, TileMap,
    TileXY,
};
use tilestep_bevy::prelude::*;
use tilestep_bevy::rollback::{journal_memory, sync_test_session, MapEditsRollbackPlugin};

type Config = bevy_ggrs::GgrsConfig<u8>;

/// Frames timed per run (after 20 to warm up).
const FRAMES: u32 = 300;

/// When each part of the frame's save or load began, and the sums.
#[derive(Resource, Default)]
struct Clock {
    mark: Option<Instant>,
    saves: u32,
    checksum: Duration,
    save: Duration,
    loads: u32,
    load: Duration,
}

impl Clock {
    fn lap(&mut self) -> Duration {
        let now = Instant::now();
        let d = self.mark.map_or(Duration::ZERO, |m| now - m);
        self.mark = Some(now);
        d
    }
}

/// Mean microseconds per save (snapshots), checksum and load.
#[derive(Clone, Copy)]
struct Costs {
    save_us: f64,
    checksum_us: f64,
    load_us: f64,
}

fn start_lap(mut c: ResMut<Clock>) {
    c.lap();
}
fn checksummed(mut c: ResMut<Clock>) {
    let d = c.lap();
    c.checksum += d;
}
fn saved(mut c: ResMut<Clock>) {
    let d = c.lap();
    c.save += d;
    c.saves += 1;
}
fn loaded(mut c: ResMut<Clock>) {
    let d = c.lap();
    c.load += d;
    c.loads += 1;
}

/// Both players' buttons for frame `f`: running one way then the other,
/// jumping now and then.
fn buttons(f: i32, player: usize) -> Buttons {
    let run = if (f / 60 + player as i32) % 2 == 0 {
        Buttons::RIGHT
    } else {
        Buttons::LEFT
    };
    if f % 90 < 10 {
        run.with(Buttons::JUMP)
    } else {
        run
    }
}

fn read_inputs(mut commands: Commands, frame: Res<RollbackFrameCount>, local: Res<LocalPlayers>) {
    let inputs = local
        .0
        .iter()
        .map(|&h| (h, buttons(frame.0, h).bits()))
        .collect();
    commands.insert_resource(LocalInputs::<Config>(inputs));
}

/// A headless app under a two-player sync test, its saves and loads timed.
fn timed_app() -> App {
    let session = sync_test_session::<Config>(2, 7).expect("a sync test of two players");
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, GgrsPlugin::<Config>::default()))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_nanos(
            16_666_666,
        )))
        .insert_resource(session)
        .init_resource::<Clock>()
        .add_systems(ReadInputs, read_inputs)
        .add_systems(
            SaveWorld,
            (
                start_lap.before(SaveWorldSystems::Checksum),
                checksummed
                    .after(ChecksumPlugin::update)
                    .before(SaveWorldSystems::Snapshot),
                saved.after(SaveWorldSystems::Snapshot),
            ),
        )
        .add_systems(
            LoadWorld,
            (
                start_lap.before(LoadWorldSystems::EntityResurrect),
                loaded.after(LoadWorldSystems::Mapping),
            ),
        );
    app
}

/// Runs `app` for the warm-up and the timed frames; the mean costs.
fn run(mut app: App) -> Costs {
    for _ in 0..20 {
        app.update();
    }
    app.insert_resource(Clock::default());
    for _ in 0..FRAMES {
        app.update();
    }
    let c = app.world().resource::<Clock>();
    let per = |d: Duration, n: u32| d.as_secs_f64() * 1e6 / f64::from(n.max(1));
    Costs {
        save_us: per(c.save, c.saves),
        checksum_us: per(c.checksum, c.saves),
        load_us: per(c.load, c.loads),
    }
}

/// The best (least) of three runs of the app `make` builds, per column.
fn best_of_3(make: impl Fn() -> App) -> Costs {
    let runs: Vec<Costs> = (0..3).map(|_| run(make())).collect();
    let min = |f: fn(&Costs) -> f64| runs.iter().map(f).fold(f64::MAX, f64::min);
    Costs {
        save_us: min(|c| c.save_us),
        checksum_us: min(|c| c.checksum_us),
        load_us: min(|c| c.load_us),
    }
}

/// A 256 x 64 tile map: a floor under every eighth row, walls at the ends.
fn wide_level() -> TileMap {
    let mut s = String::new();
    for y in 0..64 {
        for x in 0..256 {
            s.push(if y % 8 == 7 || x == 0 || x == 255 {
                '#'
            } else {
                '.'
            });
        }
        s.push('\n');
    }
    TileMap::from_ascii(&s, 16).unwrap()
}

/// `n` bodies on the wide level (a tenth of them controlled by the two
/// players, the rest falling crates) and 4 lifts.
fn bodies_app(n: usize) -> App {
    let mut app = timed_app();
    app.add_plugins(TilestepGgrsPlugins::<Config>::default())
        .insert_resource(CollisionMap::new(wide_level()));
    for i in 0..4 {
        let lift = MovingSolid::new(
            SubPoint::from_px(200 + i * 800, 100),
            Size::new(32, 8),
            SolidKind::Solid,
        );
        let to = SubPoint::from_px(200 + i * 800, 20);
        let route = Route::new(vec![lift.pos, to], Subpx(256)).with_looping(Looping::PingPong);
        app.world_mut()
            .spawn((TileSolid::new(lift), SolidPath::new(route)));
    }
    for i in 0..n {
        let x = 24 + ((i / 8) as i32 * 7) % 4000;
        let body = TileBody::new(
            SubPoint::from_px(x, (i % 8) as i32 * 128 + 100),
            Size::new(12, 24),
        );
        let mut e = app.world_mut().spawn(body);
        if i % 10 == 0 {
            e.insert((
                TileController::new(ControllerConfig::CELESTE_LIKE),
                GgrsPlayer(i / 10 % 2),
            ));
        } else {
            e.insert(Fall::default());
        }
    }
    app
}

/// Bytes stored per saved frame for the components of `world`'s bodies and
/// solids: each value and its key.
fn saved_bytes(world: &mut World) -> usize {
    fn each<T: Component>(world: &mut World) -> usize {
        let n = world.query::<&T>().iter(world).count();
        n * (size_of::<T>() + size_of::<bevy_ggrs::RollbackId>())
    }
    let points: usize = world
        .query::<&SolidPath>()
        .iter(world)
        .map(|p| p.route.points.len() * size_of::<SubPoint>())
        .sum();
    each::<TileBody>(world)
        + each::<StepReport>(world)
        + each::<TileController>(world)
        + each::<ControllerInput>(world)
        + each::<Fall>(world)
        + each::<Grounded>(world)
        + each::<GgrsPlayer>(world)
        + each::<TileSolid>(world)
        + each::<SolidPath>(world)
        + points
}

/// Destroys and rebuilds a floor tile each frame (one edit per frame).
fn edit_a_tile(count: Res<RollbackFrameCount>, mut map: ResMut<CollisionMap>) {
    let at = TileXY::new(1 + count.0 % 30, map.map().height() - 2);
    let ids = [
        map.map().get(TileXY::new(0, 0)).unwrap(),
        map.map()
            .get(TileXY::new(0, map.map().height() - 1))
            .unwrap(),
    ];
    map.set_tile(at, ids[(count.0 / 30 % 2) as usize]);
}

/// `map` alone under rollback (its edit journal), one tile edited per
/// frame; `with_journal` false: the same app without the map's plugin.
fn map_app(map: &TileMap, with_journal: bool) -> App {
    let mut app = timed_app();
    app.insert_resource(CollisionMap::new(map.clone()))
        .add_systems(GgrsSchedule, edit_a_tile);
    if with_journal {
        app.add_plugins(MapEditsRollbackPlugin);
    }
    app
}

/// A 1,000 x 1,000-tile map: a floor every 8 rows.
fn huge_map() -> TileMap {
    let row = |c: char| c.to_string().repeat(1000) + "\n";
    let text: String = (0..1000)
        .map(|y| row(if y % 8 == 7 { '#' } else { '.' }))
        .collect();
    TileMap::from_ascii(&text, 16).unwrap()
}

/// Mean time to clone the whole map, microseconds (the copy a save would be).
fn copy_us(map: &CollisionMap) -> f64 {
    let start = Instant::now();
    let n = 20;
    for _ in 0..n {
        std::hint::black_box(map.clone());
    }
    start.elapsed().as_secs_f64() * 1e6 / f64::from(n)
}

fn main() {
    println!("| bodies | save, µs | checksum, µs | load, µs | bytes per saved frame |");
    println!("|---:|---:|---:|---:|---:|");
    for n in [10, 100, 1000] {
        let c = best_of_3(|| bodies_app(n));
        let mut app = bodies_app(n);
        app.update();
        let bytes = saved_bytes(app.world_mut());
        println!(
            "| {n} | {:.1} | {:.1} | {:.1} | {bytes} |",
            c.save_us, c.checksum_us, c.load_us
        );
    }
    println!();
    println!("| map | tiles | map's save, µs | map's load (7 edits undone), µs | bytes per saved frame | a copy of the map: bytes, µs |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, map) in [("tour", tour_map()), ("1000x1000", huge_map())] {
        let with = best_of_3(|| map_app(&map, true));
        let without = best_of_3(|| map_app(&map, false));
        let m = journal_memory(&CollisionMap::new(map.clone()));
        let tiles = map.width() as usize * map.height() as usize;
        let copy_bytes = tiles * (1 + map.derived_bytes_per_tile());
        println!(
            "| {name} | {tiles} | {:.2} | {:.2} | {} + {} per edit | {copy_bytes} B, {:.0} |",
            (with.save_us + with.checksum_us) - (without.save_us + without.checksum_us),
            with.load_us - without.load_us,
            m.per_saved_frame,
            m.per_edit,
            copy_us(&CollisionMap::new(map.clone())),
        );
    }
}
