//! Map files as Bevy assets (feature `assets`): Tiled (`.tmx`, `.tmj`),
//! LDtk (`.ldtk`) and ASCII (`.txt`) collision maps, read through
//! `tilestep-maps`, and a [`CollisionMap`] that follows a map asset, so an
//! edited map file reaches the game while it runs (hot reload: Bevy's
//! `file_watcher` feature).
//!
//! A map that fails to load is logged at error level and written as a
//! [`MapLoadFailed`] message ([`crate::map_load_report`]); the loader's
//! warnings and notes are logged once per load and kept on the asset
//! ([`TileMapAsset::warnings`], [`TileMapAsset::notes`]).

use crate::bevy_wording::for_bevy;
use crate::map::CollisionMap;
use crate::map_load_report::{report_failed_map_loads, MapLoadFailed};
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
use tilestep::{TileKind, TileMap};
use tilestep_maps::{
    load_bytes, Format, KindEntryError, KindSpec, KindTable, KindTag, LoadNote, LoadOptions,
    LoadWarning, MapLoadError, MapObject, MAX_FILE_BYTES,
};

/// A loaded map file: its collision map (pixels y down), its named
/// objects (Tiled objects, LDtk entities: spawn points, at whole pixels,
/// y down), and what the loader guessed or met on the way.
#[derive(Asset, TypePath, Clone, Debug)]
pub struct TileMapAsset {
    /// The collision map.
    pub map: TileMap,
    /// The map's objects (Tiled) or entities (LDtk); none for ASCII.
    pub objects: Vec<MapObject>,
    /// What collides as `solid` because it names no tile kind (an LDtk
    /// IntGrid value such as a `ladder` the kinds table doesn't name, a
    /// Tiled tile with no collision data): name its kind in
    /// [`MapLoaderSettings::kinds`]. Logged at warn level when the map
    /// loads; [`TileMapAsset::messages`] words them for an app.
    pub warnings: Vec<LoadWarning>,
    /// Other problems that did not stop the load (a tile left out, a
    /// misspelt property). Logged at info level when the map loads.
    pub notes: Vec<LoadNote>,
    /// The LDtk level loaded (`None` for other formats).
    pub level: Option<String>,
}

impl TileMapAsset {
    /// The warnings, then the notes, one line each, naming
    /// [`MapLoaderSettings`]' fields where the fix is a setting.
    pub fn messages(&self) -> Vec<String> {
        let warnings = self.warnings.iter().map(|w| for_bevy(&w.to_string()));
        let notes = self.notes.iter().map(|n| match n.cell {
            Some((x, y)) => format!("{} (cell {x}, {y})", for_bevy(&n.message)),
            None => for_bevy(&n.message),
        });
        warnings.chain(notes).collect()
    }
}

