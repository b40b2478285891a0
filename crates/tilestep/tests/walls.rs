//! Bodies of every shape against walls: support is a real surface, so
//! nothing stands on a wall's side or climbs one (`docs/contract.md`,
//! "Standing and the feet rule").
//!
//! The bug these pin: a 16x16 body touching a wall in the air stood on
//! the wall's side, 88 px above the floor, for as long as the run lasted,
//! and climbed a wall by jumping against it. Its box's column beside the
//! sensor column's far side is no core column, so it sits one pixel
//! inside the wall, and the wall's pixel below that column counted as
//! support. Wide bodies sank whole wedges into walls the same way.

mod common;
use common::*;
use tilestep::{Body, ContactFlags, Gravity, Size, SubPoint, TileMap};

/// A room of 16 px tiles, 10 by 10: walls 8 tiles tall on both sides, a
/// floor under them (its top at y = 144) and a ceiling above (its bottom
/// at y = 16).
fn walled() -> TileMap {
    TileMap::from_ascii(&walled_room(10, 10).join("\n"), 16).unwrap()
}

/// The floor's top row (gravity down lands there), px.
const FLOOR: i32 = 144;
/// The ceiling's bottom row (gravity up lands under it), px.
const CEILING: i32 = 16;

/// The sizes the issue names, square, wide and flat, and a tall control.
const SHAPES: [(i32, i32); 7] = [
    (16, 16),
    (17, 17),
    (8, 8),
    (20, 12),
    (32, 16),
    (40, 8),
    (12, 24),
];

/// A body of `w x h` 2 px from the wall on the `dir` side, 8 px from the
/// ceiling (gravity down) or the floor (gravity up), pushed into the wall
/// every frame for `frames` frames, never standing off the floor (the
/// ceiling, with gravity up).
fn pressed_into_wall(w: i32, h: i32, dir: i32, gravity: Gravity, frames: u32) -> Sim<'static> {
    let map: &'static TileMap = Box::leak(Box::new(walled()));
    let x = if dir < 0 {
        16 + w / 2 + 2
    } else {
        144 - (w - w / 2) - 2
    };
    let y = match gravity {
        Gravity::Down => CEILING + h + 8,
        _ => FLOOR - 8,
    };
    let mut s = Sim::new(map, x, y, w, h).gravity(gravity);
    for f in 0..frames {
        s.step(walk(px(2) * dir));
        let (_, y) = s.at();
        let on_ground = match gravity {
            Gravity::Down => y == FLOOR,
            _ => y - h == CEILING,
        };
        assert!(
            !s.body.standing || on_ground,
            "{w}x{h} {gravity:?} frame {f}: standing on the wall's side at {:?}",
            s.body.rect()
        );
    }
    s
}

#[test]
fn square_and_wide_bodies_pressed_against_a_wall_in_the_air_slide_to_the_floor() {
    for (w, h) in SHAPES {
        for dir in [-1, 1] {
            let s = pressed_into_wall(w, h, dir, Gravity::Down, 200);
            assert!(s.body.standing, "{w}x{h} by {dir}: stands at the end");
            assert_eq!(s.at().1, FLOOR, "{w}x{h} by {dir}: on the floor");
            let wall = if dir < 0 {
                ContactFlags::WALL_LEFT
            } else {
                ContactFlags::WALL_RIGHT
            };
            let c = s.trace.last().unwrap().1;
            assert!(c.has(wall), "{w}x{h} by {dir}: still pressed on the wall");
        }
    }
}

#[test]
fn with_gravity_up_they_slide_up_the_wall_to_the_ceiling() {
    for (w, h) in SHAPES {
        for dir in [-1, 1] {
            let s = pressed_into_wall(w, h, dir, Gravity::Up, 200);
            assert!(s.body.standing, "{w}x{h} by {dir}: stands at the end");
            assert_eq!(s.at().1 - h, CEILING, "{w}x{h} by {dir}: on the ceiling");
        }
    }
}

#[test]
fn a_square_body_jumping_against_a_tall_wall_never_gets_above_one_jump() {
    // A wall 8 tiles tall in the middle of the room; the body jumps (5 px
    // per frame) whenever it stands, pressing into the wall.
    let m = map(
        &[
            "..........",
            ".....#....",
            ".....#....",
            ".....#....",
            ".....#....",
            ".....#....",
            ".....#....",
            ".....#....",
            ".....#....",
            "##########",
        ],
        16,
    );
    for (w, h) in [(16, 16), (17, 17), (20, 12), (32, 16)] {
        for dir in [-1, 1] {
            let x = if dir > 0 { 64 } else { 112 };
            let mut s = Sim::new(&m, x, FLOOR, w, h);
            let mut highest = FLOOR;
            for _ in 0..600 {
                s.step(Input {
                    vx: Some(px(2) * dir),
                    jump: Some(px(5)),
                    ..Input::default()
                });
                highest = highest.min(s.at().1);
            }
            // One jump from the floor rises 52.5 px (5 px/frame, less
            // 0.25 px/frame each frame for 20 frames: 13,440 subpixels),
            // 53 px on the pixel grid: never more, however often it jumps
            // against the wall.
            let rose = FLOOR - highest;
            assert!(rose <= 53, "{w}x{h} by {dir}: rose {rose} px");
            assert!(rose >= 52, "{w}x{h} by {dir}: it did jump ({rose} px)");
        }
    }
}

#[test]
fn a_body_touching_a_wall_in_the_air_does_not_stand() {
    let m = walled();
    // Each shape flush against the left wall (one more pixel left puts
    // its core in the wall), in the air.
    for (w, h) in SHAPES {
        let mut x = 80;
        while m.fits(&body(x - 1, 80, w, h)) {
            x -= 1;
        }
        let b = body(x, 80, w, h);
        assert!(m.fits(&b) && !m.stands(&b), "{w}x{h} at x {x}");
        let mut up = b;
        up.gravity = Gravity::Up;
        assert!(!m.stands(&up), "{w}x{h} at x {x}, gravity up");
    }
}

#[test]
fn a_wide_body_does_not_walk_down_the_side_of_a_tile() {
    // A 78x23 body beside a lone solid tile in the air: it falls past it.
    let m = map(
        &[
            "..........",
            "..........",
            "....#.....",
            "..........",
            "..........",
            "..........",
            "##########",
        ],
        16,
    );
    let mut s = Sim::new(&m, 120, 40, 78, 23);
    for _ in 0..120 {
        s.step(walk(-px(1)));
        let (_, y) = s.at();
        assert!(
            !s.body.standing || y == 96,
            "standing on the tile's side at {:?}",
            s.body.rect()
        );
    }
    assert!(s.body.standing && s.at().1 == 96, "{:?}", s.body.rect());
}

/// A body of `w x h` at origin `(x, y)` px, at rest.
fn body(x: i32, y: i32, w: i32, h: i32) -> Body {
    Body::new(SubPoint::from_px(x, y), Size::new(w, h))
}
