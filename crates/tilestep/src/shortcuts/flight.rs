//! The step of a body in free flight ([`free_flight`]): nothing it could
//! meet this frame lies around its path (every tile there is empty, or no
//! pixel there is solid and no one-way surface lies where its edges pass)
//! and no moving solid is given, so it moves the whole way on both axes
//! at once, touches nothing and does not stand. Only the report of its
//! path is left: edges, out of the map, the tags of the tiles it
//! overlapped.
//!
//! This is what the horizontal and vertical phases give such a body, and
//! it ends as every step does (`rules/end.rs`), without the phases'
//! general bookkeeping (about a third of the body-steps on the bench's
//! level are flights).

use super::landing::land;
use crate::body::{Body, BoxPx, Contacts, StepInput};
use crate::map::TileMap;
use crate::rules::{Rules, StepEnd, WallStop};
use crate::tiles::OneWay;
use crate::units::{clamp_world, PxRect, SubPoint};

/// Steps `body` (not standing, no moving solids given) when it is in free
/// flight ([`free_flight`]): its speed is clamped, its position becomes
/// position + speed on both axes, it does not stand, and its contacts `c`
/// (empty on entry but for the step's drop input: the caller's return
/// value, written in place) get only its path's edge and out-of-map flags
/// and tags. A body that isn't in free flight may still land ([`land`]).
/// False, with `body` and `c` untouched, when it does neither or the world
/// limit would move its end (the standing rule's test then applies).
#[inline(never)]
pub(crate) fn fly(map: &TileMap, body: &mut Body, c: &mut Contacts) -> bool {
    let (b0, (dxp, dyp)) = flight_of(body);
    if !free_flight_by_tiles(map, b0, dxp, dyp) {
        // Out of line: the tile test decides most flights.
        return fly_by_pixels_or_land(map, body, c);
    }
    take_flight(map, body, c)
}

/// [`fly`] for a body whose path's tiles are not all empty: free flight by
/// the solid pixels, else a landing.
#[inline(never)]
fn fly_by_pixels_or_land(map: &TileMap, body: &mut Body, c: &mut Contacts) -> bool {
    let (b0, (dxp, dyp)) = flight_of(body);
    if !free_flight_by_pixels(map, b0, dxp, dyp) {
        return land(map, body, c);
    }
    take_flight(map, body, c)
}

/// Moves `body`, in free flight, the whole way and ends its step with
/// contacts `c` ([`fly`]); false, with both untouched, when the world
/// limit would move its end.
#[inline(always)]
fn take_flight(map: &TileMap, body: &mut Body, c: &mut Contacts) -> bool {
    let vel = SubPoint {
        x: body.vel.x.clamp_speed(),
        y: body.vel.y.clamp_speed(),
    };
    let b0 = body.box_px();
    let (x, y) = (body.pos.x + vel.x, body.pos.y + vel.y);
    debug_assert!(free_flight(
        map,
        b0,
        x.floor_px().0 - b0.px,
        y.floor_px().0 - b0.py
    ));
    if clamp_world(x) != x || clamp_world(y) != y {
        return false;
    }
    let fin = b0.at(x.floor_px().0, y.floor_px().0);
    let end = StepEnd {
        pos: SubPoint { x, y },
        vel,
        fin,
        standing: false,
        // The horizontal phase covers the start's rows, the vertical one
        // the end's columns.
        across: b0.swept_to(fin, b0.py, b0.py),
        along: PxRect::new(
            fin.left(),
            b0.top().min(fin.top()),
            fin.right(),
            b0.py.max(fin.py),
        ),
        wall: WallStop::NONE,
        stop: 0,
        oneway: false,
        on_sensor: false,
    };
    let input = StepInput { drop: c.dropped() };
    Rules::for_step(map, body, b0, input, &[]).end_step::<false>(body, end, false, c);
    true
}

/// The box of `body` at the start and its move this frame, whole px
/// `(dx, dy)`, at its clamped speed.
#[inline(always)]
fn flight_of(body: &Body) -> (BoxPx, (i32, i32)) {
    let (vx, vy) = (body.vel.x.clamp_speed(), body.vel.y.clamp_speed());
    let b0 = body.box_px();
    let (x, y) = (body.pos.x + vx, body.pos.y + vy);
    (b0, (x.floor_px().0 - b0.px, y.floor_px().0 - b0.py))
}

