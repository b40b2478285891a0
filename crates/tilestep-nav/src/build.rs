//! Building a graph, whole or again after an edit: places, segments,
//! samples, then what each sample's walks and flights find, then the edges.
//! A rebuild keeps what the edit cannot reach: the places away from it,
//! the proofs of the chains away from it, and what a sample found when its
//! segment and neighbours are the same and its simulations read no column
//! of the edited tile.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use tilestep::{Behaviours, Gravity, TileMap};

use crate::arcs::jump_scripts;
use crate::body::{NavBody, NavOptions, Speed};
use crate::edges::{resolve, sample_ways, SampleWays};
use crate::graph::{is_sample, max_conveyor, BuildStats, NavGraph, Sample};
use crate::index::SurfaceIndex;
use crate::places::{on_one_way, Places};
use crate::segments::{link, prove, top_row, Chain, Segment};
use crate::template::Templates;

/// What a build keeps to rebuild from: its places, its chains and their
/// proven pieces, and what each sample found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Memo {
    places: Places,
    raw: Vec<Chain>,
    pieces: Vec<Vec<Chain>>,
    ways: Vec<SampleWays>,
}

/// A rebuild's old graph, and the columns of each edited tile (px,
/// inclusive).
pub(crate) struct Reuse<'a> {
    pub memo: &'a Memo,
    pub graph: &'a NavGraph,
    pub cols: Vec<(i32, i32)>,
}

impl Reuse<'_> {
    /// True when `left..=right` (px) stays `margin` px clear of every edit.
    fn clear(&self, left: i32, right: i32, margin: i32) -> bool {
        self.cols
            .iter()
            .all(|c| right + margin < c.0 || left - margin > c.1)
    }
}

/// Builds the graph; with `reuse`, keeping what the edit cannot reach.
pub(crate) fn assemble(
    map: &TileMap,
    beh: &Behaviours,
    body: NavBody,
    opts: NavOptions,
    reuse: Option<Reuse>,
) -> NavGraph {
    let width = map.width() * map.tile_size().px();
    let places = places(map, beh, &body, width, reuse.as_ref());
    let raw = link(&places, 0, width);
    let pieces = proofs(map, beh, &body, &raw, reuse.as_ref());
    let mut proven: Vec<&Chain> = pieces.iter().flatten().collect();
    proven.sort_unstable_by_key(|c| (c.x0, c.cols[0][0]));
    let mut g = NavGraph {
        body,
        opts,
        index: SurfaceIndex::default(),
        segments: Vec::with_capacity(proven.len()),
        col_start: Vec::new(),
        rows: Vec::new(),
        samples: Vec::new(),
        edges: Vec::new(),
        edge_start: Vec::new(),
        runs: Vec::new(),
        vmax: body.max_run() + max_conveyor(beh),
        stats: BuildStats {
            places: places.py.len() as u32,
            ..BuildStats::default()
        },
        memo: Memo::default(),
    };
    lay_out(&mut g, map, &proven, width);
    let mut stats = g.stats;
    let ways = ways(&g, map, beh, reuse.as_ref(), &mut stats);
    g.stats = stats;
    edges(&mut g, &ways);
    g.memo = Memo {
        places,
        raw,
        pieces,
        ways,
    };
    g
}

/// The places: found anew, or, in a rebuild, found again in the columns
/// the edited tile can change (a place reads its box and a pixel around).
fn places(
    map: &TileMap,
    beh: &Behaviours,
    body: &NavBody,
    width: i32,
    reuse: Option<&Reuse>,
) -> Places {
    let Some(r) = reuse else {
        return Places::find(map, beh, body, 0..width);
    };
    let half = body.size.w().0 / 2 + 2;
    let mut places = r.memo.places.clone();
    for c in &r.cols {
        let from = (c.0 - half).clamp(0, width);
        let to = (c.1 + half + 1).clamp(from, width);
        places.splice(from, Places::find(map, beh, body, from..to));
    }
    places
}

/// Each chain's proven pieces: kept from before when the chain is the same
/// and its walks (a tile around it) read nothing of the edit.
fn proofs(
    map: &TileMap,
    beh: &Behaviours,
    body: &NavBody,
    raw: &[Chain],
    reuse: Option<&Reuse>,
) -> Vec<Vec<Chain>> {
    let old: BTreeMap<(i32, &[i32]), usize> = reuse
        .map(|r| {
            r.memo
                .raw
                .iter()
                .enumerate()
                .map(|(i, c)| ((c.x0, c.cols[0].as_slice()), i))
                .collect()
        })
        .unwrap_or_default();
    let margin = 2 * map.tile_size().px();
    raw.iter()
        .map(|ch| {
            let x1 = ch.x0 + ch.cols.len() as i32 - 1;
            let kept = reuse.filter(|r| r.clear(ch.x0, x1, margin)).and_then(|r| {
                let &i = old.get(&(ch.x0, ch.cols[0].as_slice()))?;
                (r.memo.raw[i] == *ch).then(|| r.memo.pieces[i].clone())
            });
            kept.unwrap_or_else(|| prove(map, beh, body, alloc::vec![ch.clone()]))
        })
        .collect()
}

