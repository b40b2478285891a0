//! One-way walls (`oneway_left` `[`, `oneway_right` `]`): they stop a body
//! moving sideways into them from their open side, flush, at any speed,
//! walking or in the air, and nothing else: not a body moving the other
//! way, not one whose side began the frame past the edge, and never a
//! vertical move (they support nothing).

mod common;
use common::*;
use tilestep::{ContactFlags, Gravity, SolidKind, SubPoint};

/// A room whose floor's top is y = 80; an `oneway_left` wall two tiles
/// tall on column 4 (its left edge at x = 64, rows y 48..80), an
/// `oneway_right` wall on column 10 (its right edge at x = 176).
const ROOM: &[&str] = &[
    "################",
    "#..............#",
    "#..............#",
    "#...[.....]....#",
    "#...[.....]....#",
    "################",
];

#[test]
fn a_walker_meets_oneway_left_from_the_left_flush_at_any_speed() {
    let m = map(ROOM, 16);
    for vx in [px(1), 300, px(3), px(16), px(127)] {
        let mut s = Sim::new(&m, 30, 80, 12, 24);
        let mut c = s.run(1, walk(vx));
        for _ in 0..40 {
            c = s.step(walk(vx));
            if s.body.vel.x.0 == 0 {
                break;
            }
        }
        // Its right side (x + 6) on the wall's edge.
        assert_eq!(s.at(), (58, 80), "vx {vx}");
        assert!(
            c.has(ContactFlags::WALL_RIGHT) && c.has(ContactFlags::ONE_WAY),
            "vx {vx}: {c:?}"
        );
        assert!(s.body.standing);
        // Pressing on keeps it there, reported every frame.
        let c = s.step(walk(vx));
        assert_eq!(s.at(), (58, 80));
        assert!(c.has(ContactFlags::WALL_RIGHT | ContactFlags::ONE_WAY));
    }
}

#[test]
fn a_walker_passes_oneway_left_from_the_right_and_back_out() {
    let m = map(ROOM, 16);
    let mut s = Sim::new(&m, 100, 80, 12, 24);
    s.walk(40, -px(2));
    assert_eq!(
        s.at(),
        (22, 80),
        "walked left through the wall's tile to the room's wall"
    );
    // A body whose right side began the frame past the edge (inside the
    // wall's tile) goes on right, out of it.
    let mut s = Sim::new(&m, 66, 80, 12, 24);
    s.walk(10, px(2));
    assert_eq!(s.at(), (86, 80));
}

#[test]
fn oneway_right_is_the_mirror() {
    let m = map(ROOM, 16);
    let mut s = Sim::new(&m, 220, 80, 12, 24);
    let mut c = Default::default();
    for _ in 0..40 {
        c = s.step(walk(-px(5)));
    }
    // Its left side (x - 6) on the wall's right edge, x = 176.
    assert_eq!(s.at(), (182, 80));
    assert!(c.has(ContactFlags::WALL_LEFT) && c.has(ContactFlags::ONE_WAY));
    let mut s = Sim::new(&m, 120, 80, 12, 24);
    s.walk(40, px(3));
    assert_eq!(
        s.at(),
        (234, 80),
        "through the wall's tile to the room's wall"
    );
}

#[test]
fn a_body_in_the_air_is_stopped_sideways_and_goes_on_falling() {
    let m = map(ROOM, 16);
    // Its box's rows 36..60 beside the wall's (48..80).
    let mut s = Sim::new(&m, 40, 60, 12, 24);
    s.body.vel.x.0 = px(4);
    let mut stopped = false;
    for _ in 0..30 {
        let c = s.step(Input::default());
        stopped |= c.has(ContactFlags::WALL_RIGHT | ContactFlags::ONE_WAY);
        assert!(s.at().0 <= 58);
    }
    assert!(stopped);
    assert_eq!(s.at(), (58, 80));
    assert!(s.body.standing);
}

#[test]
fn walls_never_stop_a_vertical_move_nor_support_a_body() {
    let m = map(ROOM, 16);
    // Inside the wall's column, above it: falls through both tiles.
    let mut s = Sim::new(&m, 72, 40, 12, 24);
    s.run(30, Input::default());
    assert_eq!(s.at(), (72, 80));
    // And jumps up through them.
    s.step(Input {
        jump: Some(px(6)),
        ..Input::default()
    });
    let mut top = 80;
    for _ in 0..40 {
        s.step(Input::default());
        top = top.min(s.at().1);
    }
    assert_eq!(top, 40, "rose through both wall tiles to the ceiling");
    assert_eq!(s.at(), (72, 80));
    // With gravity up and none, alike.
    let m2 = map(
        &[
            "################",
            "#...[.....]....#",
            "#...[.....]....#",
            "#..............#",
            "################",
        ],
        16,
    );
    let mut s = Sim::new(&m2, 72, 60, 12, 24).gravity(Gravity::Up);
    s.run(30, Input::default());
    assert_eq!(
        s.at(),
        (72, 40),
        "rests on the ceiling, through the wall's tiles"
    );
}

#[test]
fn a_wall_meets_any_row_of_the_box_and_no_body_wholly_above_it() {
    // A one-tile wall on the floor: a body standing on a ledge whose top
    // is the wall's top passes over it; a body beside it is stopped.
    let m = map(
        &[
            "##########",
            "#........#",
            "#........#",
            "#...[....#",
            "##########",
        ],
        16,
    );
    let mut s = Sim::new(&m, 30, 64, 12, 24);
    s.walk(30, px(2));
    assert_eq!(
        s.at(),
        (58, 64),
        "its bottom row alone beside the wall stops it"
    );
}

#[test]
fn a_moving_solid_cannot_push_a_body_through_a_wall_from_its_open_side() {
    let m = map(ROOM, 16);
    // A crate-sized solid left of a body standing left of the wall.
    let mut solids = [solid(30, 56, 16, 24, SolidKind::Solid)];
    let mut bodies = [Sim::new(&m, 52, 80, 12, 24).body];
    let r = m.move_solid(&mut solids, 0, SubPoint::from_px(20, 0), &mut bodies);
    // Pushed flush against the wall's edge, then squished there.
    assert_eq!(bodies[0].pos.x.floor_px().0, 58);
    assert!(!r.squished.is_empty() && r.squished[0].pushed == (1, 0));
    // From the other side the wall lets it through.
    let mut solids = [solid(96, 56, 16, 24, SolidKind::Solid)];
    let mut bodies = [Sim::new(&m, 90, 80, 12, 24).body];
    let r = m.move_solid(&mut solids, 0, SubPoint::from_px(-40, 0), &mut bodies);
    assert!(r.squished.is_empty());
    assert_eq!(bodies[0].pos.x.floor_px().0, 50);
}
