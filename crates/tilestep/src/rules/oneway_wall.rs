//! One-way walls (`docs/contract.md`, "One-way walls"): an `oneway_left`
//! tile's left edge stops only a body moving right whose right side was
//! at or left of that edge when the frame began, an `oneway_right` tile's
//! right edge only a body moving left whose left side was at or right of
//! it. A wall meets the box's whole side, every row of it (as a platform
//! meets its whole bottom edge); it never supports a body and never stops
//! a vertical move, and the drop input never passes it.
//!
//! Asked by the walk and the air rules for every pixel (`walk.rs`,
//! `air.rs`), so by the wall probe, the pushes and carries of moving
//! solids (`moving/`) and the stop's report (`end.rs`). Relied on by
//! every shortcut that moves a box sideways: each refuses a box whose
//! tiles hold a wall (`flat_run.rs` and `flight.rs` by their tile test,
//! `walk_run/`, `walk_long.rs`, `air_skim.rs`, `air_run.rs` and
//! `landing.rs` by [`crate::TileMap::only_plain_near`]); `wall_stop.rs`
//! stops only where a solid pixel blocks, which blocks all the same.

use super::Rules;
use crate::body::BoxPx;
use crate::map::TileMap;

impl Rules<'_> {
    /// True when a one-way wall stops the box at `(px, py)` from moving
    /// one pixel by `dir` (±1).
    #[inline(always)]
    pub fn wall_blocks(&self, px: i32, py: i32, dir: i32) -> bool {
        self.map.holds_walls() && self.wall_stopping(px, py, dir).is_some()
    }

    /// The one-way wall tile, `(tx, ty)`, that stops the box at `(px,
    /// py)` from moving one pixel by `dir` (±1) ([`wall_stopping`]).
    #[inline(always)]
    pub fn wall_stopping(&self, px: i32, py: i32, dir: i32) -> Option<(i32, i32)> {
        let start_side = match dir > 0 {
            true => self.start_left + self.w,
            false => self.start_left,
        };
        wall_stopping(self.map, self.bx(px, py), start_side, dir)
    }
}

/// The one-way wall tile, `(tx, ty)`, of `map` that stops box `b` from
/// moving one pixel by `dir` (±1), its leading side having been at column
/// boundary `start_side` when the frame began: the side lies on the
/// wall's edge, began the frame on the wall's open side, and one of the
/// box's rows lies in the wall's tile (the topmost such tile). Out of
/// line, and given plain values, so that asking costs a map without walls
/// nothing but the test of its count.
#[inline(never)]
pub(crate) fn wall_stopping(
    map: &TileMap,
    b: BoxPx,
    start_side: i32,
    dir: i32,
) -> Option<(i32, i32)> {
    let (edge, began) = if dir > 0 {
        (b.right(), start_side <= b.right())
    } else {
        (b.left(), start_side >= b.left())
    };
    if !began {
        return None;
    }
    map.wall_beyond(edge, map.tile_of(b.top()), map.tile_of(b.py - 1), dir)
}

#[cfg(test)]
mod tests {
    use crate::body::{BoxPx, CoreShape};
    use crate::rules::Rules;
    use crate::TileMap;

    /// A body left of an `oneway_left` wall is stopped at its edge, by any
    /// row of its box in the wall's tile; one that began the frame past
    /// the edge, or moves the other way, is not.
    #[test]
    fn a_wall_stops_only_a_side_that_began_on_its_open_side() {
        let map = TileMap::from_ascii("....\n..[.\n....\n####\n", 16).unwrap();
        // Box right edge at x 32 (the wall's edge), bottom at 48.
        let at = |px: i32, py: i32| BoxPx::new(px, py, 12, 24, CoreShape::Chamfered);
        let b = at(26, 48);
        assert_eq!(b.right(), 32);
        let rules = Rules::new(&map, b, 1, &[]);
        assert_eq!(rules.wall_stopping(26, 48, 1), Some((2, 1)));
        assert!(!rules.wall_blocks(26, 48, -1));
        // The box's top row alone in the wall's tile still meets it; a box
        // wholly below or above the tile does not.
        assert!(rules.wall_blocks(26, 31 + 24, 1));
        assert!(!rules.wall_blocks(26, 32 + 24, 1));
        assert!(!rules.wall_blocks(26, 16, 1));
        // Began past the edge: it passes.
        let inside = Rules::new(&map, at(27, 48), 1, &[]);
        assert!(!inside.wall_blocks(26, 48, 1));
        // Not on the edge: nothing to meet.
        assert!(!rules.wall_blocks(25, 48, 1));
    }
}
