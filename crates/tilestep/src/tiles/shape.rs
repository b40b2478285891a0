//! How each tile kind collides: the public [`TileShape`] for tools that draw
//! or lint maps, and the step's own dispatch class (private, free to change).

use crate::tiles::TileKind;

/// Where a tile's solid pixels and one-way edge are, for tools that draw,
/// lint or convert maps. The exact pixels of a profile tile are its height
/// table ([`crate::TileSet::height`]).
///
/// ```
/// use tilestep::{TileKind, TileShape};
/// assert_eq!(TileKind::SlopeBr.shape(), TileShape::Floor);
/// assert_eq!(TileKind::EndSlope.shape(), TileShape::Solid);
/// assert_eq!(TileKind::PlatformUnder.shape(), TileShape::PlatformUnder);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TileShape {
    /// No solid pixel and no one-way edge (`empty`).
    Empty,
    /// Every pixel solid (`solid`, `end_slope`).
    Solid,
    /// A one-way surface along the top edge: stops bodies moving down.
    Platform,
    /// A one-way surface along the bottom edge: stops bodies moving up.
    PlatformUnder,
    /// A floor profile: column `c` (px from the tile's left edge) is solid on
    /// rows `[T - h(c), T)` from the tile's top, `T` the tile size in px
    /// (the floor slopes and custom `floor` tiles).
    Floor,
    /// A ceiling profile: column `c` is solid on rows `[0, h(c))` from the
    /// tile's top (the ceiling slopes and custom `ceiling` tiles).
    Ceiling,
}

/// How a tile collides, the class the step dispatches on; stored per tile
/// in the map. Private so the step may change it without breaking users.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub(crate) enum Class {
    /// No solid pixel, no one-way surface.
    Empty = 0,
    /// Every pixel solid (`solid`, `end_slope`).
    Solid = 1,
    /// One-way surface along the top edge.
    Platform = 2,
    /// One-way surface along the bottom edge.
    PlatformUnder = 3,
    /// Solid pixels `[T - h(c), T)` in column `c`.
    Floor = 4,
    /// Solid pixels `[0, h(c))` in column `c`.
    Ceiling = 5,
}

impl Class {
    /// Every class, in the order of their values.
    pub(crate) const ALL: [Class; 6] = [
        Class::Empty,
        Class::Solid,
        Class::Platform,
        Class::PlatformUnder,
        Class::Floor,
        Class::Ceiling,
    ];

    /// A height profile from the floor or the ceiling (a slope tile).
    #[inline]
    pub(crate) const fn is_profile(self) -> bool {
        matches!(self, Class::Floor | Class::Ceiling)
    }

    /// A one-way surface along the top or the bottom edge.
    #[inline]
    pub(crate) const fn is_oneway(self) -> bool {
        OneWay::of(self).is_some()
    }
}

/// The side of a one-way surface: the edge of its tile (or of a moving
/// solid's box) it lies on, which fixes the moves it stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum OneWay {
    /// Along the top edge (`platform`): it stops moves down.
    Top,
    /// Along the bottom edge (`platform_under`): it stops moves up.
    Under,
}

impl OneWay {
    /// The side of the one-way surfaces a vertical move by `dir` (+1 down,
    /// -1 up) meets from their blocking side: a top edge going down, a
    /// bottom edge going up; `None` for no move. Whether one stops the
    /// move is the one-way rule's (`rules/oneway.rs`).
    #[inline(always)]
    pub(crate) const fn met_by(dir: i32) -> Option<OneWay> {
        match dir {
            1.. => Some(OneWay::Top),
            ..=-1 => Some(OneWay::Under),
            0 => None,
        }
    }

    /// The tile class of a one-way surface on this side.
    #[inline(always)]
    pub(crate) const fn class(self) -> Class {
        match self {
            OneWay::Top => Class::Platform,
            OneWay::Under => Class::PlatformUnder,
        }
    }

    /// The side of a class's one-way surface, if it has one.
    #[inline(always)]
    pub(crate) const fn of(class: Class) -> Option<OneWay> {
        match class {
            Class::Platform => Some(OneWay::Top),
            Class::PlatformUnder => Some(OneWay::Under),
            _ => None,
        }
    }
}

impl TileKind {
    /// Where this kind's solid pixels and one-way edge are.
    pub fn shape(self) -> TileShape {
        match self.class() {
            Class::Empty => TileShape::Empty,
            Class::Solid => TileShape::Solid,
            Class::Platform => TileShape::Platform,
            Class::PlatformUnder => TileShape::PlatformUnder,
            Class::Floor => TileShape::Floor,
            Class::Ceiling => TileShape::Ceiling,
        }
    }

    /// True for the kinds whose solid pixels are a height profile from the
    /// floor or the ceiling: the 45° and 1:2 slopes and custom profiles
    /// (`floor`, `ceiling`).
    ///
    /// ```
    /// use tilestep::TileKind;
    /// assert!(TileKind::SlopeBr.is_profile() && TileKind::Ceiling.is_profile());
    /// assert!(!TileKind::Solid.is_profile() && !TileKind::Platform.is_profile());
    /// ```
    pub fn is_profile(self) -> bool {
        matches!(self.shape(), TileShape::Floor | TileShape::Ceiling)
    }

    /// The class the step dispatches on.
    pub(crate) fn class(self) -> Class {
        use TileKind::*;
        match self {
            Empty => Class::Empty,
            Solid | EndSlope => Class::Solid,
            Platform => Class::Platform,
            PlatformUnder => Class::PlatformUnder,
            SlopeBr | SlopeBl | GentleBrLow | GentleBrHigh | GentleBlHigh | GentleBlLow | Floor => {
                Class::Floor
            }
            SlopeTr | SlopeTl | GentleTrLow | GentleTrHigh | GentleTlHigh | GentleTlLow
            | Ceiling => Class::Ceiling,
        }
    }
}
