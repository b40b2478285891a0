//! The edges from one sample's three states: walks to the neighbouring
//! samples, and the flights (jumps, walk-offs, drops) its arc set gives,
//! each simulated from the state's canonical body until it lands on a
//! place. What a sample's simulations found does not depend on segment
//! numbers (a landing is a place, not a segment), so a rebuild after an
//! edit can keep it where the edit is out of its reach (`rebuild.rs`);
//! [`resolve`] turns it into edges.

use alloc::vec::Vec;

use tilestep::{Behaviours, Buttons, TileMap};

use crate::arcs::{other_scripts, ArcScript};
use crate::body::Speed;
use crate::exec::on_segment;
use crate::graph::{BuildStats, Edge, EdgeKind, NavGraph};
use crate::lead::{could_run_to, lead_buttons, lead_limit, Lead, LeadState};
use crate::places::body_at;
use crate::script::{push_frame, ButtonRun, Flight, FlightStep};
use crate::sim::BodyState;
use crate::template::Templates;

/// At most this many edges are kept from one state to the same state (the
/// fastest): a plan that finds one fails from its real start may use the
/// next.
const PER_TARGET: usize = 2;

/// Where a found way ends: at a neighbouring sample (a walk), or on a
/// place (a flight), at a speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Landing {
    pub x: i32,
    pub py: i32,
    pub speed: Speed,
}

/// One way a sample's state found: its kind, the state's speed, where it
/// ended, its simulated frames and its script.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Found {
    pub kind: EdgeKind,
    pub from: Speed,
    pub to: Landing,
    pub frames: u32,
    pub script: Vec<ButtonRun>,
}

/// What a sample's simulations found, and the columns they read (px,
/// inclusive, a margin included): an edit outside them changes none of it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct SampleWays {
    pub found: Vec<Found>,
    pub reach: (i32, i32),
}

impl SampleWays {
    fn widen(&mut self, left: i32, right: i32) {
        self.reach = (self.reach.0.min(left), self.reach.1.max(right));
    }
}

/// The canonical body of a state: standing at the sample's column (the
/// middle of its pixel) and row, at rest or running at the top speed with
/// that direction held.
pub(crate) fn canonical(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    sample: u32,
    speed: Speed,
) -> BodyState {
    let s = g.samples[sample as usize];
    let mut st = BodyState::at_rest(map, beh, body_at(&g.body, s.x, s.py));
    st.body.vel.x.0 = speed.dir() * g.body.max_run();
    st.ctl.prev = held_for(speed);
    st
}

/// The buttons a body at `speed` was holding: none at rest, else its way.
pub(crate) fn held_for(speed: Speed) -> Buttons {
    match speed {
        Speed::Rest => Buttons::NONE,
        Speed::Left => Buttons::LEFT,
        Speed::Right => Buttons::RIGHT,
    }
}

/// Everything `sample`'s three states find: the `jumps` (by speed) but
/// those `templates` know land back home, the walks, walk-offs and drops;
/// counting the simulation in `stats`.
pub(crate) fn sample_ways(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    sample: u32,
    jumps: &[Vec<ArcScript>; 3],
    templates: &Templates,
    stats: &mut BuildStats,
) -> SampleWays {
    let here = g.samples[sample as usize];
    let margin = map.tile_size().px() + 8;
    let mut ways = SampleWays {
        found: Vec::new(),
        reach: (here.x - margin, here.x + margin),
    };
    for speed in Speed::ALL {
        let start = canonical(g, map, beh, sample, speed);
        walks(g, map, beh, sample, speed, &start, &mut ways, stats);
        for (i, arc) in jumps[speed.index() as usize].iter().enumerate() {
            if let Some((left, right)) = templates.region(map, speed, i, here.x) {
                ways.widen(left - margin, right + margin);
            }
            if templates.lands_home(map, speed, i, here.x, here.py) {
                stats.pruned += 1;
                continue;
            }
            fly(g, map, beh, speed, &start, arc, &mut ways, stats);
        }
        for arc in other_scripts(g, sample, speed, start.fx.ladder) {
            fly(g, map, beh, speed, &start, &arc, &mut ways, stats);
        }
    }
    let (l, r) = ways.reach;
    ways.reach = (l - margin, r + margin);
    ways
}

/// The edges of what `sample` found, on the graph as it is now: a flight
/// goes to the sample nearest where it landed (none when that is its own
/// segment: walking there is no slower), at the speed it landed with, its
/// cost its frames plus the walk there; at most [`PER_TARGET`] of the
/// fastest to each state. Appended to `edges`, their scripts to `runs`.
pub(crate) fn resolve(
    g: &NavGraph,
    sample: u32,
    ways: &SampleWays,
    edges: &mut Vec<Edge>,
    runs: &mut Vec<ButtonRun>,
) {
    let own = g.samples[sample as usize].segment;
    for speed in Speed::ALL {
        let from = NavGraph::state(sample, speed);
        let mut found: Vec<(Edge, &[ButtonRun])> = Vec::new();
        for f in ways.found.iter().filter(|f| f.from == speed) {
            if let Some(e) = edge_of(g, own, from, f) {
                found.push((e, &f.script));
            }
        }
        found.sort_by_key(|(e, _)| (e.to, e.frames, e.kind));
        let (mut prev_to, mut kept) = (u32::MAX, 0);
        for (mut e, script) in found {
            kept = if e.to == prev_to { kept + 1 } else { 1 };
            prev_to = e.to;
            if kept > PER_TARGET {
                continue;
            }
            e.first_run = runs.len() as u32;
            e.run_count = script.len() as u32;
            runs.extend_from_slice(script);
            edges.push(e);
        }
    }
}

