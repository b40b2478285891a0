//! Collision shapes drawn in an editor (rectangles and polygons, in px,
//! fractional coordinates allowed) turned into a tile's solid pixels by the
//! conservative rule, then classified; shapes marked one-way and polylines
//! ([`super::polyline_surface`]) into a one-way profile the same way.

use super::{classify, polyline_surface, surface_mask, Coll};

/// Most polygon points (rectangles count 4) a tile's collision shapes may
/// have, so that rasterising stays cheap on hostile files.
pub const MAX_SHAPE_POINTS: usize = 256;

/// A collision shape drawn in an editor, in tile px (y down).
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// Rectangle `x, y, w, h`.
    Rect(f64, f64, f64, f64),
    /// Closed polygon, absolute tile coordinates.
    Polygon(Vec<(f64, f64)>),
    /// Open polyline, absolute tile coordinates: the surface of a one-way
    /// floor ([`super::polyline_surface`]); it covers no area.
    Polyline(Vec<(f64, f64)>),
}

/// A polygon's bounding box: `(left, top)`, `(right, bottom)`.
pub(crate) fn bounds(p: &[(f64, f64)]) -> ((f64, f64), (f64, f64)) {
    let (mut lo, mut hi) = ((f64::MAX, f64::MAX), (f64::MIN, f64::MIN));
    for q in p {
        lo = (lo.0.min(q.0), lo.1.min(q.1));
        hi = (hi.0.max(q.0), hi.1.max(q.1));
    }
    (lo, hi)
}

/// The part of polygon `p` inside the rectangle from `lo` to `hi`
/// (Sutherland–Hodgman clipping against its four sides).
pub(crate) fn clip(p: &[(f64, f64)], lo: (f64, f64), hi: (f64, f64)) -> Vec<(f64, f64)> {
    let mut poly: Vec<(f64, f64)> = p.to_vec();
    // (axis, bound, keep_greater)
    for (axis, bound, greater) in [
        (0, lo.0, true),
        (0, hi.0, false),
        (1, lo.1, true),
        (1, hi.1, false),
    ] {
        if poly.is_empty() {
            break;
        }
        let get = |q: (f64, f64)| if axis == 0 { q.0 } else { q.1 };
        let inside = |q: (f64, f64)| {
            if greater {
                get(q) >= bound
            } else {
                get(q) <= bound
            }
        };
        let mut out = Vec::with_capacity(poly.len() + 4);
        for i in 0..poly.len() {
            let a = poly[i];
            let b = poly[(i + 1) % poly.len()];
            let (ia, ib) = (inside(a), inside(b));
            if ia {
                out.push(a);
            }
            if ia != ib {
                let t = (bound - get(a)) / (get(b) - get(a));
                out.push((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)));
            }
        }
        poly = out;
    }
    poly
}

/// A polygon's area (shoelace).
pub(crate) fn area(p: &[(f64, f64)]) -> f64 {
    let mut area = 0.0;
    for i in 0..p.len() {
        let (a, b) = (p[i], p[(i + 1) % p.len()]);
        area += a.0 * b.1 - b.0 * a.1;
    }
    (area / 2.0).abs()
}

/// Area of the part of polygon `p` inside the unit pixel at `(c, r)`.
fn overlap(p: &[(f64, f64)], c: f64, r: f64) -> f64 {
    let (lo, hi) = bounds(p);
    if hi.0 <= c || lo.0 >= c + 1.0 || hi.1 <= r || lo.1 >= r + 1.0 {
        return 0.0;
    }
    area(&clip(p, (c, r), (c + 1.0, r + 1.0)))
}

/// Whether shape `s` covers part of the unit pixel at `(x, y)`: more than
/// 1/1000 of its area (the conservative rule).
fn covers(s: &Shape, x: f64, y: f64) -> bool {
    match s {
        Shape::Rect(rx, ry, w, h) => {
            let ox = (rx + w).min(x + 1.0) - rx.max(x);
            let oy = (ry + h).min(y + 1.0) - ry.max(y);
            ox > 0.0 && oy > 0.0 && ox * oy > 1e-3
        }
        Shape::Polygon(p) => p.len() >= 3 && overlap(p, x, y) > 1e-3,
        Shape::Polyline(_) => false,
    }
}

