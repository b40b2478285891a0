//! Swimming in water tiles ([`crate::SwimMoves`]): lighter gravity, a
//! capped sink speed, drag, a stroke on each jump press, and a full jump
//! out with the head above the surface.

use crate::body::Body;
use crate::game::moves::{approach, Frame};
use crate::game::{ControllerState, Effects, MoveEvents};
use crate::units::Subpx;

/// Notes whether the body is in water (with swimming on), and the events
/// of going in or out. Returns whether it swims this frame.
pub(super) fn sense(f: &Frame, st: &mut ControllerState, fx: &Effects) -> bool {
    let swims = f.cfg.swim.stroke.0 > 0 && f.g != 0 && fx.water;
    if swims != st.moves.in_water {
        let e = if swims {
            MoveEvents::ENTER_WATER
        } else {
            MoveEvents::LEAVE_WATER
        };
        st.events = st.events.with(e);
        st.moves.in_water = swims;
    }
    swims
}

/// The vertical speed in water: water gravity up to the sink cap (a body
/// coming in faster loses half its excess each frame), drag on rising (a
/// stroke fades), and a stroke on a jump (a jump out with the head above
/// water).
#[inline]
pub(super) fn vertical(
    f: &Frame,
    st: &mut ControllerState,
    body: &mut Body,
    fx: &Effects,
    wants_jump: bool,
) {
    let cfg = &f.cfg.swim;
    let cap = cfg.max_sink.0.max(0);
    let mut along = body.vel.y.0.saturating_mul(f.g);
    if along > cap {
        along = cap.saturating_add((along - cap) / 2);
    } else {
        along = along.saturating_add(cfg.gravity.0).min(cap);
    }
    if along < 0 {
        along = approach(along, 0, cfg.drag.0.max(0));
    }
    st.jumping = false;
    if wants_jump {
        st.buffer = 0;
        if fx.submerged {
            along = cfg.stroke.0.saturating_neg();
        } else {
            along = f.cfg.jump_speed.0.saturating_neg();
            st.jumping = true;
            st.events = st.events.with(MoveEvents::JUMP);
        }
    }
    body.vel.y = Subpx(along.saturating_mul(f.g));
}
