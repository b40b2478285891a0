//! Which tiles hold anything, as bits by tile row: derived data kept with
//! the solid bitmap ([`crate::map::bits::SolidBits`]), so that the step's
//! tile-level fast-path test ("nothing but empty tiles around this box")
//! is one word operation per tile row instead of a class lookup per tile.
//!
//! Bit `tx & 63` of word `ty * words + (tx >> 6)` stands for tile
//! `(tx, ty)`. Eight planes: `occupied` (the tile's class isn't `Empty`),
//! `blocking` (neither `Empty` nor a platform: one-way walls are here,
//! so that every shortcut that lets only platforms into its box's tiles
//! leaves them to the rules), `platform` and `under` (the
//! one-way classes `Platform` and `PlatformUnder`, planes of their own so
//! that a walk run's test for the surfaces near its feet and its far edge
//! reads one word per tile row), `firm` (the one-way tiles the drop input
//! does not pass: [`crate::TileKind::is_firm`]), `walls` (the one-way
//! walls, both sides), `rules_only` (the one-way walls and the one-way
//! floor and ceiling profiles, which the solid bitmap and the platform
//! planes don't describe, so that every shortcut leaves the tiles near
//! them to the rules with one word test per tile row; a one-way profile
//! is a rules-only tile that is no wall) and `profile` (solid slopes:
//! classes `Floor` and `Ceiling`, which the report flags). Only tiles inside the map are
//! here; beyond it the edge policies decide, and callers take the tile
//! walk there.

use crate::tiles::{OneWay, TileShape};
use alloc::vec;
use alloc::vec::Vec;

/// Tile occupancy by tile row (see the module docs).
#[derive(Clone, Debug)]
pub(crate) struct TileBits {
    /// Words per tile row.
    words: usize,
    occupied: Vec<u64>,
    blocking: Vec<u64>,
    platform: Vec<u64>,
    under: Vec<u64>,
    firm: Vec<u64>,
    walls: Vec<u64>,
    rules_only: Vec<u64>,
    profile: Vec<u64>,
    /// How many tiles the `platform`, `under`, `firm`, `walls` and
    /// `rules_only` planes hold, and how many one-way profiles, so that a
    /// map without one-way tiles of a class skips their test.
    platform_tiles: usize,
    under_tiles: usize,
    firm_tiles: usize,
    wall_tiles: usize,
    oneway_profile_tiles: usize,
    rules_only_tiles: usize,
}

/// True when `hit(tx, ty)` holds for the tile of some set bit of `bits`,
/// word `w` of tile row `ty` (bit `b` is tile `64 * w + b`), each called
/// once from the lowest bit until one holds.
#[inline(always)]
fn any_bit(mut bits: u64, w: usize, ty: i32, hit: &mut impl FnMut(i32, i32) -> bool) -> bool {
    while bits != 0 {
        if hit((w << 6) as i32 + bits.trailing_zeros() as i32, ty) {
            return true;
        }
        bits &= bits - 1;
    }
    false
}

/// Bits `lo..=hi` of a word, `0 <= lo <= hi < 64`.
#[inline(always)]
fn span(lo: u32, hi: u32) -> u64 {
    (u64::MAX >> (63 - hi)) & (u64::MAX << lo)
}

impl TileBits {
    /// All tiles empty, for a map of `width x height` tiles.
    pub fn empty(width: i32, height: i32) -> TileBits {
        let words = (width as usize).div_ceil(64);
        let n = words * height as usize;
        TileBits {
            words,
            occupied: vec![0; n],
            blocking: vec![0; n],
            platform: vec![0; n],
            under: vec![0; n],
            firm: vec![0; n],
            walls: vec![0; n],
            rules_only: vec![0; n],
            profile: vec![0; n],
            platform_tiles: 0,
            under_tiles: 0,
            firm_tiles: 0,
            wall_tiles: 0,
            oneway_profile_tiles: 0,
            rules_only_tiles: 0,
        }
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        let planes = [
            &self.occupied,
            &self.blocking,
            &self.platform,
            &self.under,
            &self.firm,
            &self.walls,
            &self.rules_only,
            &self.profile,
        ];
        planes.iter().map(|p| p.len()).sum::<usize>() * 8
    }

