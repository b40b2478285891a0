//! One frame of a world of bodies and moving solids, in its one order
//! (`docs/scenarios.md`, "A frame with moving solids and solid bodies"):
//! the [`World`](crate::World) steps by it, and so does every other owner
//! of bodies (the scenario runner), through [`step_frame`].
//!
//! 1. **The moving solids move**, in order: each by the move its
//!    [`Drive::solid_delta`] gives, with [`TileMap::move_solid`], which
//!    carries the bodies standing on it and pushes those in its way (solid
//!    bodies push and carry in turn). A body that can't be moved is
//!    squished: the solid stops short and both are marked.
//! 2. **The bodies step**, in order: [`Drive::before_step`] sets the
//!    body's velocity and gives its input (told what it will step among),
//!    then it steps among the moving
//!    solids where they now are and the other solid bodies where they are
//!    now ([`bodies_among`]; bodies earlier in order have stepped). A step
//!    that ends against a solid body, moving sideways, tells the drive
//!    ([`Drive::pushed`]: a pushable body moves on its own next step, and
//!    its pusher keeps the sideways velocity the wall stop took, so it
//!    pushes again next frame: no stutter).
//!    Then its ground is found among what it stepped among, and the drive
//!    hears what the step did ([`Drive::stepped`]).
//!
//! [`step_frame`] runs both stages; [`move_frame_solids`] and
//! [`step_frame_bodies`] run one each, for an owner that acts between
//! them (an engine's systems that add forces after the solids moved) or
//! steps its bodies on maps of their own (collision layers).

use alloc::vec::Vec;

use crate::body::{Body, Contacts, Ground, MovingSolid, StepInput};
use crate::map::TileMap;
use crate::units::SubPoint;

/// What a frame asks of whoever owns the bodies' inputs and the solids'
/// routes. Indexes are positions in the frame's slices ([`FrameParts`]).
pub trait Drive {
    /// The move of moving solid `solid` this frame from `pos` (top-left,
    /// subpixels), in subpixels; zero: it stays put.
    fn solid_delta(&mut self, solid: usize, pos: SubPoint) -> SubPoint;
    /// Moving solid `solid` ended this frame's move (or stayed) at `pos`.
    fn solid_moved(&mut self, solid: usize, pos: SubPoint);
    /// Sets body `index`'s velocity for its step (after the solids moved
    /// and the bodies before it stepped) and returns its step input.
    /// `among` is what it is about to step among (the moving solids, then
    /// the solid bodies, as [`TileMap::step_among`] takes them), for a
    /// controller ([`crate::Controller::update_among`]) that checks a
    /// crouched body's room to stand up.
    fn before_step(&mut self, index: usize, body: &mut Body, among: &[MovingSolid]) -> StepInput;
    /// A body's step ended against solid body `pushed` while moving
    /// sideways by `dir` (the sign of its `vel.x` going into the step:
    /// ±1). True when that body gives way (a pushable body, which moves on
    /// its own next step): the pusher then keeps its sideways velocity, so
    /// it walks on and meets the body again next frame.
    fn pushed(&mut self, pushed: usize, dir: i32) -> bool;
    /// Body `index` stepped: what it did ([`Stepped`]).
    fn stepped(&mut self, index: usize, step: &Stepped<'_>);
}

/// What a body's step did, as the frame tells its [`Drive`].
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct Stepped<'a> {
    /// The body before its step, its velocity set for it (subpixels per
    /// frame): a landing's speed is its `vel.y`.
    pub before: &'a Body,
    /// The body after its step (a pusher's speed is given back after
    /// this: read the frame's bodies for what the frame left).
    pub body: &'a Body,
    /// The step's contacts; their solid indexes ([`Contacts::on_solid`],
    /// [`Contacts::wall_solid`]) are indexes into `among`.
    pub contacts: &'a Contacts,
    /// What it stands on among what it stepped among
    /// ([`TileMap::ground_among`]).
    pub ground: Option<Ground>,
    /// What it stepped among: the moving solids (the first `solids`
    /// entries), then the other bodies it meets as solids.
    pub among: &'a [MovingSolid],
    /// How many entries of `among` are moving solids.
    pub solids: usize,
    /// The body index of each entry of `among` past the moving solids.
    pub among_bodies: &'a [usize],
}

/// An entry of a step's [`Stepped::among`]: a moving solid or a body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AmongEntry {
    /// Moving solid of this index in the frame's solids.
    Solid(usize),
    /// Body of this index in the frame's bodies.
    Body(usize),
}

impl Stepped<'_> {
    /// What entry `k` of [`Stepped::among`] is (`None` past its end): a
    /// contact's solid index ([`Contacts::on_solid`]) told apart.
    pub fn entry(&self, k: usize) -> Option<AmongEntry> {
        match k.checked_sub(self.solids) {
            None => Some(AmongEntry::Solid(k)),
            Some(b) => self.among_bodies.get(b).map(|&j| AmongEntry::Body(j)),
        }
    }
}