/// Segments, their columns and samples, and the index, from the proven
/// pieces in order.
fn lay_out(g: &mut NavGraph, map: &TileMap, proven: &[&Chain], width: i32) {
    let up = g.body.gravity == Gravity::Up;
    let mut entries = Vec::new();
    for ch in proven {
        let id = g.segments.len() as u32;
        let x1 = ch.x0 + ch.cols.len() as i32 - 1;
        let first_sample = g.samples.len() as u32;
        let first_column = g.col_start.len() as u32;
        for (k, col) in ch.cols.iter().enumerate() {
            let x = ch.x0 + k as i32;
            g.col_start.push(g.rows.len() as u32);
            g.rows.extend_from_slice(col);
            entries.extend(col.iter().map(|&py| (x, py, id)));
            if is_sample(x, ch.x0, x1, g.opts.spacing()) {
                let py = top_row(col, up);
                let one_way = on_one_way(map, &g.body, x, py);
                g.samples.push(Sample {
                    segment: id,
                    x,
                    py,
                    one_way,
                });
            }
        }
        let samples = g.samples.len() as u32 - first_sample;
        g.segments.push(Segment {
            x0: ch.x0,
            x1,
            first_column,
            first_sample,
            samples,
        });
    }
    g.col_start.push(g.rows.len() as u32);
    entries.sort_unstable();
    g.index = SurfaceIndex::new(width.max(0) as usize, &entries);
    g.stats.segments = g.segments.len() as u32;
    g.stats.samples = g.samples.len() as u32;
}

/// What each sample finds: simulated (counted in `stats`), or kept from
/// before an edit.
fn ways(
    g: &NavGraph,
    map: &TileMap,
    beh: &Behaviours,
    reuse: Option<&Reuse>,
    stats: &mut BuildStats,
) -> Vec<SampleWays> {
    let jumps = Speed::ALL.map(|speed| jump_scripts(g, speed));
    let max = u32::from(g.opts.max_arc_frames);
    let templates = Templates::new(&g.body, map.tile_size().px(), max, &jumps);
    let old: BTreeMap<(i32, i32), usize> = reuse
        .map(|r| {
            r.graph
                .samples
                .iter()
                .enumerate()
                .map(|(i, s)| ((s.x, s.py), i))
                .collect()
        })
        .unwrap_or_default();
    (0..g.samples.len() as u32)
        .map(|sample| {
            let kept = reuse.and_then(|r| {
                let s = g.samples[sample as usize];
                let &i = old.get(&(s.x, s.py))?;
                let w = &r.memo.ways[i];
                let same =
                    r.clear(w.reach.0, w.reach.1, 0) && same_place(g, sample, r.graph, i as u32);
                same.then(|| w.clone())
            });
            match kept {
                Some(w) => {
                    stats.reused += 1;
                    w
                }
                None => sample_ways(g, map, beh, sample, &jumps, &templates, stats),
            }
        })
        .collect()
}

/// True when sample `sample` of `g` and sample `was` of `old` stand on the
/// same segment (the same columns and rows) between the same neighbouring
/// samples: what its walks read besides the map.
fn same_place(g: &NavGraph, sample: u32, old: &NavGraph, was: u32) -> bool {
    let (a, b) = (g.samples[sample as usize], old.samples[was as usize]);
    let (sa, sb) = (
        g.segments[a.segment as usize],
        old.segments[b.segment as usize],
    );
    let same_segment = sa.x0 == sb.x0
        && sa.x1 == sb.x1
        && (sa.x0..=sa.x1).all(|x| g.rows(a.segment, x) == old.rows(b.segment, x));
    let near = |g: &NavGraph, i: u32, d: i32| -> Option<(i32, i32)> {
        let s = g.samples[i as usize];
        let seg = g.segments[s.segment as usize];
        let j = i.checked_add_signed(d)?;
        let inside = j >= seg.first_sample && j < seg.first_sample + seg.samples;
        inside.then(|| (g.samples[j as usize].x, g.samples[j as usize].py))
    };
    same_segment
        && near(g, sample, -1) == near(old, was, -1)
        && near(g, sample, 1) == near(old, was, 1)
}

/// The edges of what the samples found, by the state they start from.
fn edges(g: &mut NavGraph, ways: &[SampleWays]) {
    let (mut edges, mut runs) = (Vec::new(), Vec::new());
    for (sample, w) in ways.iter().enumerate() {
        resolve(g, sample as u32, w, &mut edges, &mut runs);
    }
    let states = g.samples.len() * 3;
    let mut start = Vec::with_capacity(states + 1);
    let mut i = 0;
    for state in 0..states as u32 {
        start.push(i as u32);
        while i < edges.len() && edges[i].from == state {
            i += 1;
        }
    }
    start.push(edges.len() as u32);
    g.stats.edges = edges.len() as u32;
    g.edges = edges;
    g.runs = runs;
    g.edge_start = start;
}
