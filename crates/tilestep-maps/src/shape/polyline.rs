//! Polylines as one-way floors: a line drawn in an editor (on a collision
//! object layer, or in a tile's collision editor) is the surface of a
//! one-way floor profile. Each pixel column whose centre the line spans
//! takes as its surface the pixel the line crosses at that centre, so the
//! line from a tile's bottom-left to its top-right corner is exactly
//! `oneway_slope_br`, and a line rising to half height exactly
//! `oneway_gentle_br_low`. No segment may be steeper than 45°.

use std::collections::BTreeMap;

/// The point as written in messages: `(16, 7.5)`.
fn pt(p: (f64, f64)) -> String {
    format!("({}, {})", p.0, p.1)
}

/// Checks a polyline's points (absolute px): at least two, finite, and
/// every segment at most 45° (`|dy| <= |dx|`); `Err` says which segment
/// is not, for the caller to name the object (`is a polyline whose
/// segment 2 (from (16, 32) to (20, 8)) is steeper than 45°; ...`).
/// Segments count from 1, the first from point 1 to point 2.
pub fn check_polyline(p: &[(f64, f64)]) -> Result<(), String> {
    if p.len() < 2 {
        return Err(format!(
            "is a polyline of {} point{}; a one-way floor needs at least two",
            p.len(),
            if p.len() == 1 { "" } else { "s" }
        ));
    }
    if let Some(i) = p.iter().position(|q| !(q.0.is_finite() && q.1.is_finite())) {
        return Err(format!(
            "is a polyline whose point {} is too far away to place",
            i + 1
        ));
    }
    for (i, s) in p.windows(2).enumerate() {
        let (a, b) = (s[0], s[1]);
        if (b.1 - a.1).abs() > (b.0 - a.0).abs() {
            return Err(format!(
                "is a polyline whose segment {} (from {} to {}) is steeper than 45°; a collision polyline is a one-way floor, each segment rising or falling at most 1 px per px",
                i + 1,
                pt(a),
                pt(b)
            ));
        }
    }
    Ok(())
}

/// The pixel columns `c` in `[lo, hi)` whose centre `c + 0.5` lies within
/// the x span of the segment from `a` to `b` (none for a vertical one).
fn segment_columns(a: (f64, f64), b: (f64, f64), lo: i64, hi: i64) -> (i64, i64) {
    if a.0 == b.0 {
        return (0, -1);
    }
    let (l, r) = (a.0.min(b.0), a.0.max(b.0));
    // f64 -> i64 casts saturate; the clamps keep the range inside the grid.
    let from = ((l - 0.5).ceil().max(lo as f64)) as i64;
    let to = ((r - 0.5).floor().min((hi - 1) as f64)) as i64;
    (from.max(lo), to.min(hi - 1))
}

/// How many pixel columns of `[0, width_px)` the polyline's segments
/// span, all segments together: the work of [`polyline_surface`].
pub(crate) fn polyline_columns(p: &[(f64, f64)], width_px: i64) -> u64 {
    p.windows(2)
        .map(|s| {
            let (from, to) = segment_columns(s[0], s[1], 0, width_px);
            (to - from + 1).max(0) as u64
        })
        .fold(0u64, u64::saturating_add)
}

/// The one-way floor surface a polyline (points in px, checked by
/// [`check_polyline`]) draws on a grid of `w x h` tiles of `t` px from
/// `(0, 0)`: for each tile it passes through, keyed `(row, column)`, the
/// height of each pixel column's surface above the tile's bottom edge
/// (`1..=t`; 0 where the line doesn't cross that column of the tile). A
/// column's surface is the pixel the line crosses at the column's centre,
/// row `floor(y(c + 0.5))`; where the line passes a column twice, the
/// higher crossing in a tile is its surface. Parts off the grid are left
/// out.
pub fn polyline_surface(
    p: &[(f64, f64)],
    t: i32,
    w: i64,
    h: i64,
) -> BTreeMap<(i64, i64), Vec<u16>> {
    let t64 = t as i64;
    let mut out: BTreeMap<(i64, i64), Vec<u16>> = BTreeMap::new();
    for s in p.windows(2) {
        let (a, b) = (s[0], s[1]);
        let (from, to) = segment_columns(a, b, 0, w.saturating_mul(t64));
        for c in from..=to {
            let x = c as f64 + 0.5;
            let y = a.1 + (x - a.0) * (b.1 - a.1) / (b.0 - a.0);
            let row = y.floor();
            if !(row >= 0.0 && row < (h.saturating_mul(t64)) as f64) {
                continue;
            }
            let row = row as i64;
            let (tx, ty) = (c / t64, row / t64);
            let height = (t64 - row % t64) as u16;
            let col = (c % t64) as usize;
            let hs = out.entry((ty, tx)).or_insert_with(|| vec![0; t as usize]);
            hs[col] = hs[col].max(height);
        }
    }
    out
}

