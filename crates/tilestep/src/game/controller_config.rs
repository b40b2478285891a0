//! The numbers that make a controller feel like a given game: plain data,
//! all in subpixels (1 px = 256) and frames, with two documented presets.

use crate::body::Assists;
use crate::game::{CrouchMoves, DashMoves, GrabMoves, LedgeMoves, SwimMoves, WallMoves};
use crate::units::{Px, Subpx};

/// How a [`crate::Controller`] moves a body. Speeds are subpixels/frame,
/// accelerations subpixels/frame², times in frames. Every change of speed
/// on the ground is scaled by the traction of the ground
/// ([`crate::Effects::traction`], ice).
///
/// The presets are [`ControllerConfig::NES_LIKE`],
/// [`ControllerConfig::CELESTE_LIKE`] (the default) and
/// [`ControllerConfig::METROIDVANIA`]; the README's "Controller" section
/// tabulates them in px, and which moves each has. Every move (`wall`,
/// `dash`, `grab`, `ledge`, `crouch`, `swim`) is off at its `Default`.
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
    /// Wall slide, wall jump and climb jump.
    pub wall: WallMoves,
    /// The dash.
    pub dash: DashMoves,
    /// Wall grab and climb, with stamina.
    pub grab: GrabMoves,
    /// Ledge grab (hang, climb on, let go).
    pub ledge: LedgeMoves,
    /// Crouching (a shorter box, slower on the ground).
    pub crouch: CrouchMoves,
    /// Swimming in water tiles.
    pub swim: SwimMoves,
}

