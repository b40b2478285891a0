//! The walk rule, one pixel at a time (`docs/contract.md`, "Landing and
//! walking"): a standing body steps up one pixel when the way ahead rises,
//! follows the sensor column's ground down when its core stays clear,
//! keeps a ledge's height while any column is supported, and stops flush
//! at a wall; with the vertical shifts it is made of.
//!
//! Relied on by the shortcuts that take many pixels of it at once, which
//! build their windows and margins from the numbers named here: walk runs
//! (`shortcuts/walk_run/`), long runs and their way (`walk_long.rs`,
//! `way.rs`), air skims over the way (`air_skim.rs`), wall stops
//! (`wall_stop.rs`), flat runs (`flat_run.rs`) and a walker's whole step
//! (`walk_step.rs`).

use super::{PixelMove, Rules};
use crate::body::CoreShape;

/// A walker's feet move at most this many pixels against or along gravity
/// per pixel walked: the walk rule steps up, or follows the ground down,
/// one pixel at a time (invariant 3, no zip: `|dy| <= |dx|`).
pub(crate) const STEP: i32 = 1;

/// How many rows beyond a walker's box against gravity the walk rule
/// reads: the row a step up moves its far edge into.
pub(crate) const READ_ABOVE: i32 = 1;

/// How many rows beyond the rows its edges pass the walk rule reads a
/// one-way surface: the shift along gravity tests the edge it would cross,
/// and the support test after following the ground down one row more.
pub(crate) const ONEWAY_LOOK: i32 = 2;

/// The clear rows a walker `h` px tall needs above the ground under every
/// column it stands over (beyond it against gravity) for the walk rule to
/// follow that ground pixel for pixel: its box's rows, the row it reads
/// beyond them ([`READ_ABOVE`]), and a neighbouring column's ground may lie
/// one [`STEP`] higher.
#[inline(always)]
pub(crate) const fn headroom(h: i32) -> i32 {
    h + READ_ABOVE + STEP
}

/// True when ground rows `a` and `b` of neighbouring columns lie within a
/// walker's [`STEP`] of each other: ground the walk rule follows pixel for
/// pixel. (One unsigned compare.)
#[inline(always)]
pub(crate) const fn within_step(a: i32, b: i32) -> bool {
    (a - b + STEP) as u32 <= 2 * STEP as u32
}

impl Rules<'_> {
    /// True when the body may move from `(px, py)` to `(px, py + dy)`, `dy = ±1`.
    #[inline]
    pub fn can_shift_v(&self, px: i32, py: i32, dy: i32) -> bool {
        self.can_shift_v_past(px, py, dy, 0)
    }
    /// [`Rules::can_shift_v`] for a box that came one column by `came`
    /// from a position with a clear core, as [`Rules::core_clear_past`] says.
    #[inline]
    pub fn can_shift_v_past(&self, px: i32, py: i32, dy: i32, came: i32) -> bool {
        !self.oneway_blocks(px, py, dy) && self.core_clear_past(px, py + dy, came)
    }
    /// Like [`Rules::can_shift_v`], for a position whose core is known to be
    /// clear: tests only the pixels the shift adds.
    #[inline]
    pub fn can_shift_v_clear(&self, px: i32, py: i32, dy: i32) -> bool {
        !self.oneway_blocks(px, py, dy)
            && !self.map.core_shift_v_hits(self.bx(px, py), dy)
            && self.rect_hit(&self.bx(px, py + dy)).is_none()
    }
    /// True when one more pixel of walking (or air movement) by `dir` would be
    /// blocked: the shifted core overlaps a solid and so does the one-pixel
    /// slide against gravity (the probe behind flush stops).
    /// `here_clear`: the map's core at `(px, py)` is known clear (see
    /// [`Rules::air`]).
    pub fn blocked_ahead(
        &self,
        px: i32,
        py: i32,
        dir: i32,
        walker: bool,
        vy_sign: i32,
        here_clear: bool,
    ) -> bool {
        if walker {
            let nx = px + dir;
            self.wall_blocks(px, py, dir)
                || !self.core_clear(nx, py) && !self.can_shift_v(nx, py, -self.g)
        } else {
            matches!(
                self.air(px, py, dir, vy_sign, here_clear),
                PixelMove::Blocked
            )
        }
    }
    /// One pixel of walking for a standing body (the feet rule): step up one
    /// pixel against gravity when the way ahead rises; follow the sensor
    /// column's ground one pixel along gravity when the core stays clear;
    /// otherwise keep the height while any column is still supported (a
    /// ledge), easing one pixel toward a sensor ground that lies deeper
    /// inside the wedges. At most one pixel of height per pixel walked.
    /// A one-way wall ahead blocks it (`oneway_wall.rs`); feet that meet a
    /// one-way profile's surface one pixel up step onto it
    /// (`oneway_profile.rs`).
    pub fn walk(&self, px: i32, py: i32, dir: i32) -> PixelMove {
        let nx = px + dir;
        let g = self.g;
        if self.wall_blocks(px, py, dir) {
            return PixelMove::Blocked;
        }
        if self.map.holds_oneway_profiles() && self.profile_step_up(nx, py) {
            // Onto a one-way profile's surface one pixel up, as onto a slope.
            return PixelMove::Moved(py - g);
        }
        if self.core_clear(nx, py) {
            if self.sensor_supported(nx, py) {
                return PixelMove::Moved(py);
            }
            let down = self.can_shift_v_clear(nx, py, g);
            if down && self.sensor_supported(nx, py + g) {
                return PixelMove::Moved(py + g);
            }
            if self.core == CoreShape::Box {
                return self.walk_box_off_sensor(nx, py, down);
            }
            if !self.supported_off_sensor(nx, py) {
                return PixelMove::Lost(py);
            }
            // The sensor column is unsupported at `py + g` (above), so the
            // standing test there is its off-sensor half, and the feet rule
            // from there starts with one more clear shift.
            if down
                && self.supported_off_sensor(nx, py + g)
                && self.can_shift_v_clear(nx, py + g, g)
                && self
                    .feet_depth_by_rules(nx, py + 2 * g, self.reach() - 1)
                    .is_some()
            {
                return PixelMove::Moved(py + g);
            }
            return PixelMove::Moved(py);
        }
        if self.can_shift_v(nx, py, -g) {
            // The core was blocked one pixel along gravity from here: supported.
            return PixelMove::Moved(py - g);
        }
        PixelMove::Blocked
    }

    /// [`Rules::walk`] for a box core at `(nx, py)`, its core clear there and
    /// its sensor column unsupported there and one pixel along gravity
    /// (`down`: that pixel is free). A box core has no wedges for its feet to
    /// settle into: it stands on the highest support under its box, keeping
    /// the height while any column is supported, following it down one
    /// pixel where it lies one lower, falling where nothing is under it.
    fn walk_box_off_sensor(&self, nx: i32, py: i32, down: bool) -> PixelMove {
        if self.supported_off_sensor(nx, py) {
            PixelMove::Moved(py)
        } else if down && self.supported_off_sensor(nx, py + self.g) {
            PixelMove::Moved(py + self.g)
        } else {
            PixelMove::Lost(py)
        }
    }
}
