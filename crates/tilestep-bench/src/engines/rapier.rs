//! rapier2d's `KinematicCharacterController` on the level's tiles.
//!
//! **Units.** 1 m = 1 tile = 16 px, y up (so a body is 0.75 x 1.5 m, human
//! sized, and speeds of 1-3.5 px/frame are 3.75-13 m/s at 60 Hz: the scale
//! rapier's tolerances are tuned for).
//!
//! **Colliders** ([`Setup`]). Both are built and measured; the cheaper one,
//! cuboids, is the headline peer ([`super::Kind::Rapier`]):
//! - [`Setup::Cuboids`]: solid tiles greedily merged into rectangles (row
//!   runs, then equal runs stacked: 348 cuboids on the 400x60 level instead
//!   of ~9,000 tiles), one convex polygon per slope tile (its top segment down
//!   to its bottom corners), and a cuboid per solid map edge. Every collider
//!   is a convex primitive in rapier's broad-phase BVH, so each shape cast
//!   and each ground test is a cheap convex-convex query. Measured with
//!   callgrind on the same workload: about 19,900 instructions per
//!   body-step, against 26,000 for the polyline.
//! - [`Setup::Polyline`]: the ground's top surface as **one oriented
//!   (one-sided) polyline**, closed around the solid region with the map's
//!   solid left and right edges; slopes exactly as the line through their
//!   pixel staircase; collinear points merged (195 points on the level). No
//!   internal edges between tiles, the fewest primitives, and bodies end up
//!   slightly closer to tilestep's (see the comparability table). But the
//!   controller's ground detection computes contact manifolds against the
//!   composite shape, which costs more than the convex pairs (chunking it
//!   into short polylines was slower still: 29,000). Needs a height-field
//!   level (every column solid from its top tile down); otherwise the
//!   builder falls back to cuboids.
//! - Not used: rapier's `Voxels` shape (squares on a grid: slopes would be
//!   staircases that a box can't climb without autostep), and the height
//!   field (uniform sample spacing, so walls need 1 px samples: thousands of
//!   cells where the polyline has a few hundred points).
//!
//! **Controller.** `up` +y; `offset` 0.01 m (0.16 px: rapier wants a small
//! non-zero gap); `slide` on; `autostep` off (there are no steps lower
//! than a tile to climb, only 16 px walls that need a jump; rapier documents
//! autostep as expensive; measured here with max height 6 px: +6%
//! instructions per body-step, and bodies end up no closer to tilestep's); `max_slope_climb_angle` and `min_slope_slide_angle` 46° (45°
//! slopes climb, and don't slide while standing); `snap_to_ground` 0.25 m
//! (4 px: keeps walkers on 45° descents at up to 3.5 px/frame, as tilestep's
//! walking does). The characters are not rigid bodies: each is a shared
//! cuboid shape and a position, moved with `move_shape` against a
//! `PhysicsWorld` holding only the static colliders (its broad phase is built
//! once). Characters don't collide with each other, like tilestep's bodies.
//! One-way platforms: none (the controller has no one-way surfaces), so this
//! engine runs the [`crate::Variant::NoPlatforms`] level.

use super::{grid, surface_segment, Engine, BODY_H, BODY_W, TILE};
use crate::{next_vy, InputStream, Spawn};
use rapier2d::control::{CharacterLength, KinematicCharacterController};
use rapier2d::prelude::*;

/// Metres per pixel.
pub const M_PER_PX: f32 = 1.0 / TILE as f32;

/// How the tiles become colliders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// One oriented polyline around the ground (height-field levels).
    Polyline,
    /// Greedy-merged cuboids plus one convex polygon per slope tile.
    Cuboids,
}

fn to_m(x: i32, y: i32) -> Vector {
    Vector::new(x as f32 * M_PER_PX, -(y as f32) * M_PER_PX)
}

