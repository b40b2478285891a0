//! The feet rule (`docs/contract.md`, "Standing and the feet rule"): how
//! deep a standing or landing body's feet find the ground under its sensor
//! column, every overlap in its wedges and no one-way surface crossed.
//!
//! Relied on by `feet_bits.rs` and `landing.rs` (a sensor column whose
//! own pixel beyond the box is solid, its edge pixel clear, is at depth
//! 0).

use super::Rules;

impl Rules<'_> {
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
