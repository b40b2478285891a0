//! The players' buttons: the keyboard (both players on one), or the
//! script of `--frames`.

use super::{Config, Peer, Shared, INPUT_DELAY};
use bevy::prelude::*;
use bevy_ggrs::{LocalInputs, LocalPlayers, RollbackFrameCount};
use std::sync::atomic::Ordering;
use tilestep::Buttons;

/// `--frames`' script: each player's runs of (steps, buttons held) from
/// the first step, then nothing. Player 1 runs under the lift, pushes the
/// crate into the valley and stops on the bridge, which crumbles under it;
/// player 2 waits by the lift, jumps on and rides it up.
const SCRIPT: [&[(i32, Buttons)]; 2] = [
    &[(4, Buttons::NONE), (200, Buttons::RIGHT)],
    &[
        (4, Buttons::NONE),
        (33, Buttons::RIGHT),
        (96, Buttons::NONE),
        (4, Buttons::JUMP),
        (6, Buttons::RIGHT.with(Buttons::JUMP)),
    ],
];

/// The buttons of [`SCRIPT`] for `player`'s step `step` (from 0).
fn scripted(step: i32, player: usize) -> Buttons {
    let mut left = step;
    for &(n, buttons) in SCRIPT[player] {
        if left < n {
            return buttons;
        }
        left -= n;
    }
    Buttons::NONE
}

/// This peer's player's buttons: scripted, or the keyboard's (player 2's
/// through [`Shared`], written by the window).
pub(super) fn read_inputs(
    mut commands: Commands,
    peer: Res<Peer>,
    shared: Res<Shared>,
    frame: Res<RollbackFrameCount>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    local: Res<LocalPlayers>,
) {
    let held = match (peer.frames, peer.handle, keys) {
        // An input read now is for the step INPUT_DELAY frames on.
        (Some(_), h, _) => scripted(frame.0 + INPUT_DELAY as i32, h),
        (None, 0, Some(keys)) => player_keys(&keys, 0),
        _ => Buttons::from(shared.player2.load(Ordering::Relaxed)),
    };
    let inputs = local.0.iter().map(|&h| (h, held.bits())).collect();
    commands.insert_resource(LocalInputs::<Config>(inputs));
}

/// Player `n`'s buttons held on the keyboard.
fn player_keys(keys: &ButtonInput<KeyCode>, n: usize) -> Buttons {
    use KeyCode::*;
    let map: [(&[KeyCode], Buttons); 4] = if n == 0 {
        [
            (&[KeyA], Buttons::LEFT),
            (&[KeyD], Buttons::RIGHT),
            (&[KeyS], Buttons::DOWN),
            (&[KeyW], Buttons::JUMP),
        ]
    } else {
        [
            (&[ArrowLeft], Buttons::LEFT),
            (&[ArrowRight], Buttons::RIGHT),
            (&[ArrowDown], Buttons::DOWN),
            (&[ArrowUp, ControlRight], Buttons::JUMP),
        ]
    };
    map.iter()
        .filter(|(ks, _)| ks.iter().any(|k| keys.pressed(*k)))
        .fold(Buttons::NONE, |b, (_, button)| b.with(*button))
}

/// The window hands player 2's keys to the headless peer.
pub(super) fn keyboard(keys: Res<ButtonInput<KeyCode>>, shared: Res<Shared>) {
    shared
        .player2
        .store(player_keys(&keys, 1).bits(), Ordering::Relaxed);
}
