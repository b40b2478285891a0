//! A small platformer on tilestep: the tour level (every tile kind), a
//! player on the core's controller with every move on (Celeste's feel,
//! wall slide and jump, dash and wall grab, with the metroidvania preset's
//! ledge grab, crouch and swimming), a lift and a ferry, the camera
//! following the player, and the debug gizmos.
//!
//! ```text
//! cargo run -p tilestep-bevy --example platformer --features window
//! ```
//!
//! `--map maps/tiled/level.tmx` (any `.tmx`, `.tmj`, `.ldtk` or ASCII map
//! under `examples/`) plays that map instead, loaded as an asset: edit and
//! save it while the game runs and the level changes (hot reload); the
//! player starts at its `player` object.
//!
//! Arrows or A/D move, Space/Z/W jump (hold for higher; in the air by a
//! wall, a wall jump, or a climb jump holding toward it), X or Shift
//! dashes (toward the arrows held), C or Ctrl grabs a wall (Up and Down
//! climb), Down crouches (and drops through one-way platforms), Up climbs
//! onto a ledge the player hangs from, F1 toggles the gizmos, R respawns.
//! The player flashes on a dash (white), a wall or climb jump (yellow), a
//! ledge grab (orange) and going in or out of water (blue): the plugin's
//! messages.
//!
//! `--steps N --screenshot FILE` plays a scripted run instead of the
//! keyboard (buttons by fixed step, so the same at any frame rate), saves a
//! screenshot after N fixed steps and exits (run it under Xvfb).

mod common;

use bevy::prelude::*;
use bevy::render::view::screenshot::{save_to_disk, Screenshot};
use bevy::window::WindowResolution;
use common::{arg, tour_ferry, tour_lift, tour_map};
use tilestep::{Buttons, ControllerConfig, Size, SubPoint, TileKind, TileXY};
use tilestep_bevy::prelude::*;

/// The player's start: its origin (bottom centre), pixels, y down.
const START: (i32, i32) = (40, 272);

#[derive(Component)]
struct Player;

/// The scripted run for screenshots: the fixed step to take the picture
/// after, where to save it, and frames rendered since.
#[derive(Resource)]
struct Script {
    shot_at: u64,
    path: Option<String>,
    frames_after: u64,
}

fn main() {
    let script = Script {
        shot_at: arg("--steps").and_then(|f| f.parse().ok()).unwrap_or(0),
        path: arg("--screenshot"),
        frames_after: 0,
    };
    App::new()
        .add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "tilestep + Bevy".into(),
                        resolution: WindowResolution::from((960u32, 540u32)),
                        ..Default::default()
                    }),
                    ..Default::default()
                })
                .set(AssetPlugin {
                    // The repository's example maps; saved edits reload.
                    file_path: "../../examples".into(),
                    watch_for_changes_override: Some(true),
                    ..Default::default()
                }),
        )
        .add_plugins((
            TilestepPlugin::default(),
            TilestepDebugPlugin,
            TilestepAssetPlugin,
        ))
        .insert_resource(MapFile(arg("--map")))
        .insert_resource(ClearColor(Color::srgb(0.08, 0.09, 0.13)))
        .insert_resource(script)
        .add_systems(Startup, setup)
        .add_systems(Update, (input, toggles, draw_tiles, show_moves))
        .add_systems(
            PreUpdate,
            spawn_at_map_object.after(tilestep_bevy::assets::follow_map_asset),
        )
        .add_systems(
            PostUpdate,
            common::camera::follow_camera::<Player>
                .after(TilestepSet::Sync)
                .before(bevy::transform::TransformSystems::Propagate),
        )
        .add_systems(Last, screenshot)
        .run();
}

/// A tile's sprite (redrawn when the map changes).
#[derive(Component)]
struct TileSprite;

/// The map file given with `--map`, if any (a path under `examples/`).
#[derive(Resource)]
struct MapFile(Option<String>);

