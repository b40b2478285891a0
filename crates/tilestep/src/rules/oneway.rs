//! One-way surfaces (`docs/contract.md`, "One-way surfaces"): a `platform`
//! stops only a body moving down whose bottom was at or above its edge
//! when the frame began, a `platform_under` only a body moving up whose
//! top was at or below its edge; moving solids of the one-way kinds alike.
//! The drop input passes the ones along gravity, but for the firm
//! platforms (`platform_firm`, `platform_under_firm`).
//!
//! Which one-way surfaces stop a given move is answered once, by
//! [`stopping`]: every one-way test of the step, the moving solids' catch
//! (`moving/`), the cast (`query.rs`) and the shortcuts ask it.
//!
//! Relied on by `walk_run/`, `walk_long.rs` and `air_skim.rs`
//! (no one-way surface within their margins of the box's edges),
//! `flat_run.rs` (one-way tops count as flat ground), `flight.rs` (no
//! one-way surface where the box's edges pass), `landing.rs` (none on
//! the rows its bottom edge passes, else this file's bound) and
//! the feet rule's bitmap read (`feet.rs`: none on the feet's way).

use super::Rect;
use super::Rules;
use crate::body::BoxPx;
use crate::tiles::OneWay;

/// The one-way surfaces that stop a vertical move: those on side `side`
/// (the edge the move meets them by), all of them, or only the firm ones
/// where the drop input passes the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stopping {
    /// The side of the surfaces met: top edges going down, bottom edges
    /// going up.
    pub side: OneWay,
    /// True when the drop input passes the plain ones: only firm tiles
    /// (`platform_firm`, `platform_under_firm`) stop the move.
    pub firm_only: bool,
}

impl Stopping {
    /// True when a moving solid with one-way edge `oneway` (`None` for a
    /// full box) stops the move by its one-way edge. No moving solid is
    /// firm: the drop passes every one.
    #[inline(always)]
    pub(crate) fn stops_solid(self, oneway: Option<OneWay>) -> bool {
        !self.firm_only && oneway == Some(self.side)
    }
}

/// The one-way surfaces that stop a vertical move by `dir` (+1 down, -1
/// up) of a body with gravity `g` (+1 down, -1 up, 0 none) and the step's
/// drop input `drop`: those the move meets from their blocking side
/// ([`OneWay::met_by`]: top edges going down, bottom edges going up);
/// where the drop passes them (along gravity, and either way with no
/// gravity) only the firm ones. `None` for no move. (Where a surface
/// stops the move is the frame-start test, [`Rules::first_stopping_row`].)
#[inline(always)]
pub(crate) fn stopping(dir: i32, g: i32, drop: bool) -> Option<Stopping> {
    let dropped = drop && (g == 0 || dir == g);
    OneWay::met_by(dir).map(|side| Stopping {
        side,
        firm_only: dropped,
    })
}

