//! Which segment a standing body is on: per sensor column, the origin rows
//! of its places and the segment each belongs to.

use alloc::vec::Vec;

use tilestep::{Body, Gravity, PxPoint};

/// A place on the graph: a segment and a sensor column on it, px.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlaceRef {
    /// The segment's index in [`crate::NavGraph::segments`].
    pub segment: u32,
    /// The sensor column, px.
    pub x: i32,
}

/// Per sensor column `0..width` (px), the places' origin rows (ascending)
/// with their segments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct SurfaceIndex {
    start: Vec<u32>,
    rows: Vec<(i32, u32)>,
}

impl SurfaceIndex {
    /// An index over `columns` sensor columns from `(x, py, segment)`
    /// triples sorted by column then row.
    pub fn new(columns: usize, entries: &[(i32, i32, u32)]) -> SurfaceIndex {
        let mut start = Vec::with_capacity(columns + 1);
        let mut rows = Vec::with_capacity(entries.len());
        let mut i = 0;
        for x in 0..columns as i32 {
            start.push(rows.len() as u32);
            while i < entries.len() && entries[i].0 == x {
                rows.push((entries[i].1, entries[i].2));
                i += 1;
            }
        }
        start.push(rows.len() as u32);
        SurfaceIndex { start, rows }
    }

    /// An index of one flat row of places at origin row `py` across
    /// columns `0..width` (segment 0).
    pub fn flat(width: i32, py: i32) -> SurfaceIndex {
        let entries: Vec<(i32, i32, u32)> = (0..width).map(|x| (x, py, 0)).collect();
        SurfaceIndex::new(width.max(0) as usize, &entries)
    }

    fn column(&self, x: i32) -> &[(i32, u32)] {
        let Ok(i) = usize::try_from(x) else {
            return &[];
        };
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.rows[a as usize..b as usize],
            _ => &[],
        }
    }

    /// The place a body is on: its sensor column and origin row (px) are a
    /// place's. Whether it stands is the caller's to know.
    pub fn place_of(&self, body: &Body) -> Option<PlaceRef> {
        let x = body.sensor_x().0;
        let py = body.pos.y.floor_px().0;
        let col = self.column(x);
        let i = col.binary_search_by_key(&py, |e| e.0).ok()?;
        Some(PlaceRef {
            segment: col[i].1,
            x,
        })
    }

    /// The first place at or past `at` along `gravity` in `at`'s column,
    /// at most `max` px away, with its origin row.
    pub fn place_below(&self, at: PxPoint, max: i32, gravity: Gravity) -> Option<(PlaceRef, i32)> {
        let col = self.column(at.x.0);
        let y = at.y.0;
        let hit = match gravity {
            Gravity::Up => col.iter().rev().find(|e| e.0 <= y && y - e.0 <= max),
            _ => col.iter().find(|e| e.0 >= y && e.0 - y <= max),
        };
        hit.map(|e| {
            (
                PlaceRef {
                    segment: e.1,
                    x: at.x.0,
                },
                e.0,
            )
        })
    }
}
