//! A body's size in whole pixels, its range (`1..=MAX_BODY_PX` per side)
//! and the error of a size outside it.

use core::fmt;

use super::Px;

/// Largest body width or height, in px.
pub const MAX_BODY_PX: i32 = 4096;

/// A size in whole pixels, of a body or a moving solid: width and height,
/// each `1..=MAX_BODY_PX` (1 to 4096) px. The range holds by
/// construction: [`Size::try_new`] checks it, [`Size::new`] panics outside
/// it, and the sides are read with [`Size::w`] and [`Size::h`]. So no
/// size can reach a step or a query out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    w: Px,
    h: Px,
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
    /// assert_eq!(Size::new(12, 24).w().0, 12);
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

    /// Width, px (`1..=MAX_BODY_PX`).
    #[inline(always)]
    pub const fn w(self) -> Px {
        self.w
    }

    /// Height, px (`1..=MAX_BODY_PX`).
    #[inline(always)]
    pub const fn h(self) -> Px {
        self.h
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
        }
        assert_eq!(Size::try_new(1, 4096), Ok(Size::new(1, 4096)));
        assert_eq!(
            (Size::new(4096, 1).w(), Size::new(4096, 1).h()),
            (Px(4096), Px(1))
        );
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
}
