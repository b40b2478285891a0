//! Shared test helpers: a scenario file played through the plugin in a
//! headless app, and its trace written in the scenario runner's format.
#![allow(dead_code)]

use bevy::ecs::schedule::ScheduleLabel;
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tilestep::{Buttons, Subpx};
use tilestep_bevy::prelude::*;
use tilestep_bevy::systems::admit_bodies;
use tilestep_scenario::scenario::{self, Phase, Scenario};
use tilestep_scenario::trace_row::{push_body_row, push_solid_row, HEADER};
use tilestep_scenario::World as ScenarioWorld;

mod levels;
pub mod logs;
pub mod moves;
#[allow(unused_imports)] // Not every test loads maps.
pub use levels::*;
#[cfg(feature = "ggrs")]
pub mod loopback;
#[cfg(feature = "ggrs")]
pub mod rollback;

/// `examples/scenarios/<name>`.
pub fn scenario_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/scenarios")
        .join(name)
}

/// Parses `examples/scenarios/<name>`.
pub fn load(name: &str) -> Arc<Scenario> {
    let p = scenario_path(name);
    let text = std::fs::read_to_string(&p).unwrap();
    Arc::new(scenario::parse(&p.to_string_lossy(), &text).unwrap())
}

/// The trace `tilestep sim --trace` writes for `sc`: its `World` stepped
/// frame by frame, rows written after each frame (frame 0 = the start).
pub fn runner_trace(sc: &Arc<Scenario>) -> String {
    let mut w = ScenarioWorld::new(Arc::clone(sc));
    let mut s = format!("{HEADER}\n");
    let emit = |w: &ScenarioWorld, s: &mut String| {
        let f = w.frame();
        for (i, b) in w.bodies().iter().enumerate() {
            push_body_row(s, f, &sc.bodies[i].name, b, &w.contacts()[i], w.squished(i));
        }
        for (i, sd) in w.solids().iter().enumerate() {
            push_solid_row(s, f, &sc.solids[i].name, sd, w.solid_squished(i));
        }
    };
    emit(&w, &mut s);
    for _ in 0..sc.frames {
        w.step(&[]);
        emit(&w, &mut s);
    }
    s
}

/// The hash `tilestep sim`'s golden file gives `name`'s trace
/// (`crates/tilestep-cli/tests/golden/examples.txt`).
pub fn golden_hash(name: &str) -> Option<u64> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tilestep-cli/tests/golden/examples.txt");
    let text = std::fs::read_to_string(p).ok()?;
    text.lines()
        .filter_map(|l| l.split_once(' '))
        .find(|(f, _)| *f == name)
        .and_then(|(_, h)| u64::from_str_radix(h.trim(), 16).ok())
}

/// A scenario body's script, played by the systems below: its index in
/// the file, and its input phases or recorded buttons.
#[derive(Component, Clone)]
pub struct Script {
    /// Index in the scenario's bodies.
    pub index: usize,
    phases: Vec<Phase>,
    phase: usize,
    phase_start: u32,
    /// The phase of this step and whether it is its first step.
    now: Option<(Phase, bool)>,
    keys: Vec<Buttons>,
    controlled: bool,
}

/// A scenario moving solid's index in the file.
#[derive(Component, Clone, Copy)]
pub struct SolidIndex(pub usize);

/// The scenario's map, behaviours, moving solids and bodies as entities
/// (in file order, so spawn order is file order).
pub fn spawn_scenario(world: &mut World, sc: &Scenario) {
    world.insert_resource(CollisionMap::new(sc.map.clone()).with_behaviours(sc.behaviours));
    for (i, s) in sc.solids.iter().enumerate() {
        let mut path = SolidPath::new(s.route.clone()).with_start_step(s.start_frame);
        if let Some(r) = s.resume {
            path = path.with_progress(r);
        }
        world.spawn((TileSolid::new(s.solid), path, SolidIndex(i)));
    }
    for (j, spec) in sc.bodies.iter().enumerate() {
        let mut e = world.spawn((
            TileBody::from_body(spec.body),
            Script {
                index: j,
                phases: spec.phases.clone(),
                phase: 0,
                phase_start: 1,
                now: None,
                keys: spec
                    .control
                    .as_ref()
                    .map(|c| c.keys.clone())
                    .unwrap_or_default(),
                controlled: spec.control.is_some(),
            },
        ));
        match &spec.control {
            Some(c) => {
                e.insert(TileController {
                    controller: c.controller,
                    effects: c.fx,
                });
            }
            None => {
                e.insert(Fall {
                    accel: spec.g,
                    max_fall: spec.max_fall,
                });
            }
        }
        if spec.pushable {
            e.insert(Pushable {
                speed: spec.push_speed,
                pending: spec.pushed,
            });
        }
    }
}

