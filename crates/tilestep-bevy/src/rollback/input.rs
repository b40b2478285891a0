//! GGRS inputs to the buttons of controlled bodies.

use crate::components::ControllerInput;
use bevy::prelude::{Component, Query, Res};
use bevy_ggrs::ggrs::{Config, PlayerHandle};
use bevy_ggrs::PlayerInputs;
use tilestep::Buttons;

/// The GGRS player whose inputs a controlled body's buttons are: each
/// rollback frame, before the step, its [`ControllerInput`] holds that
/// player's input for the frame (received, predicted, or none for a
/// disconnected player).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GgrsPlayer(pub PlayerHandle);

/// Holds each [`GgrsPlayer`]'s input of this rollback frame on its body's
/// [`ControllerInput`] (in `GgrsSchedule`, [`crate::TilestepSet::Prepare`]).
pub fn hold_player_inputs<C: Config>(
    inputs: Option<Res<PlayerInputs<C>>>,
    mut players: Query<(&GgrsPlayer, &mut ControllerInput)>,
) where
    C::Input: Into<Buttons>,
{
    let Some(inputs) = inputs else {
        return;
    };
    for (player, mut held) in &mut players {
        if let Some(&(input, _)) = inputs.get(player.0) {
            held.hold(input.into());
        }
    }
}
