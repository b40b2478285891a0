//! Wall slide, wall jump and climb jump ([`crate::WallMoves`]).

use crate::body::Body;
use crate::game::moves::{drop_held, Frame};
use crate::game::sense::wall_gap;
use crate::game::{Buttons, ControllerState, MoveEvents};
use crate::units::Subpx;

/// The fall cap this frame, subpixels/frame along gravity: the
/// controller's `max_fall`, or the wall slide's while the body slides (in
/// the air, falling, holding toward a wall it is flush against, not
/// holding down along gravity). Counts the frames slid.
pub(super) fn fall_cap(f: &Frame, st: &mut ControllerState, body: &Body, along: i32) -> i32 {
    let cfg = &f.cfg.wall;
    let max_fall = f.cfg.max_fall.0;
    let dir = f.dx;
    let slides = cfg.slide_max.0 > 0
        && !f.standing
        && along >= 0
        && dir != 0
        && !drop_held(f.held, f.g)
        && wall_gap(f.map, body, dir, 0).is_some();
    if !slides {
        return max_fall;
    }
    let m = &mut st.moves;
    let frames = i64::from(cfg.slide_frames);
    let slid = i64::from(m.slide_frames).min(frames);
    m.slide_frames = m.slide_frames.saturating_add(1);
    let start = i64::from(cfg.slide_max.0.min(max_fall));
    if frames == 0 {
        return start as i32;
    }
    (start + (i64::from(max_fall) - start) * slid / frames) as i32
}

/// A wall jump (or a climb jump) when a jump is wanted in the air with a
/// wall within reach: up at the controller's `jump_speed`, and away at
/// `jump_x` with the input locked away for `jump_lock` frames (when a
/// direction is held). A climb jump goes straight up: holding grab
/// facing the wall and not away from it (it costs
/// [`crate::GrabMoves::jump_cost`]), or holding toward it with
/// [`crate::WallMoves::climb_jump`] on. Returns whether it jumped.
pub(super) fn jump(f: &Frame, st: &mut ControllerState, body: &mut Body) -> bool {
    let cfg = &f.cfg.wall;
    if cfg.jump_x.0 <= 0 || f.standing {
        return false;
    }
    let facing = if st.moves.facing < 0 { -1 } else { 1 };
    let Some(side) = [facing, -facing]
        .into_iter()
        .find(|&d| wall_gap(f.map, body, d, cfg.reach).is_some())
    else {
        return false;
    };
    // Toward the wall holding grab (Celeste), or holding toward it with
    // `climb_jump` on: straight up.
    let grabs = f.cfg.grab.stamina > 0 && f.held.has(Buttons::GRAB) && facing == side;
    let climbs = (grabs && f.dx != -side) || (cfg.climb_jump && f.dx == side);
    let m = &mut st.moves;
    if climbs {
        let grab = &f.cfg.grab;
        if grabs {
            m.stamina_spent = m
                .stamina_spent
                .saturating_add(grab.jump_cost)
                .min(grab.stamina);
        }
        st.events = st.events.with(MoveEvents::CLIMB_JUMP);
    } else {
        body.vel.x = Subpx(cfg.jump_x.0.saturating_mul(-side));
        if f.dx != 0 {
            m.lock_frames = cfg.jump_lock;
            m.lock_dir = -side as i8;
        }
        m.facing = -side as i8;
        st.events = st.events.with(MoveEvents::WALL_JUMP);
    }
    let m = &mut st.moves;
    m.grab_dir = 0;
    m.slide_frames = 0;
    body.vel.y = Subpx(f.cfg.jump_speed.0.saturating_mul(-f.g));
    st.jumping = true;
    st.buffer = 0;
    st.drop_from = None;
    true
}
