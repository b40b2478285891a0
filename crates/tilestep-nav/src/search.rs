//! Finding a plan: the fastest way in frames over the graph (A*, with a
//! bound from the top speed), from the body's real state, then checked by
//! simulating it from that state. An edge whose check fails is set aside and
//! the search runs again from where the checked part of the plan left the
//! body.

use alloc::vec::Vec;

use tilestep::{Behaviours, TileMap};

use crate::astar::astar;
use crate::body::Speed;
use crate::estimate::{finish_estimate, walk_estimate};
use crate::graph::{EdgeKind, NavGraph};
use crate::index::PlaceRef;
use crate::lead::{could_run_to, Lead};
use crate::plan::{NoPath, Plan, PlanStep, Target};
use crate::script::{ButtonRun, Flight, FlightStep};
use crate::sim::BodyState;
use crate::verify::Verified;

/// How many times a search runs again after its plan failed its check.
const ROUNDS: usize = 16;

/// How far under a target point its place may be, tiles.
const TARGET_TILES: i32 = 4;

/// No edge: a plan's own first and last steps.
pub(crate) const NO_EDGE: u32 = u32::MAX;

/// A plan's first walk, to state `s` from where the body was: `ORIGIN | s`
/// in a step's `edge` and in the set-aside list.
pub(crate) const ORIGIN: u32 = 1 << 31;

/// Plans the fastest way for the body in `from` to `to`, and checks it by
/// simulating it from `from` exactly: an undisturbed body that presses
/// [`Plan::buttons`] gets there.
///
/// The check costs about as much as the frames it simulates, so a plan
/// across a big level costs more than one across a room;
/// [`plan_ahead`] bounds it.
pub fn plan(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: &BodyState,
    to: Target,
) -> Result<Plan, NoPath> {
    plan_ahead(g, map, beh, from, to, u32::MAX)
}

/// Plans the fastest way for the body in `from` to `to` as [`plan`]
/// does, but checks it only `ahead` frames ahead (at least 1): the plan
/// holds its steps up to the first that begins at least `ahead` frames
/// in, checked by simulation from `from` exactly, and is not
/// [`complete`](Plan::complete) when the way goes on past them. The body
/// plans again when it gets to their end, which is what a [`Follower`]
/// does ([`FollowOptions::ahead_frames`]). A plan shorter than `ahead` is
/// checked whole, and `u32::MAX` checks every plan whole.
///
/// What this trades: a query costs at most the search and about `ahead`
/// frames of simulation however far the target is, and a way that fails
/// past the checked steps is found out when the body gets there, not
/// before it sets off.
///
/// [`Follower`]: crate::Follower
/// [`FollowOptions::ahead_frames`]: crate::FollowOptions::ahead_frames
pub fn plan_ahead(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: &BodyState,
    to: Target,
    ahead: u32,
) -> Result<Plan, NoPath> {
    let target = match to {
        Target::Place(p) => p,
        Target::Point(at) => {
            let tiles = map.tile_size().px() * TARGET_TILES;
            g.place_below(at, tiles).ok_or(NoPath::NoTarget)?.0
        }
    };
    rounds(g, map, beh, from, target, None, ahead)
}

/// Checks the rest of `plan` (one [`plan_ahead`] made, not
/// [`complete`](Plan::complete)) from `from`, the body's state at the end
/// of its checked steps, `ahead` frames further, as [`plan_ahead`] does:
/// an undisturbed body gets the same steps and buttons as if the whole way
/// had been checked at once. A step that fails is set aside and the way
/// searched again from where the steps before it left the body, as
/// [`plan`] does. A complete plan has no rest: this then plans afresh
/// from `from` to its target.
pub fn plan_rest(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: &BodyState,
    plan: &Plan,
    ahead: u32,
) -> Result<Plan, NoPath> {
    let rest = (!plan.rest.is_empty()).then(|| {
        let mut draft = Draft::default();
        for step in &plan.rest {
            draft.push(step, plan.script(step));
        }
        draft
    });
    rounds(g, map, beh, from, plan.target, rest, ahead)
}

