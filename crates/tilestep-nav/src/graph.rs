//! The graph: segments, their take-off samples, and the edges between the
//! samples' states, each one simulated with the real controller and step.

use alloc::vec::Vec;

use tilestep::{Behaviour, Behaviours, Body, PxPoint, TileMap, TileXY, MAX_TAG};

use crate::body::{NavBody, NavOptions, Speed};
use crate::build::{assemble, Memo, Reuse};
use crate::fnv::Fnv;
use crate::index::{PlaceRef, SurfaceIndex};
use crate::places::body_at;
use crate::script::ButtonRun;
use crate::segments::Segment;
use crate::sim::BodyState;

/// A take-off place on a segment: its sensor column and origin row, px.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sample {
    /// The segment's index.
    pub segment: u32,
    /// Sensor column, px.
    pub x: i32,
    /// Origin row, px.
    pub py: i32,
    /// Whether the ground there is one-way (a drop through it is tried).
    pub one_way: bool,
}

/// How an edge moves the body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EdgeKind {
    /// Walking along a segment to a neighbouring sample.
    Walk,
    /// Walking off a segment's end and falling.
    WalkOff,
    /// Dropping through a one-way platform (down pressed).
    Drop,
    /// A jump.
    Jump,
    /// Climbing a ladder (up or down held) until it stands on a place.
    Ladder,
    /// Falling from where the body was when the plan began (a plan's first
    /// step only).
    Fall,
}

impl EdgeKind {
    /// Its name in the CLI's output: `walk`, `walk-off`, `drop`, `jump`,
    /// `ladder`, `fall`.
    pub fn name(self) -> &'static str {
        match self {
            EdgeKind::Walk => "walk",
            EdgeKind::WalkOff => "walk-off",
            EdgeKind::Drop => "drop",
            EdgeKind::Jump => "jump",
            EdgeKind::Ladder => "ladder",
            EdgeKind::Fall => "fall",
        }
    }
}

/// A way from one graph state (a sample and a [`Speed`]) to another, as
/// the simulation found it from the first state's canonical body: at the
/// sample's column (the middle of its pixel) and row, at that speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// How it moves.
    pub kind: EdgeKind,
    /// The state it starts from: `sample * 3 + speed`.
    pub from: u32,
    /// The state it ends in.
    pub to: u32,
    /// Its cost, frames: the simulated frames, plus the walk from where
    /// it landed to the sample it ends at.
    pub frames: u32,
    /// Its script's first run ([`NavGraph::script`] reads it; none for a walk,
    /// which is walked closed-loop).
    pub first_run: u32,
    /// Its script's run count.
    pub run_count: u32,
}

/// What a build did: its sizes and how much it simulated. Deterministic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BuildStats {
    /// Places found (sensor columns and rows the body stands at).
    pub places: u32,
    /// Segments.
    pub segments: u32,
    /// Samples.
    pub samples: u32,
    /// Edges kept.
    pub edges: u32,
    /// Walks and flights simulated.
    pub sims: u32,
    /// Frames simulated, in all.
    pub sim_frames: u64,
    /// Jumps not simulated: on open flat ground, where the same jump worked
    /// out once on an open floor lands back where it started.
    pub pruned: u32,
    /// Samples whose walks and flights were kept from before an edit
    /// ([`NavGraph::tile_changed`]; 0 for a build).
    pub reused: u32,
}

/// The navigation graph of one kind of body on one map.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NavGraph {
    pub(crate) body: NavBody,
    pub(crate) opts: NavOptions,
    pub(crate) index: SurfaceIndex,
    pub(crate) segments: Vec<Segment>,
    pub(crate) col_start: Vec<u32>,
    pub(crate) rows: Vec<i32>,
    pub(crate) samples: Vec<Sample>,
    pub(crate) edges: Vec<Edge>,
    pub(crate) edge_start: Vec<u32>,
    pub(crate) runs: Vec<ButtonRun>,
    pub(crate) vmax: i32,
    pub(crate) stats: BuildStats,
    pub(crate) memo: Memo,
}

impl NavGraph {
    /// Builds the graph of `body` on `map` with its tiles' behaviours
    /// `beh`: its places, segments and samples, and every edge between
    /// them, each simulated.
    pub fn build(map: &TileMap, beh: &Behaviours, body: NavBody, opts: NavOptions) -> NavGraph {
        assemble(map, beh, body, opts, None)
    }

    /// Rebuilds the graph after tile `at` of `map` changed (the caller's
    /// `TileMap::set`, or a behaviour's tag on it), simulating again only
    /// what the edit can reach: the places around it, the segments through
    /// them, and the samples whose walks and flights read its columns. The
    /// result equals [`NavGraph::build`]'s on the edited map (the same
    /// [`NavGraph::hash`]); its [`BuildStats`] count the work this took.
    /// `beh` must be the behaviours it was built with.
    pub fn tile_changed(&mut self, map: &TileMap, beh: &Behaviours, at: TileXY) -> BuildStats {
        self.tiles_changed(map, beh, &[at])
    }

    /// [`NavGraph::tile_changed`] for several edited tiles at once (every
    /// tile that differs from the map the graph was built on must be
    /// listed).
    pub fn tiles_changed(
        &mut self,
        map: &TileMap,
        beh: &Behaviours,
        tiles: &[TileXY],
    ) -> BuildStats {
        let t = map.tile_size().px();
        let cols = tiles
            .iter()
            .map(|at| (at.x * t, at.x * t + t - 1))
            .collect();
        let old = core::mem::take(&mut self.memo);
        let reuse = Reuse {
            memo: &old,
            graph: self,
            cols,
        };
        let new = assemble(map, beh, self.body, self.opts, Some(reuse));
        *self = new;
        self.stats
    }

