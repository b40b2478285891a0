//! macroquad-platformer (0.2): Celeste-style actors moved one pixel at a
//! time against a static tiled layer of whole tiles. It has solid and
//! jump-through tiles but no slopes, so it runs the
//! [`crate::Variant::SolidOnly`] level (slopes made solid, platforms removed:
//! its jump-through semantics differ from the contract's frame-start rule).
//! It builds headless here: it pulls in macroquad 0.4 and miniquad, but only
//! uses their math types and never opens a window.
//! Its map has no solid edges, so two solid colliders stand in for
//! tilestep's solid left and right map edges.

use super::{Engine, BODY_H, BODY_W, TILE};
use crate::{next_vy, InputStream, Spawn};
use macroquad::math::vec2;
use macroquad_platformer::{Actor, Tile, World};

/// The macroquad-platformer engine.
pub struct MacroquadPlatformer {
    world: World,
    actors: Vec<(Actor, i32, bool, InputStream)>,
    size: (usize, usize),
}

impl MacroquadPlatformer {
    /// Builds the tiled layer (`#`/`E` solid, everything else empty) and the actors.
    pub fn new(ascii: &str, starts: &[(Spawn, InputStream)]) -> MacroquadPlatformer {
        let rows: Vec<&str> = ascii.lines().collect();
        let (w, h) = (rows[0].len(), rows.len());
        let tiles: Vec<Tile> = rows
            .iter()
            .flat_map(|r| r.chars())
            .map(|c| match c {
                '#' | 'E' => Tile::Solid,
                _ => Tile::Empty,
            })
            .collect();
        let mut world = World::new();
        world.add_static_tiled_layer(tiles, TILE as f32, TILE as f32, w, 1);
        let tall = (h as i32 + 128) * TILE;
        world.add_solid(vec2(-TILE as f32, -64.0 * TILE as f32), TILE, tall);
        world.add_solid(
            vec2((w as i32 * TILE) as f32, -64.0 * TILE as f32),
            TILE,
            tall,
        );
        let actors = starts
            .iter()
            .map(|(s, input)| {
                let pos = vec2((s.x - BODY_W / 2) as f32, (s.y - BODY_H) as f32);
                (
                    world.add_actor(pos, BODY_W, BODY_H),
                    0,
                    false,
                    input.clone(),
                )
            })
            .collect();
        MacroquadPlatformer {
            world,
            actors,
            size: (w, h),
        }
    }
}

impl Engine for MacroquadPlatformer {
    fn len(&self) -> usize {
        self.actors.len()
    }
    fn step(&mut self) {
        let world = &mut self.world;
        for (a, vy, standing, input) in &mut self.actors {
            let inp = input.next_input();
            *vy = next_vy(inp, *standing, *vy);
            world.move_h(*a, inp.vx as f32 / 256.0);
            if !world.move_v(*a, *vy as f32 / 256.0) {
                *vy = 0;
            }
            *standing = world.collide_check(*a, world.actor_pos(*a) + vec2(0.0, 1.0));
        }
    }
    fn position(&self, i: usize) -> (f64, f64) {
        let p = self.world.actor_pos(self.actors[i].0);
        (p.x as f64 + BODY_W as f64 / 2.0, p.y as f64 + BODY_H as f64)
    }
    fn standing(&self, i: usize) -> bool {
        self.actors[i].2
    }
    fn bytes_per_body(&self) -> usize {
        // Its private `Collider` (position, size, remainders, flags and an
        // empty HashSet of squishers): 2 x f32 pos, 2 x i32 size, 2 x f32
        // remainders, 4 bools and a 48-byte std HashSet, plus the handle,
        // and our vy + standing flag.
        let collider = 8 + 8 + 8 + 48 + 4;
        std::mem::size_of::<Actor>() + collider + 4 + 1
    }
    fn describe(&self) -> String {
        format!(
            "static tiled layer {}x{} tiles (1 enum/cell) + 2 edge solids",
            self.size.0, self.size.1
        )
    }
}