    /// Records tile `(tx, ty)` (inside the map) as being of class
    /// `shape`, firm under the drop input when `firm` (a one-way class).
    pub fn write(&mut self, tx: i32, ty: i32, shape: TileShape, firm: bool) {
        let i = ty as usize * self.words + (tx >> 6) as usize;
        let bit = 1u64 << (tx & 63);
        let occupied = shape != TileShape::Empty;
        let blocking = occupied && OneWay::of(shape).is_none();
        let put = |plane: &mut Vec<u64>, on: bool| {
            plane[i] = (plane[i] & !bit) | if on { bit } else { 0 };
        };
        put(&mut self.occupied, occupied);
        put(&mut self.blocking, blocking);
        // The one-way counts follow their planes' bits.
        let was = |plane: &Vec<u64>| usize::from(plane[i] & bit != 0);
        let is_platform = usize::from(shape == TileShape::Platform);
        let is_under = usize::from(shape == TileShape::PlatformUnder);
        let is_firm = usize::from(firm && OneWay::of(shape).is_some());
        let is_wall = usize::from(shape.is_oneway_wall());
        let is_oneway_profile = usize::from(shape.is_oneway_profile());
        self.platform_tiles = self.platform_tiles + is_platform - was(&self.platform);
        self.under_tiles = self.under_tiles + is_under - was(&self.under);
        self.firm_tiles = self.firm_tiles + is_firm - was(&self.firm);
        // A one-way profile is the rules-only tile that is no wall.
        let was_oneway_profile = was(&self.rules_only) - was(&self.walls);
        self.wall_tiles = self.wall_tiles + is_wall - was(&self.walls);
        self.oneway_profile_tiles =
            self.oneway_profile_tiles + is_oneway_profile - was_oneway_profile;
        let is_rules_only = is_wall | is_oneway_profile;
        self.rules_only_tiles = self.rules_only_tiles + is_rules_only - was(&self.rules_only);
        put(&mut self.platform, is_platform != 0);
        put(&mut self.under, is_under != 0);
        put(&mut self.firm, is_firm != 0);
        put(&mut self.walls, is_wall != 0);
        put(&mut self.rules_only, is_rules_only != 0);
        put(&mut self.profile, shape.is_profile());
    }

    /// True when every tile of `[tx0, tx1] x [ty0, ty1]` (inside the map,
    /// non-empty ranges) is `Empty`, or also one-way when `oneway_ok`.
    #[inline(always)]
    pub fn empty_tiles(&self, tx0: i32, ty0: i32, tx1: i32, ty1: i32, oneway_ok: bool) -> bool {
        if oneway_ok {
            self.none(tx0, ty0, tx1, ty1, |i| self.blocking[i])
        } else {
            self.none(tx0, ty0, tx1, ty1, |i| self.occupied[i])
        }
    }

    /// True when the map holds a tile of the one-way class `class`
    /// (`Platform` or `PlatformUnder`; any other class: false), so that a
    /// test for one near a box is worth making.
    #[inline(always)]
    pub fn holds(&self, shape: TileShape) -> bool {
        match shape {
            TileShape::Platform => self.platform_tiles > 0,
            TileShape::PlatformUnder => self.under_tiles > 0,
            _ => false,
        }
    }

    /// True when the map holds a one-way tile that the drop input does
    /// not pass, so that a dropping body's test for one is worth making.
    #[inline(always)]
    pub fn holds_firm(&self) -> bool {
        self.firm_tiles > 0
    }

    /// True when the map holds a one-way wall (`oneway_left`,
    /// `oneway_right`), so that a horizontal move's test for one is worth
    /// making.
    #[inline(always)]
    pub fn holds_walls(&self) -> bool {
        self.wall_tiles > 0
    }

    /// True when the map holds a one-way profile (a one-way slope, or a
    /// custom profile marked one-way).
    #[inline(always)]
    pub fn holds_oneway_profiles(&self) -> bool {
        self.oneway_profile_tiles > 0
    }

    /// True when the map holds a tile that only the rules see: a one-way
    /// wall or a one-way profile.
    #[inline(always)]
    pub fn holds_rules_only(&self) -> bool {
        self.rules_only_tiles > 0
    }

