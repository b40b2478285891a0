//! The assists (`docs/contract.md`, "Assists"): the ceiling corner
//! correction, which shifts a body whose rise is cut short by a ceiling
//! sideways if that lets it keep rising, and the ledge assist, which lifts
//! a body falling sideways into a ledge onto it. Both move the body only
//! through positions its core fits, and both are one motion across the
//! columns where the body ends: neither ends it past a one-way surface,
//! in those columns, that stops the move it makes (the one-way helper,
//! `oneway.rs`), so no assist lifts a body up through a `platform_under`
//! or carries it down through a `platform` (gravity up); and neither
//! moves it sideways past a one-way wall that stops that move
//! (`oneway_wall.rs`).
//!
//! Relied on by no shortcut: a rise cut short by a ceiling and a blocked
//! air pixel always go by these rules.

use super::Rules;

/// A ceiling corner correction ([`Rules::corner_shift`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CornerShift {
    /// The sideways shift, px (signed).
    pub dx: i32,
    /// How far the box may then move on vertically, px.
    pub free: i32,
    /// Whether a one-way surface is what then stops it (within the
    /// distance asked for).
    pub oneway: bool,
}

impl Rules<'_> {
    /// Ceiling corner correction: the sideways shift of at most `n` pixels,
    /// through positions the core fits, after which the body can move
    /// furthest by `vdir` (up to `want` pixels; the smallest shift that
    /// gets all of them), from bottom row `at` (exclusive) where the rise
    /// that began at `from` was cut short. Tries the direction of
    /// `vx_sign` only, or left then right when it is 0. A shifted box
    /// whose columns hold a one-way surface the rise from `from` to `at`
    /// crossed in its blocking direction is refused: the rise and the
    /// shift are one motion.
    #[allow(clippy::too_many_arguments)]
    pub fn corner_shift(
        &self,
        px: i32,
        (from, at): (i32, i32),
        vdir: i32,
        n: i32,
        want: i32,
        vx_sign: i32,
    ) -> Option<CornerShift> {
        let mut best: Option<CornerShift> = None;
        let rose = (at - from).abs();
        for d in [-1, 1] {
            if vx_sign != 0 && d != vx_sign {
                continue;
            }
            for k in 1..=n {
                let x = px + d * k;
                if self.wall_blocks(x - d, at, d) || !self.core_clear(x, at) {
                    break;
                }
                if self.oneway_free(&self.bx(x, from), vdir, rose) < rose {
                    continue;
                }
                let sweep = self.sweep_v(x, at, vdir, want);
                let shift = CornerShift {
                    dx: d * k,
                    free: sweep.free,
                    oneway: sweep.oneway,
                };
                let free = shift.free;
                if free >= want {
                    return Some(shift);
                }
                if free > best.map_or(0, |b| b.free) {
                    best = Some(shift);
                }
            }
        }
        best
    }

    /// The ledge assist: the bottom row (exclusive) a body at `(px, py)`
    /// falling sideways into a ledge one pixel on, at `nx`, is lifted to,
    /// up to its `lift` pixels against gravity, lifted in place and then
    /// over the ledge: the first height at which the core fits at `nx`.
    /// Each lifted pixel must be free at `px` and cross no one-way surface
    /// at `px` or at `nx` (the lift and the pixel over are one motion).
    /// `None` where no lift gets it over.
    pub fn ledge_lift(&self, px: i32, py: i32, nx: i32) -> Option<i32> {
        let up = -self.g;
        let mut y = py;
        for _ in 0..self.lift {
            if !self.can_shift_v(px, y, up) || self.oneway_blocks(nx, y, up) {
                return None;
            }
            y += up;
            if self.core_clear(nx, y) {
                // The pixel over is a move sideways: a one-way wall there
                // stops it.
                return (!self.wall_blocks(px, y, nx - px)).then_some(y);
            }
        }
        None
    }
}
