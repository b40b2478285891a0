//! A plan: the steps to take (walks to places, then scripts that fly), and
//! the exact buttons that carried the body from its start to the target
//! (or, for a plan checked only some frames ahead, to the end of its
//! checked steps) when the plan was checked.

use alloc::vec::Vec;

use tilestep::{Behaviours, Buttons, PxPoint, SubPoint, TileMap};

use crate::fnv::Fnv;
use crate::graph::{EdgeKind, NavGraph};
use crate::index::PlaceRef;
use crate::lead::Lead;
use crate::script::{buttons_at, ButtonRun};
use crate::sim::BodyState;

/// Where to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// The place under this point (px): the first place at or past it
    /// along gravity in its column, at most 4 tiles away.
    Point(PxPoint),
    /// This place, on its segment.
    Place(PlaceRef),
}

/// Why no plan was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum NoPath {
    /// The body is on nothing the graph has (a moving solid, another body,
    /// water), or it falls onto no place.
    OffGraph,
    /// The target has no place under it.
    NoTarget,
    /// The graph has no way there.
    Unreachable,
    /// Every way the graph found failed when checked from the body's real
    /// state.
    Unverified,
}

impl core::fmt::Display for NoPath {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            NoPath::OffGraph => "the body is not on, or falling onto, a place of the graph",
            NoPath::NoTarget => "no place under the target",
            NoPath::Unreachable => "the graph has no way to the target",
            NoPath::Unverified => "every way found failed when simulated from the body's state",
        })
    }
}

/// One step of a plan: walk closed-loop to `lead` (if any), then play the
/// script until the body lands (if there is one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlanStep {
    /// How it moves.
    pub kind: EdgeKind,
    /// Where to walk first.
    pub lead: Option<Lead>,
    /// Its script's first run in [`Plan::scripts`].
    pub first_run: u32,
    /// Its script's run count (0: a walk).
    pub run_count: u32,
    /// The segment the script must land on.
    pub lands_on: u32,
    /// The graph edge it came from (`u32::MAX` for a plan's own first and
    /// last steps).
    pub edge: u32,
}

/// A plan from a body's state to a target, checked by simulation.
///
/// [`plan`](crate::plan) checks the whole way ([`Plan::complete`]);
/// [`plan_ahead`](crate::plan_ahead) stops checking at the first step
/// that begins at least its frame count in: the plan's steps are those
/// checked, it ends on the way, and [`plan_rest`](crate::plan_rest)
/// checks the rest from there (as a [`Follower`](crate::Follower) does).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Plan {
    /// The checked steps.
    pub steps: Vec<PlanStep>,
    /// The way's steps past the checked ones, unchecked (none when
    /// `complete`): the graph's, which [`plan_rest`](crate::plan_rest)
    /// checks on from `end`.
    pub rest: Vec<PlanStep>,
    /// The scripts of `steps` and `rest`.
    pub scripts: Vec<ButtonRun>,
    /// The buttons, frame by frame (run-length), that took the body from
    /// its start through the checked steps: what an undisturbed body
    /// presses.
    pub buttons: Vec<ButtonRun>,
    /// The checked steps' length, frames (the whole plan's when
    /// `complete`).
    pub frames: u32,
    /// Where the body ended in the check (its origin, subpixels): at the
    /// target when `complete`.
    pub end: SubPoint,
    /// The place it goes to.
    pub target: PlaceRef,
    /// Whether the steps reach the target. `false` for a plan checked
    /// only some frames ahead whose way goes on past them.
    pub complete: bool,
    /// The graph's estimate of the frames from `end` to the target (0 when
    /// `complete`): its edges' frames and the walks between, unchecked.
    pub frames_left: u32,
}

impl Plan {
    /// A step's script.
    pub fn script(&self, step: &PlanStep) -> &[ButtonRun] {
        let a = step.first_run as usize;
        &self.scripts[a..a + step.run_count as usize]
    }

    /// The buttons of the checked run at `frame` (0-based), `None` past
    /// its end (the plan's [`frames`](Plan::frames)).
    pub fn buttons_at(&self, frame: u32) -> Option<Buttons> {
        (frame < self.frames).then(|| buttons_at(&self.buttons, frame))
    }

    /// The body's origin (subpixels) at the start and after each frame of
    /// [`Plan::buttons`], replayed from `from` (the state the plan was made
    /// from) on the map and behaviours the graph `g` was built on: the
    /// path to draw.
    pub fn track(
        &self,
        g: &NavGraph,
        map: &TileMap,
        beh: &Behaviours,
        from: &BodyState,
    ) -> Vec<SubPoint> {
        let mut s = *from;
        let mut out = Vec::with_capacity(self.frames as usize + 1);
        out.push(s.body.pos);
        for run in &self.buttons {
            for _ in 0..run.frames {
                s.frame(&g.body().config, map, beh, run.buttons);
                out.push(s.body.pos);
            }
        }
        out
    }

    /// A 64-bit FNV-1a hash of the plan's steps and buttons, the same on
    /// every target.
    pub fn hash(&self) -> u64 {
        let mut h = Fnv::new();
        h.u32(self.frames);
        if !self.complete {
            h.u32(self.frames_left);
            h.u32(self.rest.len() as u32);
        }
        h.i32(self.end.x.0);
        h.i32(self.end.y.0);
        for s in &self.steps {
            h.u32(s.kind as u32);
            h.u32(s.lands_on);
            if let Some(l) = s.lead {
                h.i32(l.x);
                h.u32(l.speed as u32);
            }
        }
        for r in &self.buttons {
            h.u32(u32::from(r.buttons.bits()));
            h.u32(u32::from(r.frames));
        }
        h.finish()
    }
}
