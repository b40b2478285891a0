//! Feature `ldtk`: bevy_ecs_ldtk's own `LdtkPlugin` spawns the example
//! project's level headless; the collision map built from its IntGrid
//! cells is the map `tilestep-maps` loads from the same file, tile for
//! tile, and IntGrid cells changed, removed or added afterwards reach it
//! (those of the level spawned last only).
#![cfg(feature = "ldtk")]

mod common;

use bevy::prelude::*;
use bevy_ecs_ldtk::prelude::*;
use common::{examples, level_app, level_app_in, update_until};
use tilestep::{PxPoint, TileKind, TileXY};
use tilestep_bevy::prelude::*;

/// A headless app with bevy_ecs_ldtk spawning `maps/ldtk/level.ldtk`'s
/// `Level_0`, updated until the collision layer is built.
fn spawned() -> App {
    let mut app = level_app();
    app.add_plugins((LdtkPlugin, TilestepPlugin::default(), TilestepLdtkPlugin))
        .insert_resource(LevelSelection::index(0));
    let project = app
        .world()
        .resource::<AssetServer>()
        .load("maps/ldtk/level.ldtk");
    app.world_mut().spawn(LdtkWorldBundle {
        ldtk_handle: project.into(),
        ..Default::default()
    });
    update_until(&mut app, 20, "the level spawned", |a| built(a).is_some());
    app
}

/// The collision layer's entity, once built.
fn built(app: &mut App) -> Option<Entity> {
    app.world_mut()
        .query_filtered::<Entity, With<LdtkCollisionLayer>>()
        .iter(app.world())
        .next()
}

/// The loader's map of the same file.
fn loaded() -> tilestep::TileMap {
    let path = examples().join("maps/ldtk/level.ldtk");
    tilestep_maps::load_map(&path, &tilestep_maps::LoadOptions::default())
        .unwrap()
        .map
}

/// The cell entity at map tile `at` (y down) of the collision layer.
fn cell_at(app: &mut App, at: TileXY) -> Option<Entity> {
    let layer = built(app)?;
    cell_of(app, layer, at)
}

/// The cell entity at map tile `at` (y down) of collision layer `layer`.
fn cell_of(app: &mut App, layer: Entity, at: TileXY) -> Option<Entity> {
    let collision = app.world().get::<LdtkCollisionLayer>(layer)?;
    let tile_at = |c: GridCoords| collision.tile_at(c);
    let mut cells = app.world().try_query::<(Entity, &GridCoords, &ChildOf)>()?;
    cells
        .iter(app.world())
        .find(|(_, c, p)| p.parent() == layer && tile_at(**c) == at)
        .map(|(e, _, _)| e)
}

fn kind_at(app: &App, at: TileXY) -> TileKind {
    let map = app.world().resource::<CollisionMap>().map();
    map.tileset().def(map.get(at).unwrap()).kind
}

#[test]
fn the_spawned_level_is_the_map_the_loader_reads() {
    let mut app = spawned();
    let want = loaded();
    let map = app.world().resource::<CollisionMap>().map().clone();
    assert_eq!((map.width(), map.height()), (want.width(), want.height()));
    assert_eq!(map.tile_size(), want.tile_size());
    let mut solid = 0;
    for y in 0..map.height() {
        for x in 0..map.width() {
            let at = TileXY::new(x, y);
            let (a, b) = (map.get(at).unwrap(), want.get(at).unwrap());
            assert_eq!(a, b, "tile id at ({x}, {y})");
            assert_eq!(map.tileset().def(a), want.tileset().def(b), "({x}, {y})");
            solid += usize::from(map.tileset().def(a).kind == TileKind::Solid);
        }
    }
    assert!(solid > 20, "{solid} solid tiles");
    let layer = built(&mut app).unwrap();
    let collision = app.world().get::<LdtkCollisionLayer>(layer).unwrap();
    assert!(collision.problems.is_empty(), "{:?}", collision.problems);
    // Pixel for pixel too (the derived data is the loader's).
    for y in (0..map.height() * 16).step_by(3) {
        for x in (0..map.width() * 16).step_by(5) {
            let p = PxPoint::new(x, y);
            assert_eq!(map.is_solid(p), want.is_solid(p), "px ({x}, {y})");
        }
    }
    // The map lies over the level bevy_ecs_ldtk placed (bottom-left at
    // the origin): its top-left corner is the level's height up.
    let scale = *app.world().resource::<PixelScale>();
    assert_eq!(scale.origin, Vec2::new(0.0, (map.height() * 16) as f32));
    assert_eq!(
        scale.tile_centre(&map, TileXY::new(0, map.height() - 1)),
        Vec2::new(8.0, 8.0),
        "the bottom-left tile's centre, as bevy_ecs_ldtk draws it"
    );
}

