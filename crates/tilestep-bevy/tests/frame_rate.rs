//! Frame-rate independence: the fixed-step trace does not depend on how
//! many frames are rendered per second, and a jump pressed between two
//! fixed steps happens exactly once.

mod common;

use bevy::prelude::*;
use common::{count_in_update, frame, spawn_player, timed_app, Counts};
use std::time::Instant;
use tilestep::{Buttons, ControllerConfig, Size, SubPoint, TileMap};
use tilestep_bevy::prelude::*;

const LEVEL: &str = concat!(
    "................................\n",
    "................................\n",
    "................................\n",
    "................................\n",
    "..........######................\n",
    "................................\n",
    "################################\n",
);

/// The player's state after each fixed step.
#[derive(Resource, Default)]
struct Trace(Vec<(u64, tilestep::Body)>);

fn record(count: Res<StepCount>, q: Query<&TileBody>, mut t: ResMut<Trace>) {
    for b in &q {
        t.0.push((count.0, b.body));
    }
}

/// Buttons for rendered frame `i` at `fps`: a script in sixths of a second
/// (every frame rate here renders a frame at each sixth).
fn script(i: u64, fps: u64) -> Buttons {
    let r = Buttons::RIGHT;
    let l = Buttons::LEFT;
    let j = Buttons::JUMP;
    match i * 6 / fps {
        0..=2 => r,
        3 => r.with(j),
        4..=6 => r,
        7 => Buttons::NONE,
        8 => l.with(j),
        9..=11 => l,
        12 => j,
        _ => Buttons::NONE,
    }
}

#[derive(Resource, Clone, Copy)]
struct Render {
    i: u64,
    fps: u64,
}

/// The game's input system: reads "the keyboard" once per rendered frame,
/// in `Update`, after that frame's fixed steps.
fn input(r: Res<Render>, mut q: Query<&mut ControllerInput>) {
    for mut c in &mut q {
        c.hold(script(r.i, r.fps));
    }
}

fn player_app() -> App {
    let map = TileMap::from_ascii(LEVEL, 16).unwrap();
    let mut app = timed_app(map);
    app.init_resource::<Trace>()
        .add_systems(FixedPostUpdate, record.after(TilestepSet::Report));
    app.world_mut().spawn((
        TileBody::new(SubPoint::from_px(40, 96), Size::new(12, 24)),
        TileController::new(ControllerConfig::CELESTE_LIKE),
    ));
    count_in_update(&mut app);
    app
}

/// The first `steps` fixed steps of the script rendered at `fps`.
fn run(fps: u64, steps: u64) -> (Vec<(u64, tilestep::Body)>, Counts) {
    let mut app = player_app();
    app.insert_resource(Render { i: 0, fps })
        .add_systems(Update, input);
    let start = Instant::now();
    let mut i = 0;
    while app.world().resource::<StepCount>().0 < steps {
        app.insert_resource(Render { i, fps });
        frame(&mut app, start, i, fps);
        i += 1;
    }
    let mut t = std::mem::take(&mut app.world_mut().resource_mut::<Trace>().0);
    t.truncate(steps as usize);
    (t, app.world().resource::<Counts>().clone())
}

#[test]
fn same_fixed_step_trace_at_30_60_and_144_fps() {
    let (t60, c60) = run(60, 150);
    let steps: Vec<u64> = t60.iter().map(|r| r.0).collect();
    assert_eq!(steps, (1..=150).collect::<Vec<_>>(), "one row per step");
    assert!(
        c60.left == 3 && c60.landed >= 2,
        "it jumped three times: {c60:?}"
    );
    for fps in [30, 144] {
        let (t, _) = run(fps, 150);
        for (a, b) in t60.iter().zip(&t) {
            assert_eq!(a, b, "step {} differs at {fps} fps", a.0);
        }
        assert_eq!(t.len(), t60.len());
    }
}