/// The pixels under a floor surface of per-column `heights`, row-major
/// `t x t`: each column's from its surface down to the tile's bottom edge
/// (the pixels of the floor profile with those heights).
pub fn surface_mask(heights: &[u16], t: i32) -> Vec<bool> {
    let mut m = vec![false; (t * t) as usize];
    for (c, &hgt) in heights.iter().enumerate().take(t as usize) {
        for r in (t - hgt as i32).max(0)..t {
            m[(r * t) as usize + c] = true;
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{classify, Coll};
    use tilestep::TileKind;

    /// The kind of the one tile a polyline within it draws.
    fn kind(p: &[(f64, f64)]) -> Coll {
        check_polyline(p).unwrap();
        let s = polyline_surface(p, 16, 1, 1);
        classify(&surface_mask(&s[&(0, 0)], 16), 16)
            .unwrap()
            .to_one_way()
    }

    #[test]
    fn lines_along_the_slopes_surfaces_are_the_one_way_slopes() {
        use TileKind::*;
        for (p, want) in [
            (vec![(0.0, 16.0), (16.0, 0.0)], OnewaySlopeBr),
            (vec![(0.0, 0.0), (16.0, 16.0)], OnewaySlopeBl),
            (vec![(0.0, 16.0), (16.0, 8.0)], OnewayGentleBrLow),
            (vec![(0.0, 8.0), (16.0, 0.0)], OnewayGentleBrHigh),
            (vec![(0.0, 0.0), (16.0, 8.0)], OnewayGentleBlHigh),
            (vec![(0.0, 8.0), (16.0, 16.0)], OnewayGentleBlLow),
            // Either way along: the same line.
            (vec![(16.0, 0.0), (0.0, 16.0)], OnewaySlopeBr),
            // Along the top edge: a platform (the surface is that edge).
            (vec![(0.0, 0.0), (16.0, 0.0)], Platform),
        ] {
            assert_eq!(kind(&p).kind, want, "{p:?}");
        }
        // Flat at mid-height: a one-way custom floor of 8 px.
        assert_eq!(
            kind(&[(0.0, 8.0), (16.0, 8.0)]),
            Coll {
                one_way: true,
                ..Coll::custom(false, vec![8; 16])
            }
        );
    }

    #[test]
    fn a_line_across_tiles_puts_each_column_in_the_tile_it_crosses() {
        // A 45° ramp over two tile rows, then flat: (0, 32) -> (32, 0) -> (48, 0).
        let p = [(0.0, 32.0), (32.0, 0.0), (48.0, 0.0)];
        let s = polyline_surface(&p, 16, 3, 2);
        assert_eq!(
            s.keys().copied().collect::<Vec<_>>(),
            [(0, 1), (0, 2), (1, 0)]
        );
        assert_eq!(s[&(1, 0)], (1..=16).collect::<Vec<u16>>());
        assert_eq!(s[&(0, 1)], (1..=16).collect::<Vec<u16>>());
        assert_eq!(s[&(0, 2)], vec![16; 16]);
        // A line part-way across a tile leaves its other columns at 0;
        // off the grid is left out.
        let s = polyline_surface(&[(-20.0, 12.5), (8.0, 12.5)], 16, 1, 1);
        let mut hs = vec![0; 16];
        hs[..8].fill(4);
        assert_eq!(s[&(0, 0)], hs);
        assert!(polyline_surface(&[(0.0, -3.0), (16.0, -3.0)], 16, 1, 1).is_empty());
        assert_eq!(polyline_columns(&[(-20.0, 12.5), (8.0, 12.5)], 16), 8);
    }

    #[test]
    fn steeper_than_45_degrees_is_refused_naming_the_segment() {
        assert_eq!(
            check_polyline(&[(0.0, 16.0), (16.0, 16.0), (20.0, 8.0)]).unwrap_err(),
            "is a polyline whose segment 2 (from (16, 16) to (20, 8)) is steeper than 45°; a collision polyline is a one-way floor, each segment rising or falling at most 1 px per px"
        );
        assert!(
            check_polyline(&[(0.0, 0.0), (0.0, 5.0)]).is_err(),
            "vertical"
        );
        assert!(check_polyline(&[(0.0, 0.0), (0.0, 0.0), (4.0, 4.0)]).is_ok());
        assert!(check_polyline(&[(1.0, 1.0)])
            .unwrap_err()
            .contains("1 point;"));
        assert!(check_polyline(&[(0.0, 0.0), (f64::INFINITY, 0.0)]).is_err());
    }
}
