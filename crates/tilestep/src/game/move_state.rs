//! What the controller's optional moves remember between frames, and what
//! one update did (its events). Plain data, saved and hashed with the rest
//! of [`crate::ControllerState`].

use crate::units::Px;

/// The moves' memory ([`crate::ControllerState::moves`]). All zero/false
/// at rest, with full dashes and stamina (the counters count what was
/// spent).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveState {
    /// The side the body faces: -1 left, +1 right, 0 not yet (right).
    pub facing: i8,
    /// Frames left of the wall jump's input lock.
    pub lock_frames: u8,
    /// The direction the lock holds: -1 or +1.
    pub lock_dir: i8,
    /// Frames slid down a wall since the body last stood or jumped.
    pub slide_frames: u8,
    /// Dashes spent since they were last refilled.
    pub dashes_spent: u8,
    /// Dash frames left, plus one: the frame it reaches 1 the dash ends
    /// and the end speed is set; 0 = not dashing.
    pub dash_frames: u8,
    /// The dash's direction on screen, each -1, 0 or +1.
    pub dash_dir: (i8, i8),
    /// Frames before another dash may start.
    pub dash_cooldown: u8,
    /// Frames before standing refills the dashes.
    pub dash_refill: u8,
    /// Stamina spent since it was last refilled (points).
    pub stamina_spent: u16,
    /// Holding on to a wall: its side, -1 or +1; 0 = not grabbing.
    pub grab_dir: i8,
    /// Hanging at a ledge (or climbing onto it): the wall's side, -1 or +1;
    /// 0 = not hanging.
    pub hang_dir: i8,
    /// The ledge's corner row (the topmost solid row of the wall under
    /// gravity down, the bottommost under gravity up), whole px.
    pub hang_row: Px,
    /// Climbing onto the ledge: the origin's x to reach, whole px
    /// (`None`: hanging, or not at a ledge).
    pub climb_to: Option<Px>,
    /// Crouched: the full height to stand up to, px; 0 = standing tall.
    pub crouch_from: Px,
    /// In water (its box overlaps a water tile) at the last update.
    pub in_water: bool,
}

/// What one [`crate::Controller::update`] did, as bits, for a game's
/// sounds, particles and messages ([`crate::ControllerState::events`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveEvents(pub u8);

impl MoveEvents {
    /// Nothing happened.
    pub const NONE: MoveEvents = MoveEvents(0);
    /// A jump off the ground (or coyote time, or out of water).
    pub const JUMP: MoveEvents = MoveEvents(1);
    /// A wall jump (away from a wall).
    pub const WALL_JUMP: MoveEvents = MoveEvents(2);
    /// A climb jump (straight up a wall).
    pub const CLIMB_JUMP: MoveEvents = MoveEvents(4);
    /// A dash started.
    pub const DASH: MoveEvents = MoveEvents(8);
    /// A ledge was caught.
    pub const LEDGE_GRAB: MoveEvents = MoveEvents(16);
    /// The body began to grab a wall.
    pub const WALL_GRAB: MoveEvents = MoveEvents(32);
    /// The body entered water.
    pub const ENTER_WATER: MoveEvents = MoveEvents(64);
    /// The body left water.
    pub const LEAVE_WATER: MoveEvents = MoveEvents(128);

    /// Whether every event of `e` happened.
    pub const fn has(self, e: MoveEvents) -> bool {
        self.0 & e.0 == e.0 && e.0 != 0
    }

    /// These events and `e`.
    pub const fn with(self, e: MoveEvents) -> MoveEvents {
        MoveEvents(self.0 | e.0)
    }

    /// Whether nothing happened.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The events' names, for logs: `jump`, `wall_jump`, `climb_jump`,
    /// `dash`, `ledge_grab`, `wall_grab`, `enter_water`, `leave_water`.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        EVENT_NAMES
            .iter()
            .filter(move |(e, _)| self.has(*e))
            .map(|(_, n)| *n)
    }
}

/// Each event and its name, in bit order.
const EVENT_NAMES: [(MoveEvents, &str); 8] = [
    (MoveEvents::JUMP, "jump"),
    (MoveEvents::WALL_JUMP, "wall_jump"),
    (MoveEvents::CLIMB_JUMP, "climb_jump"),
    (MoveEvents::DASH, "dash"),
    (MoveEvents::LEDGE_GRAB, "ledge_grab"),
    (MoveEvents::WALL_GRAB, "wall_grab"),
    (MoveEvents::ENTER_WATER, "enter_water"),
    (MoveEvents::LEAVE_WATER, "leave_water"),
];
