//! Spawning a body into a [`World`](crate::World): it must fit where it
//! is put ([`SpawnError::InsideSolid`]), or be moved out to the nearest
//! place it fits when the caller asks ([`World::spawn_nudged`]).

use core::fmt;

use crate::body::{Body, MovingSolid, SolidKind};
use crate::map::TileMap;
use crate::units::{PxPoint, SubPoint, SUBPX_PER_PX};
use crate::world::World;

/// Why a body could not be spawned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SpawnError {
    /// Its core overlaps a solid pixel of the map at `at` (px), or a full
    /// moving solid there.
    InsideSolid {
        /// The body's position (sensor column and bottom row, px).
        body: PxPoint,
        /// The first solid pixel found inside its core.
        at: PxPoint,
    },
    /// [`World::spawn_nudged`] found no place within `within` px where it
    /// fits.
    NoRoom {
        /// The body's position (sensor column and bottom row, px).
        body: PxPoint,
        /// The search's reach, px.
        within: i32,
    },
    /// The world has handed out every handle (2^32 spawns).
    OutOfHandles,
}

impl fmt::Display for SpawnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpawnError::InsideSolid { body, at } => write!(
                f,
                "a body spawned at ({}, {}) px is inside a solid: its core overlaps the solid pixel ({}, {}); move it, or spawn it with World::spawn_nudged",
                body.x.0, body.y.0, at.x.0, at.y.0
            ),
            SpawnError::NoRoom { body, within } => write!(
                f,
                "a body spawned at ({}, {}) px is inside a solid and fits nowhere within {within} px of it",
                body.x.0, body.y.0
            ),
            SpawnError::OutOfHandles => f.write_str("the world has handed out every body handle"),
        }
    }
}

impl core::error::Error for SpawnError {}

/// The body's position in whole pixels (sensor column, bottom row).
fn px_of(body: &Body) -> PxPoint {
    PxPoint::new(body.pos.x.floor_px().0, body.pos.y.floor_px().0)
}

/// The first solid pixel inside `body`'s core: the map's, else a full
/// moving solid's (the first pixel of their overlap with its box).
pub(super) fn overlap(map: &TileMap, solids: &[MovingSolid], body: &Body) -> Option<PxPoint> {
    map.core_overlap(body).or_else(|| {
        let r = body.box_px().rect();
        solids
            .iter()
            .filter(|s| s.active && s.kind == SolidKind::Solid)
            .map(|s| s.rect())
            .find(|o| o.left < r.right && r.left < o.right && o.top < r.bottom && r.top < o.bottom)
            .map(|o| PxPoint::new(o.left.max(r.left).0, o.top.max(r.top).0))
    })
}

impl World {
    /// Where `body` fits nearest to where it is, at most `within` px away
    /// along each axis: the first free place by distance (the larger of
    /// the two axes' offsets), then by the sum of both, then up before
    /// down and left before right. `None` when none is.
    pub(super) fn nearest_fit(&self, body: &Body, within: i32) -> Option<SubPoint> {
        let within = within.clamp(0, 64);
        let mut best: Option<(i32, i32, i32, i32)> = None;
        for dy in -within..=within {
            for dx in -within..=within {
                let key = (dx.abs().max(dy.abs()), dx.abs() + dy.abs(), dy, dx);
                if best.is_some_and(|b| key >= b) {
                    continue;
                }
                let mut moved = *body;
                moved.pos.x.0 = moved.pos.x.0.saturating_add(dx * SUBPX_PER_PX);
                moved.pos.y.0 = moved.pos.y.0.saturating_add(dy * SUBPX_PER_PX);
                if overlap(&self.map, &self.state.solids, &moved).is_none() {
                    best = Some(key);
                }
            }
        }
        best.map(|(_, _, dy, dx)| {
            SubPoint::new(
                body.pos.x.0.saturating_add(dx * SUBPX_PER_PX),
                body.pos.y.0.saturating_add(dy * SUBPX_PER_PX),
            )
        })
    }

    /// The error for a body that doesn't fit where it is, if it doesn't.
    pub(super) fn spawn_check(&self, body: &Body) -> Result<(), SpawnError> {
        match overlap(&self.map, &self.state.solids, body) {
            Some(at) => Err(SpawnError::InsideSolid {
                body: px_of(body),
                at,
            }),
            None => Ok(()),
        }
    }

    /// [`SpawnError::NoRoom`] for `body` searched within `within` px.
    pub(super) fn no_room(body: &Body, within: i32) -> SpawnError {
        SpawnError::NoRoom {
            body: px_of(body),
            within,
        }
    }
}
