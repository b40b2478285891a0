//! Units as types: subpixels, whole pixels and tile coordinates.
//!
//! The contract (`docs/contract.md`) fixes **1 px = 256 subpixels**. Positions and
//! velocities are [`Subpx`]; collision is decided on whole [`Px`] (the floor of
//! the fixed-point value); tiles are addressed by [`TileXY`]. Conversions are
//! explicit methods, never `From` impls between unit types, so a pixel can't
//! be passed where a subpixel is meant.

use core::ops::{Add, AddAssign, Neg, Sub, SubAssign};

mod display;
mod size;

pub use size::{Size, SizeError, MAX_BODY_PX};

/// Number of subpixels in one pixel (8 fractional bits).
pub const SUBPX_PER_PX: i32 = 256;

/// Largest speed on one axis, in subpixels per frame: 127 px/frame.
///
/// Faster velocities are clamped to this before a step (the contract's clamp).
pub const MAX_SPEED: Subpx = Subpx(127 * SUBPX_PER_PX);

/// Largest distance, in whole pixels, a body may be from the map origin on
/// either axis. Positions are clamped to `-WORLD_LIMIT_PX..=WORLD_LIMIT_PX`
/// so that subpixel values never overflow an `i32`, however long a body falls
/// off an open edge.
pub const WORLD_LIMIT_PX: i32 = 1 << 22;

/// A fixed-point length in **subpixels** (1/256 px), used for positions and
/// velocities (subpixels per frame).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Subpx(pub i32);

/// A length or coordinate in **whole pixels**.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Px(pub i32);

impl Subpx {
    /// Zero subpixels.
    pub const ZERO: Subpx = Subpx(0);

    /// The whole pixel containing this position: `floor(self / 256)`.
    #[inline]
    pub const fn floor_px(self) -> Px {
        Px(self.0 >> 8)
    }

    /// The fractional part in subpixels, `0..=255` (the "subpixel bank").
    #[inline]
    pub const fn fract(self) -> i32 {
        self.0 & 0xff
    }

    /// This value with its fractional part cleared (rounded down to a whole pixel).
    #[inline]
    pub const fn floor(self) -> Subpx {
        Subpx(self.0 & !0xff)
    }

    /// `self + by`, wrapping: a shortcut's position plus a clamped speed.
    /// From a position beyond the world limit (set by hand) it gives a
    /// position beyond it, which the shortcut's world-limit test refuses.
    #[inline(always)]
    pub(crate) const fn wrapping_add(self, by: Subpx) -> Subpx {
        Subpx(self.0.wrapping_add(by.0))
    }

    /// Clamps a velocity to `±MAX_SPEED` (127 px/frame).
    #[inline]
    pub const fn clamp_speed(self) -> Subpx {
        let v = self.0;
        let m = MAX_SPEED.0;
        Subpx(if v > m {
            m
        } else if v < -m {
            -m
        } else {
            v
        })
    }

    /// The sign of the value: -1, 0 or 1.
    #[inline]
    pub const fn signum(self) -> i32 {
        self.0.signum()
    }
}

impl Px {
    /// The subpixel value of this whole pixel's top-left corner (`self * 256`),
    /// saturating at `i32::MIN` and `i32::MAX` beyond ±2^23 px.
    #[inline]
    pub const fn to_subpx(self) -> Subpx {
        Subpx(self.0.saturating_mul(SUBPX_PER_PX))
    }

    /// [`Px::to_subpx`] for a shortcut's pixel, wrapping instead of
    /// saturating: a pixel beyond `±2^23` (of a body set beyond the world
    /// limit) wraps to a value beyond the limit too, which the shortcut's
    /// world-limit test then refuses.
    #[inline(always)]
    pub(crate) const fn to_subpx_in_world(self) -> Subpx {
        Subpx(self.0.wrapping_mul(SUBPX_PER_PX))
    }
}

macro_rules! arith {
    ($t:ident) => {
        impl Add for $t {
            type Output = $t;
            #[inline]
            fn add(self, o: $t) -> $t {
                $t(self.0 + o.0)
            }
        }
        impl Sub for $t {
            type Output = $t;
            #[inline]
            fn sub(self, o: $t) -> $t {
                $t(self.0 - o.0)
            }
        }
        impl Neg for $t {
            type Output = $t;
            #[inline]
            fn neg(self) -> $t {
                $t(-self.0)
            }
        }
        impl AddAssign for $t {
            #[inline]
            fn add_assign(&mut self, o: $t) {
                self.0 += o.0;
            }
        }
        impl SubAssign for $t {
            #[inline]
            fn sub_assign(&mut self, o: $t) {
                self.0 -= o.0;
            }
        }
    };
}
arith!(Subpx);
arith!(Px);

