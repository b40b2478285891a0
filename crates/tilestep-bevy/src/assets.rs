//! Map files as Bevy assets (feature `assets`): Tiled (`.tmx`, `.tmj`),
//! LDtk (`.ldtk`) and ASCII (`.txt`) collision maps, read through
//! `tilestep-maps`, and a [`CollisionMap`] that follows a map asset, so an
//! edited map file reaches the game while it runs (hot reload: Bevy's
//! `file_watcher` feature).

use crate::map::CollisionMap;
use bevy::app::{App, Plugin, PreUpdate};
use bevy::asset::io::Reader;
use bevy::asset::{
    Asset, AssetApp, AssetEvent, AssetLoader, AssetPlugin, Assets, AsyncReadExt, Handle,
    LoadContext,
};
use bevy::prelude::{Commands, MessageReader, Res, ResMut, Resource};
use bevy::reflect::TypePath;
use core::fmt;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;
use tilestep::TileMap;
use tilestep_maps::{
    load_bytes, Format, KindEntryError, KindTable, LoadOptions, MapLoadError, MapObject,
    MAX_FILE_BYTES,
};

/// A loaded map file: its collision map (pixels y down) and its named
/// objects (Tiled objects, LDtk entities: spawn points, at whole pixels,
/// y down).
#[derive(Asset, TypePath, Clone, Debug)]
pub struct TileMapAsset {
    /// The collision map.
    pub map: TileMap,
    /// The map's objects (Tiled) or entities (LDtk); none for ASCII.
    pub objects: Vec<MapObject>,
}

/// How to read a map file (an asset's `.meta` settings).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct MapLoaderSettings {
    /// LDtk: the level's identifier (`None`: the only level).
    pub level: Option<String>,
    /// The layers collision is read from, later over earlier (empty: the
    /// defaults of `tilestep-maps`, `LoadOptions::collision_layers`):
    /// Tiled tile or object layers, LDtk IntGrid layers.
    #[serde(default)]
    pub collision_layers: Vec<String>,
    /// The project's names for tile kinds: an LDtk IntGrid identifier or
    /// value, or a Tiled tile class, to a kind with an optional tag
    /// (`"dirt": "solid"`, `"ladder": "empty#4"`, `"3": "platform"`).
    #[serde(default)]
    pub kinds: BTreeMap<String, String>,
    /// ASCII: tile size in pixels (`None`: 16).
    pub tile_size: Option<u32>,
}

impl MapLoaderSettings {
    /// The load options they ask for; `Err` names a `kinds` entry that
    /// isn't a kind.
    pub fn options(&self) -> Result<LoadOptions, KindEntryError> {
        let mut kinds = KindTable::new();
        for (name, kind) in &self.kinds {
            kinds.add_entry(&format!("{name}={kind}"))?;
        }
        let o = LoadOptions::default()
            .with_layers(self.collision_layers.clone())
            .with_kinds(kinds)
            .with_tile_size(self.tile_size.unwrap_or(16));
        Ok(match &self.level {
            Some(level) => o.with_level(level.clone()),
            None => o,
        })
    }
}

/// Why a map file did not load.
#[derive(Debug)]
#[non_exhaustive]
pub enum MapAssetError {
    /// The file's extension names no map format.
    UnknownFormat(String),
    /// It could not be read.
    Io(std::io::Error),
    /// It is larger than `tilestep_maps::MAX_FILE_BYTES`.
    TooLarge,
    /// `tilestep-maps` refused it (the error names the file and line).
    Map(MapLoadError),
    /// A `kinds` entry of the settings names no tile kind.
    Kind(KindEntryError),
}

impl fmt::Display for MapAssetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapAssetError::UnknownFormat(p) => {
                write!(f, "{p}: not a map file (.tmx, .tmj, .ldtk, .txt)")
            }
            MapAssetError::Io(e) => write!(f, "cannot read the map: {e}"),
            MapAssetError::TooLarge => {
                write!(f, "the map file is larger than {MAX_FILE_BYTES} bytes")
            }
            MapAssetError::Map(e) => write!(f, "{e}"),
            MapAssetError::Kind(e) => write!(f, "the loader settings' {e}"),
        }
    }
}

impl std::error::Error for MapAssetError {}

/// Reads map files into [`TileMapAsset`]s through `tilestep-maps`, at
/// most `MAX_FILE_BYTES` bytes (the limit of its bounded reader). A Tiled
/// map's external tilesets are read from the file system next to the map,
/// under the asset folder.
#[derive(TypePath, Clone, Debug)]
pub struct TileMapLoader {
    /// The asset folder on disk, to find external tilesets.
    pub root: PathBuf,
}