/// The solid pixels, row-major `t x t`, of the tile whose top-left corner
/// is at `(x0, y0)` in the shapes' coordinates, by the conservative rule: a
/// pixel is solid when a shape covers part of it (more than 1/1000 of its
/// area). The tile collision editor's shapes are in tile px (`x0 = y0 =
/// 0`); an object layer's are in map px, one tile at a time.
pub fn coverage(shapes: &[Shape], t: i32, x0: f64, y0: f64) -> Vec<bool> {
    let mut m = vec![false; (t * t) as usize];
    for r in 0..t {
        for c in 0..t {
            let (x, y) = (x0 + c as f64, y0 + r as f64);
            m[(r * t + c) as usize] = shapes.iter().any(|s| covers(s, x, y));
        }
    }
    m
}

/// The polygon points of `shapes`, rectangles counting 4.
pub(crate) fn points(shapes: &[Shape]) -> usize {
    shapes
        .iter()
        .map(|s| match s {
            Shape::Rect(..) => 4,
            Shape::Polygon(p) | Shape::Polyline(p) => p.len(),
        })
        .sum()
}

/// Rasterises a tile's shapes by [`coverage`]'s conservative rule, so the
/// triangle from the bottom-left to the top-right corner is exactly
/// `slope_br` and the triangle rising to half height is exactly
/// `gentle_br_low`. Then classified as [`classify`] does. (Polylines
/// among them are one-way, as in [`rasterise_tile`].)
pub fn rasterise(shapes: &[Shape], t: i32) -> Result<Coll, String> {
    rasterise_tile(shapes, &[], t)
}

/// A tile's collision from its collision editor's shapes: `solid` ones
/// and `one_way` ones (shapes marked one-way; polylines are one-way
/// wherever they are), each rasterised as [`rasterise`] does, a polyline
/// as the floor under it ([`super::polyline_surface`]); then
/// [`tile_coll`].
pub fn rasterise_tile(solid: &[Shape], one_way: &[Shape], t: i32) -> Result<Coll, String> {
    let points = points(solid) + points(one_way);
    if points > MAX_SHAPE_POINTS {
        return Err(format!(
            "the collision shapes have {points} points; at most {MAX_SHAPE_POINTS} per tile"
        ));
    }
    let areas = |shapes: &[Shape]| -> Vec<Shape> {
        shapes
            .iter()
            .filter(|s| !matches!(s, Shape::Polyline(_)))
            .cloned()
            .collect()
    };
    let solid_mask = coverage(&areas(solid), t, 0.0, 0.0);
    let mut one_way_mask = coverage(&areas(one_way), t, 0.0, 0.0);
    for s in solid.iter().chain(one_way) {
        let Shape::Polyline(p) = s else { continue };
        if let Some(hs) = polyline_surface(p, t, 1, 1).get(&(0, 0)) {
            let under = surface_mask(hs, t);
            one_way_mask
                .iter_mut()
                .zip(under)
                .for_each(|(m, u)| *m |= u);
        }
    }
    tile_coll(&solid_mask, &one_way_mask, t)?
        .ok_or_else(|| "the collision shape covers no pixel centre".into())
}

