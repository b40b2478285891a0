//! A scenario run frame by frame ([`tilestep_scenario::world::World`],
//! where the frame order is documented) under the judge: every stage of
//! every frame (the moving solids' moves, each body-step, the bodies
//! against the solid bodies) checked, and each body-step fed to the sinks
//! (trace, picture recorder). What `tilestep sim` runs, and what the
//! property tests of whole scenarios (controllers, pushable stones, moving
//! solids) judge.

use crate::check::{check_bodies, check_moved, check_step, Failure, StepFacts};
use crate::geom::{core_clear, Boxel};
use crate::moving::SolidBox;
use crate::solid::SolidField;
use std::sync::Arc;
use tilestep::{Body, Contacts, MovingSolid};
use tilestep_scenario::error::InputError;
use tilestep_scenario::scenario::Scenario;
use tilestep_scenario::sink::Sink;
use tilestep_scenario::world::{Watch, World};

/// How many failures are kept in full (the rest are only counted).
pub const MAX_KEPT_FAILURES: usize = 1000;

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
    pub solids: Vec<MovingSolid>,
    /// Each body's squishes.
    pub squished: Vec<Squished>,
    /// The first failures (at most [`MAX_KEPT_FAILURES`]).
    pub failures: Vec<Failure>,
    /// All failures, counted.
    pub failure_count: u64,
    /// Body-steps checked.
    pub steps_checked: u64,
}

/// The independent judge, watching every stage of every frame.
struct Judge<'f> {
    field: &'f mut SolidField,
    clear: Vec<bool>,
    squished: Vec<Squished>,
    failures: Vec<Failure>,
    count: u64,
    steps_checked: u64,
    /// Some body is solid (otherwise invariant 7 between bodies holds trivially).
    any_solid_body: bool,
    /// Which bodies are pushable.
    pushable: Vec<bool>,
    /// The body-step just judged: body, before and after, for the push
    /// rule the frame applies after it.
    last_step: Option<(usize, Body, Body)>,
}

impl Judge<'_> {
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

impl Judge<'_> {
    /// Invariant 7 between bodies ([`check_bodies`]).
    fn bodies_apart(&mut self, frame: u32, bodies: &[Body], only: Option<usize>) {
        if !self.any_solid_body {
            return;
        }
        for (j, invariant, message) in check_bodies(bodies, only) {
            self.add(j, frame, vec![(invariant, message)]);
        }
    }
}

impl Watch for Judge<'_> {
    fn solids_moving(&mut self, bodies: &[Body], solids: &[MovingSolid]) {
        self.field.set_boxes(solids.iter().filter_map(SolidBox::of));
        for (c, b) in self.clear.iter_mut().zip(bodies) {
            *c = core_clear(self.field, Boxel::of_body(b));
        }
    }

    fn squish(&mut self, _frame: u32, solid: usize, body: usize) {
        let by = &mut self.squished[body].by;
        if let Err(k) = by.binary_search(&solid) {
            by.insert(k, solid);
        }
    }

    fn solids_moved(&mut self, frame: u32, bodies: &[Body], solids: &[MovingSolid]) {
        self.field.set_boxes(solids.iter().filter_map(SolidBox::of));
        for (j, b) in bodies.iter().enumerate() {
            let found = check_moved(self.field, self.clear[j], b);
            self.add(j, frame, found);
        }
        self.bodies_apart(frame, bodies, None);
    }

    fn body_stepping(&mut self, _j: usize, among: &[MovingSolid]) {
        if among.is_empty() {
            if !self.field.boxes().is_empty() {
                self.field.set_boxes([]);
            }
        } else {
            self.field.set_boxes(among.iter().filter_map(SolidBox::of));
        }
    }

    fn bodies_after_step(&mut self, frame: u32, j: usize, bodies: &[Body]) {
        self.bodies_apart(frame, bodies, Some(j));
        if let Some((k, before, after)) = self.last_step.take() {
            if k == j {
                self.push_rule(frame, j, &before, &after, bodies);
            }
        }
    }

    fn body_stepped(&mut self, frame: u32, j: usize, before: &Body, drop: bool, after: &Body) {
        // `inherit`: a body leaving the ground gets the carry added to its
        // velocity after the step's movement; the flush-stop check judges
        // the step's own velocity, so take the carry back out.
        self.last_step = Some((j, *before, *after));
        let mut after = *after;
        if before.inherit && before.standing && !after.standing {
            after.vel.x -= before.carried.x;
            after.vel.y -= before.carried.y;
        }
        let facts = StepFacts {
            before: *before,
            vel_in: before.vel,
            drop,
            after,
        };
        self.steps_checked += 1;
        let found = check_step(self.field, &facts);
        self.add(j, frame, found);
    }
}

