//! Crouching ([`crate::CrouchMoves`]): holding down along gravity while
//! standing shrinks the box toward the feet; letting go stands the body
//! up again where its full box fits (the map's tiles, and the moving
//! solids and solid bodies it steps among), else it stays down.

use crate::body::Body;
use crate::game::moves::{drop_held, Frame};
use crate::game::ControllerState;
use crate::units::{Px, Size, SUBPX_PER_PX};

/// Crouches or stands up for this frame.
pub(super) fn update(f: &Frame, st: &mut ControllerState, body: &mut Body) {
    let low = f.cfg.crouch.height.0;
    let m = &mut st.moves;
    let wants = low > 0 && f.g != 0 && f.standing && drop_held(f.held, f.g);
    if wants && m.crouch_from.0 == 0 && body.size.h().0 > low {
        let tall = body.size.h();
        if set_height(f, body, low) {
            m.crouch_from = tall;
        }
    } else if !wants && m.crouch_from.0 != 0 && set_height(f, body, m.crouch_from.0) {
        m.crouch_from = Px(0);
    }
}

/// Whether `body` is crouched: its box is lower than the full height it
/// stands up to.
pub(super) fn crouched(st: &ControllerState) -> bool {
    st.moves.crouch_from.0 != 0
}

/// Sets `body`'s height to `h` px keeping its feet's side (its bottom, or
/// its top under gravity up). Lowering always succeeds; growing only
/// where the taller box fits, among what the body steps among. Returns
/// whether it changed.
fn set_height(f: &Frame, body: &mut Body, h: i32) -> bool {
    let Ok(size) = Size::try_new(body.size.w().0, h) else {
        return false;
    };
    let mut trial = *body;
    trial.size = size;
    if body.gravity.sign() < 0 {
        let grow = h - body.size.h().0;
        trial.pos.y.0 = trial
            .pos
            .y
            .0
            .saturating_add(grow.saturating_mul(SUBPX_PER_PX));
    }
    if h < body.size.h().0 || f.map.fits_among(&trial, f.among) {
        *body = trial;
        return true;
    }
    false
}