/// A tile's collision from its solid pixels and its one-way pixels (of
/// shapes marked one-way and polylines), row-major `t x t`: `None` when it
/// has neither; the solid pixels classified ([`classify`]) when it has
/// only those; the one-way pixels classified and made one-way
/// ([`Coll::to_one_way`]: a profile becomes a one-way profile, a full tile
/// a `platform`) when it has only those. A tile with both is an error: a
/// tile collides as solid pixels or as a one-way profile, never both.
pub fn tile_coll(solid: &[bool], one_way: &[bool], t: i32) -> Result<Option<Coll>, String> {
    match (solid.iter().any(|&b| b), one_way.iter().any(|&b| b)) {
        (false, false) => Ok(None),
        (true, false) => classify(solid, t).map(Some),
        (false, true) => classify(one_way, t).map(|c| Some(c.to_one_way())),
        (true, true) => Err(
            "solid shapes and one-way shapes (marked one_way, or polylines) meet in this tile; a tile is solid or one-way, not both: keep the one-way surface out of the solid tiles"
                .into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::TileKind;

    #[test]
    fn rasterised_shapes() {
        let poly = |p: &[(f64, f64)]| rasterise(&[Shape::Polygon(p.to_vec())], 16).unwrap().kind;
        assert_eq!(
            poly(&[(0.0, 16.0), (16.0, 0.0), (16.0, 16.0)]),
            TileKind::SlopeBr
        );
        assert_eq!(
            poly(&[(0.0, 0.0), (0.0, 16.0), (16.0, 16.0)]),
            TileKind::SlopeBl
        );
        assert_eq!(
            poly(&[(0.0, 16.0), (16.0, 8.0), (16.0, 16.0)]),
            TileKind::GentleBrLow
        );
        assert_eq!(
            poly(&[(0.0, 16.0), (0.0, 8.0), (16.0, 0.0), (16.0, 16.0)]),
            TileKind::GentleBrHigh
        );
        assert_eq!(
            poly(&[(0.0, 0.0), (16.0, 0.0), (16.0, 16.0)]),
            TileKind::SlopeTr
        );
        let half = rasterise(&[Shape::Rect(0.0, 8.0, 16.0, 8.0)], 16).unwrap();
        assert_eq!(half, Coll::custom(false, vec![8; 16]));
        let hang = rasterise(&[Shape::Rect(0.0, 0.0, 16.0, 4.0)], 16).unwrap();
        assert_eq!(hang.kind, TileKind::Ceiling);
        assert!(rasterise(&[Shape::Rect(4.0, 4.0, 8.0, 8.0)], 16).is_err());
        assert!(
            rasterise(&[Shape::Rect(0.0, 0.0, 16.0, 16.0)], 16)
                .unwrap()
                .kind
                == TileKind::Solid
        );
    }

    #[test]
    fn shapes_along_a_side_edge_are_profiles_never_one_way_walls() {
        // A strip drawn on the left edge (where an `oneway_left` acts) is
        // solid pixels: a floor profile of full-height columns.
        let left = rasterise(&[Shape::Rect(0.0, 0.0, 2.0, 16.0)], 16).unwrap();
        let mut hs = vec![0; 16];
        hs[..2].fill(16);
        assert_eq!(left, Coll::custom(false, hs.clone()));
        hs.reverse();
        let right = rasterise(&[Shape::Rect(14.0, 0.0, 2.0, 16.0)], 16).unwrap();
        assert_eq!(right, Coll::custom(false, hs));
        // A line along the edge covers no pixel: an error, not a wall.
        assert!(rasterise(&[Shape::Rect(0.0, 0.0, 0.0, 16.0)], 16).is_err());
        // One-way walls have no solid pixels to classify.
        for k in [TileKind::OnewayLeft, TileKind::OnewayRight] {
            assert!(!crate::shape::mask(&Coll::named(k), 16).iter().any(|&b| b));
        }
        for k in TileKind::ALL {
            let got = crate::shape::classify(&crate::shape::mask(&Coll::named(k), 16), 16);
            if let Ok(c) = got {
                assert!(!c.kind.shape().is_one_way(), "{k:?} classified as {c:?}");
            }
        }
    }

    #[test]
    fn one_way_shapes_make_one_way_profiles_and_full_tiles_platforms() {
        let slope = Shape::Polygon(vec![(0.0, 16.0), (16.0, 0.0), (16.0, 16.0)]);
        let one_way = |s: &[Shape]| rasterise_tile(&[], s, 16).unwrap();
        assert_eq!(one_way(&[slope]).kind, TileKind::OnewaySlopeBr);
        assert_eq!(
            one_way(&[Shape::Rect(0.0, 0.0, 16.0, 16.0)]).kind,
            TileKind::Platform
        );
        assert_eq!(
            one_way(&[Shape::Rect(0.0, 0.0, 16.0, 4.0)]),
            Coll::custom(true, vec![4; 16]).to_one_way()
        );
        // A polyline is one-way wherever it is given.
        let line = Shape::Polyline(vec![(0.0, 16.0), (16.0, 0.0)]);
        assert_eq!(
            rasterise(std::slice::from_ref(&line), 16).unwrap().kind,
            TileKind::OnewaySlopeBr
        );
        // The polyline's floor and a one-way area unite.
        let low = Shape::Rect(0.0, 12.0, 16.0, 4.0);
        let mut hs: Vec<u16> = (1..=16).collect();
        hs[..4].fill(4);
        assert_eq!(
            rasterise_tile(&[], &[line.clone(), low.clone()], 16).unwrap(),
            Coll::custom(false, hs).to_one_way()
        );
        // Solid and one-way pixels in one tile: refused.
        assert!(rasterise_tile(&[low], &[line], 16)
            .unwrap_err()
            .starts_with("solid shapes and one-way shapes"));
        assert_eq!(
            rasterise_tile(&[], &[], 16).unwrap_err(),
            "the collision shape covers no pixel centre"
        );
    }
}