/// Before gravity: the phase of this step, and a gravity flip on a phase's
/// first step (the runner's steps 1 and its flip).
fn script_phase(
    count: Res<StepCount>,
    mut q: Query<(&mut Script, &mut TileBody, Option<&mut Fall>)>,
) {
    let f = count.0 as u32;
    for (mut s, mut b, fall) in &mut q {
        if s.controlled {
            continue;
        }
        s.now = None;
        if s.phases.is_empty() {
            continue;
        }
        while s.phase + 1 < s.phases.len()
            && f >= s.phase_start.saturating_add(s.phases[s.phase].frames)
        {
            let n = s.phases[s.phase].frames;
            s.phase_start += n;
            s.phase += 1;
        }
        let first = f == s.phase_start;
        let phase = s.phases[s.phase].clone();
        if first && phase.flip_gravity {
            if let Some(mut fall) = fall {
                fall.accel = -fall.accel;
            }
            b.body.gravity = b.body.gravity.flipped();
        }
        s.now = Some((phase, first));
    }
}

/// After gravity: the phase's horizontal speed, its jump and its drop; a
/// controlled body's buttons for this step.
fn script_motion(
    count: Res<StepCount>,
    mut q: Query<(
        &mut Script,
        &mut TileBody,
        Option<&mut ControllerInput>,
        Has<Pushable>,
    )>,
) {
    let f = count.0 as usize;
    for (s, mut b, input, pushable) in &mut q {
        if s.controlled {
            let held = s.keys.get(f - 1).copied().unwrap_or_default();
            if let Some(mut i) = input {
                i.hold(held);
            }
            continue;
        }
        let (phase, first) = s.now.clone().unwrap_or((Phase::default(), false));
        if !pushable {
            b.body.vel.x = match phase.vx {
                Some(vx) => Subpx(vx),
                None => Subpx(b.body.vel.x.0.saturating_add(phase.ax)),
            };
        }
        if first && b.body.standing {
            if let Some(j) = phase.jump {
                b.body.jump(Subpx(j));
            }
        }
        b.drop = phase.drop;
    }
}

/// A headless app with the plugin and the scenario's script systems; the
/// fixed step is run by [`step`].
pub fn scenario_app(sc: &Scenario) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()));
    add_script_systems(&mut app, bevy::app::FixedPostUpdate.intern());
    spawn_scenario(app.world_mut(), sc);
    app.world_mut().run_system_once(admit_bodies).unwrap();
    app
}

/// The script systems, in `schedule` around the plugin's sets.
pub fn add_script_systems(
    app: &mut App,
    schedule: bevy::ecs::intern::Interned<dyn bevy::ecs::schedule::ScheduleLabel>,
) {
    app.add_systems(
        schedule,
        (
            script_phase
                .after(TilestepSet::MoveSolids)
                .before(TilestepSet::Forces),
            script_motion
                .after(TilestepSet::Forces)
                .before(TilestepSet::Step),
        ),
    );
}

/// Runs one fixed step directly.
pub fn step(app: &mut App) {
    app.world_mut().run_schedule(bevy::app::FixedPostUpdate);
}

/// The trace rows of the app's state now, as the runner writes them for
/// `frame`: bodies in file order, then moving solids.
pub fn rows(app: &mut App, sc: &Scenario, frame: u32) -> String {
    rows_of(app.world_mut(), sc, frame)
}

/// [`rows`] of a world.
pub fn rows_of(world: &mut World, sc: &Scenario, frame: u32) -> String {
    let mut bodies: Vec<(usize, tilestep::Body, tilestep::Contacts, bool)> = world
        .query::<(&Script, &TileBody, &StepReport)>()
        .iter(world)
        .map(|(s, b, r)| (s.index, b.body, r.contacts, r.squished))
        .collect();
    bodies.sort_by_key(|b| b.0);
    let mut out = String::new();
    for (j, b, c, sq) in &bodies {
        push_body_row(&mut out, frame, &sc.bodies[*j].name, b, c, *sq);
    }
    let mut solids: Vec<(usize, tilestep::MovingSolid, bool)> = world
        .query::<(&SolidIndex, &TileSolid)>()
        .iter(world)
        .map(|(i, s)| (i.0, s.solid, s.squished))
        .collect();
    solids.sort_by_key(|s| s.0);
    for (i, s, sq) in &solids {
        push_solid_row(&mut out, frame, &sc.solids[*i].name, s, *sq);
    }
    out
}

