//! What a step touched, returned as a plain value.

use crate::tiles::TileId;
use crate::tiles::{Gradient, Tag, TileKind};
use crate::units::{Px, TileXY};

/// A set of contact kinds (a bit set), named as in the trace's `contacts` column.
/// Its `Debug` names them: `ContactFlags(floor | wall_right)`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ContactFlags(pub u16);

impl core::fmt::Debug for ContactFlags {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("ContactFlags(")?;
        let sep = if self.write_names(f, " | ")? {
            " | "
        } else {
            ""
        };
        let unnamed = ContactFlags::ALL
            .iter()
            .fold(self.0, |bits, (fl, _)| bits & !fl.0);
        if unnamed != 0 {
            write!(f, "{sep}{unnamed:#x}")?;
        }
        f.write_str(")")
    }
}

macro_rules! flags {
    ($($name:ident = $bit:expr, $text:expr, $doc:expr;)*) => {
        impl ContactFlags {
            $(#[doc = $doc] pub const $name: ContactFlags = ContactFlags(1 << $bit);)*
            /// Every flag with its trace name, in trace order.
            pub const ALL: &'static [(ContactFlags, &'static str)] = &[$((ContactFlags::$name, $text)),*];
        }
    };
}

flags! {
    FLOOR = 0, "floor", "Stopped moving down by, or standing on, solid pixels below (screen down).";
    CEILING = 1, "ceiling", "Stopped moving up by, or standing (gravity up) on, solid pixels above.";
    WALL_LEFT = 2, "wall_left", "Horizontal movement to the left was stopped; the body ends in the columns where the wall stopped it, touching it at the height it was stopped.";
    WALL_RIGHT = 3, "wall_right", "Horizontal movement to the right was stopped; the body ends in the columns where the wall stopped it, touching it at the height it was stopped.";
    SLOPE = 4, "slope", "Stands on, or was stopped by, a slope or height-profile tile.";
    ONE_WAY = 5, "platform", "Stands on, or was stopped by, a one-way surface (its trace name is `platform`, as the contract names it).";
    EDGE_LEFT = 6, "edge_left", "The box touched or crossed the map's left edge (x = 0).";
    EDGE_RIGHT = 7, "edge_right", "The box touched or crossed the map's right edge.";
    EDGE_TOP = 8, "edge_top", "The box touched or crossed the map's top edge (y = 0).";
    EDGE_BOTTOM = 9, "edge_bottom", "The box touched or crossed the map's bottom edge.";
    OUT = 10, "out", "After the step the box is wholly outside the map.";
}

impl ContactFlags {
    /// No contact.
    pub const NONE: ContactFlags = ContactFlags(0);

    /// True when every flag of `o` is set here.
    #[inline]
    pub const fn contains(self, o: ContactFlags) -> bool {
        self.0 & o.0 == o.0
    }

    /// True when no flag is set.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Sets the flags of `o`.
    #[inline]
    pub fn insert(&mut self, o: ContactFlags) {
        self.0 |= o.0;
    }

    /// The flag of a wall met moving by `dir` (±1): `WALL_RIGHT` moving
    /// right (+1), `WALL_LEFT` moving left.
    #[inline]
    pub(crate) const fn wall(dir: i32) -> ContactFlags {
        Self::by_sign(dir, ContactFlags::WALL_RIGHT, ContactFlags::WALL_LEFT)
    }

    /// The flag of a surface met moving by `dir` (±1, +1 is down):
    /// `FLOOR` moving down, `CEILING` moving up.
    #[inline]
    pub(crate) const fn floor_or_ceiling(dir: i32) -> ContactFlags {
        Self::by_sign(dir, ContactFlags::FLOOR, ContactFlags::CEILING)
    }

    /// `plus` for a positive `dir`, else `minus`.
    #[inline]
    const fn by_sign(dir: i32, plus: ContactFlags, minus: ContactFlags) -> ContactFlags {
        if dir > 0 {
            plus
        } else {
            minus
        }
    }

    /// The flags with `a` and `b` exchanged (each a single flag).
    const fn swapped(self, a: ContactFlags, b: ContactFlags) -> ContactFlags {
        let mut o = self.0 & !(a.0 | b.0);
        if self.contains(a) {
            o |= b.0;
        }
        if self.contains(b) {
            o |= a.0;
        }
        ContactFlags(o)
    }

