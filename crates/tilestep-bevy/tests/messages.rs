//! Messages fire exactly once per landing, take-off, new tag contact and
//! squish; `Grounded` follows standing; despawning a body or a moving
//! solid between steps is safe.

mod common;

use bevy::prelude::*;
use common::{count_after_step, spawn_lift, spawn_player, step, Counts};
use tilestep::{Edges, Legend, Size, SubPoint, TileDef, TileKind, TileMap};
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
