//! The edges from one sample's three states: walks to the neighbouring
//! samples, and the flights (jumps, walk-offs, drops) its arc set gives,
//! each simulated from the state's canonical body until it lands on a
//! place of another segment.

use alloc::vec::Vec;

use tilestep::{Behaviours, Buttons, TileMap};

use crate::arcs::{other_scripts, ArcScript};
use crate::body::Speed;
use crate::exec::on_segment;
use crate::graph::{BuildStats, Edge, EdgeKind, NavGraph};
use crate::lead::{lead_buttons, Lead, LeadState};
use crate::places::body_at;
use crate::script::{push_frame, ButtonRun, Flight, FlightStep};
use crate::sim::BodyState;
use crate::template::Templates;

/// At most this many edges are kept from one state to the same state (the
/// fastest): a plan that finds one fails from its real start may use the
/// next.
const PER_TARGET: usize = 2;

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

/// Appends the edges from `sample`'s three states to `edges` (their scripts
/// to `runs`), counting the simulation in `stats`: the `jumps` (by speed)
/// but those `templates` know land back home, and the walks, walk-offs and
/// drops.
#[allow(clippy::too_many_arguments)]
pub(crate) fn sample_edges(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    sample: u32,
    jumps: &[Vec<ArcScript>; 3],
    templates: &Templates,
    edges: &mut Vec<Edge>,
    runs: &mut Vec<ButtonRun>,
    stats: &mut BuildStats,
) {
    for speed in Speed::ALL {
        let from = NavGraph::state(sample, speed);
        let start = canonical(g, map, beh, sample, speed);
        let mut found: Vec<(Edge, Vec<ButtonRun>)> = Vec::new();
        walks(g, map, beh, sample, from, &start, &mut found, stats);
        let here = g.samples[sample as usize];
        for (i, arc) in jumps[speed.index() as usize].iter().enumerate() {
            if templates.lands_home(map, speed, i, here.x, here.py) {
                stats.pruned += 1;
                continue;
            }
            if let Some(e) = fly(g, map, beh, from, &start, arc, stats) {
                found.push(e);
            }
        }
        for arc in other_scripts(g, sample, speed) {
            if let Some(e) = fly(g, map, beh, from, &start, &arc, stats) {
                found.push(e);
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
            runs.extend_from_slice(&script);
            edges.push(e);
        }
    }
}

/// Walks from `start` to the neighbouring samples on the segment (the one
/// ahead only, when running), arriving at rest and running their way.
#[allow(clippy::too_many_arguments)]
fn walks(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    sample: u32,
    from: u32,
    start: &BodyState,
    found: &mut Vec<(Edge, Vec<ButtonRun>)>,
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
    let (_, moving) = NavGraph::state_parts(from);
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
            if let Some(frames) = walk(g, map, beh, start, &lead, stats) {
                let e = Edge {
                    kind: EdgeKind::Walk,
                    from,
                    to: NavGraph::state(to, speed),
                    frames,
                    first_run: 0,
                    run_count: 0,
                };
                found.push((e, Vec::new()));
            }
        }
    }
}

/// Simulates `lead` from `start`: its frames, or `None` when the body left
/// the segment or did not get there in time.
pub(crate) fn walk(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    start: &BodyState,
    lead: &Lead,
    stats: &mut BuildStats,
) -> Option<u32> {
    let mut s = *start;
    let mut st = LeadState::default();
    let mut air = 0;
    stats.sims += 1;
    for frame in 0..u32::from(g.opts.lead_frames) {
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

/// Simulates `arc` from `start` until it lands: the edge to the sample
/// nearest the landing, or `None` when it failed or landed on its own
/// segment (walking there is no slower).
fn fly(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    from: u32,
    start: &BodyState,
    arc: &ArcScript,
    stats: &mut BuildStats,
) -> Option<(Edge, Vec<ButtonRun>)> {
    let (sample, _) = NavGraph::state_parts(from);
    let own = g.samples[sample as usize].segment;
    let mut s = *start;
    let mut flight = Flight::default();
    let mut played = Vec::new();
    stats.sims += 1;
    let max = u32::from(g.opts.max_arc_frames);
    loop {
        match flight.next(&s, &g.index, g.body.size, &arc.runs, max) {
            FlightStep::Press(b) => {
                push_frame(&mut played, b);
                s.frame(&g.body.config, map, beh, b);
                stats.sim_frames += 1;
            }
            FlightStep::Failed => return None,
            FlightStep::Landed(p) if p.segment == own => return None,
            FlightStep::Landed(p) => {
                let to = g.nearest_sample(p.segment, p.x);
                let speed = Speed::classify(s.body.vel.x, g.body.max_run());
                let off = (g.samples[to as usize].x - p.x).unsigned_abs() as i64;
                let walk = (off * 256 / i64::from(g.vmax.max(1))) as u32;
                let e = Edge {
                    kind: arc.kind,
                    from,
                    to: NavGraph::state(to, speed),
                    frames: flight.frame + walk,
                    first_run: 0,
                    run_count: 0,
                };
                return Some((e, played));
            }
        }
    }
}
