//! Moving solids: boxes of solid pixels (or one-way surfaces) that game
//! scripts move. How the rules test a body against one is in
//! `rules/solid_box.rs`.

use crate::tiles::{OneWay, Tag};
use crate::units::{PxRect, Size, SubPoint};

/// How a moving solid collides: like a tile of the kind of the same name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SolidKind {
    /// Every pixel of the box is solid (like a `solid` tile): it carries
    /// riders and pushes bodies.
    #[default]
    Solid,
    /// A one-way surface along the box's top edge (like a `platform`
    /// tile): it stops and carries bodies coming from above, never pushes.
    Platform,
    /// A one-way surface along the box's bottom edge (like a
    /// `platform_under` tile), for bodies with gravity up.
    PlatformUnder,
}

impl SolidKind {
    /// Every kind, in the order of their names.
    const ALL: [SolidKind; 3] = [
        SolidKind::Solid,
        SolidKind::Platform,
        SolidKind::PlatformUnder,
    ];

    /// Its name in scenario files and pictures, the tile kind's it collides
    /// like: `solid`, `platform` or `platform_under`.
    pub const fn name(self) -> &'static str {
        match self {
            SolidKind::Solid => "solid",
            SolidKind::Platform => "platform",
            SolidKind::PlatformUnder => "platform_under",
        }
    }

    /// The side of its one-way surface, if it is one-way.
    #[inline(always)]
    pub(crate) const fn one_way(self) -> Option<OneWay> {
        match self {
            SolidKind::Solid => None,
            SolidKind::Platform => Some(OneWay::Top),
            SolidKind::PlatformUnder => Some(OneWay::Under),
        }
    }

    /// The kind [`SolidKind::name`] names, if any.
    ///
    /// ```
    /// use tilestep::SolidKind;
    /// assert_eq!(SolidKind::from_name("platform"), Some(SolidKind::Platform));
    /// assert_eq!(SolidKind::from_name("ladder"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<SolidKind> {
        SolidKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The name this kind had before 0.4 (`one_way`, `one_way_under`), for
    /// an error that says what it is called now; `None` for a name that was
    /// never a kind's.
    ///
    /// ```
    /// use tilestep::SolidKind;
    /// assert_eq!(SolidKind::from_old_name("one_way"), Some(SolidKind::Platform));
    /// assert_eq!(SolidKind::from_old_name("platform"), None);
    /// ```
    pub fn from_old_name(name: &str) -> Option<SolidKind> {
        match name {
            "one_way" => Some(SolidKind::Platform),
            "one_way_under" => Some(SolidKind::PlatformUnder),
            _ => None,
        }
    }
}

/// An axis-aligned box the game moves with [`crate::TileMap::move_solid`]:
/// a moving platform, a door, a crusher.
///
/// ```
/// use tilestep::{MovingSolid, SolidKind, Size, SubPoint};
/// let lift = MovingSolid::new(SubPoint::from_px(32, 80), Size::new(48, 8), SolidKind::Platform);
/// assert_eq!(lift.rect().top.0, 80);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MovingSolid {
    /// Top-left corner, subpixels (the fraction is carried like a body's).
    pub pos: SubPoint,
    /// Size in whole px (each side 1 to 4096, as every [`Size`] is).
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

impl MovingSolid {
    /// An active solid at `pos` (top-left, subpixels) of `size` px.
    pub fn new(pos: SubPoint, size: Size, kind: SolidKind) -> MovingSolid {
        MovingSolid {
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
        PxRect::new(x, y, x + self.size.w().0, y + self.size.h().0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moving_solid_at_the_extreme_position_has_a_rect_without_overflow() {
        // Its right edge, x + w, in whole px: at most 2^23 + 4096.
        let big = Size::new(4096, 4096);
        let s = MovingSolid::new(SubPoint::new(i32::MAX, i32::MIN), big, SolidKind::Solid);
        let r = s.rect();
        assert_eq!((r.right.0 - r.left.0, r.bottom.0 - r.top.0), (4096, 4096));
        assert_eq!((r.left.0, r.top.0), ((1 << 23) - 1, -(1 << 23)));
    }
}
