//! A body in the air skimming the ground at once: the air rule's pixels
//! over a way (`way.rs`) while the box stays within [`NEAR`] rows of it.
//!
//! A body in the air that meets ground rising at most 1 px per px slides
//! one row against gravity each time its core would enter it (the air
//! rule, [`Rules::air`]), pixel by pixel: up a slope, along the ground
//! that follows. On a way, whose columns have a ground within 1 px of
//! their neighbours' and `h + 2` clear rows above it, a box whose bottom
//! lies at most [`NEAR`] rows above its sensor column's ground holds every core
//! pixel within those rows: a column at distance `d` holds them from
//! `h - d` rows above the bottom, and its ground lies at most `d + 2` rows
//! below that bottom. The core is then clear exactly when the bottom lies
//! at or above the sensor column's ground (the nearest the core's cuts
//! come to a ground rising at most 1 px per px is at the sensor column).
//! So each pixel goes straight on, or slides one row to the sensor
//! column's ground where it rose into the box: the box's bottom follows
//! the lowest ground so far (the highest, with gravity up). The run stops
//! before the box would be more than [`NEAR`] rows above the ground, and before
//! the way breaks; one-way surfaces are tested on the rows its edges
//! reach, as for a walk run.

use super::walk_run::no_oneway_between;
use super::way::{feet_offset, way_from, RunWay, Span, Way};
use crate::rules::{Rules, STEP};
use crate::shortcuts::Run;

/// How many rows above its sensor column's ground a skimming box's bottom
/// may lie: the rows a way's ground may lie off its neighbour's either way
/// (see the module docs).
const NEAR: i32 = 2 * STEP;

/// Up to `steps` pixels of the air rule by `dir` from `(px, py)` at
/// once, over ground the box skims (see the module docs): the run to
/// the last position where it holds (with its probe when it takes all
/// `steps`), or `None` when it can't take one step (no gravity,
/// moving solids given, a box taller than 59 px, or one not within 2
/// rows of the ground under its sensor column).
#[inline(never)]
pub(crate) fn air_skim(rules: &Rules, px: i32, py: i32, dir: i32, steps: i32) -> Option<Run> {
    by_gravity!(rules, dir, steps, skim(rules, px, py, dir, steps))
}

/// [`air_skim`] with gravity down (`DOWN`) or up.
#[inline(always)]
fn skim<const DOWN: bool>(rules: &Rules, px: i32, py: i32, dir: i32, steps: i32) -> Option<Run> {
    let RunWay { way, span, .. } = way_from::<DOWN>(rules, px, dir, steps)?;
    let Span {
        ahead,
        behind,
        steps,
    } = span;
    // The box's bottom as a ground row (see `walk_long`), and which way
    // is up from the ground: the box clears a ground row `g` when
    // `up * (g - bottom) >= 0`.
    let feet = feet_offset::<DOWN>(rules);
    let up = if DOWN { 1 } else { -1 };
    let start = py - feet;
    // The sensor column's ground lies 0 to NEAR rows from the bottom.
    let mut ground = way.next(px, start + up)?;
    let first_ground = ground;
    // Ahead: the way as far as it holds, up to the last box's probe;
    // the bottom on it as far as it stays near the ground.
    let (mut bottom, mut near) = (start, 0);
    let mut held = 0;
    while held < steps + ahead {
        let Some(next) = way.next(px + dir * (held + 1), ground) else {
            break;
        };
        ground = next;
        held += 1;
        if near == held - 1 && held <= steps + 1 {
            let above = up * (ground - bottom);
            if above <= NEAR {
                // (The probe's slide is not a step taken.)
                if above < 0 && held <= steps {
                    bottom = ground;
                }
                near = held;
            }
        }
        if near < held && held >= near + ahead {
            break;
        }
    }
    // The steps whose boxes the way holds and whose bottoms stay near;
    // all of them only with the probe's.
    let mut n = steps.min(held - ahead).min(near);
    if n == steps && near == steps {
        n -= 1;
    }
    if n < 1 {
        return None;
    }
    // Behind the sensor column: the columns the first boxes hold.
    let mut behind_ground = first_ground;
    for k in 1..=behind {
        behind_ground = way.next(px - dir * k, behind_ground)?;
    }
    if n < near.min(steps) {
        // Short of where the bottom was followed: follow it again.
        bottom = lowest_ground(&way, px, dir, n, (start, first_ground))?;
    }
    // The bottom only moves against gravity: its rows on the way are
    // the start's and the end's.
    let (end, start) = (bottom + feet, py);
    let (ymin, ymax) = (end.min(start), end.max(start));
    let (xa, xb) = rules.bx(px, py).swept_columns(dir, n);
    if !no_oneway_between(rules, xa, xb, ymin - STEP, ymax + STEP) {
        return None;
    }
    Some(Run {
        px: px + dir * n,
        py: end,
        ymin,
        ymax,
        stopped: false,
    })
}

