//! Messages for the controller's optional moves
//! (`tilestep::ControllerConfig`'s `wall`, `dash`, `ledge` and `swim`):
//! written in [`crate::TilestepSet::Step`], right after a controlled
//! body's `tilestep::Controller::update`, from what that update did
//! (`tilestep::ControllerState::events`). Each fires once per event, on
//! the fixed step whose update did it (the step then carries the move
//! out). Under rollback (feature `ggrs`) a re-simulated frame writes them
//! again, like the plugin's other messages.

use bevy::ecs::system::SystemParam;
use bevy::prelude::{Entity, Message, MessageWriter};
use tilestep::{ControllerState, MoveEvents};

/// A controlled body jumped off a wall (a wall jump: up, and pushed away
/// from the wall), on the step its update did it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct WallJumped {
    /// The body.
    pub entity: Entity,
    /// The side it was pushed to, away from the wall: -1 left, +1 right.
    pub away: i8,
}

/// A controlled body jumped straight up a wall it held toward or clung to
/// (Celeste's climb jump, `tilestep::WallMoves::climb_jump`: no push
/// away; it costs stamina when grabbing is on). A separate message from
/// [`WallJumped`], which always pushes away.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClimbJumped {
    /// The body.
    pub entity: Entity,
    /// The side of the wall, the side the body faces: -1 left, +1 right.
    pub wall: i8,
}

/// A controlled body started a dash (a press of `tilestep::Buttons::DASH`
/// with a dash left), on the step its update started it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dashed {
    /// The body.
    pub entity: Entity,
    /// The dash's direction on screen, each axis -1, 0 or +1, y down:
    /// `(1, 0)` right, `(0, -1)` up, `(-1, 1)` down-left.
    pub dir: (i8, i8),
}

/// A controlled body caught a ledge (`tilestep::LedgeMoves`): falling
/// flush past a wall's top corner with that side held, its speed is cut
/// so that this step stops its head at the corner's row, and it hangs
/// from the next step.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LedgeGrabbed {
    /// The body.
    pub entity: Entity,
    /// The side of the wall it hangs from: -1 left, +1 right.
    pub side: i8,
    /// The ledge corner's row, whole px, y down: the row the head stops
    /// on (the wall's top row under gravity down).
    pub row: i32,
}

/// A controlled body that swims (`tilestep::SwimMoves`) is in water: its
/// box overlapped a tile whose tag is `tilestep::Behaviour::Water` after
/// the last step, and did not the step before. Written on the step whose
/// update first swims.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnteredWater {
    /// The body.
    pub entity: Entity,
}

/// A controlled body that was in water (see [`EnteredWater`]) is out of
/// it: its box overlaps no water tile after the last step.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeftWater {
    /// The body.
    pub entity: Entity,
}

/// The writers of the moves' messages, one system parameter of
/// [`crate::systems::step_bodies`].
#[derive(SystemParam)]
pub struct MoveMessages<'w> {
    wall_jumped: MessageWriter<'w, WallJumped>,
    climb_jumped: MessageWriter<'w, ClimbJumped>,
    dashed: MessageWriter<'w, Dashed>,
    ledge: MessageWriter<'w, LedgeGrabbed>,
    entered: MessageWriter<'w, EnteredWater>,
    left: MessageWriter<'w, LeftWater>,
}

impl MoveMessages<'_> {
    /// Writes the messages of what `entity`'s controller update did (its
    /// `state` after the update).
    pub(crate) fn write(&mut self, entity: Entity, state: &ControllerState) {
        let (ev, m) = (state.events, &state.moves);
        if ev.is_empty() {
            return;
        }
        let facing = if m.facing < 0 { -1 } else { 1 };
        if ev.has(MoveEvents::WALL_JUMP) {
            self.wall_jumped.write(WallJumped {
                entity,
                away: facing,
            });
        }
        if ev.has(MoveEvents::CLIMB_JUMP) {
            self.climb_jumped.write(ClimbJumped {
                entity,
                wall: facing,
            });
        }
        if ev.has(MoveEvents::DASH) {
            self.dashed.write(Dashed {
                entity,
                dir: m.dash_dir,
            });
        }
        if ev.has(MoveEvents::LEDGE_GRAB) {
            self.ledge.write(LedgeGrabbed {
                entity,
                side: m.hang_dir,
                row: m.hang_row.0,
            });
        }
        if ev.has(MoveEvents::ENTER_WATER) {
            self.entered.write(EnteredWater { entity });
        }
        if ev.has(MoveEvents::LEAVE_WATER) {
            self.left.write(LeftWater { entity });
        }
    }
}
