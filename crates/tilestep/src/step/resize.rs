//! Changing a body's size (crouching, per-sprite-frame boxes) without ever
//! leaving its core inside a solid.

use crate::body::Body;
use crate::body::MovingSolid;
use crate::map::TileMap;
use crate::rules::Rules;
use crate::units::{Px, PxPoint, Size};
use core::fmt;

/// Why [`TileMap::resize`] refused a new size. The body is left unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResizeError {
    /// No position within the growth distance keeps the core clear.
    NoRoom {
        /// The size asked for.
        size: Size,
    },
}

impl fmt::Display for ResizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResizeError::NoRoom { size } => write!(
                f,
                "no room to grow to {size} here: the core would overlap solid pixels"
            ),
        }
    }
}

impl core::error::Error for ResizeError {}

impl TileMap {
    /// Changes `body.size` to `size`, keeping its origin (bottom centre) when
    /// the new core is clear there. Otherwise it is resolved by moving the
    /// origin the least distance up to the growth (against gravity first, then
    /// left, right, along gravity); if nothing fits the size is refused and
    /// the body is unchanged. Returns the shift applied to the origin, whole px
    /// (`(0, 0)` when it stayed).
    ///
    /// ```
    /// use tilestep::{Body, Size, SubPoint, TileMap};
    /// let map = TileMap::from_ascii("###\n...\n###\n", 16).unwrap();
    /// let mut b = Body::new(SubPoint::from_px(24, 32), Size::new(8, 8));
    /// assert!(map.resize(&mut b, Size::new(8, 30)).is_err()); // would stand up into the ceiling
    /// assert_eq!(b.size, Size::new(8, 8));
    /// assert!(map.resize(&mut b, Size::new(8, 14)).is_ok());
    /// ```
    pub fn resize(&self, body: &mut Body, size: Size) -> Result<PxPoint, ResizeError> {
        self.resize_among(body, size, &[])
    }

    /// [`TileMap::resize`] among moving solids and solid bodies (as
    /// [`TileMap::step_among`] sees them): the new core must be clear of
    /// their full boxes too (of their whole boxes for those marked
    /// [`MovingSolid::whole_box`]), so a body never grows into a lift or a crate.
    ///
    /// ```
    /// use tilestep::*;
    /// // A shaft 32 px wide, and a crate wedged across it.
    /// let map = TileMap::from_ascii("#..#\n#..#\n#..#\n####\n", 16).unwrap();
    /// let crate_ = MovingSolid::new(SubPoint::from_px(16, 8), Size::new(32, 16), SolidKind::Solid);
    /// let mut b = Body::new(SubPoint::from_px(32, 48), Size::new(8, 8));
    /// // Standing up to 32 px would put its head in the crate.
    /// assert!(map.resize(&mut b.clone(), Size::new(8, 32)).is_ok());
    /// assert!(map.resize_among(&mut b, Size::new(8, 32), &[crate_]).is_err());
    /// assert_eq!(map.resize_among(&mut b, Size::new(8, 24), &[crate_]), Ok(PxPoint::new(0, 0)));
    /// ```
    pub fn resize_among(
        &self,
        body: &mut Body,
        size: Size,
        solids: &[MovingSolid],
    ) -> Result<PxPoint, ResizeError> {
        let (w, h) = (size.w().0, size.h().0);
        let mut trial = *body;
        trial.size = size;
        let b = trial.box_px();
        let rules = Rules::new(self, b, body.gravity.sign(), solids);
        if rules.core_clear(b.px, b.py) {
            body.size = size;
            return Ok(PxPoint::new(0, 0));
        }
        let g = match body.gravity.sign() {
            0 => 1,
            s => s,
        };
        let reach = (w - body.size.w().0).max(h - body.size.h().0).max(1);
        for k in 1..=reach {
            for (dx, dy) in [(0, -g * k), (-k, 0), (k, 0), (0, g * k)] {
                if rules.core_clear(b.px + dx, b.py + dy) {
                    body.size = size;
                    body.pos.x += Px(dx).to_subpx();
                    body.pos.y += Px(dy).to_subpx();
                    return Ok(PxPoint::new(dx, dy));
                }
            }
        }
        Err(ResizeError::NoRoom { size })
    }
}