/// Taps jump for one rendered frame (frame `tap`) while standing still.
fn tap_run(fps: u64, tap: u64) -> (Counts, bool) {
    #[derive(Resource, Clone, Copy)]
    struct Tap(u64, u64);
    fn tap_input(r: Res<Render>, t: Res<Tap>, mut q: Query<&mut ControllerInput>) {
        let held = if r.i == t.0 {
            Buttons::JUMP
        } else {
            Buttons::NONE
        };
        let _ = t.1;
        for mut c in &mut q {
            c.hold(held);
        }
    }
    let mut app = player_app();
    app.insert_resource(Tap(tap, fps))
        .insert_resource(Render { i: 0, fps })
        .add_systems(Update, tap_input);
    let start = Instant::now();
    let mut between = false;
    for i in 0..fps * 2 {
        app.insert_resource(Render { i, fps });
        let before = app.world().resource::<StepCount>().0;
        frame(&mut app, start, i, fps);
        let after = app.world().resource::<StepCount>().0;
        if i == tap + 1 && before == after {
            between = true; // the frame after the tap ran no fixed step
        }
    }
    (app.world().resource::<Counts>().clone(), between)
}

#[test]
fn a_jump_tapped_between_fixed_steps_happens_once() {
    let mut some_between = false;
    for tap in 20..30 {
        let (c, between) = tap_run(144, tap);
        some_between |= between;
        assert_eq!(c.left, 1, "tap on frame {tap} at 144 fps: {c:?}");
        assert_eq!(c.landed, 1, "tap on frame {tap} at 144 fps: {c:?}");
    }
    assert!(
        some_between,
        "some tap was released before any fixed step saw it"
    );
}

#[test]
fn a_jump_held_over_two_fixed_steps_happens_once() {
    for tap in 10..14 {
        let (c, _) = tap_run(30, tap);
        assert_eq!(c.left, 1, "tap on frame {tap} at 30 fps: {c:?}");
        assert_eq!(c.landed, 1, "tap on frame {tap} at 30 fps: {c:?}");
    }
}

#[test]
fn transforms_are_drawn_between_steps() {
    let map = TileMap::from_ascii(LEVEL, 16).unwrap();
    let mut app = timed_app(map);
    let e = spawn_player(&mut app, 40, 96, Transform::default());
    let start = Instant::now();
    let mut xs = Vec::new();
    for i in 0..60 {
        app.world_mut().get_mut::<TileBody>(e).unwrap().vel.x.0 = 256; // 1 px a step
        frame(&mut app, start, i, 144);
        let tf = app.world().get::<Transform>(e).unwrap().translation;
        let b = app.world().get::<TileBody>(e).unwrap();
        let (lo, hi) = (
            b.previous_pos().x.0 as f32 / 256.0,
            b.pos.x.0 as f32 / 256.0,
        );
        assert!(
            tf.x >= lo && tf.x <= hi,
            "frame {i}: {} not in {lo}..={hi}",
            tf.x
        );
        assert_eq!(
            tf.y, -84.0,
            "y up: the centre is 12 px above the feet at y 96"
        );
        xs.push(tf.x);
    }
    assert!(
        xs.windows(2).all(|w| w[0] <= w[1]),
        "moves smoothly: {xs:?}"
    );
    let fractional = xs.iter().filter(|x| x.fract() != 0.0).count();
    assert!(fractional > 10, "drawn between whole steps: {xs:?}");
    app.world_mut()
        .resource_mut::<RenderSettings>()
        .snap_to_pixels = true;
    for i in 60..90 {
        frame(&mut app, start, i, 144);
        let x = app.world().get::<Transform>(e).unwrap().translation.x;
        assert_eq!(x.fract(), 0.0, "snapped to whole pixels on frame {i}");
    }
}

#[test]
fn pixels_per_unit_scales_transforms_and_solids_are_drawn_at_their_centre() {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        TilestepPlugin::default().with_pixels_per_unit(16.0),
    ))
    .insert_resource(CollisionMap::new(TileMap::from_ascii(LEVEL, 16).unwrap()))
    .insert_resource(RenderSettings {
        interpolate: false,
        snap_to_pixels: false,
    });
    let b = spawn_player(&mut app, 40, 96, Transform::from_xyz(0.0, 0.0, 3.0));
    let lift = tilestep::MovingSolid::new(
        SubPoint::from_px(160, 32),
        Size::new(32, 8),
        tilestep::SolidKind::Solid,
    );
    let s = app
        .world_mut()
        .spawn((TileSolid::new(lift), Transform::default()))
        .id();
    app.update();
    // Centre of the body's box: x 40 px, y 96 - 12 px, one unit per 16 px, y up.
    let t = app.world().get::<Transform>(b).unwrap().translation;
    assert_eq!(t, Vec3::new(2.5, -5.25, 3.0), "z is kept");
    let t = app.world().get::<Transform>(s).unwrap().translation;
    assert_eq!(t.truncate(), Vec2::new(11.0, -2.25));
}
