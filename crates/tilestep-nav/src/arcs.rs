//! The scripts tried from a state: jumps held for a few lengths times a few
//! ways of steering, walking off a segment's end, and dropping through a
//! one-way floor. Each is a run-length script; its last run is held until
//! the body lands.

use alloc::vec::Vec;

use tilestep::Buttons;

use crate::body::Speed;
use crate::graph::{EdgeKind, NavGraph};
use crate::script::ButtonRun;

/// A script to try and the kind of edge it makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ArcScript {
    pub kind: EdgeKind,
    pub runs: Vec<ButtonRun>,
}

/// The longest jump hold tried, frames.
const MAX_HOLD: i32 = 60;

fn run(buttons: Buttons, frames: i32) -> ButtonRun {
    ButtonRun {
        buttons,
        frames: frames.clamp(1, i32::from(u16::MAX)) as u16,
    }
}

fn side(dir: i32) -> Buttons {
    match dir.signum() {
        -1 => Buttons::LEFT,
        1 => Buttons::RIGHT,
        _ => Buttons::NONE,
    }
}

/// How long jump is held in the jumps tried, frames: a tap, and a third,
/// two thirds and all of the rise with it held.
fn holds(g: &NavGraph) -> Vec<i32> {
    let cfg = &g.body.config;
    let rise = (cfg.jump_speed.0 + cfg.held_gravity.0.max(1) - 1) / cfg.held_gravity.0.max(1);
    let rise = rise.clamp(1, MAX_HOLD);
    let mut h = alloc::vec![1, rise / 2, rise];
    h.retain(|&f| f >= 1);
    h.dedup();
    h
}

/// The jumps tried from a sample at `speed` (the same for every sample).
pub(crate) fn jump_scripts(g: &NavGraph, speed: Speed) -> Vec<ArcScript> {
    let mut out = Vec::new();
    let jump = |runs: Vec<ButtonRun>| ArcScript {
        kind: EdgeKind::Jump,
        runs,
    };
    let j = Buttons::JUMP;
    for h in holds(g) {
        match speed {
            Speed::Rest => {
                out.push(jump(alloc::vec![run(j, h), run(Buttons::NONE, 1)]));
                for d in [-1, 1] {
                    let s = side(d);
                    out.push(jump(alloc::vec![run(j.with(s), h), run(s, 1)]));
                    out.push(jump(alloc::vec![run(j.with(s), h), run(Buttons::NONE, 1)]));
                    out.push(jump(alloc::vec![run(j, h), run(s, 1)]));
                }
            }
            _ => {
                let s = side(speed.dir());
                out.push(jump(alloc::vec![run(j.with(s), h), run(s, 1)]));
                out.push(jump(alloc::vec![run(j.with(s), h), run(Buttons::NONE, 1)]));
                out.push(jump(alloc::vec![
                    run(j.with(s), h),
                    run(side(-speed.dir()), 1)
                ]));
            }
        }
    }
    out
}

/// The other scripts tried from `sample` at `speed`: walking off its
/// segment's end, dropping through a one-way floor, and, where the body
/// stands on a ladder (`on_ladder`: its box overlaps one), climbing it up
/// or down.
pub(crate) fn other_scripts(
    g: &NavGraph,
    sample: u32,
    speed: Speed,
    on_ladder: bool,
) -> Vec<ArcScript> {
    let mut out = Vec::new();
    walk_offs(g, sample, speed, &mut out);
    drops(g, sample, speed, &mut out);
    if on_ladder && speed == Speed::Rest {
        for climb in [Buttons::UP, Buttons::DOWN] {
            out.push(ArcScript {
                kind: EdgeKind::Ladder,
                runs: alloc::vec![run(climb, 1)],
            });
        }
    }
    out
}

/// Walking off the segment's end from a sample at the end: holding on, or
/// letting go (or turning back) once past the edge.
fn walk_offs(g: &NavGraph, sample: u32, speed: Speed, out: &mut Vec<ArcScript>) {
    let here = g.samples[sample as usize];
    let seg = g.segments[here.segment as usize];
    for (end, d) in [(seg.x0, -1), (seg.x1, 1)] {
        if here.x != end || speed.dir() == -d {
            continue;
        }
        let s = side(d);
        let past = leave_frames(g, speed);
        let off = |runs| ArcScript {
            kind: EdgeKind::WalkOff,
            runs,
        };
        out.push(off(alloc::vec![run(s, 1)]));
        out.push(off(alloc::vec![run(s, past), run(Buttons::NONE, 1)]));
        out.push(off(alloc::vec![run(s, past), run(side(-d), 1)]));
    }
}

/// About how many frames a body at `speed` takes to walk its half-width
/// and a little past its segment's end, frames.
fn leave_frames(g: &NavGraph, speed: Speed) -> i32 {
    let dist = i64::from(g.body.size.w().0 / 2 + 2) * 256;
    if speed != Speed::Rest {
        return (dist / i64::from(g.body.max_run()) + 1) as i32;
    }
    let a = i64::from(g.body.config.accel.0.max(1));
    let mut n = 0i64;
    while a * n * (n + 1) / 2 < dist && n < 240 {
        n += 1;
    }
    n as i32 + 1
}

/// Dropping through a one-way floor from rest: a tap of down (along
/// gravity), then still or steering either way.
fn drops(g: &NavGraph, sample: u32, speed: Speed, out: &mut Vec<ArcScript>) {
    if speed != Speed::Rest || !g.samples[sample as usize].one_way {
        return;
    }
    let down = if g.body.gravity.sign() < 0 {
        Buttons::UP
    } else {
        Buttons::DOWN
    };
    for then in [Buttons::NONE, Buttons::LEFT, Buttons::RIGHT] {
        out.push(ArcScript {
            kind: EdgeKind::Drop,
            runs: alloc::vec![run(down, 1), run(then, 1)],
        });
    }
}
