//! One-way profiles (`docs/contract.md`, "One-way slopes"): the one-way
//! slopes and custom profiles marked one-way. None of their pixels is
//! solid; a floor profile's surface (each column's topmost pixel) stops a
//! body moving down only where its **feet** would cross it, and only if
//! they began the frame at or above it: a chamfered body's feet are its
//! sensor column, a box-cored body's its whole bottom edge. A ceiling
//! profile is the mirror, met by the top. The frame-start test and the
//! drop are the one-way rule's (`oneway.rs`, which asks this file beside
//! the platforms); the profiles are never firm.
//!
//! Support is wider than the stop: a surface right beyond the box's edge
//! along gravity, under any column whose own edge pixel is clear, holds
//! the body up, and a walker whose feet meet a surface one pixel above
//! them steps up onto it (`walk.rs`), as onto a slope.
//!
//! Relied on by no shortcut: each leaves a box near a one-way profile to
//! the rules ([`crate::TileMap::only_plain_near`], and the tile tests
//! that let only platforms through).

use super::oneway::Stopping;
use super::Rules;
use crate::body::{BoxPx, CoreShape};

impl Rules<'_> {
    /// The columns of the box at sensor column `px` that meet a one-way
    /// profile's surface: the sensor column of a chamfered core, every
    /// column of a box core.
    #[inline(always)]
    fn feet_cols(&self, px: i32) -> (i32, i32) {
        match self.core {
            CoreShape::Chamfered => (px, px),
            CoreShape::Box => {
                let left = px - self.w / 2;
                (left, left + self.w - 1)
            }
        }
    }

    /// True when a one-way profile that `stop` names has its surface on
    /// the pixel boundary `edge` under the feet of the box at sensor
    /// column `px` (the frame-start test is the caller's).
    #[inline(always)]
    pub(crate) fn profile_meets_feet(&self, px: i32, edge: i32, stop: Stopping) -> bool {
        self.map.holds_oneway_profiles() && !stop.firm_only && self.profile_at_feet(px, edge, stop)
    }

    /// [`Rules::profile_meets_feet`] on a map that holds one-way profiles.
    #[inline(never)]
    fn profile_at_feet(&self, px: i32, edge: i32, stop: Stopping) -> bool {
        let (x0, x1) = self.feet_cols(px);
        (x0..=x1).any(|x| self.map.oneway_profile_at(x, edge, stop.side).is_some())
    }

    /// The one-way profile tile whose surface lies right beyond the box's
    /// edge along gravity under column `x` (bottom row `py`), the column's
    /// own edge pixel clear: a surface that supports the box there. `None`
    /// where none does (the drop passes them all).
    #[inline(always)]
    pub(crate) fn profile_support(&self, x: i32, py: i32) -> Option<(i32, i32)> {
        if !self.map.holds_oneway_profiles() {
            return None;
        }
        self.profile_support_at(x, py)
    }

    /// [`Rules::profile_support`] on a map that holds one-way profiles.
    #[inline(never)]
    fn profile_support_at(&self, x: i32, py: i32) -> Option<(i32, i32)> {
        let stop = self.oneway_stopping(self.g).filter(|s| !s.firm_only)?;
        let edge = self.bx(x, py).oneway_edge(stop.side);
        let tile = self.map.oneway_profile_at(x, edge, stop.side)?;
        (!self.solid_px(x, self.edge_row(py))).then_some(tile)
    }

    /// True when some column of `[x0, x1]` holds a one-way profile's
    /// support for the box with bottom row `py` ([`Rules::profile_support`]).
    #[inline(always)]
    pub(crate) fn profile_under(&self, x0: i32, x1: i32, py: i32) -> bool {
        self.map.holds_oneway_profiles() && self.profile_under_among(x0, x1, py)
    }

    /// [`Rules::profile_under`] on a map that holds one-way profiles.
    #[inline(never)]
    fn profile_under_among(&self, x0: i32, x1: i32, py: i32) -> bool {
        (x0..=x1).any(|x| self.profile_support_at(x, py).is_some())
    }

    /// How far (`0..=n`) box `b` may move vertically by `dir` before its
    /// feet would cross a one-way profile's surface that `stop` names,
    /// from the surfaces on boundaries `from` (the frame-start test's
    /// first, [`Rules::first_stopping_row`]) on.
    #[inline(always)]
    pub(crate) fn profile_free(
        &self,
        b: &BoxPx,
        dir: i32,
        n: i32,
        stop: Stopping,
        from: i32,
    ) -> i32 {
        if !self.map.holds_oneway_profiles() || stop.firm_only || n <= 0 {
            return n;
        }
        self.profile_free_among(b, dir, n, stop, from)
    }

    /// [`Rules::profile_free`] on a map that holds one-way profiles.
    #[inline(never)]
    fn profile_free_among(&self, b: &BoxPx, dir: i32, n: i32, stop: Stopping, from: i32) -> i32 {
        let edge = b.oneway_edge(stop.side);
        // The boundaries the edge would reach: `edge .. edge + n` by `dir`.
        let to = edge + dir * (n - 1);
        if (to - from) * dir < 0 {
            return n;
        }
        let (x0, x1) = self.feet_cols(b.px);
        (x0..=x1)
            .filter_map(|x| self.map.first_oneway_profile(x, from, to, stop.side))
            .map(|e| (e - edge) * dir)
            .fold(n, i32::min)
    }

    /// How far (`0..=n`) box `b` may move along gravity before a one-way
    /// profile's surface supports it ([`Rules::profile_support`], under
    /// any column: the real-surface rule, which bounds the vertical
    /// sweep along gravity as real surfaces do; the feet then settle onto
    /// the sensor column's surface).
    #[inline(always)]
    pub(crate) fn profile_support_free(&self, b: &BoxPx, n: i32) -> i32 {
        if !self.map.holds_oneway_profiles() || n <= 0 {
            return n;
        }
        self.profile_support_free_among(b, n)
    }

    /// [`Rules::profile_support_free`] on a map that holds one-way profiles.
    #[inline(never)]
    fn profile_support_free_among(&self, b: &BoxPx, n: i32) -> i32 {
        let g = self.g;
        let Some(stop) = self.oneway_stopping(g).filter(|s| !s.firm_only) else {
            return n;
        };
        let edge = b.oneway_edge(stop.side);
        let mut free = n;
        for x in b.left()..b.right() {
            let mut from = edge;
            // Boundaries the edge reaches before the bound found so far.
            while (from - edge) * g < free {
                let to = edge + g * (free - 1);
                let Some(e) = self.map.first_oneway_profile(x, from, to, stop.side) else {
                    break;
                };
                let k = (e - edge) * g;
                if !self.solid_px(x, self.edge_row(b.py + g * k)) {
                    free = k;
                    break;
                }
                from = e + g;
            }
        }
        free
    }

    /// The walk's step onto a one-way profile: true when the feet of the
    /// box at `(nx, py)` meet a one-way profile's surface one pixel
    /// against gravity (their own edge row holds it) and the box may move
    /// there. (With the drop the profiles along gravity are passed.)
    #[inline(never)]
    pub(crate) fn profile_step_up(&self, nx: i32, py: i32) -> bool {
        let g = self.g;
        let Some(stop) = self.oneway_stopping(g).filter(|s| !s.firm_only) else {
            return false;
        };
        let edge = self.bx(nx, py).oneway_edge(stop.side) - g;
        self.profile_meets_feet(nx, edge, stop) && self.can_shift_v(nx, py, -g)
    }
}
