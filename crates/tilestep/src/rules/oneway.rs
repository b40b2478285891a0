//! One-way surfaces (`docs/contract.md`, "One-way surfaces"): a `platform`
//! stops only a body moving down whose bottom was at or above its edge
//! when the frame began, a `platform_under` only a body moving up whose
//! top was at or below its edge; moving solids of the one-way kinds alike.

use super::Rules;
use crate::body::SolidKind;
use crate::tiles::Class;

impl Rules<'_> {
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
}
