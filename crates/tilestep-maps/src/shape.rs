//! Tile shapes as pixel masks: flips (Tiled's H/V/diagonal bits), collision
//! shapes rasterised into height profiles, and masks classified back into a
//! named kind or a floor/ceiling profile.

use tilestep::{TileDef, TileKind};

/// A tile's collision as the loaders build it (a [`TileDef`] without its tag).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Coll {
    /// The kind.
    pub kind: TileKind,
    /// Heights for `Floor`/`Ceiling`, else empty.
    pub heights: Vec<u16>,
}

impl Coll {
    /// A named kind.
    pub fn named(kind: TileKind) -> Coll {
        Coll {
            kind,
            heights: Vec::new(),
        }
    }

    /// The tile definition with `tag`.
    pub fn def(&self, tag: Option<u8>) -> TileDef {
        let mut d = match self.kind {
            TileKind::Floor => TileDef::custom(false, &self.heights),
            TileKind::Ceiling => TileDef::custom(true, &self.heights),
            k => TileDef::new(k),
        };
        d.tag = tag;
        d
    }
}

/// Height of column `c` of a profile kind (preset or custom), from its edge.
fn height(c: &Coll, t: i32, col: i32) -> i32 {
    match c.kind {
        TileKind::Floor | TileKind::Ceiling => c.heights.get(col as usize).map_or(0, |&h| h as i32),
        k => k.preset_height(t, col).unwrap_or(0),
    }
}

/// The solid pixels of a profile kind, row-major `t x t`.
fn mask(c: &Coll, t: i32) -> Vec<bool> {
    let floor = c.kind.shape() == tilestep::TileShape::Floor;
    let mut m = vec![false; (t * t) as usize];
    for col in 0..t {
        let h = height(c, t, col);
        for r in 0..t {
            let solid = if floor { r >= t - h } else { r < h };
            m[(r * t + col) as usize] = solid;
        }
    }
    m
}

/// Classifies solid pixels: `solid` when full, a named slope when exactly one,
/// else a floor profile (each column solid from the bottom edge up, no gaps),
/// else a ceiling profile. `Err` says why it is none of these.
pub fn classify(m: &[bool], t: i32) -> Result<Coll, String> {
    if m.iter().all(|&b| b) {
        return Ok(Coll::named(TileKind::Solid));
    }
    if !m.iter().any(|&b| b) {
        return Err("the collision shape covers no pixel centre".into());
    }
    // The slope presets (the named kinds with a height profile), in the
    // contract's order.
    let presets = TileKind::ALL
        .into_iter()
        .filter(|k| k.preset_height(t, 0).is_some());
    for k in presets {
        if mask(&Coll::named(k), t) == m {
            return Ok(Coll::named(k));
        }
    }
    let column = |c: i32| (0..t).map(move |r| m[(r * t + c) as usize]);
    let profile = |from_bottom: bool| -> Result<Vec<u16>, i32> {
        let mut hs = Vec::with_capacity(t as usize);
        for c in 0..t {
            let col: Vec<bool> = column(c).collect();
            let h = col.iter().filter(|&&b| b).count() as i32;
            let ok = if from_bottom {
                col.iter()
                    .enumerate()
                    .all(|(r, &b)| b == (r as i32 >= t - h))
            } else {
                col.iter().enumerate().all(|(r, &b)| b == ((r as i32) < h))
            };
            if !ok {
                return Err(c);
            }
            hs.push(h as u16);
        }
        Ok(hs)
    };
    match profile(true) {
        Ok(hs) => Ok(Coll { kind: TileKind::Floor, heights: hs }),
        Err(c1) => match profile(false) {
            Ok(hs) => Ok(Coll { kind: TileKind::Ceiling, heights: hs }),
            Err(c2) => Err(format!(
                "the collision shape is not a height profile: column {} does not rest on the bottom edge and column {} does not hang from the top edge (each column's solid pixels must run unbroken from one tile edge)",
                c1, c2
            )),
        },
    }
}

