//! A body's size in whole pixels, its range (`1..=MAX_BODY_PX` per side)
//! and the error of a size outside it.

use core::fmt;

use super::Px;

/// Largest body width or height, in px.
pub const MAX_BODY_PX: i32 = 4096;

/// A body's size in whole pixels: width and height, each `1..=MAX_BODY_PX`
/// (4096) px. [`Size::try_new`] checks the range, [`Size::new`] panics
/// outside it.
///
/// The fields are public, so a size may hold any values: a body whose
/// size lies outside the range collides as if each side were clamped into
/// it (`docs/contract.md`, "Limits"), and [`crate::World::spawn`] refuses
/// it. A [`crate::MovingSolid`] may be larger than a body: build its size
/// from the fields (`Size { w: Px(8192), h: Px(16) }`); its sides count as
/// clamped into `1..=MAX_MAP_SIDE_PX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Width, px.
    pub w: Px,
    /// Height, px.
    pub h: Px,
}

impl Size {
    /// A size of `w` by `h` px.
    ///
    /// # Panics
    ///
    /// When a side is outside `1..=MAX_BODY_PX` (1 to 4096 px);
    /// [`Size::try_new`] is the checked alternative.
    ///
    /// ```
    /// use tilestep::Size;
    /// assert_eq!(Size::new(12, 24).w.0, 12);
    /// ```
    pub const fn new(w: i32, h: i32) -> Self {
        match Size::try_new(w, h) {
            Ok(s) => s,
            Err(_) => panic!(
                "Size::new: each side of a size must be 1 to 4096 px (MAX_BODY_PX); Size::try_new returns an error instead"
            ),
        }
    }

    /// A size of `w` by `h` px, or the error naming the side outside
    /// `1..=MAX_BODY_PX` (1 to 4096 px).
    ///
    /// ```
    /// use tilestep::{Size, SizeError};
    /// assert_eq!(Size::try_new(12, 24), Ok(Size::new(12, 24)));
    /// let e = Size::try_new(12, 0).unwrap_err();
    /// assert_eq!(e, SizeError::OutOfRange { w: 12, h: 0 });
    /// assert_eq!(e.to_string(), "size 12x0 px: height 0 is outside 1..=4096 px");
    /// ```
    pub const fn try_new(w: i32, h: i32) -> Result<Size, SizeError> {
        if w < 1 || w > MAX_BODY_PX || h < 1 || h > MAX_BODY_PX {
            return Err(SizeError::OutOfRange { w, h });
        }
        Ok(Size { w: Px(w), h: Px(h) })
    }

    /// This size with each side clamped into `1..=MAX_BODY_PX`: the size
    /// a body collides with (the same size when it is in range).
    #[inline(always)]
    pub(crate) const fn clamped(self) -> (i32, i32) {
        const fn side(v: i32) -> i32 {
            if v < 1 {
                1
            } else if v > MAX_BODY_PX {
                MAX_BODY_PX
            } else {
                v
            }
        }
        (side(self.w.0), side(self.h.0))
    }

    /// True when both sides lie in `1..=MAX_BODY_PX`.
    pub const fn in_range(self) -> bool {
        Size::try_new(self.w.0, self.h.0).is_ok()
    }
}

/// Why a [`Size`] was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SizeError {
    /// A side outside `1..=MAX_BODY_PX` (1 to 4096 px).
    OutOfRange {
        /// The width given, px.
        w: i32,
        /// The height given, px.
        h: i32,
    },
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SizeError::OutOfRange { w, h } => {
                let (side, v) = if (1..=MAX_BODY_PX).contains(&w) {
                    ("height", h)
                } else {
                    ("width", w)
                };
                write!(
                    f,
                    "size {w}x{h} px: {side} {v} is outside 1..={MAX_BODY_PX} px"
                )
            }
        }
    }
}

impl core::error::Error for SizeError {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn try_new_refuses_each_side_out_of_range() {
        for (w, h) in [
            (0, 1),
            (1, 0),
            (4097, 1),
            (1, 4097),
            (-1, -1),
            (i32::MIN, i32::MAX),
        ] {
            assert_eq!(Size::try_new(w, h), Err(SizeError::OutOfRange { w, h }));
            assert!(!Size { w: Px(w), h: Px(h) }.in_range());
        }
        assert_eq!(Size::try_new(1, 4096), Ok(Size::new(1, 4096)));
        assert!(Size::new(4096, 1).in_range());
    }

    #[test]
    fn the_error_names_the_size_the_side_and_the_range() {
        let e = SizeError::OutOfRange { w: 5000, h: 3 };
        assert_eq!(
            e.to_string(),
            "size 5000x3 px: width 5000 is outside 1..=4096 px"
        );
    }

    #[test]
    #[should_panic(expected = "Size::new: each side of a size must be 1 to 4096 px")]
    fn size_new_with_a_zero_height_panics_naming_size_and_the_range() {
        let _ = Size::new(12, 0);
    }

    #[test]
    fn clamped_keeps_sizes_in_range_and_clamps_the_rest() {
        assert_eq!(Size::new(12, 24).clamped(), (12, 24));
        let s = Size {
            w: Px(0),
            h: Px(i32::MAX),
        };
        assert_eq!(s.clamped(), (1, 4096));
        let s = Size {
            w: Px(i32::MIN),
            h: Px(4097),
        };
        assert_eq!(s.clamped(), (1, 4096));
    }
}
