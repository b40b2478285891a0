//! Bodies taller and wider than a tile, gravity up on ceiling slopes,
//! subpixel crawl speeds, room edges and resizing.

mod common;
use common::*;
use tilestep::{ContactFlags, Gravity, PxPoint, Size, TileMap};

#[test]
fn tall_body_is_stopped_by_a_block_at_head_height_only() {
    let m = map(
        &[
            "..........",
            "......#...",
            "..........",
            "..........",
            "..........",
            "##########",
        ],
        16,
    );
    let mut s = Sim::new(&m, 40, 80, 10, 60);
    let c = s.run(40, walk(px(3)));
    assert!(c.has(ContactFlags::WALL_RIGHT));
    assert_eq!(s.body.rect().right.0, 96, "flush with the block");
    assert_eq!(s.at().1, 80);
}

#[test]
fn big_bodies_walk_slopes_without_bouncing() {
    let m = map(
        &[
            "................",
            "................",
            "................",
            "................",
            "..........rR####",
            "......../#######",
            "......./########",
            "################",
        ],
        16,
    );
    for (w, h) in [(40, 56), (33, 20), (8, 70), (12, 24)] {
        let mut s = Sim::new(&m, 40, 112, w, h);
        for _ in 0..400 {
            if s.at().0 >= 220 {
                break;
            }
            s.walk(1, px(2));
        }
        assert_eq!(s.at().1, 64, "{w}x{h} reached the top");
    }
}

#[test]
fn wide_body_climbs_a_step_lower_than_its_wedge_like_a_45_slope() {
    // A 40 px wide body's wedges are 20 px deep: a 16 px step is walked up
    // at 45°, one pixel per pixel, never a zip. A 12 px wide one is stopped.
    let m = map(&["........", "........", "....####", "########"], 16);
    let mut s = Sim::new(&m, 24, 48, 40, 56);
    s.walk(40, px(2));
    assert_eq!(s.at().1, 32);
    let mut s = Sim::new(&m, 24, 48, 12, 24);
    let c = s.run(40, walk(px(2)));
    assert!(c.has(ContactFlags::WALL_RIGHT));
    assert_eq!((s.at(), s.body.rect().right.0), ((58, 48), 64));
}

#[test]
fn wide_body_lands_on_a_narrow_pillar_and_on_a_gap_edge() {
    let m = map(
        &["........", "........", "...#....", "...#....", "########"],
        16,
    );
    let mut s = Sim::new(&m, 56, 8, 48, 12);
    s.run(30, Input::default());
    assert_eq!(s.at().1, 32, "on the pillar top");
    // Over the pillar's edge by two columns only: still lands on it (box edge).
    let mut s = Sim::new(&m, 86, 8, 48, 12); // box columns 62 and 63 over the pillar
    s.run(30, Input::default());
    assert_eq!(s.at().1, 32);
    assert!(s.body.standing);
}

#[test]
fn ceiling_slopes_with_gravity_up_walk_like_floors() {
    // The STAIRS map of slopes.rs mirrored top-bottom: ceilings and gravity up.
    let m = map(
        &[
            "############",
            "....7#######",
            ".....7######",
            "......7#####",
            "............",
            "............",
        ],
        16,
    );
    let mut s = Sim::new(&m, 24, 40, 12, 24).gravity(Gravity::Up);
    s.run(5, Input::default());
    assert!(s.body.standing);
    assert_eq!(s.body.rect().top.0, 16);
    for _ in 0..200 {
        if s.at().0 >= 164 {
            break;
        }
        s.walk(1, px(2));
        // Head on the ceiling under the sensor column.
        let (x, _) = s.at();
        let top = s.body.rect().top.0;
        assert!(m.is_solid(PxPoint::new(x, top - 1)), "x={x}");
        assert!(!m.is_solid(PxPoint::new(x, top)), "x={x}");
    }
    assert_eq!(s.body.rect().top.0, 64);
}

