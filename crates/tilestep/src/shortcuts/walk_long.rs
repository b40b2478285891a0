//! A fast walker's move at once: the walk run of `walk_run/` for
//! moves longer than its window of rows allows, up to the speed clamp.
//!
//! A walk run reads every column in one window of rows tall enough for the
//! feet to wander 1 px per px over the whole run, so its runs stay short
//! (12 px for a 12x24 box) and a fast walker reads the box's own columns
//! again for each run. Here the window slides with the ground instead
//! (`way.rs`): every column on the way has a ground that changes by
//! at most 1 px per px and at least `h + 2` clear rows above it.
//!
//! That is all the walking rules read there. A box standing on the way,
//! its sensor column on its ground, holds core pixels in a column at
//! distance `d` on rows from `h - d` above its own bottom down to `d + 1`
//! above it; the column's ground lies within `d` rows of that bottom, so
//! those rows are within the `h` above the column's ground. The rules'
//! tests one row off the way (the next column at the last row, before
//! stepping up or following the ground down) reach one row more. So, as
//! in a walk run, every pixel is `Moved` to the sensor column's ground,
//! the move never loses its support, and the probe one pixel further is
//! never blocked. One-way surfaces are tested on the rows the feet really
//! reach, as [`no_oneway_near`] does for a walk run.
//!
//! A walker held against a wall is stopped first, by [`pushing`]
//! (`wall_stop.rs`), as a walk run stops it. Where the way breaks further
//! ahead (a wall, a step, a ledge), the run ends short of it, at the last
//! position whose box and probe lie on the columns read; the walker's step
//! ([`walk_whole`]) takes only a run that goes all the way or is
//! stopped, and leaves a shorter one to the step's runs and rules.

use super::flat_run::flat_run;
use super::walk_run::no_oneway_between;
use super::wall_stop::pushing;
use super::way::{feet_offset, way_from, RunWay, Span};
use crate::rules::{Rules, STEP};
use crate::shortcuts::Run;

/// Up to `steps` pixels of walking by `dir` from `(px, py)` at once,
/// where the ground allows it (see the module docs): the run to the
/// last position before the way breaks, with its probe, or `None`
/// when it can't take one step (or the box is taller than 59 px,
/// moving solids are given, there is no gravity, or a column lies
/// beyond the bitmap's); `stopped` where, gravity down, it stands on
/// its sensor column's ground and [`pushing`] blocks its first
/// pixel.
#[inline(never)]
pub(crate) fn walk_run_long(rules: &Rules, px: i32, py: i32, dir: i32, steps: i32) -> Option<Run> {
    by_gravity!(rules, dir, steps, long_run(rules, px, py, dir, steps))
}

/// A walker's whole move of `steps` pixels by `dir` from `(px, py)`,
/// longer than one walk run, at once: across flat tile tops clear of
/// anything ([`flat_run`]), or by a long run that stops against
/// a wall on its first pixel or goes all the way. `None` otherwise.
#[inline(never)]
pub(crate) fn walk_whole(rules: &Rules, px: i32, py: i32, dir: i32, steps: i32) -> Option<Run> {
    if flat_run(rules, px, py, dir, steps, true) {
        return Some(Run::level(px + dir * steps, py));
    }
    walk_run_long(rules, px, py, dir, steps).filter(|run| run.stopped || run.px == px + dir * steps)
}

