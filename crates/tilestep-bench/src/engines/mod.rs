//! The engines compared side by side, behind one [`Engine`] trait: each
//! builds the same level (its [`Variant`]) from ASCII, places the same
//! [`Spawn`]s and replays the same [`InputStream`]s through [`next_vy`].
//!
//! - [`Tilestep`]: this project's `TileMap::step`; [`batch::TilestepBatch`]
//!   the same through `step_all` and `par_step_all` (the multi-core table).
//! - [`rapier::Rapier`]: rapier2d's `KinematicCharacterController` against
//!   static colliders built from the tiles (see that module for the setup).
//! - [`mqp::MacroquadPlatformer`]: macroquad-platformer's integer actors on a
//!   static tiled layer (solid tiles only).
//! - [`naive::Naive`]: moves 1 px at a time, its box against a bitmap of solid
//!   pixels (slopes are solid pixels), stepping up and down 1 px while walking.

pub mod batch;
pub mod mqp;
pub mod naive;
pub mod rapier;
pub mod world;

use crate::{next_vy, InputStream, Spawn, Variant};
use tilestep::{Body, Contacts, Size, StepInput, SubPoint, TileMap};

/// Tile size of every level here, px.
pub const TILE: i32 = 16;
/// Body size, px.
pub const BODY_W: i32 = 12;
/// Body size, px.
pub const BODY_H: i32 = 24;

/// Which engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// tilestep on every tile kind.
    Tilestep,
    /// tilestep on the level without platforms (rapier's level).
    TilestepNoPlatforms,
    /// tilestep on the solid-only level (macroquad-platformer's level).
    TilestepSolidOnly,
    /// tilestep on the level rich in one-way slopes (no peer has them; not
    /// in [`Kind::ALL`]: its cost is reported beside the full level's).
    TilestepOneway,
    /// tilestep through its `World` on the full level (not in
    /// [`Kind::ALL`]: its cost less [`Kind::Tilestep`]'s is the `World`'s
    /// own, reported beside the full level's).
    TilestepWorld,
    /// rapier2d's character controller on greedy-merged cuboids + one convex
    /// polygon per slope tile (the cheaper setup here: the headline peer).
    Rapier,
    /// rapier2d's character controller, the ground as one oriented polyline.
    RapierPolyline,
    /// macroquad-platformer.
    MacroquadPlatformer,
    /// The naive pixel stepper.
    Naive,
    /// tilestep's loop without the step: each body's input, the shared
    /// motion rule and the velocity writes, but no `TileMap::step`. Its
    /// cost is the bench's own per body-step, subtracted from tilestep's
    /// instruction count (not in [`Kind::ALL`]: it isn't an engine).
    Null,
}

impl Kind {
    /// Every engine, in table order.
    pub const ALL: [Kind; 7] = [
        Kind::Tilestep,
        Kind::TilestepNoPlatforms,
        Kind::TilestepSolidOnly,
        Kind::Rapier,
        Kind::RapierPolyline,
        Kind::MacroquadPlatformer,
        Kind::Naive,
    ];

