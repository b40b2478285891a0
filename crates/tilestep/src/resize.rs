//! Changing a body's size (crouching, per-sprite-frame boxes) without ever
//! leaving its core inside a solid.

use crate::body::Body;
use crate::map::TileMap;
use crate::units::{Size, Subpx, MAX_BODY_PX};
use core::fmt;

/// Why [`TileMap::resize`] refused a new size. The body is left unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResizeError {
    /// A side outside `1..=4096` px.
    InvalidSize {
        /// The size asked for.
        size: Size,
    },
    /// No position within the growth distance keeps the core clear.
    NoRoom {
        /// The size asked for.
        size: Size,
    },
}

impl fmt::Display for ResizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResizeError::InvalidSize { size } => write!(
                f,
                "body size {}x{} px is outside 1..=4096",
                size.w.0, size.h.0
            ),
            ResizeError::NoRoom { size } => write!(
                f,
                "no room to grow to {}x{} px here: the core would overlap solid pixels",
                size.w.0, size.h.0
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
    /// the body is unchanged. Returns the whole-pixel shift applied.
    ///
    /// ```
    /// use tilestep::{Body, Size, SubPoint, TileMap};
    /// let map = TileMap::from_ascii("###\n...\n###\n", 16).unwrap();
    /// let mut b = Body::new(SubPoint::from_px(24, 32), Size::new(8, 8));
    /// assert!(map.resize(&mut b, Size::new(8, 30)).is_err()); // would stand up into the ceiling
    /// assert_eq!(b.size, Size::new(8, 8));
    /// assert!(map.resize(&mut b, Size::new(8, 14)).is_ok());
    /// ```
    pub fn resize(&self, body: &mut Body, size: Size) -> Result<(i32, i32), ResizeError> {
        let (w, h) = (size.w.0, size.h.0);
        if !(1..=MAX_BODY_PX).contains(&w) || !(1..=MAX_BODY_PX).contains(&h) {
            return Err(ResizeError::InvalidSize { size });
        }
        let mut trial = *body;
        trial.size = size;
        let b = trial.box_px();
        if self.core_hit(b).is_none() {
            body.size = size;
            return Ok((0, 0));
        }
        let g = match body.gravity.sign() {
            0 => 1,
            s => s,
        };
        let reach = (w - body.size.w.0).max(h - body.size.h.0).max(1);
        for k in 1..=reach {
            for (dx, dy) in [(0, -g * k), (-k, 0), (k, 0), (0, g * k)] {
                if self.core_hit(b.at(b.px + dx, b.py + dy)).is_none() {
                    body.size = size;
                    body.pos.x += Subpx(dx * 256);
                    body.pos.y += Subpx(dy * 256);
                    return Ok((dx, dy));
                }
            }
        }
        Err(ResizeError::NoRoom { size })
    }
}
