//! On top of the step, for games: held buttons ([`Buttons`]), a character
//! controller that turns them into velocity ([`Controller`],
//! [`ControllerConfig`]), and tile behaviours that turn contacts into
//! effects ([`Behaviours`]: springs, spikes, ice, conveyors, ladders).

mod behaviour;
mod buttons;
mod controller;
mod controller_config;

pub use behaviour::{Behaviour, Behaviours, Effects};
pub use buttons::{Buttons, Letters};
pub use controller::{Controller, ControllerState};
pub use controller_config::ControllerConfig;