#[test]
fn flipping_gravity_falls_up_and_stands_on_the_ceiling() {
    let m = map(&["######", "......", "......", "......", "######"], 16);
    let mut s = Sim::new(&m, 40, 64, 12, 24);
    s.step(Input {
        flip: true,
        ..Input::default()
    });
    s.run(40, Input::default());
    assert_eq!(s.body.gravity, Gravity::Up);
    assert!(s.body.standing);
    assert_eq!(s.body.rect().top.0, 16);
}

#[test]
fn crawl_at_one_subpixel_per_frame_moves_one_pixel_every_256_frames() {
    let m = map(&["..........", "##########"], 16);
    let mut s = Sim::new(&m, 40, 16, 12, 8);
    let x0 = s.body.pos.x.0;
    for f in 1..=600 {
        s.step(walk(1));
        assert_eq!(s.body.pos.x.0, x0 + f, "exact subpixel carry");
    }
    assert_eq!(s.at().0, 42);
}

#[test]
fn acceleration_below_a_tenth_of_a_pixel_is_exact() {
    let m = map(
        &[
            "..................................",
            "##################################",
        ],
        16,
    );
    let mut s = Sim::new(&m, 20, 16, 12, 8);
    let x0 = s.body.pos.x.0;
    let a = 13; // 0.05 px/frame² rounded to 1/256
    let mut vx = 0;
    for f in 1..=100i32 {
        vx += a;
        s.step(walk(vx));
        assert_eq!(s.body.pos.x.0, x0 + a * f * (f + 1) / 2);
    }
}

#[test]
fn solid_left_edge_stops_flush_and_open_right_edge_lets_go() {
    let m = map(&["..........", "##########"], 16);
    let mut s = Sim::new(&m, 40, 16, 12, 14);
    let c = s.run(40, walk(-px(3)));
    assert_eq!(s.body.rect().left.0, 0);
    assert!(c.has(ContactFlags::WALL_LEFT) && c.has(ContactFlags::EDGE_LEFT));
    let mut edges = m.edges();
    edges.right = tilestep::EdgePolicy::Open;
    let mut m2 = m.clone();
    m2.set_edges(edges);
    let mut s = Sim::new(&m2, 140, 16, 12, 14);
    let mut saw_edge = false;
    let mut out = false;
    for _ in 0..30 {
        let c = s.step(walk(px(3)));
        saw_edge |= c.has(ContactFlags::EDGE_RIGHT);
        out |= c.has(ContactFlags::OUT);
    }
    assert!(saw_edge && out, "left the map through the open edge");
}

#[test]
fn falling_off_the_open_bottom_forever_never_overflows() {
    let m = map(&["....", "...."], 16);
    let mut s = Sim::new(&m, 30, 10, 12, 8).accel(px(8), px(127));
    for _ in 0..100_000 {
        m.step(&mut s.body, tilestep::StepInput::default());
        s.body.vel.y.0 += px(8);
    }
    assert_eq!(s.body.pos.y.0, tilestep::WORLD_LIMIT_PX * 256);
}

#[test]
fn growing_into_a_ceiling_is_refused_and_sideways_growth_is_resolved() {
    let m = TileMap::from_ascii("####\n....\n#...\n####\n", 16).unwrap();
    let mut s = Sim::new(&m, 24, 48, 8, 8);
    assert!(m.resize(&mut s.body, Size::new(8, 40)).is_err());
    assert_eq!(s.body.size, Size::new(8, 8));
    // Next to the wall at x < 16 on row 2: growing wider shifts it right.
    let mut b = tilestep::Body::new(tilestep::SubPoint::from_px(20, 48), Size::new(8, 16));
    assert!(m.fits(&b));
    let shift = m.resize(&mut b, Size::new(14, 16)).unwrap();
    assert!(m.fits(&b));
    assert!(shift.x.0 > 0);
}
