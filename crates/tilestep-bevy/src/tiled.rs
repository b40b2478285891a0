//! The collision map from the maps bevy_ecs_tiled spawns (feature `tiled`).
//!
//! Add [`TilestepTiledPlugin`] beside bevy_ecs_tiled's `TiledPlugin` and
//! the [`TilestepPlugin`](crate::TilestepPlugin). When bevy_ecs_tiled has
//! spawned a map (`TiledEvent<MapCreated>`; bevy_ecs_tiled 0.13 reads
//! `.tmx` files), the same file is loaded as a [`TileMapAsset`] by this
//! crate's loader with `tilestep-maps`' Tiled rules (each tile's
//! `collision` property naming a kind, or its collision shapes, and an
//! optional `tag`; the tile layer named `collision`, else every layer with
//! collision data), and becomes the [`CollisionMap`](crate::CollisionMap)
//! through [`CollisionMapSource`], reloaded with the file: the map
//! `tilestep check` sees in the file.
//! Destructible terrain: change the tile with
//! [`CollisionMap::set_tile`](crate::CollisionMap::set_tile)
//! when you despawn or change bevy_ecs_tiled's tile entity.
//!
//! [`PixelScale::origin`] is set to the map's top-left corner as
//! bevy_ecs_tiled places it (the map entity's `Transform` and its
//! `TilemapAnchor`, orthogonal maps), so `Transform`s line up with the
//! tiles it draws: it draws one Tiled pixel as one world unit, so keep
//! `pixels_per_unit` at 1.
//!
//! One map at a time: the collision map follows the map spawned last.

use crate::assets::{CollisionMapSource, TileMapAsset, TilestepAssetPlugin};
use crate::scale::PixelScale;
use bevy::app::{App, Plugin, Update};
use bevy::asset::{AssetServer, Assets};
use bevy::ecs::prelude::*;
use bevy::math::Vec2;
use bevy::prelude::Transform;
use bevy_ecs_tiled::prelude::{MapCreated, TiledEvent, TiledMap, TiledMapAsset};
use bevy_ecs_tiled::prelude::{
    TilemapAnchor, TilemapGridSize, TilemapSize, TilemapTileSize, TilemapType,
};

/// Follows the maps bevy_ecs_tiled spawns with the [`CollisionMap`]
/// (see the module docs). Adds [`TilestepAssetPlugin`] if it is missing.
///
/// [`CollisionMap`]: crate::CollisionMap
#[derive(Clone, Copy, Debug, Default)]
pub struct TilestepTiledPlugin;

impl Plugin for TilestepTiledPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<TilestepAssetPlugin>() {
            app.add_plugins(TilestepAssetPlugin);
        }
        app.add_systems(Update, follow_spawned_tiled_maps);
    }
}

/// On `TiledEvent<MapCreated>`: the map's file becomes the collision map's
/// source, and the map's top-left corner the [`PixelScale`]'s origin.
pub fn follow_spawned_tiled_maps(
    mut events: MessageReader<TiledEvent<MapCreated>>,
    maps: Query<(&TiledMap, Option<&Transform>, Option<&TilemapAnchor>)>,
    tiled: Res<Assets<TiledMapAsset>>,
    server: Res<AssetServer>,
    scale: Option<ResMut<PixelScale>>,
    mut commands: Commands,
) {
    let Some(entity) = events.read().filter_map(|e| e.get_map_entity()).last() else {
        return;
    };
    let Ok((map, at, anchor)) = maps.get(entity) else {
        return;
    };
    let Some(path) = server.get_path(map.0.id()) else {
        return;
    };
    let source = server.load::<TileMapAsset>(path.into_owned());
    commands.insert_resource(CollisionMapSource(source));
    if let (Some(mut scale), Some(asset)) = (scale, tiled.get(map.0.id())) {
        let offset = top_left(asset, anchor.copied().unwrap_or_default());
        let translation = at.map_or(Vec2::ZERO, |t| t.translation.truncate());
        scale.origin = translation + offset;
    }
}

/// Where bevy_ecs_tiled puts the top-left corner of `map` relative to its
/// map entity, anchored by `anchor`: the anchor's offset is to the centre
/// of the bottom-left tile (bevy_ecs_tilemap's convention, y up).
fn top_left(map: &TiledMapAsset, anchor: TilemapAnchor) -> Vec2 {
    let size: TilemapSize = map.tilemap_size;
    let tile: TilemapTileSize = map.largest_tile_size;
    let grid = TilemapGridSize::new(map.map.tile_width as f32, map.map.tile_height as f32);
    let offset = anchor.as_offset(&size, &grid, &tile, &TilemapType::Square);
    offset + Vec2::new(-grid.x / 2.0, size.y as f32 * grid.y - grid.y / 2.0)
}
