//! What the moves read from the map around a body: a wall beside it, and
//! a ledge's corner on that wall. A wall is what the step stops the core
//! against: solid pixels in the rows of the core's outermost column
//! (so a bump the chamfer walks over is no wall).

use crate::body::Body;
use crate::map::TileMap;
use crate::units::{Px, WORLD_LIMIT_PX};

/// The pixel column beside `body`'s box on side `dir` (-1 or +1), `gap` px
/// out (0: touching the box).
pub(super) fn side_column(body: &Body, dir: i32, gap: i32) -> i32 {
    let r = body.rect();
    if dir > 0 {
        r.right.0.saturating_add(gap)
    } else {
        r.left.0.saturating_sub(1).saturating_sub(gap)
    }
}

/// The rows `[top, bottom)` of the core's outermost column on side `dir`.
fn side_rows(body: &Body, dir: i32) -> core::ops::Range<i32> {
    let r = body.rect();
    let outer = if dir > 0 { r.right.0 - 1 } else { r.left.0 };
    body.core_rows(Px(outer))
        .or_else(|| body.core_rows(body.sensor_x()))
        .unwrap_or(r.top.0..r.bottom.0)
}

/// Whether column `x` has a solid pixel in rows `[y0, y1)`.
fn column_solid(map: &TileMap, x: i32, rows: core::ops::Range<i32>) -> bool {
    let lim = WORLD_LIMIT_PX;
    let x = x.clamp(-lim, lim);
    let (y0, y1) = (rows.start.clamp(-lim, lim), (rows.end - 1).clamp(-lim, lim));
    map.first_solid_down(x, y0, y1).is_some()
}

/// The gap in px between `body`'s core and a wall on side `dir`, when one
/// is at most `reach` px away (0: flush against it).
pub(super) fn wall_gap(map: &TileMap, body: &Body, dir: i32, reach: u8) -> Option<u8> {
    let rows = side_rows(body, dir);
    (0..=reach).find(|&gap| column_solid(map, side_column(body, dir, i32::from(gap)), rows.clone()))
}

/// Whether pixel `(x, y)` is a ledge's corner under gravity `g`: solid,
/// with the pixel before it against gravity clear (a wall's top pixel, or
/// its bottom one under gravity up). Clamped to the world like
/// [`TileMap::is_solid`].
pub(super) fn is_corner(map: &TileMap, x: i32, y: i32, g: i32) -> bool {
    let solid = |y: i32| map.is_solid(crate::units::PxPoint::new(x, y));
    solid(y) && !solid(y.saturating_sub(g))
}

/// A ledge's corner in column `x` met by the head of a body moving `dy` px
/// along gravity `g` from head row `head`: the first row from `head` to
/// `head + dy` that [`is_corner`]. `dy >= 0` counts along gravity.
pub(super) fn ledge_corner(map: &TileMap, x: i32, head: i32, dy: i32, g: i32) -> Option<i32> {
    (0..=dy.min(256))
        .map(|k| head + k * g)
        .find(|&y| is_corner(map, x, y, g))
}
