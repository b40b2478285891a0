//! Messages fire exactly once per landing, take-off, new tag contact and
//! squish, and per wall jump, climb jump, dash, ledge grab and entry into
//! or exit from water; `Grounded` follows standing; despawning a body or a
//! moving solid between steps is safe.

mod common;

use bevy::prelude::*;
use common::{count_after_step, spawn_lift, spawn_player, step, Counts};
use tilestep::{Edges, Legend, MoveEvents, Size, SubPoint, TileDef, TileKind, TileMap};
use tilestep_bevy::prelude::*;

const FLOOR: &str = concat!(
    "..........\n",
    "..........\n",
    "..........\n",
    "..........\n",
    "##########\n",
);

fn app(level: &str) -> App {
    let mut legend = Legend::default();
    legend.insert('S', TileDef::new(TileKind::Solid).with_tag(5));
    let map = TileMap::from_ascii_with(level, 16, &legend, Edges::default()).unwrap();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(map));
    count_after_step(&mut app);
    app
}

fn counts(app: &App) -> Counts {
    app.world().resource::<Counts>().clone()
}

fn steps(app: &mut App, n: usize) {
    for _ in 0..n {
        step(app);
    }
}

#[test]
fn a_fall_lands_once_and_grounded_follows() {
    let mut app = app(FLOOR);
    let e = spawn_player(&mut app, 40, 20, Fall::default());
    step(&mut app);
    assert!(app.world().get::<Grounded>(e).is_none(), "in the air");
    steps(&mut app, 60);
    let c = counts(&app);
    assert_eq!((c.landed, c.left), (1, 0), "{c:?}");
    assert!(app.world().get::<Grounded>(e).is_some(), "standing");
    // A jump: leaves once, lands once more.
    app.world_mut().get_mut::<TileBody>(e).unwrap().vel.y.0 = -1024;
    steps(&mut app, 60);
    let c = counts(&app);
    assert_eq!((c.landed, c.left), (2, 1), "{c:?}");
}

#[test]
fn walking_onto_a_tagged_tile_reports_its_tag_once() {
    let level = concat!(
        "..........\n",
        "..........\n",
        "..........\n",
        "..........\n",
        "####SS####\n",
    );
    let mut app = app(level);
    let e = spawn_player(&mut app, 24, 64, Fall::default());
    for _ in 0..80 {
        app.world_mut().get_mut::<TileBody>(e).unwrap().vel.x.0 = 256;
        step(&mut app);
    }
    let c = counts(&app);
    assert_eq!(
        c.tags,
        vec![5],
        "one contact with tag 5 across two tagged tiles: {c:?}"
    );
    let at = app.world().get::<TileBody>(e).unwrap().pos.x.floor_px().0;
    assert!(at > 100, "walked past the tagged tiles (x {at})");
    assert_eq!((c.landed, c.left), (0, 0), "stood throughout: {c:?}");
}

#[test]
fn a_crush_is_one_squish_however_long() {
    let mut app = app(FLOOR);
    // A press coming down onto a body standing on the floor, then resting
    // on it for many steps.
    let s = spawn_lift(&mut app, (16, 0), (48, 16), &[(16, 48)], 512, Looping::Stop);
    let e = spawn_player(&mut app, 40, 64, Fall::default());
    let mut frames = 0;
    for _ in 0..60 {
        step(&mut app);
        frames += usize::from(app.world().get::<StepReport>(e).unwrap().squished);
    }
    assert!(frames > 10, "squished on {frames} steps");
    assert!(app.world().get::<TileSolid>(s).unwrap().squished);
    assert_eq!(counts(&app).squished, 1, "{:?}", counts(&app));
}

#[test]
fn despawning_bodies_and_solids_between_steps_is_safe() {
    let mut app = app(FLOOR);
    let s = spawn_lift(
        &mut app,
        (16, 48),
        (48, 8),
        &[(40, 48)],
        128,
        Looping::PingPong,
    );
    let rider = spawn_player(&mut app, 40, 48, Fall::default());
    let mut stone = TileBody::new(SubPoint::from_px(130, 64), Size::new(16, 16));
    stone.solid = true;
    let stone = app
        .world_mut()
        .spawn((stone, Fall::default(), Pushable::new(256)))
        .id();
    let walker = spawn_player(&mut app, 110, 64, Fall::default());
    for _ in 0..10 {
        app.world_mut().get_mut::<TileBody>(walker).unwrap().vel.x.0 = 256;
        step(&mut app);
    }
    let rep = app.world().get::<StepReport>(rider).unwrap();
    assert_eq!(rep.on, Some(s), "the rider stands on the lift");
    let x0 = app.world().get::<TileBody>(rider).unwrap().pos.x.0;
    assert!(x0 > 40 * 256, "carried");
    let sx = app
        .world()
        .get::<TileBody>(stone)
        .unwrap()
        .pos
        .x
        .floor_px()
        .0;
    assert!(sx > 130, "the walker pushed the stone (x {sx})");
    // The lift and the stone go between two steps.
    app.world_mut().despawn(s);
    app.world_mut().despawn(stone);
    for _ in 0..60 {
        app.world_mut().get_mut::<TileBody>(walker).unwrap().vel.x.0 = 256;
        step(&mut app);
    }
    let b = app.world().get::<TileBody>(rider).unwrap();
    assert_eq!(b.pos.y.floor_px().0, 64, "the rider fell to the floor");
    assert_eq!(b.pos.x.0, x0, "and is carried no more");
    let w = app.world().get::<TileBody>(walker).unwrap();
    assert!(
        w.pos.x.floor_px().0 > 140,
        "the walker walks on where the stone was"
    );
    // A body goes, and the others step on.
    app.world_mut().despawn(rider);
    steps(&mut app, 5);
    assert_eq!(app.world().resource::<StepCount>().0, 75);
    let c = counts(&app);
    assert_eq!(
        (c.left, c.landed),
        (1, 1),
        "the rider left the lift and landed once: {c:?}"
    );
}