fn edge_of(g: &NavGraph, own: u32, from: u32, f: &Found) -> Option<Edge> {
    let mut body = body_at(&g.body, f.to.x, f.to.py);
    body.standing = true;
    let place = g.index.place_of(&body)?;
    if f.kind != EdgeKind::Walk && place.segment == own {
        return None;
    }
    let to = g.nearest_sample(place.segment, place.x);
    let off = i64::from((g.samples[to as usize].x - place.x).unsigned_abs());
    let walk = (off * 256 / i64::from(g.vmax.max(1))) as u32;
    Some(Edge {
        kind: f.kind,
        from,
        to: NavGraph::state(to, f.to.speed),
        frames: f.frames + walk,
        first_run: 0,
        run_count: 0,
    })
}

/// Walks from `start` to the neighbouring samples on the segment (the one
/// ahead only, when running), arriving at rest and running their way.
#[allow(clippy::too_many_arguments)]
fn walks(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    sample: u32,
    moving: Speed,
    start: &BodyState,
    ways: &mut SampleWays,
    stats: &mut BuildStats,
) {
    let here = g.samples[sample as usize];
    let seg = g.segments[here.segment as usize];
    let first = seg.first_sample;
    let last = first + seg.samples - 1;
    let near = [
        sample.checked_sub(1).filter(|&n| n >= first),
        Some(sample + 1).filter(|&n| n <= last),
    ];
    for to in near.into_iter().flatten() {
        let there = g.samples[to as usize];
        // Running one way, it walks on that way only: turning back is a
        // walk to rest first (an edge of the state at rest).
        if moving.dir() * (there.x - here.x) < 0 {
            continue;
        }
        for speed in [Speed::Rest, Speed::toward(there.x - here.x)] {
            let lead = Lead {
                x: there.x,
                speed,
                segment: here.segment,
            };
            if let Some(frames) = walk(g, map, beh, start, &lead, stats, Some(ways)) {
                let to = Landing {
                    x: there.x,
                    py: there.py,
                    speed,
                };
                ways.found.push(Found {
                    kind: EdgeKind::Walk,
                    from: moving,
                    to,
                    frames,
                    script: Vec::new(),
                });
            }
        }
    }
}

/// Simulates `lead` from `start`: its frames, or `None` when the body left
/// the segment or did not get there in time. The columns it reads widen
/// `ways`' reach, when given.
pub(crate) fn walk(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    start: &BodyState,
    lead: &Lead,
    stats: &mut BuildStats,
    mut ways: Option<&mut SampleWays>,
) -> Option<u32> {
    let seg = g.segments[lead.segment as usize];
    let x = start.body.sensor_x().0;
    let conveyors = g.vmax > g.body.max_run();
    if !conveyors && !could_run_to(&g.body, x, start.body.vel.x.0, lead, seg.x0, seg.x1) {
        return None;
    }
    let mut s = *start;
    let mut st = LeadState::default();
    let mut air = 0;
    stats.sims += 1;
    let limit = lead_limit(&g.body, g.opts.lead_frames, start.body.sensor_x().0, lead);
    for frame in 0..limit {
        if let Some(w) = ways.as_deref_mut() {
            let r = s.body.rect();
            w.widen(r.left.0, r.right.0);
        }
        if !on_segment(g, &s, lead.segment, &mut air) {
            return None;
        }
        let Some(b) = lead_buttons(&s, &g.body, lead, &mut st) else {
            return Some(frame);
        };
        s.frame(&g.body.config, map, beh, b);
        stats.sim_frames += 1;
    }
    None
}

/// Simulates `arc` from `start` until it lands on a place, and records
/// where (or nothing, when it failed).
#[allow(clippy::too_many_arguments)]
fn fly(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: Speed,
    start: &BodyState,
    arc: &ArcScript,
    ways: &mut SampleWays,
    stats: &mut BuildStats,
) {
    let mut s = *start;
    let mut flight = Flight::of(arc.kind);
    let mut played = Vec::new();
    stats.sims += 1;
    let max = flight_frames(g, arc.kind);
    loop {
        let r = s.body.rect();
        ways.widen(r.left.0, r.right.0);
        match flight.next(&s, &g.index, g.body.size, &arc.runs, max) {
            FlightStep::Press(b) => {
                push_frame(&mut played, b);
                s.frame(&g.body.config, map, beh, b);
                stats.sim_frames += 1;
            }
            FlightStep::Failed => return,
            FlightStep::Landed(p) => {
                let speed = Speed::classify(s.body.vel.x, g.body.max_run());
                let to = Landing {
                    x: p.x,
                    py: s.body.pos.y.floor_px().0,
                    speed,
                };
                ways.found.push(Found {
                    kind: arc.kind,
                    from,
                    to,
                    frames: flight.frame,
                    script: played,
                });
                return;
            }
        }
    }
}

/// The longest flight of an edge of `kind`, frames: the options'
/// `max_arc_frames`, three times that for a ladder's climb.
pub(crate) fn flight_frames(g: &NavGraph, kind: EdgeKind) -> u32 {
    let max = u32::from(g.opts.max_arc_frames);
    if kind == EdgeKind::Ladder {
        3 * max
    } else {
        max
    }
}