/// How to read a map file: give them to a load
/// (`server.load_builder().with_settings(settings.setter()).load(path)`),
/// or write them in the asset's `.meta` file.
///
/// ```
/// use tilestep::TileKind;
/// use tilestep_bevy::prelude::*;
///
/// // The level "Level_0" of a project with several; its IntGrid values
/// // `dirt` solid and `ladder` a platform tagged 4 (typed), `water`
/// // empty (a string, checked when the map loads).
/// let settings = MapLoaderSettings::default()
///     .with_level("Level_0")
///     .with_kind("dirt", TileKind::Solid)
///     .with_kind_spec("ladder", KindTag { kind: TileKind::Platform, tag: Some(4) })
///     .with_kind_str("water", "empty");
/// assert_eq!(settings.kinds["ladder"], "platform#4");
/// // In a system with `server: Res<AssetServer>`:
/// // let map: Handle<TileMapAsset> =
/// //     server.load_builder().with_settings(settings.setter()).load("level.ldtk");
/// ```
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
    /// These settings loading the LDtk level `level` (its identifier).
    pub fn with_level(mut self, level: impl Into<String>) -> MapLoaderSettings {
        self.level = Some(level.into());
        self
    }

    /// These settings reading collision from `layers` (later over earlier).
    pub fn with_collision_layers<S: Into<String>>(
        mut self,
        layers: impl IntoIterator<Item = S>,
    ) -> MapLoaderSettings {
        self.collision_layers = layers.into_iter().map(Into::into).collect();
        self
    }

    /// These settings with `name` (an LDtk IntGrid identifier or value, a
    /// Tiled tile class) standing for the tile kind `kind`, untagged
    /// (`with_kind("dirt", TileKind::Solid)`).
    pub fn with_kind(self, name: impl Into<String>, kind: TileKind) -> MapLoaderSettings {
        self.with_kind_spec(name, KindTag { kind, tag: None })
    }

    /// These settings with `name` standing for `kind`, typed: a
    /// [`KindTag`] (a kind and a tag: `KindTag { kind: TileKind::Platform,
    /// tag: Some(4) }`) or a [`KindSpec`] (a column's top cell apart, as a
    /// ladder whose top can be stood on). Stored as its text
    /// (`"platform#4"`).
    pub fn with_kind_spec(
        mut self,
        name: impl Into<String>,
        kind: impl Into<KindSpec>,
    ) -> MapLoaderSettings {
        self.kinds.insert(name.into(), kind.into().to_string());
        self
    }

    /// These settings with `name` standing for the kind written `kind`
    /// (`"solid"`, `"platform#4"`, `"platform#4/empty#4"`); checked when
    /// the map loads.
    pub fn with_kind_str(mut self, name: impl Into<String>, kind: impl Into<String>) -> Self {
        self.kinds.insert(name.into(), kind.into());
        self
    }

    /// A closure that sets a load's settings to these, for Bevy's
    /// `LoadBuilder::with_settings`:
    /// `server.load_builder().with_settings(settings.setter()).load(path)`.
    pub fn setter(self) -> impl Fn(&mut MapLoaderSettings) + Send + Sync + 'static {
        move |s: &mut MapLoaderSettings| *s = self.clone()
    }

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
            MapAssetError::Map(e) => write!(f, "{}", for_bevy(&e.to_string())),
            MapAssetError::Kind(e) => write!(f, "`MapLoaderSettings::kinds`' {e}"),
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
        let asset = TileMapAsset {
            map: loaded.map,
            objects: loaded.objects,
            warnings: loaded.warnings,
            notes: loaded.notes,
            level: loaded.level,
        };
        let at = load_context.path();
        for w in &asset.warnings {
            log::warn!("tilestep: {}", for_bevy(&w.to_string()));
        }
        for n in asset.messages().iter().skip(asset.warnings.len()) {
            log::info!("tilestep: map {at}: {n}");
        }
        Ok(asset)
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

/// Registers [`TileMapAsset`] and its loader, keeps the [`CollisionMap`]
/// on its [`CollisionMapSource`], and reports maps that fail to load
/// ([`MapLoadFailed`], an error in the log). Add it after Bevy's
/// `AssetPlugin` (in `DefaultPlugins`): without it, building the app
/// panics with a message saying so.
#[derive(Clone, Debug, Default)]
pub struct TilestepAssetPlugin;

/// The panic of [`TilestepAssetPlugin`] added without Bevy's `AssetPlugin`.
pub const NEEDS_ASSET_PLUGIN: &str = "TilestepAssetPlugin needs Bevy's AssetPlugin, added before \
     it: add DefaultPlugins (or AssetPlugin::default()) first, e.g. \
     app.add_plugins((DefaultPlugins, TilestepPlugin::default(), TilestepAssetPlugin))";

impl Plugin for TilestepAssetPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<AssetPlugin>() {
            panic!("{NEEDS_ASSET_PLUGIN}");
        }
        let folder = app
            .get_added_plugins::<AssetPlugin>()
            .first()
            .map_or_else(|| "assets".to_string(), |p| p.file_path.clone());
        let root = asset_root(&folder);
        app.init_asset::<TileMapAsset>()
            .register_asset_loader(TileMapLoader { root })
            .add_message::<MapLoadFailed>()
            .add_systems(PreUpdate, (report_failed_map_loads, follow_map_asset));
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
            e.to_string().starts_with(
                "`MapLoaderSettings::kinds`' kind \"lava=hot\": \"hot\" is no tile kind"
            ),
            "{e}"
        );
    }
}