    /// What the same step reports in the left-right mirror image of its map
    /// (tiles by [`TileKind::mirror_x`], edge policies swapped):
    /// `WALL_LEFT` <-> `WALL_RIGHT`, `EDGE_LEFT` <-> `EDGE_RIGHT`.
    pub const fn mirror_x(self) -> ContactFlags {
        self.swapped(ContactFlags::WALL_LEFT, ContactFlags::WALL_RIGHT)
            .swapped(ContactFlags::EDGE_LEFT, ContactFlags::EDGE_RIGHT)
    }

    /// What the same step reports in the top-bottom mirror image of its map
    /// (tiles by [`TileKind::mirror_y`], edge policies swapped, gravity
    /// flipped): `FLOOR` <-> `CEILING`, `EDGE_TOP` <-> `EDGE_BOTTOM`.
    pub const fn mirror_y(self) -> ContactFlags {
        self.swapped(ContactFlags::FLOOR, ContactFlags::CEILING)
            .swapped(ContactFlags::EDGE_TOP, ContactFlags::EDGE_BOTTOM)
    }
}

impl core::ops::BitOr for ContactFlags {
    type Output = ContactFlags;
    fn bitor(self, o: ContactFlags) -> ContactFlags {
        ContactFlags(self.0 | o.0)
    }
}

/// A set of tags `0..=63` (bit `n` for tag `n`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TagSet(pub u64);

impl TagSet {
    /// Adds a tag (values above 63 are ignored; tile sets refuse them).
    #[inline]
    pub fn insert(&mut self, tag: Tag) {
        if tag < 64 {
            self.0 |= 1 << tag;
        }
    }

    /// True when the set holds `tag`.
    #[inline]
    pub fn contains(self, tag: Tag) -> bool {
        tag < 64 && self.0 & (1 << tag) != 0
    }

    /// True when the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The tags in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Tag> {
        (0..64u8).filter(move |t| self.0 & (1 << t) != 0)
    }
}

/// Ground: a surface, the tile that holds it and that tile's kind. What a
/// standing body stands on ([`crate::TileMap::ground`]), and the first
/// ground under a point ([`crate::TileMap::surface_below`]).
///
/// ```
/// use tilestep::{Px, PxPoint, TileKind, TileMap, TileXY};
/// let map = TileMap::from_ascii("..\n-.\n##\n", 16).unwrap();
/// let g = map.surface_below(PxPoint::new(5, 0), Px(100)).unwrap();
/// assert_eq!((g.y, g.tile, g.kind), (Px(16), TileXY::new(0, 1), TileKind::Platform));
/// assert!(g.is_one_way());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ground {
    /// The row of its surface, px: the first row of solid pixels (or of
    /// the one-way tile, along its surface) beyond a standing body's edge
    /// along gravity, or under the point asked about. A body with gravity
    /// down standing on it has its origin's `y` on this row.
    pub y: Px,
    /// The tile holding the surface (for a standing body: under its sensor
    /// column when that column is supported, else the supporting tile
    /// nearest to it).
    pub tile: TileXY,
    /// Its id, or `None` for the solid area beyond a map edge.
    pub id: Option<TileId>,
    /// Its kind (`Solid` beyond a map edge).
    pub kind: TileKind,
    /// The surface gradient for slope and profile tiles.
    pub gradient: Option<Gradient>,
}

impl Ground {
    /// True when it is a one-way surface (a `platform` or a
    /// `platform_under`), not solid pixels.
    pub const fn is_one_way(&self) -> bool {
        self.kind.shape().is_one_way()
    }
}

/// What one step touched, returned by value (24 bytes, `Copy`): the
/// contact flags every game reads each frame, the tags met on the way, and
/// the moving solids stood on or stopped by. Plain data: no callbacks.
///
/// What the body stands on is worked out only when asked, from the body as
/// the step left it and these contacts: [`crate::TileMap::ground`] (and
/// [`crate::TileMap::ground_among`] after a step among moving solids).
/// Whether it stands is [`crate::Body::standing`]. The contacts keep the
/// step's `drop` input for that query ([`Contacts::dropped`]), so two
/// steps that touched the same things with different `drop` inputs give
/// contacts that are not equal (and hash apart).
///
/// Tags are gathered during the step only where the tile set (or a moving
/// solid) has tags: on an untagged map they cost nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Contacts {
    /// Tags of every tile the box overlapped on its path, stood on or was stopped by.
    pub tags: TagSet,
    /// Index of the moving solid stood on, [`NO_SOLID`] for none.
    on_solid: u32,
    /// Index of the moving solid that stopped the horizontal move, [`NO_SOLID`] for none.
    wall_solid: u32,
    /// Contact kinds (`floor`, `wall_left`, ...).
    pub flags: ContactFlags,
    /// The step's `drop` input: which one-way surfaces it ignored, which
    /// the ground query needs to give what the step stood on.
    dropped: bool,
}

