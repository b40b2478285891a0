//! Seed situations on slopes, as ASCII maps: walking up and down 45° and 1:2
//! slopes onto and off plain solids (no `end_slope` anywhere), peaks and
//! valleys, the tall side of a slope, a ledge into a slope's narrow side,
//! landing on floating slopes at high speed and weak running jumps.

mod common;
use common::*;
use tilestep::{ContactFlags, TileMap};

/// Asserts the feet sit on the ground under the sensor column.
fn feet_on_sensor_ground(s: &Sim) {
    let (x, y) = s.at();
    assert_eq!(
        ground_at(s.map, x, y - 40),
        y,
        "frame {}: feet not on the sensor column's ground at x={x}",
        s.frame
    );
}

const STAIRS_45: &[&str] = &[
    "............",
    "............",
    "......./####",
    "....../#####",
    "...../######",
    "############",
];

#[test]
fn walk_up_45_onto_solid_and_back_down_at_every_tile_size() {
    for t in [8, 16, 18, 32] {
        let m = map(STAIRS_45, t as u32);
        let floor = 5 * t;
        let mut s = Sim::new(&m, t + 8, floor, 12, 24);
        let target = 10 * t + 4;
        for _ in 0..2000 {
            if s.at().0 >= target {
                break;
            }
            s.walk(1, px(2));
            feet_on_sensor_ground(&s);
        }
        assert_eq!(s.at().1, 2 * t, "T={t}: on the solid at the top");
        for _ in 0..2000 {
            if s.at().0 <= t + 8 {
                break;
            }
            s.walk(1, -px(2));
            feet_on_sensor_ground(&s);
        }
        assert_eq!(s.at().1, floor, "T={t}: back on the floor");
    }
}

const STAIRS_GENTLE: &[&str] = &[
    "..............",
    "..............",
    ".........rR###",
    ".......rR#####",
    ".....rR#######",
    "##############",
];

#[test]
fn walk_up_and_down_1_2_slopes_at_every_tile_size() {
    for t in [8, 16, 18, 32] {
        let m = map(STAIRS_GENTLE, t as u32);
        let mut s = Sim::new(&m, 2 * t, 5 * t, 12, 24);
        for vx in [px(3), 384, 97] {
            for _ in 0..20000 {
                if s.at().0 >= 13 * t {
                    break;
                }
                s.walk(1, vx);
                feet_on_sensor_ground(&s);
            }
            assert_eq!(s.at().1, 2 * t);
            for _ in 0..20000 {
                if s.at().0 <= 2 * t {
                    break;
                }
                s.walk(1, -vx);
                feet_on_sensor_ground(&s);
            }
            assert_eq!(s.at().1, 5 * t);
        }
    }
}

#[test]
fn walk_down_45_and_1_2_into_the_floor() {
    let m = map(
        &[
            "..................",
            "..................",
            "####\\.......Ll....",
            "#####\\....Ll##....",
            "######\\.Ll####....",
            "##################",
        ],
        16,
    );
    let mut s = Sim::new(&m, 20, 32, 12, 24);
    for _ in 0..2000 {
        if s.at().0 >= 150 {
            break;
        }
        s.walk(1, px(4));
        feet_on_sensor_ground(&s);
    }
    // Up the rising-left gentle slopes from the right.
    let mut s = Sim::new(&m, 260, 80, 12, 24);
    for _ in 0..2000 {
        if s.at().0 <= 120 {
            break;
        }
        s.walk(1, -px(2));
        feet_on_sensor_ground(&s);
    }
    assert_eq!(s.at().1, 80);
}

#[test]
fn peaks_and_valleys_never_bounce() {
    let m = map(
        &[
            "....................",
            "....................",
            "....../\\............",
            "...../##\\..\\/..rRLl.",
            "####################",
        ],
        16,
    );
    for vx in [px(1), px(3), px(7), 200] {
        let mut s = Sim::new(&m, 24, 64, 12, 24);
        for _ in 0..5000 {
            if s.at().0 >= 300 {
                break;
            }
            s.walk(1, vx);
            feet_on_sensor_ground(&s);
        }
        for _ in 0..5000 {
            if s.at().0 <= 24 {
                break;
            }
            s.walk(1, -vx);
            feet_on_sensor_ground(&s);
        }
        assert_eq!(s.at(), (24 - (24 - s.at().0), 64));
    }
}

