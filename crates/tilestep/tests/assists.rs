//! Assists (off by default): ceiling corner correction, ledge assist, and
//! the coyote-time counter. Each nudge keeps the core clear.

mod common;
use common::*;
use tilestep::{Assists, ContactFlags};

const CEILING: &[&str] = &[
    "..........",
    "..........",
    "....##....",
    "..........",
    "..........",
    "..........",
    "##########",
];

/// Jumps straight up under the left corner of the block and returns the
/// highest top row reached and whether the jump was cut short by a ceiling.
fn jump_under_corner(px_: i32, corner: u8) -> (i32, bool) {
    let m = map(CEILING, 16);
    let mut s = Sim::new(&m, px_, 96, 12, 24);
    s.body.assists = Assists {
        corner_correction: corner,
        ledge_assist: 0,
    };
    let mut bumped = false;
    s.step(Input {
        jump: Some(px(6)),
        ..Input::default()
    });
    let mut highest = i32::MAX;
    for _ in 0..60 {
        let c = s.step(Input::default());
        bumped |= c.has(ContactFlags::CEILING) && s.body.vel.y.0 == 0 && !s.body.standing;
        highest = highest.min(s.body.rect().top.0);
    }
    (highest, bumped)
}

#[test]
fn corner_correction_slides_around_a_ceiling_corner() {
    // The sensor column 2 px left of the block: the head's core meets its corner.
    let (plain, bumped) = jump_under_corner(62, 0);
    assert!(
        bumped && plain >= 48 - 6,
        "without the assist the corner stops the jump at {plain}"
    );
    let (helped, _) = jump_under_corner(62, 4);
    assert!(
        helped < 32,
        "with it the body slides past the corner and keeps rising: {helped}"
    );
}

#[test]
fn corner_correction_never_helps_through_a_flat_ceiling() {
    let (top, bumped) = jump_under_corner(80, 4);
    assert!(bumped);
    assert_eq!(top, 48, "head flush under the block");
}

#[test]
fn ledge_assist_lifts_a_body_falling_a_few_pixels_short() {
    let rows = [
        "..........",
        "..........",
        "..........",
        ".....#####",
        ".....#####",
        "##########",
    ];
    let m = map(&rows, 16);
    let run = |lift: u8| {
        // Falling past the ledge's face, moving right into it, 9 px below its top.
        let mut s = Sim::new(&m, 70, 57, 12, 24);
        s.body.assists = Assists {
            corner_correction: 0,
            ledge_assist: lift,
        };
        s.body.vel.y.0 = px(1);
        for _ in 0..30 {
            s.step(walk(px(2)));
        }
        s.at()
    };
    let (x, y) = run(0);
    assert_eq!(
        (x, y),
        (74, 80),
        "without the assist: slides down the face to the floor"
    );
    let (x, y) = run(12);
    assert_eq!(y, 48, "with it: lifted onto the ledge");
    assert!(x > 100);
}

#[test]
fn since_standing_counts_airborne_frames_for_coyote_time() {
    let m = map(
        &["..........", "..........", "####......", "##########"],
        16,
    );
    let mut s = Sim::new(&m, 40, 32, 12, 24);
    s.step(walk(0));
    assert_eq!(s.body.since_standing, 0);
    let mut counts = Vec::new();
    for _ in 0..60 {
        s.step(walk(px(1)));
        counts.push(s.body.since_standing);
    }
    let first_air = counts.iter().position(|&c| c > 0).expect("walked off");
    for (i, c) in counts[first_air..].iter().enumerate() {
        if *c == 0 {
            break; // landed
        }
        assert_eq!(*c as usize, i + 1);
    }
}
