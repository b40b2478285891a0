//! The map's solid pixels as a bitmap of 64-row bands: derived data built
//! once from the tile classes and height tables, kept up to date tile by
//! tile by [`TileMap::set`](crate::TileMap::set), so that the step's pixel
//! tests (a core column, one pixel, the first solid pixel down a column)
//! are a few word operations instead of a tile walk.
//!
//! Band `b` holds one 64-bit word per pixel column, left to right: bit
//! `y & 63` of word `b * stride + SIDE_MARGIN + x`, `b = y >> 6`, is pixel
//! `(x, y)`, `-SIDE_MARGIN <= x < width * T + SIDE_MARGIN`, `0 <= y <
//! height * T`. So the columns a box covers lie side by side in memory (a
//! few cache lines, not one per column), and any 64 rows of a column read
//! as its words in two adjacent bands; a spare zero band at the bottom
//! keeps that true for the last rows. The [`SIDE_MARGIN`] columns beyond
//! each side edge hold what its edge policy says lies there (all solid, or
//! all empty; [`SolidBits::set_sides`]), so a box at a side wall of the map
//! still reads the bitmap. Nothing above or below the map is here: the
//! step's callers test that the pixels they ask about are inside, and take
//! the tile walk otherwise (beyond the map the edge policies decide). Maps
//! whose bitmap would pass [`MAX_BYTES`] have none and always take the
//! tile walk.

use crate::tile_shape::Class;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// The largest bitmap built, in bytes (32 MiB): at 16 px tiles that is
/// about a million tiles; larger maps step without it, as before.
pub(crate) const MAX_BYTES: u64 = 32 << 20;

/// Columns kept beyond each side edge of the map, px: more than a box
/// pressed against that edge reads there (a run reaches at most 17 px past
/// the box's far side).
pub(crate) const SIDE_MARGIN: i32 = 64;

/// Solid pixels of a map by 64-row band (see the module docs).
#[derive(Clone)]
pub(crate) struct SolidBits {
    /// Width and height of the map in px.
    w: i32,
    h: i32,
    /// Words per band: the map's columns and the margins on both sides.
    stride: usize,
    /// The first column past the right margin, px.
    x_end: i32,
    bits: Vec<u64>,
}

impl fmt::Debug for SolidBits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "SolidBits {{ {}x{} px, {} bytes }}",
            self.w,
            self.h,
            self.bits.len() * 8
        )
    }
}

