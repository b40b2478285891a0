//! On top of the step, for games: held buttons ([`Buttons`]), a character
//! controller that turns them into velocity ([`Controller`],
//! [`ControllerConfig`]) with optional moves (wall slide and jump, dash,
//! wall grab, ledge grab, crouch, swim: [`WallMoves`] and the rest), and
//! tile behaviours that turn contacts into effects ([`Behaviours`]:
//! springs, spikes, ice, conveyors, ladders, water).

mod behaviour;
mod buttons;
mod controller;
mod controller_config;
mod crouch;
mod dash;
mod grab;
mod jump;
mod ledge;
mod move_state;
mod moves;
mod moves_config;
mod run;
mod sense;
mod swim;
mod wall;

pub use behaviour::{Behaviour, Behaviours, Effects};
pub use buttons::{Buttons, Letters};
pub use controller::{Controller, ControllerState};
pub use controller_config::ControllerConfig;
pub use move_state::{MoveEvents, MoveState};
pub use moves_config::{CrouchMoves, DashMoves, GrabMoves, LedgeMoves, SwimMoves, WallMoves};
