//! Moving solids: riders carried in every direction at every speed, bodies
//! pushed and squished (never left overlapping), lifts into ceilings, and
//! one-way platforms that catch falling bodies however fast they rise.

mod common;
use common::{clear_of_all, map, px, solid, EIGHT_DIRECTIONS};
use tilestep::{
    Body, ContactFlags, MovingSolid, Size, SolidKind, SolidMoved, StepInput, SubPoint, Subpx,
    TileMap,
};
use tilestep_testkit::Lcg;

/// One frame: move solid 0 by `delta`, then step the body with gravity.
fn frame(
    map: &TileMap,
    solids: &mut [MovingSolid],
    b: &mut Body,
    delta: SubPoint,
) -> tilestep::Contacts {
    map.move_solid(solids, 0, delta, std::slice::from_mut(b));
    assert!(
        clear_of_all(map, solids, b),
        "overlap after the solid moved"
    );
    b.vel.y.0 = (b.vel.y.0 + 64).min(px(6));
    let c = map.step_among(b, StepInput::default(), solids);
    assert!(clear_of_all(map, solids, b), "overlap after the step");
    c
}

/// Moves solid 0 by `delta` each frame, up to `frames` frames, with `b`
/// stepping (with gravity) among the solids in between; checks after each
/// solid move that `b` overlaps nothing. Returns the first move that
/// squished `b`, or `None` when none did.
fn move_until_squished(
    map: &TileMap,
    solids: &mut [MovingSolid],
    b: &mut Body,
    delta: SubPoint,
    frames: usize,
) -> Option<SolidMoved> {
    for f in 0..frames {
        let r = map.move_solid(solids, 0, delta, std::slice::from_mut(b));
        assert!(clear_of_all(map, solids, b), "frame {f}");
        if !r.squished.is_empty() {
            return Some(r);
        }
        b.vel.y.0 = (b.vel.y.0 + 64).min(px(6));
        map.step_among(b, StepInput::default(), solids);
    }
    None
}

/// A player-sized body (12x24 px) at origin `(x, y)` px, standing.
fn standing_player(x: i32, y: i32) -> Body {
    let mut b = Body::new(SubPoint::from_px(x, y), Size::new(12, 24));
    b.standing = true;
    b
}

fn open_room() -> TileMap {
    let mut rows = vec!["..............................".to_string(); 30];
    rows.push("##############################".into());
    TileMap::from_ascii(&rows.join("\n"), 16).unwrap()
}

#[test]
fn riders_are_carried_in_all_8_directions_at_every_speed() {
    let map = open_room();
    for kind in [SolidKind::Solid, SolidKind::Platform] {
        for (dx, dy) in EIGHT_DIRECTIONS {
            for speed in [1, 37, 256, 700, px(16)] {
                let mut solids = [solid(200, 240, 64, 8, kind)];
                let mut b = standing_player(232, 240);
                let delta = SubPoint::new(dx * speed, dy * speed);
                let frames = if speed >= px(4) { 8 } else { 60 };
                for f in 0..frames {
                    let c = frame(&map, &mut solids, &mut b, delta);
                    let ctx = format!("{kind:?} dir ({dx},{dy}) speed {speed} frame {f}");
                    assert!(b.standing, "{ctx}: fell off or bounced");
                    assert_eq!(c.on_solid(), Some(0), "{ctx}");
                    let (r, q) = (b.rect(), solids[0].rect());
                    assert_eq!(r.bottom.0, q.top.0, "{ctx}: feet on the platform");
                    assert_eq!(r.left.0 - q.left.0, 26, "{ctx}: kept its place on it");
                }
            }
        }
    }
}

#[test]
fn pushed_into_a_wall_is_squished_and_never_overlaps() {
    let map = map(
        &[
            "..........",
            "..........",
            "........##",
            "........##",
            "##########",
        ],
        16,
    );
    let mut solids = [solid(0, 16, 16, 48, SolidKind::Solid)];
    let mut b = standing_player(60, 64);
    let m = move_until_squished(&map, &mut solids, &mut b, SubPoint::from_px(3, 0), 80)
        .expect("a squish is reported");
    assert!(m.moved.x.0 < px(3), "the solid stopped short");
    let (s, r) = (m.squished[0], b.rect());
    assert_eq!(s.pushed, (1, 0));
    assert!(s
        .sides()
        .contains(ContactFlags::WALL_LEFT | ContactFlags::WALL_RIGHT));
    assert_eq!(r.right.0, 128, "pressed flush against the wall");
    assert_eq!(
        solids[0].rect().right.0,
        r.left.0,
        "the solid stopped flush against the body"
    );
}

