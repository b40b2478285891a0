//! Messages the plugin writes after each fixed step. Each fires once per
//! event: on the step a body lands, leaves the ground, starts touching a
//! tag, or starts being squished.

use bevy::prelude::{Entity, Message};
use tilestep::{ContactFlags, Tag};

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
