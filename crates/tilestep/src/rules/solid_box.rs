//! A moving solid's box as the rules see it ([`Rect`]): its pixel bounds
//! and kind, and the core rule against it (`docs/contract.md`, "Moving
//! solids and solid bodies"): a full box's pixels are solid pixels, and a
//! box marked whole keeps out a body's whole box, not only its core.
//!
//! Relied on by no shortcut: none runs among moving solids.

use crate::body::{BoxPx, MovingSolid, SolidKind};
use crate::tiles::OneWay;

/// A solid's box as raw pixel bounds, with its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub l: i32,
    pub t: i32,
    pub r: i32,
    pub b: i32,
    pub kind: SolidKind,
    /// Tested against a body's whole box, not its core ([`MovingSolid::whole_box`]).
    pub whole: bool,
}

impl Rect {
    pub fn of(s: &MovingSolid) -> Rect {
        let p = s.rect();
        Rect {
            l: p.left.0,
            t: p.top.0,
            r: p.right.0,
            b: p.bottom.0,
            kind: s.kind,
            whole: s.whole_box,
        }
    }

    #[inline]
    pub fn solid(&self) -> bool {
        self.kind == SolidKind::Solid
    }

    /// The side of its one-way surface, if it is one-way.
    #[inline(always)]
    pub fn oneway(&self) -> Option<OneWay> {
        self.kind.one_way()
    }

    /// The pixel boundary its one-way surface of side `side` lies on: its
    /// top edge's, or its bottom edge's.
    #[inline(always)]
    pub fn surface_row(&self, side: OneWay) -> i32 {
        match side {
            OneWay::Top => self.t,
            OneWay::Under => self.b,
        }
    }

    /// The core column of `b` nearest its sensor column inside this box's
    /// columns, and its distance `d`: the widest core interval there, which
    /// holds every other column's (they are nested), so it alone decides.
    /// Against a [`Rect::whole`] box, and for a box core, every column of
    /// `b` counts in full: `d = 0` wherever the columns meet.
    #[inline]
    fn nearest(&self, b: &BoxPx) -> Option<i32> {
        if self.whole || b.is_box() {
            return self.spans(b.left(), b.right() - 1).then_some(0);
        }
        let (xa, xb) = b.core_cols();
        let (lo, hi) = (self.l.max(xa), (self.r - 1).min(xb));
        (lo <= hi).then(|| (b.px.clamp(lo, hi) - b.px).abs())
    }

    /// True when this (full) solid overlaps the core of `b`.
    #[inline]
    pub fn hits_core(&self, b: &BoxPx) -> bool {
        self.solid()
            && self
                .nearest(b)
                .is_some_and(|d| b.top() + d < self.b && self.t <= b.py - 1 - d)
    }

    /// True when the box's columns `[x0, x1]` overlap this box's.
    #[inline]
    pub fn spans(&self, x0: i32, x1: i32) -> bool {
        self.l <= x1 && x0 < self.r
    }

    /// True when pixel `(x, y)` is a solid pixel of this box.
    #[inline]
    pub fn has(&self, x: i32, y: i32) -> bool {
        self.solid() && self.l <= x && x < self.r && self.t <= y && y < self.b
    }

    /// True when any pixel of the pixel rectangle `[x0, x1] x [y0, y1]` is
    /// inside this box (whatever its kind).
    #[inline]
    pub fn meets(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        self.l <= x1 && x0 < self.r && self.t <= y1 && y0 < self.b
    }

    /// How far (`0..=n`) the core of `b` may move by `dir` (±1 vertically)
    /// before it overlaps this (full) solid.
    pub fn core_free_v(&self, b: &BoxPx, dir: i32, n: i32) -> i32 {
        if !self.solid() {
            return n;
        }
        let Some(d) = self.nearest(b) else {
            return n;
        };
        let (lo, hi) = (b.top() + d, b.py - 1 - d); // core rows of that column
        if dir > 0 {
            if self.t > hi && self.t - hi - 1 < n {
                return self.t - hi - 1;
            }
        } else if self.b - 1 < lo && lo - self.b < n {
            return lo - self.b;
        }
        if self.t <= hi && lo < self.b {
            return 0;
        }
        n
    }
}
