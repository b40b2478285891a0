//! Surfaces: places in neighbouring columns linked into chains, then each
//! chain walked with the real controller both ways and cut where the walk
//! leaves it (a step too high to climb, a crest it flies off). A segment is
//! what is left: a run of places the body walks across either way.

use alloc::vec::Vec;

use tilestep::{Behaviours, Buttons, TileMap};

use crate::body::NavBody;
use crate::places::{body_at, Places};
use crate::sim::BodyState;

/// A surface the body walks along: sensor columns `x0..=x1` (px), each
/// with the origin rows the body stands at there (a slope or a ledge's
/// corner offers several), and its take-off samples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// First sensor column, px.
    pub x0: i32,
    /// Last sensor column, px (inclusive).
    pub x1: i32,
    /// Index of column `x0` in the graph's column table
    /// ([`crate::NavGraph::rows`] reads it).
    pub first_column: u32,
    /// Index of its first sample in the graph's samples.
    pub first_sample: u32,
    /// How many samples it has (its two ends and the grid between).
    pub samples: u32,
}

/// Places linked into a strip of neighbouring columns: the first sensor
/// column and the origin rows of each column from there (ascending), px.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Chain {
    pub x0: i32,
    pub cols: Vec<Vec<i32>>,
}

impl Chain {
    fn x1(&self) -> i32 {
        self.x0 + self.cols.len() as i32 - 1
    }

    fn split_at(mut self, k: usize) -> (Chain, Chain) {
        let rest = self.cols.split_off(k);
        let right = Chain {
            x0: self.x0 + k as i32,
            cols: rest,
        };
        (self, right)
    }

    fn holds(&self, x: i32, py: i32) -> bool {
        let k = x - self.x0;
        k >= 0 && (k as usize) < self.cols.len() && self.cols[k as usize].binary_search(&py).is_ok()
    }
}

/// How far apart the origin rows of two places in the same or neighbouring
/// columns may be for them to be linked, px (a 45° slope is 1 px a column,
/// a chamfer's corner 1 px a column).
const LINK_PX: i32 = 2;

/// Links the places of sensor columns `x_first..x_end` into chains: the
/// groups of places joined through neighbours at most [`LINK_PX`] rows
/// apart, in the same column or the next.
pub(crate) fn link(places: &Places, x_first: i32, x_end: i32) -> Vec<Chain> {
    let n = places.py.len();
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let base = |x: i32| places.start[(x - x_first) as usize] as usize;
    for x in x_first..x_end {
        let a0 = base(x);
        let col = places.column(x - x_first);
        for k in 1..col.len() {
            if col[k] - col[k - 1] <= LINK_PX {
                union(&mut parent, a0 + k - 1, a0 + k);
            }
        }
        if x + 1 >= x_end {
            continue;
        }
        let b0 = base(x + 1);
        let next = places.column(x + 1 - x_first);
        let mut lo = 0;
        for (i, &r) in col.iter().enumerate() {
            while lo < next.len() && next[lo] < r - LINK_PX {
                lo += 1;
            }
            let mut j = lo;
            while j < next.len() && next[j] <= r + LINK_PX {
                union(&mut parent, a0 + i, b0 + j);
                j += 1;
            }
        }
    }
    let mut chains: Vec<Chain> = Vec::new();
    let mut chain_of: Vec<u32> = alloc::vec![u32::MAX; n];
    for x in x_first..x_end {
        let a0 = base(x);
        for (k, &py) in places.column(x - x_first).iter().enumerate() {
            let root = find(&mut parent, a0 + k);
            if chain_of[root] == u32::MAX {
                chain_of[root] = chains.len() as u32;
                chains.push(Chain {
                    x0: x,
                    cols: Vec::new(),
                });
            }
            let ch = &mut chains[chain_of[root] as usize];
            let col = (x - ch.x0) as usize;
            ch.cols.resize_with(col + 1, Vec::new);
            ch.cols[col].push(py);
        }
    }
    chains
}

