//! The landing shortcut (`shortcuts/landing.rs`) against the phases it
//! stands for.

#![cfg(test)]

use crate::shortcuts::land;
use crate::shortcuts::Refused;
use crate::step::phases_of;
use crate::{
    Body, Contacts, CoreShape, EdgePolicy, Edges, Gravity, Legend, Size, StepInput, SubPoint,
    TileDef, TileKind, TileMap,
};

/// Floors and ceilings of every kind a body lands on, with gravity
/// down or up: flat tops, 45° and 1:2 slopes, steps, walls, one-way
/// tiles both ways, a jagged custom profile (`j`, `k`), tagged empty
/// and solid tiles (`t`, `x`), and the map's sides (open or solid).
fn map(edge: EdgePolicy) -> TileMap {
    let jagged = [3, 9, 2, 14, 5, 5, 1, 12, 7, 0, 16, 4, 8, 2, 11, 6];
    let mut legend = Legend::default();
    legend.insert('t', TileDef::new(TileKind::Empty).with_tag(4));
    legend.insert('x', TileDef::new(TileKind::Solid).with_tag(6));
    legend.insert('j', TileDef::custom(false, &jagged));
    legend.insert('k', TileDef::custom(true, &jagged));
    let rows = concat!(
        "##x#FW7Mk.mM##7.#####\n",
        "...........____.....#\n",
        "..t..............t...\n",
        "....................#\n",
        "........t...........#\n",
        "..----.........t.j..#\n",
        "#x.rR##Ll./\\.#./..x.#\n",
        "######xxx############\n",
    );
    let sides = Edges {
        left: edge,
        right: edge,
        ..Edges::default()
    };
    TileMap::from_ascii_with(rows, 16, &legend, sides).unwrap()
}

/// How [`land_beside_phases`] went: steps that landed, fell without
/// meeting anything, and were refused.
#[derive(Default, Debug)]
struct Tally {
    landed: u32,
    fell: u32,
    refused: u32,
}

/// Bodies in the air at every few px of `map`, of three shapes, both
/// gravities, moving along gravity at many speeds (up to past the
/// clamp) and across, dropping through one-way surfaces or not: each
/// step `land` takes ends as the phases end it, body and contacts
/// (floor, slope and platform flags, edges, tags); one it refuses
/// leaves the body and contacts untouched.
fn land_beside_phases(map: &TileMap, t: &mut Tally) {
    let sizes = [
        (Size::new(6, 10), CoreShape::Chamfered),
        (Size::new(12, 24), CoreShape::Chamfered),
        (Size::new(9, 7), CoreShape::Box),
    ];
    let vxs = [0, 1, -1, 300, -3 * 256 - 5, 19 * 256];
    let vys = [1, 256 + 77, 6 * 256, 40 * 256];
    for (size, core) in sizes {
        for gravity in [Gravity::Down, Gravity::Up] {
            for x in (-20..356).step_by(7) {
                for y in (-8..140).step_by(4) {
                    let mut body = Body::new(SubPoint::new(x * 256 + 90, y * 256 + 3), size);
                    (body.gravity, body.core) = (gravity, core);
                    body.since_standing = 2;
                    for (vx, vy) in vxs.into_iter().flat_map(|vx| vys.map(|vy| (vx, vy))) {
                        body.vel = SubPoint::new(vx, vy * gravity.sign());
                        for drop in [false, true] {
                            compare(map, body, drop, t);
                        }
                    }
                }
            }
        }
    }
}

/// One step of `body` by `land` and by the phases (see
/// [`land_beside_phases`]).
fn compare(map: &TileMap, before: Body, drop: bool, t: &mut Tally) {
    let input = StepInput { drop };
    let general = phases_of(map, before, input, Refused::FLIGHT);
    let (mut body, mut c) = (before, Contacts::for_input(drop));
    if land(map, &mut body, &mut c) {
        assert_eq!((body, c), general, "from {before:?}, drop {drop}");
        match body.standing {
            true => t.landed += 1,
            false => t.fell += 1,
        }
    } else {
        assert_eq!((body, c), (before, Contacts::for_input(drop)));
        t.refused += 1;
    }
}

/// Every step `land` takes ends exactly as the phases end it, over
/// floors and ceilings of every kind, with the map's sides open and
/// solid.
#[test]
fn land_gives_what_the_phases_give() {
    let mut t = Tally::default();
    for edge in [EdgePolicy::Solid, EdgePolicy::Open] {
        land_beside_phases(&map(edge), &mut t);
    }
    assert!(
        t.landed > 20_000 && t.fell > 200_000 && t.refused > 300_000,
        "{t:?}"
    );
}

/// Bodies moving against gravity, or without it, are left to the
/// phases, and so is a body on a one-way surface's edge.
#[test]
fn land_refuses_what_it_cannot_tell() {
    let map = TileMap::from_ascii("......\n......\n..--..\n......\n######\n", 16).unwrap();
    let mut body = Body::new(SubPoint::from_px(40, 40), Size::new(12, 24));
    for (vy, gravity) in [
        (-256, Gravity::Down),
        (256, Gravity::Up),
        (256, Gravity::None),
    ] {
        (body.vel.y.0, body.gravity) = (vy, gravity);
        let mut c = Contacts::default();
        assert!(!land(&map, &mut body, &mut c), "{vy} {gravity:?}");
    }
    // Its bottom on the platform's top edge: supported, a walker.
    let mut on_edge = Body::new(SubPoint::from_px(40, 32), Size::new(12, 24));
    on_edge.vel.y.0 = 256;
    assert!(!land(&map, &mut on_edge, &mut Contacts::default()));
    // Falling onto it, it lands.
    on_edge.pos.y.0 -= 5 * 256;
    on_edge.vel.y.0 = 6 * 256;
    let mut c = Contacts::default();
    assert!(land(&map, &mut on_edge, &mut c) && on_edge.standing);
}