/// Free flight: nothing box `b` could meet moving `(dxp, dyp)` px this
/// frame can touch it, in the region of the box where it starts and where
/// it would end, everything between, and one pixel around (the probe
/// pixels and the rows beyond it along gravity). Either every tile there
/// is `empty` ([`free_flight_by_tiles`]), or (read from the solid bitmap)
/// no pixel there is solid and no one-way surface lies where the box's
/// edges could meet it ([`TileMap::no_oneway_edges`]): a `platform`'s top
/// edge stops or holds the box only where the box's bottom edge lies on
/// it, a `platform_under`'s bottom edge only where its top edge does. The
/// per-pixel rules would then move it the whole way with no contact, so
/// the step may skip them.
#[inline(always)]
pub(crate) fn free_flight(map: &TileMap, b: BoxPx, dxp: i32, dyp: i32) -> bool {
    free_flight_by_tiles(map, b, dxp, dyp) || free_flight_by_pixels(map, b, dxp, dyp)
}

/// [`free_flight`]'s first test alone: every tile of the region is `empty`.
#[inline(always)]
pub(crate) fn free_flight_by_tiles(map: &TileMap, b: BoxPx, dxp: i32, dyp: i32) -> bool {
    let (x0, y0, x1, y1) = free_flight_region(b, dxp, dyp);
    map.tiles_empty(x0, y0, x1, y1, false)
}

/// [`free_flight`]'s second test, from the solid bitmap (the tile test
/// decides most flights: [`fly`] tries this one out of line).
#[inline]
fn free_flight_by_pixels(map: &TileMap, b: BoxPx, dxp: i32, dyp: i32) -> bool {
    let (x0, y0, x1, y1) = free_flight_region(b, dxp, dyp);
    if x1 - x0 >= 64 || y1 - y0 >= 64 {
        return false;
    }
    // The rows the box's bottom and top edges pass, one more each way.
    let bottom = (b.py.min(b.py + dyp) - 1, b.py.max(b.py + dyp) + 1);
    let top = (
        b.top().min(b.top() + dyp) - 1,
        b.top().max(b.top() + dyp) + 1,
    );
    map.pixels_clear(x0, y0, x1, y1)
        && map.no_oneway_edges(OneWay::Top, x0, x1, bottom.0, bottom.1)
        && map.no_oneway_edges(OneWay::Under, x0, x1, top.0, top.1)
}

/// The region [`free_flight`] tests for box `b` moving `(dxp, dyp)` px:
/// columns and rows `(x0, y0, x1, y1)`, inclusive.
#[inline(always)]
fn free_flight_region(b: BoxPx, dxp: i32, dyp: i32) -> (i32, i32, i32, i32) {
    let (l, r) = (b.left(), b.right() - 1);
    let (t, bt) = (b.top(), b.py - 1);
    (
        l.min(l + dxp) - 1,
        t.min(t + dyp) - 1,
        r.max(r + dxp) + 1,
        bt.max(bt + dyp) + 1,
    )
}

/// [`free_flight_by_tiles`] of the box at `(px, py)` under `rules`, never
/// with moving solids: the step's start's test, for bodies the free-flight
/// shortcut did not try ([`fly`] tries the pixels too), most of them
/// leaving the ground. A solid pixel right beyond the sensor column lies
/// in the region, in a tile that isn't empty: where there is one (a body
/// jumping most often has its ground there), the tiles need not be read.
pub(crate) fn free_flight_from(rules: &Rules, px: i32, py: i32, dxp: i32, dyp: i32) -> bool {
    let b = rules.bx(px, py);
    let grounded = || rules.map_solid_beyond(px, py);
    debug_assert!(!grounded() || !free_flight_by_tiles(rules.map, b, dxp, dyp));
    rules.solids.is_empty() && !grounded() && free_flight_by_tiles(rules.map, b, dxp, dyp)
}

#[cfg(test)]
mod tests {
    use super::{fly, free_flight_by_tiles};
    use crate::shortcuts::Refused;
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
                                    let to =
                                        |p: Subpx, v: Subpx| (p + v.clamp_speed()).floor_px().0;
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
}