/// Redraws the tiles as sprites whenever the collision map changes (its
/// first insertion, a hot reload); slopes are drawn by the debug gizmos.
fn draw_tiles(
    mut commands: Commands,
    map: Option<Res<CollisionMap>>,
    old: Query<Entity, With<TileSprite>>,
) {
    let Some(map) = map.filter(|m| m.is_changed()) else {
        return;
    };
    for e in &old {
        commands.entity(e).despawn();
    }
    let map = map.map();
    let t = map.tile_size().px() as f32;
    // The tiles as sprites (slopes are drawn by the debug gizmos).
    for y in 0..map.height() {
        for x in 0..map.width() {
            let id = map.get(TileXY::new(x, y)).unwrap();
            let (color, h) = match map.tileset().def(id).kind {
                TileKind::Empty => continue,
                TileKind::Solid | TileKind::EndSlope => (Color::srgb(0.32, 0.34, 0.45), t),
                TileKind::Platform | TileKind::PlatformUnder => (Color::srgb(0.55, 0.45, 0.3), 3.0),
                _ => (Color::srgb(0.25, 0.27, 0.36), t),
            };
            let top = if map.tileset().def(id).kind == TileKind::PlatformUnder {
                y as f32 * t + t - h
            } else {
                y as f32 * t
            };
            // Engine pixels (y down) to world units (y up): PixelScale's rule
            // with one pixel per unit.
            let c = Vec2::new(x as f32 * t + t / 2.0, -(top + h / 2.0));
            commands.spawn((
                TileSprite,
                Sprite::from_color(color, Vec2::new(t, h)),
                Transform::from_xyz(c.x, c.y, 0.0),
            ));
        }
    }
}

/// With `--map`: when the map asset has loaded, the player moves to its
/// `player` object (bottom centre, pixels).
fn spawn_at_map_object(
    assets: Res<Assets<TileMapAsset>>,
    source: Option<Res<CollisionMapSource>>,
    mut done: Local<bool>,
    mut q: Query<&mut TileBody, With<Player>>,
) {
    let Some(asset) = source.and_then(|s| assets.get(&s.0)) else {
        return;
    };
    if std::mem::replace(&mut *done, true) {
        return;
    }
    if let Some(o) = asset.objects.iter().find(|o| o.name == "player") {
        for mut b in &mut q {
            b.teleport(SubPoint::from_px(o.x, o.y));
        }
    }
}

