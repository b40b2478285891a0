//! The places a body can stand, found column by column: every sensor column
//! and origin row where the core's own rule says the body fits and stands
//! (`TileMap::fits` and `TileMap::stands`). Candidates come from the
//! surfaces under (or, with gravity up, over) the body's columns; the core
//! decides each one, so a place here is a place by the contract, exactly.

use alloc::vec::Vec;

use tilestep::{
    Behaviours, Body, CoreShape, Gravity, PxPoint, SubPoint, Subpx, TileMap, TileShape, TileXY,
    SUBPX_PER_PX,
};

use crate::body::NavBody;
use crate::sim::BodyState;

/// The places of a map, per sensor column: column `x` (px, `0..width`)
/// holds the origin rows `py[start[x]..start[x + 1]]`, ascending.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Places {
    /// Index of each column's first row in `py`; one more entry than
    /// columns.
    pub start: Vec<u32>,
    /// Origin rows, px.
    pub py: Vec<i32>,
}

impl Places {
    /// The origin rows of sensor column `x`, px (empty outside the map).
    pub fn column(&self, x: i32) -> &[i32] {
        let Ok(i) = usize::try_from(x) else {
            return &[];
        };
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.py[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Replaces the columns from `from` (px) on with `new`'s (found for
    /// columns `from..from + n`).
    pub fn splice(&mut self, from: i32, new: Places) {
        let n = new.start.len().saturating_sub(1);
        let a = from.max(0) as usize;
        let b = (a + n).min(self.start.len() - 1);
        let (lo, hi) = (self.start[a] as usize, self.start[b] as usize);
        self.py.splice(lo..hi, new.py.iter().copied());
        let shift = new.py.len() as i64 - (hi - lo) as i64;
        let mut start: Vec<u32> = self.start[..a].to_vec();
        start.extend(new.start[..n].iter().map(|&s| s + lo as u32));
        start.extend(
            self.start[b..]
                .iter()
                .map(|&s| (i64::from(s) + shift) as u32),
        );
        self.start = start;
    }

    /// Finds every place of `body` on `map` in sensor columns `cols`
    /// (px) with its box inside the map's rows. A place where standing hurts, bounces or swims is left out:
    /// the body cannot rest there.
    pub fn find(
        map: &TileMap,
        beh: &Behaviours,
        body: &NavBody,
        cols: core::ops::Range<i32>,
    ) -> Places {
        let mut places = Places::default();
        places.start.push(0);
        if body.gravity == Gravity::None {
            places.start.resize(cols.len() + 1, 0);
            return places;
        }
        let w = body.size.w().0;
        let left_of = |x: i32| x - w / 2;
        let first = left_of(cols.start);
        let last = left_of(cols.end) + w;
        let surfaces: Vec<Vec<i32>> = (first..last)
            .map(|c| column_surfaces(map, body, c))
            .collect();
        let mut cands: Vec<i32> = Vec::new();
        for x in cols {
            cands.clear();
            for c in left_of(x)..left_of(x) + w {
                let d = match body.core {
                    CoreShape::Chamfered => (c - x).abs(),
                    CoreShape::Box => 0,
                };
                // The box's edge along a surface, or the chamfer's cut on
                // its corner.
                let rows = &surfaces[(c - first) as usize];
                let sign = if body.gravity == Gravity::Up { -1 } else { 1 };
                for &r in rows {
                    cands.push(r);
                    if d != 0 {
                        cands.push(r + sign * d);
                    }
                }
            }
            cands.sort_unstable();
            cands.dedup();
            for &py in &cands {
                if is_place(map, beh, body, x, py) {
                    places.py.push(py);
                }
            }
            places.start.push(places.py.len() as u32);
        }
        places
    }
}

/// The body standing at sensor column `x`, origin row `py` (px), at rest,
/// its origin in the middle of the column's pixel.
pub(crate) fn body_at(nav: &NavBody, x: i32, py: i32) -> Body {
    let half = SUBPX_PER_PX / 2;
    let mut b = Body::new(
        SubPoint::new(x * SUBPX_PER_PX + half, py * SUBPX_PER_PX),
        nav.size,
    );
    b.gravity = nav.gravity;
    b.core = nav.core;
    b.standing = true;
    b.vel.y = Subpx(0);
    b
}

/// True when the body fits and stands at `(x, py)`, its box inside the
/// map's rows (not on top of the map's top edge), and may rest there.
fn is_place(map: &TileMap, beh: &Behaviours, nav: &NavBody, x: i32, py: i32) -> bool {
    let b = body_at(nav, x, py);
    let r = b.rect();
    let inside = r.top.0 >= 0 && r.bottom.0 <= map.height() * map.tile_size().px();
    if !(inside && map.fits(&b) && map.stands(&b)) {
        return false;
    }
    if beh.is_empty() {
        return true;
    }
    let fx = BodyState::at_rest(map, beh, b).fx;
    let swims = nav.config.swim != tilestep::SwimMoves::OFF;
    !(fx.hurt || fx.bounce.is_some() || (fx.water && swims))
}

/// The candidate rows pixel column `c` offers a body's edge (px): for
/// gravity down, the body's bottom on the top of each solid run and on each
/// one-way surface; for gravity up, the body's origin when its top is
/// under each solid run or one-way surface.
fn column_surfaces(map: &TileMap, nav: &NavBody, c: i32) -> Vec<i32> {
    let t = map.tile_size().px();
    let h = nav.size.h().0;
    let up = nav.gravity == Gravity::Up;
    let mut rows = Vec::new();
    let mut push_edge = |r: i32| rows.push(if up { r + h } else { r });
    let mut above_solid = true; // beyond the scan's top: never a surface
    let tx = c.div_euclid(t);
    for ty in -1..=map.height() {
        let top = ty * t;
        let shape = if ty < 0 || ty >= map.height() || tx < 0 || tx >= map.width() {
            if map.is_solid(PxPoint::new(c, top)) {
                TileShape::Solid
            } else {
                TileShape::Empty
            }
        } else {
            let id = map.get(TileXY::new(tx, ty)).unwrap_or_default();
            map.tileset().def(id).kind.shape()
        };
        match shape {
            TileShape::Empty => {
                if above_solid && ty >= 0 {
                    push_edge(top);
                }
                above_solid = false;
            }
            TileShape::Solid => {
                if !above_solid {
                    push_edge(top);
                }
                above_solid = true;
            }
            _ => {
                if matches!(
                    shape,
                    TileShape::Platform
                        | TileShape::PlatformUnder
                        | TileShape::OnewayFloor
                        | TileShape::OnewayCeiling
                ) {
                    let all = shape.is_oneway_profile();
                    for r in top..=top + t {
                        if all || r == top || r == top + t {
                            push_edge(r);
                        }
                    }
                }
                for r in top..top + t {
                    let solid = map.is_solid(PxPoint::new(c, r));
                    if solid != above_solid {
                        push_edge(r);
                    }
                    above_solid = solid;
                }
            }
        }
    }
    rows
}

/// True when the ground a body standing at `(x, py)` stands on is a one-way
/// surface (one it may drop through).
pub(crate) fn on_one_way(map: &TileMap, nav: &NavBody, x: i32, py: i32) -> bool {
    let mut b = body_at(nav, x, py);
    let contacts = map.step(&mut b, tilestep::StepInput::default());
    map.ground(&b, &contacts)
        .is_some_and(|g| g.kind.shape().is_one_way())
}
