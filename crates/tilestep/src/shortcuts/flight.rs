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
    let (x, y) = (
        body.pos.x.wrapping_add(vel.x),
        body.pos.y.wrapping_add(vel.y),
    );
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
    let (x, y) = (body.pos.x.wrapping_add(vx), body.pos.y.wrapping_add(vy));
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
/// it, a `platform_under`'s bottom edge only where its top edge does; and
/// no one-way wall lies there. The
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
        && map.only_plain_near(x0, y0, x1, y1)
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
