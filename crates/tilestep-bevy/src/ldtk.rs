//! The collision map from the levels bevy_ecs_ldtk spawns (feature `ldtk`).
//!
//! Add [`TilestepLdtkPlugin`] beside bevy_ecs_ldtk's `LdtkPlugin` and the
//! [`TilestepPlugin`](crate::TilestepPlugin). When a level has spawned
//! (`LevelEvent::Spawned`), its IntGrid layer chosen by
//! [`LdtkCollisionSettings`] (default: the one named `Collision` or
//! `Collisions`, any case, else the only IntGrid layer) becomes the
//! [`CollisionMap`]: each IntGrid value's kind is the kinds table's, else
//! the one its identifier names, optionally tagged (`solid`, `slope_br`,
//! `platform`, `solid#3` or `solid__3`), else `solid` (listed in
//! [`LdtkCollisionLayer::problems`]), the rule of the `.ldtk` loader
//! (`tilestep_maps`' [`IntGridKinds`]), so the map is the one `tilestep
//! check` sees in the file. From then on an `IntGridCell` changed, added or removed under that
//! layer (destructible terrain, doors) changes its tile with
//! [`CollisionMap::set_tile`], not a rebuild.
//!
//! Coordinates: bevy_ecs_ldtk's `GridCoords` count rows from the bottom;
//! the map's from the top (`ty = rows - 1 - y`). [`PixelScale::origin`] is
//! set to the level's top-left corner, from the level entity's `Transform`
//! (an `LdtkWorldBundle` at the origin, unscaled, as bevy_ecs_ldtk places
//! levels), so `Transform`s line up with the tiles bevy_ecs_ldtk draws:
//! it draws one LDtk pixel as one world unit, so keep `pixels_per_unit` at 1.
//!
//! One level at a time: the collision map follows the level spawned last.
//! Cells of other levels still spawned (a `LevelSet` of several) do not
//! reach it, nor do those of a layer whose map could not be built.

use crate::map::CollisionMap;
use crate::scale::PixelScale;
use bevy::app::{App, Plugin, Update};
use bevy::asset::Assets;
use bevy::ecs::prelude::*;
use bevy::math::Vec2;
use bevy::prelude::{ChildOf, Transform};
use bevy_ecs_ldtk::assets::LdtkProject;
use bevy_ecs_ldtk::ldtk::Type;
use bevy_ecs_ldtk::{
    GridCoords, IntGridCell, LayerMetadata, LdtkProjectHandle, LevelEvent, LevelIid,
};
use std::collections::HashMap;
use tilestep::{Edges, TileId, TileSize, TileXY};
use tilestep_maps::layer_choice::choose_int_grid;
use tilestep_maps::{IntGridKinds, KindTable};

/// Which IntGrid layer the collision map is built from, the kinds of the
/// project's value names, and the map's edges.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct LdtkCollisionSettings {
    /// The IntGrid layer's identifier; `None` (default): the one named
    /// `Collision` or `Collisions` (any case), else the only IntGrid layer.
    pub layer: Option<String>,
    /// The project's IntGrid identifiers (or values) and the kinds they
    /// stand for (`dirt` → `solid`, `ladder` → `empty#4`).
    pub kinds: KindTable,
    /// The map's edge policies (default: solid sides, open top and bottom,
    /// as `Edges::default()`).
    pub edges: Edges,
}

/// On the collision layer entity of each level spawned, inserted when its
/// map is built (or could not be: see `problems`). The collision map
/// follows the IntGrid cells of the one built last.
#[derive(Component, Debug)]
pub struct LdtkCollisionLayer {
    /// The level it belongs to.
    pub level: LevelIid,
    /// What could not be made a tile (undefined values, bad tags), those
    /// cells `empty`; and the values naming no kind, which collide as
    /// `solid`.
    pub problems: Vec<String>,
    /// Each IntGrid value's tile id in the map's tile set.
    ids: HashMap<i32, TileId>,
    /// The layer's height in cells.
    rows: i32,
    /// Where each cell entity is (tile coordinates, y down).
    cells: HashMap<Entity, TileXY>,
}

impl LdtkCollisionLayer {
    /// The tile id of IntGrid `value` (`empty` for 0 and for values that
    /// are not tiles).
    pub fn tile_of(&self, value: i32) -> TileId {
        self.ids.get(&value).copied().unwrap_or(TileId(0))
    }

