//! A body's box in whole pixels: its sensor column, its exclusive bottom
//! row and its size, with the edges and columns the rules read.

use super::CoreShape;
use crate::tiles::OneWay;
use crate::units::PxRect;

/// A body's box in whole pixels: sensor column `px`, exclusive bottom `py`,
/// its size and the shape of its core. Sixteen bytes, so it travels in two
/// registers (a body side is at most 4096 px: each fits 16 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BoxPx {
    pub px: i32,
    pub py: i32,
    w: u16,
    h: u16,
    pub core: CoreShape,
}

impl BoxPx {
    /// The box of width `w` and height `h` (1 to 4096 px each) with sensor
    /// column `px`, bottom `py` and a core of shape `core`.
    #[inline(always)]
    pub fn new(px: i32, py: i32, w: i32, h: i32, core: CoreShape) -> BoxPx {
        debug_assert!((1..=4096).contains(&w) && (1..=4096).contains(&h));
        BoxPx {
            px,
            py,
            w: w as u16,
            h: h as u16,
            core,
        }
    }
    /// Width, px.
    #[inline(always)]
    pub fn w(&self) -> i32 {
        i32::from(self.w)
    }
    /// Height, px.
    #[inline(always)]
    pub fn h(&self) -> i32 {
        i32::from(self.h)
    }
    #[inline]
    pub fn left(&self) -> i32 {
        self.px - self.w() / 2
    }
    #[inline]
    pub fn right(&self) -> i32 {
        self.left() + self.w()
    }
    #[inline]
    pub fn top(&self) -> i32 {
        self.py - self.h()
    }
    /// The box as a rectangle, whole px (right and bottom exclusive).
    #[inline]
    pub fn rect(&self) -> PxRect {
        PxRect::new(self.left(), self.top(), self.right(), self.py)
    }
    #[inline]
    pub fn at(&self, px: i32, py: i32) -> BoxPx {
        BoxPx { px, py, ..*self }
    }
    /// Every column `[x0, x1]` the box covers on a horizontal move of
    /// `steps` pixels by `dir` (±1), its probe one pixel further included.
    #[inline(always)]
    pub fn swept_columns(&self, dir: i32, steps: i32) -> (i32, i32) {
        if dir > 0 {
            (self.left(), self.right() + steps)
        } else {
            (self.left() - steps - 1, self.right() - 1)
        }
    }
    /// The columns `[xa, xb]` that hold core pixels: within `(h - 1) / 2`
    /// (the largest `d` with one) of the sensor column, inside the box; for
    /// a box core, all of them.
    #[inline]
    pub fn core_cols(&self) -> (i32, i32) {
        if self.is_box() {
            return (self.left(), self.right() - 1);
        }
        let half = (self.h() - 1) / 2;
        (
            self.left().max(self.px - half),
            (self.right() - 1).min(self.px + half),
        )
    }
    /// How many rows of column `x` lie outside the core at each end: its
    /// distance from the sensor column (the 45° cuts), or none for a box
    /// core. The column's core rows are `[top + inset, bottom - 1 - inset]`.
    #[inline(always)]
    pub fn inset(&self, x: i32) -> i32 {
        if self.is_box() {
            0
        } else {
            (x - self.px).abs()
        }
    }
    /// True for a box core ([`CoreShape::Box`]): the whole box.
    #[inline(always)]
    pub fn is_box(&self) -> bool {
        self.core == CoreShape::Box
    }
    /// The pixel boundary a one-way surface of side `side` meets this box
    /// at: its bottom (exclusive) for a top surface, its top for a bottom
    /// one.
    #[inline(always)]
    pub fn oneway_edge(&self, side: OneWay) -> i32 {
        match side {
            OneWay::Top => self.py,
            OneWay::Under => self.top(),
        }
    }
    /// Every pixel a horizontal move covers from this box to box `end`, its
    /// bottom row (exclusive) having ranged over `[ymin, ymax]`.
    #[inline(always)]
    pub fn swept_to(&self, end: BoxPx, ymin: i32, ymax: i32) -> PxRect {
        PxRect::new(
            self.left().min(end.left()),
            ymin - self.h(),
            self.right().max(end.right()),
            ymax,
        )
    }
}
