//! One pixel of movement at a time: the rules that decide whether a body may
//! shift, step up a slope, follow the ground down, or must stop.
//!
//! Everything here works on whole pixels; `g` is the gravity sign (+1 down,
//! -1 up, 0 none) so one code path serves both gravities.

use super::map::Map;
use crate::core_shape::BoxPx;
use crate::solid::{Rect, Solid, SolidKind};
use crate::tile_shape::Class;

/// The outcome of trying to move one pixel horizontally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// Moved; the new bottom row (exclusive) is given.
    Moved(i32),
    /// Moved, but a walker lost its support (it falls from now on).
    Lost(i32),
    /// Could not move.
    Blocked,
}

/// The fixed facts of one body's step.
pub(crate) struct Mover<'a> {
    pub map: Map<'a>,
    pub w: i32,
    pub h: i32,
    /// Gravity sign: +1 down, -1 up, 0 none.
    pub g: i32,
    /// Bottom row (exclusive) when the frame began: one-way `platform` edges
    /// stop only bodies whose bottom was at or above them.
    pub start_bottom: i32,
    /// Top row when the frame began (for `platform_under`).
    pub start_top: i32,
    /// Drop-through: ignore `platform` (top-edge) surfaces.
    pub ignore_top: bool,
    /// Drop-through: ignore `platform_under` (bottom-edge) surfaces.
    pub ignore_under: bool,
    /// Moving solids that collide like tiles.
    pub solids: &'a [Solid],
    /// Ledge assist: how many pixels a falling body may be lifted to get
    /// over a ledge it moves into (see [`crate::Assists::ledge_assist`]).
    pub lift: i32,
}