/// Checks `first` (or, without it, the way the search finds) from `from`,
/// searching again after each failure.
fn rounds(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: &BodyState,
    target: PlaceRef,
    mut first: Option<Draft>,
    ahead: u32,
) -> Result<Plan, NoPath> {
    let mut banned = Vec::new();
    let mut done = Verified::new(*from, target);
    for _ in 0..ROUNDS {
        let found = match first.take() {
            Some(draft) => Ok(draft),
            None => search(g, map, beh, &done.state, target, &banned),
        };
        let draft = match found {
            Ok(d) => d,
            // The checked part led where the rest cannot go on from: start
            // over from the body's state, keeping what was set aside.
            Err(NoPath::Unreachable) if done.frames > 0 => {
                done = Verified::new(*from, target);
                continue;
            }
            Err(e) => return Err(e),
        };
        match done.check(g, map, beh, draft, ahead) {
            Ok(plan) => return Ok(plan),
            Err(NO_EDGE) => return Err(NoPath::Unverified),
            Err(edge) => banned.push(edge),
        }
    }
    Err(NoPath::Unverified)
}

/// Where the search starts: the body's place, after the fall that lands it
/// there when it is in the air.
struct Origin {
    state: BodyState,
    place: PlaceRef,
    frames: u32,
    fall: Option<PlanStep>,
}

fn origin(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: &BodyState,
) -> Result<Origin, NoPath> {
    if from.body.standing {
        let place = g.place_of(&from.body).ok_or(NoPath::OffGraph)?;
        return Ok(Origin {
            state: *from,
            place,
            frames: 0,
            fall: None,
        });
    }
    let mut s = *from;
    let mut flight = Flight::default();
    let script = [ButtonRun {
        buttons: tilestep::Buttons::NONE,
        frames: 1,
    }];
    let max = u32::from(g.opts.max_arc_frames) * 2;
    loop {
        match flight.next(&s, &g.index, g.body.size, &script, max) {
            FlightStep::Press(b) => s.frame(&g.body.config, map, beh, b),
            FlightStep::Failed => return Err(NoPath::OffGraph),
            FlightStep::Landed(place) => {
                let fall = PlanStep {
                    kind: EdgeKind::Fall,
                    lead: None,
                    first_run: 0,
                    run_count: 1,
                    lands_on: place.segment,
                    edge: NO_EDGE,
                };
                return Ok(Origin {
                    state: s,
                    place,
                    frames: flight.frame,
                    fall: Some(fall),
                });
            }
        }
    }
}

/// A plan before its check: steps and their scripts.
#[derive(Default)]
pub(crate) struct Draft {
    pub steps: Vec<PlanStep>,
    pub scripts: Vec<ButtonRun>,
}

impl Draft {
    /// Appends `step` with its script `script` (its `first_run` set to
    /// where the script goes).
    pub fn push(&mut self, step: &PlanStep, script: &[ButtonRun]) {
        let first_run = self.scripts.len() as u32;
        self.scripts.extend_from_slice(script);
        self.steps.push(PlanStep { first_run, ..*step });
    }
}

fn search(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: &BodyState,
    target: PlaceRef,
    banned: &[u32],
) -> Result<Draft, NoPath> {
    let o = origin(g, map, beh, from)?;
    let mut draft = Draft::default();
    if let Some(fall) = o.fall {
        draft.scripts.push(ButtonRun {
            buttons: tilestep::Buttons::NONE,
            frames: 1,
        });
        draft.steps.push(fall);
    }
    let finish = |draft: &mut Draft| {
        let lead = Lead {
            x: target.x,
            speed: Speed::Rest,
            segment: target.segment,
        };
        draft.steps.push(walk_step(lead, NO_EDGE));
    };
    // The last walk is two of the graph's samples long at most (four from
    // where the body is), so that every walk is short: a plan checked only
    // so far ahead is cut between steps, and a walk across a long floor
    // would be checked whole.
    let near = 2 * i32::from(g.opts.sample_px).max(1);
    let same = o.place.segment == target.segment;
    if same && (o.place.x - target.x).abs() <= 2 * near {
        finish(&mut draft);
        return Ok(draft);
    }
    let starts: Vec<(u32, u32)> = origin_walks(g, &o)
        .into_iter()
        .filter(|(state, _)| !banned.contains(&(ORIGIN | state)))
        .map(|(state, frames)| (state, o.frames + frames))
        .collect();
    // Failing that (a walk between samples failed, or was set aside), any
    // state on the target's segment, then the walk straight there.
    let finish_cost = |state| finish_estimate(g, state, target.x);
    let found = astar(g, &starts, target, near, banned, finish_cost)
        .or_else(|| astar(g, &starts, target, i32::MAX, banned, finish_cost));
    let Some((at, path)) = found else {
        if same {
            finish(&mut draft);
            return Ok(draft);
        }
        return Err(NoPath::Unreachable);
    };
    let (s0, speed0) = NavGraph::state_parts(at);
    draft
        .steps
        .push(walk_step(lead_to(g, s0, speed0), ORIGIN | at));
    for &id in &path {
        push_edge(g, &mut draft, id);
    }
    finish(&mut draft);
    Ok(draft)
}