fn setup(mut commands: Commands, file: Res<MapFile>, server: Res<AssetServer>) {
    let tour = file.0.is_none();
    match &file.0 {
        Some(path) => {
            let h: Handle<TileMapAsset> = server.load(path.clone());
            commands.insert_resource(CollisionMapSource(h));
        }
        None => commands.insert_resource(CollisionMap::new(tour_map())),
    }
    // The tour's lift by the left wall and one-way ferry over the pit.
    if tour {
        for (solid, color) in [
            (tour_lift(false), Color::srgb(0.95, 0.55, 0.15)),
            (tour_ferry(), Color::srgb(0.9, 0.8, 0.3)),
        ] {
            let size = solid.0.solid.size;
            let sprite = Vec2::new(size.w().0 as f32, size.h().0 as f32);
            commands.spawn((
                solid,
                Sprite::from_color(color, sprite),
                Transform::from_xyz(0.0, 0.0, 1.0),
            ));
        }
    }
    let mut body = TileBody::new(SubPoint::from_px(START.0, START.1), Size::new(12, 24));
    body.inherit = true; // jumping off the lift keeps its motion
    commands.spawn((
        Player,
        body,
        TileController::new(every_move()),
        Sprite::from_color(PLAYER_COLOR, Vec2::new(12.0, 24.0)),
        Transform::from_xyz(0.0, 0.0, 2.0),
    ));
    commands.spawn((
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scale: 0.6,
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// Every move on: [`ControllerConfig::CELESTE_LIKE`] with the ledge grab,
/// crouch and swimming of [`ControllerConfig::METROIDVANIA`].
fn every_move() -> ControllerConfig {
    let m = ControllerConfig::METROIDVANIA;
    ControllerConfig {
        ledge: m.ledge,
        crouch: m.crouch,
        swim: m.swim,
        ..ControllerConfig::CELESTE_LIKE
    }
}

/// The buttons of the scripted run for the fixed step after `step`: run
/// right, jump over the hill toward the lift.
fn scripted(step: u64) -> Buttons {
    match step {
        0..=19 => Buttons::NONE,
        20..=44 => Buttons::RIGHT,
        45..=60 => Buttons::RIGHT.with(Buttons::JUMP),
        _ => Buttons::RIGHT,
    }
}

/// Keyboard (or the script) to the player's latched buttons, once per
/// rendered frame.
fn input(
    keys: Res<ButtonInput<KeyCode>>,
    script: Res<Script>,
    steps: Res<StepCount>,
    mut q: Query<&mut ControllerInput, With<Player>>,
) {
    let held = if script.path.is_some() {
        scripted(steps.0)
    } else {
        let any = |ks: &[KeyCode]| ks.iter().any(|k| keys.pressed(*k));
        let mut b = Buttons::NONE;
        for (ks, button) in [
            (&[KeyCode::ArrowLeft, KeyCode::KeyA][..], Buttons::LEFT),
            (&[KeyCode::ArrowRight, KeyCode::KeyD][..], Buttons::RIGHT),
            (&[KeyCode::ArrowUp][..], Buttons::UP),
            (&[KeyCode::ArrowDown, KeyCode::KeyS][..], Buttons::DOWN),
            (
                &[KeyCode::Space, KeyCode::KeyZ, KeyCode::KeyW][..],
                Buttons::JUMP,
            ),
            (
                &[KeyCode::KeyX, KeyCode::ShiftLeft, KeyCode::ShiftRight][..],
                Buttons::DASH,
            ),
            (
                &[KeyCode::KeyC, KeyCode::ControlLeft, KeyCode::ControlRight][..],
                Buttons::GRAB,
            ),
        ] {
            if any(ks) {
                b = b.with(button);
            }
        }
        b
    };
    for mut i in &mut q {
        i.hold(held);
    }
}

/// The player's colour at rest.
const PLAYER_COLOR: Color = Color::srgb(0.35, 0.85, 1.0);

/// The player's sprite: as tall as its box (shorter crouched), flashing
/// for a few frames in the colour of the last move message.
#[allow(clippy::too_many_arguments)]
fn show_moves(
    mut dashed: MessageReader<Dashed>,
    mut wall: MessageReader<WallJumped>,
    mut climb: MessageReader<ClimbJumped>,
    mut ledge: MessageReader<LedgeGrabbed>,
    mut entered: MessageReader<EnteredWater>,
    mut left: MessageReader<LeftWater>,
    mut flash: Local<(u32, Option<Color>)>,
    mut q: Query<(&TileBody, &mut Sprite), With<Player>>,
) {
    let jumped = wall.read().count() + climb.read().count();
    let water = entered.read().count() + left.read().count();
    let colors = [
        (dashed.read().count(), Color::WHITE),
        (jumped, Color::srgb(1.0, 0.9, 0.2)),
        (ledge.read().count(), Color::srgb(1.0, 0.55, 0.15)),
        (water, Color::srgb(0.2, 0.35, 1.0)),
    ];
    if let Some((_, c)) = colors.iter().find(|(n, _)| *n > 0) {
        *flash = (12, Some(*c));
    }
    flash.0 = flash.0.saturating_sub(1);
    let color = flash.1.filter(|_| flash.0 > 0).unwrap_or(PLAYER_COLOR);
    for (body, mut sprite) in &mut q {
        let size = Vec2::new(body.size.w().0 as f32, body.size.h().0 as f32);
        sprite.custom_size = Some(size);
        sprite.color = color;
    }
}

/// F1: gizmos on and off; R: back to the start.
fn toggles(
    keys: Res<ButtonInput<KeyCode>>,
    mut debug: ResMut<DebugDraw>,
    mut q: Query<&mut TileBody, With<Player>>,
) {
    if keys.just_pressed(KeyCode::F1) {
        debug.toggle();
    }
    if keys.just_pressed(KeyCode::KeyR) {
        for mut b in &mut q {
            b.teleport(SubPoint::from_px(START.0, START.1));
            b.vel = SubPoint::default();
        }
    }
}

/// The scripted run: a screenshot after `--steps` fixed steps, then exit
/// once it is written.
fn screenshot(
    mut commands: Commands,
    mut script: ResMut<Script>,
    steps: Res<StepCount>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(path) = script.path.clone() else {
        return;
    };
    if steps.0 < script.shot_at {
        return;
    }
    script.frames_after += 1;
    if script.frames_after == 1 {
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path.clone()));
    }
    if script.frames_after > 20 && std::path::Path::new(&path).exists() {
        exit.write(AppExit::Success);
    }
    if script.frames_after > 600 {
        eprintln!("no screenshot written to {path}");
        exit.write(AppExit::from_code(1));
    }
}
