use alloc::format;
use alloc::vec;

use super::{BodyDrive, BodyId, Fall, FrameParts, SpawnError, World};
use crate::body::{Body, Contacts, CoreShape};
use crate::game::{Buttons, Controller, ControllerConfig};
use crate::map::TileMap;
use crate::units::{PxPoint, Size, SubPoint, Subpx};

/// A room 8 tiles wide with a floor, a wall at column 6, and a step.
fn room() -> TileMap {
    TileMap::from_ascii("........\n........\n......#.\n.....##.\n########\n", 16).unwrap()
}

fn player_at(x: i32, y: i32) -> Body {
    Body::new(SubPoint::from_px(x, y), Size::new(12, 24))
}

fn nes() -> BodyDrive {
    BodyDrive::Controlled(Controller::new(ControllerConfig::NES_LIKE))
}

#[test]
fn a_body_spawned_inside_a_wall_is_an_error_naming_the_pixel() {
    let mut world = World::new(room());
    // 8 px into the step at columns 5-6 (x 80..112), rows 3.. (y 48..).
    let err = world.spawn(player_at(86, 64), nes()).unwrap_err();
    assert_eq!(
        err,
        SpawnError::InsideSolid {
            body: PxPoint::new(86, 64),
            at: PxPoint::new(80, 48)
        }
    );
    assert!(format!("{err}").contains("spawn_nudged"));
    assert_eq!(world.bodies().count(), 0);
}

#[test]
fn spawn_nudged_moves_a_stuck_body_to_the_nearest_place_it_fits() {
    let mut world = World::new(room());
    let id = world.spawn_nudged(player_at(86, 64), nes(), 32).unwrap();
    let body = *world.body(id).unwrap();
    assert!(world.map().fits(&body));
    // 11 px up and 11 left the chamfered core clears the step's corner
    // (straight up onto the step would be 16 px); nothing nearer fits.
    assert_eq!(body.pos, SubPoint::from_px(75, 53));
    let far = world.spawn_nudged(player_at(86, 64), nes(), 10);
    assert!(matches!(far, Err(SpawnError::NoRoom { within: 10, .. })));
}

#[test]
fn a_spawned_body_stands_so_a_first_frame_jump_fires() {
    let mut world = World::new(room());
    let id = world.spawn(player_at(24, 64), nes()).unwrap();
    assert!(world.body(id).unwrap().standing);
    world.step(&[(id, Buttons::JUMP)]);
    assert!(world.body(id).unwrap().vel.y.0 < 0, "jumped on frame 1");
    let r = world.report(id).unwrap();
    assert!(r.left_ground && !r.landed);
}

#[test]
fn reports_tell_a_landing_and_a_wall() {
    let mut world = World::new(room());
    let id = world
        .spawn(player_at(24, 30), BodyDrive::falling(Fall::default()))
        .unwrap();
    let mut landed = 0;
    for _ in 0..40 {
        world.body_mut(id).unwrap().vel.x = Subpx(512);
        world.step(&[]);
        let r = world.report(id).unwrap();
        landed += usize::from(r.landed);
        if r.hit_wall {
            // Stopped by the step's side at x = 80.
            assert_eq!(world.body(id).unwrap().rect().right.0, 80);
            assert_eq!(landed, 1);
            return;
        }
    }
    panic!("never met the wall");
}

#[test]
fn handles_stay_valid_and_are_never_reused() {
    let mut world = World::new(room());
    let a = world.spawn(player_at(24, 64), nes()).unwrap();
    let b = world.spawn(player_at(48, 64), nes()).unwrap();
    assert_eq!(
        world.despawn(a).map(|b| b.pos),
        Some(SubPoint::from_px(24, 64))
    );
    assert!(world.body(a).is_none() && world.despawn(a).is_none());
    let c = world.spawn(player_at(24, 64), nes()).unwrap();
    assert!(c != a && c != b);
    let order: vec::Vec<BodyId> = world.bodies().map(|(id, _)| id).collect();
    assert_eq!(order, vec![b, c]);
}

#[test]
fn a_restored_state_steps_the_same_again() {
    let mut world = World::new(room());
    let p = world.spawn(player_at(24, 64), nes()).unwrap();
    let stone = Body {
        solid: true,
        core: CoreShape::Box,
        ..Body::new(SubPoint::from_px(56, 64), Size::new(16, 16))
    };
    world
        .spawn(stone, BodyDrive::pushable(Subpx(256), Fall::default()))
        .unwrap();
    for _ in 0..10 {
        world.step(&[(p, Buttons::RIGHT)]);
    }
    let saved = world.state().clone();
    let run = |w: &mut World| {
        for f in 0..30 {
            let held = if f % 7 == 0 {
                Buttons::JUMP
            } else {
                Buttons::RIGHT
            };
            w.step(&[(p, held)]);
        }
        w.state().clone()
    };
    let first = run(&mut world);
    world.restore(&saved);
    assert_eq!(world.frame(), 10);
    assert_eq!(run(&mut world), first);
}

#[test]
fn frame_parts_refuse_slices_of_different_lengths() {
    let mut bodies = [player_at(24, 64)];
    let mut contacts = [Contacts::default(); 2];
    let (mut grounds, mut squished) = ([None], [false]);
    let (mut solids, mut solid_squished) = ([], []);
    let parts = FrameParts::new(
        &mut bodies,
        &mut contacts,
        &mut grounds,
        &mut squished,
        &mut solids,
        &mut solid_squished,
    );
    assert!(parts.is_none());
}
