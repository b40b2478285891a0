//! One-way slopes (`1`-`6` on floors, `a`-`f` on ceilings) and custom
//! profiles marked one-way: walked over both ways and passed under, jumped
//! up through and landed on, dropped through, met at any speed, by
//! chamfered and box cores, with gravity down and up.

mod common;
use common::*;
use tilestep::{ContactFlags, CoreShape, Gravity};

/// A one-way hill on the floor (its top is y = 80): up a 45° `1`, over a
/// plain solid top, down a 45° `2`, then up a 1:2 `34`, over a platform,
/// down a 1:2 `56`.
const HILL: &[&str] = &[
    "####################",
    "#..................#",
    "#..................#",
    "#..................#",
    "#...1#2...34-56....#",
    "####################",
];

#[test]
fn a_walker_crosses_a_oneway_hill_both_ways_without_a_bounce() {
    let m = map(HILL, 16);
    for vx in [px(1), 300, px(2), px(3)] {
        let mut s = Sim::new(&m, 30, 80, 12, 24);
        let mut top = 80;
        for _ in 0..(260 * 256 / vx) {
            s.walk(1, vx);
            top = top.min(s.at().1);
        }
        assert_eq!(top, 64, "vx {vx}: over the hill's top");
        assert!(s.at().0 > 250, "vx {vx}: got to {:?}", s.at());
        assert_eq!(s.at().1, 80);
        // And back.
        let mut top = 80;
        for _ in 0..(260 * 256 / vx) {
            s.walk(1, -vx);
            top = top.min(s.at().1);
        }
        assert_eq!(top, 64, "vx {vx}: back over the hill");
        assert!(
            s.at().0 < 60 && s.at().1 == 80,
            "vx {vx}: back at {:?}",
            s.at()
        );
    }
}

#[test]
fn a_walker_passes_under_a_floating_oneway_hill() {
    let m = map(
        &[
            "####################",
            "#..................#",
            "#..................#",
            "#...1--2...........#",
            "#..................#",
            "####################",
        ],
        16,
    );
    let mut s = Sim::new(&m, 30, 80, 12, 24);
    s.walk(100, px(2));
    assert_eq!(s.at(), (230, 80), "through the hill's pixels, on the floor");
}

#[test]
fn jumping_up_through_a_oneway_slope_lands_on_it() {
    let m = map(
        &[
            "##########",
            "#........#",
            "#........#",
            "#...1##..#",
            "#........#",
            "#........#",
            "##########",
        ],
        16,
    );
    // Under the slope's column 4 (x 64..80), its surface at x 72 is at
    // y = 48 + 16 - 9 = 55.
    let mut s = Sim::new(&m, 72, 96, 12, 24);
    s.step(Input {
        jump: Some(px(6)),
        ..Input::default()
    });
    let mut rose_through = false;
    for _ in 0..80 {
        s.step(Input::default());
        rose_through |= s.at().1 < 55;
    }
    assert!(rose_through);
    assert_eq!(
        s.at(),
        (72, 55),
        "lands with its sensor column on the surface"
    );
    assert!(s.body.standing);
    // Dropping passes it.
    s.run(40, drop_through());
    assert_eq!(s.at(), (72, 96));
}

#[test]
fn a_fall_at_any_speed_lands_on_a_gentle_oneway_slope() {
    let m = map(
        &[
            "##########",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#........#",
            "#...34...#",
            "#........#",
            "##########",
        ],
        16,
    );
    for vy in [px(1), px(7), px(60), px(127)] {
        for x in [66, 72, 79, 80, 90] {
            let mut s = Sim::new(&m, x, 40, 12, 24).accel(0, px(127));
            s.body.vel.y.0 = vy;
            let mut c = Default::default();
            for _ in 0..80 {
                c = s.step(Input::default());
            }
            // The surface under column x: `3` then `4`, rising 1 px in 2.
            let h = (x - 64) / 2 + 1;
            assert_eq!(s.at(), (x, 112 - h), "vy {vy} x {x}");
            assert!(s.body.standing && c.has(ContactFlags::ONE_WAY | ContactFlags::SLOPE));
        }
    }
}

#[test]
fn gravity_up_walks_oneway_ceiling_slopes() {
    let m = map(
        &[
            "####################",
            "#...a#b...cd_ef....#",
            "#..................#",
            "#..................#",
            "#..................#",
            "####################",
        ],
        16,
    );
    let mut s = Sim::new(&m, 30, 40, 12, 24).gravity(Gravity::Up);
    s.run(5, Input::default());
    assert_eq!(s.at(), (30, 40), "rests on the ceiling");
    let mut low = 0;
    for _ in 0..130 {
        s.walk(1, px(2));
        low = low.max(s.at().1);
    }
    assert_eq!(low, 56, "down over the hanging hill");
    assert_eq!(s.at(), (290, 40));
}

#[test]
fn a_box_core_crate_walks_a_oneway_hill() {
    let m = map(HILL, 16);
    let mut s = Sim::new(&m, 30, 80, 16, 16);
    s.body.core = CoreShape::Box;
    let mut top = 80;
    for _ in 0..130 {
        s.walk(1, px(2));
        top = top.min(s.at().1);
    }
    assert_eq!(top, 64);
    assert_eq!(s.at().1, 80);
}