    /// The body it was built for.
    pub fn body(&self) -> &NavBody {
        &self.body
    }

    /// The options it was built with.
    pub fn options(&self) -> &NavOptions {
        &self.opts
    }

    /// Its segments.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// The origin rows (ascending, px) the body stands at in sensor column
    /// `x` of `segment`: empty outside it.
    pub fn rows(&self, segment: u32, x: i32) -> &[i32] {
        let Some(seg) = self.segments.get(segment as usize) else {
            return &[];
        };
        if x < seg.x0 || x > seg.x1 {
            return &[];
        }
        let c = (seg.first_column as i32 + x - seg.x0) as usize;
        &self.rows[self.col_start[c] as usize..self.col_start[c + 1] as usize]
    }

    /// Its samples, segment by segment, each segment's by column.
    pub fn samples(&self) -> &[Sample] {
        &self.samples
    }

    /// Every edge, by the state it starts from.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The edges from state `state` (`sample * 3 + speed`).
    pub fn edges_from(&self, state: u32) -> &[Edge] {
        let i = state as usize;
        match (self.edge_start.get(i), self.edge_start.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.edges[a as usize..b as usize],
            _ => &[],
        }
    }

    /// An edge's script.
    pub fn script(&self, e: &Edge) -> &[ButtonRun] {
        &self.runs[e.first_run as usize..(e.first_run + e.run_count) as usize]
    }

    /// What the build did.
    pub fn stats(&self) -> BuildStats {
        self.stats
    }

    /// A 64-bit FNV-1a hash of the graph (its segments, samples, edges and
    /// their scripts), the same on every target.
    pub fn hash(&self) -> u64 {
        let mut h = Fnv::new();
        for seg in &self.segments {
            h.i32(seg.x0);
            h.i32(seg.x1);
        }
        for &r in &self.rows {
            h.i32(r);
        }
        for s in &self.samples {
            h.u32(s.segment);
            h.i32(s.x);
            h.i32(s.py);
        }
        for e in &self.edges {
            h.u32(e.kind as u32);
            h.u32(e.from);
            h.u32(e.to);
            h.u32(e.frames);
            h.u32(e.run_count);
        }
        for r in &self.runs {
            h.u32(u32::from(r.buttons.bits()));
            h.u32(u32::from(r.frames));
        }
        h.finish()
    }

    /// The state of `sample` at `speed`.
    pub fn state(sample: u32, speed: Speed) -> u32 {
        sample * 3 + speed.index()
    }

    /// The sample and speed of state `state`.
    pub fn state_parts(state: u32) -> (u32, Speed) {
        (state / 3, Speed::ALL[(state % 3) as usize])
    }

    /// The place `body` is on, if its sensor column and origin row are a
    /// place of the graph (whether it stands there is the caller's to
    /// know: a standing body's are).
    pub fn place_of(&self, body: &Body) -> Option<PlaceRef> {
        self.index.place_of(body)
    }

    /// The first place at or past `at` along the body's gravity in `at`'s
    /// column, at most `max` px away, and its origin row, px: where a body
    /// dropped at `at` would stand.
    pub fn place_below(&self, at: PxPoint, max: i32) -> Option<(PlaceRef, i32)> {
        self.index.place_below(at, max, self.body.gravity)
    }

    /// A body of the graph's kind standing still on the place under `at`
    /// (the first at or past it along gravity in its column, at most `max`
    /// px away), its origin in the middle of `at`'s column, with a fresh
    /// controller: where a plan from a point starts.
    pub fn standing_at(
        &self,
        map: &TileMap,
        beh: &Behaviours,
        at: PxPoint,
        max: i32,
    ) -> Option<BodyState> {
        let (place, py) = self.place_below(at, max)?;
        Some(BodyState::at_rest(
            map,
            beh,
            body_at(&self.body, place.x, py),
        ))
    }

    /// The sample of `segment` nearest column `x` (ties to the left one).
    pub fn nearest_sample(&self, segment: u32, x: i32) -> u32 {
        let seg = &self.segments[segment as usize];
        let first = seg.first_sample as usize;
        let ours = &self.samples[first..first + seg.samples as usize];
        let i = ours.partition_point(|s| s.x < x);
        let pick = match (i.checked_sub(1), ours.get(i)) {
            (Some(l), Some(r)) if x - ours[l].x <= r.x - x => l,
            (Some(_), Some(_)) | (None, Some(_)) => i,
            (Some(l), None) => l,
            (None, None) => 0,
        };
        (first + pick) as u32
    }
}

/// True when column `x` of a segment spanning `x0..=x1` is a sample: an end,
/// or on the grid of `spacing` px at least a quarter of it from both ends.
pub(crate) fn is_sample(x: i32, x0: i32, x1: i32, spacing: i32) -> bool {
    let room = spacing / 4;
    x == x0 || x == x1 || (x % spacing == 0 && x - x0 >= room && x1 - x >= room)
}

/// The fastest conveyor's speed, subpixels per frame (0 with none): a
/// body on one may outrun its own top speed.
pub(crate) fn max_conveyor(beh: &Behaviours) -> i32 {
    (0..=MAX_TAG)
        .filter_map(|tag| match beh.get(tag) {
            Some(Behaviour::Conveyor { speed }) => Some(speed.0.saturating_abs()),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}
