//! The numbers of the controller's optional moves: one plain-data struct a
//! move, each off when its first field is 0 (or false), which is its
//! `Default`. Speeds are subpixels/frame, times frames, distances whole px.

use crate::units::{Px, Subpx};

/// Wall slide, wall jump and climb jump ([`crate::ControllerConfig::wall`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct WallMoves {
    /// Wall slide: in the air, falling and holding toward a wall it is
    /// flush against, the body falls at most this fast when the slide
    /// starts, subpixels/frame. 0 = no wall slide.
    pub slide_max: Subpx,
    /// Frames of sliding over which the cap rises from `slide_max` to the
    /// controller's `max_fall` (Celeste's slide timer). 0 = it stays.
    pub slide_frames: u8,
    /// Wall jump: a jump in the air with a wall within `reach` px pushes
    /// away from it at this speed, subpixels/frame (and up at the
    /// controller's `jump_speed`). 0 = no wall jump.
    pub jump_x: Subpx,
    /// Frames after a wall jump during which the horizontal input is read
    /// as "away from the wall" (only when a direction was held).
    pub jump_lock: u8,
    /// How far a wall may be for a wall jump, px (0 = flush only).
    pub reach: u8,
    /// A wall jump while holding toward the wall goes straight up instead,
    /// without the push (a Mega Man X-style climb up a wall; Celeste's
    /// climb jump, holding grab, needs no flag).
    pub climb_jump: bool,
}

/// The dash ([`crate::ControllerConfig::dash`], [`crate::Buttons::DASH`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DashMoves {
    /// Dashes between landings. 0 = no dash.
    pub count: u8,
    /// Speed along the dash's direction (one of eight, screen-relative,
    /// the facing side when none is held), subpixels/frame; each axis of a
    /// diagonal gets `speed * 181 / 256` (1/√2).
    pub speed: Subpx,
    /// Frames at dash speed, gravity off.
    pub frames: u8,
    /// Speed along the direction once the dash ends (unless it went along
    /// gravity), subpixels/frame; against gravity it gets 3/4 of it.
    pub end_speed: Subpx,
    /// Frames from a dash's start before another may start.
    pub cooldown: u8,
    /// Frames from a dash's start before standing refills the dashes.
    pub refill_delay: u8,
}

/// Wall grab and climb with stamina ([`crate::ControllerConfig::grab`],
/// [`crate::Buttons::GRAB`]). Stamina is in points; Celeste's 110 are
/// 6600 here (1/60 of its unit, so its costs per second are per frame).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrabMoves {
    /// Stamina when full, refilled on standing. 0 = no grab.
    pub stamina: u16,
    /// Below this much stamina left the body can't start a grab and, while
    /// holding on, slips along gravity at `slip_speed`.
    pub tired: u16,
    /// How far a wall on the facing side may be to grab it, px.
    pub reach: u8,
    /// Climbing speed against gravity, subpixels/frame.
    pub up_speed: Subpx,
    /// Climbing speed along gravity, subpixels/frame.
    pub down_speed: Subpx,
    /// Speed along gravity while tired, subpixels/frame.
    pub slip_speed: Subpx,
    /// Change of climbing speed per frame, subpixels/frame².
    pub accel: Subpx,
    /// Stamina spent per frame climbing against gravity.
    pub up_cost: u16,
    /// Stamina spent per frame holding still.
    pub still_cost: u16,
    /// Stamina a climb jump costs (nothing when standing).
    pub jump_cost: u16,
    /// Climbing past the wall's top hops over it: this speed against
    /// gravity, subpixels/frame.
    pub hop_up: Subpx,
    /// The hop's speed toward the wall, subpixels/frame.
    pub hop_x: Subpx,
}

/// Ledge grab ([`crate::ControllerConfig::ledge`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LedgeMoves {
    /// Falling past the top corner of a wall it is flush against, with
    /// that side held, the body hangs with its head at the corner's row.
    /// Up (against gravity) or a jump climbs on when the ledge has room
    /// ([`crate::TileMap::fits`]); down (along gravity) lets go. false = off.
    pub hang: bool,
    /// Speed of the climb onto the ledge, first up then across,
    /// subpixels/frame (at least 1 px/frame is used).
    pub climb_speed: Subpx,
}

/// Crouching ([`crate::ControllerConfig::crouch`]): holding down along
/// gravity while standing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CrouchMoves {
    /// Box height while crouched, px; the box shrinks toward its feet
    /// (its bottom, or its top under gravity up). 0 = no crouch. The body
    /// stands up again only where its full box fits the map's tiles.
    pub height: Px,
    /// Top running speed while crouched on the ground, subpixels/frame.
    pub max_run: Subpx,
}

/// Swimming in tiles with [`crate::Behaviour::Water`]
/// ([`crate::ControllerConfig::swim`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SwimMoves {
    /// Speed against gravity a jump press gives under water (a stroke),
    /// subpixels/frame. 0 = no swimming (water is air). With the head out
    /// of the water, a jump is a full jump out.
    pub stroke: Subpx,
    /// Gravity in water (gravity less buoyancy), subpixels/frame²; below
    /// zero the body floats up.
    pub gravity: Subpx,
    /// Cap on the sink speed (along gravity), subpixels/frame.
    pub max_sink: Subpx,
    /// Top swimming speed across, subpixels/frame.
    pub max_speed: Subpx,
    /// Drag, subpixels/frame²: speed lost per frame across with no
    /// direction held (or above `max_speed`), and rising (a stroke fades).
    pub drag: Subpx,
}

impl WallMoves {
    /// Off: the `Default`.
    pub const OFF: WallMoves = WallMoves {
        slide_max: Subpx(0),
        slide_frames: 0,
        jump_x: Subpx(0),
        jump_lock: 0,
        reach: 0,
        climb_jump: false,
    };
}

impl DashMoves {
    /// Off: the `Default`.
    pub const OFF: DashMoves = DashMoves {
        count: 0,
        speed: Subpx(0),
        frames: 0,
        end_speed: Subpx(0),
        cooldown: 0,
        refill_delay: 0,
    };
}

impl GrabMoves {
    /// Off: the `Default`.
    pub const OFF: GrabMoves = GrabMoves {
        stamina: 0,
        tired: 0,
        reach: 0,
        up_speed: Subpx(0),
        down_speed: Subpx(0),
        slip_speed: Subpx(0),
        accel: Subpx(0),
        up_cost: 0,
        still_cost: 0,
        jump_cost: 0,
        hop_up: Subpx(0),
        hop_x: Subpx(0),
    };
}

impl LedgeMoves {
    /// Off: the `Default`.
    pub const OFF: LedgeMoves = LedgeMoves {
        hang: false,
        climb_speed: Subpx(0),
    };
}

impl CrouchMoves {
    /// Off: the `Default`.
    pub const OFF: CrouchMoves = CrouchMoves {
        height: Px(0),
        max_run: Subpx(0),
    };
}

impl SwimMoves {
    /// Off: the `Default`.
    pub const OFF: SwimMoves = SwimMoves {
        stroke: Subpx(0),
        gravity: Subpx(0),
        max_sink: Subpx(0),
        max_speed: Subpx(0),
        drag: Subpx(0),
    };
}