/// The whole trace of `sc` played through the plugin, one fixed step per frame.
pub fn plugin_trace(sc: &Scenario) -> String {
    let mut app = scenario_app(sc);
    let mut s = format!("{HEADER}\n");
    s.push_str(&rows(&mut app, sc, 0));
    for f in 1..=sc.frames {
        step(&mut app);
        s.push_str(&rows(&mut app, sc, f));
    }
    s
}

/// Panics with the first differing line of two traces.
pub fn assert_same_trace(name: &str, want: &str, got: &str) {
    if want == got {
        return;
    }
    for (i, (a, b)) in want.lines().zip(got.lines()).enumerate() {
        assert_eq!(a, b, "{name}: line {} differs (runner, then plugin)", i + 1);
    }
    panic!(
        "{name}: {} lines from the runner, {} from the plugin",
        want.lines().count(),
        got.lines().count()
    );
}

/// A fixed step of 1/60 s in whole nanoseconds.
pub const STEP_NS: u64 = 16_666_666;

/// A headless app that runs the plugin in `FixedPostUpdate` on a clock
/// advanced by [`frame`]: a 60 Hz fixed step (rendered frames carry as many
/// steps as their time holds), `map` as the collision map.
pub fn timed_app(map: tilestep::TileMap) -> App {
    use bevy::time::TimeUpdateStrategy;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(map))
        .insert_resource(Time::<Fixed>::from_duration(
            std::time::Duration::from_nanos(STEP_NS),
        ))
        .insert_resource(TimeUpdateStrategy::ManualInstant(std::time::Instant::now()));
    app
}

/// Renders frame `i` at `fps` frames per second: the clock reads exactly
/// `i / fps` s (floored to nanoseconds) since frame 0.
pub fn frame(app: &mut App, start: std::time::Instant, i: u64, fps: u64) {
    use bevy::time::TimeUpdateStrategy;
    let t = start + std::time::Duration::from_nanos(i * 1_000_000_000 / fps);
    app.insert_resource(TimeUpdateStrategy::ManualInstant(t));
    app.update();
}

/// Counts of the plugin's messages, read every frame in `Update` and after
/// every fixed step.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Counts {
    /// [`Landed`] messages.
    pub landed: usize,
    /// [`LeftGround`] messages.
    pub left: usize,
    /// [`TagContact`] messages, with their tags.
    pub tags: Vec<u8>,
    /// [`Squished`] messages.
    pub squished: usize,
}

fn count_messages(
    mut c: ResMut<Counts>,
    mut landed: MessageReader<Landed>,
    mut left: MessageReader<LeftGround>,
    mut tags: MessageReader<TagContact>,
    mut squished: MessageReader<Squished>,
) {
    c.landed += landed.read().count();
    c.left += left.read().count();
    c.tags.extend(tags.read().map(|t| t.tag));
    c.squished += squished.read().count();
}

/// Counts messages in `Update` (a game reading them once per rendered frame).
pub fn count_in_update(app: &mut App) {
    app.init_resource::<Counts>()
        .add_systems(Update, count_messages);
}

/// Counts messages after each fixed step (for apps stepped with [`step`]).
pub fn count_after_step(app: &mut App) {
    app.init_resource::<Counts>().add_systems(
        bevy::app::FixedPostUpdate,
        count_messages.after(TilestepSet::Report),
    );
}

/// Spawns a 12x24 px body with its bottom centre at `(x, y)` px, with the
/// components of `extra` (its gravity rule, a mask, a controller ...).
pub fn spawn_player(app: &mut App, x: i32, y: i32, extra: impl Bundle) -> Entity {
    let body = TileBody::new(
        tilestep::SubPoint::from_px(x, y),
        tilestep::Size::new(12, 24),
    );
    app.world_mut().spawn((body, extra)).id()
}

/// Spawns a full moving solid of `w x h` px with its top-left at `(x, y)`
/// px, moving at `speed` (subpixels/frame) to each of `to` (px, top-left)
/// with `looping`.
pub fn spawn_lift(
    app: &mut App,
    (x, y): (i32, i32),
    (w, h): (i32, i32),
    to: &[(i32, i32)],
    speed: i32,
    looping: tilestep::Looping,
) -> Entity {
    use tilestep::{MovingSolid, Route, Size, SolidKind, SubPoint};
    let solid = MovingSolid::new(SubPoint::from_px(x, y), Size::new(w, h), SolidKind::Solid);
    let points = std::iter::once(solid.pos)
        .chain(to.iter().map(|&(x, y)| SubPoint::from_px(x, y)))
        .collect();
    let route = Route::new(points, Subpx(speed)).with_looping(looping);
    app.world_mut()
        .spawn((TileSolid::new(solid), SolidPath::new(route)))
        .id()
}
