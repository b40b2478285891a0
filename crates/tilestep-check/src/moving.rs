//! Moving solids (and bodies made solid) for the checker: boxes taken from
//! [`tilestep::MovingSolid::rect`] and nothing else, then judged with the
//! contract's words for `solid` and one-way tiles.
//!
//! A full box is solid pixels: [`crate::SolidField::set_boxes`] adds it to
//! the field so that every pixel test (core, standing, paths, flush stops)
//! counts it. A one-way box is a surface along its top (`SolidKind::Platform`, like a
//! `platform`) or bottom (`SolidKind::PlatformUnder`, like `platform_under`) edge; the
//! checker asks [`SolidBox::along`] and [`SolidBox::crossed`] about it,
//! since its edge need not lie on a tile row.

use crate::shapes::{Boxel, Ignore, OneWay};
use tilestep::{MovingSolid, SolidKind};

/// A box in whole px (right and bottom exclusive) and how it collides:
/// `OneWay::None` for full solid pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolidBox {
    /// First column.
    pub l: i32,
    /// First row.
    pub t: i32,
    /// Column past the last.
    pub r: i32,
    /// Row past the last.
    pub b: i32,
    /// `None`: every pixel solid; `Top` / `Under`: a one-way edge.
    pub oneway: OneWay,
    /// A full box that the stepping body's whole box must stay out of, not
    /// only its core (`Solid::whole_box`: the other bodies, to a solid body).
    pub whole: bool,
}

impl SolidBox {
    /// The box of an active solid (`None` for an inactive one).
    pub fn of(s: &MovingSolid) -> Option<SolidBox> {
        if !s.active {
            return None;
        }
        let r = s.rect();
        Some(SolidBox {
            l: r.left.0,
            t: r.top.0,
            r: r.right.0,
            b: r.bottom.0,
            oneway: match s.kind {
                SolidKind::Solid => OneWay::None,
                SolidKind::Platform => OneWay::Top,
                SolidKind::PlatformUnder => OneWay::Under,
            },
            whole: s.whole_box,
        })
    }

    /// True when this full box holds a pixel of the box `b` (any pixel,
    /// wedges too).
    pub fn meets_box(&self, b: Boxel) -> bool {
        self.full() && self.spans(b) && self.t < b.py && b.top() < self.b
    }

    /// True for a box of solid pixels.
    pub fn full(&self) -> bool {
        self.oneway == OneWay::None
    }

    /// True when pixel `(x, y)` is a solid pixel of this box.
    pub fn has(&self, x: i32, y: i32) -> bool {
        self.full() && self.l <= x && x < self.r && self.t <= y && y < self.b
    }

    /// True when this (full) box holds a pixel of column `x`, rows `y0..=y1`.
    pub fn column_any(&self, x: i32, y0: i32, y1: i32) -> bool {
        self.full() && self.l <= x && x < self.r && y0 < self.b && self.t <= y1
    }

    /// True when the columns of `b` overlap this box's.
    pub fn spans(&self, b: Boxel) -> bool {
        self.l < b.right() && b.left() < self.r
    }

    /// This one-way box's surface lies along the bottom edge of `b`
    /// (`down`: a `SolidKind::Platform` whose top row is `b`'s exclusive bottom) or
    /// its top edge (a `SolidKind::PlatformUnder` whose exclusive bottom is `b`'s top),
    /// under some column of `b`, and the frame's drop doesn't ignore it.
    pub fn along(&self, b: Boxel, down: bool, ig: Ignore) -> bool {
        self.spans(b)
            && match (self.oneway, down) {
                (OneWay::Top, true) => !ig.top && b.py == self.t,
                (OneWay::Under, false) => !ig.under && b.top() == self.b,
                _ => false,
            }
    }

    /// Moving `b` one pixel down (`down`) or up crosses this one-way edge
    /// in its blocking direction, given the box `start` had when the frame
    /// began (the contract's frame-start rule for `platform` tiles).
    pub fn blocks(&self, b: Boxel, down: bool, start: Boxel, ig: Ignore) -> bool {
        self.along(b, down, ig)
            && if down {
                start.py <= b.py
            } else {
                start.top() >= b.top()
            }
    }

    /// A step from `a` to `b` crossed this one-way edge in its blocking
    /// direction: the box spans the edge's columns at both ends (so, moving
    /// horizontally as one interval, all the way), and its bottom went from
    /// at or above a `SolidKind::Platform`'s top edge to below it (or its top from at
    /// or below a `SolidKind::PlatformUnder`'s bottom edge to above it).
    pub fn crossed(&self, a: Boxel, b: Boxel, ig: Ignore) -> bool {
        if !self.spans(a) || !self.spans(b) {
            return false;
        }
        match self.oneway {
            OneWay::Top => !ig.top && a.py <= self.t && b.py > self.t,
            OneWay::Under => !ig.under && a.top() >= self.b && b.top() < self.b,
            OneWay::None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Size, SubPoint};

    #[test]
    fn boxes_from_solids() {
        let s = MovingSolid::new(
            SubPoint::new(10 * 256 + 200, 20 * 256),
            Size::new(8, 4),
            SolidKind::Platform,
        );
        let b = SolidBox::of(&s).unwrap();
        assert_eq!(
            (b.l, b.t, b.r, b.b, b.oneway),
            (10, 20, 18, 24, OneWay::Top)
        );
        let body = Boxel {
            px: 14,
            py: 20,
            w: 4,
            h: 8,
            core: tilestep::CoreShape::Chamfered,
        };
        assert!(b.along(body, true, Ignore::default()));
        assert!(!b.along(
            body,
            true,
            Ignore {
                top: true,
                under: false
            }
        ));
        assert!(b.crossed(body.at(14, 18), body.at(15, 22), Ignore::default()));
        assert!(!b.crossed(body.at(14, 21), body.at(15, 22), Ignore::default()));
        let mut off = s;
        off.active = false;
        assert!(SolidBox::of(&off).is_none());
    }
}
