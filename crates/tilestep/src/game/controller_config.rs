//! The numbers that make a controller feel like a given game: plain data,
//! all in subpixels (1 px = 256) and frames, with two documented presets.

use crate::body::Assists;
use crate::units::Subpx;

/// How a [`crate::Controller`] moves a body. Speeds are subpixels/frame,
/// accelerations subpixels/frame², times in frames. Every change of speed
/// on the ground is scaled by the traction of the ground
/// ([`crate::Effects::traction`], ice).
///
/// The presets are [`ControllerConfig::NES_LIKE`] and
/// [`ControllerConfig::CELESTE_LIKE`] (the default); the README's
/// "Controller" section tabulates both in px.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ControllerConfig {
    /// Top running speed, subpixels/frame.
    pub max_run: Subpx,
    /// Speed gained per frame while running on the ground, subpixels/frame².
    pub accel: Subpx,
    /// Speed lost per frame while pushing against the motion on the ground
    /// (turning, skidding), subpixels/frame².
    pub turn: Subpx,
    /// Speed lost per frame on the ground with no direction held (or above
    /// `max_run`), subpixels/frame².
    pub friction: Subpx,
    /// `accel` and `turn` in the air, subpixels/frame².
    pub air_accel: Subpx,
    /// `friction` in the air, subpixels/frame² (0 keeps momentum).
    pub air_friction: Subpx,
    /// Gravity, subpixels/frame² along the body's gravity.
    pub gravity: Subpx,
    /// Gravity while rising from a jump with jump held (variable jump
    /// height: lighter gravity while held), subpixels/frame².
    pub held_gravity: Subpx,
    /// Cap on the speed along gravity, subpixels/frame.
    pub max_fall: Subpx,
    /// Speed against gravity when a jump starts, subpixels/frame.
    pub jump_speed: Subpx,
    /// On releasing jump while rising faster than this, the speed against
    /// gravity drops to this (variable jump height), subpixels/frame. 0 = off.
    pub jump_cut: Subpx,
    /// Frames after walking off a ledge during which a jump still works
    /// (coyote time). 0 = off.
    pub coyote_frames: u8,
    /// Frames a jump pressed in the air is remembered, to fire on landing
    /// (jump buffering). 0 = only the frame of the press.
    pub buffer_frames: u8,
    /// Climbing speed on ladders, subpixels/frame (each axis).
    pub climb_speed: Subpx,
    /// Whether gravity may be flipped in the air (else only standing).
    pub flip_in_air: bool,
    /// Assists set on the body every frame.
    pub assists: Assists,
}

impl ControllerConfig {
    /// Super Mario Bros.-like, from its well-known physics tables (its units
    /// are 1/16 and 1/4096 px; rounded here to 1/256): walk 1.5625 px/frame,
    /// acceleration 0.037 (0.039 here), release deceleration 0.051, skid 0.102
    /// px/frame²; jump 4 px/frame with gravity 0.125 px/frame² while A is
    /// held and rising, 0.4375 otherwise; fall cap 4.5 px/frame; air
    /// momentum kept. No coyote time, no buffer, no assists: the NES had
    /// none. Made for 16 px tiles and a 16 px-tall hero.
    pub const NES_LIKE: ControllerConfig = ControllerConfig {
        max_run: Subpx(400),
        accel: Subpx(10),
        turn: Subpx(26),
        friction: Subpx(13),
        air_accel: Subpx(10),
        air_friction: Subpx(0),
        gravity: Subpx(112),
        held_gravity: Subpx(32),
        max_fall: Subpx(1152),
        jump_speed: Subpx(1024),
        jump_cut: Subpx(0),
        coyote_frames: 0,
        buffer_frames: 0,
        climb_speed: Subpx(256),
        flip_in_air: false,
        assists: Assists {
            corner_correction: 0,
            ledge_assist: 0,
        },
    };

    /// Celeste-like: its published player constants (per second, 8 px
    /// tiles) scaled to 60 frames and 16 px tiles (x2 / 60): run 3 px/frame,
    /// acceleration 0.556, friction 0.222 px/frame² (air x0.65), gravity
    /// 0.5 px/frame², fall cap 5.33 px/frame, jump 3.5 px/frame. Its
    /// variable jump (hold to keep rising) is approximated by gravity 0.125
    /// while held and rising, and a cut to 1.5 px/frame on release. Coyote
    /// time 6 frames, jump buffer 5 frames, ceiling corner correction 4 px
    /// (its values at 60 fps), ledge assist 3 px.
    pub const CELESTE_LIKE: ControllerConfig = ControllerConfig {
        max_run: Subpx(768),
        accel: Subpx(142),
        turn: Subpx(142),
        friction: Subpx(57),
        air_accel: Subpx(92),
        air_friction: Subpx(37),
        gravity: Subpx(128),
        held_gravity: Subpx(32),
        max_fall: Subpx(1365),
        jump_speed: Subpx(896),
        jump_cut: Subpx(384),
        coyote_frames: 6,
        buffer_frames: 5,
        climb_speed: Subpx(384),
        flip_in_air: false,
        assists: Assists {
            corner_correction: 4,
            ledge_assist: 3,
        },
    };

    /// The presets by name: `"nes"` or `"celeste"`.
    pub fn preset(name: &str) -> Option<ControllerConfig> {
        match name {
            "nes" => Some(ControllerConfig::NES_LIKE),
            "celeste" => Some(ControllerConfig::CELESTE_LIKE),
            _ => None,
        }
    }

    /// The preset names [`ControllerConfig::preset`] knows.
    pub const PRESETS: [&'static str; 2] = ["nes", "celeste"];
}

impl Default for ControllerConfig {
    /// [`ControllerConfig::CELESTE_LIKE`].
    fn default() -> Self {
        ControllerConfig::CELESTE_LIKE
    }
}
