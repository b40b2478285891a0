//! Drawing, on the window's peer: the camera, sprites for the bodies,
//! moving solids and tiles, and the gizmos' toggle.

use super::level::BRIDGE;
use bevy::prelude::*;
use tilestep::{TileKind, TileMap, TileXY};
use tilestep_bevy::prelude::*;

/// The players' colours (sRGB).
pub(super) const COLOURS: [(f32, f32, f32); 2] = [(0.35, 0.85, 1.0), (1.0, 0.6, 0.2)];

/// The camera over the whole level.
pub(super) fn setup_view(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scale: 0.7,
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_xyz(320.0, -160.0, 0.0),
    ));
}

/// Sprites for the bodies and moving solids (this peer draws; the other
/// doesn't need to).
pub(super) fn dress_bodies(
    mut commands: Commands,
    bodies: Query<(Entity, &TileBody, Option<&GgrsPlayer>)>,
    solids: Query<(Entity, &TileSolid)>,
) {
    for (e, b, player) in &bodies {
        let (r, g, bl) = player.map_or((0.7, 0.5, 0.3), |p| COLOURS[p.0]);
        let size = Vec2::new(b.size.w().0 as f32, b.size.h().0 as f32);
        commands.entity(e).insert((
            Sprite::from_color(Color::srgb(r, g, bl), size),
            Transform::from_xyz(0.0, 0.0, 2.0),
        ));
    }
    for (e, s) in &solids {
        let size = Vec2::new(s.solid.size.w().0 as f32, s.solid.size.h().0 as f32);
        commands.entity(e).insert((
            Sprite::from_color(Color::srgb(0.9, 0.75, 0.3), size),
            Transform::from_xyz(0.0, 0.0, 1.0),
        ));
    }
}

/// A tile's sprite.
#[derive(Component)]
pub(super) struct TileSprite;

/// Redraws the tiles whenever the map changes (the bridge, a rollback);
/// slopes are drawn by the gizmos.
pub(super) fn draw_tiles(
    mut commands: Commands,
    map: Res<CollisionMap>,
    old: Query<Entity, With<TileSprite>>,
) {
    if !map.is_changed() {
        return;
    }
    old.iter().for_each(|e| commands.entity(e).despawn());
    let map: &TileMap = map.map();
    let t = map.tile_size().px() as f32;
    for y in 0..map.height() {
        for x in 0..map.width() {
            let kind = map
                .tileset()
                .def(map.get(TileXY::new(x, y)).expect("in the map"))
                .kind;
            let color = match kind {
                TileKind::Empty => continue,
                TileKind::Solid | TileKind::EndSlope if BRIDGE.contains(&x) && y == 17 => {
                    Color::srgb(0.55, 0.4, 0.35)
                }
                TileKind::Solid | TileKind::EndSlope => Color::srgb(0.32, 0.34, 0.45),
                _ => continue,
            };
            let c = Vec2::new(x as f32 * t + t / 2.0, -(y as f32 * t + t / 2.0));
            commands.spawn((
                TileSprite,
                Sprite::from_color(color, Vec2::splat(t)),
                Transform::from_xyz(c.x, c.y, 0.0),
            ));
        }
    }
}

/// F1: gizmos on and off.
pub(super) fn toggle_gizmos(keys: Res<ButtonInput<KeyCode>>, mut debug: ResMut<DebugDraw>) {
    if keys.just_pressed(KeyCode::F1) {
        debug.toggle();
    }
}
