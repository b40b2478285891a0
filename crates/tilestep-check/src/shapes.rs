//! The judge's plain shapes, shared by its field of solid pixels, its
//! moving-solid boxes and its geometry: a body's box in whole pixels, how
//! a surface is one-way, and what a drop-through ignores.

use tilestep::{Body, CoreShape};

/// A body's box in whole pixels: sensor column `px`, exclusive bottom `py`,
/// and the shape of its core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boxel {
    /// Sensor column (origin x floored).
    pub px: i32,
    /// Bottom row, exclusive (origin y floored).
    pub py: i32,
    /// Width, px.
    pub w: i32,
    /// Height, px.
    pub h: i32,
    /// Chamfered (the contract's 45° cuts) or the whole box.
    pub core: CoreShape,
}

impl Boxel {
    /// The box of an origin in subpixels, with a chamfered core.
    pub fn of(x: i32, y: i32, w: i32, h: i32) -> Boxel {
        Boxel {
            px: x >> 8,
            py: y >> 8,
            w,
            h,
            core: CoreShape::Chamfered,
        }
    }
    /// The box of a body (its origin, size and core shape).
    pub fn of_body(b: &Body) -> Boxel {
        Boxel {
            core: b.core,
            ..Boxel::of(b.pos.x.0, b.pos.y.0, b.size.w().0, b.size.h().0)
        }
    }
    /// How many rows of column `x` lie outside the core at each end: the
    /// contract's `d = |x - px|` for a chamfered core (its core rows are
    /// `top + d ..= bottom - 1 - d`), none for a box core.
    pub fn inset(&self, x: i32) -> i32 {
        match self.core {
            CoreShape::Box => 0,
            _ => (x - self.px).abs(),
        }
    }
    /// First column.
    pub fn left(&self) -> i32 {
        self.px - self.w / 2
    }
    /// Column past the last.
    pub fn right(&self) -> i32 {
        self.left() + self.w
    }
    /// First row.
    pub fn top(&self) -> i32 {
        self.py - self.h
    }
    /// The same box moved to `(px, py)`.
    pub fn at(&self, px: i32, py: i32) -> Boxel {
        Boxel { px, py, ..*self }
    }
}

/// Which one-way surfaces a drop-through request ignores this frame (the
/// firm platforms, `platform_firm` and `platform_under_firm`, never).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ignore {
    /// `platform` tops are ignored (not `platform_firm`'s).
    pub top: bool,
    /// `platform_under` bottoms are ignored (not `platform_under_firm`'s).
    pub under: bool,
}

impl Ignore {
    /// What `drop` ignores for gravity sign `g` (contract: `platform` with
    /// gravity down, `platform_under` with gravity up, both with none).
    pub fn from_drop(drop: bool, g: i32) -> Ignore {
        Ignore {
            top: drop && g >= 0,
            under: drop && g <= 0,
        }
    }
}

/// How a tile definition collides, as the contract describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OneWay {
    /// Not a one-way tile.
    None,
    /// `platform`: one-way surface on the tile's top edge.
    Top,
    /// `platform_under`: one-way surface on the tile's bottom edge.
    Under,
}
