//! Jumps and gravity: coyote time and the jump buffer, gravity (lighter
//! while a held jump rises, capped by the fall cap or a wall slide), a
//! spring's launch, a jump from the ground, a wall jump, and the jump cut.

use crate::body::Body;
use crate::game::moves::Frame;
use crate::game::wall;
use crate::game::{Buttons, ControllerState, Effects, MoveEvents};
use crate::units::Subpx;

/// A jump wanted this frame: a press still in the buffer, and whether the
/// body is in coyote time.
#[derive(Clone, Copy)]
pub(super) struct JumpWish {
    /// A press is in the buffer.
    pub wanted: bool,
    /// Off the ground within coyote time.
    pub coyote: bool,
}

/// Coyote time (a jump still works on the first `coyote_frames` updates
/// off the ground) and the jump buffer (a press stays valid for
/// `buffer_frames` more updates).
#[inline]
pub(super) fn jump_wish(f: &Frame, st: &mut ControllerState) -> JumpWish {
    if f.standing {
        st.coyote = f.cfg.coyote_frames;
    }
    let coyote = !f.standing && st.coyote > 0;
    if !f.standing {
        st.coyote = st.coyote.saturating_sub(1);
    }
    if f.pressed.has(Buttons::JUMP) {
        st.buffer = f.cfg.buffer_frames.saturating_add(1);
    }
    let wanted = st.buffer > 0;
    st.buffer = st.buffer.saturating_sub(1);
    JumpWish { wanted, coyote }
}

/// Gravity (lighter while a held jump rises; capped by the fall cap or a
/// wall slide), then a spring's launch, a jump, a wall jump, and the jump
/// cut on release.
#[inline]
pub(super) fn fall_and_jump(
    f: &Frame,
    st: &mut ControllerState,
    body: &mut Body,
    fx: &Effects,
    jump: JumpWish,
) {
    let (cfg, g) = (f.cfg, f.g);
    let along = body.vel.y.0.saturating_mul(g);
    if along >= 0 || f.standing {
        st.jumping = false;
    }
    let rising_held = st.jumping && f.held.has(Buttons::JUMP) && along < 0;
    let grav = if rising_held {
        cfg.held_gravity
    } else {
        cfg.gravity
    };
    let along = along.saturating_add(grav.0);
    let cap = if f.moves && cfg.wall.slide_max.0 > 0 {
        wall::fall_cap(f, st, body, along)
    } else {
        cfg.max_fall.0
    };
    let along = along.min(cap);
    body.vel.y = Subpx(along.saturating_mul(g));
    if let (Some(speed), true) = (fx.bounce, f.standing) {
        // A launch is not a jump: it can't be cut, and no coyote jump
        // or buffered press replaces it in mid-air.
        body.vel.y = Subpx(speed.0.saturating_mul(-g));
        st.jumping = false;
        st.buffer = 0;
        st.coyote = 0;
    } else if jump.wanted && (f.standing || jump.coyote) {
        body.vel.y = Subpx(cfg.jump_speed.0.saturating_mul(-g));
        st.jumping = true;
        st.buffer = 0;
        st.coyote = 0;
        st.drop_from = None;
        st.moves.slide_frames = 0;
        st.moves.grab_dir = 0;
        st.events = st.events.with(MoveEvents::JUMP);
    } else if jump.wanted && f.moves && cfg.wall.jump_x.0 > 0 {
        wall::jump(f, st, body);
    }
    if st.jumping && !f.held.has(Buttons::JUMP) && cfg.jump_cut.0 > 0 {
        let along = body.vel.y.0.saturating_mul(g);
        if along < -cfg.jump_cut.0 {
            body.vel.y = Subpx(-cfg.jump_cut.0 * g);
        }
        st.jumping = false;
    }
}
