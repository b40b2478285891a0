//! Map files load as assets (feature `assets`) into the collision map,
//! the same maps `tilestep-maps` reads, and an edit of the asset (what a
//! hot reload does) reaches the collision map.
#![cfg(feature = "assets")]

mod common;

use common::{asset_app, examples, update_until};

use bevy::prelude::*;
use tilestep::{Behaviour, Behaviours, Subpx, TileXY};
use tilestep_bevy::prelude::*;

fn app() -> App {
    asset_app()
}

/// Updates until `done` or 10 s.
fn until(app: &mut App, done: impl Fn(&mut App) -> bool) {
    update_until(app, 10, "the map asset", done);
}

fn load(path: &str) -> (App, Handle<TileMapAsset>) {
    let mut app = app();
    let h: Handle<TileMapAsset> = app.world().resource::<AssetServer>().load(path.to_string());
    app.insert_resource(CollisionMapSource(h.clone()));
    until(&mut app, |a| {
        a.world().get_resource::<CollisionMap>().is_some()
    });
    (app, h)
}

#[test]
fn every_format_loads_the_map_tilestep_maps_reads() {
    for path in [
        "maps/tiled/level.tmx",
        "maps/tiled/level.tmj",
        "maps/ldtk/level.ldtk",
        "maps/level.txt",
    ] {
        let (app, h) = load(path);
        let want = tilestep_maps::load_map(
            examples().join(path),
            &tilestep_maps::LoadOptions::default(),
        )
        .unwrap();
        let got = app.world().resource::<CollisionMap>();
        assert!(common::same_tiles(got.map(), &want.map), "{path}");
        let asset = app
            .world()
            .resource::<Assets<TileMapAsset>>()
            .get(&h)
            .unwrap();
        assert_eq!(asset.objects, want.objects, "{path}");
    }
}

#[test]
fn a_changed_asset_reaches_the_collision_map_and_keeps_behaviours() {
    let (mut app, h) = load("maps/level.txt");
    let mut b = Behaviours::default();
    b.set(1, Behaviour::Spring { speed: Subpx(1024) });
    app.world_mut().resource_mut::<CollisionMap>().behaviours = b;
    let at = TileXY::new(3, 3);
    let before = app
        .world()
        .resource::<CollisionMap>()
        .map()
        .get(at)
        .unwrap();
    let solid = app
        .world()
        .resource::<CollisionMap>()
        .map()
        .get(TileXY::new(0, 0))
        .unwrap();
    assert_ne!(before, solid);
    {
        let mut assets = app.world_mut().resource_mut::<Assets<TileMapAsset>>();
        assert!(assets.get_mut(&h).unwrap().map.set(at, solid));
    }
    until(&mut app, |a| {
        a.world().resource::<CollisionMap>().map().get(at) == Some(solid)
    });
    let m = app.world().resource::<CollisionMap>();
    assert!(m.behaviours.get(1).is_some(), "behaviours kept");
}

#[test]
fn a_file_that_is_not_a_map_is_refused() {
    let mut app = app();
    let h: Handle<TileMapAsset> = app
        .world()
        .resource::<AssetServer>()
        .load("maps/broken/truncated.tmj");
    app.insert_resource(CollisionMapSource(h.clone()));
    until(&mut app, |a| {
        a.world()
            .resource::<AssetServer>()
            .load_state(&h)
            .is_failed()
    });
    assert!(app.world().get_resource::<CollisionMap>().is_none());
}