    /// Table name.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Tilestep => "tilestep",
            Kind::TilestepNoPlatforms => "tilestep (no platforms)",
            Kind::TilestepSolidOnly => "tilestep (solid only)",
            Kind::TilestepOneway => "tilestep (one-way slopes)",
            Kind::TilestepWorld => "tilestep World",
            Kind::Rapier => "rapier2d KCC cuboids",
            Kind::RapierPolyline => "rapier2d KCC polyline",
            Kind::MacroquadPlatformer => "macroquad-platformer",
            Kind::Naive => "naive pixel stepper",
            Kind::Null => "null (the bench loop, no step)",
        }
    }

    /// The level variant this engine runs.
    pub fn variant(self) -> Variant {
        match self {
            Kind::Tilestep | Kind::TilestepWorld | Kind::Naive | Kind::Null => Variant::Full,
            Kind::TilestepNoPlatforms | Kind::Rapier | Kind::RapierPolyline => Variant::NoPlatforms,
            Kind::TilestepSolidOnly | Kind::MacroquadPlatformer => Variant::SolidOnly,
            Kind::TilestepOneway => Variant::OnewaySlopes,
        }
    }

    /// The tilestep run on the same variant, for the comparability check.
    pub fn reference(self) -> Kind {
        match self.variant() {
            Variant::Full => Kind::Tilestep,
            Variant::NoPlatforms => Kind::TilestepNoPlatforms,
            Variant::SolidOnly => Kind::TilestepSolidOnly,
            Variant::OnewaySlopes => Kind::TilestepOneway,
        }
    }

    /// Builds this engine on `ascii` (the full level; the variant is applied
    /// here) with one body per spawn, each replaying its input stream
    /// (at a fixed `speed` in px/frame when given).
    pub fn build(self, ascii: &str, spawns: &[Spawn], speed: Option<i32>) -> Box<dyn Engine> {
        let level = self.variant().apply(ascii);
        let streams = spawns.iter().map(|s| {
            let st = InputStream::new(s.seed);
            match speed {
                Some(px) => st.with_speed(px),
                None => st,
            }
        });
        let starts: Vec<(Spawn, InputStream)> = spawns.iter().copied().zip(streams).collect();
        match self {
            Kind::Tilestep
            | Kind::TilestepNoPlatforms
            | Kind::TilestepSolidOnly
            | Kind::TilestepOneway => Box::new(Tilestep::new(&level, &starts)),
            Kind::TilestepWorld => Box::new(world::TilestepWorld::new(&level, &starts)),
            Kind::Rapier => Box::new(rapier::Rapier::new(&level, &starts, rapier::Setup::Cuboids)),
            Kind::RapierPolyline => Box::new(rapier::Rapier::new(
                &level,
                &starts,
                rapier::Setup::Polyline,
            )),
            Kind::MacroquadPlatformer => Box::new(mqp::MacroquadPlatformer::new(&level, &starts)),
            Kind::Naive => Box::new(naive::Naive::new(&level, &starts)),
            Kind::Null => Box::new(Tilestep {
                null: true,
                ..Tilestep::new(&level, &starts)
            }),
        }
    }
}

/// One engine stepping its bodies.
pub trait Engine: Send {
    /// How many bodies.
    fn len(&self) -> usize;
    /// Whether there are none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// One frame for every body: read its input, apply [`next_vy`], move.
    fn step(&mut self);
    /// Body `i`'s bottom-centre, px, screen axes (+y down).
    fn position(&self, i: usize) -> (f64, f64);
    /// Whether body `i` stood after the last frame.
    fn standing(&self, i: usize) -> bool;
    /// Bytes of per-body state (the struct stepped per body, shared map and
    /// controller excluded).
    fn bytes_per_body(&self) -> usize;
    /// A one-line description of the setup (colliders, cells).
    fn describe(&self) -> String;
}

/// One tilestep body and its input stream.
#[derive(Clone, Debug)]
pub struct TsBody {
    /// The body.
    pub body: Body,
    /// Its inputs.
    pub input: InputStream,
}

impl TsBody {
    /// One frame: input, the shared motion rule, `TileMap::step`; its contacts.
    #[inline]
    pub fn step(&mut self, map: &TileMap) -> Contacts {
        let i = self.input.next_input();
        self.body.vel.x.0 = i.vx;
        self.body.vel.y.0 = next_vy(i, self.body.standing, self.body.vel.y.0);
        map.step(&mut self.body, StepInput { drop: i.drop })
    }

    /// [`TsBody::step`] without `TileMap::step`: the input and the motion
    /// rule only (the null engine's frame). The drop flag is kept from being
    /// optimized away.
    #[inline]
    pub fn step_null(&mut self) {
        let i = self.input.next_input();
        self.body.vel.x.0 = i.vx;
        self.body.vel.y.0 = next_vy(i, self.body.standing, self.body.vel.y.0);
        self.body.since_standing = self.body.since_standing.wrapping_add(i.drop as u16);
    }
}

/// tilestep: one shared `TileMap`, a `Vec` of bodies.
pub struct Tilestep {
    /// The map.
    pub map: TileMap,
    /// The bodies.
    pub bodies: Vec<TsBody>,
    /// The null engine: everything but the step ([`Kind::Null`]).
    pub null: bool,
}

impl Tilestep {
    /// Builds the map from `ascii` (16 px tiles) and one body per start.
    pub fn new(ascii: &str, starts: &[(Spawn, InputStream)]) -> Tilestep {
        let map = TileMap::from_ascii(ascii, TILE as u32).expect("valid level");
        let bodies = starts
            .iter()
            .map(|(s, input)| TsBody {
                body: Body::new(SubPoint::from_px(s.x, s.y), Size::new(BODY_W, BODY_H)),
                input: input.clone(),
            })
            .collect();
        Tilestep {
            map,
            bodies,
            null: false,
        }
    }
}

