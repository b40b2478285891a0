//! The step of a body in the air moving along gravity that free flight
//! refused ([`land`]): most of them land on a floor this frame,
//! the others pass close to something they don't meet. Where the box, the
//! columns it sweeps and the row beyond it hold no solid pixel, the
//! phases' outcome is known from one read of the solid bitmap: it isn't
//! supported at the start, it moves straight the whole way horizontally
//! (every position's core is clear, the probe's too), and its sweep along
//! gravity stops exactly where the first solid row under its columns
//! lies (a real surface: the rows before it are clear), or where the
//! one-way rule stops it, and its feet then settle by the feet rule.
//!
//! This is what the start, horizontal and vertical phases give such a
//! body, and it ends as every step does (`rules/end.rs`), without the
//! phases' general bookkeeping (about one body-step in a hundred on the
//! bench's level is a landing).

use crate::body::{Body, BoxPx, Contacts, StepInput};
use crate::map::TileMap;
use crate::rules::{Rules, StepEnd, WallStop};
use crate::tiles::OneWay;
use crate::units::{clamp_world, Px, SubPoint, Subpx};

/// The rows of a box `h` px tall moving `n` px along gravity that
/// [`land`] reads in one window word: the box's own, the `n + 1`
/// rows its sweep and its probe pixel reach beyond it.
const MAX_ROWS: i32 = 63;

/// A mask of the low `k` bits, `0 <= k < 64`.
#[inline(always)]
fn low(k: i32) -> u64 {
    (1u64 << k) - 1
}

/// Where [`land`]'s step ends: sensor column and bottom row
/// (exclusive), px, stopped along gravity (`stop`) by a one-way surface
/// (`oneway`) or not.
#[derive(Clone, Copy, Debug)]
struct Fall {
    px: i32,
    py: i32,
    stop: bool,
    oneway: bool,
}

/// Steps `body` (not standing, no moving solids given, refused free
/// flight) when it moves along gravity and its box, the columns its
/// horizontal move sweeps (its probe's included) on the box's rows, and
/// the row just beyond the box along gravity hold no solid pixel, no
/// one-way surface lies along that edge, and everything read lies in the
/// solid bitmap ([`fall`]): the phases would then move it straight across,
/// sweep it along gravity to the first solid row under its columns or a
/// one-way surface it may not cross (stopping flush, its feet settling
/// onto the sensor column's ground, standing), or the whole way. It ends
/// as every step does, `c` (empty on entry but for the step's drop input,
/// which it reads) getting what the phases' end would give. False, with
/// `body` and `c` untouched, for any other step, for one the world limit
/// would move, and for one that ends along a one-way surface without
/// stopping (the standing rule's test then decides).
#[inline(never)]
pub(crate) fn land(map: &TileMap, body: &mut Body, c: &mut Contacts) -> bool {
    let g = body.gravity.sign();
    let (vx, vy) = (body.vel.x.clamp_speed(), body.vel.y.clamp_speed());
    // Along gravity (none: never).
    if vy.0 * g <= 0 {
        return false;
    }
    let b0 = body.box_px();
    let (x, y) = (body.pos.x.wrapping_add(vx), body.pos.y.wrapping_add(vy));
    if clamp_world(x) != x {
        return false;
    }
    let input = StepInput { drop: c.dropped() };
    let rules = Rules::for_step(map, body, b0, input, &[]);
    let n = (y.floor_px().0 - b0.py).abs();
    let Some(f) = fall(&rules, b0, vx.signum(), x.floor_px().0, n) else {
        return false;
    };
    let y = if f.stop {
        Px(f.py).to_subpx_in_world()
    } else {
        y
    };
    if clamp_world(y) != y {
        return false;
    }
    // Its horizontal move at the start's height, then along gravity.
    let (b1, fin) = (b0.at(f.px, b0.py), b0.at(f.px, f.py));
    let end = StepEnd {
        pos: SubPoint { x, y },
        vel: SubPoint {
            x: vx,
            y: if f.stop { Subpx::ZERO } else { vy },
        },
        fin,
        standing: f.stop,
        across: b0.swept_to(b1, b0.py, b0.py),
        along: b1.rect().union(&fin.rect()),
        wall: WallStop::NONE,
        stop: if f.stop { g } else { 0 },
        oneway: f.oneway,
        on_sensor: false,
    };
    rules.end_step::<false>(body, end, false, c);
    true
}

