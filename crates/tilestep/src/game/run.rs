//! Running: the horizontal speed from the input (acceleration, turning,
//! friction, scaled by the ground's traction), and the vertical axis
//! driven the same way with no gravity (top-down).

use crate::body::Body;
use crate::game::moves::{approach, Frame};
use crate::game::{crouch, ControllerState, Effects};
use crate::units::Subpx;

/// `a * percent / 100`, at least 1 when both are positive, so slow ice
/// still changes speed.
#[inline]
fn scaled(a: Subpx, percent: u8) -> i32 {
    if percent >= 100 {
        return a.0.max(0);
    }
    let p = i32::from(percent);
    if a.0 <= 0 || p == 0 {
        return 0;
    }
    (a.0.saturating_mul(p) / 100).max(1)
}

/// Horizontal running speed: ground numbers when standing, and on both
/// axes with no gravity (top-down); crouch-walking and swimming cap it.
#[inline]
pub(super) fn run(
    f: &Frame,
    st: &mut ControllerState,
    body: &mut Body,
    fx: &Effects,
    in_water: bool,
) {
    let cfg = f.cfg;
    let surface = if f.standing {
        fx.surface_speed
    } else {
        Subpx::ZERO
    };
    // The body's own running speed: its speed less the surface speed
    // added last update. At rest (or stopped by a wall) it has none, so
    // a conveyor pinning it to a wall leaves no phantom speed.
    let own = if body.vel.x.0 == 0 {
        0
    } else {
        body.vel.x.0.saturating_sub(st.surface.0)
    };
    st.surface = surface;
    let grounded = f.standing || f.g == 0;
    let traction = if f.standing { fx.traction } else { 100 };
    let (accel, turn, friction) = if grounded {
        (cfg.accel, cfg.turn, cfg.friction)
    } else {
        (cfg.air_accel, cfg.air_accel, cfg.air_friction)
    };
    let (mut max, mut friction) = (cfg.max_run.0, scaled(friction, traction));
    if crouch::crouched(st) && f.standing {
        max = cfg.crouch.max_run.0;
    }
    if in_water {
        max = max.min(cfg.swim.max_speed.0);
        friction = friction.max(cfg.swim.drag.0);
    }
    body.vel.x = Subpx(self::drive(
        own,
        f.dx,
        max,
        scaled(accel, traction),
        scaled(turn, traction),
        friction,
    ));
    body.vel.x.0 = body.vel.x.0.saturating_add(surface.0);
}

/// The vertical axis with no gravity (top-down): driven like running.
#[inline]
pub(super) fn top_down(f: &Frame, st: &mut ControllerState, body: &mut Body) {
    let cfg = f.cfg;
    st.jumping = false;
    body.vel.y = Subpx(self::drive(
        body.vel.y.0,
        f.held.dy(),
        cfg.max_run.0,
        cfg.accel.0,
        cfg.turn.0,
        cfg.friction.0,
    ));
}

/// One axis of running: toward `dir * max` by `accel` (or `turn` when
/// pushing against the motion); with no direction, or above `max`, toward
/// 0 / `max` by `friction`. Subpixels.
#[inline]
fn drive(v: i32, dir: i32, max: i32, accel: i32, turn: i32, friction: i32) -> i32 {
    if dir == 0 {
        return approach(v, 0, friction);
    }
    let along = v.saturating_mul(dir);
    if along < 0 {
        approach(v, dir.saturating_mul(max), turn)
    } else if along <= max {
        approach(v, dir.saturating_mul(max), accel)
    } else {
        approach(v, dir.saturating_mul(max), friction)
    }
}
