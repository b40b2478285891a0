//! Scans of the bitmap: the first solid (or clear) row down or up a
//! column, and of each column of a range, and "no solid pixel in this
//! rectangle".

use super::{low, window, SolidBits};

impl SolidBits {
    /// True when no pixel of columns `[x0, x1]`, rows `[y0, y1]` is solid
    /// (everything inside the bitmap).
    #[inline]
    pub fn rect_clear(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        let n = y1 - y0 + 1;
        if n <= 0 || x0 > x1 {
            return true;
        }
        if n <= 64 {
            self.union_window(x0, x1, y0, n as u32) == 0
        } else {
            (x0..=x1).all(|x| !self.any(x, y0, y1))
        }
    }

    /// Rows `[y0, y0 + n)` of columns `[x0, x1]` together, as a word whose
    /// bit `r` is set when row `y0 + r` holds a solid pixel in any of them;
    /// `0 < n <= 64`, `x0 <= x1`, everything inside the bitmap.
    #[inline(always)]
    fn union_window(&self, x0: i32, x1: i32, y0: i32, n: u32) -> u64 {
        // The rows lie in bands `k` and `k + 1`: the union of the columns'
        // words, windowed once.
        let (k, s) = ((y0 >> 6) as usize, (y0 & 63) as u32);
        let (los, his) = self.band_words(k, x0, x1);
        // Both bands' unions in one pass over the columns, as one
        // double word (a plain loop: the box's few columns don't pay for
        // a vector loop's setup).
        let both = los.iter().zip(his).fold(0u128, |acc, (&l, &h)| {
            acc | (u128::from(h) << 64 | u128::from(l))
        });
        window(both as u64, (both >> 64) as u64, s) & (u64::MAX >> (64 - n))
    }

    /// Rows `[y0, y0 + 64)` of columns `[x0, x1]` together, and of the
    /// columns `[m0, m1]` among them together (`x0 <= m0 <= m1 <= x1`):
    /// `(all, middle)`, words whose bit `r` is set when row `y0 + r` holds
    /// a solid pixel in one of those columns. Everything inside the
    /// bitmap (rows past its last are read from the spare band).
    #[inline]
    pub fn union_windows(&self, x0: i32, x1: i32, m0: i32, m1: i32, y0: i32) -> (u64, u64) {
        debug_assert!(x0 <= m0 && m0 <= m1 && m1 <= x1);
        let (k, s) = ((y0 >> 6) as usize, (y0 & 63) as u32);
        let (los, his) = self.band_words(k, x0, x1);
        let (a, b) = ((m0 - x0) as usize, (m1 - x0) as usize + 1);
        let union = |lo: &[u64], hi: &[u64]| {
            lo.iter()
                .zip(hi)
                .fold((0, 0), |(lo, hi), (l, h)| (lo | l, hi | h))
        };
        let (ml, mh) = union(&los[a..b], &his[a..b]);
        let (ll, lh) = union(&los[..a], &his[..a]);
        let (rl, rh) = union(&los[b..], &his[b..]);
        let middle = window(ml, mh, s);
        (middle | window(ll | rl, lh | rh, s), middle)
    }

    /// Rows `[y0, y0 + n)` of each column of `[x0, x1]`, in order, as a
    /// word whose bit `r` is row `y0 + r`; `0 < n <= 64`, everything inside
    /// the bitmap.
    #[inline(always)]
    fn windows(&self, x0: i32, x1: i32, y0: i32, n: u32) -> impl Iterator<Item = u64> + '_ {
        let (k, s) = ((y0 >> 6) as usize, (y0 & 63) as u32);
        let mask = u64::MAX >> (64 - n);
        self.band_pairs(k, x0, x1)
            .map(move |(lo, hi)| window(lo, hi, s) & mask)
    }

    /// Each column of `[x0, x1]`'s first solid row in `[y0, y0 + n)`
    /// scanning down (`DOWN`: its first) or up (its last), in order, as its
    /// place in the window (`64` or `-1` for none: add `y0` for the row);
    /// `0 < n <= 64`, everything inside the bitmap.
    #[inline(always)]
    pub fn first_each_within<const DOWN: bool>(
        &self,
        x0: i32,
        x1: i32,
        y0: i32,
        n: u32,
    ) -> impl Iterator<Item = i32> + '_ {
        self.windows(x0, x1, y0, n).map(move |hit| {
            if DOWN {
                hit.trailing_zeros() as i32
            } else {
                63 - hit.leading_zeros() as i32
            }
        })
    }

    /// The first solid row of column `x` in `[y0, y1]`, scanning down.
    #[inline]
    pub fn first_down(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        self.first_where::<true, true>(x, y0, y1)
    }

    /// The first solid row of column `x` in `[y0, y1]`, scanning up from `y1`.
    #[inline]
    pub fn first_up(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        self.first_where::<true, false>(x, y0, y1)
    }

    /// The first clear (not solid) row of column `x` in `[y0, y1]`,
    /// scanning down (`DOWN`) or up from `y1`.
    #[inline]
    pub fn first_clear<const DOWN: bool>(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        self.first_where::<false, DOWN>(x, y0, y1)
    }

    /// Column `x`'s word in `band`, its bits inverted unless `SOLID`: set
    /// bits are the rows a scan for solid (or clear) rows looks for.
    #[inline(always)]
    fn word_of<const SOLID: bool>(&self, x: i32, band: usize) -> u64 {
        let word = self.bits[self.at(x, band)];
        if SOLID {
            word
        } else {
            !word
        }
    }

    /// The first solid (`SOLID`) or clear row of column `x` in `[y0, y1]`,
    /// scanning down (`DOWN`) from `y0` or up from `y1`, band by band.
    #[inline]
    fn first_where<const SOLID: bool, const DOWN: bool>(
        &self,
        x: i32,
        y0: i32,
        y1: i32,
    ) -> Option<i32> {
        if y0 > y1 {
            return None;
        }
        let (from, to) = if DOWN { (y0, y1) } else { (y1, y0) };
        let mut band = (from >> 6) as usize;
        let last = (to >> 6) as usize;
        let mut word = self.word_of::<SOLID>(x, band) & rows_on(from, DOWN);
        loop {
            if band == last {
                // The rows up to `to`: those on from it the other way.
                word &= rows_on(to, !DOWN);
            }
            if word != 0 {
                let at = if DOWN {
                    word.trailing_zeros() as i32
                } else {
                    63 - word.leading_zeros() as i32
                };
                return Some((band as i32) * 64 + at);
            }
            if band == last {
                return None;
            }
            band = if DOWN { band + 1 } else { band - 1 };
            word = self.word_of::<SOLID>(x, band);
        }
    }
}

