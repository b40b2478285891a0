//! Wall grab and climb with stamina ([`crate::GrabMoves`]), Celeste's
//! model: hold [`crate::Buttons::GRAB`] beside a wall on the facing side
//! to cling to it, climb with up and down, slip when tired, drop when
//! spent, hop over the wall's top.

use crate::body::Body;
use crate::game::moves::{against_held, approach, drop_held, Frame};
use crate::game::sense::wall_gap;
use crate::game::{Buttons, ControllerState, MoveEvents};
use crate::units::Subpx;

/// Starts, keeps or ends a grab. Returns true while holding on: the
/// velocity is set (gravity off) and nothing else moves the body.
pub(super) fn update(f: &Frame, st: &mut ControllerState, body: &mut Body) -> bool {
    let cfg = &f.cfg.grab;
    if cfg.stamina == 0 || f.g == 0 {
        return false;
    }
    let left = cfg.stamina.saturating_sub(st.moves.stamina_spent);
    let holds = f.held.has(Buttons::GRAB);
    let dir = i32::from(st.moves.grab_dir);
    if dir != 0 {
        if !holds || left == 0 {
            st.moves.grab_dir = 0;
            return false;
        }
        if wall_gap(f.map, body, dir, cfg.reach).is_none() {
            st.moves.grab_dir = 0;
            // Climbed past the wall's top: hop over it.
            if against_held(f.held, f.g) && left >= cfg.tired {
                body.vel.y = Subpx(cfg.hop_up.0.saturating_mul(-f.g));
                body.vel.x = Subpx(cfg.hop_x.0.saturating_mul(dir));
            }
            return false;
        }
    } else if !start(f, st, body, left) {
        return false;
    }
    climb(f, st, body, left);
    true
}

/// Starts a grab: grab held, stamina at least `tired`, not rising, not
/// moving away, a wall within reach on the facing side.
fn start(f: &Frame, st: &mut ControllerState, body: &Body, left: u16) -> bool {
    let cfg = &f.cfg.grab;
    let facing = if st.moves.facing < 0 { -1 } else { 1 };
    let rising = body.vel.y.0.saturating_mul(f.g) < 0;
    if !f.held.has(Buttons::GRAB) || left < cfg.tired || rising || f.dx == -facing {
        return false;
    }
    if wall_gap(f.map, body, facing, cfg.reach).is_none() {
        return false;
    }
    st.moves.grab_dir = facing as i8;
    st.moves.slide_frames = 0;
    st.jumping = false;
    st.climbing = false;
    st.events = st.events.with(MoveEvents::WALL_GRAB);
    true
}

/// Holding on: pressed into the wall (the step stops the body flush),
/// climbing toward the speed the input asks for, and paying stamina.
fn climb(f: &Frame, st: &mut ControllerState, body: &mut Body, left: u16) {
    let cfg = &f.cfg.grab;
    let m = &mut st.moves;
    let dir = i32::from(m.grab_dir);
    let tired = left < cfg.tired;
    let up = against_held(f.held, f.g);
    let target = if tired {
        cfg.slip_speed.0
    } else if up {
        cfg.up_speed.0.saturating_neg()
    } else if drop_held(f.held, f.g) {
        cfg.down_speed.0
    } else {
        0
    };
    let along = body.vel.y.0.saturating_mul(f.g);
    let along = approach(along, target, cfg.accel.0.max(1));
    body.vel.y = Subpx(along.saturating_mul(f.g));
    body.vel.x = Subpx(
        i32::from(cfg.reach)
            .saturating_add(1)
            .saturating_mul(256 * dir),
    );
    let cost = if up && !tired {
        cfg.up_cost
    } else if target == 0 {
        cfg.still_cost
    } else {
        0
    };
    m.stamina_spent = m.stamina_spent.saturating_add(cost).min(cfg.stamina);
    m.facing = dir as i8;
    st.jumping = false;
    st.coyote = 0;
}