#[test]
fn walking_into_a_slopes_tall_side_is_a_wall_not_a_zip() {
    let m = map(&["......", "......", "../...", "######"], 16);
    let mut s = Sim::new(&m, 72, 48, 12, 24);
    let mut walled = false;
    for _ in 0..20 {
        let c = s.step(walk(-px(2)));
        assert_eq!(s.at().1, 48, "frame {}: zipped", s.frame);
        walled |= c.has(ContactFlags::WALL_LEFT);
    }
    assert!(walled);
    assert_eq!(
        s.at().0,
        54,
        "box left flush with the slope's full-height column"
    );
    assert_eq!(s.body.vel.x.0, 0);
}

/// The contract: `slope` is set when a slope stopped the body, not only
/// when it stands on one. A walker stopped by the tall side of a `/` gets
/// it; the same walk stopped by a `#` doesn't (it stands on plain solid
/// both times). Guards the report's search of the slope tiles under the
/// probe box, which skips the full solids.
#[test]
fn a_wall_stop_by_a_slope_reports_slope_and_by_a_solid_not() {
    for (rows, slope) in [
        (["......", "......", "../...", "######"], true),
        (["......", "......", "..#...", "######"], false),
    ] {
        let m = map(&rows, 16);
        let mut s = Sim::new(&m, 72, 48, 12, 24);
        let mut stops = 0;
        for _ in 0..20 {
            let c = s.step(walk(-px(2)));
            if c.has(ContactFlags::WALL_LEFT) {
                stops += 1;
                assert_eq!(c.has(ContactFlags::SLOPE), slope, "{rows:?}");
            }
        }
        assert!(stops > 5, "{rows:?}: {stops} stops");
    }
}

#[test]
fn walking_off_a_ledge_into_a_slopes_narrow_side_falls_then_lands() {
    let m = map(&["........", "........", "###/....", "########"], 16);
    let mut s = Sim::new(&m, 24, 32, 12, 24);
    let mut fell = false;
    for _ in 0..60 {
        let vx = if s.at().0 < 58 { px(2) } else { 0 };
        s.step(walk(vx));
        let (x, y) = s.at();
        if x <= 53 {
            assert!(
                s.body.standing && y == 32,
                "keeps the ledge height at x={x}"
            );
        }
        fell |= !s.body.standing;
    }
    assert!(fell, "walking off the ledge must fall");
    assert!(s.body.standing);
    feet_on_sensor_ground(&s);
}

#[test]
fn fast_fall_onto_a_floating_slope_lands_on_its_surface() {
    let rows = [
        "..........",
        "..........",
        "..........",
        "..........",
        "..........",
        "..........",
        "....../\\..",
        "..........",
    ];
    let m = map(&rows, 16);
    for x in 96..128 {
        for vy in [px(20), px(64), px(127), px(500)] {
            let mut s = Sim::new(&m, x, 24, 12, 24).accel(0, px(127));
            s.body.vel.y.0 = vy;
            for _ in 0..6 {
                s.step(Input::default());
            }
            assert!(s.body.standing, "x={x} vy={vy}: landed");
            feet_on_sensor_ground(&s);
        }
    }
}

#[test]
fn weak_running_jumps_into_slopes_never_clip_and_keep_running() {
    let m = map(
        &[
            "..............",
            "..............",
            "........./####",
            "......../#####",
            "......./######",
            "##############",
        ],
        16,
    );
    for (vx, jump) in [(px(3), px(2)), (px(4), 300), (px(2), px(1)), (px(6), px(3))] {
        let mut s = Sim::new(&m, 80, 80, 12, 24);
        s.step(Input {
            vx: Some(vx),
            jump: Some(jump),
            ..Input::default()
        });
        for _ in 0..60 {
            if s.at().0 > 180 {
                break;
            }
            let c = s.step(walk(vx));
            assert!(
                !c.has(ContactFlags::WALL_RIGHT),
                "frame {}: stopped by the slope",
                s.frame
            );
        }
        assert!(s.body.standing);
        assert_eq!(s.at().1, 32, "ran up onto the top");
    }
}

#[test]
fn slope_contact_reports_its_gradient() {
    let m = map(&["....", "..r.", "####"], 16);
    let mut s = Sim::new(&m, 38, 20, 12, 24);
    s.run(10, Input::default());
    let c = s.step(walk(0));
    assert!(c.has(ContactFlags::SLOPE));
    let g = m.ground(&s.body, &c).unwrap().gradient.unwrap();
    assert_eq!((g.rise, g.run), (1, 2));
}

#[test]
fn standing_still_on_a_slope_stays_put() {
    let m = TileMap::from_ascii("....\n./..\n####\n", 16).unwrap();
    let mut s = Sim::new(&m, 24, 8, 12, 24);
    s.run(10, Input::default());
    feet_on_sensor_ground(&s);
    let at = s.at();
    s.run(100, Input::default());
    assert_eq!(s.at(), at);
    assert!(s.body.standing);
}
