//! # tilestep
//!
//! Deterministic, integer-only tile collision and movement for 2D platformers.
//!
//! A [`TileMap`] of tiles (`solid`, one-way `platform`s, 45° and 1:2 slopes on
//! floors and ceilings, or any height profile) moves [`Body`]s one frame at a
//! time with [`TileMap::step`]. Positions are fixed-point subpixels (1 px =
//! 256), collision is decided on whole pixels, and the fraction is carried, so
//! the same inputs give the same result bit for bit on every target. The
//! rules are those of the collision contract (`docs/contract.md`): a body's
//! **core** (its box with 45° corners cut off) never overlaps a solid pixel,
//! which lets feet stand on slopes at the sensor column with no special tiles.
//!
//! ```
//! use tilestep::{Body, Size, StepInput, SubPoint, TileMap};
//! let level = concat!(
//!     "..........\n",
//!     "..........\n",
//!     "....rR####\n",
//!     "####......\n",
//! );
//! let map = TileMap::from_ascii(level, 16).unwrap();
//! let mut player = Body::new(SubPoint::from_px(24, 48), Size::new(12, 24));
//! for _ in 0..60 {
//!     player.vel.x.0 = 384;  // walk right at 1.5 px/frame
//!     player.vel.y.0 += 64;  // gravity 0.25 px/frame²
//!     map.step(&mut player, StepInput::default());
//! }
//! assert!(player.standing);                 // walked up the 1:2 slope...
//! assert_eq!(player.pos.y.floor_px().0, 32); // ...onto the solid at its top
//! ```
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod body;
mod error;
mod game;
mod map;
mod moving;
mod query;
mod rules;
mod shortcuts;
mod step;
mod tiles;
mod units;
mod world;

pub use body::{
    Assists, Body, ContactFlags, Contacts, CoreShape, Gravity, Ground, MovingSolid, SolidKind,
    StepInput, TagSet,
};
pub use error::MapError;
pub use game::{
    Behaviour, Behaviours, Buttons, Controller, ControllerConfig, ControllerState, Effects, Letters,
};
pub use map::{EdgePolicy, Edges, TileMap, MAX_CELLS, MAX_MAP_SIDE_PX};
pub use moving::{Looping, Route, RouteProgress, SolidMoved, Squish};
pub use query::{CastHit, CastOptions};
pub use step::ResizeError;
pub use tiles::{
    Gradient, Legend, Tag, TileDef, TileId, TileKind, TileSet, TileShape, TileSize, MAX_TAG,
};
pub use units::{
    Px, PxPoint, PxRect, Size, SubPoint, Subpx, TileXY, MAX_BODY_PX, MAX_SPEED, SUBPX_PER_PX,
    WORLD_LIMIT_PX,
};
pub use world::{
    bodies_among, step_frame, BodyDrive, BodyId, BodyReport, Drive, Fall, FrameParts, FrameScratch,
    FrameWatch, NoWatch, SolidId, SolidRoute, SpawnError, World, WorldState,
};
