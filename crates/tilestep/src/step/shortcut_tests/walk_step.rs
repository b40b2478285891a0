//! The walker's step (`shortcuts/walk_step.rs`) against the phases it
//! stands for, and the phases told what it refused.

#![cfg(test)]

use crate::shortcuts::walk_step;
use crate::shortcuts::Refused;
use crate::step::phases_of;
use crate::{
    Body, Contacts, Edges, Gravity, Legend, Size, StepInput, SubPoint, TileDef, TileKind, TileMap,
};

/// Floors and ceilings of every kind a walker meets: flat tops, 45° and
/// 1:2 slopes, steps, walls, one-way platforms both ways and the map's
/// edges, in 16 px tiles; `t` is an empty tile and `x` a solid one,
/// both tagged when `tagged`.
fn map(tagged: bool) -> TileMap {
    let mut legend = Legend::default();
    let tag = |def: TileDef, tag| if tagged { def.with_tag(tag) } else { def };
    legend.insert('t', tag(TileDef::new(TileKind::Empty), 4));
    legend.insert('x', tag(TileDef::new(TileKind::Solid), 6));
    let rows = concat!(
        "####FW7Mx.mM##7.#####\n",
        "...........____.....#\n",
        "..t..............t...\n",
        "....................#\n",
        "........t...........#\n",
        "..----.........t....#\n",
        "#x.rR##Ll./\\.#./..x.#\n",
        "######xxx############\n",
    );
    TileMap::from_ascii_with(rows, 16, &legend, Edges::default()).unwrap()
}

/// Bodies of two sizes dropped along gravity (down or up) at every few
/// px until they stand, as they land and after walking 12 or 40 frames
/// at 3 px/frame each way (the ones that reach a wall stay flush
/// against it) if they still stand: the walkers to compare.
fn walkers(map: &TileMap) -> impl Iterator<Item = Body> + '_ {
    let walks = [
        (0, 0),
        (3 * 256, 12),
        (-3 * 256, 12),
        (3 * 256, 40),
        (-3 * 256, 40),
    ];
    landed(map).flat_map(move |body| {
        walks.into_iter().filter_map(move |(vx, frames)| {
            let mut walker = body;
            for _ in 0..frames {
                walker.vel = SubPoint::new(vx, 0);
                map.step(&mut walker, StepInput::default());
            }
            walker.standing.then_some(walker)
        })
    })
}

/// Bodies of two sizes dropped along gravity (down or up) at every few
/// px until they stand.
fn landed(map: &TileMap) -> impl Iterator<Item = Body> + '_ {
    let sizes = [Size::new(6, 10), Size::new(12, 24)];
    let gravities = [(Gravity::Down, 40), (Gravity::Up, 90)];
    (0..336).step_by(5).flat_map(move |x| {
        sizes.into_iter().flat_map(move |size| {
            gravities.into_iter().filter_map(move |(gravity, y)| {
                let mut body = Body::new(SubPoint::from_px(x, y), size);
                body.gravity = gravity;
                for _ in 0..60 {
                    body.vel.y.0 = 256 * gravity.sign();
                    map.step(&mut body, StepInput::default());
                    if body.standing {
                        return Some(body);
                    }
                }
                None
            })
        })
    })
}

