//! One-way surfaces both ways (`platform` and `platform_under`), with
//! drop-through, gravity up, and the frame-start rule.

mod common;
use common::*;
use tilestep::{ContactFlags, Gravity};

const ROOM: &[&str] = PLATFORM_ROOM;

#[test]
fn falling_onto_a_platform_lands_on_its_top_edge() {
    let m = map(ROOM, 16);
    for vy in [px(1), px(9), px(40), px(127)] {
        let mut s = Sim::new(&m, 72, 8, 12, 24).accel(0, px(127));
        s.body.vel.y.0 = vy;
        let mut saw = false;
        for _ in 0..40 {
            let c = s.step(Input::default());
            saw |= c.has(ContactFlags::ONE_WAY);
        }
        assert_eq!(s.at().1, 32, "vy={vy}");
        assert!(s.body.standing && saw);
    }
}

/// A 12x24 body at `x` px on the floor (y = 80) of a room whose platform
/// row's top is y = 32 jumps up through the platform and lands on it.
fn jump_up_through_and_land(rows: &[&str], x: i32) {
    let m = map(rows, 16);
    let mut s = Sim::new(&m, x, 80, 12, 24);
    s.step(Input {
        jump: Some(px(6)),
        ..Input::default()
    });
    let mut rose_through = false;
    for _ in 0..80 {
        s.step(Input::default());
        rose_through |= s.at().1 < 32;
    }
    assert!(rose_through, "x={x}");
    assert_eq!(s.at().1, 32, "x={x}: lands on top after passing up through");
    assert!(s.body.standing, "x={x}");
}

#[test]
fn jumping_up_through_a_platform_then_landing_on_it() {
    jump_up_through_and_land(ROOM, 72);
}

#[test]
fn drop_through_falls_to_the_floor_below() {
    let m = map(ROOM, 16);
    let mut s = Sim::new(&m, 72, 32, 12, 24);
    assert!(s.body.standing);
    s.run(30, drop_through());
    assert_eq!(s.at().1, 80);
    // Without drop it would have stayed.
    let mut s = Sim::new(&m, 72, 32, 12, 24);
    s.run(30, Input::default());
    assert_eq!(s.at().1, 32);
}

#[test]
fn walking_off_a_platform_end_keeps_standing_while_the_box_is_over_it() {
    let m = map(ROOM, 16);
    let mut s = Sim::new(&m, 72, 32, 12, 24);
    for _ in 0..90 {
        s.step(walk(px(1)));
        let (x, _) = s.at();
        if x - 6 < 112 {
            assert!(s.body.standing, "x={x}: box still over the platform");
            assert_eq!(s.at().1, 32);
        }
    }
    assert!(s.body.standing && s.at().1 == 80, "fell to the floor");
}

#[test]
fn a_body_below_the_edge_when_the_frame_began_is_not_stopped() {
    // The body's bottom starts 1 px below the platform edge moving down: it
    // must pass, even at 127 px/frame.
    let m = map(ROOM, 16);
    let mut s = Sim::new(&m, 72, 33, 12, 24).accel(0, px(127));
    s.body.vel.y.0 = px(3);
    s.run(20, Input::default());
    assert_eq!(s.at().1, 80);
}

const ROOM_UP: &[&str] = &[
    "##########",
    "..........",
    "..........",
    "...____...",
    "..........",
    "..........",
];

#[test]
fn platform_under_with_gravity_up_is_the_mirror() {
    let m = map(ROOM_UP, 16);
    // Falling up onto it from below.
    let mut s = Sim::new(&m, 72, 90, 12, 24).gravity(Gravity::Up);
    s.accel = 64;
    s.run(60, Input::default());
    assert_eq!(
        s.body.rect().top.0,
        64,
        "top rests on the platform_under's bottom edge"
    );
    assert!(s.body.standing);
    // Drop through it (upward) to the ceiling.
    s.run(60, drop_through());
    assert_eq!(s.body.rect().top.0, 16);
    assert!(s.body.standing);
    // With gravity down it is passed through from above... and stops a rising body.
    let mut s = Sim::new(&m, 72, 96, 12, 24);
    s.body.vel.y.0 = -px(5);
    let mut hit = false;
    for _ in 0..30 {
        hit |= s.step(Input::default()).has(ContactFlags::ONE_WAY);
    }
    assert!(hit, "a rising body bumps its head on platform_under");
    assert!(s.body.rect().top.0 >= 64);
}