#[test]
fn cells_changed_removed_and_added_reach_the_map() {
    let mut app = spawned();
    let map = app.world().resource::<CollisionMap>().map().clone();
    // A solid tile of the level, and an empty one above a solid one.
    let find = |want: TileKind| {
        (0..map.height())
            .flat_map(|y| (0..map.width()).map(move |x| TileXY::new(x, y)))
            .find(|&at| map.tileset().def(map.get(at).unwrap()).kind == want)
            .unwrap()
    };
    let wall = find(TileKind::Solid);
    let platform = find(TileKind::Platform);

    // Changed: the platform becomes solid (value 1).
    let cell = cell_at(&mut app, platform).expect("a cell entity for the platform");
    app.world_mut().get_mut::<IntGridCell>(cell).unwrap().value = 1;
    app.update();
    assert_eq!(kind_at(&app, platform), TileKind::Solid);

    // Removed: the wall's cell loses its IntGridCell (destroyed terrain).
    let cell = cell_at(&mut app, wall).expect("a cell entity for the wall");
    app.world_mut().entity_mut(cell).remove::<IntGridCell>();
    app.update();
    assert_eq!(kind_at(&app, wall), TileKind::Empty);

    // Added: it comes back as a 45° slope (value 5, `slope_br`).
    app.world_mut()
        .entity_mut(cell)
        .insert(IntGridCell { value: 5 });
    app.update();
    assert_eq!(kind_at(&app, wall), TileKind::SlopeBr);

    // Despawned: empty again.
    app.world_mut().entity_mut(cell).despawn();
    app.update();
    assert_eq!(kind_at(&app, wall), TileKind::Empty);
}

#[test]
fn an_absurd_layer_size_is_a_problem_not_a_crash() {
    let mut app = spawned();
    let layer = built(&mut app).unwrap();
    let before = app.world().resource::<CollisionMap>().map().clone();
    // The layer claims a million by a million cells; the level "spawns"
    // again.
    {
        let mut meta = app.world_mut().get_mut::<LayerMetadata>(layer).unwrap();
        (meta.c_wid, meta.c_hei) = (1 << 20, 1 << 20);
    }
    let iid = app
        .world()
        .get::<LdtkCollisionLayer>(layer)
        .unwrap()
        .level
        .clone();
    app.world_mut().write_message(LevelEvent::Spawned(iid));
    app.update();
    let collision = app.world().get::<LdtkCollisionLayer>(layer).unwrap();
    assert!(
        collision
            .problems
            .iter()
            .any(|p| p.contains("1048576 x 1048576")),
        "{:?}",
        collision.problems
    );
    let after = app.world().resource::<CollisionMap>().map();
    assert_eq!(
        (after.width(), after.height()),
        (before.width(), before.height()),
        "the map is kept"
    );
}

