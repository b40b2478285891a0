//! Changing a tile at run time (destructible terrain) reaches the next
//! fixed step, for bodies of every collision mask.

mod common;

use bevy::prelude::*;
use common::{count_after_step, spawn_player, step, Counts};
use tilestep::{Size, SubPoint, TileMap, TileXY};
use tilestep_bevy::prelude::*;

#[test]
fn a_floor_tile_removed_lets_the_body_fall() {
    let map = TileMap::from_ascii("......\n......\n......\n######\n......\n......\n", 16).unwrap();
    let empty = map.get(TileXY::new(0, 0)).unwrap();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(map));
    count_after_step(&mut app);
    let plain = spawn_player(&mut app, 24, 48, Fall::default());
    let masked = spawn_player(&mut app, 72, 48, (Fall::default(), CollisionMask(0b1)));
    for _ in 0..10 {
        step(&mut app);
    }
    assert!(app.world().get::<Grounded>(plain).is_some());
    assert!(app.world().get::<Grounded>(masked).is_some());
    {
        let mut m = app.world_mut().resource_mut::<CollisionMap>();
        assert!(m.set_tile(TileXY::new(1, 3), empty));
        assert!(m.set_tile(TileXY::new(4, 3), empty));
    }
    for _ in 0..30 {
        step(&mut app);
    }
    for e in [plain, masked] {
        let b = app.world().get::<TileBody>(e).unwrap();
        assert!(
            b.pos.y.floor_px().0 > 64,
            "fell through the hole: {:?}",
            b.pos
        );
        assert!(app.world().get::<Grounded>(e).is_none());
    }
    let c: Counts = app.world().resource::<Counts>().clone();
    assert_eq!(c.left, 2, "{c:?}");
}

#[test]
fn stepping_masked_bodies_leaves_the_map_unchanged_for_change_detection() {
    #[derive(Resource, Default)]
    struct Changes(u32);
    fn watch(map: Res<CollisionMap>, mut c: ResMut<Changes>) {
        if map.is_changed() {
            c.0 += 1;
        }
    }
    let map = TileMap::from_ascii("......\n......\n######\n", 16).unwrap();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(map))
        .init_resource::<Changes>()
        .add_systems(bevy::app::FixedPostUpdate, watch.after(TilestepSet::Report));
    app.world_mut().spawn((
        TileBody::new(SubPoint::from_px(24, 32), Size::new(12, 24)),
        Fall::default(),
        CollisionMask(0b1),
    ));
    for _ in 0..10 {
        step(&mut app);
    }
    // Inserted, then its view built on the first step: changed there only.
    assert_eq!(app.world().resource::<Changes>().0, 1);
}
