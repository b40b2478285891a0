//! A walker's whole horizontal move at once over ground that the per-pixel
//! feet rule would follow pixel for pixel: the exact result of
//! [`Rules::walk`] repeated, at the cost of one bitmap read per column.
//!
//! When the ground under every column the box passes over (the end probe's
//! included) is a height field whose height changes by at most 1 px per
//! px, with nothing solid above it up to above the highest box top on the
//! way, no moving solid, and no one-way surface whose edge the box's edges
//! could meet on the way ([`no_oneway_near`]), every core test
//! of the walk passes wherever the sensor column stands on its ground (the
//! core's 45° cuts stay above ground that rises at most 1 px per px away
//! from the sensor column). Each pixel of the walk is then `Moved` to the
//! sensor column's ground, the move never loses its support, and the
//! probe one pixel further is never blocked. Anything else returns `None`
//! and the caller walks pixel by pixel. With gravity up all of this holds
//! upside down (ground above, the box hanging from it): the rules are
//! mirror images of each other.
//!
//! Where the chain breaks at the column the first pixel brings into the
//! box, [`pushing`] (`wall_stop.rs`) may decide that pixel blocked.
//!
//! This file holds the run's columns, rows and refusals; how it follows
//! the ground column by column is in `follow.rs`.

mod follow;

use super::wall_stop::pushing;
use super::way::feet_offset;
use crate::body::CoreShape;
use crate::rules::{Rules, ONEWAY_LOOK, READ_ABOVE, STEP};
use crate::tiles::OneWay;
use follow::{Followed, OnWay, Scan, Window};

/// The fewest pixels [`walk_chunk`] gives a walk run (for `most`
/// at least this).
pub(crate) const MIN_WALK_CHUNK: i32 = 8;

/// Where a run ended: sensor column and bottom row (exclusive), and the
/// lowest and highest bottom rows on the way (the start's included), px.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    pub px: i32,
    pub py: i32,
    pub ymin: i32,
    pub ymax: i32,
    /// The first pixel (the probe, for a move of none) is blocked: the
    /// body stays where it is, touching what blocks it.
    pub stopped: bool,
}

impl Run {
    /// A run that ends at sensor column `px` at the height it started,
    /// bottom row `py` (exclusive), not stopped.
    #[inline(always)]
    pub fn level(px: i32, py: i32) -> Run {
        Run {
            px,
            py,
            ymin: py,
            ymax: py,
            stopped: false,
        }
    }

    /// A run stopped where it stands, at sensor column `px` and bottom row
    /// `py` (exclusive): its first pixel is blocked.
    #[inline(always)]
    pub fn stopped_at(px: i32, py: i32) -> Run {
        Run {
            stopped: true,
            ..Run::level(px, py)
        }
    }
}

/// How many rows a walk run of `steps` pixels reads in each column
/// ([`walk_run`], [`run_window`]).
#[inline(always)]
fn run_rows(rules: &Rules, steps: i32) -> i32 {
    let (y0, y1) = run_window::<true>(rules, 0, steps, rules.w + steps);
    y1 - y0 + 1
}

/// The rows `[y0, y1]` a walk run of `steps` pixels from bottom row
/// `py` (exclusive) reads, over columns `span + 1` wide, gravity down
/// (`DOWN`) or up: from [`READ_ABOVE`] beyond the box's far edge where
/// its feet are highest (they rise at most [`STEP`] per pixel, the
/// probe's included), to one row past the deepest ground a chain of
/// [`STEP`] per pixel through the feet can reach across the columns.
/// Gravity up is the mirror image: ground lies above the box.
#[inline(always)]
fn run_window<const DOWN: bool>(rules: &Rules, py: i32, steps: i32, span: i32) -> (i32, i32) {
    let (rise, fall) = (STEP * (steps + 1), STEP * span);
    if DOWN {
        (py - rise - rules.h - READ_ABOVE, py + fall + 1)
    } else {
        let ground = py - rules.h - 1;
        (ground - fall - 1, py - 1 + rise + READ_ABOVE)
    }
}

/// The most pixels one walk run should cover, at most `most` (at least
/// [`MIN_WALK_CHUNK`]): as many as keep [`run_rows`] within one
/// 64-row window, read with one word per column. A box too large for
/// runs of [`MIN_WALK_CHUNK`] within one window gets `most` (its runs
/// scan each column's words).
#[inline]
pub(crate) fn walk_chunk(rules: &Rules, most: i32) -> i32 {
    let fits = (64 - run_rows(rules, 0)) / 2;
    if fits >= MIN_WALK_CHUNK {
        fits.min(most)
    } else {
        most
    }
}

/// `steps` pixels of walking by `dir` from `(px, py)` plus the probe
/// pixel, all at once when the ground allows it (see the module docs);
/// gravity down or up, no moving solids, inside the map's bitmap.
#[inline]
pub(crate) fn walk_run(rules: &Rules, px: i32, py: i32, dir: i32, steps: i32) -> Option<Run> {
    by_gravity!(rules, dir, walk_run_along(rules, px, py, dir, steps))
}

