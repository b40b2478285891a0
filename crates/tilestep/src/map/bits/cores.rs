//! A body's core on the bitmap: every core column on its own rows
//! (`core_clear`, `cores_clear`), one side of it (`core_side_clear`),
//! and the rows a core's wedge adds (`any_in_wedge`).

use super::{low, window, SolidBits};

impl SolidBits {
    /// [`SolidBits::core_clear`] of only the core columns from the sensor
    /// column `px` to `far` (either side, inclusive): one window word per
    /// column under a mask one row shorter at each end per column out.
    /// Everything must lie inside the bitmap.
    #[inline]
    pub fn core_side_clear(&self, px: i32, top: i32, py: i32, far: i32) -> bool {
        let h = py - top;
        if h > 64 {
            let (xa, xb) = (px.min(far), px.max(far));
            return self.core_clear(px, top, py, xa, xb);
        }
        let (k, s) = ((top >> 6) as usize, (top & 63) as u32);
        let (los, his) = self.band_words(k, px.min(far), px.max(far));
        let column = |(lo, hi): (&u64, &u64)| window(*lo, *hi, s);
        let mut rows = low(h as u32);
        let mut clear = |word: u64| {
            let hit = word & rows != 0;
            rows &= (rows << 1) & (rows >> 1);
            !hit
        };
        if far >= px {
            los.iter().zip(his).map(column).all(&mut clear)
        } else {
            los.iter().zip(his).rev().map(column).all(&mut clear)
        }
    }

    /// True when the core of the box with sensor column `px`, rows
    /// `[top, py)`, core columns `[xa, xb]` holds no solid pixel: column `x`
    /// at distance `d` from `px` is tested on rows `[top + d, py - 1 - d]`.
    /// Everything must lie inside the bitmap.
    #[inline]
    pub fn core_clear(&self, px: i32, top: i32, py: i32, xa: i32, xb: i32) -> bool {
        self.cores_clear(px, px, top, py, xa, xb)
    }

    /// [`SolidBits::core_clear`] of the boxes of rows `[top, py)` with
    /// every sensor column in `[pa, pb]` at once, their core columns
    /// together `[xa, xb]`: their cores' union, in which column `x` is
    /// tested on rows `[top + d, py - 1 - d]`, `d` its distance from the
    /// nearest of those sensor columns (0 among them).
    #[inline(always)]
    pub fn cores_clear(&self, pa: i32, pb: i32, top: i32, py: i32, xa: i32, xb: i32) -> bool {
        let h = py - top;
        if h > 64 || xa > xb {
            return !(xa..=xb).any(|x| {
                let d = (pa - x).max(x - pb).max(0);
                self.any(x, top + d, py - 1 - d)
            });
        }
        // At most 64 rows, in bands `k` and `k + 1`: a column's two words
        // read as one 128-bit word whose bit `s + r` is row `top + r`. The
        // core rows of a column at distance `e` from the sensor columns are
        // its bits `[s + e, s + h - e)`: one more at each end per column
        // inward.
        let (k, s) = ((top >> 6) as usize, (top & 63) as u32);
        let rows = u128::from(u64::MAX >> (64 - h as u32)) << s;
        let (los, his) = self.band_words(k, xa, xb);
        let n = los.len();
        let column = |i: usize| u128::from(los[i]) | u128::from(his[i]) << 64;
        // The sensor columns first: where a slope rising ahead meets the
        // core first.
        let (ca, cb) = ((pa - xa) as usize, (pb - xa) as usize);
        if (ca..=cb).any(|c| column(c) & rows != 0) {
            return false;
        }
        // Then the two columns at each distance, from the farthest in:
        // where a wall meets the core first.
        let far = ca.max(n - 1 - cb);
        let mut core = (rows << far) & (rows >> far);
        for e in (1..=far).rev() {
            let mut hits = 0;
            if e <= ca {
                hits |= column(ca - e) & core;
            }
            if cb + e < n {
                hits |= column(cb + e) & core;
            }
            if hits != 0 {
                return false;
            }
            core |= (core << 1) | (core >> 1);
        }
        true
    }

