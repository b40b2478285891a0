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
    let (x, y) = (body.pos.x + vx, body.pos.y + vy);
    if clamp_world(x) != x {
        return false;
    }
    let input = StepInput { drop: c.dropped() };
    let rules = Rules::for_step(map, body, b0, input, &[]);
    let n = (y.floor_px().0 - b0.py).abs();
    let Some(f) = fall(&rules, b0, vx.signum(), x.floor_px().0, n) else {
        return false;
    };
    let y = if f.stop { Px(f.py).to_subpx() } else { y };
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
    // On a one-way surface's edge it is supported (a walker): first,
    // as most bottoms lie off the tiles' edges and this is one mask.
    if rules.oneway_tile_under(b0.left(), b0.right() - 1, py0) {
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

#[cfg(test)]
mod tests {
    use super::land;
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
}