/// The closed, counter-clockwise (solid inside) loop around the ground of a
/// height-field level, px screen axes; `None` if some column isn't one.
pub fn ground_loop(ascii: &str) -> Option<Vec<(i32, i32)>> {
    let g = grid(ascii);
    let (w, h) = (g[0].len() as i32, g.len() as i32);
    let high = -64 * TILE; // the side walls' top (tilestep's edges have none)
    let deep = (h + 64) * TILE; // the floor under holes (tilestep's is open)
    let mut surface: Vec<(i32, i32)> = Vec::new();
    let push = |p: (i32, i32), s: &mut Vec<(i32, i32)>| {
        if s.last() != Some(&p) {
            s.push(p);
        }
    };
    for tx in 0..w {
        let col: Vec<char> = g.iter().map(|r| r[tx as usize]).collect();
        let top = col.iter().position(|&c| surface_segment(c, 0, 0).is_some());
        let (a, b) = match top {
            Some(ty) => {
                if col[ty + 1..].iter().any(|&c| c != '#' && c != 'E') {
                    return None; // an overhang, a cave or a slope under a tile
                }
                surface_segment(col[ty], tx * TILE, ty as i32 * TILE)?
            }
            None => ((tx * TILE, deep), ((tx + 1) * TILE, deep)),
        };
        push(a, &mut surface);
        push(b, &mut surface);
    }
    // Drop collinear middle points.
    let mut pts: Vec<(i32, i32)> = Vec::new();
    for p in surface {
        while pts.len() >= 2 {
            let (a, b) = (pts[pts.len() - 2], pts[pts.len() - 1]);
            let cross = (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0);
            if cross == 0 {
                pts.pop();
            } else {
                break;
            }
        }
        pts.push(p);
    }
    let (wpx, t) = (w * TILE, TILE);
    // y up in metres means screen-y down: counter-clockwise in metres is
    // clockwise on screen. Outer box first (down the left, along the
    // bottom, up the right), then the surface from right to left.
    let mut lp = vec![
        (-t, high),
        (-t, deep + t),
        (wpx + t, deep + t),
        (wpx + t, high),
        (wpx, high),
    ];
    lp.extend(pts.iter().rev().copied());
    lp.push((0, high));
    Some(lp)
}

/// The static colliders for `ascii` with `setup`, and the setup actually used.
pub fn colliders(ascii: &str, setup: Setup) -> (Vec<Collider>, Setup) {
    if setup == Setup::Polyline {
        if let Some(lp) = ground_loop(ascii) {
            let n = lp.len() as u32;
            let v: Vec<Vector> = lp.iter().map(|&(x, y)| to_m(x, y)).collect();
            let idx: Vec<[u32; 2]> = (0..n).map(|i| [i, (i + 1) % n]).collect();
            return (
                vec![ColliderBuilder::oriented_polyline(v, Some(idx)).build()],
                Setup::Polyline,
            );
        }
    }
    let g = grid(ascii);
    let (w, h) = (g[0].len(), g.len());
    let mut out = Vec::new();
    // Greedy merge of solid tiles: runs along rows, stacked while equal.
    let solid = |c: char| c == '#' || c == 'E';
    let mut used = vec![vec![false; w]; h];
    for y in 0..h {
        let mut x = 0;
        while x < w {
            if !solid(g[y][x]) || used[y][x] {
                x += 1;
                continue;
            }
            let x0 = x;
            while x < w && solid(g[y][x]) && !used[y][x] {
                x += 1;
            }
            let mut y1 = y + 1;
            while y1 < h && (x0..x).all(|i| solid(g[y1][i]) && !used[y1][i]) {
                y1 += 1;
            }
            for row in used.iter_mut().take(y1).skip(y) {
                row[x0..x].iter_mut().for_each(|u| *u = true);
            }
            let (cw, ch) = ((x - x0) as f32, (y1 - y) as f32);
            let c = to_m(x0 as i32 * TILE, y as i32 * TILE);
            out.push(
                ColliderBuilder::cuboid(cw / 2.0, ch / 2.0)
                    .translation(Vector::new(c.x + cw / 2.0, c.y - ch / 2.0))
                    .build(),
            );
        }
    }
    // Slopes: the tile's top segment down to its bottom corners.
    for (y, row) in g.iter().enumerate() {
        for (x, &c) in row.iter().enumerate() {
            if solid(c) {
                continue;
            }
            let (x0, y0) = (x as i32 * TILE, y as i32 * TILE);
            if let Some((a, b)) = surface_segment(c, x0, y0) {
                let pts = [a, b, (x0 + TILE, y0 + TILE), (x0, y0 + TILE)].map(|(x, y)| to_m(x, y));
                out.push(
                    ColliderBuilder::convex_hull(&pts)
                        .expect("convex tile")
                        .build(),
                );
            }
        }
    }
    // The solid left and right map edges.
    let (wm, hm) = (w as f32, h as f32 + 128.0);
    for cx in [-0.5, wm + 0.5] {
        out.push(
            ColliderBuilder::cuboid(0.5, hm)
                .translation(Vector::new(cx, 0.0))
                .build(),
        );
    }
    (out, Setup::Cuboids)
}