/// Which way gravity pulls for a run by `dir` (true: down, false: up),
/// the runs' const parameter; `None` for no move, no gravity, moving
/// solids given, or a box core, which no run takes (their ground-
/// following rests on the core's 45° cuts).
#[inline(always)]
pub(crate) fn run_gravity(rules: &Rules, dir: i32) -> Option<bool> {
    if dir == 0 || !rules.solids.is_empty() || rules.core == CoreShape::Box {
        return None;
    }
    match rules.g {
        1 => Some(true),
        -1 => Some(false),
        _ => None,
    }
}

/// [`run_gravity`] for a run of at least one step, `None` for
/// a run of none.
#[inline(always)]
pub(crate) fn run_gravity_for(rules: &Rules, dir: i32, steps: i32) -> Option<bool> {
    (steps >= 1).then(|| run_gravity(rules, dir)).flatten()
}

/// True when no one-way surface in columns `[x0, x1]` (inside the
/// bitmap; beyond the map's sides no tile is one-way)
/// lies where the walking rules could meet it on a run of `steps`
/// pixels from bottom row `py`, either gravity: the rules read a
/// `platform`'s top edge only at rows the box's bottom edge reaches
/// (the feet, the feet rule's next rows, the shift along gravity) and
/// a `platform_under`'s bottom edge only at rows its top edge reaches
/// (stepping up, the shift against gravity), each within [`STEP`] per
/// pixel of where it starts, the probe's included, [`ONEWAY_LOOK`]
/// more for the rules' look beyond, and 1 for margin. Rows beyond the
/// map hold no one-way tile.
#[inline(always)]
fn no_oneway_near(rules: &Rules, x0: i32, x1: i32, py: i32, steps: i32) -> bool {
    let reach = STEP * (steps + 1);
    no_oneway_between(rules, x0, x1, py - reach, py + reach)
}

/// [`no_oneway_near`] for a walk whose bottom rows (exclusive)
/// on the way, its probe's included, lie in `[ymin, ymax]`; and no
/// one-way wall in the tiles of its boxes (`rules/oneway_wall.rs`).
#[inline(always)]
pub(crate) fn no_oneway_between(rules: &Rules, x0: i32, x1: i32, ymin: i32, ymax: i32) -> bool {
    let (m, h) = (rules.map, rules.h);
    // The rules' look beyond the edges' rows, and one row of margin.
    let near = ONEWAY_LOOK + 1;
    m.no_oneway_edges(OneWay::Top, x0, x1, ymin - near, ymax + near)
        && m.no_oneway_edges(OneWay::Under, x0, x1, ymin - h - near, ymax - h + near)
        && m.only_plain_near(x0, ymin - h - near, x1, ymax + near)
}

