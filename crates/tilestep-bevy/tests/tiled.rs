//! Feature `tiled`: bevy_ecs_tiled's own `TiledPlugin` spawns the example
//! Tiled map headless; the collision map that follows it is the map
//! `tilestep-maps` loads from the same file, tile for tile, laid over the
//! tiles bevy_ecs_tiled placed.
#![cfg(feature = "tiled")]

use bevy::asset::AssetPlugin;
use bevy::prelude::*;
use bevy_ecs_tiled::prelude::*;
use std::path::Path;
use std::time::{Duration, Instant};
use tilestep::TileXY;
use tilestep_bevy::prelude::*;

fn examples() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples")
        .canonicalize()
        .unwrap()
}

/// A headless app with bevy_ecs_tiled spawning `maps/tiled/<file>` with
/// `anchor`, updated until the collision map is there.
fn spawned(file: &str, anchor: TilemapAnchor) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin {
            file_path: examples().to_string_lossy().into_owned(),
            ..Default::default()
        },
        bevy::image::ImagePlugin::default(),
        bevy::image::TextureAtlasPlugin,
        TiledPlugin(TiledPluginConfig {
            tiled_types_export_file: None,
            ..Default::default()
        }),
        TilestepPlugin::default(),
        TilestepTiledPlugin,
    ));
    // The tileset's image must load before bevy_ecs_tiled spawns the map;
    // a game's renderer registers the image loader, here it is done by hand.
    app.register_asset_loader(bevy::image::ImageLoader::new(
        bevy::image::CompressedImageFormats::NONE,
    ));
    let map = app
        .world()
        .resource::<AssetServer>()
        .load(format!("maps/tiled/{file}"));
    app.world_mut().spawn((TiledMap(map), anchor));
    let start = Instant::now();
    while app.world().get_resource::<CollisionMap>().is_none() {
        assert!(start.elapsed() < Duration::from_secs(20), "no map spawned");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
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