/// The index stored for "no moving solid".
const NO_SOLID: u32 = u32::MAX;

impl Default for Contacts {
    fn default() -> Self {
        Contacts {
            tags: TagSet::default(),
            on_solid: NO_SOLID,
            wall_solid: NO_SOLID,
            flags: ContactFlags::NONE,
            dropped: false,
        }
    }
}

impl Contacts {
    /// The most moving solids one step is given: their indices are kept as
    /// `u32`, with one value meaning "none". A longer slice is stepped
    /// among its first `MAX_SOLIDS` (a slice that long holds over 100 GB).
    pub const MAX_SOLIDS: usize = NO_SOLID as usize;

    /// The contacts of a step with input `drop`, nothing touched yet.
    #[inline(always)]
    pub(crate) fn for_input(drop: bool) -> Contacts {
        Contacts {
            dropped: drop,
            ..Contacts::default()
        }
    }

    /// True when every flag of `f` is set.
    #[inline]
    pub fn has(&self, f: ContactFlags) -> bool {
        self.flags.contains(f)
    }

    /// The index (in the slice given to [`crate::TileMap::step_among`]) of
    /// the moving solid the body stands on after the step, if any.
    #[inline]
    pub fn on_solid(&self) -> Option<usize> {
        (self.on_solid != NO_SOLID).then_some(self.on_solid as usize)
    }

    /// The index of the moving solid that stopped its horizontal movement,
    /// if one did (a pushable body given as [`crate::Body::as_solid`], say).
    #[inline]
    pub fn wall_solid(&self) -> Option<usize> {
        (self.wall_solid != NO_SOLID).then_some(self.wall_solid as usize)
    }

    /// Whether the step was told to drop through one-way surfaces
    /// ([`crate::StepInput::drop`]).
    #[inline]
    pub fn dropped(&self) -> bool {
        self.dropped
    }

    /// Records the moving solid stood on.
    #[inline]
    pub(crate) fn set_on_solid(&mut self, i: Option<usize>) {
        self.on_solid = i.map_or(NO_SOLID, |i| i as u32);
    }

    /// Records the moving solid that stopped the horizontal move.
    #[inline]
    pub(crate) fn set_wall_solid(&mut self, i: Option<usize>) {
        self.wall_solid = i.map_or(NO_SOLID, |i| i as u32);
    }
}

#[cfg(test)]
mod tests {
    use super::ContactFlags as F;

    #[test]
    fn debug_names_the_flags() {
        use alloc::format;
        let mut c = F::FLOOR;
        c.insert(F::WALL_RIGHT);
        assert_eq!(format!("{c:?}"), "ContactFlags(floor | wall_right)");
        assert_eq!(format!("{:?}", F::NONE), "ContactFlags()");
        assert_eq!(format!("{:?}", F(1 << 15)), "ContactFlags(0x8000)");
    }

    #[test]
    fn mirrors_swap_their_pairs_and_keep_the_rest() {
        let f = F::FLOOR | F::WALL_LEFT | F::EDGE_RIGHT | F::SLOPE | F::ONE_WAY;
        assert_eq!(
            f.mirror_x(),
            F::FLOOR | F::WALL_RIGHT | F::EDGE_LEFT | F::SLOPE | F::ONE_WAY
        );
        assert_eq!(
            f.mirror_y(),
            F::CEILING | F::WALL_LEFT | F::EDGE_RIGHT | F::SLOPE | F::ONE_WAY
        );
        let both = F::WALL_LEFT | F::WALL_RIGHT | F::EDGE_TOP | F::OUT;
        assert_eq!(both.mirror_x(), both);
        assert_eq!(
            both.mirror_y(),
            F::WALL_LEFT | F::WALL_RIGHT | F::EDGE_BOTTOM | F::OUT
        );
        for &(f, _) in F::ALL {
            assert_eq!(f.mirror_x().mirror_x(), f);
            assert_eq!(f.mirror_y().mirror_y(), f);
        }
    }
}