    /// True when no tile of `[tx0, tx1] x [ty0, ty1]` (inside the map,
    /// non-empty ranges) is one only the rules see: a one-way wall or a
    /// one-way profile.
    #[inline]
    pub fn only_plain(&self, tx0: i32, ty0: i32, tx1: i32, ty1: i32) -> bool {
        self.none(tx0, ty0, tx1, ty1, |i| self.rules_only[i])
    }

    /// True when tile `(tx, ty)` is a one-way tile that the drop input
    /// does not pass (false beyond the map: nothing there is one-way).
    #[inline]
    pub fn is_firm(&self, tx: i32, ty: i32) -> bool {
        if tx < 0 || ty < 0 || (tx >> 6) as usize >= self.words {
            return false;
        }
        let i = ty as usize * self.words + (tx >> 6) as usize;
        self.firm
            .get(i)
            .is_some_and(|w| w & (1u64 << (tx & 63)) != 0)
    }

    /// True when no tile of `[tx0, tx1] x [ty0, ty1]` (inside the map,
    /// non-empty ranges) is of the one-way class `class` (`Platform` or
    /// `PlatformUnder`; any other class has none).
    #[inline]
    pub fn no_oneway(&self, shape: TileShape, tx0: i32, ty0: i32, tx1: i32, ty1: i32) -> bool {
        match shape {
            TileShape::Platform => self.none(tx0, ty0, tx1, ty1, |i| self.platform[i]),
            TileShape::PlatformUnder => self.none(tx0, ty0, tx1, ty1, |i| self.under[i]),
            _ => true,
        }
    }

    /// Calls `hit(tx, ty)` for each slope tile (class `Floor` or
    /// `Ceiling`) of `[tx0, tx1] x [ty0, ty1]` (inside the map, non-empty
    /// ranges), row by row from the left, until it returns true; true when
    /// it did. One word per tile row, and a call per slope tile alone.
    #[inline(always)]
    pub fn any_profile(
        &self,
        tx0: i32,
        ty0: i32,
        tx1: i32,
        ty1: i32,
        mut hit: impl FnMut(i32, i32) -> bool,
    ) -> bool {
        let (w0, w1) = ((tx0 >> 6) as usize, (tx1 >> 6) as usize);
        if w0 == w1 {
            // The common case: the columns lie in one word of each row.
            let m = span((tx0 & 63) as u32, (tx1 & 63) as u32);
            let (mut i, end) = (
                ty0 as usize * self.words + w0,
                ty1 as usize * self.words + w0,
            );
            let plane = &self.profile[..=end];
            let mut ty = ty0;
            while i <= end {
                if any_bit(plane[i] & m, w0, ty, &mut hit) {
                    return true;
                }
                i += self.words;
                ty += 1;
            }
            return false;
        }
        for ty in ty0..=ty1 {
            let row = ty as usize * self.words;
            for w in w0..=w1 {
                let lo = if w == w0 { (tx0 & 63) as u32 } else { 0 };
                let hi = if w == w1 { (tx1 & 63) as u32 } else { 63 };
                if any_bit(self.profile[row + w] & span(lo, hi), w, ty, &mut hit) {
                    return true;
                }
            }
        }
        false
    }

    /// True when no bit of the rectangle is set in the plane that `word`
    /// reads (by word index).
    #[inline(always)]
    fn none(&self, tx0: i32, ty0: i32, tx1: i32, ty1: i32, word: impl Fn(usize) -> u64) -> bool {
        let (w0, w1) = ((tx0 >> 6) as usize, (tx1 >> 6) as usize);
        let (mut row, end) = (ty0 as usize * self.words, ty1 as usize * self.words);
        if w0 == w1 {
            // The common case: the columns lie in one word of each row.
            let m = span((tx0 & 63) as u32, (tx1 & 63) as u32);
            while row <= end {
                if word(row + w0) & m != 0 {
                    return false;
                }
                row += self.words;
            }
            return true;
        }
        let (first, last) = (span((tx0 & 63) as u32, 63), span(0, (tx1 & 63) as u32));
        while row <= end {
            if word(row + w0) & first != 0
                || word(row + w1) & last != 0
                || (w0 + 1..w1).any(|w| word(row + w) != 0)
            {
                return false;
            }
            row += self.words;
        }
        true
    }
}

#[cfg(test)]
mod tests;
