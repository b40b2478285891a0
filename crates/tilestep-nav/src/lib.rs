//! Navigation for tilestep's platformer bodies: where a body can stand,
//! how it gets from one place to another by walking, walking off, dropping
//! through one-way floors and jumping, and a follower that presses the
//! buttons to get there.
//!
//! Every edge of the graph is simulated with the real controller
//! ([`tilestep::Controller`]) and step, and every plan is simulated from
//! the body's real state before it is returned: a body that presses a
//! plan's buttons undisturbed gets where the plan says, bit for bit.
//!
//! - [`NavGraph::build`]: the graph of one kind of body ([`NavBody`]) on a
//!   map: segments (runs of places it walks along both ways), take-off
//!   samples on them, and edges between the samples' states (a sample at
//!   rest or running either way).
//! - [`plan`]: the fastest way in frames from a [`BodyState`] to a
//!   [`Target`], checked by simulation.
//! - [`Follower`]: each frame, the buttons for a body to follow its plan;
//!   it plans again when the body is pushed off it or the target moves.
//!
//! What the graph does not cover: moving solids (they are obstacles the
//! follower plans again around, never rides), ladders, and the optional
//! moves pressed on purpose (dash, wall grab, wall jump, swimming). A plan
//! never presses dash or grab; an arc that ends in a ledge hang, on a
//! ladder or in water is no edge.
//!
//! `no_std` with `alloc`, no I/O, no floats: the same map, body and
//! targets give the same plans on every target.
//!
//! ```
//! use tilestep::{Behaviours, ControllerConfig, Size, TileMap};
//! use tilestep_nav::{plan, BodyState, NavBody, NavGraph, NavOptions, Target};
//! use tilestep::{PxPoint, SubPoint, Body};
//!
//! let map = TileMap::from_ascii(concat!(
//!     "..........\n",
//!     "..........\n",
//!     "......####\n",
//!     "..........\n",
//!     "##########\n",
//! ), 16).unwrap();
//! let beh = Behaviours::default();
//! let nav = NavBody::new(Size::new(12, 24), ControllerConfig::NES_LIKE);
//! let graph = NavGraph::build(&map, &beh, nav, NavOptions::default());
//! let mut body = Body::new(SubPoint::from_px(24, 64), Size::new(12, 24));
//! body.standing = true;
//! let start = BodyState::at_rest(&map, &beh, body);
//! let p = plan(&graph, &map, &beh, &start, Target::Point(PxPoint::new(140, 20))).unwrap();
//! assert!(p.frames > 0);
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod arcs;
mod body;
mod edges;
mod exec;
mod fnv;
mod follower;
mod graph;
mod index;
mod lead;
mod places;
mod plan;
mod script;
mod search;
mod segments;
mod sim;
mod template;
mod verify;

pub use body::{NavBody, NavOptions, Speed};
pub use follower::{FollowStatus, Follower};
pub use graph::{BuildStats, Edge, EdgeKind, NavGraph, Sample};
pub use index::PlaceRef;
pub use lead::Lead;
pub use plan::{NoPath, Plan, PlanStep, Target};
pub use script::ButtonRun;
pub use search::plan;
pub use segments::Segment;
pub use sim::BodyState;