#[test]
fn a_lift_moving_up_into_a_ceiling_squishes_its_rider() {
    let map = map(
        &[
            "##########",
            "..........",
            "..........",
            "..........",
            "..........",
            "..........",
        ],
        16,
    );
    let mut solids = [solid(32, 88, 48, 8, SolidKind::Solid)];
    let mut b = standing_player(56, 88);
    let m = move_until_squished(&map, &mut solids, &mut b, SubPoint::new(0, -400), 60);
    assert_eq!(m.map(|m| m.squished[0].pushed), Some((0, -1)));
    assert_eq!(b.rect().top.0, 16, "head against the ceiling");
    assert_eq!(solids[0].rect().top.0, 40, "lift stopped under the feet");
}

#[test]
fn a_one_way_platform_rising_fast_catches_a_falling_body() {
    let map = open_room();
    for rise in [px(4), px(10), px(16), px(40)] {
        let mut solids = [solid(200, 460, 64, 8, SolidKind::Platform)];
        let mut b = Body::new(SubPoint::from_px(232, 200), Size::new(12, 24));
        b.vel.y.0 = px(3);
        let mut caught = false;
        for _ in 0..60 {
            let up = if solids[0].rect().top.0 > 100 {
                -rise
            } else {
                0
            };
            let c = frame(&map, &mut solids, &mut b, SubPoint::new(0, up));
            assert!(
                b.rect().bottom.0 <= solids[0].rect().top.0,
                "rise {rise}: the body passed through the platform"
            );
            caught |= c.on_solid() == Some(0);
        }
        assert!(caught, "rise {rise}");
        assert_eq!(b.rect().bottom.0, solids[0].rect().top.0);
    }
}

#[test]
fn a_one_way_platform_passes_up_through_a_body_below_it() {
    let map = open_room();
    let mut solids = [solid(200, 470, 64, 8, SolidKind::Platform)];
    // Standing on the floor under the platform's path.
    let mut b = standing_player(232, 480);
    for _ in 0..30 {
        frame(&map, &mut solids, &mut b, SubPoint::new(0, -px(2)));
    }
    assert_eq!(b.rect().bottom.0, 480, "stayed on the floor");
    assert!(solids[0].rect().top.0 < 440);
}

#[test]
fn leaving_a_platform_can_inherit_its_velocity() {
    let map = open_room();
    let mut solids = [solid(100, 240, 64, 8, SolidKind::Solid)];
    let mut b = standing_player(132, 240);
    map.move_solid(
        &mut solids,
        0,
        SubPoint::from_px(5, 0),
        std::slice::from_mut(&mut b),
    );
    b.vel.y.0 = -px(4); // jump
    let mut plain = b;
    map.step_among(&mut plain, StepInput::default(), &solids);
    b.inherit = true;
    map.step_among(&mut b, StepInput::default(), &solids);
    assert_eq!(plain.vel.x.0, 0);
    assert_eq!(b.vel.x.0, px(5));
}

/// A rider is a body that stands on the solid by the standing rule: one
/// moving against gravity at the solid's move (it jumped, and a ceiling
/// held it flush on the lift) stands on nothing and stays where it is,
/// while the same body at rest is carried.
#[test]
fn a_body_moving_against_gravity_on_a_lift_is_not_carried() {
    let map = open_room();
    for (vy, carried) in [(0, true), (-px(1), false)] {
        let mut solids = [solid(100, 240, 64, 8, SolidKind::Solid)];
        let mut b = standing_player(132, 240);
        b.vel.y.0 = vy;
        let r = map.move_solid(
            &mut solids,
            0,
            SubPoint::from_px(3, 0),
            std::slice::from_mut(&mut b),
        );
        assert_eq!(r.riders.is_empty(), !carried, "vy {vy}");
        let x = if carried { 135 } else { 132 };
        assert_eq!(b.pos, SubPoint::from_px(x, 240), "vy {vy}");
    }
}