impl Judge<'_> {
    /// The frame's push rule (`docs/scenarios.md`): a body whose velocity
    /// the frame changed after its step was stopped (its `vel.x` zeroed)
    /// against a pushable body on the side it moved to (its box moved one
    /// more pixel that way would overlap that body's box, flush or a corner
    /// of its core against the box, in a row the box crossed during the
    /// step: the sideways stop may come before a vertical move), and got
    /// back exactly the `vel.x` it stepped with.
    fn push_rule(&mut self, frame: u32, j: usize, before: &Body, after: &Body, bodies: &[Body]) {
        let now = bodies[j].vel.x;
        if now == after.vel.x {
            return;
        }
        let dir = before.vel.x.0.signum();
        let a = after.rect();
        let b = before.rect();
        let (top, bottom) = (a.top.0.min(b.top.0), a.bottom.0.max(b.bottom.0));
        let beside = |o: &Body| {
            let r = o.rect();
            let rows = top < r.bottom.0 && r.top.0 < bottom;
            let (left, right) = (a.left.0 + dir, a.right.0 + dir);
            let cols = left < r.right.0 && r.left.0 < right;
            let ahead = if dir > 0 {
                a.right.0 <= r.right.0
            } else {
                a.left.0 >= r.left.0
            };
            rows && cols && ahead
        };
        let pushing = bodies
            .iter()
            .enumerate()
            .any(|(k, o)| k != j && self.pushable.get(k) == Some(&true) && beside(o));
        if after.vel.x.0 != 0 || now != before.vel.x || !pushing {
            let message = format!(
                "push rule: vel.x set to {} after a step from {} that ended at {} (rows {}..{}), not against a pushable body it moved toward",
                now.0, before.vel.x.0, after.vel.x.0, a.top.0, a.bottom.0
            );
            self.add(j, frame, vec![(5, message)]);
        }
    }
}

/// Runs `sc`, checking invariants over `field` (with the moving solids
/// added where they are for each body-step; removed again at the end) and
/// feeding `sinks`.
pub fn run(
    sc: &Arc<Scenario>,
    field: &mut SolidField,
    sinks: &mut [&mut dyn Sink],
) -> Result<Outcome, InputError> {
    let mut world = World::new(Arc::clone(sc));
    let nb = sc.bodies.len();
    let emit = |w: &World, sinks: &mut [&mut dyn Sink]| -> Result<(), InputError> {
        let f = w.frame();
        for (i, b) in w.bodies().iter().enumerate() {
            for s in sinks.iter_mut() {
                s.row(f, i, b, &w.contacts()[i], w.squished(i))?;
            }
        }
        for (i, sd) in w.solids().iter().enumerate() {
            for s in sinks.iter_mut() {
                s.solid_row(f, i, sd, w.solid_squished(i))?;
            }
        }
        Ok(())
    };
    emit(&world, sinks)?;
    let mut judge = Judge {
        field,
        clear: vec![true; nb],
        squished: vec![Squished::default(); nb],
        failures: Vec::new(),
        count: 0,
        steps_checked: 0,
        any_solid_body: sc.bodies.iter().any(|b| b.solid),
        pushable: sc.bodies.iter().map(|b| b.pushable).collect(),
        last_step: None,
    };
    for _ in 0..sc.frames {
        world.step_watched(&[], &mut judge);
        let f = world.frame();
        for (j, q) in judge.squished.iter_mut().enumerate() {
            if world.squished(j) {
                q.frames += 1;
                if q.frames == 1 {
                    q.first = f;
                }
                q.last = f;
            }
        }
        emit(&world, sinks)?;
    }
    judge.field.set_boxes([]);
    Ok(Outcome {
        bodies: world.bodies().to_vec(),
        last: world.contacts().to_vec(),
        solids: world.solids().to_vec(),
        squished: judge.squished,
        failures: judge.failures,
        failure_count: judge.count,
        steps_checked: judge.steps_checked,
    })
}
