//! Enemies that chase the player over the tour level: each is a
//! [`NavAgent`] with a [`NavChase`] on the player, pressing its own
//! controller's buttons along tilestep-nav's graph of the level (walks,
//! walk-offs, drops through one-way floors and jumps, each simulated with
//! the enemy's controller).
//!
//! ```text
//! cargo run -p tilestep-bevy --example chaser --features window,nav
//! ```
//!
//! Arrows or A/D move, Space/Z/W jump, Down drops through one-way
//! platforms, F1 toggles the gizmos, R puts everyone back. The enemies
//! turn orange while they have no way to the player (in the air out of
//! reach, on the ceiling).
//!
//! `--frames N` runs headless instead (the only mode without feature
//! `window`): the player stands still across the pit, the enemies start
//! on the floor, one before the hills and one past them, and after N fixed
//! steps (default 600) it prints `chaser: N frames, enemy reached the player: true` and the
//! step each enemy arrived at, and exits with an error if one did not.
//!
//! ```text
//! cargo run -p tilestep-bevy --example chaser --features nav -- --frames 600
//! ```

mod common;

use bevy::prelude::*;
use common::{arg, tour_map};
use tilestep::{ControllerConfig, Size, SubPoint};
use tilestep_bevy::nav::{FollowStatus, NavAgent, NavChase, NavGraphs, Target};
use tilestep_bevy::prelude::*;

/// The player's start: its origin (bottom centre), pixels, y down.
#[cfg(feature = "window")]
const PLAYER_START: (i32, i32) = (40, 272);
/// Where the player stands in the headless run: across the pit.
const PLAYER_STILL: (i32, i32) = (608, 272);
/// The enemies' starts, px.
const ENEMY_STARTS: [(i32, i32); 2] = [(24, 272), (440, 272)];
/// Bodies' size, px.
const SIZE: Size = Size::new(12, 24);
/// The enemies' feel: the nav graph is built for it (a plan never presses
/// dash or grab).
const ENEMY_CONFIG: ControllerConfig = ControllerConfig::CELESTE_LIKE;

#[derive(Component)]
struct Player;

/// An enemy: where it started (px) and the fixed step it first arrived
/// at the player.
#[derive(Component)]
struct Enemy {
    start: (i32, i32),
    arrived_at: Option<u64>,
}

fn main() {
    let frames: Option<u64> = arg("--frames").and_then(|f| f.parse().ok());
    #[cfg(feature = "window")]
    if frames.is_none() {
        window::run();
        return;
    }
    headless(frames.unwrap_or(600));
}

/// The level and the three bodies (the player at `player`, px).
fn spawn_level(world: &mut World, player: (i32, i32)) -> Entity {
    world.insert_resource(CollisionMap::new(tour_map()));
    let body = TileBody::new(SubPoint::from_px(player.0, player.1), SIZE);
    let player = world
        .spawn((
            Player,
            body,
            TileController::new(ControllerConfig::CELESTE_LIKE),
        ))
        .id();
    for (x, y) in ENEMY_STARTS {
        let body = TileBody::new(SubPoint::from_px(x, y), SIZE);
        let ctl = TileController::new(ENEMY_CONFIG);
        // Chasing: the target follows the player every step.
        let agent = NavAgent::for_body(&body, &ctl, Target::Point(default()));
        let enemy = Enemy {
            start: (x, y),
            arrived_at: None,
        };
        world.spawn((enemy, body, ctl, agent, NavChase(player)));
    }
    player
}

/// Whether an enemy at `enemy` has arrived by the player at `player`:
/// its follower says so and it is within a tile of the player.
fn arrived(agent: &NavAgent, enemy: &TileBody, player: &TileBody) -> bool {
    let (e, p) = (enemy.pos.floor_px(), player.pos.floor_px());
    agent.status() == FollowStatus::Arrived
        && (e.x.0 - p.x.0).abs() <= 16
        && (e.y.0 - p.y.0).abs() <= 16
}

/// Notes the step each enemy first arrived at.
fn note_arrivals(
    steps: Res<StepCount>,
    player: Query<&TileBody, With<Player>>,
    mut enemies: Query<(&mut Enemy, &NavAgent, &TileBody)>,
) {
    let Ok(p) = player.single() else {
        return;
    };
    for (mut e, agent, body) in &mut enemies {
        if e.arrived_at.is_none() && arrived(agent, body, p) {
            e.arrived_at = Some(steps.0);
        }
    }
}

/// `frames` fixed steps without a window, one per update, the player
/// standing still; prints the summary line.
fn headless(frames: u64) {
    use bevy::time::TimeUpdateStrategy;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .add_systems(FixedPostUpdate, note_arrivals.after(TilestepSet::Report))
        .insert_resource(TimeUpdateStrategy::FixedTimesteps(1));
    spawn_level(app.world_mut(), PLAYER_STILL);
    let first = app.world().resource::<StepCount>().0;
    while app.world().resource::<StepCount>().0 - first < frames {
        app.update();
    }
    let w = app.world_mut();
    let steps = w.resource::<StepCount>().0 - first;
    let builds = w.resource::<NavGraphs>().builds();
    let mut q = w.query::<(&Enemy, &TileBody)>();
    let at: Vec<String> = q
        .iter(w)
        .map(|(e, b)| match e.arrived_at {
            Some(s) => format!("the enemy from {:?} px at step {}", e.start, s - first),
            None => format!("the enemy from {:?} px not, now at {}", e.start, b.pos),
        })
        .collect();
    let mut at = at;
    at.sort();
    let all = q.iter(w).all(|(e, _)| e.arrived_at.is_some());
    println!(
        "chaser: {steps} frames, enemy reached the player: {all} ({}; {builds} graph built)",
        at.join(", ")
    );
    if !all {
        std::process::exit(1);
    }
}

