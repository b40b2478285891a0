//! The step of a walker whose whole move goes at once: a body standing on
//! its support, not moving against gravity, no moving solids given, that
//! stands still, crosses flat tile tops clear of anything
//! ([`flat_run`]) or walks over
//! ground the feet rule follows pixel for pixel, or is stopped by a wall
//! on its first pixel: in one walk run
//! ([`walk_run`]), or in one long
//! run for a move longer than that
//! ([`walk_whole`]). It keeps its
//! support all the way, so it stands at the end, on the sensor column's
//! ground. Each run holds only where the body stands at its start, so only
//! a body standing still is given the standing test.
//!
//! This is what the start, horizontal and vertical phases give such a
//! body, and it ends as every step does (`rules/end.rs`), without the
//! phases' general bookkeeping (about two thirds of the body-steps on the
//! bench's level are walks).

use super::fits_one_run;
use super::flat_run::{feet_on_tile_edge, flat_run};
use super::walk_long::walk_whole;
use super::walk_run::walk_run;
use super::wall_stop::wall_stop;
use crate::body::Body;
use crate::body::Contacts;
use crate::body::StepInput;
use crate::map::TileMap;
use crate::rules::{may_stand, Rules, StepEnd, WallStop};
use crate::shortcuts::Refused;
use crate::shortcuts::Run;
use crate::units::{clamp_world, Px, SubPoint, Subpx};

/// Steps standing `body` when its move goes at once (see the module docs):
/// its speed is clamped and its vertical speed zeroed, it walks the run,
/// and it ends as every step does, standing, its contacts `c` (empty on
/// entry: the caller's return value, written in place) getting the
/// standing flags (what it stands on among them), its path's edge and
/// out-of-map flags and tags, and for a wall stop the wall's flag and what
/// its tiles hold. `Err`, with `body` and `c` untouched, for any other
/// step (one that doesn't walk, walks where no run can go at once, or
/// meets the world limit): the phases take it, told what was refused
/// ([`Refused::run`] where both runs of a one-run move were).
#[inline(always)]
pub(crate) fn walk_step(
    map: &TileMap,
    body: &mut Body,
    input: StepInput,
    c: &mut Contacts,
) -> Result<(), Refused> {
    // Not moving against gravity (the speed clamp keeps the sign).
    if !may_stand(body.gravity.sign(), body.vel.y) {
        return Err(Refused::NOTHING);
    }
    let b0 = body.box_px();
    let rules = Rules::for_step(map, body, b0, input, &[]);
    let vx = body.vel.x.clamp_speed();
    let (px, py) = (b0.px, b0.py);
    let dir = vx.signum();
    let target = body.pos.x.wrapping_add(vx);
    let steps = (target.floor_px().0 - px).abs();
    let WalkerRun { run, on_sensor } = walker_run(&rules, px, py, dir, steps)?;
    // A stop leaves it flush, its speed cleared.
    let (x, vx) = if run.stopped {
        (Px(run.px).to_subpx_in_world(), Subpx::ZERO)
    } else {
        (target, vx)
    };
    let y = body
        .pos
        .y
        .floor()
        .wrapping_add(Px(run.py - py).to_subpx_in_world());
    if clamp_world(x) != x || clamp_world(y) != y {
        return Err(Refused::NOTHING);
    }
    let fin = b0.at(run.px, run.py);
    // The box stays within the rows the run covered: its path is the
    // horizontal phase's alone (the end's box lies within it).
    let path = b0.swept_to(fin, run.ymin, run.ymax);
    let end = StepEnd {
        pos: SubPoint { x, y },
        vel: SubPoint {
            x: vx,
            y: Subpx::ZERO,
        },
        fin,
        standing: true,
        across: path,
        along: path,
        wall: match run.stopped {
            true => WallStop {
                dir,
                px: fin.px,
                py: fin.py,
            },
            false => WallStop::NONE,
        },
        stop: 0,
        oneway: false,
        on_sensor,
    };
    rules.end_step::<false>(body, end, true, c);
    Ok(())
}

/// The run a walker's whole step takes, and whether it ends with the
/// sensor column on its ground (a flat run and a walk run do: the ground's
/// tile is read from that column).
struct WalkerRun {
    run: Run,
    on_sensor: bool,
}

/// The walker's move of `steps` pixels by `dir` from `(px, py)` in one go:
/// a wall stop ([`wall_ahead`]) or a flat or long run for a move longer
/// than one run; standing still (tested: each kind of run holds only where
/// the body stands at its start, and a flat run's tile tops and a walk
/// run's sensor column include the start's); a flat run, a wall stop or a
/// walk run; else what was refused.
#[inline(always)]
fn walker_run(rules: &Rules, px: i32, py: i32, dir: i32, steps: i32) -> Result<WalkerRun, Refused> {
    let on_sensor = |run| WalkerRun {
        run,
        on_sensor: true,
    };
    // Against a wall: tried where the feet lie on a tile edge (walls
    // beside flat ground), not for every walker on a slope; after a flat
    // run's test for a move of one run (most walkers cross flat tops; a
    // flat run can't pass at a wall), before a long run's.
    if !fits_one_run(rules, steps, true) {
        if let Some(stop) = wall_ahead(rules, px, py, dir) {
            return Ok(on_sensor(stop));
        }
        return match walk_whole(rules, px, py, dir, steps) {
            Some(run) => Ok(WalkerRun {
                run,
                on_sensor: false,
            }),
            None => Err(Refused::RUN),
        };
    }
    if dir == 0 {
        // Supported (the standing test, its two halves told apart: the
        // sensor column's support names the ground's tile at once).
        let on_sensor = rules.sensor_supported(px, py);
        return match on_sensor || rules.supported_off_sensor(px, py) {
            true => Ok(WalkerRun {
                run: Run::level(px, py),
                on_sensor,
            }),
            false => Err(Refused::NOTHING),
        };
    }
    if flat_run(rules, px, py, dir, steps, true) {
        return Ok(on_sensor(Run::level(px + dir * steps, py)));
    }
    if let Some(stop) = wall_ahead(rules, px, py, dir) {
        return Ok(on_sensor(stop));
    }
    walk_run(rules, px, py, dir, steps)
        .map(on_sensor)
        .ok_or(Refused::RUN)
}

/// [`wall_stop`] where the feet lie on a tile edge.
#[inline(always)]
fn wall_ahead(rules: &Rules, px: i32, py: i32, dir: i32) -> Option<Run> {
    if feet_on_tile_edge(rules, py) {
        wall_stop(rules, px, py, dir)
    } else {
        None
    }
}
