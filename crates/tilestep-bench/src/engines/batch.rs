//! tilestep's batch API as a game that steps many bodies would call it:
//! the game rules for every body first, then [`TileMap::step_all`] (one
//! thread) or [`TileMap::par_step_all`] (rayon's current pool) over
//! plain slices of bodies, inputs and contacts. The multi-core table runs
//! this; the single-thread figures elsewhere use [`super::Tilestep`].

use super::{BODY_H, BODY_W, TILE};
use crate::{next_vy, InputStream, Spawn};
use rayon::prelude::*;
use tilestep::{Body, Contacts, Size, StepInput, SubPoint, TileMap};

/// Bodies, their input streams, this frame's step inputs and last contacts,
/// as parallel slices over one shared map.
pub struct TilestepBatch {
    /// The map.
    pub map: TileMap,
    /// The bodies.
    pub bodies: Vec<Body>,
    /// Each body's input stream.
    pub streams: Vec<InputStream>,
    /// This frame's step inputs (drop through one-way platforms).
    pub inputs: Vec<StepInput>,
    /// The last frame's contacts.
    pub contacts: Vec<Contacts>,
}

/// One body's game rules for a frame: read its input, set its velocity
/// (the bench's shared motion rule), and return its step input.
fn rules(body: &mut Body, stream: &mut InputStream) -> StepInput {
    let i = stream.next_input();
    body.vel.x.0 = i.vx;
    body.vel.y.0 = next_vy(i, body.standing, body.vel.y.0);
    StepInput { drop: i.drop }
}

impl TilestepBatch {
    /// Builds the map from `ascii` (16 px tiles) and one body per start.
    pub fn new(ascii: &str, starts: &[(Spawn, InputStream)]) -> TilestepBatch {
        let map = TileMap::from_ascii(ascii, TILE as u32).expect("valid level");
        let n = starts.len();
        TilestepBatch {
            map,
            bodies: starts
                .iter()
                .map(|(s, _)| Body::new(SubPoint::from_px(s.x, s.y), Size::new(BODY_W, BODY_H)))
                .collect(),
            streams: starts.iter().map(|(_, input)| input.clone()).collect(),
            inputs: vec![StepInput::default(); n],
            contacts: vec![Contacts::default(); n],
        }
    }

    /// One frame on this thread: the rules, then `step_all`.
    pub fn frame(&mut self) {
        for ((b, s), i) in self
            .bodies
            .iter_mut()
            .zip(&mut self.streams)
            .zip(&mut self.inputs)
        {
            *i = rules(b, s);
        }
        self.map
            .step_all(&mut self.bodies, &self.inputs, &mut self.contacts);
    }

    /// One frame on rayon's current pool: the rules in parallel, then
    /// `par_step_all`. The same result as [`TilestepBatch::frame`].
    pub fn frame_par(&mut self) {
        self.bodies
            .par_iter_mut()
            .zip(self.streams.par_iter_mut())
            .zip(self.inputs.par_iter_mut())
            .with_min_len(256)
            .for_each(|((b, s), i)| *i = rules(b, s));
        self.map
            .par_step_all(&mut self.bodies, &self.inputs, &mut self.contacts);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{level_ascii_default, spawns};

    #[test]
    fn parallel_frames_equal_serial_frames() {
        let ascii = level_ascii_default();
        let map = TileMap::from_ascii(&ascii, TILE as u32).unwrap();
        let starts: Vec<_> = spawns(&map, 2_000, 2)
            .into_iter()
            .map(|s| (s, InputStream::new(s.seed)))
            .collect();
        let (mut a, mut b) = (
            TilestepBatch::new(&ascii, &starts),
            TilestepBatch::new(&ascii, &starts),
        );
        for _ in 0..120 {
            a.frame();
            b.frame_par();
        }
        assert_eq!(a.bodies, b.bodies);
        assert_eq!(a.contacts, b.contacts);
    }
}