/// The bottom (as a ground row) of a box skimming `n` columns by `dir`
/// from sensor column `px` over `way`, from bottom `start` over ground
/// `ground` there: the lowest ground met so far (the highest, gravity
/// up), where the box slid to it.
#[inline(always)]
fn lowest_ground<const DOWN: bool>(
    way: &Way<'_, DOWN>,
    px: i32,
    dir: i32,
    n: i32,
    (start, ground): (i32, i32),
) -> Option<i32> {
    let up = if DOWN { 1 } else { -1 };
    let (mut bottom, mut ground) = (start, ground);
    for k in 1..=n {
        ground = way.next(px + dir * k, ground)?;
        if up * (ground - bottom) < 0 {
            bottom = ground;
        }
    }
    Some(bottom)
}

#[cfg(test)]
mod tests {
    use super::air_skim;
    use crate::body::BoxPx;
    use crate::rules::{PixelMove, Rules};
    use crate::shortcuts::walk_long::tests::{boxes_over, upside_down, GROUND, SIZES};
    use crate::TileMap;
    use alloc::vec::Vec;

    /// The air rule's `steps` pixels (and its probe, with `probe`) from
    /// `(px, py)`: `None` where one is blocked.
    fn by_air_pixels(
        rules: &Rules,
        (mut px, mut py): (i32, i32),
        dir: i32,
        steps: i32,
        vy_sign: i32,
        probe: bool,
    ) -> Option<(i32, i32, i32, i32)> {
        let (mut ymin, mut ymax) = (py, py);
        for _ in 0..steps {
            match rules.air(px, py, dir, vy_sign, false) {
                PixelMove::Moved(ny) => (px, py) = (px + dir, ny),
                _ => return None,
            }
            (ymin, ymax) = (ymin.min(py), ymax.max(py));
        }
        let blocked = probe && rules.blocked_ahead(px, py, dir, false, vy_sign, false);
        (!blocked).then_some((px, py, ymin, ymax))
    }

    /// Skims from each of `boxes` on `map` with gravity `g` whose core is
    /// clear (0 to 3 rows off the ground, [`boxes_over`]), both ways,
    /// several lengths and vertical speeds, against the air rule's pixels:
    /// runs taken to the end, runs ended short, refusals.
    fn skims_against_pixels(map: &TileMap, g: i32, boxes: Vec<BoxPx>) -> [u32; 3] {
        let mut tally = [0; 3];
        for b in boxes {
            let (x, y, rules) = (b.px, b.py, Rules::new(map, b, g, &[]));
            let (w, h) = (b.w(), b.h());
            if !rules.core_clear(x, y) {
                continue;
            }
            for dir in [-1, 1] {
                for steps in [1, 5, 16, 40, 127] {
                    let Some(r) = air_skim(&rules, x, y, dir, steps) else {
                        tally[2] += 1;
                        continue;
                    };
                    let n = (r.px - x) * dir;
                    assert!(!r.stopped && (1..=steps).contains(&n), "x {x} dir {dir}");
                    tally[usize::from(n < steps)] += 1;
                    for vy_sign in [-1, 0, 1] {
                        assert_eq!(
                            Some((r.px, r.py, r.ymin, r.ymax)),
                            by_air_pixels(&rules, (x, y), dir, n, vy_sign, n == steps),
                            "x {x} y {y} dir {dir} steps {steps} vy {vy_sign} \
                             gravity {g} box {w}x{h}"
                        );
                    }
                }
            }
        }
        tally
    }

    #[test]
    fn a_skim_is_the_air_rule_pixel_for_pixel_as_far_as_it_goes() {
        let map = TileMap::from_ascii(GROUND, 16).unwrap();
        for size in SIZES.into_iter().chain([(10, 30), (6, 45)]) {
            let [full, short, refused] = skims_against_pixels(
                &map,
                1,
                boxes_over(&map, 1, size, |x| map.first_solid_down(x, 0, 127), 3),
            );
            assert!(
                full > 100 && short > 100 && refused > 50,
                "{size:?}: {full} full, {short} short, {refused} refused"
            );
        }
    }

    #[test]
    fn a_skim_upside_down_is_the_air_rule_with_gravity_up() {
        let map = TileMap::from_ascii(&upside_down(GROUND), 16).unwrap();
        for size in [(12, 24), (10, 20)] {
            // Hanging: the box's top row just below the ceiling's lowest row.
            let ground = |x| Some(map.first_solid_up(x, 0, 127)? + 1 + size.1);
            let boxes = boxes_over(&map, -1, size, ground, 3);
            let [full, short, refused] = skims_against_pixels(&map, -1, boxes);
            assert!(
                full > 100 && short > 100 && refused > 50,
                "{size:?}: {full} full, {short} short, {refused} refused"
            );
        }
    }
}
