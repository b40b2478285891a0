//! One-way surfaces (`docs/contract.md`, "One-way surfaces"): a `platform`
//! stops only a body moving down whose bottom was at or above its edge
//! when the frame began, a `platform_under` only a body moving up whose
//! top was at or below its edge; moving solids of the one-way kinds alike.
//!
//! Relied on by `walk_run/`, `walk_long.rs` and `air_skim.rs`
//! (no one-way surface within their margins of the box's edges),
//! `flat_run.rs` (one-way tops count as flat ground), `flight.rs` (no
//! one-way surface where the box's edges pass), `landing.rs` (none on
//! the rows its bottom edge passes, else this file's bound) and
//! the feet rule's bitmap read (`feet.rs`: none on the feet's way).

use super::Rect;
use super::Rules;
use crate::body::{BoxPx, SolidKind};
use crate::tiles::Class;

impl Rules<'_> {
    /// The one-way rule's frame-start test, decided here alone for tiles
    /// and moving solids: the nearest row at or beyond `edge` (along `dir`,
    /// the way the box's edge moves) whose one-way surface can stop the
    /// box. A `platform`'s top edge stops a body moving down (`dir > 0`)
    /// only if the body's bottom was at or above it when the frame began:
    /// the first such edge is at `max(edge, start_bottom)`. A
    /// `platform_under`'s bottom edge stops a body moving up only if its top
    /// was at or below it: `min(edge, start_top)`.
    #[inline(always)]
    pub fn first_stopping_row(&self, edge: i32, dir: i32) -> i32 {
        if dir > 0 {
            edge.max(self.start_bottom)
        } else {
            edge.min(self.start_top)
        }
    }

    /// True when a one-way surface on row `edge` may stop the box's edge
    /// moving by `dir`: the edge began the frame on its side
    /// ([`Rules::first_stopping_row`]).
    #[inline(always)]
    pub fn began_before(&self, edge: i32, dir: i32) -> bool {
        self.first_stopping_row(edge, dir) == edge
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
                            dy > 0 && !self.ignore_top && r.t == py && self.began_before(py, 1)
                        }
                        SolidKind::OneWayBottom => {
                            dy < 0
                                && !self.ignore_under
                                && r.b == b.top()
                                && self.began_before(b.top(), -1)
                        }
                        SolidKind::Solid => false,
                    }
            })
        {
            return true;
        }
        // A tile's surface stops only a body whose edge began on its side.
        let edge = if dy > 0 { py } else { b.top() };
        self.began_before(edge, dy)
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
    #[inline(always)]
    pub fn oneway_solid_under(&self, x0: i32, x1: i32, py: i32) -> Option<usize> {
        if self.solids.is_empty() {
            return None;
        }
        self.oneway_solid_among(x0, x1, py)
    }

    /// [`Rules::oneway_solid_under`] among the moving solids given.
    #[inline(never)]
    fn oneway_solid_among(&self, x0: i32, x1: i32, py: i32) -> Option<usize> {
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

    /// How far (`0..=n`) box `b` may move vertically by `dir` before it
    /// would cross a one-way tile's surface in its blocking direction.
    pub fn oneway_tiles_free(&self, b: &BoxPx, dir: i32, n: i32) -> i32 {
        let mut ow = n;
        let t = self.map.t;
        let (x0, x1) = (b.left(), b.right() - 1);
        if dir > 0 && !self.ignore_top {
            // Platform edges Y with py <= Y < py + ow that the box's
            // bottom began the frame at or above.
            let py = b.py;
            let lo = self.first_stopping_row(py, 1);
            let mut y = lo + (t - lo.rem_euclid(t)) % t;
            while y < py + ow {
                if self
                    .map
                    .row_has_class(self.map.tile_of(y), x0, x1, Class::Platform)
                    .is_some()
                {
                    ow = y - py;
                    break;
                }
                y += t;
            }
        } else if dir < 0 && !self.ignore_under {
            // Underside edges Y (a tile's bottom) with top - ow < Y <= top
            // that the box's top began the frame at or below.
            let top = b.top();
            let hi = self.first_stopping_row(top, -1);
            let mut y = hi - hi.rem_euclid(t);
            while y > top - ow {
                let ty = self.map.tile_of(y) - 1;
                if self
                    .map
                    .row_has_class(ty, x0, x1, Class::PlatformUnder)
                    .is_some()
                {
                    ow = top - y;
                    break;
                }
                y -= t;
            }
        }
        ow
    }

    /// How far (`0..=n`) box `b` may move by `dir` before crossing the
    /// one-way edge of moving solid `r` in its blocking direction (none
    /// for a full solid).
    pub fn oneway_rect_free(&self, r: &Rect, b: &BoxPx, dir: i32, n: i32) -> i32 {
        if !r.spans(b.left(), b.right() - 1) {
            return n;
        }
        match r.kind {
            SolidKind::OneWayTop if dir > 0 && self.began_before(r.t, 1) && b.py <= r.t => {
                (r.t - b.py).min(n)
            }
            SolidKind::OneWayBottom if dir < 0 && self.began_before(r.b, -1) && b.top() >= r.b => {
                (b.top() - r.b).min(n)
            }
            _ => n,
        }
    }
}