impl Rules<'_> {
    /// The one-way surfaces that stop this body's vertical move by `dir`
    /// ([`stopping`], with its gravity and drop input); `None` where only
    /// firm ones would and the map holds none.
    #[inline(always)]
    pub fn oneway_stopping(&self, dir: i32) -> Option<Stopping> {
        stopping(dir, self.g, self.drop).filter(|s| !s.firm_only || self.map.holds_firm())
    }

    /// The one-way rule's frame-start test, decided here alone for tiles
    /// and moving solids: the nearest row at or beyond `edge` (along `dir`,
    /// the way the box's edge moves) whose one-way surface can stop the
    /// box. A `platform`'s top edge stops a body moving down (`dir > 0`)
    /// only if the body's bottom was at or above it when the frame began:
    /// the first such edge is at `max(edge, start_bottom)`. A
    /// `platform_under`'s bottom edge stops a body moving up only if its top
    /// was at or below it: `min(edge, start_top)`.
    #[inline(always)]
    pub fn first_stopping_row(&self, edge: i32, dir: i32) -> i32 {
        if dir > 0 {
            edge.max(self.start_bottom)
        } else {
            edge.min(self.start_top)
        }
    }

    /// True when a one-way surface on row `edge` may stop the box's edge
    /// moving by `dir`: the edge began the frame on its side
    /// ([`Rules::first_stopping_row`]).
    #[inline(always)]
    pub fn began_before(&self, edge: i32, dir: i32) -> bool {
        self.first_stopping_row(edge, dir) == edge
    }

    /// True when moving the box from bottom `py` by `dy` (±1) crosses a
    /// one-way surface in its blocking direction.
    pub fn oneway_blocks(&self, px: i32, py: i32, dy: i32) -> bool {
        let Some(stop) = self.oneway_stopping(dy) else {
            return false;
        };
        let b = self.bx(px, py);
        // A surface stops only a body whose edge began on its side.
        let edge = b.oneway_edge(stop.side);
        if !self.began_before(edge, dy) {
            return false;
        }
        let (x0, x1) = (b.left(), b.right() - 1);
        let by_solid = || {
            self.rects().any(|(_, r)| {
                stop.stops_solid(r.oneway()) && r.spans(x0, x1) && r.surface_row(stop.side) == edge
            })
        };
        (!self.solids.is_empty() && by_solid())
            || self.oneway_tiles_on(edge, stop, x0, x1)
            || self.profile_meets_feet(px, edge, stop)
    }

    /// True when a one-way tile that `stop` names, in columns `[x0, x1]`,
    /// has its surface on the pixel boundary `edge`.
    #[inline]
    fn oneway_tiles_on(&self, edge: i32, stop: Stopping, x0: i32, x1: i32) -> bool {
        self.map.oneway_tile_row(edge, stop.side).is_some_and(|ty| {
            self.map
                .row_has_oneway(ty, x0, x1, stop.side, stop.firm_only)
        })
    }

    /// The one-way surfaces that would support this body (stop it moving
    /// along gravity) and the pixel boundary they would lie on along its
    /// edge, for bottom row `py`: `None` where none would (no gravity, or
    /// a drop on a map without firm platforms).
    #[inline(always)]
    fn oneway_along(&self, py: i32) -> Option<(Stopping, i32)> {
        let stop = self.oneway_stopping(self.g)?;
        Some((stop, self.bx(0, py).oneway_edge(stop.side)))
    }

    /// A one-way surface lies along the box's edge on the gravity side.
    pub fn oneway_under(&self, x0: i32, x1: i32, py: i32) -> bool {
        self.oneway_tile_under(x0, x1, py) || self.oneway_solid_under(x0, x1, py).is_some()
    }

    /// A one-way tile's surface lies along the box's edge on the gravity
    /// side: a platform's, or a one-way profile's right beyond the edge
    /// of a column of `[x0, x1]` (`oneway_profile.rs`).
    pub fn oneway_tile_under(&self, x0: i32, x1: i32, py: i32) -> bool {
        self.platform_under(x0, x1, py) || self.profile_under(x0, x1, py)
    }

    /// A platform's surface (a one-way tile whose surface is its edge)
    /// lies along the box's edge on the gravity side under `[x0, x1]`:
    /// [`Rules::oneway_tile_under`] where no one-way profile can be.
    #[inline]
    pub fn platform_under(&self, x0: i32, x1: i32, py: i32) -> bool {
        self.oneway_along(py)
            .is_some_and(|(stop, edge)| self.oneway_tiles_on(edge, stop, x0, x1))
    }

    /// The one-way tile in tile column `tx` whose surface lies along the
    /// box's edge on the gravity side, as `(tx, ty)`, if any.
    #[inline]
    pub fn oneway_tile_at(&self, tx: i32, py: i32) -> Option<(i32, i32)> {
        let (stop, edge) = self.oneway_along(py)?;
        let ty = self.map.oneway_tile_row(edge, stop.side)?;
        self.map
            .is_oneway(tx, ty, stop.side, stop.firm_only)
            .then_some((tx, ty))
    }

    /// The one-way moving solid whose surface lies along the box's edge on
    /// the gravity side under columns `[x0, x1]`, if any.
    #[inline(always)]
    pub fn oneway_solid_under(&self, x0: i32, x1: i32, py: i32) -> Option<usize> {
        if self.solids.is_empty() {
            return None;
        }
        self.oneway_solid_among(x0, x1, py)
    }

    /// [`Rules::oneway_solid_under`] among the moving solids given.
    #[inline(never)]
    fn oneway_solid_among(&self, x0: i32, x1: i32, py: i32) -> Option<usize> {
        let (stop, edge) = self.oneway_along(py)?;
        self.rects()
            .find(|(_, r)| {
                stop.stops_solid(r.oneway()) && r.spans(x0, x1) && r.surface_row(stop.side) == edge
            })
            .map(|(i, _)| i)
    }

    /// How far (`0..=n`) box `b` may move vertically by `dir` before it
    /// would cross a one-way tile's surface in its blocking direction: a
    /// platform's along its edge, or a one-way profile's under its feet.
    pub fn oneway_tiles_free(&self, b: &BoxPx, dir: i32, n: i32) -> i32 {
        let Some(stop) = self.oneway_stopping(dir) else {
            return n;
        };
        let t = self.map.t;
        let (x0, x1) = (b.left(), b.right() - 1);
        // Surface rows Y the edge would reach within `n` and began the
        // frame on the near side of: `edge <= Y < edge + n` going down
        // (a top surface), `edge - n < Y <= edge` going up.
        let edge = b.oneway_edge(stop.side);
        let from = self.first_stopping_row(edge, dir);
        let mut y = match stop.side {
            OneWay::Top => from + (t - from.rem_euclid(t)) % t,
            OneWay::Under => from - from.rem_euclid(t),
        };
        let mut free = n;
        while (y - edge) * dir < n {
            if self.oneway_tiles_on(y, stop, x0, x1) {
                free = (y - edge) * dir;
                break;
            }
            y += dir * t;
        }
        self.profile_free(b, dir, free, stop, from)
    }

    /// How far (`0..=n`) box `b` may move vertically by `dir` before it
    /// would cross a one-way surface, a tile's or a moving solid's, in its
    /// blocking direction.
    pub fn oneway_free(&self, b: &BoxPx, dir: i32, n: i32) -> i32 {
        let tiles = self.oneway_tiles_free(b, dir, n);
        self.rects().fold(tiles, |free, (_, r)| {
            self.oneway_rect_free(&r, b, dir, free)
        })
    }

    /// How far (`0..=n`) box `b` may move by `dir` before crossing the
    /// one-way edge of moving solid `r` in its blocking direction (none
    /// for a full solid, or a surface the move isn't stopped by).
    pub fn oneway_rect_free(&self, r: &Rect, b: &BoxPx, dir: i32, n: i32) -> i32 {
        let stop = self.oneway_stopping(dir);
        let Some(side) = r
            .oneway()
            .filter(|&s| stop.is_some_and(|st| st.stops_solid(Some(s))))
        else {
            return n;
        };
        let (surface, edge) = (r.surface_row(side), b.oneway_edge(side));
        let ahead = (surface - edge) * dir;
        if !r.spans(b.left(), b.right() - 1) || !self.began_before(surface, dir) || ahead < 0 {
            return n;
        }
        ahead.min(n)
    }
}

#[cfg(test)]
mod tests {
    use super::{stopping, Stopping};
    use crate::tiles::OneWay;

    /// The helper against the contract's words for every move, gravity
    /// and drop input: a top surface stops moves down, a bottom surface
    /// moves up; the drop passes the one along gravity, and both without
    /// gravity, but for the firm ones.
    #[test]
    fn the_drop_passes_the_surfaces_along_gravity_and_no_others() {
        for g in [1, 0, -1] {
            for dir in [1, -1] {
                let side = if dir > 0 { OneWay::Top } else { OneWay::Under };
                let all = Stopping {
                    side,
                    firm_only: false,
                };
                assert_eq!(stopping(dir, g, false), Some(all), "dir {dir} g {g}");
                let passed = g == 0 || g == dir;
                let want = Stopping {
                    side,
                    firm_only: passed,
                };
                assert_eq!(
                    stopping(dir, g, true),
                    Some(want),
                    "dir {dir} g {g}, dropping"
                );
                assert_eq!(want.stops_solid(Some(side)), !passed);
                assert!(!all.stops_solid(None));
            }
            assert_eq!(stopping(0, g, false), None);
        }
    }
}
