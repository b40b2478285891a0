//! The step: horizontal movement, then vertical, on whole pixels with the
//! fractional part carried.
//!
//! [`TileMap::step_among`] runs its phases (`phases.rs`), each a function
//! with a named result and a file of its own: the start (`start.rs`: does
//! the body walk, or fly free?), `horizontal.rs`, `vertical.rs`, then the
//! step's end (`rules/end.rs`: the world limit, standing, the contacts). A
//! body in the air whose path meets nothing skips them all
//! (`shortcuts/flight.rs`), and so do a body falling onto a floor
//! (`shortcuts/landing.rs`) and a walker whose move goes at once
//! (`shortcuts/walk_step.rs`: standing still, a flat run, a wall stop,
//! one walk run, or one long run); each of those ends at the same step's
//! end.
//! Stepping many bodies (`batch.rs`) and resizing one (`resize.rs`) are
//! here too.

use crate::body::Body;
use crate::body::MovingSolid;
use crate::body::{Contacts, StepInput};
use crate::map::TileMap;
use crate::shortcuts::{fly, walk_step, Refused};
use phases::phases;

mod batch;
mod horizontal;
#[cfg(test)]
mod limit_tests;
mod phases;
mod resize;
#[cfg(test)]
mod shortcut_tests;
mod start;
mod vertical;

#[cfg(test)]
pub(crate) use phases::phases_of;

pub use resize::ResizeError;

impl TileMap {
    /// Advances `body` by one frame and reports what it touched.
    ///
    /// The body's velocity is clamped to ±127 px/frame per axis, then it moves
    /// horizontally, then vertically, one whole pixel at a time as the
    /// contract's core-and-wedges rule allows, with the fractional part of its
    /// position carried. A body standing at the start (and not moving against
    /// gravity) walks: it follows slopes up and down without leaving the
    /// ground, and its vertical speed is zeroed. A stop against a wall, floor
    /// or ceiling leaves it touching that surface with the speed and the
    /// subpixel remainder on that axis cleared. Gravity acceleration is the
    /// caller's: add it to `body.vel.y` before stepping.
    ///
    /// ```
    /// use tilestep::{Body, Size, StepInput, SubPoint, TileMap, ContactFlags};
    /// let map = TileMap::from_ascii("......\n......\n######\n", 16).unwrap();
    /// let mut body = Body::new(SubPoint::from_px(40, 32), Size::new(12, 24));
    /// body.vel.x.0 = 384; // 1.5 px/frame
    /// let c = map.step(&mut body, StepInput::default());
    /// assert!(body.standing && c.has(ContactFlags::FLOOR));
    /// assert_eq!(body.pos, SubPoint::new(40 * 256 + 384, 32 * 256));
    /// ```
    pub fn step(&self, body: &mut Body, input: StepInput) -> Contacts {
        self.step_among(body, input, &[])
    }

    /// [`TileMap::step`] among moving solids: their boxes collide exactly like
    /// tiles of their kind (full solids like `solid`, one-way ones like
    /// `platform` / `platform_under`). Inactive solids are ignored. Move the
    /// solids first ([`TileMap::move_solid`]), then step the bodies.
    pub fn step_among(
        &self,
        body: &mut Body,
        input: StepInput,
        solids: &[MovingSolid],
    ) -> Contacts {
        self.step_with::<true>(body, input, solids)
    }

