//! Assists (off by default): ceiling corner correction, ledge assist, and
//! the coyote-time counter. Each nudge keeps the core clear.

mod common;
use common::*;
use tilestep::{Assists, ContactFlags, CoreShape, Gravity};

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

/// A ledge (top y = 64) under a `platform_under` one tile higher (its
/// bottom edge y = 48), with the ledge's `#` or without the `_`.
fn ledge_under(platform: bool) -> Vec<String> {
    let mut rows: Vec<String> = [
        "..........",
        "..........",
        "....._....",
        "..........",
        ".....#####",
        ".....#####",
        "##########",
    ]
    .map(String::from)
    .to_vec();
    if !platform {
        rows[2] = "..........".into();
    }
    rows
}

/// Falls past the ledge's face into it (right at 2 px/frame, falling at
/// 1 px/frame), from a 12 x `h` box-cored body whose feet are `h - 16` px below the
/// ledge's top, so that its top is on the `_`'s bottom edge; the same
/// mirrored top to bottom with gravity up (`_` becomes `-`). Returns the
/// end position (in the unmirrored frame) and the highest top row reached
/// (lowest bottom row, mirrored) while the box overlapped the `_` tile's
/// columns (x 80..96).
fn fall_into_ledge(h: i32, lift: u8, platform: bool, up: bool) -> ((i32, i32), i32) {
    let mut rows = ledge_under(platform);
    if up {
        rows.reverse();
        rows = rows.iter().map(|r| r.replace('_', "-")).collect();
    }
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let m = map(&rows, 16);
    let feet = 48 + h;
    let (y, g) = if up {
        (112 - feet + h, Gravity::Up)
    } else {
        (feet, Gravity::Down)
    };
    let mut s = Sim::new(&m, 74, y, 12, h).gravity(g);
    // A box core: a chamfered one would rest its corner on the ledge's.
    s.body.core = CoreShape::Box;
    s.body.assists = Assists {
        corner_correction: 0,
        ledge_assist: lift,
    };
    s.body.vel.y.0 = px(g.sign());
    let mut highest = i32::MAX;
    for _ in 0..30 {
        s.step(walk(px(2)));
        let r = s.body.rect();
        let (top, bottom) = (r.top.0, r.bottom.0);
        if r.right.0 > 80 {
            highest = highest.min(if up { 112 - bottom } else { top });
        }
    }
    let (x, y) = s.at();
    ((x, if up { 112 - y + h } else { y }), highest)
}

#[test]
fn ledge_assist_never_lifts_a_body_up_through_a_platform_under() {
    for up in [false, true] {
        // Feet 2 px short of the ledge: the assist lifts it on...
        let ((x, y), _) = fall_into_ledge(18, 3, false, up);
        assert!(
            x > 80 && y == 64,
            "gravity up {up}: lifted onto the ledge: {x}, {y}"
        );
        // ...but not up through the one-way surface its top lies on.
        let (end, highest) = fall_into_ledge(18, 3, true, up);
        assert_eq!(end, (74, 96), "gravity up {up}: slides down the face");
        assert!(highest >= 48, "gravity up {up}: top reached {highest}");
        // Nor does the air slide (one pixel, every body).
        let (end, highest) = fall_into_ledge(17, 0, true, up);
        assert_eq!(end, (74, 96), "gravity up {up}: air slide");
        assert!(highest >= 48, "gravity up {up}: top reached {highest}");
    }
}

/// A wall (x = 56) under a ceiling slope `7` on its left: a body jumping
/// right against the wall meets the slope with its head.
const WALL_UNDER_SLOPE: &[&str] = &[
    "..........",
    "..........",
    "..........",
    "......7...",
    ".......#..",
    ".......#..",
    ".......#..",
    ".......#..",
    ".......#..",
    ".......#..",
    ".......#..",
    "##########",
];

#[test]
fn corner_correction_never_follows_a_wall_stop() {
    let m = map(WALL_UNDER_SLOPE, 8);
    let mut s = Sim::new(&m, 50, 88, 12, 24);
    s.body.assists = Assists {
        corner_correction: 4,
        ledge_assist: 0,
    };
    s.step(Input {
        vx: Some(px(2)),
        jump: Some(px(5)),
        ..Input::default()
    });
    let mut bumped = false;
    for _ in 0..30 {
        let c = s.step(walk(px(2)));
        let r = s.body.rect();
        assert!(c.has(ContactFlags::WALL_RIGHT), "pressed against the wall");
        assert_eq!(r.right.0, 56, "frame {}: stays against the wall", s.frame);
        bumped |= c.has(ContactFlags::CEILING);
    }
    assert!(bumped, "its head met the slope");
}

#[test]
fn corner_correction_reports_the_one_way_surface_that_stops_the_shifted_rise() {
    // Rising at 12 px/frame, the head meets the block's corner at y = 48
    // after 4 px; shifted 4 px left, it rises on and its top stops on the
    // `_`'s bottom edge (y = 40) over the new columns.
    let rows = [
        "....................",
        "....................",
        "....................",
        "....................",
        "......_.............",
        "........####........",
        "....................",
        "....................",
        "....................",
        "....................",
        "....................",
        "####################",
    ];
    let m = map(&rows, 8);
    let mut s = Sim::new(&m, 62, 76, 12, 24).accel(0, px(6));
    s.body.assists = Assists {
        corner_correction: 4,
        ledge_assist: 0,
    };
    s.body.vel.y.0 = -px(12);
    let c = s.step(Input::default());
    assert_eq!(s.body.rect().top.0, 40);
    assert_eq!(s.at().0, 58, "shifted 4 px left");
    assert!(
        c.has(ContactFlags::CEILING) && c.has(ContactFlags::ONE_WAY),
        "{c:?}"
    );
}
