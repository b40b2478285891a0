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
//!
//! This file holds the storage, its edits and its indexing; the scans of
//! columns and rectangles are in `scan.rs`, the core tests in `cores.rs`,
//! the real surfaces a box's edge stands on in `surfaces.rs`.

mod cores;
mod scan;
mod surfaces;

use crate::tiles::TileShape;
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
    pub fn write_tile(&mut self, tx: i32, ty: i32, t: i32, shape: TileShape, rows: &[(i32, i32)]) {
        let y0 = ty * t;
        for c in 0..t {
            let x = tx * t + c;
            self.set_range(x, y0, y0 + t, false);
            let (lo, hi) = match shape {
                TileShape::Solid => (0, t),
                TileShape::Floor | TileShape::Ceiling => rows[c as usize],
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
    /// the map; an empty range holds none): one window word for at most
    /// 64 rows, else a scan.
    #[inline(always)]
    pub fn any(&self, x: i32, y0: i32, y1: i32) -> bool {
        let n = y1 - y0 + 1;
        if n <= 0 {
            return false;
        }
        if n > 64 {
            return self.first_down(x, y0, y1).is_some();
        }
        // The spare band keeps the second word inside.
        let i = self.at(x, (y0 >> 6) as usize);
        window(self.bits[i], self.bits[i + self.stride], (y0 & 63) as u32) & low(n as u32) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn too_large_a_map_has_no_bitmap() {
        assert!(SolidBits::empty(1 << 21, 1 << 21).is_none());
        assert!(SolidBits::empty(6400, 960).is_some());
    }
}
