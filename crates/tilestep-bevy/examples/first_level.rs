//! A new user's first app, headless: LDtk's sample level loaded as an
//! asset with its level and kinds named, a player on CELESTE_LIKE, a crate
//! and a lift, 600 fixed steps at 60 Hz, the messages read.
//! `cargo run -p tilestep-bevy --features assets --example first_level`

use bevy::{asset::AssetPlugin, prelude::*, time::TimeUpdateStrategy};
use std::time::Duration;
use tilestep::{Buttons, ControllerConfig, Route, Size, SubPoint, Subpx, TileKind};
use tilestep_bevy::prelude::*;

/// What the messages said: landings, and anything that went wrong.
#[derive(Resource, Default)]
struct Seen {
    landings: usize,
    wrong: Vec<String>,
}

fn main() {
    let assets = AssetPlugin {
        file_path: "../../examples".into(), // from the crate's folder under `cargo run`
        ..default()
    };
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, assets, TilestepAssetPlugin))
        .add_plugins(TilestepPlugin::default()) // sets the fixed step to 60 Hz
        .init_resource::<Seen>()
        .add_systems(Update, read);
    // Four levels: name one. Name its IntGrid values' kinds (else they collide as solid).
    let settings = MapLoaderSettings::default()
        .with_level("Your_typical_2D_platformer")
        .with_kind("dirt", TileKind::Solid)
        .with_kind("stone", TileKind::Solid)
        .with_kind_str("ladder", "platform#4/empty#4");
    let server = app.world().resource::<AssetServer>().load_builder();
    let path = "maps/real/ldtk/Typical_2D_platformer_example.ldtk";
    let level: Handle<TileMapAsset> = server.with_settings(settings.setter()).load(path);
    app.insert_resource(CollisionMapSource(level.clone()));
    // Headless: the clock stands still while the map loads, then each update is one fixed step.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::ZERO));
    while !app.world().contains_resource::<CollisionMap>() {
        assert!(app.world().resource::<Seen>().wrong.is_empty());
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    let w = app.world_mut();
    let asset = w.resource::<Assets<TileMapAsset>>().get(&level).unwrap();
    assert!(asset.warnings.is_empty(), "{:?}", asset.messages());
    let start = asset.objects.iter().find(|o| o.name == "Player").unwrap();
    let (x, y) = (start.x, start.y);
    let body = TileBody::new(SubPoint::from_px(x, y), Size::new(12, 24));
    let player = (body, TileController::new(ControllerConfig::CELESTE_LIKE));
    let player = w.spawn(player).id();
    let crate_box = pushable_crate(SubPoint::from_px(x + 48, y), Size::new(16, 16));
    let crate_box = w.spawn(crate_box).id();
    let (foot, top) = (SubPoint::from_px(272, 280), SubPoint::from_px(272, 144));
    let route = Route::new(vec![foot, top], Subpx(128)).with_wait(30);
    w.spawn(lift(Size::new(32, 8), route));
    let step = w.resource::<Time<Fixed>>().timestep();
    w.insert_resource(TimeUpdateStrategy::FixedTimesteps(1)); // one fixed step per update
    let first = w.resource::<StepCount>().0;
    // Walk right for two seconds (pushing the crate off its ledge), then let go.
    for (n, held) in [(120, Buttons::RIGHT), (480, Buttons::NONE)] {
        let mut input = app.world_mut().get_mut::<ControllerInput>(player).unwrap();
        input.hold(held); // held until changed, latched between fixed steps
        (0..n).for_each(|_| app.update());
    }
    let w = app.world();
    let (seen, steps) = (w.resource::<Seen>(), w.resource::<StepCount>().0 - first);
    assert!(seen.wrong.is_empty(), "{:?}", seen.wrong);
    let p = w.get::<TileBody>(player).unwrap().pos;
    let c = w.get::<TileBody>(crate_box).unwrap().pos;
    let grounded = w.get::<Grounded>(player).is_some();
    let n = seen.landings;
    println!("first_level: {steps} steps of {step:?}, player at {p} grounded {grounded}, crate at {c}, {n} landings");
}

/// Reads the messages: landings, a body spawned inside a wall, a map that failed to load.
fn read(
    mut landed: MessageReader<Landed>,
    mut inside: MessageReader<SpawnedInsideSolid>,
    mut failed: MessageReader<MapLoadFailed>,
    mut seen: ResMut<Seen>,
) {
    seen.landings += landed.read().count();
    seen.wrong
        .extend(inside.read().map(|i| format!("inside a solid: {}", i.at)));
    seen.wrong.extend(failed.read().map(|f| f.error.clone()));
}
