//! Segment casts through the pixel grid ([`crate::TileMap::cast`]): every
//! pixel the segment touches is tested, corners included, in exact
//! integers, so slopes are exact and a segment can't slip between two
//! solid pixels that touch at a corner.

use super::{CastHit, CastOptions};
use crate::map::TileMap;
use crate::rules::stopping;
use crate::tiles::TileId;
use crate::units::{PxPoint, SubPoint, TileXY};

/// A segment from `from` to `to`, subpixels, as 64-bit numbers.
struct Segment {
    from: SubPoint,
    x0: i64,
    y0: i64,
    dx: i64,
    dy: i64,
}

impl Segment {
    /// The point `num / den` of the way along (subpixels, rounded toward
    /// the start); the start itself for `den == 0`.
    fn point(&self, num: i64, den: i64) -> SubPoint {
        if den == 0 {
            return self.from;
        }
        let (x, y) = (self.x0 + self.dx * num / den, self.y0 + self.dy * num / den);
        SubPoint::new(x as i32, y as i32)
    }
}

/// The distance (subpixels) from `p0` in pixel `c` to the next pixel
/// boundary moving by `s` (±1; 0: none).
fn to_boundary(c: i32, p0: i64, s: i32) -> i64 {
    match s {
        1 => ((c as i64 + 1) << 8) - p0,
        -1 => p0 - ((c as i64) << 8) + 1,
        _ => 0,
    }
}

/// The hit of `seg` on `map` at pixel `(px, py)`, entered through its side
/// `normal` after `num / den` of the segment.
fn hit(
    map: &TileMap,
    seg: &Segment,
    (px, py): (i32, i32),
    normal: (i8, i8),
    (num, den): (i64, i64),
) -> CastHit {
    let (tx, ty) = (map.tile_of(px), map.tile_of(py));
    let id = map.id_at(tx, ty);
    CastHit {
        pixel: PxPoint::new(px, py),
        tile: TileXY::new(tx, ty),
        id: (id != u16::MAX).then_some(TileId(id)),
        point: seg.point(num, den),
        normal,
    }
}

/// [`crate::TileMap::cast`] on `map`.
pub(crate) fn cast(
    map: &TileMap,
    from: SubPoint,
    to: SubPoint,
    opts: CastOptions,
) -> Option<CastHit> {
    let (x0, y0) = (from.x.0 as i64, from.y.0 as i64);
    let (x1, y1) = (to.x.0 as i64, to.y.0 as i64);
    let seg = Segment {
        from,
        x0,
        y0,
        dx: x1 - x0,
        dy: y1 - y0,
    };
    let (mut cx, mut cy) = ((x0 >> 8) as i32, (y0 >> 8) as i32);
    let (ex, ey) = ((x1 >> 8) as i32, (y1 >> 8) as i32);
    let (sx, sy) = (seg.dx.signum() as i32, seg.dy.signum() as i32);
    let (adx, ady) = (seg.dx.abs(), seg.dy.abs());
    // Distances (subpixels) to the next pixel boundary on each axis.
    let (mut nx, mut ny) = (to_boundary(cx, x0, sx), to_boundary(cy, y0, sy));
    let (side_x, side_y) = ((-sx as i8, 0), (0, -sy as i8));
    if map.solid_px(cx, cy) {
        return Some(hit(map, &seg, (cx, cy), (0, 0), (0, 0)));
    }
    let total = (ex - cx).abs() + (ey - cy).abs();
    let mut i = 0;
    while i < total {
        // Compare nx/adx with ny/ady without division.
        let (tx_num, ty_num) = (nx * ady, ny * adx);
        let step_x = sx != 0 && (sy == 0 || tx_num <= ty_num);
        let step_y = sy != 0 && (sx == 0 || ty_num <= tx_num);
        if step_x && step_y {
            // Exactly through a corner: both side pixels count.
            let at = (nx, adx);
            if map.solid_px(cx + sx, cy) || wall_cross(map, cx, cy, sx, opts) {
                return Some(hit(map, &seg, (cx + sx, cy), side_x, at));
            }
            if map.solid_px(cx, cy + sy) || one_way_cross(map, cx, cy, sy, opts) {
                return Some(hit(map, &seg, (cx, cy + sy), side_y, at));
            }
            (cx, cy, nx, ny, i) = (cx + sx, cy + sy, nx + 256, ny + 256, i + 2);
            if map.solid_px(cx, cy) {
                return Some(hit(map, &seg, (cx, cy), side_x, at));
            }
        } else if step_x {
            let at = (nx, adx);
            let wall = wall_cross(map, cx, cy, sx, opts);
            (cx, nx, i) = (cx + sx, nx + 256, i + 1);
            if wall || map.solid_px(cx, cy) {
                return Some(hit(map, &seg, (cx, cy), side_x, at));
            }
        } else {
            let at = (ny, ady);
            let oneway = one_way_cross(map, cx, cy, sy, opts);
            (cy, ny, i) = (cy + sy, ny + 256, i + 1);
            if oneway || map.solid_px(cx, cy) {
                return Some(hit(map, &seg, (cx, cy), side_y, at));
            }
        }
    }
    None
}

/// Moving from pixel row `cy` to `cy + sy` in column `cx` crosses a
/// one-way surface in its blocking direction, a platform's edge or a
/// one-way profile's surface (a cast has no gravity and no drop input:
/// every one-way surface it meets stops it).
fn one_way_cross(map: &TileMap, cx: i32, cy: i32, sy: i32, opts: CastOptions) -> bool {
    let Some(side) = stopping(sy, 0, false)
        .filter(|_| opts.one_way)
        .map(|s| s.side)
    else {
        return false;
    };
    // The pixel boundary crossed: below row `cy`, or above it.
    let edge = cy + i32::from(sy > 0);
    map.oneway_tile_row(edge, side)
        .is_some_and(|ty| map.is_oneway(map.tile_of(cx), ty, side, false))
        || map.holds_oneway_profiles() && map.oneway_profile_at(cx, edge, side).is_some()
}

/// Moving from pixel column `cx` to `cx + sx` in row `cy` crosses a
/// one-way wall's edge from its open side (`oneway_left` going right,
/// `oneway_right` going left; only with `opts.one_way`).
fn wall_cross(map: &TileMap, cx: i32, cy: i32, sx: i32, opts: CastOptions) -> bool {
    if !opts.one_way || !map.holds_walls() {
        return false;
    }
    // The pixel boundary crossed: right of column `cx`, or left of it.
    let edge = cx + i32::from(sx > 0);
    let row = map.tile_of(cy);
    map.wall_beyond(edge, row, row, sx).is_some()
}
