//! How each tile kind collides ([`TileShape`]): where its solid pixels and
//! its one-way surface are. The step dispatches on it (the map keeps one
//! per tile), and tools that draw, lint or convert maps read the same.

use crate::tiles::TileKind;

/// How a tile collides: where its solid pixels and one-way surface are.
/// The step dispatches on it, and tools that draw, lint or convert maps
/// read it ([`TileKind::shape`]). The exact pixels of a profile tile are
/// its height table ([`crate::TileSet::height`]).
///
/// ```
/// use tilestep::{TileKind, TileShape};
/// assert_eq!(TileKind::SlopeBr.shape(), TileShape::Floor);
/// assert_eq!(TileKind::EndSlope.shape(), TileShape::Solid);
/// assert_eq!(TileKind::PlatformUnder.shape(), TileShape::PlatformUnder);
/// assert!(TileShape::Platform.is_one_way() && !TileShape::Floor.is_one_way());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
#[non_exhaustive]
pub enum TileShape {
    /// No solid pixel and no one-way surface (`empty`).
    Empty = 0,
    /// Every pixel solid (`solid`, `end_slope`).
    Solid = 1,
    /// A one-way surface along the top edge: stops bodies moving down.
    Platform = 2,
    /// A one-way surface along the bottom edge: stops bodies moving up.
    PlatformUnder = 3,
    /// A floor profile: column `c` (px from the tile's left edge) is solid
    /// on rows `[T - h(c), T)` from the tile's top, `T` the tile size in px
    /// (the floor slopes and custom `floor` tiles).
    Floor = 4,
    /// A ceiling profile: column `c` is solid on rows `[0, h(c))` from the
    /// tile's top (the ceiling slopes and custom `ceiling` tiles).
    Ceiling = 5,
    /// A one-way wall along the left edge (`oneway_left`): stops bodies
    /// moving right, and nothing else.
    OnewayLeft = 6,
    /// A one-way wall along the right edge (`oneway_right`): stops bodies
    /// moving left, and nothing else.
    OnewayRight = 7,
    /// A one-way floor profile (the one-way floor slopes, and `floor`
    /// tiles marked one-way): the pixels of a floor profile, none of them
    /// solid; each column's topmost one is a surface that stops only feet
    /// coming down onto it.
    OnewayFloor = 8,
    /// A one-way ceiling profile: the pixels of a ceiling profile, none of
    /// them solid; each column's bottommost one is a surface that stops
    /// only a top coming up into it.
    OnewayCeiling = 9,
}

impl TileShape {
    /// Every shape, in the order of their values.
    pub(crate) const ALL: [TileShape; 10] = [
        TileShape::Empty,
        TileShape::Solid,
        TileShape::Platform,
        TileShape::PlatformUnder,
        TileShape::Floor,
        TileShape::Ceiling,
        TileShape::OnewayLeft,
        TileShape::OnewayRight,
        TileShape::OnewayFloor,
        TileShape::OnewayCeiling,
    ];

    /// True for a height profile from the floor or the ceiling (a slope
    /// tile).
    #[inline]
    pub const fn is_profile(self) -> bool {
        matches!(self, TileShape::Floor | TileShape::Ceiling)
    }

    /// True for a one-way surface: along the top or the bottom edge (a
    /// platform), along a side (a one-way wall), or along a profile (a
    /// one-way slope).
    #[inline]
    pub const fn is_one_way(self) -> bool {
        OneWay::of(self).is_some() || self.is_oneway_wall() || self.is_oneway_profile()
    }

    /// True for a height profile, solid or one-way (a slope either way).
    #[inline]
    pub(crate) const fn is_sloped(self) -> bool {
        self.is_profile() || self.is_oneway_profile()
    }

    /// True for a one-way height profile (floor or ceiling): a one-way
    /// slope, or a custom profile marked one-way.
    #[inline]
    pub const fn is_oneway_profile(self) -> bool {
        matches!(self, TileShape::OnewayFloor | TileShape::OnewayCeiling)
    }