impl Engine for Tilestep {
    fn len(&self) -> usize {
        self.bodies.len()
    }
    fn step(&mut self) {
        let map = &self.map;
        if self.null {
            self.bodies.iter_mut().for_each(|b| b.step_null());
        } else {
            self.bodies.iter_mut().for_each(|b| {
                b.step(map);
            });
        }
    }
    fn position(&self, i: usize) -> (f64, f64) {
        let p = self.bodies[i].body.pos;
        (p.x.0 as f64 / 256.0, p.y.0 as f64 / 256.0)
    }
    fn standing(&self, i: usize) -> bool {
        self.bodies[i].body.standing
    }
    fn bytes_per_body(&self) -> usize {
        std::mem::size_of::<Body>()
    }
    fn describe(&self) -> String {
        format!(
            "TileMap {}x{} tiles, 1 byte/cell",
            self.map.width(),
            self.map.height()
        )
    }
}

/// The share of body-steps by how they start, for tilestep on the full
/// level: `(standing on flat ground, standing on a slope, airborne)`, each
/// `0..=1`, over `frames` frames of `n` bodies after `settle` frames. A
/// standing body walks (the run fast path on flat tile tops, the per-pixel
/// feet rule on slopes); an airborne one takes free flight or the sweeps.
/// Read from each body before its step (its `standing`, and its ground
/// from its last step's contacts), not from inside the core.
pub fn path_shares(n: usize, settle: usize, frames: usize) -> (f64, f64, f64) {
    let ascii = crate::level_ascii_default();
    let map = TileMap::from_ascii(&ascii, TILE as u32).expect("valid level");
    let sp = crate::spawns(&map, n, 2);
    let starts: Vec<(Spawn, InputStream)> =
        sp.iter().map(|s| (*s, InputStream::new(s.seed))).collect();
    let mut e = Tilestep::new(&ascii, &starts);
    for _ in 0..settle {
        e.step();
    }
    let (mut flat, mut slope, mut air) = (0u64, 0u64, 0u64);
    // Each body's contacts from its last step, for what it stands on.
    let mut last = vec![Contacts::default(); e.bodies.len()];
    for _ in 0..frames {
        let map = &e.map;
        for (b, c) in e.bodies.iter_mut().zip(&mut last) {
            let on_slope = map.ground(&b.body, c).and_then(|g| g.gradient);
            match (b.body.standing, on_slope) {
                (true, None) => flat += 1,
                (true, Some(_)) => slope += 1,
                (false, _) => air += 1,
            }
            *c = b.step(map);
        }
    }
    let all = (flat + slope + air).max(1) as f64;
    (flat as f64 / all, slope as f64 / all, air as f64 / all)
}

/// Where the peers end up against tilestep on the same variant.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// Mean |x - x_tilestep|, px.
    pub mean_dx: f64,
    /// Mean |y - y_tilestep|, px.
    pub mean_dy: f64,
    /// Fraction of the peer's bodies standing.
    pub standing: f64,
    /// Fraction of tilestep's bodies standing.
    pub standing_ref: f64,
    /// Fraction of bodies within 16 px (one tile) of tilestep's in x and y.
    pub within_tile: f64,
    /// Mean |x - x_spawn| of the peer's bodies, px (it moves as much as...
    pub travel: f64,
    /// ...tilestep's: mean |x - x_spawn|, px).
    pub travel_ref: f64,
}

/// Compares `peer` with `reference` body by body (same `spawns` and inputs).
pub fn compare(peer: &dyn Engine, reference: &dyn Engine, spawns: &[Spawn]) -> Comparison {
    let n = peer.len().min(reference.len()).max(1) as f64;
    let (mut dx, mut dy, mut st, mut st_ref, mut near) = (0.0, 0.0, 0.0, 0.0, 0.0);
    let (mut tr, mut tr_ref) = (0.0, 0.0);
    for i in 0..peer.len().min(reference.len()) {
        let (a, b) = (peer.position(i), reference.position(i));
        if let Some(s) = spawns.get(i) {
            tr += (a.0 - s.x as f64).abs();
            tr_ref += (b.0 - s.x as f64).abs();
        }
        let (ex, ey) = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
        dx += ex;
        dy += ey;
        st += peer.standing(i) as u8 as f64;
        st_ref += reference.standing(i) as u8 as f64;
        near += (ex <= 16.0 && ey <= 16.0) as u8 as f64;
    }
    Comparison {
        mean_dx: dx / n,
        mean_dy: dy / n,
        standing: st / n,
        standing_ref: st_ref / n,
        within_tile: near / n,
        travel: tr / n,
        travel_ref: tr_ref / n,
    }
}

