//! Bodies: an origin (bottom centre, subpixels), a size, a velocity and gravity.

use crate::body::{Assists, BoxPx, CoreShape, MovingSolid, SolidKind};
use crate::units::{clamp_world_point, Px, PxRect, Size, SubPoint, WORLD_LIMIT_PX};

/// Which way a body falls. May change at any frame.
///
/// Each variant's discriminant is its [`Gravity::sign`], so that the step
/// reads the sign with no branch or table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(i8)]
pub enum Gravity {
    /// Falls toward +y (screen down); stands on floors and `platform`s.
    #[default]
    Down = 1,
    /// Falls toward -y; stands on ceilings and `platform_under`s.
    Up = -1,
    /// Nothing stands (top-down games, zero-g); everything still stops movement.
    None = 0,
}

impl Gravity {
    /// +1 for down, -1 for up, 0 for none (the screen-y direction of "along gravity").
    #[inline(always)]
    pub const fn sign(self) -> i32 {
        self as i32
    }

    /// The reversed direction (`None` stays `None`).
    pub const fn flipped(self) -> Gravity {
        match self {
            Gravity::Down => Gravity::Up,
            Gravity::Up => Gravity::Down,
            Gravity::None => Gravity::None,
        }
    }

    /// The trace name: `down`, `up` or `none`.
    pub const fn name(self) -> &'static str {
        match self {
            Gravity::Down => "down",
            Gravity::Up => "up",
            Gravity::None => "none",
        }
    }
}

/// A moving box. The step reads and writes it in place.
///
/// Its box covers pixels `[px - w/2, px - w/2 + w) x [py - h, py)` where
/// `(px, py)` is the origin floored to whole pixels: the origin is the
/// **bottom centre** and the **sensor column** is `px`.
///
/// ```
/// use tilestep::{Body, Size, SubPoint};
/// let b = Body::new(SubPoint::from_px(40, 48), Size::new(12, 24));
/// let r = b.rect();
/// assert_eq!((r.left.0, r.top.0, r.right.0, r.bottom.0), (34, 24, 46, 48));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Body {
    /// Origin (bottom centre of the box), subpixels.
    pub pos: SubPoint,
    /// Velocity, subpixels per frame. Clamped to ±127 px/frame per axis by the step.
    pub vel: SubPoint,
    /// Box size in whole px (each side 1..=4096). Change it with
    /// [`crate::TileMap::resize`] so growth into solids is resolved or refused.
    pub size: Size,
    /// Gravity direction; the caller adds its acceleration to `vel`.
    pub gravity: Gravity,
    /// Whether the body stood (along its gravity) after the last step.
    pub standing: bool,
    /// How far moving solids carried or pushed it since its last step,
    /// subpixels (set by [`crate::TileMap::move_solid`], cleared by the step).
    pub carried: SubPoint,
    /// On leaving the ground (standing before a step, not after), add
    /// `carried` to the velocity: a body jumping off a moving platform keeps
    /// its motion (Godot's `platform_on_leave = ADD_VELOCITY`). Default off.
    pub inherit: bool,
    /// Frames since it last stood: 0 while standing, +1 (saturating) for each
    /// step it ends airborne (coyote time: allow a jump while this is small).
    pub since_standing: u16,
    /// Optional assists (all off by default).
    pub assists: Assists,
    /// Solid to other bodies (a crate, a pushable stone): they collide with
    /// its whole box as with a full solid ([`Body::as_solid`]). A moving
    /// solid that moves it pushes through it (it pushes the bodies in its
    /// way in turn) and carries the bodies standing on it, to any depth.
    /// Default off.
    pub solid: bool,
    /// The shape of its core: the chamfered core (the default, for
    /// characters) or the whole box (for crates, logs, wide enemies and
    /// vehicles; see [`CoreShape`]).
    pub core: CoreShape,
}

impl Body {
    /// A body at rest at `pos` (bottom centre, subpixels), gravity down.
    pub fn new(pos: SubPoint, size: Size) -> Body {
        Body {
            pos,
            vel: SubPoint::default(),
            size,
            gravity: Gravity::Down,
            standing: false,
            carried: SubPoint::default(),
            inherit: false,
            since_standing: 0,
            assists: Assists::default(),
            solid: false,
            core: CoreShape::Chamfered,
        }
    }

    /// The box in whole pixels (right and bottom exclusive).
    pub fn rect(&self) -> PxRect {
        self.box_px().rect()
    }

    /// The sensor column, px: the whole pixel of the origin's x (the column
    /// the body stands on, at its bottom centre).
    pub fn sensor_x(&self) -> Px {
        self.pos.x.floor_px()
    }

