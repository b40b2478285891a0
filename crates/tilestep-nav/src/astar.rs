//! The search over the graph's states: A* in frames, with a bound that
//! never overestimates (the distance left at the top speed, the fastest
//! conveyor's added).

use alloc::collections::BinaryHeap;
use alloc::vec;
use alloc::vec::Vec;
use core::cmp::Reverse;

use crate::graph::NavGraph;
use crate::index::PlaceRef;

/// The parent of a state reached straight from a start.
const FROM_START: u32 = u32::MAX - 1;

/// A heap entry's mark for a goal state with its walk to the target
/// counted: popped, it is the way.
const FINISHED: u32 = 1 << 31;

/// The fewest frames from one of `starts` (states, and the frames it took
/// to reach each) to `target`, through a state on its segment at most
/// `near` px from it and the walk from there (`finish(state)` frames),
/// leaving out the edges in `banned`: the start state it leaves from and
/// the edges it takes, in order. Ties go the same way every time (the
/// heap orders by frames, then state).
pub(crate) fn astar(
    g: &NavGraph,
    starts: &[(u32, u32)],
    target: PlaceRef,
    near: i32,
    banned: &[u32],
    finish: impl Fn(u32) -> u32,
) -> Option<(u32, Vec<u32>)> {
    let states = g.samples.len() * 3;
    let mut best = vec![u32::MAX; states];
    let mut parent = vec![u32::MAX; states];
    let mut heap = BinaryHeap::new();
    let bound = |state: u32| {
        let x = g.samples[(state / 3) as usize].x;
        let d = i64::from((x - target.x).unsigned_abs());
        (d * 256 / i64::from(g.vmax.max(1))) as u32
    };
    for &(state, frames) in starts {
        if frames < best[state as usize] {
            best[state as usize] = frames;
            parent[state as usize] = FROM_START;
            heap.push(Reverse((frames + bound(state), state)));
        }
    }
    let mut goal = None;
    while let Some(Reverse((f, entry))) = heap.pop() {
        if entry & FINISHED != 0 {
            goal = Some(entry & !FINISHED);
            break;
        }
        let state = entry;
        let cost = best[state as usize];
        if f != cost + bound(state) {
            continue;
        }
        let sample = g.samples[(state / 3) as usize];
        if sample.segment == target.segment && (sample.x - target.x).abs() <= near {
            heap.push(Reverse((
                cost.saturating_add(finish(state)),
                state | FINISHED,
            )));
        }
        let first = g.edge_start[state as usize];
        for (k, e) in g.edges_from(state).iter().enumerate() {
            let id = first + k as u32;
            let next = cost.saturating_add(e.frames);
            if next < best[e.to as usize] && !banned.contains(&id) {
                best[e.to as usize] = next;
                parent[e.to as usize] = id;
                heap.push(Reverse((next + bound(e.to), e.to)));
            }
        }
    }
    let mut at = goal?;
    let mut path = Vec::new();
    while parent[at as usize] != FROM_START {
        let id = parent[at as usize];
        path.push(id);
        at = g.edges[id as usize].from;
    }
    path.reverse();
    Some((at, path))
}