/// The rows of a band from row `y` on, scanning down (`y` and below) or
/// up (`y` and above), as a mask of its word.
#[inline(always)]
fn rows_on(y: i32, down: bool) -> u64 {
    if down {
        !low((y & 63) as u32)
    } else {
        low((y & 63) as u32 + 1)
    }
}

#[cfg(test)]
mod tests {
    use crate::map::bits::SolidBits;
    use alloc::vec::Vec;

    /// A one-column bitmap 200 rows tall with solid pixels at `rows`.
    fn column(rows: &[i32]) -> SolidBits {
        let mut b = SolidBits::empty(1, 200).unwrap();
        for &y in rows {
            b.set_range(0, y, y + 1, true);
        }
        b
    }

    #[test]
    fn range_and_first_solid_agree_with_a_scan() {
        let solid = [0, 1, 2, 5, 62, 63, 64, 65, 100, 127, 128, 129, 199];
        let b = column(&solid);
        for y0 in 0..200i32 {
            for y1 in y0.saturating_sub(2)..200 {
                let want = solid.iter().any(|&y| y0 <= y && y <= y1);
                assert_eq!(b.any(0, y0, y1), want, "{y0}..={y1}");
                assert_eq!(b.rect_clear(0, y0, 0, y1), !want, "rect {y0}..={y1}");
                let down = solid.iter().copied().find(|&y| y0 <= y && y <= y1);
                assert_eq!(b.first_down(0, y0, y1), down, "down {y0}..={y1}");
                let up = solid.iter().rev().copied().find(|&y| y0 <= y && y <= y1);
                assert_eq!(b.first_up(0, y0, y1), up, "up {y0}..={y1}");
                let clear = |y: &i32| !solid.contains(y);
                let down = (y0..=y1).find(clear);
                assert_eq!(b.first_clear::<true>(0, y0, y1), down, "clear down");
                let up = (y0..=y1).rev().find(clear);
                assert_eq!(b.first_clear::<false>(0, y0, y1), up, "clear up");
            }
        }
        assert!(b.get(0, 64) && !b.get(0, 66));
    }

    #[test]
    fn each_column_scans_agree_with_the_single_column_ones() {
        // Three columns: the scanned one, and empty and full neighbours.
        let solid = [0, 5, 63, 64, 100, 127, 128, 199];
        let mut b = SolidBits::empty(3, 200).unwrap();
        for &y in &solid {
            b.set_range(1, y, y + 1, true);
        }
        b.set_range(2, 0, 200, true);
        for y0 in 0..190 {
            for n in 1..=64u32 {
                let y1 = (y0 + n as i32 - 1).min(199);
                let n = (y1 - y0 + 1) as u32;
                let rows = |w: i32| w + y0;
                let down: Vec<i32> = b.first_each_within::<true>(0, 2, y0, n).map(rows).collect();
                let up: Vec<i32> = b
                    .first_each_within::<false>(0, 2, y0, n)
                    .map(rows)
                    .collect();
                let d = b.first_down(1, y0, y1).unwrap_or(y0 + 64);
                let u = b.first_up(1, y0, y1).unwrap_or(y0 - 1);
                assert_eq!(down, [y0 + 64, d, y0], "down {y0}..={y1}");
                assert_eq!(up, [y0 - 1, u, y1], "up {y0}..={y1}");
            }
        }
    }
}
