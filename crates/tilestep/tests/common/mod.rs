//! Shared harness for the ASCII-map scenario tests: run a body with a small
//! input script, check the contract's invariants on every frame, and keep
//! the trace for assertions.
#![allow(dead_code)]

mod player;
#[allow(unused_imports)]
pub use player::{k, Player};

use tilestep::{
    Behaviour, Behaviours, Body, Contacts, Edges, Gravity, Legend, MovingSolid, Px, PxPoint,
    PxRect, Size, SolidKind, StepInput, SubPoint, Subpx, TileDef, TileKind, TileMap,
};

/// Pixels to subpixels.
pub const fn px(v: i32) -> i32 {
    v * 256
}

/// One frame's input.
#[derive(Clone, Copy, Debug, Default)]
pub struct Input {
    /// Set vx to this (subpixels/frame) when `Some`.
    pub vx: Option<i32>,
    /// Jump speed against gravity (subpixels/frame), applied if standing.
    pub jump: Option<i32>,
    /// Drop through one-way surfaces.
    pub drop: bool,
    /// Reverse gravity this frame.
    pub flip: bool,
}

/// A body plus its gravity acceleration and fall cap, stepped frame by frame.
pub struct Sim<'a> {
    pub map: &'a TileMap,
    pub body: Body,
    /// Gravity acceleration, subpixels/frame² (signed by the body's gravity).
    pub accel: i32,
    /// Cap on the speed along gravity, subpixels/frame.
    pub max_fall: i32,
    pub frame: u32,
    pub trace: Vec<(Body, Contacts)>,
}

impl<'a> Sim<'a> {
    /// A body of `w x h` px at origin `(x, y)` px, gravity down 0.25 px/frame².
    pub fn new(map: &'a TileMap, x: i32, y: i32, w: i32, h: i32) -> Self {
        let mut body = Body::new(SubPoint::from_px(x, y), Size::new(w, h));
        assert!(map.fits(&body), "start position overlaps a solid");
        body.standing = map.stands(&body);
        Sim {
            map,
            body,
            accel: 64,
            max_fall: px(6),
            frame: 0,
            trace: Vec::new(),
        }
    }

    pub fn gravity(mut self, g: Gravity) -> Self {
        self.body.gravity = g;
        self.body.standing = self.map.stands(&self.body);
        self
    }

    pub fn accel(mut self, a: i32, max_fall: i32) -> Self {
        self.accel = a;
        self.max_fall = max_fall;
        self
    }

    /// Steps one frame and checks invariants 1, 3 and 5.
    pub fn step(&mut self, input: Input) -> Contacts {
        let g = self.body.gravity.sign();
        if input.flip {
            self.body.gravity = self.body.gravity.flipped();
        }
        let g2 = self.body.gravity.sign();
        if let Some(vx) = input.vx {
            self.body.vel.x.0 = vx;
        }
        self.body.fall(Subpx(self.accel * g2), Subpx(self.max_fall));
        if let (Some(j), true) = (input.jump, self.body.standing) {
            self.body.jump(Subpx(j));
        }
        let _ = g;
        let before = self.body;
        let c = self
            .map
            .step(&mut self.body, StepInput { drop: input.drop });
        self.frame += 1;
        let after = self.body;
        let f = self.frame;
        // 1. never inside
        assert!(
            core_clear(self.map, &after),
            "frame {f}: core overlaps a solid at {:?}",
            after.rect()
        );
        // 3. no zip: a body standing, not sent against gravity (a jump, a
        // spring), not dropping and not flipped (a controller's flip: it
        // falls to the other side, standing before on its old gravity),
        // stays within 1 px per px walked.
        let flipped = self
            .trace
            .last()
            .is_some_and(|(b, _)| b.gravity != before.gravity);
        if before.standing && after.standing && before.vel.y.0 * g2 >= 0 && !input.drop && !flipped
        {
            let dx = (after.pos.x.floor_px().0 - before.pos.x.floor_px().0).abs();
            let dy = (after.pos.y.floor_px().0 - before.pos.y.floor_px().0).abs();
            assert!(dy <= dx + 1, "frame {f}: zip dy={dy} dx={dx}");
        }
        // 5. flush stops: a zeroed horizontal speed means touching, fraction
        // cleared. "Touching" is read at the end of the horizontal phase,
        // which may lie above or below the end height (the vertical phase
        // comes after, and a walk moves at most 1 px per px): so a wall one
        // pixel ahead at some height the path passed, as tilestep-check
        // reads it. No assist moves it sideways after a wall stop.
        if before.vel.x.0 != 0 && after.vel.x.0 == 0 {
            let d = before.vel.x.0.signum();
            assert_eq!(after.pos.x.fract(), 0, "frame {f}: x remainder not cleared");
            let (x1, y0, y1) = (
                after.pos.x.floor_px().0,
                before.pos.y.floor_px().0,
                after.pos.y.floor_px().0,
            );
            let dx = (x1 - before.pos.x.floor_px().0).abs();
            let touching = (y1.min(y0 - dx)..=y1.max(y0 + dx)).any(|y| {
                let mut probe = after;
                probe.pos = tilestep::SubPoint::from_px(x1 + d, y);
                let mut there = after;
                there.pos = tilestep::SubPoint::from_px(x1, y);
                !core_clear(self.map, &probe) || oneway_wall_ahead(self.map, &there, d)
            });
            assert!(
                touching,
                "frame {f}: stopped horizontally without touching: {before:?} -> {after:?}"
            );
        }
        if before.vel.y.0 != 0 && after.vel.y.0 == 0 {
            assert_eq!(after.pos.y.fract(), 0, "frame {f}: y remainder not cleared");
        }
        self.trace.push((after, c));
        c
    }