/// The example project with a second level, a copy of `Level_0` named
/// `Level_1`, written to a fresh folder (the asset root); its levels' iids.
fn two_level_project() -> (std::path::PathBuf, [String; 2]) {
    let text = std::fs::read_to_string(examples().join("maps/ldtk/level.ldtk")).unwrap();
    let mut project: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut second = project["levels"][0].clone();
    let first = second["iid"].as_str().unwrap().to_owned();
    let iid = "8f2e5a40-5a2b-11ef-9c36-7d1f3b7d0099".to_owned();
    second["iid"] = iid.clone().into();
    second["identifier"] = "Level_1".into();
    second["uid"] = project["nextUid"].clone();
    second["worldX"] = 384.into();
    project["levels"].as_array_mut().unwrap().push(second);
    let dir = std::env::temp_dir().join(format!("tilestep-ldtk-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("two.ldtk"), project.to_string()).unwrap();
    (dir, [first, iid])
}

#[test]
fn only_the_level_spawned_last_reaches_the_map() {
    let (dir, [first, second]) = two_level_project();
    let mut app = level_app_in(&dir);
    app.add_plugins((LdtkPlugin, TilestepPlugin::default(), TilestepLdtkPlugin));
    let project = app.world().resource::<AssetServer>().load("two.ldtk");
    let world = app
        .world_mut()
        .spawn(LdtkWorldBundle {
            ldtk_handle: project.into(),
            level_set: LevelSet::from_iids([first]),
            ..Default::default()
        })
        .id();
    let followed = |app: &App| app.world().resource::<LdtkFollowedLayer>().entity();
    update_until(&mut app, 20, "the first level", |a| followed(a).is_some());
    let old = followed(&app).unwrap();
    // The second level spawns beside the first, which stays.
    let mut set = app.world_mut().get_mut::<LevelSet>(world).unwrap();
    set.iids.insert(LevelIid::new(second));
    update_until(&mut app, 20, "the second level", |a| {
        followed(a).is_some_and(|l| l != old)
    });
    let new = followed(&app).unwrap();
    assert!(app.world().get::<LdtkCollisionLayer>(old).is_some());
    let map = app.world().resource::<CollisionMap>().map().clone();
    let wall = (0..map.height())
        .flat_map(|y| (0..map.width()).map(move |x| TileXY::new(x, y)))
        .find(|&at| map.tileset().def(map.get(at).unwrap()).kind == TileKind::Solid)
        .unwrap();

    // The first level's wall is destroyed: the map is the second's.
    let cell = cell_of(&mut app, old, wall).expect("the first level's wall");
    app.world_mut().entity_mut(cell).remove::<IntGridCell>();
    app.update();
    assert_eq!(kind_at(&app, wall), TileKind::Solid);
    // The second level's is: it empties.
    let cell = cell_of(&mut app, new, wall).expect("the second level's wall");
    app.world_mut().entity_mut(cell).remove::<IntGridCell>();
    app.update();
    assert_eq!(kind_at(&app, wall), TileKind::Empty);
    std::fs::remove_dir_all(dir).unwrap();
}

/// The example project as another project would have it: its IntGrid
/// layer named `Walls` and its solid value named `dirt`, written to a
/// fresh folder (the asset root).
fn renamed_project() -> std::path::PathBuf {
    let text = std::fs::read_to_string(examples().join("maps/ldtk/level.ldtk")).unwrap();
    let text = text
        .replace("\"Collision\"", "\"Walls\"")
        .replace("\"identifier\": \"solid\"", "\"identifier\": \"dirt\"");
    let dir = std::env::temp_dir().join(format!("tilestep-ldtk-walls-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("walls.ldtk"), text).unwrap();
    dir
}

#[test]
fn a_project_with_its_own_names_is_read_by_the_loaders_rule() {
    let dir = renamed_project();
    let mut kinds = tilestep_maps::KindTable::new();
    kinds.add_entry("dirt=solid#2").unwrap();
    let mut app = level_app_in(&dir);
    app.add_plugins((LdtkPlugin, TilestepPlugin::default(), TilestepLdtkPlugin))
        .insert_resource(LevelSelection::index(0))
        .insert_resource(LdtkCollisionSettings {
            kinds: kinds.clone(),
            ..Default::default()
        });
    let project = app.world().resource::<AssetServer>().load("walls.ldtk");
    app.world_mut().spawn(LdtkWorldBundle {
        ldtk_handle: project.into(),
        ..Default::default()
    });
    // The only IntGrid layer, though not named Collision, is the map.
    update_until(&mut app, 20, "the level spawned", |a| built(a).is_some());
    let layer = built(&mut app).unwrap();
    assert_eq!(
        app.world()
            .get::<LdtkCollisionLayer>(layer)
            .unwrap()
            .problems,
        Vec::<String>::new()
    );
    let want = tilestep_maps::load_map(
        dir.join("walls.ldtk"),
        &tilestep_maps::LoadOptions::default().with_kinds(kinds),
    )
    .unwrap()
    .map;
    let map = app.world().resource::<CollisionMap>().map().clone();
    for y in 0..want.height() {
        for x in 0..want.width() {
            let at = TileXY::new(x, y);
            let def = |m: &tilestep::TileMap| m.tileset().def(m.get(at).unwrap()).clone();
            assert_eq!(def(&map), def(&want), "tile ({x}, {y})");
        }
    }
    let solid = |m: &tilestep::TileMap| m.tileset().def(m.get(TileXY::new(0, 0)).unwrap()).tag;
    assert_eq!(solid(&map), Some(2), "dirt is solid#2");
    std::fs::remove_dir_all(dir).unwrap();
}
