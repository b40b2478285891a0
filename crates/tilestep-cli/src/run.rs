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
//! Before frame 1 each body's `standing` is set from `map.stands(&body)` (or
//! its bottom resting on the top of a moving solid, or its top under the
//! bottom of one, along its gravity), so a jump on frame 1 works and frame 0
//! of the trace shows it.
//!
//! With moving solids (`[[solid]]`) and body options, a frame is:
//!
//! 1. **Solids move**, in file order: each heads for its next point
//!    ([`crate::motion`]) with `map.move_solid(&mut solids, i, delta,
//!    &mut bodies)`, which carries the bodies standing on it and pushes the
//!    bodies in its way (solid bodies included: they are bodies). A body it
//!    can't push is **squished**: the solid stops short, and the body's row
//!    for this frame gets the contact `squished` (so does the solid's). A
//!    squish is a report, not an invariant failure. Then each body whose
//!    core was clear before the solids moved must still be clear of the map
//!    and every full solid (invariant 1).
//! 2. **Bodies step**, in file order, each as in steps 1-5 above but with
//!    `map.step_among(&mut body, StepInput { drop }, &solids)`, where
//!    `solids` is every moving solid (where it now is) followed by every
//!    `solid = true` (or pushable) body other than this one, as
//!    `body.as_solid()` where that body is at that moment (bodies earlier in
//!    file order have already stepped this frame). A pushable body has no
//!    input phases: before its step `vel.x = 0`, unless a body's step since
//!    its own last step reported `wall_solid` equal to its entry: then
//!    `vel.x = ±push_speed`, the sign of that pusher's `vel.x` going into
//!    its step (the last such pusher in file order wins). So a pushable body
//!    later in file order than its pusher moves in the same frame, one
//!    earlier in the next. Gravity applies to it as to any body.
//! 3. **Rows**: the bodies' rows in file order, then the moving solids'.

use crate::error::CliError;
use crate::motion::{is_zero, Route};
use crate::scenario::{BodySpec, Phase, Scenario};
use tilestep::{Body, Contacts, Gravity, Solid, SolidKind, StepInput, SubPoint, Subpx};
use tilestep_check::check::{check_moved, check_step, Failure, StepFacts};
use tilestep_check::geom::{core_clear, Boxel};
use tilestep_check::moving::SolidBox;
use tilestep_check::solid::SolidField;

/// How many failures are kept in full (the rest are only counted).
pub const MAX_KEPT_FAILURES: usize = 1000;

/// Something that wants every body's and every moving solid's state after
/// every frame (frame 0 = start).
pub trait Sink {
    /// Called for frame 0 (start, empty contacts) and after each step, in
    /// frame order then body order. `squished`: a moving solid could not
    /// push the body this frame.
    fn row(
        &mut self,
        frame: u32,
        body: usize,
        state: &Body,
        contacts: &Contacts,
        squished: bool,
    ) -> Result<(), CliError>;

    /// Called for each moving solid after the bodies' rows of each frame
    /// (frame 0 too). `squished`: it could not push some body this frame.
    fn solid_row(
        &mut self,
        _frame: u32,
        _solid: usize,
        _state: &Solid,
        _squished: bool,
    ) -> Result<(), CliError> {
        Ok(())
    }
}

/// The squishes of one body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Squished {
    /// Frames it was squished on.
    pub frames: u64,
    /// The first such frame.
    pub first: u32,
    /// The last such frame.
    pub last: u32,
    /// The solids that squished it (indices, ascending).
    pub by: Vec<usize>,
}

/// What a run produced.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Each body's final state.
    pub bodies: Vec<Body>,
    /// Each body's contacts of the last step (empty when no frame ran).
    pub last: Vec<Contacts>,
    /// Each moving solid's final state.
    pub solids: Vec<Solid>,
    /// Each body's squishes.
    pub squished: Vec<Squished>,
    /// The first failures (at most [`MAX_KEPT_FAILURES`]).
    pub failures: Vec<Failure>,
    /// All failures, counted.
    pub failure_count: u64,
    /// Body-steps checked.
    pub steps_checked: u64,
}

