//! The repository's example files as assets, headless apps that load
//! them until a map or level has come, and maps compared tile for tile.

use bevy::prelude::*;
use std::path::{Path, PathBuf};

/// The repository's `examples/` folder (the map files' asset root).
pub fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples")
        .canonicalize()
        .unwrap()
}

/// A headless app with Bevy's asset plugin rooted at [`examples`], the
/// plugin and its map assets (feature `assets`).
#[cfg(feature = "assets")]
pub fn asset_app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::asset::AssetPlugin {
            file_path: examples().to_string_lossy().into_owned(),
            ..Default::default()
        },
        tilestep_bevy::TilestepPlugin::default(),
        tilestep_bevy::assets::TilestepAssetPlugin,
    ));
    app
}

/// Whether two maps have the same size, tile size and tiles.
pub fn same_tiles(a: &tilestep::TileMap, b: &tilestep::TileMap) -> bool {
    a.width() == b.width()
        && a.height() == b.height()
        && a.tile_size() == b.tile_size()
        && (0..a.height()).all(|y| {
            (0..a.width()).all(|x| {
                let at = tilestep::TileXY::new(x, y);
                a.get(at) == b.get(at)
            })
        })
}

/// Updates `app` until `done` says so; fails after `secs` seconds with
/// `what` (an asset or a level that never came).
pub fn update_until(app: &mut App, secs: u64, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let start = std::time::Instant::now();
    while !done(app) {
        assert!(start.elapsed().as_secs() < secs, "timed out: {what}");
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

/// A headless app (`MinimalPlugins`) whose assets are read from
/// [`examples`], with the image assets level plugins load tilesets into
/// (and the image loader a game's renderer would register).
#[cfg(any(feature = "ldtk", feature = "tiled"))]
pub fn level_app() -> App {
    level_app_in(&examples())
}

/// [`level_app`] with its assets read from `root` (an absolute path).
#[cfg(any(feature = "ldtk", feature = "tiled"))]
pub fn level_app_in(root: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::asset::AssetPlugin {
            file_path: root.to_string_lossy().into_owned(),
            ..Default::default()
        },
        bevy::image::ImagePlugin::default(),
        bevy::image::TextureAtlasPlugin,
    ))
    .register_asset_loader(bevy::image::ImageLoader::new(
        bevy::image::CompressedImageFormats::NONE,
    ));
    app
}
