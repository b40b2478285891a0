//! Feature `tiled`: bevy_ecs_tiled's own `TiledPlugin` spawns the example
//! Tiled map headless; the collision map that follows it is the map
//! `tilestep-maps` loads from the same file, tile for tile, laid over the
//! tiles bevy_ecs_tiled placed.
#![cfg(feature = "tiled")]

mod common;

use bevy::prelude::*;
use bevy_ecs_tiled::prelude::*;
use common::{examples, level_app, update_until};
use tilestep::TileXY;
use tilestep_bevy::prelude::*;

/// A headless app with bevy_ecs_tiled spawning `maps/tiled/<file>` with
/// `anchor`, updated until the collision map is there.
fn spawned(file: &str, anchor: TilemapAnchor) -> App {
    let mut app = level_app();
    app.add_plugins((
        TiledPlugin(TiledPluginConfig {
            tiled_types_export_file: None,
            ..Default::default()
        }),
        TilestepPlugin::default(),
        TilestepTiledPlugin,
    ));
    let map = app
        .world()
        .resource::<AssetServer>()
        .load(format!("maps/tiled/{file}"));
    app.world_mut().spawn((TiledMap(map), anchor));
    update_until(&mut app, 20, "the map spawned", |a| {
        a.world().get_resource::<CollisionMap>().is_some()
    });
    app
}

#[test]
fn the_spawned_map_is_the_map_the_loader_reads() {
    // (bevy_ecs_tiled 0.13 loads `.tmx` only.)
    let app = spawned("level.tmx", TilemapAnchor::default());
    let path = examples().join("maps/tiled/level.tmx");
    let want = tilestep_maps::load_map(&path, &tilestep_maps::LoadOptions::default())
        .unwrap()
        .map;
    let map = app.world().resource::<CollisionMap>().map();
    assert_eq!((map.width(), map.height()), (want.width(), want.height()));
    let mut solid = 0;
    for y in 0..map.height() {
        for x in 0..map.width() {
            let at = TileXY::new(x, y);
            let (a, b) = (map.get(at).unwrap(), want.get(at).unwrap());
            assert_eq!(map.tileset().def(a), want.tileset().def(b), "({x}, {y})");
            solid += usize::from(map.tileset().def(a).kind == tilestep::TileKind::Solid);
        }
    }
    assert!(solid > 20, "{solid} solid tiles");
}

#[test]
fn the_map_lies_over_the_tiles_bevy_ecs_tiled_placed() {
    // bevy_ecs_tilemap anchors: `None` puts the bottom-left tile's centre
    // at the map entity; `TopLeft` its top-left corner.
    // Top-left corners, for a map `h` px high of 16 px tiles.
    type TopLeft = fn(f32) -> Vec2;
    let anchors: [(TilemapAnchor, TopLeft); 3] = [
        (TilemapAnchor::None, |h| Vec2::new(-8.0, h - 8.0)),
        (TilemapAnchor::TopLeft, |_| Vec2::ZERO),
        (TilemapAnchor::BottomLeft, |h| Vec2::new(0.0, h)),
    ];
    for (anchor, top_left) in anchors {
        let app = spawned("level.tmx", anchor);
        let map = app.world().resource::<CollisionMap>().map();
        let height = (map.height() * map.tile_size().px()) as f32;
        let scale = app.world().resource::<PixelScale>();
        assert_eq!(scale.origin, top_left(height), "{anchor:?}");
    }
}