/// Hooks into the stages of a frame (a judge that checks every stage is
/// one). Every method has an empty default.
pub trait FrameWatch {
    /// Before the moving solids move (only in frames with moving solids).
    fn solids_moving(&mut self, _bodies: &[Body], _solids: &[MovingSolid]) {}
    /// Moving solid `solid` could not push body `body` this frame.
    fn squish(&mut self, _frame: u32, _solid: usize, _body: usize) {}
    /// After the moving solids moved (only in frames with moving solids).
    fn solids_moved(&mut self, _frame: u32, _bodies: &[Body], _solids: &[MovingSolid]) {}
    /// Body `j` is about to step among `among` (moving solids, then the
    /// other solid bodies).
    fn body_stepping(&mut self, _j: usize, _among: &[MovingSolid]) {}
    /// Body `j` stepped from `before` (velocity set for the step) with
    /// `drop` to `after`.
    fn body_stepped(&mut self, _frame: u32, _j: usize, _before: &Body, _drop: bool, _after: &Body) {
    }
    /// After body `j`'s step (and [`FrameWatch::body_stepped`]): every
    /// body as it is now.
    fn bodies_after_step(&mut self, _frame: u32, _j: usize, _bodies: &[Body]) {}
}

/// The no-op [`FrameWatch`].
#[derive(Clone, Copy, Debug, Default)]
pub struct NoWatch;
impl FrameWatch for NoWatch {}

/// The parts of a world one frame moves and reports, borrowed from their
/// owner: per body (all the same length) its body, last contacts, ground
/// and squish mark; per moving solid its solid and squish mark. Made by
/// [`FrameParts::new`], which checks the lengths.
#[derive(Debug)]
pub struct FrameParts<'a> {
    bodies: &'a mut [Body],
    contacts: &'a mut [Contacts],
    grounds: &'a mut [Option<Ground>],
    body_squished: &'a mut [bool],
    solids: &'a mut [MovingSolid],
    solid_squished: &'a mut [bool],
}

impl<'a> FrameParts<'a> {
    /// The parts, or `None` when a per-body slice's length differs from
    /// `bodies`'s, or `solid_squished`'s from `solids`'s.
    pub fn new(
        bodies: &'a mut [Body],
        contacts: &'a mut [Contacts],
        grounds: &'a mut [Option<Ground>],
        body_squished: &'a mut [bool],
        solids: &'a mut [MovingSolid],
        solid_squished: &'a mut [bool],
    ) -> Option<FrameParts<'a>> {
        let n = bodies.len();
        let same = contacts.len() == n && grounds.len() == n && body_squished.len() == n;
        (same && solid_squished.len() == solids.len()).then_some(FrameParts {
            bodies,
            contacts,
            grounds,
            body_squished,
            solids,
            solid_squished,
        })
    }
}

/// What a frame reuses from the last (its lists of what a body steps
/// among), so that a frame allocates nothing once they are grown.
#[derive(Clone, Debug, Default)]
pub struct FrameScratch {
    among: Vec<MovingSolid>,
    owners: Vec<usize>,
    solid_bodies: Vec<usize>,
}

/// Steps frame number `frame` of `parts` on `map`, in the order of the
/// module docs; `drive` moves the solids and gives the bodies' inputs,
/// `watch` sees every stage.
pub fn step_frame(
    map: &TileMap,
    frame: u32,
    mut parts: FrameParts<'_>,
    drive: &mut impl Drive,
    watch: &mut dyn FrameWatch,
    scratch: &mut FrameScratch,
) {
    move_frame_solids(map, frame, &mut parts, drive, watch);
    step_frame_bodies(|_| map, frame, &mut parts, drive, watch, scratch);
}

/// The first stage of [`step_frame`] alone: clears the squish marks, then
/// each moving solid moves by its drive's move ([`Drive::solid_delta`])
/// on `map`, carrying and pushing the bodies; a body it can't push is
/// squished (both marked). Only the drive's solid methods are called.
pub fn move_frame_solids(
    map: &TileMap,
    frame: u32,
    parts: &mut FrameParts<'_>,
    drive: &mut impl Drive,
    watch: &mut dyn FrameWatch,
) {
    let FrameParts {
        bodies,
        body_squished,
        solids,
        solid_squished,
        ..
    } = parts;
    body_squished.fill(false);
    solid_squished.fill(false);
    if !solids.is_empty() {
        watch.solids_moving(bodies, solids);
        move_solids(
            map,
            frame,
            bodies,
            solids,
            drive,
            watch,
            body_squished,
            solid_squished,
        );
        watch.solids_moved(frame, bodies, solids);
    }
}

