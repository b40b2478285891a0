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

use crate::map::bits::SolidBits;
use crate::rules::{Rules, STEP};

impl Rules<'_> {
    /// True when the rules block a walker at `(px, py)` with gravity down
    /// one pixel on by `dir`: the core there overlaps a solid pixel (in the
    /// column it brings into the box or the sensor column), and so does
    /// the core one [`STEP`] higher (in the column it brings in). Everything
    /// read lies in the run's window, inside the map's bitmap.
    pub(crate) fn pushing(&self, bits: &SolidBits, px: i32, py: i32, dir: i32) -> bool {
        let (w, h) = (self.w, self.h);
        let left = px - w / 2;
        let (nx, next) = (px + dir, if dir > 0 { left + w } else { left - 1 });
        // The column's core rows at its distance from the sensor column
        // (none when it lies beyond the core's cuts).
        let d = (next - nx).abs();
        let meets = |bottom: i32| bits.any(next, bottom - h + d, bottom - 1 - d);
        (meets(py) || bits.any(nx, py - h, py - 1)) && meets(py - STEP)
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::Rules;
    use crate::{Body, Px, PxPoint, Size, SubPoint, TileMap};

    /// The rules' verdict on a walker's first pixel (or probe) is
    /// [`Rules::blocked_ahead`]: [`Rules::walk`] blocks exactly when it does.
    #[test]
    fn a_walker_stopped_against_a_wall_is_blocked_by_the_rules_too() {
        // Walls and steps of every height, slopes and overhangs beside
        // them (low ceiling slopes on the 8 px map), walked into by boxes
        // of many shapes from every column.
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
        let mut stopped = 0;
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
                        for steps in [0, 1, 2, 5, 16] {
                            let Some(r) = rules.walk_run(b.px, b.py, dir, steps) else {
                                continue;
                            };
                            if r.stopped {
                                stopped += 1;
                                assert!(
                                    rules.blocked_ahead(b.px, b.py, dir, true, 0, false),
                                    "{w}x{h} at x {x} dir {dir} steps {steps}"
                                );
                            }
                        }
                    }
                }
            }
        }
        assert!(stopped > 500, "{stopped} stopped");
    }
}
