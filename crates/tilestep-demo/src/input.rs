//! The keyboard: held keys as the player's [`Buttons`], pressed keys as
//! the demo's commands.

use crate::args::Preset;
use macroquad::input::{is_key_down, is_key_pressed, KeyCode};
use tilestep::Buttons;

/// Keys that hold each button (any one of them). Jump, dash and grab sit
/// on C, X and Z as in Celeste's keyboard layout; Down also crouches.
const HOLD: [(&[KeyCode], Buttons); 8] = [
    (&[KeyCode::Left, KeyCode::A], Buttons::LEFT),
    (&[KeyCode::Right, KeyCode::D], Buttons::RIGHT),
    (&[KeyCode::Up, KeyCode::W], Buttons::UP),
    (&[KeyCode::Down, KeyCode::S], Buttons::DOWN),
    (&[KeyCode::Space, KeyCode::C], Buttons::JUMP),
    (&[KeyCode::G], Buttons::FLIP),
    (
        &[KeyCode::X, KeyCode::LeftShift, KeyCode::RightShift],
        Buttons::DASH,
    ),
    (&[KeyCode::Z, KeyCode::V], Buttons::GRAB),
];

/// A command key pressed this rendered frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Tab or F1: toggle the debug overlay.
    Overlay,
    /// F5 or P: write the last 10 s as a scenario.
    Capture,
    /// R: back to the start.
    Reset,
    /// M: the next built-in level (the tour, the moves level).
    Level,
    /// E: the enemy off or on (levels with one: the tour).
    Enemy,
    /// 1, 2, 3: switch to the NES-like, Celeste-like or metroidvania
    /// preset.
    Preset(Preset),
    /// Esc: quit.
    Quit,
}

/// Keys of each command.
const COMMANDS: [(&[KeyCode], Command); 9] = [
    (&[KeyCode::Tab, KeyCode::F1], Command::Overlay),
    (&[KeyCode::F5, KeyCode::P], Command::Capture),
    (&[KeyCode::R], Command::Reset),
    (&[KeyCode::M], Command::Level),
    (&[KeyCode::E], Command::Enemy),
    (&[KeyCode::Key1, KeyCode::Kp1], Command::Preset(Preset::Nes)),
    (
        &[KeyCode::Key2, KeyCode::Kp2],
        Command::Preset(Preset::Celeste),
    ),
    (
        &[KeyCode::Key3, KeyCode::Kp3],
        Command::Preset(Preset::Metroidvania),
    ),
    (&[KeyCode::Escape], Command::Quit),
];

/// The buttons held on the keyboard now.
pub fn held() -> Buttons {
    HOLD.iter()
        .filter(|(keys, _)| keys.iter().any(|&k| is_key_down(k)))
        .fold(Buttons::NONE, |b, (_, bit)| b.with(*bit))
}

/// The commands whose key was pressed since the last rendered frame.
pub fn commands() -> Vec<Command> {
    COMMANDS
        .iter()
        .filter(|(keys, _)| keys.iter().any(|&k| is_key_pressed(k)))
        .map(|(_, c)| *c)
        .collect()
}