/// The controller configuration described in the module docs.
pub fn controller() -> KinematicCharacterController {
    KinematicCharacterController {
        up: Vector::Y,
        offset: CharacterLength::Absolute(0.01),
        slide: true,
        autostep: None,
        max_slope_climb_angle: 46f32.to_radians(),
        min_slope_slide_angle: 46f32.to_radians(),
        snap_to_ground: Some(CharacterLength::Absolute(0.25)),
        ..Default::default()
    }
}

/// One character: the cuboid's centre (m, y up) and the shared motion state.
#[derive(Clone, Debug)]
pub struct RapierChar {
    /// Centre, metres, y up.
    pub pos: Vector,
    /// Vertical speed, subpixels per frame, screen axes (the shared rule's).
    pub vy: i32,
    /// Grounded after the last move.
    pub standing: bool,
    input: InputStream,
}

/// The rapier engine.
pub struct Rapier {
    world: PhysicsWorld,
    kcc: KinematicCharacterController,
    shape: Cuboid,
    chars: Vec<RapierChar>,
    setup: Setup,
    n_colliders: usize,
}

impl Rapier {
    /// Builds the static world for `ascii` and one character per start.
    pub fn new(ascii: &str, starts: &[(Spawn, InputStream)], setup: Setup) -> Rapier {
        let mut world = PhysicsWorld::new();
        let (cs, setup) = colliders(ascii, setup);
        let n_colliders = cs.len();
        for c in cs {
            world.insert_collider(c, None);
        }
        world.step(); // builds the broad phase once
        let (hw, hh) = (
            BODY_W as f32 * M_PER_PX / 2.0,
            BODY_H as f32 * M_PER_PX / 2.0,
        );
        let chars = starts
            .iter()
            .map(|(s, input)| RapierChar {
                pos: to_m(s.x, s.y - BODY_H / 2),
                vy: 0,
                standing: false,
                input: input.clone(),
            })
            .collect();
        Rapier {
            world,
            kcc: controller(),
            shape: Cuboid::new(Vector::new(hw, hh)),
            chars,
            setup,
            n_colliders,
        }
    }

    /// The collider setup in use.
    pub fn setup(&self) -> Setup {
        self.setup
    }
}

/// One frame of one character.
#[inline]
fn step_char(
    kcc: &KinematicCharacterController,
    qp: &QueryPipeline,
    shape: &Cuboid,
    c: &mut RapierChar,
) {
    let inp = c.input.next_input();
    c.vy = next_vy(inp, c.standing, c.vy);
    let px = M_PER_PX / 256.0;
    let want = Vector::new(inp.vx as f32 * px, -(c.vy as f32) * px);
    let m = kcc.move_shape(
        1.0 / 60.0,
        qp,
        shape,
        &Pose::from_translation(c.pos),
        want,
        |_| {},
    );
    c.pos += m.translation;
    c.standing = m.grounded;
    // A ceiling (or a landing that didn't register as grounded) stops the
    // vertical speed, as tilestep's stops do.
    if (want.y - m.translation.y).abs() > 0.5 * want.y.abs() && !m.grounded {
        c.vy = 0;
    }
}

impl Engine for Rapier {
    fn len(&self) -> usize {
        self.chars.len()
    }
    fn step(&mut self) {
        let qp = self.world.query_pipeline();
        let (kcc, shape) = (&self.kcc, &self.shape);
        for c in &mut self.chars {
            step_char(kcc, &qp, shape, c);
        }
    }
    fn position(&self, i: usize) -> (f64, f64) {
        let p = self.chars[i].pos;
        (
            p.x as f64 / M_PER_PX as f64,
            -(p.y as f64) / M_PER_PX as f64 + BODY_H as f64 / 2.0,
        )
    }
    fn standing(&self, i: usize) -> bool {
        self.chars[i].standing
    }
    fn bytes_per_body(&self) -> usize {
        // What a game keeps per character: its position (a rapier `Pose`
        // would be 16 bytes, a translation 8), the speed and grounded flag.
        std::mem::size_of::<RapierChar>() - std::mem::size_of::<InputStream>()
    }
    fn describe(&self) -> String {
        format!(
            "{:?}: {} static collider(s); controller {} bytes, shape {} bytes, shared",
            self.setup,
            self.n_colliders,
            std::mem::size_of::<KinematicCharacterController>(),
            std::mem::size_of::<Cuboid>()
        )
    }
}