/// [`walk_run`] with gravity down (`DOWN`) or up.
fn walk_run_along<const DOWN: bool>(
    rules: &Rules,
    px: i32,
    py: i32,
    dir: i32,
    steps: i32,
) -> Option<Run> {
    let bits = rules.map.bits.as_ref()?;
    // Every column of every box on the way, and of the probe's.
    let (x0, x1) = rules.bx(px, py).swept_columns(dir, steps);
    // Rows: beyond every box's far edge on the way to past the deepest
    // ground (with gravity up a column's ground is its lowest solid row
    // above the box).
    let (y0, y1) = run_window::<DOWN>(rules, py, steps, x1 - x0);
    if !bits.inside(x0, y0, x1, y1) {
        return None;
    }
    if !no_oneway_near(rules, x0, x1, py, steps) {
        return None;
    }
    // A column's ground as the bottom row (exclusive) of a box standing
    // on it: the row itself with gravity down; below the box's height
    // under it with gravity up. A column with no ground in `[y0, y1]`
    // reads as a row past the window, which no chain of 1 px steps
    // from the feet reaches in these columns.
    let feet = feet_offset::<DOWN>(rules);
    let on_way = OnWay {
        x0,
        x1,
        px,
        end: px + dir * steps,
        py,
    };
    let n = y1 - y0 + 1;
    debug_assert_eq!(n, run_rows(rules, steps), "walk_chunk's row count");
    let way = if n <= 64 {
        on_way.follow(Window::<DOWN> {
            bits,
            y0,
            n: n as u32,
            feet,
        })
    } else {
        // A long run: each column scanned on its own words.
        on_way.follow(Scan::<DOWN> { bits, y0, y1, feet })
    };
    // The break between the box's own columns and the one the first
    // pixel brings in; walking left, the scan meets the columns ahead
    // first, so the first break it finds may lie beyond that one.
    let next_link = (if dir > 0 { rules.w } else { steps + 1 }) as usize;
    match way {
        Followed::Way(way) => Some(Run {
            px: on_way.end,
            py: way.end_py,
            ymin: way.ymin,
            ymax: way.ymax,
            stopped: false,
        }),
        Followed::Break(at) if DOWN && (at == next_link || dir < 0 && at < next_link) => {
            pushing(rules, bits, px, py, dir).then(|| Run::stopped_at(px, py))
        }
        Followed::Break(_) | Followed::OffGround => None,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::walk_run;
    use super::Run;
    use crate::body::BoxPx;
    use crate::rules::{PixelMove, Rules};
    use crate::{Body, Px, PxPoint, Size, SubPoint, TileMap};

    /// The per-pixel walk of `steps` pixels plus the probe, as the step
    /// runs it: `None` when it stops, loses its support or the probe is
    /// blocked (the run never reports those).
    pub(crate) fn by_pixels(
        rules: &Rules,
        mut px: i32,
        mut py: i32,
        dir: i32,
        steps: i32,
    ) -> Option<(i32, i32, i32, i32)> {
        let (mut ymin, mut ymax) = (py, py);
        for _ in 0..steps {
            match rules.walk(px, py, dir) {
                PixelMove::Moved(ny) => (px, py) = (px + dir, ny),
                _ => return None,
            }
            ymin = ymin.min(py);
            ymax = ymax.max(py);
        }
        (!rules.blocked_ahead(px, py, dir, true, 0, false)).then_some((px, py, ymin, ymax))
    }

    /// Asserts that run `r`, stopped from box `b` walking by `dir`, is the
    /// rules' own verdict on the first pixel (the probe, for no steps):
    /// blocked, the body where it stands; `at` says where.
    pub(crate) fn assert_stopped_by_the_rules(rules: &Rules, b: BoxPx, dir: i32, r: Run, at: &str) {
        assert!(rules.blocked_ahead(b.px, b.py, dir, true, 0, false), "{at}");
        assert_eq!(
            (r.px, r.py, r.ymin, r.ymax),
            (b.px, b.py, b.py, b.py),
            "{at}"
        );
    }

    /// Every walk of 0 to 16 pixels a run takes, from each column of
    /// `map` where `feet` stands a 10x20 body (its bottom row), against
    /// the per-pixel walk: how many runs were taken and refused.
    /// Each run that stops the walker is checked against the rules too:
    /// its first pixel (the probe, for no steps) is blocked.
    fn runs_against_pixels(map: &TileMap, g: i32, feet: impl Fn(i32) -> Option<i32>) -> Tally {
        let (mut runs, mut refused, mut stopped) = (0, 0, 0);
        for x in 8..14 * 16 - 8 {
            let Some(y) = feet(x) else { continue };
            let b = Body::new(SubPoint::from_px(x, y), Size::new(10, 20)).box_px();
            let rules = Rules::new(map, b, g, &[]);
            for dir in [-1, 1] {
                for steps in [0, 1, 3, 9, 16] {
                    let Some(r) = walk_run(&rules, b.px, b.py, dir, steps) else {
                        refused += 1;
                        continue;
                    };
                    if r.stopped {
                        stopped += 1;
                        let at = alloc::format!("x {x} dir {dir} steps {steps} gravity {g}");
                        assert_stopped_by_the_rules(&rules, b, dir, r, &at);
                        continue;
                    }
                    runs += 1;
                    assert_eq!(
                        Some((r.px, r.py, r.ymin, r.ymax)),
                        by_pixels(&rules, b.px, b.py, dir, steps),
                        "x {x} dir {dir} steps {steps} gravity {g}"
                    );
                }
            }
        }
        Tally {
            runs,
            refused,
            stopped,
        }
    }

    /// How [`runs_against_pixels`] went: runs taken, refused, and stopped
    /// against a wall.
    struct Tally {
        runs: u32,
        refused: u32,
        stopped: u32,
    }

    #[test]
    fn a_run_is_the_per_pixel_walk_where_it_applies() {
        let map = TileMap::from_ascii(
            concat!(
                "..............\n",
                "..............\n",
                "..............\n",
                "....../#\\.....\n",
                "..rR#/###Ll.#.\n",
                "##############\n",
            ),
            16,
        )
        .unwrap();
        let Tally {
            runs,
            refused,
            stopped,
        } = runs_against_pixels(&map, 1, |x| {
            Some(map.surface_below(PxPoint::new(x, 0), Px(96))?.y.0)
        });
        // Runs over the slopes and flat ground; stopped flush against the
        // walls; refused near them and at the ledges.
        assert!(
            runs > 200 && refused > 20 && stopped > 5,
            "{runs} runs, {refused} refused, {stopped} stopped"
        );
    }

    #[test]
    fn a_run_upside_down_is_the_per_pixel_walk_with_gravity_up() {
        // The map above, upside down (ceiling slopes), walked hanging from
        // it with gravity up.
        let map = TileMap::from_ascii(
            concat!(
                "##############\n",
                "..mM#7###Ww.#.\n",
                "......7#F.....\n",
                "..............\n",
                "..............\n",
                "..............\n",
            ),
            16,
        )
        .unwrap();
        // Hanging: the box's top row just below the ceiling's lowest row.
        let Tally { runs, refused, .. } =
            runs_against_pixels(&map, -1, |x| Some(map.first_solid_up(x, 0, 95)? + 21));
        assert!(runs > 200 && refused > 20, "{runs} runs, {refused} refused");
    }
}
