//! Moving solids: boxes of solid pixels (or one-way surfaces) that game
//! scripts move, and the O(1) tests of such a box against a body's core.

use crate::body::BoxPx;
use crate::tiles::Tag;
use crate::units::{PxRect, Size, SubPoint};

/// How a moving solid collides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SolidKind {
    /// Every pixel of the box is solid: it carries riders and pushes bodies.
    #[default]
    Solid,
    /// A one-way surface along the box's top edge (like a `platform` tile):
    /// it stops and carries bodies coming from above, never pushes.
    OneWayTop,
    /// A one-way surface along the box's bottom edge (like `platform_under`),
    /// for bodies with gravity up.
    OneWayBottom,
}

impl SolidKind {
    /// Its name in scenario files and pictures: `solid`, `one_way` or
    /// `one_way_under`.
    pub const fn name(self) -> &'static str {
        match self {
            SolidKind::Solid => "solid",
            SolidKind::OneWayTop => "one_way",
            SolidKind::OneWayBottom => "one_way_under",
        }
    }

    /// The kind [`SolidKind::name`] names, if any.
    ///
    /// ```
    /// use tilestep::SolidKind;
    /// assert_eq!(SolidKind::from_name("one_way"), Some(SolidKind::OneWayTop));
    /// assert_eq!(SolidKind::from_name("ladder"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<SolidKind> {
        [
            SolidKind::Solid,
            SolidKind::OneWayTop,
            SolidKind::OneWayBottom,
        ]
        .into_iter()
        .find(|k| k.name() == name)
    }
}

/// An axis-aligned box the game moves with [`crate::TileMap::move_solid`]:
/// a moving platform, a door, a crusher.
///
/// ```
/// use tilestep::{Solid, SolidKind, Size, SubPoint};
/// let lift = Solid::new(SubPoint::from_px(32, 80), Size::new(48, 8), SolidKind::OneWayTop);
/// assert_eq!(lift.rect().top.0, 80);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solid {
    /// Top-left corner, subpixels (the fraction is carried like a body's).
    pub pos: SubPoint,
    /// Size in whole px (each side at least 1).
    pub size: Size,
    /// Full solid or one-way.
    pub kind: SolidKind,
    /// Its movement in the last [`crate::TileMap::move_solid`], subpixels
    /// per frame (what a rider inherits on leaving it, if asked to).
    pub vel: SubPoint,
    /// A tag reported in the contacts of bodies that touch it.
    pub tag: Option<Tag>,
    /// When false the solid is ignored entirely (a door that's open).
    pub active: bool,
    /// Keeps a stepping body's whole box out, not only its core (box
    /// against box). Set it on the other bodies' boxes
    /// ([`crate::Body::as_solid`]) when stepping a [`crate::Body::solid`]
    /// body: its wedges then never end inside another body, so a crate
    /// falling onto a player rests on its head. Default off.
    pub whole_box: bool,
}

impl Solid {
    /// An active solid at `pos` (top-left, subpixels) of `size` px.
    pub fn new(pos: SubPoint, size: Size, kind: SolidKind) -> Solid {
        Solid {
            pos,
            size,
            kind,
            vel: SubPoint::default(),
            tag: None,
            active: true,
            whole_box: false,
        }
    }

    /// Its box in whole px (right and bottom exclusive).
    pub fn rect(&self) -> PxRect {
        let (x, y) = (self.pos.x.floor_px().0, self.pos.y.floor_px().0);
        PxRect::new(x, y, x + self.size.w.0, y + self.size.h.0)
    }
}

/// A solid's box as raw pixel bounds, with its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub l: i32,
    pub t: i32,
    pub r: i32,
    pub b: i32,
    pub kind: SolidKind,
    /// Tested against a body's whole box, not its core ([`Solid::whole_box`]).
    pub whole: bool,
}

impl Rect {
    pub fn of(s: &Solid) -> Rect {
        let p = s.rect();
        Rect {
            l: p.left.0,
            t: p.top.0,
            r: p.right.0,
            b: p.bottom.0,
            kind: s.kind,
            whole: s.whole_box,
        }
    }

    #[inline]
    pub fn solid(&self) -> bool {
        self.kind == SolidKind::Solid
    }

    /// The core column of `b` nearest its sensor column inside this box's
    /// columns, and its distance `d`: the widest core interval there, which
    /// holds every other column's (they are nested), so it alone decides.
    /// Against a [`Rect::whole`] box every column of `b` counts in full:
    /// `d = 0` wherever the columns meet.
    #[inline]
    fn nearest(&self, b: &BoxPx) -> Option<i32> {
        if self.whole {
            return self.spans(b.left(), b.right() - 1).then_some(0);
        }
        let (xa, xb) = b.core_cols();
        let (lo, hi) = (self.l.max(xa), (self.r - 1).min(xb));
        (lo <= hi).then(|| (b.px.clamp(lo, hi) - b.px).abs())
    }

    /// True when this (full) solid overlaps the core of `b`.
    #[inline]
    pub fn hits_core(&self, b: &BoxPx) -> bool {
        self.solid()
            && self
                .nearest(b)
                .is_some_and(|d| b.top() + d < self.b && self.t <= b.py - 1 - d)
    }

    /// True when the box's columns `[x0, x1]` overlap this box's.
    #[inline]
    pub fn spans(&self, x0: i32, x1: i32) -> bool {
        self.l <= x1 && x0 < self.r
    }

    /// True when pixel `(x, y)` is a solid pixel of this box.
    #[inline]
    pub fn has(&self, x: i32, y: i32) -> bool {
        self.solid() && self.l <= x && x < self.r && self.t <= y && y < self.b
    }

    /// True when any pixel of the pixel rectangle `[x0, x1] x [y0, y1]` is
    /// inside this box (whatever its kind).
    #[inline]
    pub fn meets(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        self.l <= x1 && x0 < self.r && self.t <= y1 && y0 < self.b
    }

    /// How far (`0..=n`) the core of `b` may move by `dir` (±1 vertically)
    /// before it overlaps this (full) solid.
    pub fn core_free_v(&self, b: &BoxPx, dir: i32, n: i32) -> i32 {
        if !self.solid() {
            return n;
        }
        let Some(d) = self.nearest(b) else {
            return n;
        };
        let (lo, hi) = (b.top() + d, b.py - 1 - d); // core rows of that column
        if dir > 0 {
            if self.t > hi && self.t - hi - 1 < n {
                return self.t - hi - 1;
            }
        } else if self.b - 1 < lo && lo - self.b < n {
            return lo - self.b;
        }
        if self.t <= hi && lo < self.b {
            return 0;
        }
        n
    }

    /// How far (`0..=n`) the box may move by `dir` before crossing this
    /// box's one-way edge in its blocking direction, given where the body's
    /// edge was when the frame began.
    pub fn oneway_free_v(
        &self,
        b: &BoxPx,
        dir: i32,
        n: i32,
        start_bottom: i32,
        start_top: i32,
    ) -> i32 {
        if !self.spans(b.left(), b.right() - 1) {
            return n;
        }
        match self.kind {
            SolidKind::OneWayTop if dir > 0 && start_bottom <= self.t && b.py <= self.t => {
                (self.t - b.py).min(n)
            }
            SolidKind::OneWayBottom if dir < 0 && start_top >= self.b && b.top() >= self.b => {
                (b.top() - self.b).min(n)
            }
            _ => n,
        }
    }
}