    /// Runs `n` frames of the same input.
    pub fn run(&mut self, n: u32, input: Input) -> Contacts {
        let mut c = Contacts::default();
        for _ in 0..n {
            c = self.step(input);
        }
        c
    }

    /// Runs `n` frames and asserts the body stands after every one (no bounce).
    pub fn walk(&mut self, n: u32, vx: i32) {
        for _ in 0..n {
            self.step(Input {
                vx: Some(vx),
                ..Input::default()
            });
            let f = self.frame;
            assert!(
                self.body.standing,
                "frame {f}: walker left the ground at {:?}",
                self.body.rect()
            );
        }
    }

    /// Origin in whole px.
    pub fn at(&self) -> (i32, i32) {
        (self.body.pos.x.floor_px().0, self.body.pos.y.floor_px().0)
    }
}

/// Walk input at `vx` subpixels/frame.
pub fn walk(vx: i32) -> Input {
    Input {
        vx: Some(vx),
        ..Input::default()
    }
}

/// Input that holds "drop through one-way surfaces" and nothing else.
pub fn drop_through() -> Input {
    Input {
        drop: true,
        ..Input::default()
    }
}

/// The core is clear of solid pixels: every pixel of the core
/// ([`Body::core_rows`], the contract's `d < kb` and `d < kt`) tested with
/// `is_solid`.
pub fn core_clear(map: &TileMap, b: &Body) -> bool {
    let r = b.rect();
    (r.left.0..r.right.0).all(|x| {
        b.core_rows(Px(x)).map_or(true, |mut rows| {
            !rows.any(|y| map.is_solid(PxPoint::new(x, y)))
        })
    })
}

/// True when the leading side of `b` moving by `dir` (±1) lies on the
/// edge of a one-way wall that stops that move (`oneway_left` going
/// right, `oneway_right` going left), beside one of its rows. (Whether
/// the side began the frame on the wall's open side is the caller's.)
pub fn oneway_wall_ahead(map: &TileMap, b: &Body, dir: i32) -> bool {
    let r = b.rect();
    let t = map.tile_size().px();
    let edge = if dir > 0 { r.right.0 } else { r.left.0 };
    if edge.rem_euclid(t) != 0 {
        return false;
    }
    let tx = edge.div_euclid(t) - i32::from(dir < 0);
    let wall = if dir > 0 {
        tilestep::TileKind::OnewayLeft
    } else {
        tilestep::TileKind::OnewayRight
    };
    (r.top.0.div_euclid(t)..=(r.bottom.0 - 1).div_euclid(t)).any(|ty| {
        map.get(tilestep::TileXY::new(tx, ty))
            .is_some_and(|id| map.tileset().def(id).kind == wall)
    })
}

/// The ground height (first solid row) under column `x`, scanning down from `y`.
pub fn ground_at(map: &TileMap, x: i32, y: i32) -> i32 {
    (y..y + 10_000)
        .find(|&r| map.is_solid(PxPoint::new(x, r)))
        .unwrap()
}

/// An ASCII map; rows joined with newlines.
pub fn map(rows: &[&str], t: u32) -> TileMap {
    TileMap::from_ascii(&rows.join("\n"), t).unwrap()
}

/// A room `w x h` tiles: solid tiles all around, empty inside.
pub fn walled_room(w: usize, h: usize) -> Vec<String> {
    let inside = format!("#{}#", ".".repeat(w - 2));
    let mut rows = vec!["#".repeat(w); h];
    rows[1..h - 1].fill(inside);
    rows
}

/// True when the core of `b` ([`Body::core_rows`]) holds a pixel of the
/// rectangle `q` (whole px, right and bottom exclusive).
pub fn core_meets(b: &Body, q: PxRect) -> bool {
    (q.left.0..q.right.0).any(|x| {
        b.core_rows(Px(x))
            .is_some_and(|rows| rows.start < q.bottom.0 && q.top.0 < rows.end)
    })
}

