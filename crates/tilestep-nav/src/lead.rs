//! Walking to a place on the surface the body stands on, closed-loop: each
//! frame the buttons come from where the body is and how fast it moves, so
//! a body a few px off, or nudged, still gets there. A plan's walks and the
//! run-ups to its jumps are leads.

use tilestep::Buttons;

use crate::body::{NavBody, Speed};
use crate::sim::BodyState;

/// Where a lead goes: sensor column `x` (px) on segment `segment`, arriving
/// at `speed` (at rest there, or running past it at the top speed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lead {
    /// The sensor column to reach, px.
    pub x: i32,
    /// The speed to arrive with.
    pub speed: Speed,
    /// The segment it walks on (index into [`crate::NavGraph::segments`]).
    pub segment: u32,
}

/// A lead's progress: whether it is backing off to run up again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct LeadState {
    pub backing: bool,
}

/// The buttons to hold this frame to go to `lead`, or `None` once the body
/// is there: at rest within 1 px, or running its way (at least three
/// quarters of the top speed) and about to pass `x`; and holding no jump, so a jump that follows is a press.
pub(crate) fn lead_buttons(
    s: &BodyState,
    nav: &NavBody,
    lead: &Lead,
    st: &mut LeadState,
) -> Option<Buttons> {
    let b = steer(s, nav, lead, st);
    // Off the ground for a moment (running down a slope) it is not there
    // yet, whatever its column.
    match b {
        None if !s.body.standing => Some(Buttons::NONE),
        b => b,
    }
}

fn steer(s: &BodyState, nav: &NavBody, lead: &Lead, st: &mut LeadState) -> Option<Buttons> {
    let x = s.body.sensor_x().0;
    let vx = s.body.vel.x.0;
    let jump_held = s.ctl.prev.has(Buttons::JUMP);
    let toward = |d: i32| if d < 0 { Buttons::LEFT } else { Buttons::RIGHT };
    let dx = lead.x - x;
    match lead.speed {
        Speed::Rest => {
            if dx.abs() <= 1 {
                return (vx != 0 || jump_held).then_some(Buttons::NONE);
            }
            // Held one more frame, the body would be faster and nearer: hold
            // while it could still stop by then within the column.
            let d = dx.signum();
            let rest = (lead.x * 256 + 128 - s.body.pos.x.0) * d;
            let toward_now = if vx * d > 0 { vx.abs() } else { 0 };
            let faster = (toward_now + nav.config.accel.0.max(0)).min(nav.max_run());
            let need = i64::from(faster) + slide(nav, faster);
            Some(if need <= i64::from(rest) + 127 {
                toward(d)
            } else {
                Buttons::NONE
            })
        }
        Speed::Left | Speed::Right => {
            let d = lead.speed.dir();
            // There on the last frame before it passes the column's middle
            // (where a state's canonical body starts): a running body skips
            // columns, and at a segment's end the next frame is off it.
            let centre = lead.x * 256 + 128;
            let past = (s.body.pos.x.0 + vx - centre) * d >= 0;
            // Running: in the speed class a landing is put in.
            let fast = Speed::classify(s.body.vel.x, nav.max_run()) == lead.speed;
            if past && fast && !st.backing {
                return jump_held.then_some(toward(d));
            }
            if past && !fast {
                st.backing = true;
            }
            if st.backing && dx * d >= run_up_px(nav) {
                st.backing = false;
            }
            Some(toward(if st.backing { -d } else { d }))
        }
    }
}

/// The most frames a walk from column `from` to `lead` may take, frames:
/// three times the time at the top speed and a second and a half to get
/// going, but at most `most` (the options' `lead_frames`) more than the
/// time at the top speed, so a walk the length of a long floor still has
/// the time it needs. A walk that cannot get there (no room to run up, a
/// turn it cannot make) gives up this soon.
pub(crate) fn lead_limit(nav: &NavBody, most: u16, from: i32, lead: &Lead) -> u32 {
    let run = i64::from((lead.x - from).unsigned_abs()) * 256 / i64::from(nav.max_run());
    (90 + 3 * run)
        .min(i64::from(most) + run)
        .min(i64::from(u32::MAX)) as u32
}

/// How far a body moving at `v` (subpixels per frame, toward its way)
/// slides once nothing is held, subpixels: each frame friction takes its
/// speed down first, then it moves (0 friction counts as 1).
pub(crate) fn slide(nav: &NavBody, v: i32) -> i64 {
    let v = i64::from(v.max(0));
    let f = i64::from(nav.config.friction.0.max(1));
    let n = v / f;
    n * v - f * n * (n + 1) / 2
}

/// How far back from a place a body at rest must start to pass it at the
/// top speed, px, with a little room.
fn run_up_px(nav: &NavBody) -> i32 {
    let v = i64::from(nav.max_run());
    let a = i64::from(nav.config.accel.0.max(1));
    let n = (v + a - 1) / a;
    let dist = a * n * (n + 1) / 2;
    ((dist + 255) / 256).min(i64::from(i32::MAX / 2)) as i32 + 4
}

/// Whether a walk from column `from` at horizontal speed `vx` (subpixels
/// per frame) could arrive at `lead` running its way, on a segment of
/// columns `x0..=x1`. False only when it surely could not: it is not
/// moving away (a turn would give it room), even accelerating every frame
/// it could not reach three quarters of the top speed before passing
/// `lead`, and the segment has no room behind `lead` to back off and run
/// up again. A conveyor may add speed: the caller rules those out. A lead
/// that could not is not simulated.
pub(crate) fn could_run_to(
    nav: &NavBody,
    from: i32,
    vx: i32,
    lead: &Lead,
    x0: i32,
    x1: i32,
) -> bool {
    let d = lead.speed.dir();
    let back = lead.x - d * run_up_px(nav);
    if d == 0 || vx * d < 0 || (x0..=x1).contains(&back) {
        return true;
    }
    let want = i64::from(nav.max_run() - nav.max_run() / 4);
    let a = i64::from(nav.config.accel.0.max(1));
    let mut v = i64::from(vx * d);
    let room = i64::from((lead.x - from) * d + 1) * 256;
    let mut gone = 0;
    while v < want {
        v += a;
        gone += v;
        if gone > room {
            return false;
        }
    }
    true
}