/// Every step `walk_step` takes ends exactly as the general phases end
/// it, body and contacts (standing flags, ground, walls and what
/// stopped it, edges, tags), from standing bodies on every kind of
/// ground, both gravities, at speeds up to past the clamp, dropping
/// through one-way surfaces or not; one it refuses leaves the body
/// untouched, and the phases told what it refused end it as the
/// phases told nothing do.
#[test]
fn walk_step_gives_what_the_phases_give() {
    let speeds = [
        0,
        1,
        -1,
        200,
        -256,
        2 * 256 + 37,
        -5 * 256,
        9 * 256,
        -20 * 256,
        40_000,
    ];
    let (mut walked, mut refused, mut walls, mut runs_refused) = (0, 0, 0, 0);
    for tagged in [false, true] {
        let map = map(tagged);
        for start in walkers(&map) {
            for vx in speeds {
                for vy in [0, 64 * start.gravity.sign()] {
                    for drop in [false, true] {
                        let mut body = start;
                        body.vel = SubPoint::new(vx, vy);
                        let before = body;
                        let input = StepInput { drop };
                        let general = phases_of(&map, body, input, Refused::NOTHING);
                        let mut c = Contacts::for_input(drop);
                        match walk_step(&map, &mut body, input, &mut c) {
                            Ok(()) => {
                                walked += 1;
                                walls += c.has(crate::ContactFlags::WALL_LEFT) as u32
                                    + c.has(crate::ContactFlags::WALL_RIGHT) as u32;
                                assert_eq!((body, c), general, "from {before:?}");
                            }
                            Err(what) => {
                                refused += 1;
                                runs_refused += what.run as u32;
                                assert_eq!((body, c), (before, Contacts::for_input(drop)));
                                let told = phases_of(&map, body, input, what);
                                assert_eq!(told, general, "from {before:?}");
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(
        walked > 10_000 && refused > 1_000 && walls > 100 && runs_refused > 500,
        "{walked} walked ({walls} into walls), {refused} refused ({runs_refused} runs)"
    );
}

/// A body still marked standing whose ground is gone (its tile set to
/// `empty` at run time) is no walker, even where the flat tile tops
/// just ahead would carry a run: a run's tile tops include the start's
/// column, so `walk_step` leaves it to the phases (which, here, move it
/// through the air onto those tops), and the step ends as they do.
#[test]
fn a_standing_body_whose_ground_is_gone_is_left_to_the_phases() {
    let map = emptied("......\n......\n######\n", 2, 2);
    // A 2x4 box over the emptied tile's last columns, the tile tops of
    // the next one ahead.
    let body = standing(47, 32, Size::new(2, 4), 3 * 256);
    left_to_the_phases(&map, body);
}

/// Asserts that `walk_step` leaves `body` untouched to the phases and
/// that the step gives what they give; returns that.
fn left_to_the_phases(map: &TileMap, mut body: Body) -> (Body, Contacts) {
    let general = phases_of(map, body, StepInput::default(), Refused::NOTHING);
    let mut c = Contacts::default();
    assert!(walk_step(map, &mut body, StepInput::default(), &mut c).is_err());
    let mut stepped = body;
    let contacts = map.step(&mut stepped, StepInput::default());
    assert_eq!((stepped, contacts), general);
    general
}

/// The same for a fast walker against a wall: the wall would stop its
/// first pixel, but with its ground gone it falls instead.
#[test]
fn a_fast_body_at_a_wall_whose_ground_is_gone_is_left_to_the_phases() {
    let map = emptied("......\n.....#\n######\n", 4, 2);
    // A 12x24 box flush against the wall, over the emptied tile.
    let body = standing(74, 32, Size::new(12, 24), 100 * 256);
    let (general, phases) = left_to_the_phases(&map, body);
    assert!(!general.standing && phases.has(crate::ContactFlags::WALL_RIGHT));
}

/// The map of 16 px tiles `rows` with tile `(tx, ty)` set to `empty` at
/// run time.
fn emptied(rows: &str, tx: i32, ty: i32) -> TileMap {
    let mut map = TileMap::from_ascii(rows, 16).unwrap();
    let empty = map.tileset().id_of(TileKind::Empty).unwrap();
    assert!(map.set(crate::TileXY::new(tx, ty), empty));
    map
}

/// A body of `size` at `(x, y)` px still marked standing, walking at
/// `vx` subpixels per frame, pressed along gravity.
fn standing(x: i32, y: i32, size: Size, vx: i32) -> Body {
    let mut body = Body::new(SubPoint::from_px(x, y), size);
    body.standing = true;
    body.vel = SubPoint::new(vx, 64);
    body
}