    /// [`TileMap::step_among`] with every shortcut off: the contract's
    /// per-pixel rules alone, with none of the faster paths that take
    /// many pixels or a whole step at once (free flight, landings, flat
    /// runs, wall stops, walk runs and long runs, air runs and skims, the
    /// feet found on the solid bitmap). It gives the
    /// same result bit for bit, more slowly: for differential tests,
    /// fuzzing, and telling whether a surprising step comes from a rule
    /// or from a shortcut. The normal step pays nothing for it.
    ///
    /// ```
    /// use tilestep::{Body, Size, StepInput, SubPoint, TileMap};
    /// let map = TileMap::from_ascii("......\n..../#\n######\n", 16).unwrap();
    /// let mut fast = Body::new(SubPoint::from_px(24, 32), Size::new(12, 24));
    /// fast.vel.x.0 = 3 * 256;
    /// let mut slow = fast;
    /// for _ in 0..20 {
    ///     let c = map.step(&mut fast, StepInput::default());
    ///     assert_eq!(map.step_by_rules(&mut slow, StepInput::default(), &[]), c);
    ///     assert_eq!(slow, fast);
    /// }
    /// ```
    pub fn step_by_rules(
        &self,
        body: &mut Body,
        input: StepInput,
        solids: &[MovingSolid],
    ) -> Contacts {
        self.step_with::<false>(body, input, solids)
    }

    /// Steps every body once against the map: `bodies[i]` with `inputs[i]`,
    /// its contacts written to `contacts[i]`, exactly as
    /// [`TileMap::step`] would, in index order. Game rules (input, gravity)
    /// go into the bodies' velocities first, as for a single step. Bodies
    /// don't collide with each other here: step those that must among the
    /// others with [`TileMap::step_among`].
    ///
    /// Panics when the three slices differ in length.
    ///
    /// ```
    /// use tilestep::{Body, Contacts, Size, StepInput, SubPoint, TileMap};
    /// let map = TileMap::from_ascii("........\n........\n########\n", 16).unwrap();
    /// let mut bodies = [
    ///     Body::new(SubPoint::from_px(24, 32), Size::new(12, 24)),
    ///     Body::new(SubPoint::from_px(88, 20), Size::new(12, 24)),
    /// ];
    /// bodies[0].vel.x.0 = 256; // 1 px/frame right
    /// bodies[1].vel.y.0 = 512; // falling 2 px/frame
    /// let inputs = [StepInput::default(); 2];
    /// let mut contacts = [Contacts::default(); 2];
    /// map.step_all(&mut bodies, &inputs, &mut contacts);
    /// assert_eq!(bodies[0].pos, SubPoint::from_px(25, 32));
    /// assert_eq!(bodies[1].pos, SubPoint::from_px(88, 22));
    /// ```
    pub fn step_all(&self, bodies: &mut [Body], inputs: &[StepInput], contacts: &mut [Contacts]) {
        batch::step_all(self, bodies, inputs, contacts);
    }

    /// [`TileMap::step_all`] on rayon's current thread pool (feature
    /// `rayon`, which links `std`): the same result bit for bit, the bodies
    /// split into chunks of at least 256 stepped on the pool's threads.
    ///
    /// Panics when the three slices differ in length.
    #[cfg(feature = "rayon")]
    pub fn par_step_all(
        &self,
        bodies: &mut [Body],
        inputs: &[StepInput],
        contacts: &mut [Contacts],
    ) {
        batch::par_step_all(self, bodies, inputs, contacts);
    }

    /// The step, with its shortcuts (`SHORTCUTS`) or by the rules alone.
    #[inline(always)]
    fn step_with<const SHORTCUTS: bool>(
        &self,
        body: &mut Body,
        input: StepInput,
        solids: &[MovingSolid],
    ) -> Contacts {
        // Without moving solids, a body in the air may be in free flight,
        // and a standing one may walk a run: no phases needed. Every path
        // writes the contacts into the one value returned.
        let mut c = Contacts::for_input(input.drop);
        let solids = &solids[..solids.len().min(Contacts::MAX_SOLIDS)];
        let mut refused = Refused::NOTHING;
        if SHORTCUTS && solids.is_empty() {
            let done = if body.standing {
                match walk_step(self, body, input, &mut c) {
                    Ok(()) => true,
                    Err(walk) => {
                        refused = walk;
                        false
                    }
                }
            } else {
                refused = Refused::FLIGHT;
                fly(self, body, &mut c)
            };
            if done {
                return c;
            }
        }
        phases::<SHORTCUTS>(self, body, input, solids, refused, &mut c);
        c
    }
}