    /// The map tile (y down) of a cell at `coords` (bevy_ecs_ldtk's, y up).
    pub fn tile_at(&self, coords: GridCoords) -> TileXY {
        TileXY::new(coords.x, self.rows - 1 - coords.y)
    }
}

/// Builds the [`CollisionMap`] from each level bevy_ecs_ldtk spawns and
/// keeps it equal to the level's IntGrid cells (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct TilestepLdtkPlugin;

impl Plugin for TilestepLdtkPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<LdtkCollisionSettings>()
            .init_resource::<LdtkFollowedLayer>()
            .add_systems(
                Update,
                (follow_int_grid_cells, build_from_spawned_levels).chain(),
            );
    }
}

/// The collision layer entity the [`CollisionMap`] was built from last,
/// whose cells it follows: none before the first build, nor after that
/// layer's map could not be rebuilt (the map is then kept as it was).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LdtkFollowedLayer(Option<Entity>);

impl LdtkFollowedLayer {
    /// The layer entity (it carries an [`LdtkCollisionLayer`]), if any.
    pub fn entity(&self) -> Option<Entity> {
        self.0
    }
}

/// Cells of IntGrid layers: entity, value, coordinates, layer entity.
type CellQuery<'w, 's, F> = Query<
    'w,
    's,
    (
        Entity,
        &'static IntGridCell,
        &'static GridCoords,
        &'static ChildOf,
    ),
    F,
>;

/// On `LevelEvent::Spawned`: the level's collision layer becomes the
/// collision map.
#[allow(clippy::too_many_arguments)]
pub fn build_from_spawned_levels(
    mut events: MessageReader<LevelEvent>,
    settings: Res<LdtkCollisionSettings>,
    projects: Res<Assets<LdtkProject>>,
    levels: Query<(Entity, &LevelIid, &ChildOf, Option<&Transform>)>,
    worlds: Query<&LdtkProjectHandle>,
    layers: Query<(Entity, &LayerMetadata, &ChildOf)>,
    cells: CellQuery<()>,
    map: Option<ResMut<CollisionMap>>,
    scale: Option<ResMut<PixelScale>>,
    mut followed: ResMut<LdtkFollowedLayer>,
    mut commands: Commands,
) {
    let Some(iid) = events.read().fold(None, |last, e| match e {
        LevelEvent::Spawned(iid) => Some(iid.clone()),
        _ => last,
    }) else {
        return;
    };
    let Some((level, _, level_parent, level_at)) = levels.iter().find(|l| *l.1 == iid) else {
        return;
    };
    let Some(project) = worlds
        .get(level_parent.parent())
        .ok()
        .and_then(|h| projects.get(&h.handle))
    else {
        return;
    };
    let int_grid: Vec<(Entity, &LayerMetadata)> = layers
        .iter()
        .filter(|(_, m, p)| p.parent() == level && m.layer_instance_type == Type::IntGrid)
        .map(|(e, m, _)| (e, m))
        .collect();
    let names: Vec<&str> = int_grid
        .iter()
        .map(|(_, m)| m.identifier.as_str())
        .collect();
    let wanted: Vec<String> = settings.layer.iter().cloned().collect();
    let Some(chosen) = choose_int_grid(&names, &wanted)
        .ok()
        .and_then(|c| c.first().copied())
    else {
        return;
    };
    let (layer, meta) = int_grid[chosen];
    let Some(def) = project
        .json_data()
        .defs
        .layers
        .iter()
        .find(|d| d.identifier == meta.identifier && d.layer_definition_type == "IntGrid")
    else {
        return;
    };
    let own = [(layer, meta)];
    let Ok(tile_size) = TileSize::new(meta.grid_size.max(0) as u32) else {
        return;
    };
    let (cols, rows) = (meta.c_wid, meta.c_hei);
    let values = def
        .int_grid_values
        .iter()
        .map(|v| (i64::from(v.value), v.identifier.clone().unwrap_or_default()));
    let mut kinds = IntGridKinds::new(tile_size, values).with_kinds(settings.kinds.clone());
    let mut collision = LdtkCollisionLayer {
        level: iid.clone(),
        problems: Vec::new(),
        ids: HashMap::new(),
        rows,
        cells: HashMap::new(),
    };
    // Cells row by row from the top-left, as the `.ldtk` loader meets
    // them, so tile ids come out in its order.
    let mut found: Vec<(TileXY, Entity, i32)> = cells
        .iter()
        .filter(|(_, _, _, p)| own.iter().any(|(l, _)| *l == p.parent()))
        .map(|(e, cell, at, _)| (collision.tile_at(*at), e, cell.value))
        .filter(|(at, _, _)| at.x >= 0 && at.y >= 0 && at.x < cols && at.y < rows)
        .collect();
    found.sort_by_key(|(at, _, _)| (at.y, at.x));
    let values = found
        .iter()
        .map(|f| f.2)
        .chain(kinds.values().into_iter().map(|v| v as i32));
    for value in values.collect::<Vec<_>>() {
        if let std::collections::hash_map::Entry::Vacant(slot) = collision.ids.entry(value) {
            match kinds.tile(i64::from(value)) {
                Ok(id) => {
                    slot.insert(id);
                }
                Err(err) => {
                    collision
                        .problems
                        .push(format!("IntGrid value {value}: {err}"));
                    slot.insert(TileId(0));
                }
            }
        }
    }
    for &(_, value) in kinds.defaulted() {
        let ident = kinds.identifier(value).unwrap_or("");
        collision.problems.push(format!(
            "IntGrid value {value} {ident:?} names no tile kind, so it collides as solid; name its kind in `LdtkCollisionSettings::kinds` (a `KindTable`)"
        ));
    }
    // Absurd layer sizes are refused before allocating.
    let cells_wanted = u64::from(cols.max(0) as u32) * u64::from(rows.max(0) as u32);
    if cells_wanted == 0 || cells_wanted > tilestep::MAX_CELLS {
        collision.problems.push(format!(
            "the layer is {cols} x {rows} cells: a map needs 1 to {} cells",
            tilestep::MAX_CELLS
        ));
        refuse(layer, collision, &mut followed, &mut commands);
        return;
    }
    let mut grid = vec![TileId(0); cells_wanted as usize];
    for &(at, entity, value) in &found {
        grid[(at.y * cols + at.x) as usize] = collision.tile_of(value);
        collision.cells.insert(entity, at);
    }
    let built = match kinds.map(cols as u32, rows as u32, settings.edges, &grid) {
        Ok(m) => m,
        Err(err) => {
            collision.problems.push(format!("the map: {err}"));
            refuse(layer, collision, &mut followed, &mut commands);
            return;
        }
    };
    match map {
        Some(mut map) => map.replace(built),
        None => commands.insert_resource(CollisionMap::new(built)),
    }
    if let Some(mut scale) = scale {
        // The level's bottom-left corner is its translation; the map's
        // origin is its top-left.
        let bottom_left = level_at.map_or(Vec2::ZERO, |t| t.translation.truncate());
        let height = rows as f32 * meta.grid_size as f32 / scale.pixels_per_unit;
        scale.origin = bottom_left + Vec2::new(0.0, height);
    }
    followed.0 = Some(layer);
    commands.entity(layer).insert(collision);
}