/// Applies Tiled's flips (diagonal = swap x and y first, then horizontal,
/// then vertical). Named kinds map to named kinds where the pixels are
/// exactly another kind; `Err` when the result is no tile kind.
pub fn flip(c: &Coll, t: i32, h: bool, v: bool, d: bool) -> Result<Coll, String> {
    use TileKind::*;
    if !(h || v || d) {
        return Ok(c.clone());
    }
    match c.kind {
        Empty | Solid | EndSlope => return Ok(c.clone()),
        Platform | PlatformUnder => {
            if d {
                return Err(format!(
                    "a diagonally flipped (rotated) {} would be a one-way wall, which is no tile kind",
                    c.kind.name()
                ));
            }
            return Ok(Coll::named(if v { c.kind.mirror_y() } else { c.kind }));
        }
        _ => {}
    }
    let m = mask(c, t);
    let mut out = vec![false; m.len()];
    for r in 0..t {
        for col in 0..t {
            let (mut x, mut y) = (col, r);
            if d {
                (x, y) = (y, x);
            }
            if h {
                x = t - 1 - x;
            }
            if v {
                y = t - 1 - y;
            }
            out[(y * t + x) as usize] = m[(r * t + col) as usize];
        }
    }
    let named = !matches!(c.kind, TileKind::Floor | TileKind::Ceiling);
    let res = classify(&out, t);
    if let (true, true, Ok(r)) = (d, named, &res) {
        if matches!(r.kind, TileKind::Floor | TileKind::Ceiling) {
            return Err(format!(
                "{} flipped diagonally (rotated) is no tile kind exactly; draw the shape in the tile collision editor if a custom profile is meant",
                c.kind.name()
            ));
        }
    }
    res.map_err(|e| {
        format!(
            "{} flipped{}{}{} is not a tile kind: {e}",
            c.kind.name(),
            if h { " horizontally" } else { "" },
            if v { " vertically" } else { "" },
            if d { " diagonally" } else { "" }
        )
    })
}

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
}

/// Area of the part of polygon `p` inside the unit pixel at `(c, r)`
/// (Sutherland–Hodgman clipping against the pixel's four sides).
fn overlap(p: &[(f64, f64)], c: f64, r: f64) -> f64 {
    let (mut lo, mut hi) = ((f64::MAX, f64::MAX), (f64::MIN, f64::MIN));
    for q in p {
        lo = (lo.0.min(q.0), lo.1.min(q.1));
        hi = (hi.0.max(q.0), hi.1.max(q.1));
    }
    if hi.0 <= c || lo.0 >= c + 1.0 || hi.1 <= r || lo.1 >= r + 1.0 {
        return 0.0;
    }
    let mut poly: Vec<(f64, f64)> = p.to_vec();
    // (axis, bound, keep_greater)
    for (axis, bound, greater) in [
        (0, c, true),
        (0, c + 1.0, false),
        (1, r, true),
        (1, r + 1.0, false),
    ] {
        if poly.is_empty() {
            return 0.0;
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
    let mut area = 0.0;
    for i in 0..poly.len() {
        let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
        area += a.0 * b.1 - b.0 * a.1;
    }
    (area / 2.0).abs()
}

/// Rasterises shapes conservatively: a pixel is solid when a shape covers
/// part of it (more than 1/1000 of its area), so the triangle from the
/// bottom-left to the top-right corner is exactly `slope_br` and the
/// triangle rising to half height is exactly `gentle_br_low`. Then
/// classified as [`classify`] does.
pub fn rasterise(shapes: &[Shape], t: i32) -> Result<Coll, String> {
    let points: usize = shapes
        .iter()
        .map(|s| match s {
            Shape::Rect(..) => 4,
            Shape::Polygon(p) => p.len(),
        })
        .sum();
    if points > MAX_SHAPE_POINTS {
        return Err(format!(
            "the collision shapes have {points} points; at most {MAX_SHAPE_POINTS} per tile"
        ));
    }
    let mut m = vec![false; (t * t) as usize];
    for r in 0..t {
        for c in 0..t {
            let (x, y) = (c as f64, r as f64);
            m[(r * t + c) as usize] = shapes.iter().any(|s| match s {
                Shape::Rect(rx, ry, w, h) => {
                    let ox = (rx + w).min(x + 1.0) - rx.max(x);
                    let oy = (ry + h).min(y + 1.0) - ry.max(y);
                    ox > 0.0 && oy > 0.0 && ox * oy > 1e-3
                }
                Shape::Polygon(p) => p.len() >= 3 && overlap(p, x, y) > 1e-3,
            });
        }
    }
    classify(&m, t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flips_of_named_kinds_match_mirror_x_and_y() {
        for t in [4, 8, 16, 18, 24] {
            for k in TileKind::ALL {
                let c = Coll::named(k);
                assert_eq!(
                    flip(&c, t, true, false, false).unwrap().kind,
                    k.mirror_x(),
                    "{k:?} {t}"
                );
                assert_eq!(
                    flip(&c, t, false, true, false).unwrap().kind,
                    k.mirror_y(),
                    "{k:?} {t}"
                );
            }
        }
    }

    #[test]
    fn diagonal_flips_of_45_degree_slopes_are_exact() {
        let c = |k| Coll::named(k);
        assert_eq!(
            flip(&c(TileKind::SlopeBr), 16, false, false, true)
                .unwrap()
                .kind,
            TileKind::SlopeBr
        );
        assert_eq!(
            flip(&c(TileKind::SlopeBl), 16, false, false, true)
                .unwrap()
                .kind,
            TileKind::SlopeTr
        );
        assert!(flip(&c(TileKind::GentleBrLow), 16, false, false, true).is_err());
        assert!(flip(&c(TileKind::Platform), 16, false, false, true).is_err());
    }

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
        assert_eq!(
            half,
            Coll {
                kind: TileKind::Floor,
                heights: vec![8; 16]
            }
        );
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
}