impl ControllerConfig {
    /// Super Mario Bros.-like, from its well-known physics tables (its units
    /// are 1/16 and 1/4096 px; rounded here to 1/256): walk 1.5625 px/frame,
    /// acceleration 0.037 (0.039 here), release deceleration 0.051, skid 0.102
    /// px/frame²; jump 4 px/frame with gravity 0.125 px/frame² while A is
    /// held and rising, 0.4375 otherwise; fall cap 4.5 px/frame; air
    /// momentum kept. No coyote time, no buffer, no assists, no optional
    /// move: the NES had none. Made for 16 px tiles and a 16 px-tall hero.
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
        wall: WallMoves::OFF,
        dash: DashMoves::OFF,
        grab: GrabMoves::OFF,
        ledge: LedgeMoves::OFF,
        crouch: CrouchMoves::OFF,
        swim: SwimMoves::OFF,
    };

    /// Celeste-like: its published player constants (per second, 8 px
    /// tiles) scaled to 60 frames and 16 px tiles (x2 / 60): run 3 px/frame,
    /// acceleration 0.556, friction 0.222 px/frame² (air x0.65), gravity
    /// 0.5 px/frame², fall cap 5.33 px/frame, jump 3.5 px/frame. Its
    /// variable jump (hold to keep rising) is approximated by gravity 0.125
    /// while held and rising, and a cut to 1.5 px/frame on release. Coyote
    /// time 6 frames, jump buffer 5 frames, ceiling corner correction 4 px
    /// (its values at 60 fps), ledge assist 3 px.
    ///
    /// Its moves, from the same constants (speeds x2/60 px/frame, times
    /// x60 frames; distances in px stay as Celeste gives them, like the
    /// corner correction):
    /// - wall slide from 20 px/s (0.67 px/frame) rising to the fall cap
    ///   over 1.2 s (72 frames);
    /// - wall jump 130 px/s away (4.33 px/frame), input held away for
    ///   0.16 s (10 frames), walls within 3 px;
    /// - one dash at 240 px/s (8 px/frame; 5.66 per axis diagonally) for
    ///   0.15 s (9 frames), ending at 160 px/s (5.33), cooldown 0.2 s
    ///   (12 frames), refill delay 0.1 s (6 frames);
    /// - grab within 2 px: climb up 45 px/s (1.5 px/frame), down 80 (2.67),
    ///   slip 30 (1), climb acceleration 900 px/s² (0.5 px/frame²); stamina
    ///   110 (6600 points), tired below 20 (1200), climbing up 45.45/s
    ///   (45 points/frame), holding 10/s (10), a climb jump (a jump
    ///   holding grab, not away from the wall: straight up) 27.5 (1650);
    ///   the hop over a wall's top 120 px/s up (4 px/frame), 100 across
    ///   (3.33).
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
        wall: WallMoves {
            slide_max: Subpx(171),
            slide_frames: 72,
            jump_x: Subpx(1109),
            jump_lock: 10,
            reach: 3,
            climb_jump: false,
        },
        dash: DashMoves {
            count: 1,
            speed: Subpx(2048),
            frames: 9,
            end_speed: Subpx(1365),
            cooldown: 12,
            refill_delay: 6,
        },
        grab: GrabMoves {
            stamina: 6600,
            tired: 1200,
            reach: 2,
            up_speed: Subpx(384),
            down_speed: Subpx(683),
            slip_speed: Subpx(256),
            accel: Subpx(128),
            up_cost: 45,
            still_cost: 10,
            jump_cost: 1650,
            hop_up: Subpx(1024),
            hop_x: Subpx(853),
        },
        ledge: LedgeMoves::OFF,
        crouch: CrouchMoves::OFF,
        swim: SwimMoves::OFF,
    };

    /// A modern metroidvania feel for 16 px tiles and a 24 px-tall hero:
    /// run 2.5 px/frame with quick turns, a floaty variable jump (4.3
    /// px/frame, gravity 0.375 px/frame², 0.156 while held), coyote time
    /// and buffer 5 frames, corner correction 3 px, ledge assist 2 px; a
    /// wall slide at 1.5 px/frame, a wall jump 3 px/frame away (input
    /// held away 8 frames, walls within 2 px); ledge grab climbing at 2
    /// px/frame; crouch to 14 px at 1 px/frame; swimming (stroke 2.5
    /// px/frame, water gravity 0.0625 px/frame², sinking at most 1
    /// px/frame, 1.5 across, drag 0.094). No dash, no wall grab.
    pub const METROIDVANIA: ControllerConfig = ControllerConfig {
        max_run: Subpx(640),
        accel: Subpx(64),
        turn: Subpx(128),
        friction: Subpx(96),
        air_accel: Subpx(48),
        air_friction: Subpx(16),
        gravity: Subpx(96),
        held_gravity: Subpx(40),
        max_fall: Subpx(1536),
        jump_speed: Subpx(1100),
        jump_cut: Subpx(320),
        coyote_frames: 5,
        buffer_frames: 5,
        climb_speed: Subpx(320),
        flip_in_air: false,
        assists: Assists {
            corner_correction: 3,
            ledge_assist: 2,
        },
        wall: WallMoves {
            slide_max: Subpx(384),
            slide_frames: 0,
            jump_x: Subpx(768),
            jump_lock: 8,
            reach: 2,
            climb_jump: false,
        },
        dash: DashMoves::OFF,
        grab: GrabMoves::OFF,
        ledge: LedgeMoves {
            hang: true,
            climb_speed: Subpx(512),
        },
        crouch: CrouchMoves {
            height: Px(14),
            max_run: Subpx(256),
        },
        swim: SwimMoves {
            stroke: Subpx(640),
            gravity: Subpx(16),
            max_sink: Subpx(256),
            max_speed: Subpx(384),
            drag: Subpx(24),
        },
    };

    /// The presets by name: `"nes"`, `"celeste"` or `"metroidvania"`.
    pub fn preset(name: &str) -> Option<ControllerConfig> {
        match name {
            "nes" => Some(ControllerConfig::NES_LIKE),
            "celeste" => Some(ControllerConfig::CELESTE_LIKE),
            "metroidvania" => Some(ControllerConfig::METROIDVANIA),
            _ => None,
        }
    }

    /// The preset names [`ControllerConfig::preset`] knows.
    pub const PRESETS: [&'static str; 3] = ["nes", "celeste", "metroidvania"];
}

impl Default for ControllerConfig {
    /// [`ControllerConfig::CELESTE_LIKE`].
    fn default() -> Self {
        ControllerConfig::CELESTE_LIKE
    }
}
