//! The search's estimates of walks, frames: the walks it does not
//! simulate (a plan's first and last, which its check walks) and the
//! unchecked rest of a plan checked only so far ahead.

use crate::body::Speed;
use crate::graph::NavGraph;
use crate::lead::slide;
use crate::plan::PlanStep;
use crate::search::{NO_EDGE, ORIGIN};

/// About how many frames the walk from graph state `state` to column `x`
/// (px) on its segment takes, arriving at rest: from rest; or, running,
/// letting go in time, or sliding past and walking back.
pub(crate) fn finish_estimate(g: &NavGraph, state: u32, x: i32) -> u32 {
    let (sample, speed) = NavGraph::state_parts(state);
    let dx = x - g.samples[sample as usize].x;
    if speed == Speed::Rest {
        return walk_estimate(g, dx, false);
    }
    let (ramp, stop) = ramp_and_stop(g);
    let slide_px = (slide(&g.body, g.body.max_run()) / 256).min(i64::from(i32::MAX / 4)) as i32;
    let ahead = dx * speed.dir();
    if ahead >= slide_px {
        walk_estimate(g, dx, false).saturating_sub(ramp)
    } else {
        stop.saturating_add(walk_estimate(g, slide_px - ahead, false))
    }
}

/// About how many frames a walk of `dx` px from rest takes: at the top
/// speed, plus the frames to reach it and (arriving at rest) to stop.
pub(crate) fn walk_estimate(g: &NavGraph, dx: i32, runs: bool) -> u32 {
    let (ramp, stop) = ramp_and_stop(g);
    let stop = if runs { 0 } else { stop };
    let cruise = i64::from(dx.unsigned_abs()) * 256 / i64::from(g.body.max_run());
    (cruise + i64::from(ramp) + i64::from(stop)).min(i64::from(u32::MAX / 4)) as u32
}

/// Frames from rest to the top speed, and from it back to rest.
fn ramp_and_stop(g: &NavGraph) -> (u32, u32) {
    let top = g.body.max_run();
    let cfg = &g.body.config;
    (
        (top / cfg.accel.0.max(1)).unsigned_abs(),
        (top / cfg.friction.0.max(1)).unsigned_abs(),
    )
}

/// The graph's estimate of how many frames `steps` take from column `x`
/// (px): their edges' frames, and the walks that are no edge estimated.
pub(crate) fn estimate_steps(g: &NavGraph, steps: &[PlanStep], mut x: i32) -> u32 {
    let mut frames = 0u32;
    for step in steps {
        if step.edge != NO_EDGE && step.edge & ORIGIN == 0 {
            let e = g.edges[step.edge as usize];
            frames = frames.saturating_add(e.frames);
            x = g.samples[NavGraph::state_parts(e.to).0 as usize].x;
        } else if let Some(lead) = step.lead {
            let runs = lead.speed != Speed::Rest;
            frames = frames.saturating_add(walk_estimate(g, lead.x - x, runs));
            x = lead.x;
        }
    }
    frames
}