impl AssetLoader for TileMapLoader {
    type Asset = TileMapAsset;
    type Settings = MapLoaderSettings;
    type Error = MapAssetError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        settings: &MapLoaderSettings,
        load_context: &mut LoadContext<'_>,
    ) -> Result<TileMapAsset, MapAssetError> {
        let path = load_context.path().path().to_path_buf();
        let format = Format::of(&path)
            .ok_or_else(|| MapAssetError::UnknownFormat(path.display().to_string()))?;
        let mut bytes = Vec::new();
        reader
            .take(MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .await
            .map_err(MapAssetError::Io)?;
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(MapAssetError::TooLarge);
        }
        let opts = settings.options().map_err(MapAssetError::Kind)?;
        let loaded =
            load_bytes(&self.root.join(&path), bytes, format, &opts).map_err(MapAssetError::Map)?;
        Ok(TileMapAsset {
            map: loaded.map,
            objects: loaded.objects,
        })
    }

    fn extensions(&self) -> &[&str] {
        &["tmx", "tmj", "ldtk", "txt"]
    }
}

/// The map asset the [`CollisionMap`] follows: when it loads, and each
/// time it changes (a hot reload, or an edit through `Assets`), the
/// collision map is replaced by it (its behaviours kept).
#[derive(Resource, Clone, Debug)]
pub struct CollisionMapSource(pub Handle<TileMapAsset>);

/// Replaces the [`CollisionMap`] with its source asset when that loads or
/// changes.
pub fn follow_map_asset(
    mut commands: Commands,
    mut events: MessageReader<AssetEvent<TileMapAsset>>,
    source: Option<Res<CollisionMapSource>>,
    assets: Res<Assets<TileMapAsset>>,
    map: Option<ResMut<CollisionMap>>,
) {
    let Some(source) = source else {
        events.clear();
        return;
    };
    let changed = events
        .read()
        .filter(|e| e.is_loaded_with_dependencies(&source.0) || e.is_modified(&source.0))
        .count();
    if changed == 0 {
        return;
    }
    let Some(asset) = assets.get(&source.0) else {
        return;
    };
    match map {
        Some(mut m) => m.replace(asset.map.clone()),
        None => commands.insert_resource(CollisionMap::new(asset.map.clone())),
    }
}

/// Registers [`TileMapAsset`] and its loader, and keeps the
/// [`CollisionMap`] on its [`CollisionMapSource`]. Add it after Bevy's
/// `AssetPlugin` (in `DefaultPlugins`).
#[derive(Clone, Debug, Default)]
pub struct TilestepAssetPlugin;

impl Plugin for TilestepAssetPlugin {
    fn build(&self, app: &mut App) {
        let folder = app
            .get_added_plugins::<AssetPlugin>()
            .first()
            .map_or_else(|| "assets".to_string(), |p| p.file_path.clone());
        let root = asset_root(&folder);
        app.init_asset::<TileMapAsset>()
            .register_asset_loader(TileMapLoader { root })
            .add_systems(PreUpdate, follow_map_asset);
    }
}

/// The asset folder on disk: `folder` itself when absolute, else under
/// Bevy's base path (the crate's folder under `cargo run`, else the
/// executable's).
fn asset_root(folder: &str) -> PathBuf {
    let p = PathBuf::from(folder);
    if p.is_absolute() {
        return p;
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        bevy::asset::io::file::FileAssetReader::get_base_path().join(p)
    }
    #[cfg(target_arch = "wasm32")]
    {
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::TileKind;

    #[test]
    fn settings_become_the_loaders_options() {
        let mut settings = MapLoaderSettings {
            level: Some("Level_0".into()),
            collision_layers: vec!["Walls".into()],
            ..Default::default()
        };
        settings.kinds.insert("dirt".into(), "solid#3".into());
        let o = settings.options().unwrap();
        assert_eq!(o.collision_layers, ["Walls"]);
        let dirt = o.kinds.get("dirt").unwrap().kind;
        assert_eq!((dirt.kind, dirt.tag), (TileKind::Solid, Some(3)));
        settings.kinds.insert("lava".into(), "hot".into());
        let e = MapAssetError::Kind(settings.options().unwrap_err());
        assert!(
            e.to_string()
                .starts_with("the loader settings' kind \"lava=hot\": \"hot\" is no tile kind"),
            "{e}"
        );
    }
}
