//! The pieces come together: a lone `TileController` gets its `TileBody`,
//! a `Pushable` is a solid box that falls, the ready-made crate, lift and
//! ferry work in a level, a body spawned inside a wall is reported, and a
//! body moved by hand no longer names the lift it left.

mod common;

use bevy::prelude::*;
use common::logs::{capture, logged};
use common::step;
use tilestep::{ControllerConfig, CoreShape, Route, Size, SubPoint, Subpx, TileMap};
use tilestep_bevy::prelude::*;

const LEVEL: &str = concat!(
    "##########\n",
    "#........#\n",
    "#........#\n",
    "#........#\n",
    "##########\n",
);

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
        .insert_resource(CollisionMap::new(TileMap::from_ascii(LEVEL, 16).unwrap()));
    app
}

#[test]
fn a_lone_tile_controller_gets_its_tile_body() {
    let mut app = app();
    let e = app
        .world_mut()
        .spawn(TileController::new(ControllerConfig::CELESTE_LIKE))
        .id();
    let b = app.world().get::<TileBody>(e).expect("a required TileBody");
    assert_eq!(b.pos, TileBody::default().pos);
    assert!(app.world().get::<StepReport>(e).is_some());
    assert!(app.world().get::<ControllerInput>(e).is_some());
    // Placed by hand, it steps and lands.
    app.world_mut()
        .get_mut::<TileBody>(e)
        .unwrap()
        .teleport(SubPoint::from_px(40, 40));
    for _ in 0..30 {
        step(&mut app);
    }
    assert!(app.world().get::<Grounded>(e).is_some());
}

#[test]
fn a_pushable_is_a_solid_box_that_falls() {
    let mut app = app();
    let body = TileBody::new(SubPoint::from_px(100, 40), Size::new(16, 16));
    assert!(!body.solid);
    let e = app.world_mut().spawn((body, Pushable::new(256))).id();
    let b = app.world().get::<TileBody>(e).unwrap();
    assert!(b.solid, "a pushable is solid to the others");
    assert_eq!(b.core, CoreShape::Box);
    assert_eq!(app.world().get::<Fall>(e), Some(&Fall::default()));
    for _ in 0..30 {
        step(&mut app);
    }
    assert!(
        app.world().get::<Grounded>(e).is_some(),
        "it fell and landed"
    );
}

#[test]
fn a_player_pushes_the_ready_made_crate() {
    let mut app = app();
    let c = app
        .world_mut()
        .spawn(pushable_crate(SubPoint::from_px(80, 64), Size::new(16, 16)))
        .id();
    let p = app
        .world_mut()
        .spawn(TileBody::new(SubPoint::from_px(40, 64), Size::new(12, 24)))
        .id();
    app.world_mut().entity_mut(p).insert(Fall::default());
    for _ in 0..60 {
        app.world_mut().get_mut::<TileBody>(p).unwrap().vel.x = Subpx(256);
        step(&mut app);
    }
    let x = app.world().get::<TileBody>(c).unwrap().pos.x.0;
    assert!(x > 80 * 256, "the crate moved right: {x}");
}

#[test]
fn a_body_on_the_lift_forgets_it_when_teleported() {
    let mut app = app();
    let up = Route::new(
        vec![SubPoint::from_px(64, 56), SubPoint::from_px(64, 32)],
        Subpx(64),
    );
    let l = app.world_mut().spawn(lift(Size::new(32, 8), up)).id();
    let p = app
        .world_mut()
        .spawn((
            TileBody::new(SubPoint::from_px(80, 56), Size::new(12, 24)),
            Fall::default(),
        ))
        .id();
    for _ in 0..10 {
        step(&mut app);
    }
    assert_eq!(app.world().get::<StepReport>(p).unwrap().on, Some(l));
    app.world_mut()
        .commands()
        .entity(p)
        .queue(Teleport(SubPoint::from_px(24, 56)));
    app.world_mut().flush();
    let r = app.world().get::<StepReport>(p).unwrap();
    assert_eq!((r.on, r.wall), (None, None));
    assert_eq!(
        app.world().get::<TileBody>(p).unwrap().pos,
        SubPoint::from_px(24, 56)
    );
}

#[test]
fn a_ferry_carries_a_body() {
    let mut app = app();
    let across = Route::new(
        vec![SubPoint::from_px(24, 48), SubPoint::from_px(100, 48)],
        Subpx(128),
    );
    let f = app.world_mut().spawn(ferry(Size::new(32, 8), across)).id();
    let p = app
        .world_mut()
        .spawn((
            TileBody::new(SubPoint::from_px(40, 48), Size::new(12, 24)),
            Fall::default(),
        ))
        .id();
    for _ in 0..20 {
        step(&mut app);
    }
    assert_eq!(app.world().get::<StepReport>(p).unwrap().on, Some(f));
    assert!(app.world().get::<TileBody>(p).unwrap().pos.x.0 > 40 * 256);
}

#[derive(Resource, Default)]
struct Inside(Vec<SpawnedInsideSolid>);

#[test]
fn a_body_spawned_inside_a_wall_is_reported_once() {
    capture();
    let mut app = app();
    app.init_resource::<Inside>().add_systems(
        FixedPostUpdate,
        (|mut r: MessageReader<SpawnedInsideSolid>, mut out: ResMut<Inside>| {
            out.0.extend(r.read().copied())
        })
        .after(TilestepSet::Report),
    );
    // Its feet in the floor: the bottom row of tiles starts at y = 64.
    let e = app
        .world_mut()
        .spawn(TileBody::new(SubPoint::from_px(40, 72), Size::new(12, 24)))
        .id();
    let fits = app
        .world_mut()
        .spawn(TileBody::new(SubPoint::from_px(100, 64), Size::new(12, 24)))
        .id();
    for _ in 0..5 {
        step(&mut app);
    }
    let got = &app.world().resource::<Inside>().0;
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(got[0].entity, e);
    assert_ne!(got[0].entity, fits);
    assert_eq!(got[0].at.y.0, 64, "the floor's top row");
    let lines = logged(log::Level::Warn, &format!("body {e} joined inside a solid"));
    assert_eq!(lines.len(), 1, "{lines:?}");
}
