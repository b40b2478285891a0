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

#[test]
fn jumping_up_through_a_platform_then_landing_on_it() {
    let m = map(ROOM, 16);
    let mut s = Sim::new(&m, 72, 80, 12, 24);
    s.step(Input {
        jump: Some(px(6)),
        ..Input::default()
    });
    let mut rose_through = false;
    for _ in 0..80 {
        s.step(Input::default());
        rose_through |= s.at().1 < 32;
    }
    assert!(rose_through);
    assert_eq!(s.at().1, 32, "lands on top after passing up through");
    assert!(s.body.standing);
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
