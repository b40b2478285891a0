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
//!
//! ## A game loop
//!
//! A [`World`] owns the map, the bodies and the moving solids, and runs a
//! whole frame in one call: the solids move along their routes (carrying
//! and pushing bodies), then each body steps after what drives it set its
//! velocity (a [`Controller`] holding buttons, a pushable crate, or the
//! game). Handles are `Copy`; each body gets a [`BodyReport`].
//!
//! ```
//! use tilestep::*;
//! let level = concat!(
//!     "................\n",
//!     "................\n",
//!     "................\n",
//!     "................\n",
//!     "######....######\n",
//!     "######....######\n",
//! );
//! let mut world = World::new(TileMap::from_ascii(level, 16).unwrap());
//! let config = ControllerConfig::CELESTE_LIKE;
//! let player = world
//!     .spawn(Body::new(SubPoint::from_px(24, 64), Size::new(12, 24)),
//!            BodyDrive::Controlled(Controller::new(config)))
//!     .unwrap();
//! // A crate the player pushes, and a one-way ferry across the pit.
//! let crate_ = Body { solid: true, core: CoreShape::Box,
//!                     ..Body::new(SubPoint::from_px(56, 64), Size::new(16, 16)) };
//! let crate_ = world.spawn(crate_, BodyDrive::pushable(Subpx(256), Fall::default())).unwrap();
//! let ferry = world.add_solid(
//!     MovingSolid::new(SubPoint::from_px(96, 64), Size::new(32, 8), SolidKind::Platform),
//!     Route::new(vec![SubPoint::from_px(96, 64), SubPoint::from_px(128, 64)], Subpx(128))
//!         .with_looping(Looping::PingPong),
//! );
//! // And a lift on the far side.
//! let lift = world.add_solid(
//!     MovingSolid::new(SubPoint::from_px(208, 64), Size::new(32, 8), SolidKind::Solid),
//!     Route::new(vec![SubPoint::from_px(208, 64), SubPoint::from_px(208, 24)], Subpx(64)),
//! );
//! for frame in 0..120 {
//!     let held = if frame < 90 { Buttons::RIGHT } else { Buttons::NONE };
//!     world.step(&[(player, held)]);
//!     let report = world.report(player).unwrap();
//!     if report.squished { /* lose a life */ }
//! }
//! assert!(world.body(crate_).unwrap().pos.x > SubPoint::from_px(56, 64).x); // pushed
//! assert!(world.solid(ferry).is_some() && world.solid(lift).is_some());
//! let saved = world.state().clone(); // plain data: rollback copies it
//! world.step(&[]);
//! world.restore(&saved);
//! assert_eq!(world.state(), &saved);
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
    Behaviour, Behaviours, Buttons, Controller, ControllerConfig, ControllerState, CrouchMoves,
    DashMoves, Effects, GrabMoves, LedgeMoves, Letters, MoveEvents, MoveState, SwimMoves,
    WallMoves,
};
pub use map::{EdgePolicy, Edges, TileMap, MAX_CELLS, MAX_MAP_SIDE_PX};
pub use moving::{Looping, Route, RouteProgress, SolidMoved, Squish};
pub use query::{CastHit, CastOptions};
pub use step::ResizeError;
pub use tiles::{
    Gradient, Legend, Tag, TileDef, TileId, TileKind, TileSet, TileShape, TileSize, MAX_TAG,
};
pub use units::{
    Px, PxPoint, PxRect, Size, SizeError, SubPoint, Subpx, TileXY, MAX_BODY_PX, MAX_SPEED,
    SUBPX_PER_PX, WORLD_LIMIT_PX,
};
pub use world::{
    bodies_among, move_frame_solids, step_frame, step_frame_bodies, AmongEntry, BodyDrive, BodyId,
    BodyReport, Drive, Fall, FrameParts, FrameScratch, FrameWatch, NoWatch, SolidId, SolidRoute,
    SpawnError, Stepped, World, WorldState,
};