/// The top edge of the surface segment of a floor tile (solid or slope) at
/// tile-local origin `(x0, y0)`, px, screen axes: `((xa, ya), (xb, yb))` from
/// left to right. Slopes are the straight line through their pixel
/// staircase's outer corners (within 1 px of tilestep's pixels). `None` for
/// tiles that aren't floors.
pub fn surface_segment(ch: char, x0: i32, y0: i32) -> Option<((i32, i32), (i32, i32))> {
    let (t, h) = (TILE, TILE / 2);
    Some(match ch {
        '#' | 'E' => ((x0, y0), (x0 + t, y0)),
        '/' => ((x0, y0 + t), (x0 + t, y0)),
        '\\' => ((x0, y0), (x0 + t, y0 + t)),
        'r' => ((x0, y0 + t), (x0 + t, y0 + h)),
        'R' => ((x0, y0 + h), (x0 + t, y0)),
        'L' => ((x0, y0), (x0 + t, y0 + h)),
        'l' => ((x0, y0 + h), (x0 + t, y0 + t)),
        _ => return None,
    })
}

/// The level's rows as char grids.
pub(crate) fn grid(ascii: &str) -> Vec<Vec<char>> {
    ascii.lines().map(|l| l.chars().collect()).collect()
}

impl Kind {
    /// Parses a [`Kind::key`].
    pub fn from_key(s: &str) -> Option<Kind> {
        Kind::ALL
            .iter()
            .copied()
            .chain([Kind::Null, Kind::TilestepOneway, Kind::TilestepWorld])
            .find(|k| k.key() == s)
    }

    /// A short command-line key.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Tilestep => "tilestep",
            Kind::TilestepNoPlatforms => "tilestep-noplat",
            Kind::TilestepSolidOnly => "tilestep-solid",
            Kind::TilestepOneway => "tilestep-oneway",
            Kind::TilestepWorld => "tilestep-world",
            Kind::Rapier => "rapier",
            Kind::RapierPolyline => "rapier-polyline",
            Kind::MacroquadPlatformer => "mqp",
            Kind::Naive => "naive",
            Kind::Null => "null",
        }
    }
}

/// The fixed workload of the callgrind examples: `kind` with `n` bodies on
/// the benchmark level (spawn seed 2), `settle + frames` frames, every run
/// at `speed` px/frame when given (the cost-against-speed table's inputs).
/// Run it with `frames` = 0 and `frames` = F under callgrind: the
/// difference over `n * F` is instructions per body-step, setup excluded.
pub fn workload(
    kind: Kind,
    n: usize,
    settle: usize,
    frames: usize,
    speed: Option<i32>,
) -> Box<dyn Engine> {
    let ascii = crate::level_ascii_default();
    let map = TileMap::from_ascii(&ascii, TILE as u32).expect("valid level");
    let sp = crate::spawns(&map, n, 2);
    let mut e = kind.build(&ascii, &sp, speed);
    for _ in 0..settle + frames {
        e.step();
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spawns;

    #[test]
    fn every_engine_builds_and_steps_and_agrees_on_a_tiny_level() {
        // 24x10 tiles: flat ground, a 45° hill, 1:2 slopes, a wall, a platform.
        let ascii = concat!(
            "........................\n",
            "........................\n",
            "........................\n",
            "........................\n",
            "..........-----.........\n",
            "........................\n",
            "......rR##Ll..../\\......\n",
            "....rR######Ll./##\\...#.\n",
            "########################\n",
            "########################\n",
        );
        let map = TileMap::from_ascii(ascii, TILE as u32).unwrap();
        let sp = spawns(&map, 40, 3);
        let mut engines: Vec<(Kind, Box<dyn Engine>)> = Kind::ALL
            .iter()
            .map(|&k| (k, k.build(ascii, &sp, None)))
            .collect();
        for _ in 0..120 {
            engines.iter_mut().for_each(|(_, e)| e.step());
        }
        let find = |k: Kind| engines.iter().position(|(e, _)| *e == k).unwrap();
        for (k, e) in &engines {
            assert_eq!(e.len(), 40);
            let r = &engines[find(k.reference())].1;
            let c = compare(e.as_ref(), r.as_ref(), &sp);
            // Everyone lands and mostly stands on this small level...
            assert!(c.standing > 0.5, "{}: {c:?}", k.name());
            // ...and ends up near where tilestep does (same inputs, same level).
            assert!(c.mean_dx < 48.0 && c.mean_dy < 16.0, "{}: {c:?}", k.name());
        }
    }
}
