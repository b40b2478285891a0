//! The step's horizontal phase: all at once when nothing is in the way,
//! else by runs (stretches the rules would take pixel for pixel, done at
//! once) and pixel by pixel by the walking or the air rules near what a
//! run can't cross, stopping flush at a wall.

use super::start::Start;
use crate::body::Body;
use crate::body::BoxPx;
use crate::rules::{PixelMove, Rules, WallStop};
use crate::shortcuts::{air_run_clear, air_skim, chunk, fits_one_run, flat_run, walk_run, Run};
use crate::units::{Px, PxRect, Subpx};

/// What the horizontal phase did.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Horizontal {
    /// Where the box ended: sensor column and bottom row (exclusive), px.
    pub px: i32,
    pub py: i32,
    /// Still a walker at the end (it did not lose its support).
    pub walker: bool,
    /// The wall that stopped it, if one did ([`WallStop::NONE`] if not):
    /// the box one pixel further on, which a solid pixel blocked, has the
    /// tiles it would have entered reported.
    pub wall: WallStop,
    /// Every pixel the box covered on the way, start and end included.
    pub swept: PxRect,
}

/// Moves the body horizontally: all the way at once when nothing is in the
/// way (free flight, or a clear run on flat tile tops), else by runs of at
/// most `RUN_CHUNK` pixels and one pixel at a time by the walking or the
/// air rules where a run is refused, stopping flush at a wall. Writes
/// `body.pos` (x, and y by the height walked) and clears `vel.x` on a stop.
/// Without `SHORTCUTS`, every pixel goes by the rules.
/// With `run_refused` (the walk step refused this walker's move of one
/// run), a walker's move goes straight to the rules: its flat run and
/// walk run, pure functions of the same place and move, would be refused
/// again.
#[inline(always)]
pub(crate) fn horizontal<const SHORTCUTS: bool>(
    rules: &Rules,
    body: &mut Body,
    b0: BoxPx,
    start: Start,
    run_refused: bool,
) -> Horizontal {
    let vx = body.vel.x;
    let dir = vx.signum();
    let target = body.pos.x + vx;
    let steps = (target.floor_px().0 - b0.px).abs();
    let from = Walked {
        px: b0.px,
        py: b0.py,
        ymin: b0.py,
        ymax: b0.py,
        walker: start.walker,
        blocked: false,
    };
    let w = if dir == 0 {
        from
    } else if SHORTCUTS {
        with_shortcuts(rules, body, from, dir, steps, start.flight, run_refused)
    } else {
        // The rules alone: every pixel, no run.
        by_runs_and_rules(rules, from, dir, steps, body.vel.y.signum(), steps + 1)
    };
    let (px, py) = (w.px, w.py);
    let end = rules.bx(px, py);
    body.pos.y += Px(py - b0.py).to_subpx();
    if w.blocked {
        body.vel.x = Subpx::ZERO;
        body.pos.x = Px(px).to_subpx();
    } else {
        body.pos.x = target;
    }
    Horizontal {
        px,
        py,
        walker: w.walker,
        wall: match w.blocked {
            true => WallStop { dir, px, py },
            false => WallStop::NONE,
        },
        swept: b0.swept_to(end, w.ymin, w.ymax),
    }
}

/// `steps` pixels by `dir` (not 0) from where `w` is, and the probe, taking
/// a shortcut where one gives what the rules would: all at once in free
/// `flight` or across flat tile tops, in one run, or by runs and the rules
/// ([`by_runs_and_rules`]).
#[inline(always)]
fn with_shortcuts(
    rules: &Rules,
    body: &Body,
    w: Walked,
    dir: i32,
    steps: i32,
    flight: bool,
    run_refused: bool,
) -> Walked {
    // Whether the move fits one run, and whether its runs are worth
    // trying (the walk step tried a walker's and they were refused).
    let one_run = || fits_one_run(rules, steps, w.walker);
    let retry = !(run_refused && w.walker);
    debug_assert!(
        retry
            || !flat_run(rules, w.px, w.py, dir, steps, true)
                && (!one_run() || walk_run(rules, w.px, w.py, dir, steps).is_none()),
        "a refused run at ({}, {}) by {dir} for {steps} px would pass",
        w.px,
        w.py
    );
    if flight || retry && flat_run(rules, w.px, w.py, dir, steps, w.walker) {
        return Walked {
            px: w.px + dir * steps,
            ..w
        };
    }
    if let Some(r) = (retry && one_run())
        .then(|| run(rules, &w, dir, steps))
        .flatten()
    {
        // One run: most walks (or a walker pushing against a wall).
        return Walked {
            px: r.px,
            py: r.py,
            ymin: r.ymin,
            ymax: r.ymax,
            blocked: r.stopped,
            ..w
        };
    }
    // A long move goes by runs of `chunk` pixels from the start; a short
    // one was just refused its run.
    let first_run = if steps > chunk(rules, w.walker) {
        0
    } else {
        steps + 1
    };
    by_runs_and_rules(rules, w, dir, steps, body.vel.y.signum(), first_run)
}

