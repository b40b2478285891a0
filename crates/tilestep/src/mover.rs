//! One pixel of movement at a time: the rules that decide whether a body may
//! shift, step up a slope, follow the ground down, or must stop.
//!
//! Everything here works on whole pixels; `g` is the gravity sign (+1 down,
//! -1 up, 0 none) so one code path serves both gravities.

use crate::body::BoxPx;
use crate::body::{Rect, Solid, SolidKind};
use crate::map::TileMap;
use crate::tiles::Class;

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
    pub map: &'a TileMap,
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
    pub fn new(map: &'a TileMap, b: BoxPx, g: i32, solids: &'a [Solid]) -> Mover<'a> {
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
        self.map.core_clear(b) && self.rect_hit(&b).is_none()
    }

    /// [`Mover::clear`] for a box that came one column by `came` (±1; 0:
    /// not known) from a position whose core overlaps no solid pixel of
    /// the map, its bottom row within one of `py`: only the map's pixels
    /// that can be new to the core are read
    /// ([`TileMap::core_clear_past`]).
    #[inline]
    pub fn clear_past(&self, px: i32, py: i32, came: i32) -> bool {
        if came == 0 {
            return self.clear(px, py);
        }
        let b = self.bx(px, py);
        self.map.core_clear_past(b, came) && self.rect_hit(&b).is_none()
    }

    /// True when pixel `(x, y)` is solid: the map's or a moving solid's.
    #[inline(always)]
    pub fn solid_px(&self, x: i32, y: i32) -> bool {
        self.map.solid_px(x, y) || (!self.solids.is_empty() && self.rect_has(x, y))
    }

    /// True when pixel `(x, y)` lies in an active moving solid.
    #[inline(never)]
    fn rect_has(&self, x: i32, y: i32) -> bool {
        self.rects().any(|(_, r)| r.has(x, y))
    }

    /// True when nothing at all (tile or moving solid of any kind) lies in
    /// pixels `[x0, x1] x [y0, y1]`, one-way tiles allowed when `oneway_ok`.
    #[inline(always)]
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
        if dir > 0 {
            (!self.ignore_top && self.map.on_tile_edge(py))
                .then(|| (self.map.tile_of(py), Class::Platform))
        } else {
            let top = py - self.h;
            (!self.ignore_under && self.map.on_tile_edge(top))
                .then(|| (self.map.tile_of(top) - 1, Class::PlatformUnder))
        }
    }

    /// True when the body may move from `(px, py)` to `(px, py + dy)`, `dy = ±1`.
    #[inline]
    pub fn can_shift_v(&self, px: i32, py: i32, dy: i32) -> bool {
        self.can_shift_v_past(px, py, dy, 0)
    }

    /// [`Mover::can_shift_v`] for a box that came one column by `came`
    /// from a position with a clear core, as [`Mover::clear_past`] says.
    #[inline]
    pub fn can_shift_v_past(&self, px: i32, py: i32, dy: i32, came: i32) -> bool {
        !self.oneway_blocks(px, py, dy) && self.clear_past(px, py + dy, came)
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
    /// `here_clear`: the map's core at `(px, py)` is known clear (see
    /// [`Mover::air`]).
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
            !self.clear(nx, py) && !self.can_shift_v(nx, py, -self.g)
        } else {
            matches!(self.air(px, py, dir, vy_sign, here_clear), Step::Blocked)
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

    /// The one-way tile in tile column `tx` whose surface lies along the
    /// box's edge on the gravity side, as `(tx, ty)`, if any.
    #[inline]
    pub fn oneway_tile_at(&self, tx: i32, py: i32) -> Option<(i32, i32)> {
        self.oneway_edge(py, self.g)
            .filter(|&(ty, class)| self.map.class_at(tx, ty) == class)
            .map(|(ty, _)| (tx, ty))
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
}
