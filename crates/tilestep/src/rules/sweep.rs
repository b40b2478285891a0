//! The vertical sweep (`docs/contract.md`, "The step", phase 4): how far
//! a box may move along its vertical speed before its core meets a solid
//! pixel, a real surface supports it along gravity, or it would cross a
//! one-way surface.
//!
//! Relied on by `flight.rs` (a sweep that meets nothing moves the whole
//! way) and `landing.rs` (along gravity from a box with no solid pixel,
//! the first solid row under its columns is a real surface: the sweep
//! stops there, or at a one-way surface first).

use crate::body::BoxPx;
use crate::rules::Rules;

/// How far a vertical sweep ([`Rules::sweep_v`]) may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SweepV {
    /// Pixels the box may move, `0..=n`.
    pub free: i32,
    /// A one-way surface, not a solid pixel, is what stops it there.
    pub oneway: bool,
}

impl Rules<'_> {
    /// How far (`0..=n`) the box may move vertically by `dir` (±1) before its
    /// core meets a solid pixel, a real surface supports it along gravity
    /// ([`Rules::surface_free`]), or it would cross a one-way surface.
    pub fn sweep_v(&self, px: i32, py: i32, dir: i32, n: i32) -> SweepV {
        let b = self.bx(px, py);
        // Fast path: everything the box covers and sweeps through is empty
        // (the current box too: a wedge may overlap a corner the core meets).
        let (y0, y1) = if dir > 0 {
            (b.top(), py + n - 1)
        } else {
            (b.top() - n, py - 1)
        };
        if n > 0 && self.tiles_empty(b.left(), y0, b.right() - 1, y1, false) {
            return SweepV {
                free: n,
                oneway: false,
            };
        }
        // Solid pixels: the core, and along gravity the real surfaces under
        // the box's edge. Both test rows of the box's columns within the
        // box and the `n` rows it sweeps: none solid there (the bitmap
        // says), and it moves them all.
        let swept_clear = n > 0 && self.map.pixels_clear(b.left(), y0, b.right() - 1, y1);
        let mut free = if swept_clear
            || dir == self.g
                && self
                    .map
                    .pixels_clear(b.left(), b.top(), b.right() - 1, py - 1)
        {
            // Moving along gravity with no solid pixel in the box, its
            // core (each column's end as far inside the box as the column
            // is from the sensor column) meets one no sooner than its edge
            // along gravity does, and every column's first solid row ahead
            // follows a clear one (a real surface): the surface bound
            // below decides alone.
            n
        } else {
            self.core_free_v(b, dir, n)
        };
        if dir == self.g {
            // Along gravity the box stops where a real surface supports
            // it, a one-way profile's among them (`oneway_profile.rs`).
            free = self.surface_free(b, free, swept_clear);
            free = self.profile_support_free(&b, free);
        }
        // One-way surfaces, which stop it only where it would cross them.
        // Each `*_free_v` is `min(n, its own bound)`, so folding the one-way
        // bounds in the same pass and capping by `free` afterwards gives
        // the same `ow` as a second pass started from the final `free`.
        let mut ow = free;
        for (_, r) in self.rects() {
            free = r.core_free_v(&b, dir, free);
            ow = self.oneway_rect_free(&r, &b, dir, ow);
        }
        let ow = self.oneway_tiles_free(&b, dir, ow.min(free));
        SweepV {
            free: ow.min(free),
            oneway: ow < free,
        }
    }

    /// How many pixels (`0..=n`) the core of box `b` may move vertically
    /// by `dir` before it would overlap a solid pixel of the map
    /// ([`crate::TileMap::core_free_v`]): one window word per core column
    /// where the rows it reads lie in the solid bitmap and within 64 of
    /// one another.
    #[inline]
    fn core_free_v(&self, b: BoxPx, dir: i32, n: i32) -> i32 {
        let (xa, xb) = b.core_cols();
        let boxed = b.is_box();
        let far = if boxed { 0 } else { (b.px - xa).max(xb - b.px) };
        if let Some(bits) = &self.map.bits {
            let (lo, hi) = if dir > 0 {
                (b.py - far, b.py + n - 1)
            } else {
                (b.top() - n, b.top() + far - 1)
            };
            if n >= 1 && n + far <= 64 && bits.inside(xa, lo, xb, hi) {
                let at = (b.px, b.top(), b.py);
                return bits.core_free_v(at, (xa, xb), boxed, dir, n);
            }
        }
        self.map.core_free_v(b, dir, n)
    }
}
