//! Map assets fail out loud (feature `assets`): a map that doesn't load
//! is an error in the log and a `MapLoadFailed` message naming the
//! setting to change; the loader's warnings are kept on the asset and
//! logged; the asset plugin without Bevy's `AssetPlugin` says what to add.
#![cfg(feature = "assets")]

mod common;

use bevy::asset::AssetPlugin;
use bevy::prelude::*;
use common::logs::{capture, logged};
use common::{asset_app, update_until};
use tilestep::TileKind;
use tilestep_bevy::assets::NEEDS_ASSET_PLUGIN;
use tilestep_bevy::prelude::*;

/// LDtk's sample project: four levels, IntGrid values `dirt`, `stone` and
/// `ladder` (none a tile kind's name).
const PROJECT: &str = "maps/real/ldtk/Typical_2D_platformer_example.ldtk";

fn app() -> App {
    let mut app = asset_app();
    app.init_resource::<Failed>().add_systems(
        Update,
        |mut r: MessageReader<MapLoadFailed>, mut out: ResMut<Failed>| {
            out.0.extend(r.read().cloned())
        },
    );
    app
}

#[derive(Resource, Default)]
struct Failed(Vec<MapLoadFailed>);

#[test]
fn a_project_loaded_without_its_level_is_an_error_and_a_message() {
    capture();
    let mut app = app();
    let h: Handle<TileMapAsset> = app.world().resource::<AssetServer>().load(PROJECT);
    app.insert_resource(CollisionMapSource(h.clone()));
    update_until(&mut app, 10, "the failure message", |a| {
        !a.world().resource::<Failed>().0.is_empty()
    });
    let failed = &app.world().resource::<Failed>().0;
    assert_eq!(failed.len(), 1, "{failed:?}");
    let f = &failed[0];
    assert_eq!((f.id, f.path.as_str()), (h.id(), PROJECT));
    assert!(
        f.error.contains("`MapLoaderSettings::level`")
            && f.error.contains("Your_typical_2D_platformer")
            && !f.error.contains("--level")
            && !f.error.contains("LoadOptions"),
        "{}",
        f.error
    );
    let lines = logged(log::Level::Error, PROJECT);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("`MapLoaderSettings::level`"), "{lines:?}");
    assert!(app.world().get_resource::<CollisionMap>().is_none());
}

/// Loads the project's first level with `kinds`, until the collision map
/// follows it.
fn first_level(app: &mut App, kinds: MapLoaderSettings) -> Handle<TileMapAsset> {
    let settings = kinds.with_level("Your_typical_2D_platformer");
    let h: Handle<TileMapAsset> = app
        .world()
        .resource::<AssetServer>()
        .load_builder()
        .with_settings(settings.setter())
        .load(PROJECT);
    app.insert_resource(CollisionMapSource(h.clone()));
    update_until(app, 10, "the level", |a| {
        a.world().get_resource::<CollisionMap>().is_some()
    });
    h
}

#[test]
fn the_loaders_warnings_are_kept_on_the_asset_and_logged() {
    capture();
    let mut app = app();
    let h = first_level(&mut app, MapLoaderSettings::default());
    let asset = app
        .world()
        .resource::<Assets<TileMapAsset>>()
        .get(&h)
        .unwrap();
    assert_eq!(asset.level.as_deref(), Some("Your_typical_2D_platformer"));
    let ids: Vec<String> = asset
        .warnings
        .iter()
        .map(|w| match w {
            tilestep_maps::LoadWarning::IntGridValue { identifier, .. } => identifier.clone(),
            other => panic!("{other}"),
        })
        .collect();
    assert!(ids.iter().any(|i| i == "ladder"), "{ids:?}");
    let messages = asset.messages();
    let ladder = messages.iter().find(|m| m.contains("\"ladder\"")).unwrap();
    assert!(
        ladder.contains("collides as solid")
            && ladder.contains("`MapLoaderSettings::kinds`")
            && !ladder.contains("--kind"),
        "{ladder}"
    );
    let lines = logged(log::Level::Warn, "\"ladder\" of layer");
    assert!(!lines.is_empty());
    assert!(app.world().resource::<Failed>().0.is_empty());
}

#[test]
fn kinds_named_in_the_settings_leave_no_warning() {
    let mut app = app();
    let kinds = MapLoaderSettings::default()
        .with_kind("dirt", TileKind::Solid)
        .with_kind_spec(
            "ladder",
            KindTag {
                kind: TileKind::Platform,
                tag: Some(4),
            },
        )
        .with_kind_str("stone", "solid");
    let h = first_level(&mut app, kinds);
    let asset = app
        .world()
        .resource::<Assets<TileMapAsset>>()
        .get(&h)
        .unwrap();
    assert!(asset.warnings.is_empty(), "{:?}", asset.messages());
}

#[test]
#[should_panic(expected = "TilestepAssetPlugin needs Bevy's AssetPlugin")]
fn the_asset_plugin_without_bevys_names_the_fix() {
    assert!(NEEDS_ASSET_PLUGIN.contains("DefaultPlugins"));
    App::new().add_plugins((
        MinimalPlugins,
        TilestepPlugin::default(),
        TilestepAssetPlugin,
    ));
}

#[test]
#[should_panic(expected = "TilestepAssetPlugin needs Bevy's AssetPlugin")]
fn the_asset_plugin_before_bevys_names_the_fix() {
    App::new().add_plugins((MinimalPlugins, TilestepAssetPlugin, AssetPlugin::default()));
}
