//! The ceiling corner correction (`docs/contract.md`, "Assists"): a body
//! whose rise is cut short by a ceiling is shifted sideways, through
//! positions its core fits, if that lets it keep rising.
//!
//! Relied on by no shortcut: a rise cut short by a ceiling always goes by
//! this rule.

use super::Rules;

/// A ceiling corner correction ([`Rules::corner_shift`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CornerShift {
    /// The sideways shift, px (signed).
    pub dx: i32,
    /// How far the box may then move on vertically, px.
    pub free: i32,
}

impl Rules<'_> {
    /// Ceiling corner correction: the sideways shift of at most `n` pixels,
    /// through positions the core fits, after which the body can move
    /// furthest by `vdir` (up to `want` pixels; the smallest shift that gets
    /// all of them). Tries the direction of `vx_sign` only, or left then
    /// right when it is 0.
    pub fn corner_shift(
        &self,
        px: i32,
        py: i32,
        vdir: i32,
        n: i32,
        want: i32,
        vx_sign: i32,
    ) -> Option<CornerShift> {
        let mut best: Option<CornerShift> = None;
        for d in [-1, 1] {
            if vx_sign != 0 && d != vx_sign {
                continue;
            }
            for k in 1..=n {
                let x = px + d * k;
                if !self.core_clear(x, py) {
                    break;
                }
                let free = self.sweep_v(x, py, vdir, want).free;
                let shift = CornerShift { dx: d * k, free };
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
}