#[test]
fn random_solids_and_bodies_never_overlap() {
    let map = map(
        &[
            "....................",
            "......####..........",
            "..................7.",
            "..../\\......-----...",
            "...........rR#......",
            "##..#...#########..#",
            "####################",
        ],
        16,
    );
    let mut lcg = Lcg(12345);
    let mut rnd = |n: i32| lcg.below(n as u32) as i32;
    let mut checked = 0;
    for _ in 0..40 {
        let mut solids: Vec<MovingSolid> = (0..3)
            .map(|k| {
                let kind = [SolidKind::Solid, SolidKind::Platform, SolidKind::Solid][k];
                solid(20 + rnd(260), 10 + rnd(60), 8 + rnd(40), 4 + rnd(20), kind)
            })
            .collect();
        let mut bodies: Vec<Body> = Vec::new();
        for _ in 0..200 {
            let b = Body::new(
                SubPoint::from_px(10 + rnd(300), 20 + rnd(70)),
                Size::new(4 + rnd(16), 6 + rnd(26)),
            );
            if clear_of_all(&map, &solids, &b) && bodies.len() < 4 {
                bodies.push(b);
            }
        }
        for _ in 0..200 {
            for i in 0..solids.len() {
                let d = SubPoint::new(rnd(1025) - 512, rnd(1025) - 512);
                map.move_solid(&mut solids, i, d, &mut bodies);
                for b in &bodies {
                    assert!(
                        clear_of_all(&map, &solids, b),
                        "overlap after moving solid {i}"
                    );
                }
            }
            for b in &mut bodies {
                b.vel.x = Subpx(rnd(1200) - 600);
                b.vel.y.0 = (b.vel.y.0 + 64).min(px(8));
                if b.standing && rnd(10) == 0 {
                    b.vel.y.0 = -px(5);
                }
                b.inherit = true;
                map.step_among(b, StepInput { drop: rnd(8) == 0 }, &solids);
                assert!(clear_of_all(&map, &solids, b), "overlap after a step");
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000);
}

/// A player pushing a stone: the stone is given to the player's step as a
/// solid, and whenever it stops the player the game steps the stone at the
/// push speed. The stone collides with the map like any body.
fn push_frame(map: &TileMap, player: &mut Body, stone: &mut Body, vx: i32, push: i32) {
    player.vel.x.0 = vx;
    player.vel.y.0 = (player.vel.y.0 + 64).min(px(6));
    let c = map.step_among(player, StepInput::default(), &[stone.as_solid()]);
    stone.vel.x.0 = if c.wall_solid() == Some(0) {
        push * vx.signum()
    } else {
        0
    };
    stone.vel.y.0 = (stone.vel.y.0 + 64).min(px(6));
    map.step_among(stone, StepInput::default(), &[player.as_solid()]);
    assert!(clear_of_all(map, &[stone.as_solid()], player));
    assert!(clear_of_all(map, &[player.as_solid()], stone));
}

#[test]
fn pushing_a_stone_up_a_1_2_slope_and_off_a_ledge() {
    let map = map(
        &[
            "......................",
            "......................",
            "......................",
            "........rR######......",
            "######################",
        ],
        16,
    );
    let mut player = Body::new(SubPoint::from_px(40, 64), Size::new(12, 24));
    let mut stone = Body::new(SubPoint::from_px(80, 64), Size::new(16, 16));
    player.standing = true;
    stone.standing = true;
    let mut max_stone_x = 0;
    let mut saw_slope = false;
    for _ in 0..400 {
        push_frame(&map, &mut player, &mut stone, px(2), 256);
        if stone.sensor_x().0 < 260 {
            assert!(
                stone.rect().left.0 >= player.rect().right.0,
                "pushed, never passed through"
            );
        }
        max_stone_x = max_stone_x.max(stone.sensor_x().0);
        saw_slope |=
            stone.standing && stone.pos.y.floor_px().0 < 64 && stone.pos.y.floor_px().0 > 48;
    }
    assert!(saw_slope, "the stone walked up the 1:2 slope");
    assert!(
        max_stone_x > 256,
        "pushed along the top and off the far ledge"
    );
    assert!(stone.standing);
    assert_eq!(
        stone.pos.y.floor_px().0,
        64,
        "fell off the ledge onto the floor"
    );
}

#[test]
fn push_speed_is_the_games_choice() {
    let map = map(
        &[
            "....................",
            "....................",
            "####################",
        ],
        16,
    );
    for push in [64, 128, 256] {
        let mut player = Body::new(SubPoint::from_px(20, 32), Size::new(12, 24));
        let mut stone = Body::new(SubPoint::from_px(40, 32), Size::new(16, 16));
        for _ in 0..120 {
            push_frame(&map, &mut player, &mut stone, px(2), push);
        }
        let moved = stone.sensor_x().0 - 40;
        // Pushed on about every other frame at `push` subpixels per frame.
        assert!(
            moved > push * 120 / 256 / 3 && moved <= push * 120 / 256 + 1,
            "push {push}: moved {moved}"
        );
    }
}