#[test]
fn a_body_spawned_standing_mid_run_is_grounded_without_a_landing() {
    let mut app = app(FLOOR);
    steps(&mut app, 5);
    let e = spawn_player(&mut app, 40, 64, Fall::default());
    step(&mut app);
    assert!(app.world().get::<Grounded>(e).is_some());
    steps(&mut app, 10);
    let c = counts(&app);
    assert_eq!((c.landed, c.left), (0, 0), "{c:?}");
    assert_eq!(app.world().get::<StepReport>(e).unwrap().steps, 11);
}

/// A move's message as the test reads it (the entity checked apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveMessage {
    WallJumped { away: i8 },
    ClimbJumped { wall: i8 },
    Dashed { dir: (i8, i8) },
    LedgeGrabbed { side: i8, row: i32 },
    EnteredWater,
    LeftWater,
}

impl MoveMessage {
    /// The controller event the message tells of.
    fn event(self) -> MoveEvents {
        match self {
            MoveMessage::WallJumped { .. } => MoveEvents::WALL_JUMP,
            MoveMessage::ClimbJumped { .. } => MoveEvents::CLIMB_JUMP,
            MoveMessage::Dashed { .. } => MoveEvents::DASH,
            MoveMessage::LedgeGrabbed { .. } => MoveEvents::LEDGE_GRAB,
            MoveMessage::EnteredWater => MoveEvents::ENTER_WATER,
            MoveMessage::LeftWater => MoveEvents::LEAVE_WATER,
        }
    }
}

/// The moves' messages read after each step: the step, the body, the
/// message; and each step's controller events.
#[derive(Resource, Default)]
struct MovesRead {
    messages: Vec<(u64, Entity, MoveMessage)>,
    events: Vec<MoveEvents>,
}

#[allow(clippy::too_many_arguments)]
fn read_move_messages(
    count: Res<StepCount>,
    mut read: ResMut<MovesRead>,
    mut wall: MessageReader<WallJumped>,
    mut climb: MessageReader<ClimbJumped>,
    mut dashed: MessageReader<Dashed>,
    mut ledge: MessageReader<LedgeGrabbed>,
    mut entered: MessageReader<EnteredWater>,
    mut left: MessageReader<LeftWater>,
    ctl: Query<&TileController>,
) {
    use MoveMessage as M;
    let step = count.0;
    let mut got: Vec<(Entity, M)> = Vec::new();
    got.extend(
        wall.read()
            .map(|m| (m.entity, M::WallJumped { away: m.away })),
    );
    got.extend(
        climb
            .read()
            .map(|m| (m.entity, M::ClimbJumped { wall: m.wall })),
    );
    got.extend(dashed.read().map(|m| (m.entity, M::Dashed { dir: m.dir })));
    got.extend(ledge.read().map(|m| {
        let (side, row) = (m.side, m.row);
        (m.entity, M::LedgeGrabbed { side, row })
    }));
    got.extend(entered.read().map(|m| (m.entity, M::EnteredWater)));
    got.extend(left.read().map(|m| (m.entity, M::LeftWater)));
    read.messages
        .extend(got.into_iter().map(|(e, m)| (step, e, m)));
    let events = ctl
        .single()
        .map_or(MoveEvents::NONE, |c| c.controller.state.events);
    read.events.push(events);
}

#[test]
fn each_move_sends_its_message_once_on_the_step_it_happens() {
    use common::moves::{buttons, course, runner, script_len, END};
    use MoveMessage as M;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(course())
        .init_resource::<MovesRead>()
        .add_systems(
            FixedPostUpdate,
            read_move_messages.after(TilestepSet::Report),
        );
    let e = app.world_mut().spawn(runner()).id();
    for n in 1..=script_len() {
        let mut input = app.world_mut().get_mut::<ControllerInput>(e).unwrap();
        input.hold(buttons(n));
        step(&mut app);
    }
    let b = app.world().get::<TileBody>(e).unwrap();
    let end = (b.pos.x.floor_px().0, b.pos.y.floor_px().0);
    assert_eq!(end, END, "climbed onto the pillar");
    let read = app.world().resource::<MovesRead>();
    let kinds: Vec<M> = read.messages.iter().map(|m| m.2).collect();
    assert_eq!(
        kinds,
        [
            M::EnteredWater,
            M::LeftWater,
            M::Dashed { dir: (1, 0) },
            M::ClimbJumped { wall: 1 },
            M::WallJumped { away: -1 },
            M::EnteredWater,
            M::LeftWater,
            M::LedgeGrabbed { side: 1, row: 80 },
        ],
        "{:?}",
        read.messages
    );
    for &(step, entity, m) in &read.messages {
        assert_eq!(entity, e, "{m:?} names the body");
        // On the step whose controller update did it, and on no other.
        let at: Vec<u64> = (1..=script_len())
            .filter(|&n| read.events[n as usize - 1].has(m.event()))
            .collect();
        assert!(at.contains(&step), "{m:?} on step {step}, events on {at:?}");
        let sent = read.messages.iter().filter(|x| x.2 == m).count();
        assert_eq!(at.len(), sent, "{m:?}: one message per event");
    }
}
