//! Bodies with a box core (`CoreShape::Box`: crates, logs, wide enemies,
//! vehicles): the whole box is the core, so it stops at its box against
//! walls, ceilings and slopes, rests on a slope where its box's bottom
//! corner meets it, climbs slopes and 1 px steps by the walk rules, and
//! never overlaps a solid pixel at all (`docs/contract.md`, "Bodies: box,
//! core and wedges").

mod common;
use common::*;
use tilestep::{Body, CoreShape, Gravity, PxPoint, TileMap};

/// A `w x h` body with a box core at `(x, y)` px on `map`.
fn boxed<'a>(map: &'a TileMap, x: i32, y: i32, w: i32, h: i32) -> Sim<'a> {
    let mut s = Sim::new(map, x, y, w, h);
    s.body.core = CoreShape::Box;
    s.body.standing = map.stands(&s.body);
    s
}

/// No pixel of `b`'s box is solid.
fn box_clear(map: &TileMap, b: &Body) -> bool {
    let r = b.rect();
    (r.left.0..r.right.0).all(|x| (r.top.0..r.bottom.0).all(|y| !map.is_solid(PxPoint::new(x, y))))
}

/// A floor with a wall at each end, 16 px tiles: the walls' inner faces
/// at x = 16 and x = 144, the floor's top at y = 96.
const CORRIDOR: &[&str] = &[
    "##########",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "#........#",
    "##########",
];

#[test]
fn a_box_core_stops_at_its_box_against_walls_where_a_chamfered_one_sinks_in() {
    let m = map(CORRIDOR, 16);
    for (w, h) in [(16, 16), (32, 16), (40, 8), (17, 9)] {
        for dir in [-1, 1] {
            let mut boxed = boxed(&m, 80, 96, w, h);
            let mut chamfered = Sim::new(&m, 80, 96, w, h);
            for s in [&mut boxed, &mut chamfered] {
                s.walk(120, px(2) * dir);
            }
            let (b, c) = (boxed.body.rect(), chamfered.body.rect());
            let (wall_side, flush) = if dir < 0 {
                (b.left.0, 16)
            } else {
                (b.right.0, 144)
            };
            assert_eq!(wall_side, flush, "{w}x{h} by {dir}: the box is flush");
            // The chamfered core lets the box sink in by up to (w - h) / 2
            // px (and one column more on the left for an even width).
            let sunk = if dir < 0 {
                16 - c.left.0
            } else {
                c.right.0 - 144
            };
            let deepest = ((w - h) / 2).max(0) + i32::from(dir < 0 && w % 2 == 0);
            assert!(sunk <= deepest, "{w}x{h} by {dir}: {sunk} > {deepest}");
            if w >= h + 4 {
                assert!(sunk > 0, "{w}x{h} by {dir}: a wide chamfered core sinks in");
            }
        }
    }
}

/// Hills of 45° and 1:2 slopes between flat floors, 16 px tiles.
const HILLS: &[&str] = &[
    "........................",
    "........................",
    "........................",
    "......./\\....rRLl.......",
    "....../##\\.rR####Ll.....",
    "########################",
];

#[test]
fn a_box_core_walks_over_slopes_both_ways_without_leaving_the_ground() {
    let m = map(HILLS, 16);
    for (w, h) in [(40, 8), (16, 16), (32, 16), (8, 24)] {
        for dir in [1, -1] {
            let x = if dir > 0 { 40 } else { 350 };
            let mut s = boxed(&m, x, 80, w, h);
            assert!(s.body.standing, "{w}x{h}: starts on the floor");
            let mut highest = 80;
            for _ in 0..150 {
                // `walk` asserts standing after every frame: no bounce.
                s.walk(1, px(2) * dir);
                assert!(box_clear(&m, &s.body), "{w}x{h}: box in a solid");
                highest = highest.min(s.at().1);
            }
            assert!(highest <= 80 - 20, "{w}x{h} by {dir}: went over the hills");
        }
    }
}

#[test]
fn a_falling_box_core_rests_on_a_slope_where_its_corner_meets_it() {
    // A 45° slope rising right: a 16x16 box dropped over it rests on its
    // bottom-right corner, the slope's surface under that column; a
    // chamfered body rests with its sensor column on the slope.
    let m = map(&["......", "......", "..../#", "######"], 16);
    let (x, w) = (72, 16);
    let mut b = boxed(&m, x, 20, w, 16);
    let mut c = Sim::new(&m, x, 20, w, 16);
    for s in [&mut b, &mut c] {
        s.run(60, Input::default());
        assert!(s.body.standing);
    }
    let corner = b.body.rect().right.0 - 1;
    assert_eq!(b.at().1, ground_at(&m, corner, 0), "box: on its corner");
    assert_eq!(
        c.at().1,
        ground_at(&m, x, 0),
        "chamfered: on its sensor column"
    );
    assert!(b.at().1 < c.at().1, "the box rests higher");
    assert!(box_clear(&m, &b.body));
}

#[test]
fn a_box_core_climbs_one_pixel_steps_and_stops_at_two() {
    // 4 px tiles: a 1 px step (a profile tile of height 1) then a 2 px one
    // (height 3).
    use tilestep::{Edges, Legend, TileDef};
    let mut legend = Legend::default();
    legend.insert('a', TileDef::custom(false, &[1, 1, 1, 1]));
    legend.insert('b', TileDef::custom(false, &[3, 3, 3, 3]));
    let rows = "................\n................\n........aaaabbbb\n################\n";
    let m = TileMap::from_ascii_with(rows, 4, &legend, Edges::default()).unwrap();
    let mut s = boxed(&m, 10, 12, 6, 4);
    s.walk(40, px(1));
    assert_eq!(s.at().1, 11, "climbed the 1 px step");
    assert_eq!(s.body.rect().right.0, 48, "stopped at the 2 px step, flush");
}

#[test]
fn a_box_core_with_gravity_up_hangs_from_ceilings_and_stops_at_walls() {
    let m = map(
        &[
            "##########",
            "#..7F....#",
            "#........#",
            "#........#",
            "##########",
        ],
        16,
    );
    let mut s = boxed(&m, 100, 60, 24, 10).gravity(Gravity::Up);
    s.run(40, Input::default());
    assert!(
        s.body.standing && s.body.rect().top.0 == 16,
        "on the ceiling"
    );
    s.walk(60, px(2));
    assert_eq!(s.body.rect().right.0, 144, "flush with the right wall");
    assert!(box_clear(&m, &s.body));
}