/// The walks from the origin to its segment's samples on either side
/// (arriving at rest, or running their way when it could): the states
/// they reach and about how many frames each takes. Not simulated: the
/// plan's check walks the one chosen, and a walk that fails there is set
/// aside (as `ORIGIN | state`) for the next search.
fn origin_walks(g: &NavGraph, o: &Origin) -> Vec<(u32, u32)> {
    let seg = g.segments[o.place.segment as usize];
    let first = seg.first_sample as usize;
    let ours = &g.samples[first..first + seg.samples as usize];
    let i = ours.partition_point(|s| s.x < o.place.x);
    let vx = o.state.body.vel.x.0;
    let mut out = Vec::new();
    // Each side's nearest sample, at rest or running; when it is too near
    // to get up to speed, running to the one after it.
    let sides = [[i.checked_sub(1), i.checked_sub(2)], [Some(i), Some(i + 1)]];
    for [near, next] in sides {
        let Some(k) = near.filter(|&k| k < ours.len()) else {
            continue;
        };
        let dx = ours[k].x - o.place.x;
        out.push((
            NavGraph::state((first + k) as u32, Speed::Rest),
            walk_estimate(g, dx, false),
        ));
        for k in [Some(k), next]
            .into_iter()
            .flatten()
            .filter(|&k| k < ours.len())
        {
            let sample = (first + k) as u32;
            let dx = ours[k].x - o.place.x;
            let run = Speed::toward(dx);
            let lead = lead_to(g, sample, run);
            if run != Speed::Rest && could_run_to(&g.body, o.place.x, vx, &lead, seg.x0, seg.x1) {
                out.push((NavGraph::state(sample, run), walk_estimate(g, dx, true)));
                break;
            }
        }
    }
    out
}

fn lead_to(g: &NavGraph, sample: u32, speed: Speed) -> Lead {
    let s = g.samples[sample as usize];
    Lead {
        x: s.x,
        speed,
        segment: s.segment,
    }
}

fn walk_step(lead: Lead, edge: u32) -> PlanStep {
    PlanStep {
        kind: EdgeKind::Walk,
        lead: Some(lead),
        first_run: 0,
        run_count: 0,
        lands_on: lead.segment,
        edge,
    }
}

/// Appends graph edge `id` to the draft: a walk to its end state, or a
/// walk to its start state and its script.
fn push_edge(g: &NavGraph, draft: &mut Draft, id: u32) {
    let e = g.edges[id as usize];
    let (to_sample, to_speed) = NavGraph::state_parts(e.to);
    if e.kind == EdgeKind::Walk {
        draft
            .steps
            .push(walk_step(lead_to(g, to_sample, to_speed), id));
        return;
    }
    let (from_sample, from_speed) = NavGraph::state_parts(e.from);
    let step = PlanStep {
        kind: e.kind,
        lead: Some(lead_to(g, from_sample, from_speed)),
        first_run: 0,
        run_count: e.run_count,
        lands_on: g.samples[to_sample as usize].segment,
        edge: id,
    };
    draft.push(&step, g.script(&e));
}
