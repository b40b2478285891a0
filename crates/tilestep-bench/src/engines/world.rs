//! tilestep through its `World`: the same bodies, inputs and motion rule
//! as [`super::Tilestep`], each body a `BodyDrive::Free` whose velocity
//! and drop the bench sets before `World::step`. Its count less the plain
//! engine's is the `World`'s own cost per body-step (the frame's order,
//! the drives, the grounds and the reports).

use super::{Engine, BODY_H, BODY_W, TILE};
use crate::{next_vy, InputStream, Spawn};
use tilestep::{Body, BodyDrive, Size, SubPoint, TileMap, World};

/// tilestep's `World`, one `Free` body per start.
pub struct TilestepWorld {
    world: World,
    inputs: Vec<InputStream>,
}

impl TilestepWorld {
    /// Builds the map from `ascii` (16 px tiles) and one body per start.
    pub fn new(ascii: &str, starts: &[(Spawn, InputStream)]) -> TilestepWorld {
        let map = TileMap::from_ascii(ascii, TILE as u32).expect("valid level");
        let mut world = World::new(map);
        for (s, _) in starts {
            let body = Body::new(SubPoint::from_px(s.x, s.y), Size::new(BODY_W, BODY_H));
            let free = BodyDrive::Free {
                fall: None,
                drop: false,
            };
            // The bench's spawns fit; one that doesn't is nudged out.
            world
                .spawn_nudged(body, free, 64)
                .expect("a spawn that fits");
        }
        let inputs = starts.iter().map(|(_, i)| i.clone()).collect();
        TilestepWorld { world, inputs }
    }
}

impl Engine for TilestepWorld {
    fn len(&self) -> usize {
        self.inputs.len()
    }
    fn step(&mut self) {
        for ((_, body, drive), input) in self.world.bodies_mut().zip(&mut self.inputs) {
            let i = input.next_input();
            body.vel.x.0 = i.vx;
            body.vel.y.0 = next_vy(i, body.standing, body.vel.y.0);
            if let BodyDrive::Free { drop, .. } = drive {
                *drop = i.drop;
            }
        }
        self.world.step(&[]);
    }
    fn position(&self, i: usize) -> (f64, f64) {
        let p = self
            .world
            .bodies()
            .nth(i)
            .map(|(_, b)| b.pos)
            .unwrap_or_default();
        (p.x.0 as f64 / 256.0, p.y.0 as f64 / 256.0)
    }
    fn standing(&self, i: usize) -> bool {
        self.world.bodies().nth(i).is_some_and(|(_, b)| b.standing)
    }
    fn bytes_per_body(&self) -> usize {
        std::mem::size_of::<Body>()
    }
    fn describe(&self) -> String {
        let m = self.world.map();
        format!("World on a TileMap {}x{} tiles", m.width(), m.height())
    }
}