/// A mask of the low `n` bits, `0 <= n <= 64`.
#[inline(always)]
fn low(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// Rows `[s, s + 64)` of a column from its words in bands `k` and `k + 1`
/// (`s = y & 63` of the first row): bit `r` is row `64 * k + s + r`.
#[inline(always)]
pub(crate) fn window(lo: u64, hi: u64, s: u32) -> u64 {
    // One double-word shift (`s < 64`, so `& 63` changes nothing but
    // tells the compiler so).
    ((u128::from(hi) << 64 | u128::from(lo)) >> (s & 63)) as u64
}

impl SolidBits {
    /// An all-empty bitmap for a map of `w x h` px, or `None` when it would
    /// pass [`MAX_BYTES`].
    /// Its side margins are empty: [`SolidBits::set_sides`] fills them.
    pub fn empty(w: i32, h: i32) -> Option<SolidBits> {
        let bands = (h as usize).div_ceil(64) + 1;
        let stride = w as usize + 2 * SIDE_MARGIN as usize;
        let bytes = (stride as u64) * (bands as u64) * 8;
        if bytes > MAX_BYTES {
            return None;
        }
        Some(SolidBits {
            w,
            h,
            stride,
            x_end: w + SIDE_MARGIN,
            bits: vec![0; stride * bands],
        })
    }

    /// Fills the margin beyond the left and the right edge: every pixel
    /// of the map's rows solid (`true`: a `solid` edge) or empty.
    pub fn set_sides(&mut self, left: bool, right: bool) {
        for x in 0..SIDE_MARGIN {
            self.set_range(-1 - x, 0, self.h, left);
            self.set_range(self.w + x, 0, self.h, right);
        }
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.bits.len() * 8
    }

    /// The index of column `x`'s word in band `band`.
    #[inline(always)]
    fn at(&self, x: i32, band: usize) -> usize {
        band * self.stride + (x + SIDE_MARGIN) as usize
    }

    /// Columns `[x0, x1]` of bands `band` and `band + 1`, one word each:
    /// two slices of the same length (`x0 <= x1`, both inside the bitmap).
    #[inline(always)]
    fn band_words(&self, band: usize, x0: i32, x1: i32) -> (&[u64], &[u64]) {
        let w = self.stride;
        let n = (x1 - x0) as usize + 1;
        // One bounds check for both bands: band `band + 1`'s words lie `w`
        // past band `band`'s.
        let both = &self.bits[self.at(x0, band)..][..w + n];
        (&both[..n], &both[w..])
    }

    /// [`SolidBits::band_words`] as column `i`'s pair `(lo, hi)`.
    #[inline(always)]
    fn band_pairs(&self, band: usize, x0: i32, x1: i32) -> impl Iterator<Item = (u64, u64)> + '_ {
        let (lo, hi) = self.band_words(band, x0, x1);
        lo.iter().zip(hi).map(|(&lo, &hi)| (lo, hi))
    }

    /// True when the columns `[x0, x1]` and rows `[y0, y1]` lie in the
    /// bitmap: the map's rows, its columns and the side margins.
    #[inline(always)]
    pub fn inside(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        // (One sign test for both low ends.)
        (x0 + SIDE_MARGIN) | y0 >= 0 && x1 < self.x_end && y1 < self.h
    }

    /// Writes tile `(tx, ty)` of size `t`, class `class`, solid rows per
    /// column `rows` (tile-local `[lo, hi)`, as the tile set keeps them).
    pub fn write_tile(&mut self, tx: i32, ty: i32, t: i32, class: Class, rows: &[(i32, i32)]) {
        let y0 = ty * t;
        for c in 0..t {
            let x = tx * t + c;
            self.set_range(x, y0, y0 + t, false);
            let (lo, hi) = match class {
                Class::Solid => (0, t),
                Class::Floor | Class::Ceiling => rows[c as usize],
                _ => continue,
            };
            if lo < hi {
                self.set_range(x, y0 + lo, y0 + hi, true);
            }
        }
    }

    /// Sets (`on`) or clears rows `[y0, y1)` of column `x`.
    fn set_range(&mut self, x: i32, y0: i32, y1: i32, on: bool) {
        let mut y = y0;
        while y < y1 {
            let i = self.at(x, (y >> 6) as usize);
            let n = (64 - (y & 63)).min(y1 - y) as u32;
            let m = low(n) << (y & 63);
            if on {
                self.bits[i] |= m;
            } else {
                self.bits[i] &= !m;
            }
            y += n as i32;
        }
    }

    /// Pixel `(x, y)`, which must be inside the bitmap ([`SolidBits::inside`]).
    #[inline(always)]
    pub fn get(&self, x: i32, y: i32) -> bool {
        self.bits[self.at(x, (y >> 6) as usize)] >> (y & 63) & 1 != 0
    }

    /// The map's height, px: rows `[0, rows())` are in the bitmap.
    #[inline(always)]
    pub fn rows(&self) -> i32 {
        self.h
    }

    /// The first and last column in the bitmap, px (the side margins'
    /// outermost).
    #[inline(always)]
    pub fn columns(&self) -> (i32, i32) {
        (-SIDE_MARGIN, self.x_end - 1)
    }

    /// The words as stored, for a loop that walks them itself: band `b`'s
    /// word of column `x` is at `b * stride + x + offset` (see the module
    /// docs), with the stride and offset.
    #[inline(always)]
    pub fn words(&self) -> (&[u64], usize, i32) {
        (&self.bits, self.stride, SIDE_MARGIN)
    }

    /// True when column `x` holds a solid pixel in rows `[y0, y1]` (inside
    /// the map; an empty range holds none).
    #[inline(always)]
    pub fn any(&self, x: i32, y0: i32, y1: i32) -> bool {
        self.first_down(x, y0, y1).is_some()
    }

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
        let union = |words: &[u64]| words.iter().fold(0, |any, w| any | w);
        window(union(los), union(his), s) & (u64::MAX >> (64 - n))
    }

    /// The first solid row of any column of `[x0, x1]` in `[y0, y0 + n)`,
    /// scanning down (`DOWN`) or up from the last: the nearest row that
    /// stops a box edge moving that way over those columns; `0 < n <= 64`,
    /// `x0 <= x1`, everything inside the bitmap.
    #[inline]
    pub fn first_across<const DOWN: bool>(&self, x0: i32, x1: i32, y0: i32, n: u32) -> Option<i32> {
        let rows = self.union_window(x0, x1, y0, n);
        match (rows, DOWN) {
            (0, _) => None,
            (_, true) => Some(y0 + rows.trailing_zeros() as i32),
            (_, false) => Some(y0 + 63 - rows.leading_zeros() as i32),
        }
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
    /// scanning down (`DOWN`: its first, `y0 + 64` when it has none there)
    /// or up (its last, `y0 - 1` when none), in order; `0 < n <= 64`,
    /// everything inside the bitmap.
    #[inline(always)]
    pub fn first_each<const DOWN: bool>(
        &self,
        x0: i32,
        x1: i32,
        y0: i32,
        n: u32,
    ) -> impl Iterator<Item = i32> + '_ {
        self.first_each_within::<DOWN>(x0, x1, y0, n)
            .map(move |r| y0 + r)
    }

    /// [`SolidBits::first_each`] less `y0`: each row as its place in the
    /// window (`64` or `-1` for none), for comparing columns with each
    /// other.
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
        if y0 > y1 {
            return None;
        }
        let mut band = (y0 >> 6) as usize;
        let last = (y1 >> 6) as usize;
        let mut word = self.bits[self.at(x, band)] & !low((y0 & 63) as u32);
        loop {
            if band == last {
                word &= low((y1 & 63) as u32 + 1);
            }
            if word != 0 {
                return Some((band as i32) * 64 + word.trailing_zeros() as i32);
            }
            if band == last {
                return None;
            }
            band += 1;
            word = self.bits[self.at(x, band)];
        }
    }

    /// The first solid row of column `x` in `[y0, y1]`, scanning up from `y1`.
    #[inline]
    pub fn first_up(&self, x: i32, y0: i32, y1: i32) -> Option<i32> {
        if y0 > y1 {
            return None;
        }
        let mut band = (y1 >> 6) as usize;
        let first = (y0 >> 6) as usize;
        let mut word = self.bits[self.at(x, band)] & low((y1 & 63) as u32 + 1);
        loop {
            if band == first {
                word &= !low((y0 & 63) as u32);
            }
            if word != 0 {
                return Some((band as i32) * 64 + 63 - word.leading_zeros() as i32);
            }
            if band == first {
                return None;
            }
            band -= 1;
            word = self.bits[self.at(x, band)];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn column(rows: &[i32]) -> SolidBits {
        let mut b = SolidBits::empty(1, 200).unwrap();
        for &y in rows {
            b.set_range(0, y, y + 1, true);
        }
        b
    }

    #[test]
    fn the_side_margins_hold_what_the_edge_policies_say() {
        let mut b = SolidBits::empty(5, 70).unwrap();
        b.set_range(2, 10, 20, true);
        b.set_sides(true, false);
        let edge = -SIDE_MARGIN;
        assert!(b.inside(edge, 0, 5 + SIDE_MARGIN - 1, 69));
        assert!(!b.inside(edge - 1, 0, 0, 0) && !b.inside(0, 0, 5 + SIDE_MARGIN, 0));
        assert!(!b.inside(0, -1, 0, 0) && !b.inside(0, 0, 0, 70));
        assert_eq!(b.first_down(-1, 0, 69), Some(0));
        assert_eq!(b.first_up(edge, 0, 69), Some(69));
        assert!(b.rect_clear(5, 0, 5 + SIDE_MARGIN - 1, 69));
        // The map's own columns keep their pixels.
        assert_eq!(b.first_down(2, 0, 69), Some(10));
        assert!(b.rect_clear(0, 0, 1, 69) && b.rect_clear(3, 0, 4, 69));
        // A change of policy rewrites the margins.
        b.set_sides(false, true);
        assert!(b.rect_clear(edge, 0, -1, 69));
        assert_eq!(b.first_down(5 + SIDE_MARGIN - 1, 0, 69), Some(0));
        assert_eq!(b.first_down(2, 0, 69), Some(10));
    }

    #[test]
    fn range_and_first_solid_agree_with_a_scan() {
        let solid = [0, 5, 63, 64, 100, 127, 128, 199];
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
            }
        }
        assert!(b.get(0, 64) && !b.get(0, 65));
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
                let down: Vec<i32> = b.first_each::<true>(0, 2, y0, n).collect();
                let up: Vec<i32> = b.first_each::<false>(0, 2, y0, n).collect();
                let d = b.first_down(1, y0, y1).unwrap_or(y0 + 64);
                let u = b.first_up(1, y0, y1).unwrap_or(y0 - 1);
                assert_eq!(down, [y0 + 64, d, y0], "down {y0}..={y1}");
                assert_eq!(up, [y0 - 1, u, y1], "up {y0}..={y1}");
            }
        }
    }

    #[test]
    fn the_first_row_across_columns_is_the_nearest_of_theirs() {
        let mut b = SolidBits::empty(4, 200).unwrap();
        for (x, y) in [(0, 3), (1, 70), (1, 130), (2, 64), (3, 127), (3, 199)] {
            b.set_range(x, y, y + 1, true);
        }
        for x0 in 0..4 {
            for x1 in x0..4 {
                for y0 in 0..190 {
                    for n in 1..=64u32 {
                        let y1 = (y0 + n as i32 - 1).min(199);
                        let n = (y1 - y0 + 1) as u32;
                        let down = (x0..=x1).filter_map(|x| b.first_down(x, y0, y1)).min();
                        let up = (x0..=x1).filter_map(|x| b.first_up(x, y0, y1)).max();
                        assert_eq!(b.first_across::<true>(x0, x1, y0, n), down);
                        assert_eq!(b.first_across::<false>(x0, x1, y0, n), up);
                    }
                }
            }
        }
    }

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

    #[test]
    fn too_large_a_map_has_no_bitmap() {
        assert!(SolidBits::empty(1 << 21, 1 << 21).is_none());
        assert!(SolidBits::empty(6400, 960).is_some());
    }
}
