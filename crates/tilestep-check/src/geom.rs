//! A body's box, core and standing, computed from the contract's words
//! (`docs/contract.md`, "Bodies: box, core and wedges" and "Standing and the
//! feet rule") over a [`SolidField`], independently of the core.

pub use crate::shapes::{Boxel, Ignore};
use crate::solid::{OneWay, SolidField};

/// True when the core of `b` overlaps no solid pixel. Core pixels of column
/// `x` (`d = |x - px|`) are rows `top + d ..= bottom - 1 - d` (`d < kb`, `d < kt`);
/// a box core's are the whole column (`d = 0`).
/// A [`crate::moving::SolidBox::whole`] box must miss the whole box `b`.
pub fn core_clear(f: &SolidField, b: Boxel) -> bool {
    (b.left()..b.right()).all(|x| {
        let d = b.inset(x);
        let (y0, y1) = (b.top() + d, b.py - 1 - d);
        y0 > y1 || !f.column_any(x, y0, y1)
    }) && !f.boxes().iter().any(|o| o.whole && o.meets_box(b))
}

/// A one-way surface lies along the box's bottom edge (`platform` top edge
/// at row `py`) or top edge (`platform_under` bottom edge at row `top`)
/// that the frame's drop doesn't ignore (it ignores no firm platform).
pub fn oneway_along(f: &SolidField, b: Boxel, down: bool, ig: Ignore) -> bool {
    let t = f.tile();
    if down {
        b.py.rem_euclid(t) == 0
            && f.row_has(b.py.div_euclid(t), b.left(), b.right(), OneWay::Top, ig.top)
    } else {
        let top = b.top();
        top.rem_euclid(t) == 0
            && f.row_has(
                top.div_euclid(t) - 1,
                b.left(),
                b.right(),
                OneWay::Under,
                ig.under,
            )
    }
}

/// Moving the box one pixel down (`down`) or up from `b` crosses a one-way
/// surface in its blocking direction, given the bottom and top rows when the
/// frame began (a `platform` stops a body whose bottom was at or above it; a
/// `platform_under` one whose top was at or below it).
pub fn oneway_blocks(f: &SolidField, b: Boxel, down: bool, start: Boxel, ig: Ignore) -> bool {
    if down {
        start.py <= b.py && (oneway_along(f, b, true, ig) || profile_under_feet(f, b, true, ig))
    } else {
        start.top() >= b.top()
            && (oneway_along(f, b, false, ig) || profile_under_feet(f, b, false, ig))
    }
}

/// The columns that meet a one-way profile's surface: a chamfered core's
/// sensor column, a box core's every column.
fn feet(b: Boxel) -> core::ops::Range<i32> {
    match b.core {
        tilestep::CoreShape::Box => b.left()..b.right(),
        _ => b.px..b.px + 1,
    }
}

/// A one-way profile's surface lies along the box's feet: a floor's on
/// its bottom edge (`down`), a ceiling's on its top edge, one the frame's
/// drop doesn't ignore (it ignores every one along gravity).
fn profile_under_feet(f: &SolidField, b: Boxel, down: bool, ig: Ignore) -> bool {
    let (edge, side, ignored) = if down {
        (b.py, OneWay::Top, ig.top)
    } else {
        (b.top(), OneWay::Under, ig.under)
    };
    !ignored && feet(b).any(|x| f.profile_surface(x, edge, side))
}

/// A one-way profile's surface lies right beyond the box along gravity
/// `g` under some column whose own edge pixel is clear (the real-surface
/// rule), one the drop doesn't ignore.
fn profile_support(f: &SolidField, b: Boxel, g: i32, ig: Ignore) -> bool {
    let (edge, side, ignored, own) = if g > 0 {
        (b.py, OneWay::Top, ig.top, b.py - 1)
    } else {
        (b.top(), OneWay::Under, ig.under, b.top())
    };
    !ignored && (b.left()..b.right()).any(|x| f.profile_surface(x, edge, side) && !f.solid(x, own))
}

/// Moving the box one pixel sideways by `dir` (±1) from `b` crosses a
/// one-way wall's edge from its open side: the box's leading side lies on
/// the edge of an `oneway_left` (going right) or `oneway_right` (going
/// left) tile beside one of the box's rows, and that side was on the open
/// side of the edge when the frame began (box `start`).
pub fn wall_blocks(f: &SolidField, b: Boxel, dir: i32, start: Boxel) -> bool {
    let t = f.tile();
    let (edge, began) = if dir > 0 {
        (b.right(), start.right() <= b.right())
    } else {
        (b.left(), start.left() >= b.left())
    };
    if !began || edge.rem_euclid(t) != 0 {
        return false;
    }
    let tx = edge.div_euclid(t) - i32::from(dir < 0);
    (b.top().div_euclid(t)..=(b.py - 1).div_euclid(t)).any(|ty| f.wall_stops(tx, ty, dir))
}

/// The contract's standing test for gravity sign `g`: the row just beyond
/// the box along gravity holds a real surface (a solid pixel under some
/// column whose own pixel on the box's edge is clear), or one more pixel
/// would put the core into a solid pixel, or a one-way surface lies along
/// that edge. Nothing stands without gravity.
pub fn stands(f: &SolidField, b: Boxel, g: i32, ig: Ignore) -> bool {
    if g == 0 {
        return false;
    }
    // The row beyond the box and the box's own row on that edge.
    let (beyond, edge) = if g > 0 {
        (b.py, b.py - 1)
    } else {
        (b.top() - 1, b.top())
    };
    (b.left()..b.right()).any(|x| f.solid(x, beyond) && !f.solid(x, edge))
        || !core_clear(f, b.at(b.px, b.py + g))
        || oneway_along(f, b, g > 0, ig)
        || profile_support(f, b, g, ig)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_cores_core_rows_agree_with_the_contracts_core() {
        use tilestep::{Body, Px, Size, SubPoint};
        for (w, h) in [(1, 1), (2, 3), (7, 5), (12, 24), (16, 16), (40, 9), (9, 40)] {
            let body = Body::new(
                SubPoint::new(1000 * 256 + 77, 500 * 256 + 3),
                Size::new(w, h),
            );
            let b = Boxel::of_body(&body);
            for x in b.left() - 2..b.right() + 2 {
                // The contract's words: d < kb and d < kt, inside the box.
                let rows: Vec<i32> = (b.top()..b.py)
                    .filter(|&y| {
                        let d = (x - b.px).abs();
                        (b.left()..b.right()).contains(&x) && d < b.py - y && d < y - b.top() + 1
                    })
                    .collect();
                let core: Vec<i32> = body
                    .core_rows(Px(x))
                    .map(|r| r.collect())
                    .unwrap_or_default();
                assert_eq!(core, rows, "{w}x{h} column {x}");
            }
        }
    }

    use super::*;
    use tilestep::TileMap;

    #[test]
    fn core_matches_the_contract_picture_count() {
        // A 12x16 body in a 1-px-wide pit would overlap only with wedges.
        let map = TileMap::from_ascii("....\n....\n####\n", 16).unwrap();
        let f = SolidField::new(&map);
        let b = Boxel::of(24 * 256, 32 * 256, 12, 16);
        assert!(core_clear(&f, b));
        assert!(stands(&f, b, 1, Ignore::default()));
        assert!(!core_clear(&f, b.at(24, 33)));
        assert!(!stands(&f, b.at(24, 31), 1, Ignore::default()));
    }
}