/// Where the phases end box `b0` moving by `dir` (the sign of its
/// horizontal speed) to sensor column `px1` and `n` px along gravity,
/// where [`land`] can tell from one window word per column.
#[inline(always)]
fn fall(rules: &Rules, b0: BoxPx, dir: i32, px1: i32, n: i32) -> Option<Fall> {
    let g = rules.g;
    let bits = rules.map.bits.as_ref()?;
    let (py0, h, top) = (b0.py, b0.h(), b0.top());
    let (xa, xb) = match dir {
        0 => (b0.left(), b0.right() - 1),
        _ => b0.swept_columns(dir, (px1 - b0.px).abs()),
    };
    let b1 = b0.at(px1, py0);
    let (l1, r1) = (b1.left(), b1.right() - 1);
    // One window: the rows from the box's top to `n + 1` below it, or
    // from `n + 1` above it to its bottom.
    let lo = if g > 0 { top } else { top - n - 1 };
    if h + n >= MAX_ROWS || !bits.inside(xa, lo, xb, lo + h + n) {
        return None;
    }
    // No one-way wall or one-way profile in the window: the rules decide
    // near them.
    if !rules.map.only_plain_near(xa, lo, xb, lo + h + n) {
        return None;
    }
    // On a platform's edge it is supported (a walker): first, as most
    // bottoms lie off the tiles' edges and this is one mask. (The window
    // holds the row beyond the box, and no one-way profile.)
    if rules.platform_under(b0.left(), b0.right() - 1, py0) {
        return None;
    }
    let (all, under) = bits.union_windows(xa, xb, l1, r1, lo);
    // The box's rows and the row beyond it (bits `[at, at + h]`), then
    // the `n` rows after that under the box's end columns, as `k - 1`
    // for a stop after `k` px along gravity (`1..=n`).
    let (at, ahead) = if g > 0 {
        (0, under >> (h + 1) & low(n))
    } else {
        (n, (under & low(n)).reverse_bits() >> (64 - n.max(1)))
    };
    if all & low(h + 1) << at != 0 {
        return None;
    }
    debug_assert!(!rules.supported(b0.px, py0) && rules.core_clear(px1, py0));
    // The sweep along gravity: a real surface bounds it (the first
    // solid row under the columns follows clear ones), then one-way
    // surfaces.
    let surface = match ahead {
        0 => n + 1,
        _ => ahead.trailing_zeros() as i32 + 1,
    };
    let no_edges = if g > 0 {
        rules
            .map
            .no_oneway_edges(OneWay::Top, l1, r1, py0, py0 + surface - 1)
    } else {
        rules
            .map
            .no_oneway_edges(OneWay::Under, l1, r1, top - surface + 1, top)
    };
    let free = match no_edges {
        true => surface,
        false => rules.oneway_tiles_free(&b1, g, surface),
    };
    let (stop, oneway) = (free <= n, free < surface);
    let mut py = py0 + g * free.min(n);
    if stop && !oneway {
        // The feet rule; the sensor column's own surface at once.
        let k = match bits.get(px1, rules.beyond_row(py)) {
            true => 0,
            false => rules.feet_depth(px1, py, rules.reach()).unwrap_or(0),
        };
        py += g * k;
    }
    if !stop && rules.oneway_under(l1, r1, py) {
        return None;
    }
    Some(Fall {
        px: px1,
        py,
        stop,
        oneway,
    })
}