/// The second stage of [`step_frame`] alone: each body, in order, takes
/// its input from the drive and steps on `map_of(index)` (the frame's map
/// for every body, or a map of its own: a collision layer) among the
/// moving solids and the other solid bodies; the contacts and grounds are
/// written to `parts`. Only the drive's body methods are called.
pub fn step_frame_bodies<'m>(
    map_of: impl Fn(usize) -> &'m TileMap,
    frame: u32,
    parts: &mut FrameParts<'_>,
    drive: &mut impl Drive,
    watch: &mut dyn FrameWatch,
    scratch: &mut FrameScratch,
) {
    let FrameParts {
        bodies,
        contacts,
        grounds,
        solids,
        ..
    } = parts;
    let ns = solids.len();
    let FrameScratch {
        among,
        owners,
        solid_bodies,
    } = scratch;
    among.clear();
    among.extend_from_slice(solids);
    // A body that isn't solid steps among the solid ones alone: found
    // once, not among every body for every body.
    solid_bodies.clear();
    solid_bodies.extend((0..bodies.len()).filter(|&k| bodies[k].solid));
    for j in 0..bodies.len() {
        let map = map_of(j);
        among.truncate(ns);
        owners.clear();
        push_among(bodies, j, solid_bodies, among, owners);
        let input = drive.before_step(j, &mut bodies[j], among);
        let before = bodies[j];
        watch.body_stepping(j, among);
        let c = if among.is_empty() {
            map.step(&mut bodies[j], input)
        } else {
            map.step_among(&mut bodies[j], input, among)
        };
        let mut pushing = false;
        if let Some(k) = c.wall_solid().and_then(|w| w.checked_sub(ns)) {
            let dir = before.vel.x.0.signum();
            if dir != 0 {
                pushing = drive.pushed(owners[k], dir);
            }
        }
        let ground = map.ground_among(&bodies[j], &c, among);
        let step = Stepped {
            before: &before,
            body: &bodies[j],
            contacts: &c,
            ground,
            among,
            solids: ns,
            among_bodies: owners,
        };
        drive.stepped(j, &step);
        grounds[j] = ground;
        contacts[j] = c;
        watch.body_stepped(frame, j, &before, input.drop, &bodies[j]);
        if pushing {
            // The wall stop zeroed it; a pusher walks on at its speed.
            bodies[j].vel.x = before.vel.x;
        }
        watch.bodies_after_step(frame, j, bodies);
    }
}

/// Stage 1: each moving solid moves by its drive's move, carrying and
/// pushing; a body it can't push is squished (both marked).
#[allow(clippy::too_many_arguments)]
fn move_solids(
    map: &TileMap,
    frame: u32,
    bodies: &mut [Body],
    solids: &mut [MovingSolid],
    drive: &mut impl Drive,
    watch: &mut dyn FrameWatch,
    body_squished: &mut [bool],
    solid_squished: &mut [bool],
) {
    for i in 0..solids.len() {
        let d = drive.solid_delta(i, solids[i].pos);
        if d == SubPoint::default() {
            solids[i].vel = SubPoint::default();
        } else {
            let r = map.move_solid(solids, i, d, bodies);
            for sq in &r.squished {
                solid_squished[i] = true;
                body_squished[sq.body] = true;
                watch.squish(frame, i, sq.body);
            }
        }
        drive.solid_moved(i, solids[i].pos);
    }
}

/// Appends [`bodies_among`] of body `j` to `among`, and each one's body
/// index to `owners`; for a body that isn't solid, from `solid_bodies`
/// (the solid ones' indexes, in order) alone.
#[inline(always)]
fn push_among(
    bodies: &[Body],
    j: usize,
    solid_bodies: &[usize],
    among: &mut Vec<MovingSolid>,
    owners: &mut Vec<usize>,
) {
    if bodies[j].solid {
        for (k, s) in bodies_among(bodies, j) {
            among.push(s);
            owners.push(k);
        }
    } else {
        for &k in solid_bodies.iter().filter(|&&k| k != j) {
            among.push(bodies[k].as_solid());
            owners.push(k);
        }
    }
}

/// What body `j` of `bodies` steps among besides the moving solids, in
/// order, each with its body index: the other solid bodies; for a solid
/// body, every other body, box against box ([`MovingSolid::whole_box`]),
/// so its box never ends in another body. Nothing when `j` is out of
/// range.
pub fn bodies_among(bodies: &[Body], j: usize) -> impl Iterator<Item = (usize, MovingSolid)> + '_ {
    let solid = bodies.get(j).is_some_and(|b| b.solid);
    let valid = j < bodies.len();
    let others = bodies.iter().enumerate();
    others
        .filter(move |&(k, o)| valid && k != j && (solid || o.solid))
        .map(move |(k, o)| {
            let mut s = o.as_solid();
            s.whole_box = solid;
            (k, s)
        })
}