/// [`walk_run_long`] of at most `n` steps with gravity down
/// (`DOWN`) or up.
#[inline(always)]
fn long_run<const DOWN: bool>(rules: &Rules, px: i32, py: i32, dir: i32, n: i32) -> Option<Run> {
    let RunWay { bits, way, span } = way_from::<DOWN>(rules, px, dir, n)?;
    let Span { ahead, steps, .. } = span;
    let feet = feet_offset::<DOWN>(rules);
    let start = py - feet;
    // The sensor column stands on its ground.
    if way.next(px, start) != Some(start) {
        return None;
    }
    // Held against a wall (a fast walker there meets one every frame):
    // the rules' two core tests on the columns that can newly meet the
    // core block the first pixel, a verdict that stands on its own
    // reads (inside the rows just read), before any other column.
    if DOWN && pushing(rules, bits, px, py, dir) {
        return Some(Run::stopped_at(px, py));
    }
    // Ahead: as far as the way holds, the sensor columns on the way,
    // then up to the last box's probe.
    let on = way.follow(px, dir, steps, start);
    let mut held = on.held;
    if held == steps {
        held += way.follow(px + dir * steps, dir, ahead, on.ground).held;
    }
    let taken = steps.min(held - ahead);
    if taken < 1 {
        return None;
    }
    // Behind the sensor column: the columns every box on the way holds.
    if way.follow(px, -dir, span.behind, start).held < span.behind {
        return None;
    }
    // Short of a break: the feet's rows up to the end only.
    let on = if taken < steps {
        way.follow(px, dir, taken, start)
    } else {
        on
    };
    let (xa, xb) = rules.bx(px, py).swept_columns(dir, taken);
    let (ymin, ymax) = (on.lo + feet, on.hi + feet);
    // The probe's bottom row lies within a STEP of the end's.
    if !no_oneway_between(rules, xa, xb, ymin - STEP, ymax + STEP) {
        return None;
    }
    Some(Run {
        px: px + dir * taken,
        py: on.ground + feet,
        ymin,
        ymax,
        stopped: false,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::{walk_run_long, walk_whole};
    use crate::body::BoxPx;
    use crate::rules::Rules;
    use crate::shortcuts::walk_run::tests::{assert_stopped_by_the_rules, by_pixels};
    use crate::{Body, EdgePolicy, Px, PxPoint, Size, SubPoint, TileMap};
    use alloc::vec::Vec;

    /// Long runs from each of `boxes`, standing on `map` with gravity
    /// `g` ([`boxes_over`]), both ways and at several lengths, against the
    /// per-pixel walk of as many pixels as each run took: runs taken to
    /// the end, runs ended short of a break, refusals, and runs stopped
    /// against a wall (checked against the rules too).
    fn long_runs_against_pixels(map: &TileMap, g: i32, boxes: Vec<BoxPx>) -> [u32; 4] {
        let mut tally = [0; 4];
        for b in boxes {
            let (x, rules) = (b.px, Rules::new(map, b, g, &[]));
            let (w, h) = (b.w(), b.h());
            for dir in [-1, 1] {
                for steps in [1, 13, 40, 127] {
                    let Some(r) = walk_run_long(&rules, b.px, b.py, dir, steps) else {
                        tally[2] += 1;
                        continue;
                    };
                    if r.stopped {
                        tally[3] += 1;
                        let at = alloc::format!("x {x} dir {dir} steps {steps} gravity {g}");
                        assert_stopped_by_the_rules(&rules, b, dir, r, &at);
                        continue;
                    }
                    let n = (r.px - b.px) * dir;
                    assert!((1..=steps).contains(&n), "x {x} dir {dir}");
                    tally[usize::from(n < steps)] += 1;
                    assert_eq!(
                        Some((r.px, r.py, r.ymin, r.ymax)),
                        by_pixels(&rules, b.px, b.py, dir, n),
                        "x {x} dir {dir} steps {steps} gravity {g} box {w}x{h}"
                    );
                }
            }
        }
        tally
    }

    /// Box sizes the runs along a way are tested with, tall and square, up
    /// to about the tallest a way holds (each test adds its own).
    pub(crate) const SIZES: [(i32, i32); 5] = [(12, 24), (10, 20), (16, 16), (5, 40), (9, 33)];

    /// Boxes `w x h` over every column `x` of `map` where `ground(x)`
    /// (the bottom row of a box standing there) is known: standing there,
    /// and lifted `1..=lifted` rows off it against gravity `g`. What the
    /// long runs' and the skims' tests start from.
    pub(crate) fn boxes_over(
        map: &TileMap,
        g: i32,
        (w, h): (i32, i32),
        ground: impl Fn(i32) -> Option<i32>,
        lifted: i32,
    ) -> Vec<BoxPx> {
        let xs = 0..map.width() * map.tile_size().px();
        let at = |x, y| Body::new(SubPoint::from_px(x, y), Size::new(w, h)).box_px();
        let lifts = move |y0: i32| (0..=lifted).map(move |k| y0 - g * k);
        xs.filter_map(|x| Some((x, ground(x)?)))
            .flat_map(|(x, y0)| lifts(y0).map(move |y| at(x, y)))
            .collect()
    }

    /// Flat ground, 45° and 1:2 slopes both ways, a hill, a step, a
    /// wall, a ledge, ceilings 2 and 3 tiles above the floor, platforms
    /// above it and where a slope starts down, and a `platform_under`
    /// over a slope, in 16 px tiles.
    pub(crate) const GROUND: &str = concat!(
        "..................................................\n",
        "..................................................\n",
        "......._..................#####......#####........\n",
        ".####..............................####7..........\n",
        "......./#\\-.......--..........#...........#.......\n",
        "..rR../###\\..Ll...........................##...-/.\n",
        "##############.......#############################\n",
        "##################################################\n",
    );

    #[test]
    fn a_long_run_is_the_per_pixel_walk_as_far_as_it_goes() {
        let map = TileMap::from_ascii(GROUND, 16).unwrap();
        for size in SIZES.into_iter().chain([(10, 31), (8, 17)]) {
            let [full, short, refused, stopped] = long_runs_against_pixels(
                &map,
                1,
                boxes_over(
                    &map,
                    1,
                    size,
                    |x| Some(map.surface_below(PxPoint::new(x, 0), Px(128))?.y.0),
                    0,
                ),
            );
            assert!(
                full > 100 && short > 100 && refused > 50 && stopped > 8,
                "{size:?}: {full} full, {short} short, {refused} refused, {stopped} stopped"
            );
        }
    }

    #[test]
    fn a_whole_long_walk_is_the_per_pixel_walk_or_a_stop_the_rules_make() {
        // Long moves from every place a body stands on the map above:
        // across flat tops, by a long run, or stopped against a wall.
        let map = TileMap::from_ascii(GROUND, 16).unwrap();
        let [mut whole, mut stopped, mut refused] = [0; 3];
        for (w, h) in [(12, 24), (10, 20), (5, 40)] {
            for x in 0..map.width() * 16 {
                let Some(y) = map.surface_below(PxPoint::new(x, 0), Px(128)) else {
                    continue;
                };
                let b = Body::new(SubPoint::from_px(x, y.y.0), Size::new(w, h)).box_px();
                let rules = Rules::new(&map, b, 1, &[]);
                for (dir, steps) in [(-1, 13), (1, 40), (1, 127)] {
                    let at = alloc::format!("{w}x{h} at x {x} dir {dir} steps {steps}");
                    match walk_whole(&rules, b.px, b.py, dir, steps) {
                        None => refused += 1,
                        Some(r) if r.stopped => {
                            stopped += 1;
                            assert_stopped_by_the_rules(&rules, b, dir, r, &at);
                        }
                        Some(r) => {
                            whole += 1;
                            assert_eq!(
                                Some((r.px, r.py, r.ymin, r.ymax)),
                                by_pixels(&rules, b.px, b.py, dir, steps),
                                "{at}"
                            );
                        }
                    }
                }
            }
        }
        assert!(
            whole > 300 && stopped > 20 && refused > 300,
            "{whole} whole, {stopped} stopped, {refused} refused"
        );
    }

    /// `rows` upside down: floors as ceilings, `platform` as
    /// `platform_under`.
    pub(crate) fn upside_down(rows: &str) -> alloc::string::String {
        rows.lines()
            .rev()
            .flat_map(|row| {
                row.chars()
                    .map(|c| match c {
                        '/' => '7',
                        '\\' => 'F',
                        'r' => 'm',
                        'R' => 'M',
                        'L' => 'W',
                        'l' => 'w',
                        '-' => '_',
                        c => c,
                    })
                    .chain(['\n'])
            })
            .collect()
    }

    #[test]
    fn a_long_run_upside_down_is_the_per_pixel_walk_with_gravity_up() {
        // The map above upside down (ceiling slopes, `platform_under`),
        // walked hanging from it with gravity up.
        let flipped = upside_down(GROUND);
        let map = TileMap::from_ascii(&flipped, 16).unwrap();
        for size in [(12, 24), (10, 20)] {
            // Hanging: the box's top row just below the ceiling's lowest row.
            let [full, short, refused, _] = long_runs_against_pixels(
                &map,
                -1,
                boxes_over(
                    &map,
                    -1,
                    size,
                    |x| Some(map.first_solid_up(x, 0, 127)? + 1 + size.1),
                    0,
                ),
            );
            assert!(
                full > 100 && short > 100 && refused > 50,
                "{size:?}: {full} full, {short} short, {refused} refused"
            );
        }
    }

    #[test]
    fn a_long_run_up_a_slope_stops_where_a_ceiling_meets_the_box() {
        // A 45° slope rising under a ceiling: each box height meets it at
        // a column of its own, where the rules stop the walk.
        let map = TileMap::from_ascii(
            concat!(
                "..........\n",
                "..#######.\n",
                "..........\n",
                "....../...\n",
                "##########\n",
            ),
            16,
        )
        .unwrap();
        let mut short = 0;
        for h in 14..=34 {
            for w in [4, 9, 12] {
                for x in 8..96 {
                    let b = Body::new(SubPoint::from_px(x, 64), Size::new(w, h)).box_px();
                    let rules = Rules::new(&map, b, 1, &[]);
                    let Some(r) = walk_run_long(&rules, b.px, b.py, 1, 40) else {
                        continue;
                    };
                    if r.stopped {
                        assert!(rules.blocked_ahead(b.px, b.py, 1, true, 0, false));
                        continue;
                    }
                    let n = r.px - b.px;
                    short += u32::from(n < 40);
                    assert_eq!(
                        Some((r.px, r.py, r.ymin, r.ymax)),
                        by_pixels(&rules, b.px, b.py, 1, n),
                        "{w}x{h} at x {x}"
                    );
                }
            }
        }
        assert!(short > 1000, "{short} short");
    }

    #[test]
    fn a_long_run_at_the_map_side_goes_as_far_as_the_bitmap_holds() {
        // A floor running off both sides of a narrow map: beyond a `solid`
        // side the bitmap's margin is a wall; beyond an `open` one, empty
        // (no ground, so the way breaks there).
        for policy in [EdgePolicy::Solid, EdgePolicy::Open] {
            let rows = "........\n........\n########\n";
            let mut map = TileMap::from_ascii(rows, 16).unwrap();
            map.set_edges(crate::Edges {
                left: policy,
                right: policy,
                ..map.edges()
            });
            let [full, short, refused, stopped] =
                long_runs_against_pixels(&map, 1, boxes_over(&map, 1, (12, 24), |_| Some(32), 0));
            assert!(
                full > 20
                    && short > 20
                    && refused > 10
                    && (stopped > 2) == (policy == EdgePolicy::Solid),
                "{policy:?}: {full} full, {short} short, {refused} refused, {stopped} stopped"
            );
        }
    }
}
