//! A walker pushing against a wall: the first pixel of its walk decided
//! from two or three column reads instead of the rules' core tests.
//!
//! Where a walk run (`walk_run/`) is refused because the ground
//! breaks at the column the first pixel brings into the box (a wall or a
//! step ahead, gravity down; walking left, also where the first break its
//! scan finds lies further ahead), the rules' two core tests for that pixel are
//! made on the two columns that can newly meet the core there: that one,
//! and the sensor column. When they show the core blocked where the box
//! stands and one pixel higher, the rules block the pixel too (or the
//! probe, for a move of less than a pixel): a core that overlaps a solid
//! pixel stays blocked whatever else it overlaps, so the box's other
//! columns, one-way tiles and moving solids can't change that verdict.
//! Otherwise the rules decide.
//!
//! The same two tests decide a walker standing on its sensor column's
//! support with its feet on a tile edge ([`wall_stop`]), before a
//! walk run or a long run is tried (for a move of one run, after the flat
//! run's test, which can't pass at a wall): a body pushing against a wall
//! (about one walker step in eight on the bench's level) is stopped
//! without following the ground under its box.

use crate::map::bits::SolidBits;
use crate::rules::{Rules, STEP};
use crate::shortcuts::walk_run::run_gravity;
use crate::shortcuts::Run;

/// True when the rules block a walker at `(px, py)` with gravity down
/// one pixel on by `dir`: the core there overlaps a solid pixel (in the
/// column it brings into the box or the sensor column), and so does
/// the core one [`STEP`] higher (in the column it brings in). Everything
/// read lies in the run's window, inside the map's bitmap.
#[inline(always)]
pub(crate) fn pushing(rules: &Rules, bits: &SolidBits, px: i32, py: i32, dir: i32) -> bool {
    let (w, h) = (rules.w, rules.h);
    let left = px - w / 2;
    let (nx, next) = (px + dir, if dir > 0 { left + w } else { left - 1 });
    // The column's core rows at its distance from the sensor column
    // (none when it lies beyond the core's cuts).
    let d = (next - nx).abs();
    let meets = |bottom: i32| bits.any(next, bottom - h + d, bottom - 1 - d);
    // The test one step higher first: it fails at once for most
    // walkers that aren't at a wall.
    meets(py - STEP) && (meets(py) || bits.any(nx, py - h, py - 1))
}

/// A walker at `(px, py)` moving by `dir` (±1) that stands on its
/// sensor column's support and is pushing against a wall
/// ([`pushing`]): stopped where it stands, touching what blocks
/// it. `None` where that isn't so or can't be told this way (gravity
/// up or none, a box core, moving solids, the columns beyond the
/// bitmap): a run or the phases decide.
#[inline(always)]
pub(crate) fn wall_stop(rules: &Rules, px: i32, py: i32, dir: i32) -> Option<Run> {
    if run_gravity(rules, dir) != Some(true) {
        return None;
    }
    let bits = rules.map.bits.as_ref()?;
    // The box's columns and the one the first pixel brings in, from
    // one step above the box's top to its bottom row.
    let (x0, x1) = rules.bx(px, py).swept_columns(dir, 0);
    let stopped = bits.inside(x0, py - rules.h - STEP, x1, py - 1)
        && pushing(rules, bits, px, py, dir)
        && rules.sensor_supported(px, py);
    stopped.then(|| Run::stopped_at(px, py))
}

#[cfg(test)]
mod tests {
    use super::wall_stop;
    use crate::body::BoxPx;
    use crate::rules::Rules;
    use crate::shortcuts::walk_run;
    use crate::{Body, Px, PxPoint, Size, SubPoint, TileMap};

    /// The rules' verdict on a walker's first pixel (or probe) is
    /// [`Rules::blocked_ahead`]: [`Rules::walk`] blocks exactly when it does.
    #[test]
    fn a_walker_stopped_against_a_wall_is_blocked_by_the_rules_too() {
        let mut stopped = 0;
        walkers_at_walls(|rules, b, dir, at| {
            for steps in [0, 1, 2, 5, 16] {
                let Some(r) = walk_run(rules, b.px, b.py, dir, steps) else {
                    continue;
                };
                if r.stopped {
                    stopped += 1;
                    assert!(
                        rules.blocked_ahead(b.px, b.py, dir, true, 0, false),
                        "{at} steps {steps}"
                    );
                }
            }
        });
        assert!(stopped > 500, "{stopped} stopped");
    }

    /// Every wall stop [`wall_stop`] gives is the rules' verdict:
    /// the body stands on its sensor column's support and the rules block
    /// its first pixel; and it finds every stop a walk run finds.
    #[test]
    fn a_wall_stop_is_the_rules_verdict() {
        let (mut stops, mut missed) = (0, 0);
        walkers_at_walls(|rules, b, dir, at| {
            let Some(r) = wall_stop(rules, b.px, b.py, dir) else {
                let by_run = walk_run(rules, b.px, b.py, dir, 1).is_some_and(|r| r.stopped);
                missed += u32::from(by_run);
                return;
            };
            stops += 1;
            assert_eq!((r.px, r.py, r.stopped), (b.px, b.py, true), "{at}");
            assert!(rules.sensor_supported(b.px, b.py), "{at}");
            assert!(rules.blocked_ahead(b.px, b.py, dir, true, 0, false), "{at}");
        });
        assert!(stops > 200 && missed == 0, "{stops} stops, {missed} missed");
    }

    /// Calls `f(rules, box, dir, where)` for boxes of many shapes standing
    /// on the ground of every column of two maps of walls and steps of
    /// every height, slopes and overhangs beside them (low ceiling slopes
    /// on the 8 px map), walking each way, gravity down.
    fn walkers_at_walls(mut f: impl FnMut(&Rules, BoxPx, i32, &str)) {
        let maps = [
            (
                concat!(
                    "..............\n",
                    ".#....F.7.....\n",
                    ".#.#...#...#..\n",
                    ".#.#.rR#/#Ll#.\n",
                    "##############\n",
                ),
                16,
            ),
            (
                concat!(
                    "............................\n",
                    "..7F.mMWw..7.F..F7..wW.Mm...\n",
                    "...#.....#.......#.....7.#..\n",
                    "....#.E..rR#..#.\\..Ll.#./...\n",
                    "############################\n",
                ),
                8,
            ),
        ];
        for (ascii, t) in maps {
            let map = TileMap::from_ascii(ascii, t).unwrap();
            let width = map.bounds().right.0;
            for (w, h) in [
                (1, 1),
                (2, 5),
                (3, 14),
                (8, 24),
                (11, 40),
                (12, 24),
                (14, 2),
            ]
            .into_iter()
            .chain((5..=17).map(|h| (7 + h % 4, h)))
            {
                for x in 8..width - 8 {
                    let Some(ground) = map.surface_below(PxPoint::new(x, 0), Px(80)) else {
                        continue;
                    };
                    let b = Body::new(SubPoint::from_px(x, ground.y.0), Size::new(w, h)).box_px();
                    let rules = Rules::new(&map, b, 1, &[]);
                    if !rules.core_clear(b.px, b.py) {
                        continue;
                    }
                    for dir in [-1, 1] {
                        let at = alloc::format!("{w}x{h} at x {x} dir {dir}");
                        f(&rules, b, dir, &at);
                    }
                }
            }
        }
    }
}
