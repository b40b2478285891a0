//! Checking a plan by simulation: its steps carried out from the body's
//! state, frame by frame, exactly as the follower will. What passes is
//! kept, so that after a failure the search goes on from where the checked
//! steps left the body instead of from the start. A check may stop at the
//! first step that begins some frames in: the plan is then the steps
//! before it, and the body plans again when it gets there.

use alloc::vec::Vec;

use tilestep::{Behaviours, TileMap};

use crate::estimate::estimate_steps;
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
    kept: Draft,
    buttons: Vec<ButtonRun>,
    target: PlaceRef,
}

impl Verified {
    /// Nothing checked yet: the body in `from`.
    pub fn new(from: BodyState, target: PlaceRef) -> Verified {
        Verified {
            state: from,
            frames: 0,
            kept: Draft::default(),
            buttons: Vec::new(),
            target,
        }
    }

    /// Carries `draft` out from the checked state. The whole plan when it
    /// gets to the target, or its steps before the first that begins at
    /// least `ahead` frames in (counted from the body's start, at least
    /// 1); else the edge to set aside, with the steps before it kept as
    /// checked.
    ///
    /// A walk that fails is the step before's fault ([`blame`]), so a plan
    /// cut before step `k` is returned only once step `k`'s walk has
    /// passed too: the rest then starts where no failure can be blamed on
    /// a step already taken.
    pub fn check(
        &mut self,
        g: &NavGraph,
        map: &TileMap,
        beh: &Behaviours,
        draft: Draft,
        ahead: u32,
    ) -> Result<Plan, u32> {
        let mut plan = Plan {
            steps: draft.steps,
            rest: Vec::new(),
            scripts: draft.scripts,
            buttons: Vec::new(),
            frames: 0,
            end: self.state.body.pos,
            target: self.target,
            complete: true,
            frames_left: 0,
        };
        let ahead = ahead.max(1).saturating_sub(self.frames);
        let mut s = self.state;
        let mut exec = Exec::default();
        // The state and frame count at the start of each step.
        let mut starts: Vec<(BodyState, u32)> = Vec::with_capacity(plan.steps.len());
        // The step the plan is cut before, once its walk passes.
        let mut cut_at = None;
        loop {
            let frames = plan.frames;
            let next = exec.next(&plan, g, &s);
            // The steps begun in this call (ended ones take no frame) began
            // from the state it read, `s` until the frame below.
            while starts.len() <= exec.step as usize && starts.len() < plan.steps.len() {
                if frames >= ahead && !starts.is_empty() && cut_at.is_none() {
                    cut_at = Some(starts.len());
                }
                starts.push((s, frames));
            }
            if let (Some(k), ExecStep::Press(_)) = (cut_at, next) {
                if exec.step as usize > k || exec.in_script {
                    let (state, frames) = starts[k];
                    return Ok(self.cut(g, plan, k, state, frames));
                }
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
            self.kept.push(step, plan.script(step));
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

    /// The checked part and `plan`'s first `steps` steps (which took
    /// `frames` frames and left the body in `state`) as a plan that stops
    /// there, on the way to the target.
    fn cut(
        &mut self,
        g: &NavGraph,
        plan: Plan,
        steps: usize,
        state: BodyState,
        frames: u32,
    ) -> Plan {
        self.keep(&plan, steps, state, frames);
        let rest = &plan.steps[steps..];
        let frames_left = estimate_steps(g, rest, state.body.sensor_x().0);
        let checked = core::mem::take(&mut self.kept.steps);
        for step in rest {
            self.kept.push(step, plan.script(step));
        }
        Plan {
            steps: checked,
            rest: core::mem::take(&mut self.kept.steps),
            scripts: core::mem::take(&mut self.kept.scripts),
            buttons: core::mem::take(&mut self.buttons),
            frames: self.frames,
            end: state.body.pos,
            target: self.target,
            complete: false,
            frames_left,
        }
    }

    /// The checked part followed by `tail`.
    fn join(&mut self, tail: Plan) -> Plan {
        if self.kept.steps.is_empty() {
            return tail;
        }
        for step in &tail.steps {
            self.kept.push(step, tail.script(step));
        }
        for r in &tail.buttons {
            push_frames(&mut self.buttons, r.buttons, u32::from(r.frames));
        }
        Plan {
            steps: core::mem::take(&mut self.kept.steps),
            rest: Vec::new(),
            scripts: core::mem::take(&mut self.kept.scripts),
            buttons: core::mem::take(&mut self.buttons),
            frames: self.frames + tail.frames,
            end: tail.end,
            target: tail.target,
            complete: tail.complete,
            frames_left: tail.frames_left,
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
