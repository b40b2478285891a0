//! Ledge grab ([`crate::LedgeMoves`]): a body falling flush past a wall's
//! top corner, that side held, stops with its head at the corner's row
//! and hangs there; up or a jump climbs onto the ledge (up, then across)
//! where the body fits, down along gravity lets go. Every move is a
//! velocity the step carries out.

use crate::body::Body;
use crate::game::moves::{against_held, drop_held, Frame};
use crate::game::sense::{is_corner, ledge_corner, side_column, wall_gap};
use crate::game::{Buttons, ControllerState, MoveEvents};
use crate::units::{Px, SubPoint, Subpx, SUBPX_PER_PX};

/// The head's row: the box's row furthest against gravity.
fn head_row(body: &Body, g: i32) -> i32 {
    let r = body.rect();
    if g < 0 {
        r.bottom.0 - 1
    } else {
        r.top.0
    }
}

/// The origin's y (subpixels) that puts the head on row `row`.
fn origin_for_head(body: &Body, g: i32, row: i32) -> i32 {
    let h = body.size.h().0;
    let bottom = if g < 0 {
        row.saturating_add(1)
    } else {
        row.saturating_add(h)
    };
    bottom.saturating_mul(SUBPX_PER_PX)
}

/// The origin's y (subpixels) that puts the feet on the ledge's surface.
fn origin_on_ledge(body: &Body, g: i32, row: i32) -> i32 {
    let h = body.size.h().0;
    let bottom = if g < 0 {
        row.saturating_add(1).saturating_add(h)
    } else {
        row
    };
    bottom.saturating_mul(SUBPX_PER_PX)
}

/// Hangs or climbs. Returns true while at a ledge: the velocity is set,
/// gravity is off and nothing else moves the body.
pub(super) fn update(
    f: &Frame,
    st: &mut ControllerState,
    body: &mut Body,
    wants_jump: bool,
) -> bool {
    let m = &mut st.moves;
    let dir = i32::from(m.hang_dir);
    if !f.cfg.ledge.hang || dir == 0 || f.g == 0 {
        m.hang_dir = 0;
        m.climb_to = None;
        return false;
    }
    if let Some(to) = m.climb_to {
        return climb(f, st, body, to, false);
    }
    let row = m.hang_row.0;
    let wall = side_column(body, dir, 0);
    let at_ledge = head_row(body, f.g) == row && is_corner(f.map, wall, row, f.g);
    if !at_ledge || drop_held(f.pressed, f.g) || f.standing {
        m.hang_dir = 0;
        return false;
    }
    body.vel = SubPoint::default();
    st.jumping = false;
    st.coyote = 0;
    if wants_jump || against_held(f.pressed, f.g) {
        let w = body.size.w().0;
        let mut risen = *body;
        risen.pos.y = Subpx(origin_on_ledge(body, f.g, row));
        let mut over = risen;
        let to = body
            .pos
            .x
            .floor_px()
            .0
            .saturating_add(w.saturating_mul(dir));
        over.pos.x = Px(to).to_subpx();
        if f.map.fits(&risen) && f.map.fits(&over) {
            st.moves.climb_to = Some(Px(to));
            st.buffer = 0;
            return climb(f, st, body, Px(to), true);
        }
    }
    true
}

/// Climbing onto the ledge: up until the feet are at the corner's row,
/// then across to `to` (the origin's x, px). Ends (false) there, or when
/// the step stopped the climb (a velocity it zeroed after the `first`
/// frame).
fn climb(f: &Frame, st: &mut ControllerState, body: &mut Body, to: Px, first: bool) -> bool {
    let m = &mut st.moves;
    let dir = i32::from(m.hang_dir);
    let on_ledge = origin_on_ledge(body, f.g, m.hang_row.0);
    let rise = body.pos.y.0.saturating_sub(on_ledge).saturating_mul(f.g);
    let across = to
        .to_subpx()
        .0
        .saturating_sub(body.pos.x.0)
        .saturating_mul(dir);
    let blocked = !first && body.vel == SubPoint::default();
    let speed = f.cfg.ledge.climb_speed.0.max(SUBPX_PER_PX);
    body.vel = SubPoint::default();
    if blocked || (rise <= 0 && across <= 0) {
        m.hang_dir = 0;
        m.climb_to = None;
        return false;
    }
    if rise > 0 {
        body.vel.y = Subpx(rise.min(speed).saturating_mul(-f.g));
    } else {
        body.vel.x = Subpx(across.min(speed).saturating_mul(dir));
    }
    true
}

/// Catches a ledge: in the air, falling, holding toward a wall the body
/// is flush against, when the head would pass the wall's top corner in
/// this step, the speed along gravity is cut to stop the head on the
/// corner's row, and the body hangs from the next update.
pub(super) fn catch(f: &Frame, st: &mut ControllerState, body: &mut Body) {
    let dir = f.dx;
    if !f.cfg.ledge.hang || f.standing || dir == 0 || f.g == 0 || st.moves.grab_dir != 0 {
        return;
    }
    let along = body.vel.y.0.saturating_mul(f.g);
    if along < 0 || f.held.has(Buttons::GRAB) && f.cfg.grab.stamina > 0 {
        return;
    }
    if wall_gap(f.map, body, dir, 0).is_none() {
        return;
    }
    let head = head_row(body, f.g);
    let next = body.pos.y.0.saturating_add(body.vel.y.0);
    let moved = ((next >> 8) - (body.pos.y.0 >> 8)).saturating_mul(f.g);
    let wall = side_column(body, dir, 0);
    let Some(row) = ledge_corner(f.map, wall, head, moved, f.g) else {
        return;
    };
    body.vel.y = Subpx(origin_for_head(body, f.g, row).saturating_sub(body.pos.y.0));
    body.vel.x = Subpx::ZERO;
    let m = &mut st.moves;
    m.hang_dir = dir as i8;
    m.hang_row = Px(row);
    m.climb_to = None;
    m.slide_frames = 0;
    st.jumping = false;
    st.events = st.events.with(MoveEvents::LEDGE_GRAB);
}
