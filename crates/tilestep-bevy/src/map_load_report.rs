//! Maps that fail to load, said out loud (feature `assets`): an error in
//! the log and a [`MapLoadFailed`] message, instead of a state only
//! `AssetServer::load_state` shows while the steps go on without a map.

use crate::assets::{MapAssetError, TileMapAsset};
use bevy::asset::{AssetId, AssetLoadError, AssetLoadFailedEvent};
use bevy::prelude::{Message, MessageReader, MessageWriter};

/// A map asset failed to load: the collision map stays as it was (none,
/// if this was the first), so bodies hang where they are. Written once
/// per failed load, in `PreUpdate`, with the same text logged at error
/// level.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct MapLoadFailed {
    /// The asset.
    pub id: AssetId<TileMapAsset>,
    /// Its path, as it was loaded (`maps/level.ldtk`).
    pub path: String,
    /// Why, naming `MapLoaderSettings`' fields where a setting is the fix
    /// (`no level chosen (...; name one with MapLoaderSettings::level)`).
    pub error: String,
}

/// The text of a failed load: the loader's own error when it refused the
/// map, else Bevy's (a missing file, no loader for the extension).
fn why(error: &AssetLoadError) -> String {
    match error {
        AssetLoadError::AssetLoaderError(e) => match e.error().downcast_ref::<MapAssetError>() {
            Some(m) => m.to_string(),
            None => e.error().to_string().trim_end().to_string(),
        },
        other => other.to_string(),
    }
}

/// Logs each map that failed to load at error level and writes a
/// [`MapLoadFailed`] for it.
pub fn report_failed_map_loads(
    mut failed: MessageReader<AssetLoadFailedEvent<TileMapAsset>>,
    mut out: MessageWriter<MapLoadFailed>,
) {
    for f in failed.read() {
        let report = MapLoadFailed {
            id: f.id,
            path: f.path.to_string(),
            error: why(&f.error),
        };
        log::error!(
            "tilestep: the map {} failed to load: {}",
            report.path,
            report.error
        );
        out.write(report);
    }
}
