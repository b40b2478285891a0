//! Jumps on open ground, worked out once: each jump of the arc set
//! simulated from a flat floor with nothing near, and the box it sweeps.
//! A sample whose surroundings within that box (and a tile around it) are
//! the same, empty air over a flat solid floor with no tags, would make the
//! same jump shifted, landing back on its own segment, which is no edge: it
//! need not be simulated. The controller and the step read the map only
//! near the body (a wall within reach, a corner within the assists'
//! pixels), well inside that tile.

use alloc::vec::Vec;

use tilestep::{Behaviours, Gravity, PxRect, TileKind, TileMap, TileXY};

use crate::arcs::ArcScript;
use crate::body::{NavBody, Speed};
use crate::places::body_at;
use crate::script::{Flight, FlightStep};
use crate::sim::BodyState;

/// The open-ground map's size, tiles, and its floor's row.
const WIDE: i32 = 96;
const HIGH: i32 = 32;
const FLOOR: i32 = 28;

/// Per speed, per jump: the box the jump swept from an open floor
/// (relative to the take-off column and row, px) when it came back down
/// onto that floor; `None` when it did not (it flew out of the open map).
#[derive(Clone, Debug, Default)]
pub(crate) struct Templates {
    swept: [Vec<Option<PxRect>>; 3],
}

impl Templates {
    /// The templates of `nav` on tiles of `tile` px. None for gravity up
    /// (every jump is simulated there).
    pub fn new(nav: &NavBody, tile: i32, max_frames: u32, arcs: &[Vec<ArcScript>; 3]) -> Templates {
        let mut t = Templates::default();
        if nav.gravity != Gravity::Down {
            return t;
        }
        let Some(map) = open_map(tile) else {
            return t;
        };
        let beh = Behaviours::default();
        let (x, py) = (WIDE * tile / 2, FLOOR * tile);
        for speed in Speed::ALL {
            for arc in &arcs[speed.index() as usize] {
                let mut s = BodyState::at_rest(&map, &beh, body_at(nav, x, py));
                s.body.vel.x.0 = speed.dir() * nav.max_run();
                s.ctl.prev = crate::edges::held_for(speed);
                t.swept[speed.index() as usize]
                    .push(sweep(&map, &beh, nav, s, arc, max_frames, x, py));
            }
        }
        t
    }

    /// The columns (px) the check of jump `arc` at `speed` from column `x`
    /// reads: its template's box a tile around, when it has one.
    pub fn region(&self, map: &TileMap, speed: Speed, arc: usize, x: i32) -> Option<(i32, i32)> {
        let r = self.swept[speed.index() as usize].get(arc)?.as_ref()?;
        let t = map.tile_size().px();
        Some((x + r.left.0 - 2 * t, x + r.right.0 + 2 * t))
    }

    /// True when jump `arc` at `speed` from `(x, py)` on `map` is known to
    /// land back where it started: its template's box, a tile around, is
    /// open untagged air over a flat untagged solid floor there.
    pub fn lands_home(&self, map: &TileMap, speed: Speed, arc: usize, x: i32, py: i32) -> bool {
        let Some(Some(r)) = self.swept[speed.index() as usize].get(arc) else {
            return false;
        };
        let t = map.tile_size().px();
        if py % t != 0 {
            return false;
        }
        let (tx0, tx1) = (
            (x + r.left.0 - t).div_euclid(t),
            (x + r.right.0 + t).div_euclid(t),
        );
        let (ty0, floor) = ((py + r.top.0 - t).div_euclid(t), py / t);
        (tx0..=tx1).all(|tx| {
            (ty0..=floor).all(|ty| {
                let want = if ty == floor {
                    TileKind::Solid
                } else {
                    TileKind::Empty
                };
                let id = map.get(TileXY::new(tx, ty));
                id.is_some_and(|id| {
                    let def = map.tileset().def(id);
                    def.kind == want && def.tag.is_none()
                })
            })
        })
    }
}

/// An open map: empty air over a solid floor, of tiles `tile` px.
fn open_map(tile: i32) -> Option<TileMap> {
    let mut text = alloc::string::String::new();
    for y in 0..HIGH {
        let c = if y >= FLOOR { '#' } else { '.' };
        text.extend(core::iter::repeat(c).take(WIDE as usize));
        text.push('\n');
    }
    TileMap::from_ascii(&text, u32::try_from(tile).ok()?).ok()
}

/// The box `arc` sweeps from `s` until it lands, relative to `(x, py)`,
/// when it lands back on the floor.
#[allow(clippy::too_many_arguments)]
fn sweep(
    map: &TileMap,
    beh: &Behaviours,
    nav: &NavBody,
    mut s: BodyState,
    arc: &ArcScript,
    max_frames: u32,
    x: i32,
    py: i32,
) -> Option<PxRect> {
    let mut flight = Flight::default();
    let home = crate::index::SurfaceIndex::flat(map.width() * map.tile_size().px(), py);
    let mut r = s.body.rect();
    loop {
        match flight.next(&s, &home, nav.size, &arc.runs, max_frames) {
            FlightStep::Press(b) => s.frame(&nav.config, map, beh, b),
            FlightStep::Failed => return None,
            FlightStep::Landed(_) => break,
        }
        let b = s.body.rect();
        r = PxRect::new(
            r.left.0.min(b.left.0),
            r.top.0.min(b.top.0),
            r.right.0.max(b.right.0),
            r.bottom.0.max(b.bottom.0),
        );
    }
    let inside = r.top.0 > 2 * map.tile_size().px()
        && r.left.0 > 0
        && r.right.0 < map.width() * map.tile_size().px();
    inside.then(|| PxRect::new(r.left.0 - x, r.top.0 - py, r.right.0 - x, r.bottom.0 - py))
}
