//! The air rule: one pixel of horizontal movement for a body in the air,
//! sliding one pixel along a slope or a corner it meets (see
//! [`Rules::air`]), with the ledge assist's lift (`assists.rs`).
//!
//! Relied on by `air_run.rs` (the air rule at one height),
//! `air_skim.rs` (its slides over a way), `flight.rs` (in open air it
//! moves straight) and `landing.rs` (where the box's rows hold no solid
//! pixel on the way, its probe's column included, it moves straight).

use crate::rules::{PixelMove, Rules};

impl Rules<'_> {
    /// One pixel of horizontal movement in the air. A blocked body slides one
    /// pixel against gravity if that clears it (landing on a slope or a
    /// corner keeps its speed); while moving against gravity it may also slide
    /// along gravity (grazing a ceiling slope). Without gravity it slides the
    /// one way that is clear, if exactly one is.
    ///
    /// `here_clear`: the map's core at `(px, py)` is known clear, so the
    /// tests one column on read only what can be new to the core
    /// ([`Rules::core_clear_past`]). Every position this returns has a clear
    /// core. A one-way wall ahead blocks it (`oneway_wall.rs`).
    pub fn air(&self, px: i32, py: i32, dir: i32, vy_sign: i32, here_clear: bool) -> PixelMove {
        let nx = px + dir;
        if self.wall_blocks(px, py, dir) {
            return PixelMove::Blocked;
        }
        let came = if here_clear { dir } else { 0 };
        if self.core_clear_past(nx, py, came) {
            return PixelMove::Moved(py);
        }
        let g = self.g;
        if g != 0 {
            if self.can_shift_v_past(nx, py, -g, came) {
                return PixelMove::Moved(py - g);
            }
            if vy_sign == -g && self.can_shift_v_past(nx, py, g, came) {
                return PixelMove::Moved(py + g);
            }
            if vy_sign == g && self.lift > 1 {
                // Ledge assist: lift in place, then over the ledge.
                if let Some(y) = self.ledge_lift(px, py, nx) {
                    return PixelMove::Moved(y);
                }
            }
        } else {
            let up = self.can_shift_v_past(nx, py, -1, came);
            let down = self.can_shift_v_past(nx, py, 1, came);
            if up != down {
                return PixelMove::Moved(if up { py - 1 } else { py + 1 });
            }
        }
        PixelMove::Blocked
    }
}
