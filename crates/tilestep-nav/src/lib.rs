//! Navigation for tilestep's platformer bodies (the README below).
//!
//! - [`NavGraph::build`]: the graph of one kind of body ([`NavBody`]) on a
//!   map: segments (runs of places it walks along both ways), take-off
//!   samples on them, and edges between the samples' states (a sample at
//!   rest or running either way).
//! - [`plan`]: the fastest way in frames from a [`BodyState`] to a
//!   [`Target`], checked by simulation ([`plan_ahead`]: checked some
//!   frames ahead, at a bounded cost).
//! - [`Follower`]: each frame, the buttons for a body to follow its plan;
//!   it plans again when the body is pushed off it or the target moves.
//!
//! What the graph does not cover: moving solids (they are obstacles the
//! follower plans again around, never rides) and the optional moves
//! pressed on purpose (dash, wall grab, wall jump, swimming). A plan never
//! presses dash or grab; an arc that ends in a ledge hang or in water is
//! no edge. Ladders are climbed (up or down held) where the body stands on
//! one.
#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod arcs;
mod astar;
mod body;
mod build;
mod edges;
mod estimate;
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
pub use follower::{FollowOptions, FollowStatus, Follower};
pub use graph::{BuildStats, Edge, EdgeKind, NavGraph, Sample};
pub use index::PlaceRef;
pub use lead::Lead;
pub use plan::{NoPath, Plan, PlanStep, Target};
pub use script::ButtonRun;
pub use search::{plan, plan_ahead, plan_rest};
pub use segments::Segment;
pub use sim::BodyState;
