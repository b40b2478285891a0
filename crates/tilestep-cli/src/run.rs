//! Running a scenario frame by frame, feeding each body-step to the
//! invariant checker and to the sinks (trace, picture recorder).
//!
//! Each frame `f = 1..=frames`, for each body in file order:
//!
//! 1. Find the current input phase (phases run in order, each `frames`
//!    long; the last one holds to the end). On the phase's first frame, if
//!    `flip_gravity`, reverse gravity (the signed acceleration and the body's
//!    gravity direction).
//! 2. If the phase has `vx`: `vel.x = vx`; else `vel.x += ax` (default 0).
//! 3. Gravity: `vel.y += g` (signed); then cap the speed along gravity at
//!    `max_fall` (gravity down: `vel.y = min(vel.y, max_fall)`; up:
//!    `vel.y = max(vel.y, -max_fall)`; none: no cap).
//! 4. On the phase's first frame, if `jump` is set and the body stands (as
//!    the previous step left it, or at the start): `vel.y = -jump` along
//!    gravity's sign (`body.gravity.sign()`).
//! 5. `map.step(&mut body, StepInput { drop })`.
//!
//! Before frame 1 each body's `standing` is set from `map.stands(&body)`, so a
//! jump on frame 1 works and frame 0 of the trace shows it.

use crate::check::{check_step, Failure, StepFacts};
use crate::error::CliError;
use crate::scenario::{BodySpec, Phase, Scenario};
use crate::solid::SolidField;
use tilestep::{Body, Contacts, Gravity, StepInput, Subpx};

/// How many failures are kept in full (the rest are only counted).
pub const MAX_KEPT_FAILURES: usize = 1000;

/// Something that wants every body's state after every step (frame 0 = start).
pub trait Sink {
    /// Called for frame 0 (start, empty contacts) and after each step, in
    /// frame order then body order.
    fn row(
        &mut self,
        frame: u32,
        body: usize,
        state: &Body,
        contacts: &Contacts,
    ) -> Result<(), CliError>;
}

/// What a run produced.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Each body's final state.
    pub bodies: Vec<Body>,
    /// Each body's contacts of the last step (empty when no frame ran).
    pub last: Vec<Contacts>,
    /// The first failures (at most [`MAX_KEPT_FAILURES`]).
    pub failures: Vec<Failure>,
    /// All failures, counted.
    pub failure_count: u64,
    /// Body-steps checked.
    pub steps_checked: u64,
}

/// A body while it runs.
struct Live<'s> {
    spec: &'s BodySpec,
    body: Body,
    g: i32,
    /// Index of the current phase and the frame it began.
    phase: usize,
    phase_start: u32,
}

impl Live<'_> {
    /// The phase for frame `f` and whether `f` is its first frame.
    fn phase_for(&mut self, f: u32) -> Option<(&Phase, bool)> {
        let phases = &self.spec.phases;
        if phases.is_empty() {
            return None;
        }
        while self.phase + 1 < phases.len()
            && f >= self.phase_start.saturating_add(phases[self.phase].frames)
        {
            self.phase_start += phases[self.phase].frames;
            self.phase += 1;
        }
        Some((&phases[self.phase], f == self.phase_start))
    }

    /// Steps 1-4 of a frame: input, gravity, jump. Returns the drop request.
    fn apply_input(&mut self, f: u32) -> bool {
        let (phase, first) = match self.phase_for(f) {
            Some((p, first)) => (p.clone(), first),
            None => (Phase::default(), false),
        };
        let b = &mut self.body;
        if first && phase.flip_gravity {
            self.g = -self.g;
            b.gravity = b.gravity.flipped();
        }
        b.vel.x = match phase.vx {
            Some(vx) => Subpx(vx),
            None => Subpx(b.vel.x.0.saturating_add(phase.ax)),
        };
        let mut vy = b.vel.y.0.saturating_add(self.g);
        let cap = self.spec.max_fall;
        match b.gravity {
            Gravity::Down => vy = vy.min(cap),
            Gravity::Up => vy = vy.max(-cap),
            Gravity::None => {}
        }
        b.vel.y = Subpx(vy);
        if first && b.standing {
            if let Some(j) = phase.jump {
                b.vel.y = Subpx(-j * b.gravity.sign());
            }
        }
        phase.drop
    }
}

/// Runs `sc`, checking invariants over `field` and feeding `sinks`.
pub fn run(
    sc: &Scenario,
    field: &SolidField,
    sinks: &mut [&mut dyn Sink],
) -> Result<Outcome, CliError> {
    let map = &sc.map;
    let mut live: Vec<Live> = sc
        .bodies
        .iter()
        .map(|spec| {
            let mut body = spec.body;
            body.standing = map.stands(&body);
            Live {
                spec,
                body,
                g: spec.g,
                phase: 0,
                phase_start: 1,
            }
        })
        .collect();
    let mut last = vec![Contacts::default(); live.len()];
    for (i, l) in live.iter().enumerate() {
        for s in sinks.iter_mut() {
            s.row(0, i, &l.body, &last[i])?;
        }
    }
    let mut failures = Vec::new();
    let mut failure_count = 0u64;
    let mut steps_checked = 0u64;
    for f in 1..=sc.frames {
        for (i, l) in live.iter_mut().enumerate() {
            let drop = l.apply_input(f);
            let before = l.body;
            let c = map.step(&mut l.body, StepInput { drop });
            let facts = StepFacts {
                before,
                vel_in: before.vel,
                drop,
                after: l.body,
            };
            steps_checked += 1;
            for (invariant, message) in check_step(field, &facts) {
                failure_count += 1;
                if failures.len() < MAX_KEPT_FAILURES {
                    failures.push(Failure {
                        body: i,
                        frame: f,
                        invariant,
                        message,
                    });
                }
            }
            last[i] = c;
            for s in sinks.iter_mut() {
                s.row(f, i, &l.body, &c)?;
            }
        }
    }
    Ok(Outcome {
        bodies: live.iter().map(|l| l.body).collect(),
        last,
        failures,
        failure_count,
        steps_checked,
    })
}