/// A layer whose map could not be built: its problems are listed, the map
/// is kept, and if it was this layer's, its cells are no longer followed.
fn refuse(
    layer: Entity,
    collision: LdtkCollisionLayer,
    followed: &mut LdtkFollowedLayer,
    commands: &mut Commands,
) {
    if followed.0 == Some(layer) {
        followed.0 = None;
    }
    commands.entity(layer).insert(collision);
}

/// IntGrid cells changed, added or removed under the collision layer:
/// their tiles change in the [`CollisionMap`].
pub fn follow_int_grid_cells(
    changed: CellQuery<Changed<IntGridCell>>,
    mut removed: RemovedComponents<IntGridCell>,
    mut layers: Query<&mut LdtkCollisionLayer>,
    followed: Res<LdtkFollowedLayer>,
    map: Option<ResMut<CollisionMap>>,
) {
    let (Some(mut map), Some(followed)) = (map, followed.0) else {
        removed.clear();
        return;
    };
    let Ok(mut layer) = layers.get_mut(followed) else {
        removed.clear();
        return;
    };
    for (entity, cell, at, parent) in &changed {
        if parent.parent() != followed {
            continue;
        }
        let tile = layer.tile_at(*at);
        if let Some(old) = layer.cells.insert(entity, tile) {
            if old != tile {
                // Moved: its old place empties.
                map.set_tile(old, TileId(0));
            }
        }
        map.set_tile(tile, layer.tile_of(cell.value));
    }
    for entity in removed.read() {
        if let Some(at) = layer.cells.remove(&entity) {
            map.set_tile(at, TileId(0));
        }
    }
}
