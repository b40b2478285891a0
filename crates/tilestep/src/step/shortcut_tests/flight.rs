//! The free-flight shortcut (`shortcuts/flight.rs`) against the phases it
//! stands for, and the phases told it was refused.

#![cfg(test)]

use crate::shortcuts::Refused;
use crate::shortcuts::{fly, free_flight_by_tiles};
use crate::step::phases_of;
use crate::units::{Subpx, WORLD_LIMIT_PX};
use crate::{
    Body, Contacts, EdgePolicy, Edges, Gravity, Legend, Size, StepInput, SubPoint, TileDef,
    TileKind, TileMap,
};

/// 8x4 tiles of 8 px with tagged empty tiles, a solid pair and open
/// edges: bodies fly over tags, across every edge and out of the map.
fn map() -> TileMap {
    let mut legend = Legend::default();
    legend.insert('t', TileDef::new(TileKind::Empty).with_tag(5));
    let open = Edges {
        left: EdgePolicy::Open,
        right: EdgePolicy::Open,
        top: EdgePolicy::Open,
        bottom: EdgePolicy::Open,
    };
    let rows = "t....t..\n........\n..t.....\n.....##.\n";
    TileMap::from_ascii_with(rows, 8, &legend, open).unwrap()
}

/// A body in the air at `(x, y)` px (plus a fraction) with speed
/// `(vx, vy)` subpx/frame, carrying a platform's speed.
fn airborne(x: i32, y: i32, vx: i32, vy: i32, gravity: Gravity) -> Body {
    let mut body = Body::new(SubPoint::new(x * 256 + 37, y * 256 + 200), Size::new(6, 10));
    body.gravity = gravity;
    body.vel = SubPoint::new(vx, vy);
    body.carried = SubPoint::new(300, -20);
    body.since_standing = 3;
    body
}

/// Every step `fly` takes ends exactly as the general phases end it,
/// body and contacts (edges, out of the map, tags), at speeds up to
/// past the clamp and with gravity down, up or none; one it refuses
/// leaves the body untouched, and the phases end it the same with or
/// without their own free-flight test.
#[test]
fn fly_gives_what_the_phases_give() {
    let t = fly_beside_phases(&map(), (-30..90).step_by(7), (-30..60).step_by(5));
    let (flown, refused) = (t.flown, t.refused);
    assert!(
        flown > 10_000 && refused > 1_000,
        "{flown} flown, {refused} refused"
    );
}

/// The same where the tile test alone would refuse: bodies in the air
/// beside slopes, under and over one-way tiles of both kinds and next
/// to solid pixels, flown by the solid bitmap's test, and refused where
/// a one-way surface lies on the rows their edges pass.
#[test]
fn fly_by_the_pixels_gives_what_the_phases_give() {
    let rows = concat!(
        "..........\n",
        "..7F..__..\n",
        "..........\n",
        ".--....rR.\n",
        "....../##\\\n",
        "##########\n",
    );
    let map = TileMap::from_ascii(rows, 16).unwrap();
    let t = fly_beside_phases(&map, (0..160).step_by(5), 0..96);
    assert!(
        t.by_pixels > 2_000 && t.refused > 5_000,
        "{} flown ({} by the pixels), {} refused",
        t.flown,
        t.by_pixels,
        t.refused
    );
}

/// How [`fly_beside_phases`] went: flights taken (those the tile test
/// alone would have refused among them) and refused.
struct Tally {
    flown: u32,
    by_pixels: u32,
    refused: u32,
}

/// Bodies in the air at each of `xs` x `ys` px, at many speeds and all
/// gravities, flown by `fly` and by the phases: the same end, or a
/// refusal that leaves the body untouched and the phases' end the
/// same with or without their own free-flight test.
fn fly_beside_phases(
    map: &TileMap,
    xs: impl Iterator<Item = i32> + Clone,
    ys: impl Iterator<Item = i32> + Clone,
) -> Tally {
    let speeds = [0, 1, -1, 255, -256, 3 * 256 + 17, -7 * 256, 40_000, -40_000];
    let (mut flown, mut by_pixels, mut refused) = (0, 0, 0);
    for x in xs {
        for y in ys.clone() {
            for vx in speeds {
                for vy in speeds {
                    for gravity in [Gravity::Down, Gravity::Up, Gravity::None] {
                        let mut body = airborne(x, y, vx, vy, gravity);
                        let before = body;
                        let input = StepInput::default();
                        let general = phases_of(map, body, input, Refused::NOTHING);
                        let mut c = Contacts::default();
                        match fly(map, &mut body, &mut c) {
                            true => {
                                flown += 1;
                                let b0 = before.box_px();
                                let to = |p: Subpx, v: Subpx| (p + v.clamp_speed()).floor_px().0;
                                let dx = to(before.pos.x, before.vel.x) - b0.px;
                                let dy = to(before.pos.y, before.vel.y) - b0.py;
                                by_pixels += u32::from(!free_flight_by_tiles(map, b0, dx, dy));
                                assert_eq!((body, c), general, "from {before:?}");
                            }
                            false => {
                                refused += 1;
                                assert_eq!((body, c), (before, Contacts::default()));
                                // The phases after a refusal skip the
                                // free-flight test, to the same end.
                                let skipped = phases_of(map, body, input, Refused::FLIGHT);
                                assert_eq!(skipped, general, "{before:?}");
                            }
                        }
                    }
                }
            }
        }
    }
    Tally {
        flown,
        by_pixels,
        refused,
    }
}

/// A free flight whose end the world clamp would move is left to the
/// phases (their standing test applies there), which end it the same
/// without the free-flight test.
#[test]
fn fly_refuses_a_flight_past_the_world_limit() {
    let map = map();
    let mut body = airborne(WORLD_LIMIT_PX - 1, 0, 3 * 256, 0, Gravity::Down);
    let before = body;
    let mut skipped = Contacts::default();
    assert!(!fly(&map, &mut body, &mut skipped));
    assert_eq!((body, skipped), (before, Contacts::default()));
    let input = StepInput::default();
    assert_eq!(
        phases_of(&map, body, input, Refused::FLIGHT),
        phases_of(&map, body, input, Refused::NOTHING),
        "the phases after the refusal"
    );
    body = before;
    body.vel.x.0 = -3 * 256;
    let mut c = Contacts::default();
    assert!(fly(&map, &mut body, &mut c), "flying back inside");
}
