//! The follower: each frame, the buttons that carry a body along its plan,
//! planning again when the body is not where the plan can go on from
//! (pushed, knocked back, blocked) or when its target moved. Plain data: a
//! game that rolls back its state saves and restores it with the rest.

use tilestep::{Behaviours, Buttons, TileMap};

use crate::exec::{Exec, ExecStep};
use crate::graph::NavGraph;
use crate::plan::{NoPath, Plan, Target};
use crate::search::{plan_ahead, plan_rest};
use crate::sim::BodyState;

/// What a follower is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FollowStatus {
    /// It has not planned yet.
    Idle,
    /// It carries out a plan.
    Following,
    /// The body is at the target.
    Arrived,
    /// Its last plan failed; it waits, then plans again.
    NoPath(NoPath),
}

impl FollowStatus {
    /// Its name: `idle`, `following`, `arrived` or `no_path`.
    pub fn name(self) -> &'static str {
        match self {
            FollowStatus::Idle => "idle",
            FollowStatus::Following => "following",
            FollowStatus::Arrived => "arrived",
            FollowStatus::NoPath(_) => "no_path",
        }
    }
}

/// A follower's timings. Plain data; [`FollowOptions::default`]: 15, 20
/// and 600.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FollowOptions {
    /// Frames it waits after a plan could not be made before it plans
    /// again, frames.
    pub retry_frames: u16,
    /// Frames it keeps a plan after its target moved before it plans for
    /// the new target, frames (a chased target moves every frame; it plans
    /// at once when it has arrived).
    pub retarget_frames: u16,
    /// How far ahead each plan is checked before the body sets off,
    /// frames ([`plan_ahead`]): a longer way is followed to the end of its
    /// checked steps and planned again from there. It bounds what one plan
    /// costs (a plan's check simulates every frame it checks); `u32::MAX`
    /// checks every plan whole.
    pub ahead_frames: u32,
}

impl Default for FollowOptions {
    fn default() -> FollowOptions {
        FollowOptions {
            retry_frames: 15,
            retarget_frames: 20,
            ahead_frames: 600,
        }
    }
}

/// Drives a body to a target along plans of a [`NavGraph`]. Deterministic
/// and plain data (`Clone`, `Eq`, `Hash`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Follower {
    target: Target,
    planned_for: Option<Target>,
    plan: Option<Plan>,
    exec: Exec,
    status: FollowStatus,
    since_plan: u16,
    wait: u16,
    plans: u32,
    options: FollowOptions,
}

impl Follower {
    /// A follower going to `target`, with the default timings. It plans on
    /// its first frame.
    pub fn new(target: Target) -> Follower {
        Follower::with_options(target, FollowOptions::default())
    }

    /// A follower going to `target` with `options`' timings.
    pub fn with_options(target: Target, options: FollowOptions) -> Follower {
        Follower {
            target,
            planned_for: None,
            plan: None,
            exec: Exec::default(),
            status: FollowStatus::Idle,
            since_plan: 0,
            wait: 0,
            plans: 0,
            options,
        }
    }

    /// Sets where to go. A follower with a plan keeps it for a few frames
    /// (standing between steps) before it plans for the new target.
    pub fn set_target(&mut self, target: Target) {
        self.target = target;
    }

    /// Where it goes.
    pub fn target(&self) -> Target {
        self.target
    }

    /// What it is doing.
    pub fn status(&self) -> FollowStatus {
        self.status
    }

    /// The plan it follows.
    pub fn plan(&self) -> Option<&Plan> {
        self.plan.as_ref()
    }

    /// How many plans it has made.
    pub fn plans_made(&self) -> u32 {
        self.plans
    }

    /// The buttons to hold this frame for the body in `now` (its state
    /// before the frame: what the controller's update is about to read) on
    /// `map`, for which `g` was built.
    pub fn buttons(
        &mut self,
        g: &NavGraph,
        map: &TileMap,
        beh: &Behaviours,
        now: &BodyState,
    ) -> Buttons {
        self.since_plan = self.since_plan.saturating_add(1);
        if self.wait > 0 {
            self.wait -= 1;
            return Buttons::NONE;
        }
        let retarget = self.planned_for != Some(self.target)
            && (self.since_plan >= self.options.retarget_frames
                || self.status == FollowStatus::Arrived)
            && now.body.standing;
        if retarget {
            self.plan = None;
        }
        for _ in 0..2 {
            if self.plan.is_none() && !self.replan(g, map, beh, now) {
                return Buttons::NONE;
            }
            let Some(p) = self.plan.as_ref() else {
                return Buttons::NONE;
            };
            match self.exec.next(p, g, now) {
                ExecStep::Press(b) => return b,
                // The end of a plan checked only so far ahead: check its
                // rest from here.
                ExecStep::Done if !p.complete => {
                    let rest = plan_rest(g, map, beh, now, p, self.options.ahead_frames);
                    self.plans += 1;
                    self.exec = Exec::default();
                    if !self.take(rest) {
                        return Buttons::NONE;
                    }
                }
                ExecStep::Done => {
                    self.status = FollowStatus::Arrived;
                    let at = g.place_of(&now.body);
                    let there = now.body.standing
                        && at.is_some_and(|a| {
                            a.segment == p.target.segment && (a.x - p.target.x).abs() <= 2
                        });
                    if there {
                        return Buttons::NONE;
                    }
                    self.plan = None;
                }
                ExecStep::Failed { .. } => self.plan = None,
            }
        }
        Buttons::NONE
    }

    fn replan(&mut self, g: &NavGraph, map: &TileMap, beh: &Behaviours, now: &BodyState) -> bool {
        self.plans += 1;
        self.since_plan = 0;
        self.planned_for = Some(self.target);
        self.exec = Exec::default();
        let made = plan_ahead(g, map, beh, now, self.target, self.options.ahead_frames);
        self.take(made)
    }

    /// Follows `made` if it is a plan; else waits before planning again.
    fn take(&mut self, made: Result<Plan, NoPath>) -> bool {
        match made {
            Ok(p) => {
                self.plan = Some(p);
                self.status = FollowStatus::Following;
                true
            }
            Err(e) => {
                self.plan = None;
                self.status = FollowStatus::NoPath(e);
                self.wait = self.options.retry_frames;
                false
            }
        }
    }
}
