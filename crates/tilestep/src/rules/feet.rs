//! The feet rule (`docs/contract.md`, "Standing and the feet rule"): how
//! deep a standing or landing body's feet find the ground under its sensor
//! column, every overlap in its wedges and no one-way surface crossed.
//! Its entry ([`Rules::feet_depth`]) reads the depth from the solid bitmap
//! where that can tell, else goes by the rule pixel by pixel
//! ([`Rules::feet_depth_by_rules`], what the step by the rules alone calls).
//!
//! Relied on by `landing.rs` (a sensor column whose own pixel beyond the
//! box is solid, its edge pixel clear, is at depth 0).

use super::Rules;
use crate::body::CoreShape;
use crate::tiles::OneWay;

impl Rules<'_> {
    /// The feet rule's first case: from `(px, py)`, the sensor column's ground
    /// lies `k` pixels along gravity (`0..=n`), reachable with the core clear
    /// and no one-way surface crossed. Returns that `k`.
    pub fn feet_depth(&self, px: i32, py: i32, n: i32) -> Option<i32> {
        match self.feet_depth_by_bits(px, py, n) {
            Some(depth) => depth,
            None => self.feet_depth_by_rules(px, py, n),
        }
    }

    /// [`Rules::feet_depth`] read from the solid bitmap, when it can tell
    /// (`None` otherwise: moving solids, a box core, rows beyond the bitmap or more
    /// than a window word, a one-way tile where the box's edge along
    /// gravity passes). With none of those, the sensor column's ground
    /// `k` pixels along gravity is reached exactly when every shift before
    /// it keeps the core clear: no core column holds a solid pixel in the
    /// `k` rows its end passes, which start one further inside the box per
    /// column away from the sensor column. The core is clear at the start.
    #[inline]
    fn feet_depth_by_bits(&self, px: i32, py: i32, n: i32) -> Option<Option<i32>> {
        let g = self.g;
        if g == 0 || n < 0 || !self.solids.is_empty() || self.core == CoreShape::Box {
            return None;
        }
        let bits = self.map.bits.as_ref()?;
        let b = self.bx(px, py);
        let (xa, xb) = b.core_cols();
        let far = (px - xa).max(xb - px);
        // The rows read: the sensor column's beyond the box over `n`
        // shifts, and the core's ends on the way.
        let top = b.top();
        let (lo, hi) = if g > 0 {
            (py - far, py + n)
        } else {
            (top - 1 - n, top - 1 + far)
        };
        if hi - lo >= 64 || !bits.inside(xa, lo, xb, hi) {
            return None;
        }
        // The rows the box's edge along gravity passes: no one-way surface
        // facing it there, whether or not the drop passes it.
        let (side, e0, e1) = if g > 0 {
            (OneWay::Top, py, py + n)
        } else {
            (OneWay::Under, top - n, top)
        };
        if !self
            .map
            .no_oneway_edges(side, b.left(), b.right() - 1, e0, e1)
            || !self
                .map
                .only_plain_near(b.left(), lo.min(e0 - 1), b.right() - 1, hi.max(e1))
        {
            return None;
        }
        let ground = if g > 0 {
            bits.first_down(px, py, py + n).map(|r| r - py)
        } else {
            bits.first_up(px, top - 1 - n, top - 1).map(|r| top - 1 - r)
        };
        let Some(k) = ground else {
            return Some(None);
        };
        let blocked = k > 0
            && if g > 0 {
                bits.any_in_wedge(px, py, -1, k, xa, xb)
            } else {
                bits.any_in_wedge(px, top - k, 1, k, xa, xb)
            };
        Some((!blocked).then_some(k))
    }
    /// How deep the feet rule looks for the sensor column's ground: a
    /// 45° wedge is at most half the box deep.
    #[inline]
    pub fn reach(&self) -> i32 {
        self.w.max(self.h) / 2 + 1
    }
    /// [`Rules::feet_depth`] pixel by pixel, as the rule reads: the
    /// standing test, then one clear shift along gravity, `n` times.
    pub fn feet_depth_by_rules(&self, px: i32, py: i32, n: i32) -> Option<i32> {
        let g = self.g;
        let mut y = py;
        for k in 0..=n {
            if self.sensor_supported(px, y) {
                return Some(k);
            }
            if k == n || !self.can_shift_v_clear(px, y, g) {
                return None;
            }
            y += g;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::Rules;
    use crate::{Body, Edges, Gravity, Legend, Size, SubPoint, TileDef, TileMap};

    /// Wherever the bitmap can tell, it tells what the rule does: boxes of
    /// several shapes with a clear core at every place of a map with
    /// slopes of both steepnesses, steps, overhangs, ceiling slopes and
    /// one-way tiles, both gravities, every depth up to past the reach.
    #[test]
    fn the_bitmap_finds_the_depth_the_rule_finds() {
        // Jagged custom profiles too: steps of several pixels between
        // neighbouring columns, a floor (`j`) and a ceiling (`k`).
        let jagged = [3, 9, 2, 14, 5, 5, 1, 12, 7, 0, 16, 4, 8, 2, 11, 6];
        let mut legend = Legend::default();
        legend.insert('j', TileDef::custom(false, &jagged));
        legend.insert('k', TileDef::custom(true, &jagged));
        let rows = concat!(
            "##############\n",
            "..mM#7#k#Ww._#\n",
            "......7#F..k..\n",
            "..............\n",
            "......-.......\n",
            "....j./#\\..j..\n",
            "..rR#/###Ll.#j\n",
            "##############\n",
        );
        let map = TileMap::from_ascii_with(rows, 16, &legend, Edges::default()).unwrap();
        let (mut told, mut found, mut left) = (0, 0, 0);
        for size in [Size::new(6, 10), Size::new(12, 24), Size::new(3, 31)] {
            for gravity in [Gravity::Down, Gravity::Up] {
                for x in 0..224 {
                    for y in 0..128 {
                        let b = Body::new(SubPoint::from_px(x, y), size).box_px();
                        let rules = Rules::new(&map, b, gravity.sign(), &[]);
                        if !rules.core_clear(b.px, b.py) {
                            continue;
                        }
                        for n in [0, 1, 4, rules.reach()] {
                            let by_rules = rules.feet_depth_by_rules(b.px, b.py, n);
                            match rules.feet_depth_by_bits(b.px, b.py, n) {
                                Some(bits) => {
                                    let at = alloc::format!("{size:?} {gravity:?} ({x}, {y}) {n}");
                                    assert_eq!(bits, by_rules, "{at}");
                                    told += 1;
                                    found += u32::from(bits.is_some());
                                }
                                None => left += 1,
                            }
                        }
                    }
                }
            }
        }
        assert!(
            told > 50_000 && found > 2_000 && left > 2_000,
            "{told} {found} {left}"
        );
    }
}