impl<'a> Mover<'a> {
    /// The mover for a body whose box is `b` at the frame's start, with no
    /// drop-through and no ledge assist.
    #[inline]
    pub fn new(map: Map<'a>, b: BoxPx, g: i32, solids: &'a [Solid]) -> Mover<'a> {
        Mover {
            map,
            w: b.w,
            h: b.h,
            g,
            start_bottom: b.py,
            start_top: b.top(),
            ignore_top: false,
            ignore_under: false,
            solids,
            lift: 0,
        }
    }

    #[inline]
    pub fn bx(&self, px: i32, py: i32) -> BoxPx {
        BoxPx {
            px,
            py,
            w: self.w,
            h: self.h,
        }
    }

    /// The active moving solids in play, as pixel boxes, with their indices.
    #[inline]
    pub fn rects(&self) -> impl Iterator<Item = (usize, Rect)> + '_ {
        self.solids
            .iter()
            .enumerate()
            .filter(|(_, s)| s.active)
            .map(|(i, s)| (i, Rect::of(s)))
    }

    /// The first moving solid overlapping the core of `b`.
    #[inline]
    pub fn rect_hit(&self, b: &BoxPx) -> Option<usize> {
        if self.solids.is_empty() {
            return None;
        }
        self.rects().find(|(_, r)| r.hits_core(b)).map(|(i, _)| i)
    }

    /// True when the core at `(px, py)` overlaps no solid pixel.
    #[inline]
    pub fn clear(&self, px: i32, py: i32) -> bool {
        let b = self.bx(px, py);
        self.map.core_hit(b).is_none() && self.rect_hit(&b).is_none()
    }

    /// True when pixel `(x, y)` is solid: the map's or a moving solid's.
    #[inline]
    pub fn solid_px(&self, x: i32, y: i32) -> bool {
        self.map.is_solid(x, y)
            || (!self.solids.is_empty() && self.rects().any(|(_, r)| r.has(x, y)))
    }

    /// True when nothing at all (tile or moving solid of any kind) lies in
    /// pixels `[x0, x1] x [y0, y1]`, one-way tiles allowed when `oneway_ok`.
    #[inline]
    pub fn region_clear(&self, x0: i32, y0: i32, x1: i32, y1: i32, oneway_ok: bool) -> bool {
        self.map.region_clear(x0, y0, x1, y1, oneway_ok)
            && (self.solids.is_empty()
                || !self
                    .rects()
                    .any(|(_, r)| (r.solid() || !oneway_ok) && r.meets(x0, y0, x1, y1)))
    }

    /// True when moving the box from bottom `py` by `dy` (±1) crosses a
    /// one-way surface in its blocking direction.
    pub fn oneway_blocks(&self, px: i32, py: i32, dy: i32) -> bool {
        let b = self.bx(px, py);
        if !self.solids.is_empty()
            && self.rects().any(|(_, r)| {
                r.spans(b.left(), b.right() - 1)
                    && match r.kind {
                        SolidKind::OneWayTop => {
                            dy > 0 && !self.ignore_top && r.t == py && self.start_bottom <= py
                        }
                        SolidKind::OneWayBottom => {
                            dy < 0
                                && !self.ignore_under
                                && r.b == b.top()
                                && self.start_top >= b.top()
                        }
                        SolidKind::Solid => false,
                    }
            })
        {
            return true;
        }
        // A tile's surface stops only a body whose edge began on its side.
        let started_before = if dy > 0 {
            self.start_bottom <= py
        } else {
            self.start_top >= b.top()
        };
        started_before
            && self.oneway_edge(py, dy).is_some_and(|(ty, class)| {
                self.map
                    .row_has_class(ty, b.left(), b.right() - 1, class)
                    .is_some()
            })
    }

    /// The tile row whose one-way surface would lie along the box's edge
    /// on the `dir` side (`dir > 0`: the bottom edge and `platform` tiles;
    /// otherwise the top edge and `platform_under` tiles), with that class:
    /// `None` when that edge isn't tile-aligned or those surfaces are
    /// ignored (drop-through).
    #[inline]
    fn oneway_edge(&self, py: i32, dir: i32) -> Option<(i32, Class)> {
        let t = self.map.t;
        if dir > 0 {
            (!self.ignore_top && py.rem_euclid(t) == 0)
                .then(|| (self.map.tile_of(py), Class::Platform))
        } else {
            let top = py - self.h;
            (!self.ignore_under && top.rem_euclid(t) == 0)
                .then(|| (self.map.tile_of(top) - 1, Class::PlatformUnder))
        }
    }

    /// True when the body may move from `(px, py)` to `(px, py + dy)`, `dy = ±1`.
    #[inline]
    pub fn can_shift_v(&self, px: i32, py: i32, dy: i32) -> bool {
        !self.oneway_blocks(px, py, dy) && self.clear(px, py + dy)
    }

    /// Like [`Mover::can_shift_v`], for a position whose core is known to be
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
    pub fn blocked_ahead(&self, px: i32, py: i32, dir: i32, walker: bool, vy_sign: i32) -> bool {
        if walker {
            let nx = px + dir;
            !self.clear(nx, py) && !self.can_shift_v(nx, py, -self.g)
        } else {
            matches!(self.air(px, py, dir, vy_sign), Step::Blocked)
        }
    }

    /// A one-way surface lies along the box's edge on the gravity side.
    pub fn oneway_under(&self, x0: i32, x1: i32, py: i32) -> bool {
        self.oneway_tile_under(x0, x1, py) || self.oneway_solid_under(x0, x1, py).is_some()
    }

    /// A one-way tile's surface lies along the box's edge on the gravity side.
    pub fn oneway_tile_under(&self, x0: i32, x1: i32, py: i32) -> bool {
        self.oneway_edge(py, self.g)
            .is_some_and(|(ty, class)| self.map.row_has_class(ty, x0, x1, class).is_some())
    }

    /// The one-way moving solid whose surface lies along the box's edge on
    /// the gravity side under columns `[x0, x1]`, if any.
    pub fn oneway_solid_under(&self, x0: i32, x1: i32, py: i32) -> Option<usize> {
        if self.solids.is_empty() {
            return None;
        }
        let top = py - self.h;
        self.rects()
            .find(|(_, r)| {
                r.spans(x0, x1)
                    && match r.kind {
                        SolidKind::OneWayTop => self.g > 0 && !self.ignore_top && r.t == py,
                        SolidKind::OneWayBottom => self.g < 0 && !self.ignore_under && r.b == top,
                        SolidKind::Solid => false,
                    }
            })
            .map(|(i, _)| i)
    }

    /// The full moving solid holding a real surface under some column of
    /// `[x0, x1]` for the box with bottom row `py`.
    pub fn solid_surface_under(&self, x0: i32, x1: i32, py: i32) -> Option<usize> {
        if self.solids.is_empty() {
            return None;
        }
        let (row, edge) = (self.beyond_row(py), self.edge_row(py));
        self.rects()
            .find(|(_, r)| (x0..=x1).any(|x| r.has(x, row) && !self.solid_px(x, edge)))
            .map(|(i, _)| i)
    }

    /// Column `x` holds a real surface for the box with bottom row `py`: a
    /// solid pixel right beyond its edge along gravity, its own edge pixel
    /// clear.
    pub fn surface(&self, x: i32, py: i32) -> bool {
        self.solid_px(x, self.beyond_row(py)) && !self.solid_px(x, self.edge_row(py))
    }

    /// The box's own row on its edge along gravity.
    pub fn edge_row(&self, py: i32) -> i32 {
        if self.g > 0 {
            py - 1
        } else {
            py - self.h
        }
    }

    /// The tile holding column `x`'s support from a tile when the box's
    /// bottom is `py`: a solid pixel right beyond the box along gravity, or
    /// a one-way tile's surface along that edge.
    #[inline(always)]
    pub fn tile_support(&self, x: i32, py: i32) -> Option<(i32, i32)> {
        let row = self.beyond_row(py);
        let tx = self.map.tile_of(x);
        if self.map.is_solid(x, row) {
            (!self.solid_px(x, self.edge_row(py))).then(|| (tx, self.map.tile_of(row)))
        } else {
            self.oneway_edge(py, self.g)
                .filter(|&(ty, class)| self.map.class_at(tx, ty) == class)
                .map(|(ty, _)| (tx, ty))
        }
    }

    /// The row just beyond the box along gravity.
    #[inline]
    pub fn beyond_row(&self, py: i32) -> i32 {
        if self.g > 0 {
            py
        } else {
            py - self.h - 1
        }
    }

    /// The contract's standing test: a real surface right beyond the box
    /// along gravity under some column, or one more pixel would put the
    /// core into a solid pixel, or a one-way surface lies along that edge.
    pub fn supported(&self, px: i32, py: i32) -> bool {
        if self.g == 0 {
            return false;
        }
        self.sensor_supported(px, py) || self.supported_off_sensor(px, py)
    }

    /// The standing test's other cases, for when the sensor column is known
    /// to be unsupported: a solid pixel beyond some other column, a one-way
    /// surface along the edge, or a chamfer resting on a corner.
    pub fn supported_off_sensor(&self, px: i32, py: i32) -> bool {
        if self.g == 0 {
            return false;
        }
        let b = self.bx(px, py);
        let (x0, x1) = (b.left(), b.right() - 1);
        // Fast rejection: nothing but empty tiles in the box and the row beyond.
        let (y0, y1) = if self.g > 0 {
            (b.top(), py)
        } else {
            (b.top() - 1, py - 1)
        };
        if self.region_clear(x0, y0, x1, y1, false) {
            return false;
        }
        (x0..=x1).any(|x| self.surface(x, py))
            || self.oneway_under(x0, x1, py)
            || self.map.core_shift_v_hits(b, self.g)
            || self.rect_hit(&self.bx(px, py + self.g)).is_some()
    }

    /// The sensor column alone is supported: a solid pixel or a one-way
    /// surface right beyond the box under column `px`.
    #[inline]
    pub fn sensor_supported(&self, px: i32, py: i32) -> bool {
        self.surface(px, py) || self.oneway_under(px, px, py)
    }

    /// How deep the feet rule looks for the sensor column's ground: a
    /// 45° wedge is at most half the box deep.
    #[inline]
    pub fn reach(&self) -> i32 {
        self.w.max(self.h) / 2 + 1
    }

    /// The feet rule's first case: from `(px, py)`, the sensor column's ground
    /// lies `k` pixels along gravity (`0..=n`), reachable with the core clear
    /// and no one-way surface crossed. Returns that `k`.
    pub fn feet_depth(&self, px: i32, py: i32, n: i32) -> Option<i32> {
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

    /// One pixel of walking for a standing body (the feet rule): step up one
    /// pixel against gravity when the way ahead rises; follow the sensor
    /// column's ground one pixel along gravity when the core stays clear;
    /// otherwise keep the height while any column is still supported (a
    /// ledge), easing one pixel toward a sensor ground that lies deeper
    /// inside the wedges. At most one pixel of height per pixel walked.
    pub fn walk(&self, px: i32, py: i32, dir: i32) -> Step {
        let nx = px + dir;
        let g = self.g;
        if self.clear(nx, py) {
            if self.sensor_supported(nx, py) {
                return Step::Moved(py);
            }
            let down = self.can_shift_v_clear(nx, py, g);
            if down && self.sensor_supported(nx, py + g) {
                return Step::Moved(py + g);
            }
            if !self.supported_off_sensor(nx, py) {
                return Step::Lost(py);
            }
            // The sensor column is unsupported at `py + g` (above), so the
            // standing test there is its off-sensor half, and the feet rule
            // from there starts with one more clear shift.
            if down
                && self.supported_off_sensor(nx, py + g)
                && self.can_shift_v_clear(nx, py + g, g)
                && self.feet_depth(nx, py + 2 * g, self.reach() - 1).is_some()
            {
                return Step::Moved(py + g);
            }
            return Step::Moved(py);
        }
        if self.can_shift_v(nx, py, -g) {
            // The core was blocked one pixel along gravity from here: supported.
            return Step::Moved(py - g);
        }
        Step::Blocked
    }

    /// One pixel of horizontal movement in the air. A blocked body slides one
    /// pixel against gravity if that clears it (landing on a slope or a
    /// corner keeps its speed); while moving against gravity it may also slide
    /// along gravity (grazing a ceiling slope). Without gravity it slides the
    /// one way that is clear, if exactly one is.
    pub fn air(&self, px: i32, py: i32, dir: i32, vy_sign: i32) -> Step {
        let nx = px + dir;
        if self.clear(nx, py) {
            return Step::Moved(py);
        }
        let g = self.g;
        if g != 0 {
            if self.can_shift_v(nx, py, -g) {
                return Step::Moved(py - g);
            }
            if vy_sign == -g && self.can_shift_v(nx, py, g) {
                return Step::Moved(py + g);
            }
            if vy_sign == g && self.lift > 1 {
                // Ledge assist: lift in place, then over the ledge.
                let mut y = py;
                for _ in 0..self.lift {
                    if !self.can_shift_v(px, y, -g) {
                        break;
                    }
                    y -= g;
                    if self.clear(nx, y) {
                        return Step::Moved(y);
                    }
                }
            }
        } else {
            let up = self.can_shift_v(nx, py, -1);
            let down = self.can_shift_v(nx, py, 1);
            if up != down {
                return Step::Moved(if up { py - 1 } else { py + 1 });
            }
        }
        Step::Blocked
    }
}