    /// True for a one-way wall (along the left or the right edge).
    #[inline]
    pub const fn is_oneway_wall(self) -> bool {
        matches!(self, TileShape::OnewayLeft | TileShape::OnewayRight)
    }

    /// The one-way wall that a horizontal move by `dir` (+1 right, -1
    /// left) meets from its blocking side: the left edge's going right,
    /// the right edge's going left.
    #[inline(always)]
    pub(crate) const fn wall_met_by(dir: i32) -> TileShape {
        if dir > 0 {
            TileShape::OnewayLeft
        } else {
            TileShape::OnewayRight
        }
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

    /// The tile shape of a one-way surface on this side.
    #[inline(always)]
    pub(crate) const fn shape(self) -> TileShape {
        match self {
            OneWay::Top => TileShape::Platform,
            OneWay::Under => TileShape::PlatformUnder,
        }
    }

    /// The side of a shape's one-way surface, if it has one.
    #[inline(always)]
    pub(crate) const fn of(shape: TileShape) -> Option<OneWay> {
        match shape {
            TileShape::Platform => Some(OneWay::Top),
            TileShape::PlatformUnder => Some(OneWay::Under),
            _ => None,
        }
    }
}

impl TileKind {
    /// True for the kinds whose solid pixels are a height profile from the
    /// floor or the ceiling: the 45° and 1:2 slopes and custom profiles
    /// (`floor`, `ceiling`).
    ///
    /// ```
    /// use tilestep::TileKind;
    /// assert!(TileKind::SlopeBr.is_profile() && TileKind::Ceiling.is_profile());
    /// assert!(!TileKind::Solid.is_profile() && !TileKind::Platform.is_profile());
    /// ```
    pub const fn is_profile(self) -> bool {
        self.shape().is_profile()
    }

    /// True for the one-way kinds that the drop input does not pass
    /// (`platform_firm`, `platform_under_firm`): they collide as their
    /// shape says ([`TileKind::shape`]) whatever the drop input.
    ///
    /// ```
    /// use tilestep::{TileKind, TileShape};
    /// assert!(TileKind::PlatformFirm.is_firm() && !TileKind::Platform.is_firm());
    /// assert_eq!(TileKind::PlatformFirm.shape(), TileShape::Platform);
    /// ```
    pub const fn is_firm(self) -> bool {
        matches!(self, TileKind::PlatformFirm | TileKind::PlatformUnderFirm)
    }

    /// Where this kind's solid pixels and one-way surface are (a firm
    /// platform's shape is its plain twin's: [`TileKind::is_firm`]; a
    /// custom profile's is its definition's, one-way or not:
    /// [`crate::TileDef::one_way`]).
    pub const fn shape(self) -> TileShape {
        use TileKind::*;
        match self {
            Empty => TileShape::Empty,
            Solid | EndSlope => TileShape::Solid,
            Platform | PlatformFirm => TileShape::Platform,
            PlatformUnder | PlatformUnderFirm => TileShape::PlatformUnder,
            SlopeBr | SlopeBl | GentleBrLow | GentleBrHigh | GentleBlHigh | GentleBlLow | Floor => {
                TileShape::Floor
            }
            SlopeTr | SlopeTl | GentleTrLow | GentleTrHigh | GentleTlHigh | GentleTlLow
            | Ceiling => TileShape::Ceiling,
            OnewayLeft => TileShape::OnewayLeft,
            OnewayRight => TileShape::OnewayRight,
            OnewaySlopeBr | OnewaySlopeBl | OnewayGentleBrLow | OnewayGentleBrHigh
            | OnewayGentleBlHigh | OnewayGentleBlLow => TileShape::OnewayFloor,
            OnewaySlopeTr | OnewaySlopeTl | OnewayGentleTrLow | OnewayGentleTrHigh
            | OnewayGentleTlHigh | OnewayGentleTlLow => TileShape::OnewayCeiling,
        }
    }
}