/// The game in a window: keyboard, sprites, gizmos, camera.
#[cfg(feature = "window")]
mod window {
    use super::*;
    use bevy::window::WindowResolution;
    use tilestep::{Buttons, TileKind, TileXY};

    const PLAYER_COLOR: Color = Color::srgb(0.35, 0.85, 1.0);
    const ENEMY_COLOR: Color = Color::srgb(0.9, 0.25, 0.3);
    const LOST_COLOR: Color = Color::srgb(1.0, 0.6, 0.1);

    pub fn run() {
        App::new()
            .add_plugins(DefaultPlugins.set(WindowPlugin {
                primary_window: Some(Window {
                    title: "tilestep + Bevy: chasers".into(),
                    resolution: WindowResolution::from((960u32, 540u32)),
                    ..Default::default()
                }),
                ..Default::default()
            }))
            .add_plugins((TilestepPlugin::default(), TilestepDebugPlugin))
            .insert_resource(ClearColor(Color::srgb(0.08, 0.09, 0.13)))
            .add_systems(Startup, setup)
            .add_systems(Update, (input, toggles, draw_tiles, colour_enemies))
            .add_systems(FixedPostUpdate, note_arrivals.after(TilestepSet::Report))
            .add_systems(
                PostUpdate,
                common::camera::follow_camera::<Player>
                    .after(TilestepSet::Sync)
                    .before(bevy::transform::TransformSystems::Propagate),
            )
            .run();
    }

    fn setup(world: &mut World) {
        let player = spawn_level(world, PLAYER_START);
        world.entity_mut(player).insert((
            Sprite::from_color(PLAYER_COLOR, Vec2::new(12.0, 24.0)),
            Transform::from_xyz(0.0, 0.0, 2.0),
        ));
        let mut enemies = world.query_filtered::<Entity, With<Enemy>>();
        for e in enemies.iter(world).collect::<Vec<_>>() {
            world.entity_mut(e).insert((
                Sprite::from_color(ENEMY_COLOR, Vec2::new(12.0, 24.0)),
                Transform::from_xyz(0.0, 0.0, 1.0),
            ));
        }
        world.spawn((
            Camera2d,
            Projection::Orthographic(OrthographicProjection {
                scale: 0.6,
                ..OrthographicProjection::default_2d()
            }),
        ));
    }

    /// A tile's sprite.
    #[derive(Component)]
    struct TileSprite;

    /// The tiles as sprites when the map is first inserted (slopes are
    /// drawn by the debug gizmos).
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
        for y in 0..map.height() {
            for x in 0..map.width() {
                let id = map.get(TileXY::new(x, y)).unwrap();
                let (color, h) = match map.tileset().def(id).kind {
                    TileKind::Empty => continue,
                    TileKind::Solid | TileKind::EndSlope => (Color::srgb(0.32, 0.34, 0.45), t),
                    TileKind::Platform | TileKind::PlatformUnder => {
                        (Color::srgb(0.55, 0.45, 0.3), 3.0)
                    }
                    _ => (Color::srgb(0.25, 0.27, 0.36), t),
                };
                let top = if map.tileset().def(id).kind == TileKind::PlatformUnder {
                    y as f32 * t + t - h
                } else {
                    y as f32 * t
                };
                // Engine pixels (y down) to world units (y up), one pixel
                // per unit.
                let c = Vec2::new(x as f32 * t + t / 2.0, -(top + h / 2.0));
                commands.spawn((
                    TileSprite,
                    Sprite::from_color(color, Vec2::new(t, h)),
                    Transform::from_xyz(c.x, c.y, 0.0),
                ));
            }
        }
    }

    /// Keyboard to the player's latched buttons, once per rendered frame.
    fn input(keys: Res<ButtonInput<KeyCode>>, mut q: Query<&mut ControllerInput, With<Player>>) {
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
        ] {
            if any(ks) {
                b = b.with(button);
            }
        }
        for mut i in &mut q {
            i.hold(b);
        }
    }

    /// Enemies with no way to the player turn orange.
    fn colour_enemies(mut q: Query<(&NavAgent, &mut Sprite), With<Enemy>>) {
        for (agent, mut sprite) in &mut q {
            sprite.color = match agent.status() {
                FollowStatus::NoPath(_) => LOST_COLOR,
                _ => ENEMY_COLOR,
            };
        }
    }

    /// F1: gizmos on and off; R: everyone back to the start.
    fn toggles(
        keys: Res<ButtonInput<KeyCode>>,
        mut debug: ResMut<DebugDraw>,
        mut player: Query<&mut TileBody, With<Player>>,
        mut enemies: Query<&mut TileBody, (With<Enemy>, Without<Player>)>,
    ) {
        if keys.just_pressed(KeyCode::F1) {
            debug.toggle();
        }
        if keys.just_pressed(KeyCode::KeyR) {
            let starts = std::iter::once(PLAYER_START).chain(ENEMY_STARTS);
            let bodies = player.iter_mut().chain(enemies.iter_mut());
            for ((x, y), mut b) in starts.zip(bodies) {
                b.teleport(SubPoint::from_px(x, y));
                b.vel = SubPoint::default();
            }
        }
    }
}
