//! The step: horizontal movement, then vertical, on whole pixels with the
//! fractional part carried.
//!
//! [`TileMap::step_among`] runs its phases, each a function with a named
//! result and a file of its own: the start (`start.rs`: does the body
//! walk, or fly free?), `horizontal.rs`, `vertical.rs`, then settling
//! (`settle.rs`: standing and ground) and the report (`report.rs`:
//! contacts and tags). A body in the air whose path meets nothing skips
//! them all (`shortcuts/flight.rs`), and so do a body falling onto a floor
//! (`shortcuts/landing.rs`) and a walker whose move goes at once
//! (`shortcuts/walk_step.rs`: standing still, a flat run, a wall stop,
//! one walk run, or one long run).
//! Stepping many bodies (`batch.rs`) and resizing one (`resize.rs`) are
//! here too.

use crate::body::Body;
use crate::body::Solid;
use crate::body::{ContactFlags, Contacts, StepInput};
use crate::map::TileMap;
use crate::rules::Rules;
use crate::shortcuts::Refused;
use crate::units::SubPoint;
use horizontal::horizontal;
use start::start;

mod batch;
mod horizontal;
mod report;
mod resize;
mod settle;
mod start;
mod vertical;

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
    pub fn step_among(&self, body: &mut Body, input: StepInput, solids: &[Solid]) -> Contacts {
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
    pub fn step_by_rules(&self, body: &mut Body, input: StepInput, solids: &[Solid]) -> Contacts {
        self.step_with::<false>(body, input, solids)
    }

    /// The step, with its shortcuts (`SHORTCUTS`) or by the rules alone.
    #[inline(always)]
    fn step_with<const SHORTCUTS: bool>(
        &self,
        body: &mut Body,
        input: StepInput,
        solids: &[Solid],
    ) -> Contacts {
        // Without moving solids, a body in the air may be in free flight,
        // and a standing one may walk a run: no phases needed. Every path
        // writes the contacts into the one value returned.
        let mut c = Contacts::for_input(input.drop);
        let solids = &solids[..solids.len().min(Contacts::MAX_SOLIDS)];
        let mut refused = Refused::NOTHING;
        if SHORTCUTS && solids.is_empty() {
            let done = if body.standing {
                match self.walk_step(body, input, &mut c) {
                    Ok(()) => true,
                    Err(walk) => {
                        refused = walk;
                        false
                    }
                }
            } else {
                refused = Refused::FLIGHT;
                self.fly(body, &mut c)
            };
            if done {
                return c;
            }
        }
        self.phases::<SHORTCUTS>(body, input, solids, refused, &mut c);
        c
    }

    /// The start, horizontal, vertical, settling and report phases of a
    /// step that [`TileMap::fly`] and [`TileMap::walk_step`] did not take
    /// (`refused`: what they found that need not be tested again),
    /// writing its contacts into `c` (empty on entry); with `SHORTCUTS`
    /// off, by the per-pixel rules alone.
    #[inline(always)]
    pub(crate) fn phases<const SHORTCUTS: bool>(
        &self,
        body: &mut Body,
        input: StepInput,
        solids: &[Solid],
        refused: Refused,
        c: &mut Contacts,
    ) {
        let was_standing = body.standing;
        let carried = body.carried;
        body.carried = SubPoint::default();
        body.vel.x = body.vel.x.clamp_speed();
        body.vel.y = body.vel.y.clamp_speed();
        let b0 = body.box_px();
        let rules = Rules::for_step(self, body, b0, input, solids);
        let start = start::<SHORTCUTS>(&rules, body, b0, refused.flight);
        let h = horizontal::<SHORTCUTS>(&rules, body, b0, start, refused.run);
        let v = vertical::vertical::<SHORTCUTS>(&rules, body, &h, start.flight);
        if let Some(dir) = h.stop {
            c.flags.insert(ContactFlags::wall(dir));
        }
        if v.stop != 0 {
            c.flags.insert(ContactFlags::floor_or_ceiling(v.stop));
            if v.oneway {
                c.flags.insert(ContactFlags::PLATFORM);
            }
        }
        let settled = self.settle(&rules, body, &v, c, solids);
        if body.inherit && was_standing && !body.standing {
            body.vel.x += carried.x;
            body.vel.y += carried.y;
        }
        self.report(&rules, body, &h, &v, &settled, c, solids);
    }

    /// What the phases alone give `body` stepped with `input`, no moving
    /// solids, told `refused` (its body and contacts): what each shortcut's
    /// tests compare it with.
    #[cfg(test)]
    pub(crate) fn phases_of(
        &self,
        mut body: Body,
        input: StepInput,
        refused: Refused,
    ) -> (Body, Contacts) {
        let mut c = Contacts::for_input(input.drop);
        self.phases::<true>(&mut body, input, &[], refused, &mut c);
        (body, c)
    }
}
