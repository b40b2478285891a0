//! Checking a plan by simulation: its steps carried out from the body's
//! state, frame by frame, exactly as the follower will. What passes is
//! kept, so that after a failure the search goes on from where the checked
//! steps left the body instead of from the start.

use alloc::vec::Vec;

use tilestep::{Behaviours, TileMap};

use crate::exec::{Exec, ExecStep};
use crate::graph::NavGraph;
use crate::index::PlaceRef;
use crate::plan::{Plan, PlanStep};
use crate::script::{push_frame, push_frames, ButtonRun};
use crate::search::{Draft, NO_EDGE};
use crate::sim::BodyState;

/// The checked part of a plan: its steps and scripts, the buttons that
/// carried them out, and the state they left the body in.
pub(crate) struct Verified {
    pub state: BodyState,
    pub frames: u32,
    steps: Vec<PlanStep>,
    scripts: Vec<ButtonRun>,
    buttons: Vec<ButtonRun>,
    target: PlaceRef,
}

impl Verified {
    /// Nothing checked yet: the body in `from`.
    pub fn new(from: BodyState, target: PlaceRef) -> Verified {
        Verified {
            state: from,
            frames: 0,
            steps: Vec::new(),
            scripts: Vec::new(),
            buttons: Vec::new(),
            target,
        }
    }

    /// Carries `draft` out from the checked state. The whole plan when it
    /// gets to the target; else the edge to set aside, with the steps
    /// before it kept as checked.
    pub fn check(
        &mut self,
        g: &NavGraph,
        map: &TileMap,
        beh: &Behaviours,
        draft: Draft,
    ) -> Result<Plan, u32> {
        let mut plan = Plan {
            steps: draft.steps,
            scripts: draft.scripts,
            buttons: Vec::new(),
            frames: 0,
            end: self.state.body.pos,
            target: self.target,
        };
        let mut s = self.state;
        let mut exec = Exec::default();
        // The state and frame count at the start of each step.
        let mut starts: Vec<(BodyState, u32)> = Vec::with_capacity(plan.steps.len());
        loop {
            let (before, frames) = (s, plan.frames);
            let next = exec.next(&plan, g, &s);
            // The steps begun in this call (ended ones take no frame) began
            // from the state before it.
            while starts.len() <= exec.step as usize && starts.len() < plan.steps.len() {
                starts.push((before, frames));
            }
            match next {
                ExecStep::Press(b) => {
                    push_frame(&mut plan.buttons, b);
                    s.frame(&g.body.config, map, beh, b);
                    plan.frames += 1;
                }
                ExecStep::Done => {
                    plan.end = s.body.pos;
                    return Ok(self.join(plan));
                }
                ExecStep::Failed { step, in_lead } => {
                    let at = blame(&plan.steps, step as usize, in_lead);
                    let edge = plan.steps[at].edge;
                    if edge != NO_EDGE {
                        let (state, frames) = starts[at];
                        self.keep(&plan, at, state, frames);
                    }
                    return Err(edge);
                }
            }
        }
    }

    /// Keeps `plan`'s first `steps` steps, which took `frames` frames and
    /// left the body in `state`.
    fn keep(&mut self, plan: &Plan, steps: usize, state: BodyState, frames: u32) {
        for step in &plan.steps[..steps] {
            self.push_step(step, plan.script(step));
        }
        let mut left = frames;
        for r in &plan.buttons {
            if left == 0 {
                break;
            }
            let n = u32::from(r.frames).min(left);
            push_frames(&mut self.buttons, r.buttons, n);
            left -= n;
        }
        self.frames += frames;
        self.state = state;
    }

    fn push_step(&mut self, step: &PlanStep, script: &[ButtonRun]) {
        let mut step = *step;
        step.first_run = self.scripts.len() as u32;
        self.scripts.extend_from_slice(script);
        self.steps.push(step);
    }

    /// The checked part followed by `tail`.
    fn join(&mut self, tail: Plan) -> Plan {
        if self.steps.is_empty() {
            return tail;
        }
        for step in &tail.steps {
            self.push_step(step, tail.script(step));
        }
        for r in &tail.buttons {
            push_frames(&mut self.buttons, r.buttons, u32::from(r.frames));
        }
        Plan {
            steps: core::mem::take(&mut self.steps),
            scripts: core::mem::take(&mut self.scripts),
            buttons: core::mem::take(&mut self.buttons),
            frames: self.frames + tail.frames,
            end: tail.end,
            target: tail.target,
        }
    }
}

/// The step to blame when step `failed` failed: a walk fails because of
/// the state the step before left the body in (landing too fast, too near
/// a segment's end to stop), so that step is blamed; a script that lands
/// elsewhere is its own edge's fault.
fn blame(steps: &[PlanStep], failed: usize, in_lead: bool) -> usize {
    match failed.checked_sub(1) {
        Some(before) if in_lead && steps[before].edge != NO_EDGE => before,
        _ => failed,
    }
}
