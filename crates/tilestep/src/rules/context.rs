//! The rules' context for one body's step ([`Rules`]): the map, the box's
//! size, gravity, where its edges were when the frame began, what it drops
//! through, and the moving solids; the core test every rule starts from.
//!
//! Everything in `rules/` works on whole pixels; `g` is the gravity sign
//! (+1 down, -1 up, 0 none) so one code path serves both gravities.
//!
//! Relied on by every shortcut: each gives what these core tests would,
//! position by position (`shortcuts/`).

use super::Rect;
use crate::body::{Body, BoxPx, CoreShape, MovingSolid, StepInput};
use crate::map::TileMap;

/// The outcome of trying to move one pixel horizontally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PixelMove {
    /// Moved; the new bottom row (exclusive) is given.
    Moved(i32),
    /// Moved, but a walker lost its support (it falls from now on).
    Lost(i32),
    /// Could not move.
    Blocked,
}

/// The fixed facts of one body's step.
pub(crate) struct Rules<'a> {
    pub map: &'a TileMap,
    pub w: i32,
    pub h: i32,
    /// The shape of the body's core.
    pub core: CoreShape,
    /// Gravity sign: +1 down, -1 up, 0 none.
    pub g: i32,
    /// Bottom row (exclusive) when the frame began: one-way `platform` edges
    /// stop only bodies whose bottom was at or above them.
    pub start_bottom: i32,
    /// Top row when the frame began (for `platform_under`).
    pub start_top: i32,
    /// Left column when the frame began (for the one-way walls: the right
    /// side was at `start_left + w`).
    pub start_left: i32,
    /// The step's drop input: the one-way surfaces along gravity don't stop
    /// it ([`super::oneway::stopping`]).
    pub drop: bool,
    /// Moving solids that collide like tiles.
    pub solids: &'a [MovingSolid],
    /// Ledge assist: how many pixels a falling body may be lifted to get
    /// over a ledge it moves into (see [`crate::Assists::ledge_assist`]).
    pub lift: i32,
}

impl<'a> Rules<'a> {
    /// The rules for a body whose box is `b` at the frame's start, with no
    /// drop-through and no ledge assist.
    #[inline]
    pub fn new(map: &'a TileMap, b: BoxPx, g: i32, solids: &'a [MovingSolid]) -> Rules<'a> {
        Rules {
            map,
            w: b.w(),
            h: b.h(),
            core: b.core,
            g,
            start_bottom: b.py,
            start_top: b.top(),
            start_left: b.left(),
            drop: false,
            solids,
            lift: 0,
        }
    }

    /// The rules of a step of `body` from box `b0` on `map`: its gravity,
    /// the one-way surfaces `input` drops through, its ledge assist.
    #[inline(always)]
    pub fn for_step(
        map: &'a TileMap,
        body: &Body,
        b0: BoxPx,
        input: StepInput,
        solids: &'a [MovingSolid],
    ) -> Rules<'a> {
        Rules {
            drop: input.drop,
            lift: body.assists.ledge_assist as i32,
            ..Rules::new(map, b0, body.gravity.sign(), solids)
        }
    }

    #[inline]
    pub fn bx(&self, px: i32, py: i32) -> BoxPx {
        BoxPx::new(px, py, self.w, self.h, self.core)
    }

    /// The active moving solids in play, as pixel boxes, with their indices.
    #[inline]
    pub fn rects(&self) -> impl Iterator<Item = (usize, Rect)> + '_ {
        self.solids
            .iter()
            .enumerate()
            .filter(|(_, s)| s.active)
            .map(|(i, s)| (i, Rect::of(s)))
    }

    /// The first moving solid overlapping the core of `b`.
    #[inline]
    pub fn rect_hit(&self, b: &BoxPx) -> Option<usize> {
        if self.solids.is_empty() {
            return None;
        }
        self.rects().find(|(_, r)| r.hits_core(b)).map(|(i, _)| i)
    }

    /// True when the core at `(px, py)` overlaps no solid pixel.
    #[inline]
    pub fn core_clear(&self, px: i32, py: i32) -> bool {
        let b = self.bx(px, py);
        self.map.core_clear(b) && self.rect_hit(&b).is_none()
    }

    /// [`Rules::core_clear`] for a box that came one column by `came` (±1; 0:
    /// not known) from a position whose core overlaps no solid pixel of
    /// the map, its bottom row within one of `py`: only the map's pixels
    /// that can be new to the core are read
    /// ([`TileMap::core_clear_past`]).
    #[inline]
    pub fn core_clear_past(&self, px: i32, py: i32, came: i32) -> bool {
        if came == 0 {
            return self.core_clear(px, py);
        }
        let b = self.bx(px, py);
        self.map.core_clear_past(b, came) && self.rect_hit(&b).is_none()
    }

    /// True when pixel `(x, y)` is solid: the map's or a moving solid's.
    #[inline(always)]
    pub fn solid_px(&self, x: i32, y: i32) -> bool {
        self.map.solid_px(x, y) || (!self.solids.is_empty() && self.rect_has(x, y))
    }

    /// True when pixel `(x, y)` lies in an active moving solid.
    #[inline(never)]
    fn rect_has(&self, x: i32, y: i32) -> bool {
        self.rects().any(|(_, r)| r.has(x, y))
    }

    /// True when nothing at all (tile or moving solid of any kind) lies in
    /// pixels `[x0, x1] x [y0, y1]`, one-way tiles allowed when `oneway_ok`.
    #[inline(always)]
    pub fn tiles_empty(&self, x0: i32, y0: i32, x1: i32, y1: i32, oneway_ok: bool) -> bool {
        self.map.tiles_empty(x0, y0, x1, y1, oneway_ok)
            && (self.solids.is_empty()
                || !self
                    .rects()
                    .any(|(_, r)| (r.solid() || !oneway_ok) && r.meets(x0, y0, x1, y1)))
    }
}
