//! A body's box in whole pixels: its sensor column, its exclusive bottom
//! row and its size, with the edges and columns the rules read.

use crate::units::PxRect;

/// A body's box in whole pixels: sensor column `px`, exclusive bottom `py`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BoxPx {
    pub px: i32,
    pub py: i32,
    pub w: i32,
    pub h: i32,
}

impl BoxPx {
    #[inline]
    pub fn left(&self) -> i32 {
        self.px - self.w / 2
    }
    #[inline]
    pub fn right(&self) -> i32 {
        self.left() + self.w
    }
    #[inline]
    pub fn top(&self) -> i32 {
        self.py - self.h
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
    /// (the largest `d` with one) of the sensor column, inside the box.
    #[inline]
    pub fn core_cols(&self) -> (i32, i32) {
        let half = (self.h - 1) / 2;
        (
            self.left().max(self.px - half),
            (self.right() - 1).min(self.px + half),
        )
    }
    /// Every pixel a horizontal move covers from this box to box `end`, its
    /// bottom row (exclusive) having ranged over `[ymin, ymax]`.
    #[inline(always)]
    pub fn swept_to(&self, end: BoxPx, ymin: i32, ymax: i32) -> PxRect {
        PxRect::new(
            self.left().min(end.left()),
            ymin - self.h,
            self.right().max(end.right()),
            ymax,
        )
    }
}
