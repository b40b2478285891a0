//! What every part of a controller update reads ([`Frame`]), the small
//! rules they share, and the moves' bookkeeping at the start of a frame.

use crate::body::MovingSolid;
use crate::game::{Buttons, ControllerConfig, ControllerState};
use crate::map::TileMap;

/// One update's inputs, read by each move.
pub(super) struct Frame<'a> {
    /// The feel.
    pub cfg: &'a ControllerConfig,
    /// The map the body moves on (walls, ledges, room to stand).
    pub map: &'a TileMap,
    /// The moving solids and solid bodies it steps among (room to stand).
    pub among: &'a [MovingSolid],
    /// Buttons held this frame.
    pub held: Buttons,
    /// Buttons pressed this frame (held now, not last frame).
    pub pressed: Buttons,
    /// The horizontal input: -1, 0 or +1, or the wall jump's lock.
    pub dx: i32,
    /// Gravity's sign: +1 down, -1 up, 0 none.
    pub g: i32,
    /// On the ground (along the gravity it has now).
    pub standing: bool,
    /// Whether the config turns any optional move on (and gravity is
    /// on): with none, the moves cost one test a frame.
    pub moves: bool,
}

/// Whether `cfg` turns any optional move on, with gravity `g` (none
/// applies top-down): one OR of the moves' keys.
#[inline]
pub(super) fn any_on(cfg: &ControllerConfig, g: i32) -> bool {
    let keys = cfg.wall.slide_max.0
        | cfg.wall.jump_x.0
        | cfg.swim.stroke.0
        | cfg.crouch.height.0
        | i32::from(cfg.dash.count)
        | i32::from(cfg.grab.stamina)
        | i32::from(cfg.ledge.hang);
    keys != 0 && g != 0
}

/// Moves `v` toward `target` by at most `by` (`by` >= 0).
pub(super) fn approach(v: i32, target: i32, by: i32) -> i32 {
    if v < target {
        v.saturating_add(by).min(target)
    } else {
        v.saturating_sub(by).max(target)
    }
}

/// Whether `held` holds down along gravity `g` (up under gravity up).
pub(super) fn drop_held(held: Buttons, g: i32) -> bool {
    match g {
        0 => false,
        g if g > 0 => held.has(Buttons::DOWN),
        _ => held.has(Buttons::UP),
    }
}

/// Whether `held` holds up against gravity `g` (down under gravity up).
pub(super) fn against_held(held: Buttons, g: i32) -> bool {
    match g {
        0 => false,
        g if g > 0 => held.has(Buttons::UP),
        _ => held.has(Buttons::DOWN),
    }
}

/// The horizontal input, or the wall jump's lock while it lasts (counted
/// down here), and the side faced, turned by that input unless the body holds
/// a wall or a ledge.
#[inline]
pub(super) fn steer(held: Buttons, st: &mut ControllerState) -> i32 {
    let m = &mut st.moves;
    let mut dx = held.dx();
    if m.lock_frames > 0 {
        m.lock_frames -= 1;
        dx = i32::from(m.lock_dir);
    }
    if dx != 0 && m.grab_dir == 0 && m.hang_dir == 0 {
        m.facing = dx as i8;
    }
    dx
}

/// Refills on the ground: stamina, the wall slide's timer (dashes refill
/// in the dash's own tick).
#[inline]
pub(super) fn refill(cfg: &ControllerConfig, st: &mut ControllerState, standing: bool) {
    if standing {
        let m = &mut st.moves;
        m.slide_frames = 0;
        if m.grab_dir == 0 || cfg.grab.stamina == 0 {
            m.stamina_spent = 0;
        }
    }
}
