//! Messages the plugin writes after each fixed step. Each fires once per
//! event: on the step a body lands, leaves the ground, starts touching a
//! tag, or starts being squished; and once when a body joins inside a
//! solid.

use bevy::prelude::{Entity, Message};
use tilestep::{ContactFlags, PxPoint, Tag};

/// A body stands after a step where it did not before (it landed).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landed {
    /// The body.
    pub entity: Entity,
    /// Its vertical speed going into the step, subpixels per fixed step
    /// (y down): how hard it landed.
    pub speed: i32,
}

/// A body that stood no longer does after a step (it jumped, walked off an
/// edge or its floor went away).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeftGround {
    /// The body.
    pub entity: Entity,
}

/// A body touches a tile with `tag` after a step where it did not (tags are
/// the core's: a spring, spikes, a ladder; see `tilestep::Behaviours`).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagContact {
    /// The body.
    pub entity: Entity,
    /// The tag it now touches.
    pub tag: Tag,
    /// The contact flags of the step (floor, wall, ceiling, ...).
    pub flags: ContactFlags,
}

/// A moving solid could not push a body this step, and could push it the
/// step before (a squish starts: crushed against a wall or ceiling).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Squished {
    /// The body.
    pub entity: Entity,
    /// The moving solid that could not push it.
    pub solid: Entity,
}

/// A body joined the simulation with its core overlapping a solid of its
/// view of the map (spawned inside a wall): left where it is, it stays
/// embedded and grounded at rest, is stuck when it walks and rises
/// through the solid when it jumps. Written once, when the body is
/// admitted (its first fixed step), with a warning in the log; move it
/// out (`TileBody::teleport`) or fix its spawn point. The core's
/// `tilestep::World::spawn` refuses such a body
/// (`SpawnError::InsideSolid`); the plugin does not move it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpawnedInsideSolid {
    /// The body.
    pub entity: Entity,
    /// The first solid pixel inside its core, whole px, y down
    /// (`tilestep::TileMap::core_overlap`).
    pub at: PxPoint,
}