#[test]
fn walking_down_a_slope_never_crosses_the_platform_it_stands_on() {
    // A platform beside a descending slope: the walker keeps the platform
    // height while its box is over it (the one-way surface is not crossed).
    let m = map(&["......", "......", "..--\\.", "######"], 16);
    let mut s = Sim::new(&m, 40, 32, 12, 24);
    for _ in 0..30 {
        s.step(walk(px(1)));
        let (x, y) = s.at();
        if x - 6 < 64 {
            assert_eq!(y, 32, "x={x}");
        }
    }
}

/// A room with a plain platform (`-`) on the left and a firm one (`=`) on
/// the right of the same row, floor below.
const FIRM_ROOM: &[&str] = &[
    "..........",
    "..........",
    "..---===..",
    "..........",
    "..........",
    "##########",
];

#[test]
fn a_firm_platform_holds_a_body_told_to_drop() {
    let m = map(FIRM_ROOM, 16);
    // On the firm part: the drop input changes nothing.
    let mut s = Sim::new(&m, 96, 32, 12, 24);
    assert!(s.body.standing);
    let c = s.run(30, drop_through());
    assert_eq!(s.at().1, 32);
    assert!(s.body.standing && c.has(ContactFlags::ONE_WAY));
    // On the plain part of the same row: it drops through to the floor.
    let mut s = Sim::new(&m, 48, 32, 12, 24);
    s.run(30, drop_through());
    assert_eq!(s.at().1, 80);
}

#[test]
fn a_body_over_both_kinds_stands_on_the_firm_one_while_dropping() {
    let m = map(FIRM_ROOM, 16);
    // Box columns 74..86 straddle the seam at x = 80.
    let mut s = Sim::new(&m, 80, 32, 12, 24);
    s.run(10, drop_through());
    assert_eq!(s.at().1, 32);
    // Walking left while dropping: it falls once its box leaves the firm
    // tiles, not before.
    for _ in 0..40 {
        s.step(Input {
            vx: Some(-px(1)),
            drop: true,
            ..Input::default()
        });
        let (x, y) = s.at();
        if x + 6 > 80 {
            assert_eq!(y, 32, "x={x}: still over the firm platform");
        }
    }
    assert!(s.at().1 > 32, "fell through the plain platform");
}

#[test]
fn a_fall_holding_drop_lands_on_a_firm_platform_at_any_speed() {
    let m = map(FIRM_ROOM, 16);
    for vy in [px(1), px(9), px(40), px(127)] {
        let mut s = Sim::new(&m, 96, 8, 12, 24).accel(0, px(127));
        s.body.vel.y.0 = vy;
        s.run(40, drop_through());
        assert_eq!(s.at().1, 32, "vy={vy}");
        assert!(s.body.standing);
        // Beside it, through the plain one.
        let mut s = Sim::new(&m, 48, 8, 12, 24).accel(0, px(127));
        s.body.vel.y.0 = vy;
        s.run(40, drop_through());
        assert!(s.at().1 > 32, "vy={vy}: passed the plain platform");
    }
}

#[test]
fn a_firm_platform_is_still_passed_from_below() {
    jump_up_through_and_land(FIRM_ROOM, 96);
}

#[test]
fn platform_under_firm_holds_a_body_with_gravity_up_told_to_drop() {
    let m = map(
        &["##########", "..___~~~..", "..........", ".........."],
        16,
    );
    // On the firm part it stays under the row; on the plain part it
    // drops (up) to the ceiling.
    for (x, top) in [(96, 32), (48, 16)] {
        let mut s = Sim::new(&m, x, 60, 12, 24).gravity(Gravity::Up);
        s.accel = 64;
        s.run(60, Input::default());
        assert_eq!(s.body.rect().top.0, 32, "x={x}: rests under the row");
        s.run(60, drop_through());
        assert_eq!(s.body.rect().top.0, top, "x={x}");
        assert!(s.body.standing);
    }
}