    /// The rows of column `x` (px) that belong to the body's **core**, as
    /// the half-open range `top + d .. bottom - d` with `d = |x - px|`
    /// (the contract's `d < kb` and `d < kt`): the box with its corners cut
    /// off at 45°; for a box core ([`CoreShape::Box`]) `d = 0`, the
    /// whole column. `None` outside the box or where the column has no core
    /// pixel.
    ///
    /// ```
    /// use tilestep::{Body, Px, Size, SubPoint};
    /// let b = Body::new(SubPoint::from_px(40, 48), Size::new(12, 24)); // box 34..46 x 24..48
    /// assert_eq!(b.core_rows(Px(40)), Some(24..48)); // the sensor column: all of it
    /// assert_eq!(b.core_rows(Px(34)), Some(30..42)); // 6 px off: 6 rows cut at each end
    /// assert_eq!(b.core_rows(Px(46)), None); // outside the box
    /// ```
    pub fn core_rows(&self, x: Px) -> Option<core::ops::Range<i32>> {
        let b = self.box_px();
        if x.0 < b.left() || x.0 >= b.right() {
            return None;
        }
        let d = b.inset(x.0);
        let rows = b.top() + d..b.py - d;
        (!rows.is_empty()).then_some(rows)
    }

    /// This body's box as a full [`MovingSolid`], so other bodies collide
    /// with it (opt-in body-against-body solidity: a pushable stone, a crate
    /// to stand on). Its `vel` is the body's velocity. For the step of a
    /// [`Body::solid`] body, pass the other bodies with
    /// [`MovingSolid::whole_box`] set, so its box never ends in theirs.
    ///
    /// ```
    /// use tilestep::{Body, Size, SubPoint};
    /// let stone = Body::new(SubPoint::from_px(40, 48), Size::new(16, 16));
    /// assert_eq!(stone.as_solid().rect(), stone.rect());
    /// ```
    pub fn as_solid(&self) -> MovingSolid {
        let r = self.rect();
        let mut s = MovingSolid::new(
            SubPoint::from_px(r.left.0, r.top.0),
            self.size,
            SolidKind::Solid,
        );
        s.vel = self.vel;
        s
    }

    /// Takes the state a step leaves (`docs/contract.md`, "The step",
    /// phase 6): position `pos` and velocity `vel` (subpixels), standing
    /// or not, `since_standing` from that, and the carry of the moving
    /// solids cleared, inherited into the velocity first by an
    /// [`Body::inherit`] body that leaves the ground (`was_standing`: it
    /// stood when the step began). The only writer of `since_standing`,
    /// and of `carried` but for [`Body::carry`].
    #[inline(always)]
    pub(crate) fn end_step(
        &mut self,
        pos: SubPoint,
        vel: SubPoint,
        standing: bool,
        was_standing: bool,
    ) {
        self.vel = vel;
        if self.inherit && was_standing && !standing {
            self.vel.x.0 = self.vel.x.0.saturating_add(self.carried.x.0);
            self.vel.y.0 = self.vel.y.0.saturating_add(self.carried.y.0);
        }
        self.pos = pos;
        self.standing = standing;
        self.since_standing = match standing {
            true => 0,
            false => self.since_standing.saturating_add(1),
        };
        self.carried = SubPoint::default();
    }

    /// True when its origin lies within the world limit on both axes
    /// (`-2^30..2^30` subpixels, `WORLD_LIMIT_PX`), where every step
    /// leaves it, bar a body clamped to exactly `+2^30` (which a clamp
    /// then leaves as it is). Two adds and one sign test.
    #[inline(always)]
    pub(crate) fn in_world(&self) -> bool {
        let lim = Px(WORLD_LIMIT_PX).to_subpx_in_world().0;
        (self.pos.x.0.wrapping_add(lim) | self.pos.y.0.wrapping_add(lim)) >= 0
    }

    /// Clamps its origin to the world limit (a position set by hand
    /// beyond it): what a step begins with and what the body keeps, as a
    /// velocity's clamp is kept (`docs/contract.md`, "Limits").
    #[cold]
    #[inline(never)]
    pub(crate) fn clamp_to_world(&mut self) {
        self.pos = clamp_world_point(self.pos);
    }

    /// Moves the body by `by` (subpixels) as a moving solid carries or
    /// pushes it, and adds that to [`Body::carried`].
    #[inline]
    pub(crate) fn carry(&mut self, by: SubPoint) {
        self.pos.x += by.x;
        self.pos.y += by.y;
        self.carried.x.0 = self.carried.x.0.saturating_add(by.x.0);
        self.carried.y.0 = self.carried.y.0.saturating_add(by.y.0);
    }

    /// The box in whole pixels.
    #[inline]
    pub(crate) fn box_px(&self) -> BoxPx {
        BoxPx::new(
            self.pos.x.floor_px().0,
            self.pos.y.floor_px().0,
            self.size.w().0,
            self.size.h().0,
            self.core,
        )
    }
}