    /// How many pixels (`0..=limit`) a core may move vertically by `dir`
    /// (down when `dir > 0`, else up) before one of its columns enters a
    /// solid pixel: the core of the box with sensor column `px`, rows
    /// `[top, py)`, core columns `[xa, xb]`, column `x` ending as far
    /// inside the box's edge as it lies from `px` (its wedges), or at the
    /// edge for a box core (`boxed`). Only the rows past each column's end
    /// are read. `limit >= 1` and `limit + |x - px| <= 64` for every
    /// column; everything inside the bitmap.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn core_free_v(
        &self,
        (px, top, py): (i32, i32, i32),
        (xa, xb): (i32, i32),
        boxed: bool,
        dir: i32,
        limit: i32,
    ) -> i32 {
        let far = if boxed { 0 } else { (px - xa).max(xb - px) };
        debug_assert!(limit >= 1 && limit + far <= 64);
        // Each column's rows past its end, shifted so that the row next to
        // its end is bit 0 (down) or bit `limit - 1` (up) for every column:
        // the union's nearest bit is the nearest stop.
        let y0 = if dir > 0 { py - far } else { top - limit };
        let (los, his) = self.band_words((y0 >> 6) as usize, xa, xb);
        let s = (y0 & 63) as u32;
        // Most often none of the rows any column reads holds a solid
        // pixel: their union says so at once.
        let both = los.iter().zip(his).fold(0u128, |acc, (&l, &h)| {
            acc | (u128::from(h) << 64 | u128::from(l))
        });
        if window(both as u64, (both >> 64) as u64, s) & low((limit + far) as u32) == 0 {
            return limit;
        }
        let rows = low(limit as u32);
        let hits = los
            .iter()
            .zip(his)
            .zip(xa..)
            .fold(0, |hits, ((&lo, &hi), x)| {
                let d = if boxed { 0 } else { (x - px).abs() };
                let at = if dir > 0 { far - d } else { d };
                hits | window(lo, hi, s) >> at & rows
            });
        match (hits, dir > 0) {
            (0, _) => limit,
            (_, true) => hits.trailing_zeros() as i32,
            (_, false) => hits.leading_zeros() as i32 - (64 - limit),
        }
    }

    /// True when column `x` of `[xa, xb]` holds a solid pixel in the `len`
    /// rows from `row + step * |x - px|` down, for any `x` (`step` ±1,
    /// `len >= 1`): rows that start one further along per column away
    /// from the sensor column `px`, as a core's edge does (its wedges).
    /// Everything must lie inside the bitmap.
    #[inline]
    pub fn any_in_wedge(&self, px: i32, row: i32, step: i32, len: i32, xa: i32, xb: i32) -> bool {
        let far = (px - xa).max(xb - px);
        if far + len > 64 || xa > xb {
            return (xa..=xb).any(|x| {
                let r = row + step * (x - px).abs();
                self.any(x, r, r + len - 1)
            });
        }
        // All the rows lie within `far + len <= 64` of one another: one
        // window word per column, its rows at the column's distance from
        // the window's first row.
        let y0 = if step < 0 { row - far } else { row };
        let (los, his) = self.band_words((y0 >> 6) as usize, xa, xb);
        let (s, rows) = ((y0 & 63) as u32, low(len as u32));
        los.iter().zip(his).zip(xa..).any(|((&lo, &hi), x)| {
            let d = (x - px).abs();
            let at = if step < 0 { far - d } else { d };
            window(lo, hi, s) & rows << at != 0
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::map::bits::SolidBits;

    #[test]
    fn a_wedge_of_rows_is_tested_pixel_by_pixel() {
        let mut b = SolidBits::empty(140, 200).unwrap();
        for (x, y) in [
            (3, 60),
            (10, 64),
            (20, 70),
            (30, 127),
            (64, 120),
            (100, 130),
        ] {
            b.set_range(x, y, y + 1, true);
        }
        let mut hits = 0;
        for (xa, xb) in [(0i32, 24i32), (5, 40), (60, 139), (0, 139)] {
            for px in xa..=xb {
                for row in (40..160).step_by(3) {
                    for step in [-1, 1] {
                        // Rows beyond the bitmap are the caller's to avoid.
                        let far = (px - xa).max(xb - px);
                        for len in [1, 3, 9] {
                            let want = (xa..=xb).any(|x| {
                                let y = row + step * (x - px).abs();
                                (y..y + len).any(|y| (0..200).contains(&y) && b.get(x, y))
                            });
                            let ends =
                                [row + step * far, row + step * far + len - 1, row + len - 1];
                            if ends.iter().all(|y| (0..200).contains(y)) {
                                assert_eq!(b.any_in_wedge(px, row, step, len, xa, xb), want);
                                hits += u32::from(want);
                            }
                        }
                    }
                }
            }
        }
        assert!(hits > 100, "{hits}");
    }

    #[test]
    fn a_core_moves_vertically_until_a_column_end_meets_a_solid_pixel() {
        // The bitmap of the tests below; chamfered and box cores of
        // several sizes, both ways, every limit up to what one word holds,
        // against a pixel-by-pixel walk of each column past its end.
        let mut b = SolidBits::empty(9, 130).unwrap();
        for (x, y) in [
            (0, 3),
            (4, 20),
            (8, 64),
            (2, 127),
            (6, 70),
            (5, 63),
            (3, 90),
        ] {
            b.set_range(x, y, y + 1, true);
        }
        let mut stops = 0;
        for h in [1, 2, 5, 9, 24] {
            for boxed in [false, true] {
                for py in h..=130 {
                    for px in 0..9i32 {
                        let half = (h - 1) / 2;
                        let (xa, xb) = match boxed {
                            true => ((px - 2).max(0), (px + 2).min(8)),
                            false => ((px - half).max(0), (px + half).min(8)),
                        };
                        let far = if boxed { 0 } else { (px - xa).max(xb - px) };
                        let top = py - h;
                        for dir in [-1, 1] {
                            for limit in 1..=64 - far {
                                let (lo, hi) = match dir > 0 {
                                    true => (py - far, py + limit - 1),
                                    false => (top - limit, top + far - 1),
                                };
                                if lo < 0 || hi >= 130 {
                                    continue;
                                }
                                let end = |x: i32| {
                                    let d = if boxed { 0 } else { (x - px).abs() };
                                    if dir > 0 {
                                        py - 1 - d
                                    } else {
                                        top + d
                                    }
                                };
                                let want = (0..limit)
                                    .find(|k| (xa..=xb).any(|x| b.get(x, end(x) + dir * (k + 1))))
                                    .unwrap_or(limit);
                                let got = b.core_free_v((px, top, py), (xa, xb), boxed, dir, limit);
                                assert_eq!(got, want, "{px} {top}..{py} {boxed} {dir} {limit}");
                                stops += u32::from(want < limit);
                            }
                        }
                    }
                }
            }
        }
        assert!(stops > 10_000, "{stops}");
    }

    #[test]
    fn core_clear_tests_each_column_on_its_own_rows() {
        // A 9-column, 130-row bitmap with a few solid pixels; every box
        // (short and tall) is compared with a pixel-by-pixel core test.
        let mut b = SolidBits::empty(9, 130).unwrap();
        for (x, y) in [(0, 3), (4, 20), (8, 64), (2, 127), (6, 70)] {
            b.set_range(x, y, y + 1, true);
        }
        for h in [1, 2, 5, 24, 63, 64, 65, 100, 130] {
            for py in h..=130 {
                for px in 0..9i32 {
                    let half = (h - 1) / 2;
                    let (xa, xb) = ((px - half).max(0), (px + half).min(8));
                    let want = (xa..=xb).all(|x| {
                        let d = (x - px).abs();
                        (py - h + d..py - d).all(|y| !b.get(x, y))
                    });
                    assert_eq!(b.core_clear(px, py - h, py, xa, xb), want, "{px} {py} {h}");
                }
            }
        }
    }

    #[test]
    fn one_side_of_a_core_tests_its_columns_on_their_own_rows() {
        // The bitmap above, every box (short and tall), each side of its
        // sensor column against a pixel-by-pixel test of those columns.
        let mut b = SolidBits::empty(9, 130).unwrap();
        for (x, y) in [(0, 3), (4, 20), (8, 64), (2, 127), (6, 70), (5, 63)] {
            b.set_range(x, y, y + 1, true);
        }
        for h in [1, 2, 5, 24, 63, 64, 65, 100, 130] {
            for py in h..=130 {
                for px in 0..9i32 {
                    let half = (h - 1) / 2;
                    for far in [(px - half).max(0), (px + half).min(8)] {
                        let want = (px.min(far)..=px.max(far)).all(|x| {
                            let d = (x - px).abs();
                            (py - h + d..py - d).all(|y| !b.get(x, y))
                        });
                        let got = b.core_side_clear(px, py - h, py, far);
                        assert_eq!(got, want, "{px} {py} {h} to {far}");
                    }
                }
            }
        }
    }
}