/// Where the horizontal move left the box.
#[derive(Clone, Copy, Debug)]
struct Walked {
    /// Sensor column and bottom row (exclusive), px.
    px: i32,
    py: i32,
    /// The lowest and highest bottom rows on the way, the start's included.
    ymin: i32,
    ymax: i32,
    /// Still a walker (it did not lose its support).
    walker: bool,
    /// A wall stopped it.
    blocked: bool,
}

impl Walked {
    /// Takes the pixels of `run`, which was not stopped.
    #[inline(always)]
    fn take_run(&mut self, run: Run) {
        (self.px, self.py) = (run.px, run.py);
        (self.ymin, self.ymax) = (self.ymin.min(run.ymin), self.ymax.max(run.ymax));
    }

    /// Takes one pixel by `dir` as the rules moved it; false when it was
    /// blocked (and the wall stopped it).
    #[inline(always)]
    fn take_pixel(&mut self, moved: PixelMove, dir: i32) -> bool {
        match moved {
            PixelMove::Blocked => {
                self.blocked = true;
                return false;
            }
            PixelMove::Moved(ny) => (self.px, self.py) = (self.px + dir, ny),
            PixelMove::Lost(ny) => {
                (self.px, self.py) = (self.px + dir, ny);
                self.walker = false;
            }
        }
        (self.ymin, self.ymax) = (self.ymin.min(self.py), self.ymax.max(self.py));
        true
    }
}

/// `steps` pixels by `dir` from where `from` is, and the probe: by runs
/// from pixel `first_run` on where they apply (in the air, a refused run
/// may still skim the ground, [`air_skim`]), else one pixel at a
/// time by the walking (a walker) or the air rules, stopping at a wall.
/// Out of the common path: most moves are one run or free.
#[inline(never)]
fn by_runs_and_rules(
    rules: &Rules,
    from: Walked,
    dir: i32,
    steps: i32,
    vy_sign: i32,
    first_run: i32,
) -> Walked {
    let mut w = from;
    // The map's core at `(px, py)` is known clear: after the air rule's
    // pixels and clear air runs, so the next air pixel reads less.
    let mut here_clear = false;
    let mut i = 0;
    // Where the next run is tried: each run covers at most `chunk` pixels;
    // after a refused one, that many pixels go by the rules.
    let mut next_run = first_run;
    while i <= steps {
        if i == next_run {
            let n = (steps - i).min(chunk(rules, w.walker));
            if let Some(run) = run_or_skim(rules, &w, dir, n, steps - i) {
                if run.stopped {
                    w.blocked = true;
                    break;
                }
                // The same pixels as the rules, at once; a run that reaches
                // `steps` has also probed.
                i += (run.px - w.px).abs();
                w.take_run(run);
                here_clear = !w.walker;
                next_run = i;
                if i == steps {
                    break;
                }
                continue;
            }
            next_run = i + n.max(1);
        }
        // The last iteration only probes: one more pixel blocked = touching.
        if i == steps {
            w.blocked = rules.blocked_ahead(w.px, w.py, dir, w.walker, vy_sign, here_clear);
            break;
        }
        let moved = if w.walker {
            rules.walk(w.px, w.py, dir)
        } else {
            rules.air(w.px, w.py, dir, vy_sign, here_clear)
        };
        here_clear = !w.walker;
        if !w.take_pixel(moved, dir) {
            break;
        }
        i += 1;
    }
    w
}

/// One run of at most `n` pixels by `dir` from where `w` is; in the air, a
/// refused run may still skim the ground for up to `rest` pixels.
#[inline(always)]
fn run_or_skim(rules: &Rules, w: &Walked, dir: i32, n: i32, rest: i32) -> Option<Run> {
    run(rules, w, dir, n).or_else(|| {
        (!w.walker)
            .then(|| air_skim(rules, w.px, w.py, dir, rest))
            .flatten()
    })
}

/// `steps` pixels (`0..=RUN_CHUNK`) by `dir` from where `w` is, plus the
/// probe, at once when a run gives exactly what the rules would: a
/// walker's walk run, or an airborne box's clear air run at its height.
#[inline(always)]
fn run(rules: &Rules, w: &Walked, dir: i32, steps: i32) -> Option<Run> {
    if w.walker {
        walk_run(rules, w.px, w.py, dir, steps)
    } else {
        air_run_clear(rules, w.px, w.py, dir, steps).then_some(Run::level(w.px + dir * steps, w.py))
    }
}