fn find(parent: &mut [u32], mut i: usize) -> usize {
    while parent[i] as usize != i {
        parent[i] = parent[parent[i] as usize];
        i = parent[i] as usize;
    }
    i
}

fn union(parent: &mut [u32], a: usize, b: usize) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    if ra != rb {
        let (lo, hi) = (ra.min(rb), ra.max(rb));
        parent[hi] = lo as u32;
    }
}

/// The row a chain's canonical body stands at in column `k`: the first met
/// falling along gravity.
pub(crate) fn top_row(col: &[i32], up: bool) -> i32 {
    if up {
        col[col.len() - 1]
    } else {
        col[0]
    }
}

/// Cuts each chain where a walk across it at full run, from rest at one
/// end toward the other, leaves it; first rightwards, then leftwards.
pub(crate) fn prove(
    map: &TileMap,
    beh: &Behaviours,
    nav: &NavBody,
    chains: Vec<Chain>,
) -> Vec<Chain> {
    let mut proven = Vec::new();
    for dir in [1, -1] {
        let mut work = if dir == 1 {
            chains.clone()
        } else {
            core::mem::take(&mut proven)
        };
        while let Some(ch) = work.pop() {
            match walk_breaks(map, beh, nav, &ch, dir) {
                Some(k) if k == 0 || k >= ch.cols.len() => proven.push(ch),
                None => proven.push(ch),
                Some(k) => {
                    let (left, right) = ch.split_at(k);
                    let (good, again) = if dir == 1 {
                        (left, right)
                    } else {
                        (right, left)
                    };
                    proven.push(good);
                    work.push(again);
                }
            }
        }
    }
    proven.retain(|c| c.cols.iter().all(|col| !col.is_empty()));
    proven.sort_unstable_by_key(|c| (c.x0, c.cols[0][0]));
    proven
}

/// Frames a walk may spend off the ground and still be a walk (running down
/// a slope), frames.
pub(crate) const AIR_GRACE: u32 = 8;

/// Frames a walk may go without reaching a new column before it counts as
/// blocked.
const STALL_FRAMES: u32 = 90;

/// Walks `ch` from rest at its end opposite `dir`, holding `dir`. `None`
/// when the body stays on the chain's places until it walks off its far
/// end; else the index where the rest of the chain must be cut off (the
/// columns from there rightwards, or leftwards up to there, were not
/// reached on the chain).
fn walk_breaks(
    map: &TileMap,
    beh: &Behaviours,
    nav: &NavBody,
    ch: &Chain,
    dir: i32,
) -> Option<usize> {
    let n = ch.cols.len();
    let start = if dir == 1 { 0 } else { n - 1 };
    let up = nav.gravity == tilestep::Gravity::Up;
    let x = ch.x0 + start as i32;
    let mut s = BodyState::at_rest(map, beh, body_at(nav, x, top_row(&ch.cols[start], up)));
    let held = if dir == 1 {
        Buttons::RIGHT
    } else {
        Buttons::LEFT
    };
    let mut good = start;
    let mut since = 0;
    let mut air = 0;
    while since < STALL_FRAMES {
        s.frame(&nav.config, map, beh, held);
        let x = s.body.sensor_x().0;
        if (dir == 1 && x > ch.x1()) || (dir == -1 && x < ch.x0) {
            return None;
        }
        // Running down a slope lifts the body off it for a frame or two:
        // that is walking, as long as it comes down on the chain.
        if !s.body.standing && air < AIR_GRACE {
            air += 1;
            since += 1;
            continue;
        }
        air = 0;
        let k = (x - ch.x0).clamp(0, n as i32 - 1) as usize;
        let on =
            s.body.standing && s.body.size == nav.size && ch.holds(x, s.body.pos.y.floor_px().0);
        if !on {
            break;
        }
        let further = if dir == 1 { k > good } else { k < good };
        since = if further { 0 } else { since + 1 };
        if further {
            good = k;
        }
    }
    Some(if dir == 1 { good + 1 } else { good })
}