/// A point in subpixels (a body's origin or a velocity).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SubPoint {
    /// Horizontal component, subpixels, x grows to the right.
    pub x: Subpx,
    /// Vertical component, subpixels, y grows **down**.
    pub y: Subpx,
}

impl SubPoint {
    /// A point from raw subpixel values.
    pub const fn new(x: i32, y: i32) -> Self {
        SubPoint {
            x: Subpx(x),
            y: Subpx(y),
        }
    }

    /// A point from whole pixels (fraction zero), each axis saturating at
    /// `i32::MIN` and `i32::MAX` subpixels beyond ±2^23 px.
    pub const fn from_px(x: i32, y: i32) -> Self {
        SubPoint {
            x: Px(x).to_subpx(),
            y: Px(y).to_subpx(),
        }
    }

    /// The whole pixel containing this point (floor on both axes).
    pub const fn floor_px(self) -> PxPoint {
        PxPoint {
            x: self.x.floor_px(),
            y: self.y.floor_px(),
        }
    }
}

/// A point in whole pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PxPoint {
    /// Column, px, grows to the right.
    pub x: Px,
    /// Row, px, grows down.
    pub y: Px,
}

impl PxPoint {
    /// A point from raw pixel values.
    pub const fn new(x: i32, y: i32) -> Self {
        PxPoint { x: Px(x), y: Px(y) }
    }
}

/// An axis-aligned rectangle of whole pixels, `[left, right) x [top, bottom)`:
/// right and bottom are exclusive.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PxRect {
    /// First column inside, px.
    pub left: Px,
    /// First row inside, px.
    pub top: Px,
    /// First column past the right side, px (exclusive).
    pub right: Px,
    /// First row below the bottom side, px (exclusive).
    pub bottom: Px,
}

impl PxRect {
    /// A rectangle from raw pixel bounds (right and bottom exclusive).
    pub const fn new(left: i32, top: i32, right: i32, bottom: i32) -> Self {
        PxRect {
            left: Px(left),
            top: Px(top),
            right: Px(right),
            bottom: Px(bottom),
        }
    }

    /// True when the rectangle holds no pixel.
    pub const fn is_empty(&self) -> bool {
        self.right.0 <= self.left.0 || self.bottom.0 <= self.top.0
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, o: &PxRect) -> PxRect {
        PxRect::new(
            self.left.0.min(o.left.0),
            self.top.0.min(o.top.0),
            self.right.0.max(o.right.0),
            self.bottom.0.max(o.bottom.0),
        )
    }
}

/// A tile coordinate: tile `(x, y)` covers pixels `[x*T, (x+1)*T) x [y*T, (y+1)*T)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileXY {
    /// Tile column, 0 at the map's left edge.
    pub x: i32,
    /// Tile row, 0 at the map's top edge.
    pub y: i32,
}

impl TileXY {
    /// A tile coordinate from its column and row.
    pub const fn new(x: i32, y: i32) -> Self {
        TileXY { x, y }
    }
}

/// Clamp positions to the world limit so subpixels never overflow.
pub(crate) fn clamp_world(v: Subpx) -> Subpx {
    let lim = Px(WORLD_LIMIT_PX).to_subpx().0;
    Subpx(v.0.clamp(-lim, lim))
}

/// [`clamp_world`] on both axes of a point.
#[inline(always)]
pub(crate) fn clamp_world_point(p: SubPoint) -> SubPoint {
    SubPoint {
        x: clamp_world(p.x),
        y: clamp_world(p.y),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_and_fraction_of_negative_positions() {
        assert_eq!(Subpx(-1).floor_px(), Px(-1));
        assert_eq!(Subpx(-1).fract(), 255);
        assert_eq!(Subpx(-256).floor_px(), Px(-1));
        assert_eq!(Subpx(-257).floor_px(), Px(-2));
        assert_eq!(Subpx(511).floor(), Subpx(256));
    }

    #[test]
    fn from_px_beyond_2_pow_23_saturates_instead_of_overflowing() {
        assert_eq!(
            SubPoint::from_px(i32::MAX, i32::MIN),
            SubPoint::new(i32::MAX, i32::MIN)
        );
        assert_eq!(Px(1 << 23).to_subpx(), Subpx(i32::MAX));
        assert_eq!(Px(-(1 << 23)).to_subpx(), Subpx(i32::MIN));
        assert_eq!(SubPoint::from_px(-3, 5), SubPoint::new(-768, 1280));
    }

    #[test]
    fn speed_clamp_is_127_px() {
        assert_eq!(Subpx(1_000_000).clamp_speed(), Subpx(127 * 256));
        assert_eq!(Subpx(-1_000_000).clamp_speed(), Subpx(-127 * 256));
        assert_eq!(Subpx(5).clamp_speed(), Subpx(5));
    }
}
