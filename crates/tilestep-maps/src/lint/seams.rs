//! TS0003: floor surfaces that don't connect at the seam between two
//! horizontally adjacent tiles, one of them a floor slope or profile
//! (solid or one-way). A one-way slope whose edge is its tile's top edge
//! may go on in the row above (a hill of one-way slopes, hollow under its
//! upper part): that seam connects through the tile diagonally above.

use super::{d, Diagnostic, Severity, View};
use tilestep::{TileKind, TileShape};

/// TS0003's help at a seam of solid ground.
const HELP: &str = "a walker climbs at most 1 px per px at a seam, so this step stops it like a wall; use matching pieces (rR, Ll, / then #) or a slope whose edge has the neighbour's height";

/// TS0003's help at a seam with a one-way slope.
const HELP_ONE_WAY: &str = "a walker steps onto a one-way slope only from at most 1 px below its surface: past a higher one-way edge it walks on under the surface, and off a lower one it drops; use matching pieces (12, 34, 56) or a slope whose edge has the neighbour's height";

/// The TS0003 warning at the seam between tiles (x, y) and (x + 1, y), if
/// their floor surfaces there differ by more than 1 px.
pub(super) fn diagnostic(v: &View, x: i32, y: i32) -> Option<Diagnostic> {
    let t = v.t;
    if x + 1 >= v.m.width() {
        return None;
    }
    let floor = |x: i32| {
        v.shape(x, y)
            .filter(|s| matches!(s, TileShape::Floor | TileShape::OnewayFloor))
    };
    let (fa, fb) = (floor(x), floor(x + 1));
    fa.or(fb)?;
    let (a, b) = (v.surface(x, y, t - 1)?, v.surface(x + 1, y, 0)?);
    if (a - b).abs() <= 1 {
        return None;
    }
    // A one-way slope ending (or starting) at its tile's top edge, met by
    // a surface starting (or ending) at the bottom of the tile diagonally
    // above: one surface, climbing into the next row.
    let up = |f: Option<TileShape>, edge: i32, xx: i32, c: i32| {
        f == Some(TileShape::OnewayFloor)
            && edge == t
            && v.surface(xx, y - 1, c).is_some_and(|u| u <= 1)
    };
    if up(fa, a, x + 1, 0) || up(fb, b, x, t - 1) {
        return None;
    }
    let name = |x: i32| v.kind(x, y).unwrap_or(TileKind::Empty).name();
    let one_way = [fa, fb].contains(&Some(TileShape::OnewayFloor));
    Some(d(
        "TS0003",
        Severity::Warning,
        Some(if fa.is_some() { (x, y) } else { (x + 1, y) }),
        format!(
            "surfaces don't connect: {} ends at height {a} px, {} at ({}, {y}) starts at {b} px (a {} px step)",
            name(x),
            name(x + 1),
            x + 1,
            (a - b).abs()
        ),
        if one_way { HELP_ONE_WAY } else { HELP },
    ))
}