/// An active moving solid of `kind`, `w x h` px, its top-left corner at
/// `(x, y)` px.
pub fn solid(x: i32, y: i32, w: i32, h: i32, kind: SolidKind) -> MovingSolid {
    MovingSolid::new(SubPoint::from_px(x, y), Size::new(w, h), kind)
}

/// The core of `b` overlaps neither the map nor any active full solid.
pub fn clear_of_all(map: &TileMap, solids: &[MovingSolid], b: &Body) -> bool {
    core_clear(map, b)
        && solids
            .iter()
            .filter(|s| s.active && s.kind == SolidKind::Solid)
            .all(|s| !core_meets(b, s.rect()))
}

/// No body's core overlaps the map, a full moving solid or another solid
/// body's box (the contract's invariant 7).
pub fn all_apart(map: &TileMap, solids: &[MovingSolid], bodies: &[Body]) -> Result<(), String> {
    for (j, b) in bodies.iter().enumerate() {
        if !clear_of_all(map, solids, b) {
            return Err(format!(
                "body {j} overlaps the map or a moving solid: {b:?}"
            ));
        }
        for (k, o) in bodies.iter().enumerate() {
            if k != j && o.solid && core_meets(b, o.rect()) {
                return Err(format!(
                    "body {j}'s core overlaps solid body {k}: {b:?} / {o:?}"
                ));
            }
        }
    }
    Ok(())
}

/// The eight unit directions `(dx, dy)`, screen y down.
pub const EIGHT_DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// A 10x6 room of 16 px tiles: a floor on the bottom row and a one-way
/// platform (`----`, columns 3-6) on row 2.
pub const PLATFORM_ROOM: &[&str] = &[
    "..........",
    "..........",
    "...----...",
    "..........",
    "..........",
    "##########",
];

/// A 10x7 room of 16 px tiles for [`tagged_world`]: a ladder (`H`, column
/// 3) from the floor up through a ladder-top platform (`T`) in a ceiling of
/// solid tiles.
pub const LADDER_ROOM: &[&str] = &[
    "..........",
    "..........",
    "###T######",
    "...H......",
    "...H......",
    "...H......",
    "##########",
];

/// Tags of the behaviour maps ([`tagged_world`]).
pub mod tag {
    /// `S`: a solid spring, 7 px/frame.
    pub const SPRING: u8 = 1;
    /// `^`: empty spikes.
    pub const SPIKES: u8 = 2;
    /// `I`: solid ice (its traction is [`super::tagged_world`]'s argument).
    pub const ICE: u8 = 3;
    /// `>`: a solid conveyor, +1 px/frame.
    pub const CONVEYOR: u8 = 4;
    /// `H`: an empty ladder; `T`: its top, a platform.
    pub const LADDER: u8 = 5;
    /// `i`: solid ice with 1 % traction.
    pub const SLOW_ICE: u8 = 6;
}

/// Spring launch speed of [`tagged_world`], subpixels/frame: 7 px/frame.
pub const SPRING_SPEED: i32 = px(7);
/// Conveyor surface speed of [`tagged_world`], subpixels/frame: 1 px/frame right.
pub const CONVEYOR_SPEED: i32 = px(1);

/// A map of 16 px tiles from `rows` with the tagged tiles of [`tag`], and
/// their behaviours: ice `I` with `ice_percent` traction.
pub fn tagged_world(rows: &[&str], ice_percent: u8) -> (TileMap, Behaviours) {
    use tag::*;
    let mut legend = Legend::default();
    legend.insert('S', TileDef::new(TileKind::Solid).with_tag(SPRING));
    legend.insert('^', TileDef::new(TileKind::Empty).with_tag(SPIKES));
    legend.insert('I', TileDef::new(TileKind::Solid).with_tag(ICE));
    legend.insert('i', TileDef::new(TileKind::Solid).with_tag(SLOW_ICE));
    legend.insert('>', TileDef::new(TileKind::Solid).with_tag(CONVEYOR));
    legend.insert('H', TileDef::new(TileKind::Empty).with_tag(LADDER));
    legend.insert('T', TileDef::new(TileKind::Platform).with_tag(LADDER));
    let map = TileMap::from_ascii_with(&rows.join("\n"), 16, &legend, Edges::default()).unwrap();
    let spring = Behaviour::Spring {
        speed: Subpx(SPRING_SPEED),
    };
    let conveyor = Behaviour::Conveyor {
        speed: Subpx(CONVEYOR_SPEED),
    };
    let mut rules = Behaviours::default();
    rules
        .set(SPRING, spring)
        .set(SPIKES, Behaviour::Spikes)
        .set(
            ICE,
            Behaviour::Ice {
                percent: ice_percent,
            },
        )
        .set(SLOW_ICE, Behaviour::Ice { percent: 1 })
        .set(CONVEYOR, conveyor)
        .set(LADDER, Behaviour::Ladder);
    (map, rules)
}
