//! Carrying a plan out, one frame at a time: each step's walk closed-loop,
//! then its script until the body lands where the step says. The plan's
//! check runs this in simulation and the follower runs it on the real body.

use tilestep::Buttons;

use crate::edges::flight_frames;
use crate::graph::NavGraph;
use crate::lead::{lead_buttons, lead_limit, LeadState};
use crate::plan::Plan;
use crate::script::{Flight, FlightStep};
use crate::segments::AIR_GRACE;
use crate::sim::BodyState;

/// Where a plan's execution is. Plain data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Exec {
    /// The step being carried out.
    pub step: u32,
    /// Whether its walk is done and its script playing.
    pub in_script: bool,
    /// Frames spent walking in this step.
    pub lead_frames: u32,
    /// The most it may spend ([`lead_limit`]).
    pub lead_limit: u32,
    pub lead: LeadState,
    /// Frames in a row the walk has been off the ground.
    pub lead_air: u32,
    pub flight: Flight,
}

/// Whether a walk on `segment` is still on it: standing on it, or off the
/// ground for at most [`AIR_GRACE`] frames in a row (counted in `air`), as
/// running down a slope is.
pub(crate) fn on_segment(g: &NavGraph, s: &BodyState, segment: u32, air: &mut u32) -> bool {
    if !s.body.standing {
        *air += 1;
        return *air <= AIR_GRACE;
    }
    *air = 0;
    g.place_of(&s.body).is_some_and(|p| p.segment == segment)
}

/// What to do this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExecStep {
    /// Hold these.
    Press(Buttons),
    /// The plan is done: the body is at its target.
    Done,
    /// Step `step` failed: the body left the walk's segment, or the walk
    /// took too long (`in_lead`), or the script landed elsewhere or not at
    /// all.
    Failed {
        /// The step.
        step: u32,
        /// Whether it failed walking to where its script starts.
        in_lead: bool,
    },
}

impl Exec {
    /// The buttons for this frame for the body in `s` (its state before
    /// the frame).
    pub fn next(&mut self, plan: &Plan, g: &NavGraph, s: &BodyState) -> ExecStep {
        loop {
            let Some(step) = plan.steps.get(self.step as usize) else {
                return ExecStep::Done;
            };
            if !self.in_script {
                if let Some(lead) = step.lead {
                    if self.lead_frames == 0 {
                        let x = s.body.sensor_x().0;
                        self.lead_limit = lead_limit(&g.body, g.opts.lead_frames, x, &lead);
                    }
                    if !on_segment(g, s, lead.segment, &mut self.lead_air)
                        || self.lead_frames >= self.lead_limit
                    {
                        return ExecStep::Failed {
                            step: self.step,
                            in_lead: true,
                        };
                    }
                    if let Some(b) = lead_buttons(s, &g.body, &lead, &mut self.lead) {
                        self.lead_frames += 1;
                        return ExecStep::Press(b);
                    }
                }
                self.in_script = true;
                self.flight = Flight::of(step.kind);
            }
            let script = plan.script(step);
            if script.is_empty() {
                self.advance();
                continue;
            }
            let max = flight_frames(g, step.kind) * 2;
            match self.flight.next(s, &g.index, g.body.size, script, max) {
                FlightStep::Press(b) => return ExecStep::Press(b),
                FlightStep::Landed(p) if p.segment == step.lands_on => self.advance(),
                FlightStep::Landed(_) | FlightStep::Failed => {
                    return ExecStep::Failed {
                        step: self.step,
                        in_lead: false,
                    }
                }
            }
        }
    }

    fn advance(&mut self) {
        *self = Exec {
            step: self.step + 1,
            ..Exec::default()
        };
    }
}