/// A body's script while it runs.
struct Live<'s> {
    spec: &'s BodySpec,
    g: i32,
    /// Index of the current phase and the frame it began.
    phase: usize,
    phase_start: u32,
    /// The push waiting for its next step, subpixels/frame.
    push: Option<i32>,
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

    /// Steps 1-4 of a frame: input (or the push), gravity, jump. Returns
    /// the drop request.
    fn apply_input(&mut self, f: u32, b: &mut Body) -> bool {
        let (phase, first) = match self.phase_for(f) {
            Some((p, first)) => (p.clone(), first),
            None => (Phase::default(), false),
        };
        if first && phase.flip_gravity {
            self.g = -self.g;
            b.gravity = b.gravity.flipped();
        }
        b.vel.x = match phase.vx {
            Some(vx) => Subpx(vx),
            None => Subpx(b.vel.x.0.saturating_add(phase.ax)),
        };
        if self.spec.pushable {
            b.vel.x = Subpx(self.push.take().unwrap_or(0));
        }
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

fn boxel(b: &Body) -> Boxel {
    Boxel::of(b.pos.x.0, b.pos.y.0, b.size.w.0, b.size.h.0)
}

/// The body rests on a moving solid along its gravity: its bottom on the
/// top of a full or `one_way` solid, or (gravity up) its top under the
/// bottom of a full or `one_way_under` one, over one of its columns.
fn rests_on(b: &Body, solids: &[Solid]) -> bool {
    let g = b.gravity.sign();
    let r = b.rect();
    solids.iter().any(|s| {
        let q = s.rect();
        let spans = q.left.0 < r.right.0 && r.left.0 < q.right.0;
        spans
            && s.active
            && match (s.kind, g) {
                (SolidKind::Solid | SolidKind::OneWayTop, 1) => q.top.0 == r.bottom.0,
                (SolidKind::Solid | SolidKind::OneWayBottom, -1) => q.bottom.0 == r.top.0,
                _ => false,
            }
    })
}

/// Failures found so far.
struct Judge {
    failures: Vec<Failure>,
    count: u64,
}

impl Judge {
    fn add(&mut self, body: usize, frame: u32, found: Vec<(u8, String)>) {
        for (invariant, message) in found {
            self.count += 1;
            if self.failures.len() < MAX_KEPT_FAILURES {
                self.failures.push(Failure {
                    body,
                    frame,
                    invariant,
                    message,
                });
            }
        }
    }
}

/// Runs `sc`, checking invariants over `field` (with the moving solids
/// added where they are for each body-step; removed again at the end) and
/// feeding `sinks`.
pub fn run(
    sc: &Scenario,
    field: &mut SolidField,
    sinks: &mut [&mut dyn Sink],
) -> Result<Outcome, CliError> {
    let map = &sc.map;
    let mut solids: Vec<Solid> = sc.solids.iter().map(|s| s.solid).collect();
    let mut routes: Vec<Route> = sc.solids.iter().map(Route::new).collect();
    let ns = solids.len();
    let mut bodies: Vec<Body> = sc
        .bodies
        .iter()
        .map(|spec| {
            let mut body = spec.body;
            body.standing = map.stands(&body) || rests_on(&body, &solids);
            body
        })
        .collect();
    let mut live: Vec<Live> = sc
        .bodies
        .iter()
        .map(|spec| Live {
            spec,
            g: spec.g,
            phase: 0,
            phase_start: 1,
            push: None,
        })
        .collect();
    let solid_bodies: Vec<usize> = (0..bodies.len()).filter(|&k| sc.bodies[k].solid).collect();
    let nb = bodies.len();
    let mut last = vec![Contacts::default(); nb];
    let mut squished = vec![Squished::default(); nb];
    let mut body_squished = vec![false; nb];
    let mut solid_squished = vec![false; ns];
    for (i, b) in bodies.iter().enumerate() {
        for s in sinks.iter_mut() {
            s.row(0, i, b, &last[i], false)?;
        }
    }
    for (i, sd) in solids.iter().enumerate() {
        for s in sinks.iter_mut() {
            s.solid_row(0, i, sd, false)?;
        }
    }
    let mut judge = Judge {
        failures: Vec::new(),
        count: 0,
    };
    let mut steps_checked = 0u64;
    // The solids each body steps among: the moving ones, then solid bodies.
    let mut among: Vec<Solid> = Vec::with_capacity(ns + solid_bodies.len());
    let mut owners: Vec<usize> = Vec::with_capacity(solid_bodies.len());
    let mut clear = vec![true; nb];
    for f in 1..=sc.frames {
        // 1. The moving solids move.
        body_squished.iter_mut().for_each(|s| *s = false);
        solid_squished.iter_mut().for_each(|s| *s = false);
        if ns > 0 {
            field.set_boxes(solids.iter().filter_map(SolidBox::of));
            for (c, b) in clear.iter_mut().zip(&bodies) {
                *c = core_clear(field, boxel(b));
            }
            for (i, spec) in sc.solids.iter().enumerate() {
                let d = routes[i].delta(spec, f, solids[i].pos);
                if is_zero(d) {
                    solids[i].vel = SubPoint::default();
                } else {
                    let r = map.move_solid(&mut solids, i, d, &mut bodies);
                    for sq in &r.squished {
                        solid_squished[i] = true;
                        let j = sq.body;
                        if !body_squished[j] {
                            body_squished[j] = true;
                            let q = &mut squished[j];
                            q.frames += 1;
                            if q.frames == 1 {
                                q.first = f;
                            }
                            q.last = f;
                        }
                        if let Err(k) = squished[j].by.binary_search(&i) {
                            squished[j].by.insert(k, i);
                        }
                    }
                }
                routes[i].after(spec, solids[i].pos);
            }
            field.set_boxes(solids.iter().filter_map(SolidBox::of));
            for (j, b) in bodies.iter().enumerate() {
                judge.add(j, f, check_moved(field, clear[j], b));
            }
        }
        // 2. The bodies step.
        for j in 0..nb {
            let drop = live[j].apply_input(f, &mut bodies[j]);
            among.clear();
            owners.clear();
            among.extend_from_slice(&solids);
            for &k in solid_bodies.iter().filter(|&&k| k != j) {
                among.push(bodies[k].as_solid());
                owners.push(k);
            }
            let before = bodies[j];
            let c = if among.is_empty() {
                if !field.boxes().is_empty() {
                    field.set_boxes([]);
                }
                map.step(&mut bodies[j], StepInput { drop })
            } else {
                field.set_boxes(among.iter().filter_map(SolidBox::of));
                map.step_among(&mut bodies[j], StepInput { drop }, &among)
            };
            if let Some(k) = c.wall_solid.and_then(|w| w.checked_sub(ns)) {
                let k = owners[k];
                let dir = before.vel.x.0.signum();
                if sc.bodies[k].pushable && dir != 0 {
                    live[k].push = Some(dir * sc.bodies[k].push_speed);
                }
            }
            // `inherit`: a body leaving the ground gets the carry added to
            // its velocity after the step's movement; the flush-stop check
            // judges the step's own velocity, so take the carry back out.
            let mut after = bodies[j];
            if before.inherit && before.standing && !after.standing {
                after.vel.x -= before.carried.x;
                after.vel.y -= before.carried.y;
            }
            let facts = StepFacts {
                before,
                vel_in: before.vel,
                drop,
                after,
            };
            steps_checked += 1;
            judge.add(j, f, check_step(field, &facts));
            last[j] = c;
            for s in sinks.iter_mut() {
                s.row(f, j, &bodies[j], &c, body_squished[j])?;
            }
        }
        // 3. The moving solids' rows.
        for (i, sd) in solids.iter().enumerate() {
            for s in sinks.iter_mut() {
                s.solid_row(f, i, sd, solid_squished[i])?;
            }
        }
    }
    field.set_boxes([]);
    Ok(Outcome {
        bodies,
        last,
        solids,
        squished,
        failures: judge.failures,
        failure_count: judge.count,
        steps_checked,
    })
}
