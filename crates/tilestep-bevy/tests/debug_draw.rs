//! The debug gizmos (feature `debug`) run in a headless app beside the
//! plugin, with everything to draw (tiles, wedges, bodies, contacts, a
//! moving solid), on and off.
#![cfg(feature = "debug")]

mod common;

use bevy::asset::AssetPlugin;
use bevy::gizmos::GizmoPlugin;
use bevy::prelude::*;
use common::{spawn_lift, spawn_player};
use tilestep::TileMap;
use tilestep_bevy::prelude::*;

#[test]
fn draws_beside_the_step_and_toggles() {
    let level = concat!(
        "..........\n",
        "..........\n",
        "...-------\n",
        "..........\n",
        "..../\\....\n",
        "##########\n",
    );
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin::default(),
        bevy::transform::TransformPlugin,
        GizmoPlugin,
        TilestepPlugin::default(),
        TilestepDebugPlugin,
    ))
    // Bevy's gizmos draw skinned mesh bounds, which read meshes and skins.
    .init_asset::<Mesh>()
    .init_asset::<bevy::mesh::skinning::SkinnedMeshInverseBindposes>()
    .insert_resource(CollisionMap::new(TileMap::from_ascii(level, 16).unwrap()));
    let e = spawn_player(&mut app, 24, 80, Fall::default());
    spawn_lift(
        &mut app,
        (96, 20),
        (32, 8),
        &[(130, 20)],
        256,
        Looping::Cycle,
    );
    for i in 0..30 {
        app.world_mut().get_mut::<TileBody>(e).unwrap().vel.x.0 = 256;
        app.world_mut().run_schedule(bevy::app::FixedPostUpdate);
        if i == 15 {
            app.world_mut().resource_mut::<DebugDraw>().toggle();
        }
        app.update();
    }
    assert!(!app.world().resource::<DebugDraw>().enabled);
    let b = app.world().get::<TileBody>(e).unwrap();
    assert!(b.pos.x.floor_px().0 > 40, "stepped while drawn");
}
