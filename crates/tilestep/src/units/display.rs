//! How points, rectangles and sizes print (`Display`): in px, with the
//! unit named, for messages and logs. Integer arithmetic only.

use core::fmt;

use super::{PxPoint, PxRect, Size, SubPoint, Subpx, SUBPX_PER_PX};

/// Writes `v` subpixels as px with two decimals, rounded toward zero
/// (`3200` is `12.50`, `-128` is `-0.50`).
fn write_px(f: &mut fmt::Formatter<'_>, v: Subpx) -> fmt::Result {
    let a = i64::from(v.0).abs();
    let one = i64::from(SUBPX_PER_PX);
    let sign = if v.0 < 0 { "-" } else { "" };
    write!(f, "{sign}{}.{:02}", a / one, a % one * 100 / one)
}

impl fmt::Display for SubPoint {
    /// `(12.50, 3.00) px`: each axis in px, two decimals rounded toward
    /// zero.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        write_px(f, self.x)?;
        f.write_str(", ")?;
        write_px(f, self.y)?;
        f.write_str(") px")
    }
}

impl fmt::Display for PxPoint {
    /// `(12, 3) px`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}) px", self.x.0, self.y.0)
    }
}

impl fmt::Display for Size {
    /// `12x24 px` (width by height).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{} px", self.w().0, self.h().0)
    }
}

impl fmt::Display for PxRect {
    /// `[34, 46) x [24, 48) px`: the columns, then the rows, right and
    /// bottom exclusive.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "[{}, {}) x [{}, {}) px",
            self.left.0, self.right.0, self.top.0, self.bottom.0
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn a_sub_point_prints_px_with_two_decimals() {
        assert_eq!(SubPoint::new(3200, 768).to_string(), "(12.50, 3.00) px");
        assert_eq!(SubPoint::new(-128, 1).to_string(), "(-0.50, 0.00) px");
        assert_eq!(SubPoint::new(-3265, 64).to_string(), "(-12.75, 0.25) px");
        assert_eq!(
            SubPoint::new(i32::MIN, i32::MAX).to_string(),
            "(-8388608.00, 8388607.99) px"
        );
    }

    #[test]
    fn points_sizes_and_rects_print_whole_px() {
        assert_eq!(PxPoint::new(12, -3).to_string(), "(12, -3) px");
        assert_eq!(Size::new(12, 24).to_string(), "12x24 px");
        assert_eq!(
            PxRect::new(34, 24, 46, 48).to_string(),
            "[34, 46) x [24, 48) px"
        );
    }
}
