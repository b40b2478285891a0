//! A body's core in pixels, for the debug overlay: its box with the four
//! corners cut at 45°, the cuts meeting the sensor column on the top and
//! bottom rows (README, "How collision works"). Column `x` at distance
//! `d = |x - px|` from the sensor column holds rows `[top + d, bottom - d)`;
//! a box core (`tilestep::CoreShape::Box`) holds every row of every column.

use tilestep::Body;

/// One column of the core: world x, rows `[y0, y1)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreColumn {
    /// World x of the column, px.
    pub x: i32,
    /// First row, px.
    pub y0: i32,
    /// Row after the last, px.
    pub y1: i32,
}

/// The core's columns, left to right (columns with no core pixel left out).
pub fn core_columns(body: &Body) -> Vec<CoreColumn> {
    let r = body.rect();
    (r.left.0..r.right.0)
        .filter_map(|x| {
            let rows = body.core_rows(tilestep::Px(x))?;
            Some(CoreColumn {
                x,
                y0: rows.start,
                y1: rows.end,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Size, SubPoint};

    fn col(x: i32, y0: i32, y1: i32) -> CoreColumn {
        CoreColumn { x, y0, y1 }
    }

    #[test]
    fn a_standing_player_has_an_octagon_core() {
        let b = Body::new(SubPoint::from_px(40, 48), Size::new(12, 24));
        let c = core_columns(&b);
        assert_eq!(c.len(), 12);
        assert_eq!(c[0], col(34, 30, 42));
        assert_eq!(c[6], col(40, 24, 48));
        assert_eq!(c[11], col(45, 29, 43));
    }

    #[test]
    fn a_box_core_is_the_whole_box() {
        let mut b = Body::new(SubPoint::from_px(40, 48), Size::new(16, 4));
        b.core = tilestep::CoreShape::Box;
        let c = core_columns(&b);
        assert_eq!(c.len(), 16);
        assert!(c.iter().all(|k| (k.y0, k.y1) == (44, 48)));
    }

    #[test]
    fn a_flat_body_has_a_narrow_core() {
        let b = Body::new(SubPoint::from_px(40, 48), Size::new(16, 4));
        let c = core_columns(&b);
        // d = 0 and 1 only: rows [44 + d, 48 - d).
        assert_eq!(c.len(), 3);
        assert_eq!(c[1], col(40, 44, 48));
    }
}
