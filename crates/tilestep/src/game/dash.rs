//! The dash ([`crate::DashMoves`]): eight directions at a fixed speed for
//! a fixed number of frames with gravity off, then an end speed; dashes
//! refilled by standing after a delay.

use crate::body::Body;
use crate::game::moves::Frame;
use crate::game::{Buttons, ControllerState, MoveEvents, MoveState};
use crate::units::Subpx;

/// 1/√2 in 256ths: each axis of a diagonal.
const DIAGONAL: i32 = 181;

/// Counts the dash's timers down and refills the dashes on standing.
#[inline]
pub(super) fn tick(st: &mut ControllerState, standing: bool) {
    let m = &mut st.moves;
    m.dash_cooldown = m.dash_cooldown.saturating_sub(1);
    m.dash_refill = m.dash_refill.saturating_sub(1);
    if standing && m.dash_refill == 0 {
        m.dashes_spent = 0;
    }
}

/// The dash's speed on each axis for direction `dir`, subpixels/frame.
fn velocity(speed: Subpx, dir: (i8, i8)) -> (i32, i32) {
    let s = if dir.0 != 0 && dir.1 != 0 {
        speed.0.saturating_mul(DIAGONAL) / 256
    } else {
        speed.0
    };
    (
        s.saturating_mul(i32::from(dir.0)),
        s.saturating_mul(i32::from(dir.1)),
    )
}

/// Starts a dash on a press of [`Buttons::DASH`] when one is left and the
/// cooldown is over, at the dash's speed (a faster speed already along its
/// x is kept, as in Celeste). Under way, the velocity is left as the step
/// leaves it (a wall stops it). Returns true while dashing: gravity is
/// off and nothing else moves the body.
pub(super) fn update(f: &Frame, st: &mut ControllerState, body: &mut Body) -> bool {
    let cfg = &f.cfg.dash;
    let m = &mut st.moves;
    if f.pressed.has(Buttons::DASH)
        && cfg.count > 0
        && m.dashes_spent < cfg.count
        && m.dash_cooldown == 0
    {
        let mut dir = (f.held.dx() as i8, f.held.dy() as i8);
        if dir == (0, 0) {
            dir.0 = if m.facing < 0 { -1 } else { 1 };
        }
        let (vx, vy) = velocity(cfg.speed, dir);
        let kept = vx != 0 && body.vel.x.0.saturating_mul(vx.signum()) > vx.saturating_abs();
        if !kept {
            body.vel.x = Subpx(vx);
        }
        body.vel.y = Subpx(vy);
        *m = MoveState {
            dash_dir: dir,
            dash_frames: cfg.frames.saturating_add(1),
            dashes_spent: m.dashes_spent + 1,
            dash_cooldown: cfg.cooldown,
            dash_refill: cfg.refill_delay,
            grab_dir: 0,
            hang_dir: 0,
            climb_to: None,
            ..*m
        };
        st.events = st.events.with(MoveEvents::DASH);
        st.jumping = false;
        st.climbing = false;
    }
    let m = &mut st.moves;
    match m.dash_frames {
        0 => false,
        1 => {
            m.dash_frames = 0;
            end(f, st, body);
            false
        }
        _ => {
            m.dash_frames -= 1;
            true
        }
    }
}

/// Ends a dash: unless it went along gravity, the speed becomes the end
/// speed along its direction, 3/4 of it against gravity.
fn end(f: &Frame, st: &mut ControllerState, body: &mut Body) {
    let dir = st.moves.dash_dir;
    if i32::from(dir.1).saturating_mul(f.g) > 0 {
        return;
    }
    let (vx, mut vy) = velocity(f.cfg.dash.end_speed, dir);
    if vy.saturating_mul(f.g) < 0 {
        vy = vy.saturating_mul(3) / 4;
    }
    if vx != 0 && body.vel.x.0.saturating_mul(vx.signum()) < vx.saturating_abs() {
        body.vel.x = Subpx(vx);
    }
    body.vel.y = Subpx(vy);
}
