//! Components: bodies, their options and reports, moving solids and the
//! controller. Positions and velocities are the engine's: subpixels
//! (1 px = 256), y down; see [`crate::scale`] for world units.

use bevy::ecs::component::Mutable;
use bevy::ecs::entity::{EntityMapper, MapEntities};
use bevy::ecs::lifecycle::HookContext;
use bevy::ecs::world::DeferredWorld;
use bevy::prelude::{Component, Entity, Resource};
use core::ops::{Deref, DerefMut};
use tilestep::{
    Body, Buttons, Contacts, Controller, ControllerConfig, CoreShape, Effects, MovingSolid, Size,
    SubPoint,
};

/// Hands out the order bodies and moving solids step in: the order their
/// components were added (spawn order), the same every run.
#[derive(Resource, Clone, Copy, Default, Debug)]
pub(crate) struct SpawnSeq(pub(crate) u64);

fn next_seq(world: &mut DeferredWorld) -> u64 {
    match world.get_resource_mut::<SpawnSeq>() {
        Some(mut s) => {
            s.0 += 1;
            s.0
        }
        None => 0,
    }
}

/// Present while rollback restores a saved frame: a body or moving solid
/// restored onto an entity spawned again keeps the place in the step order
/// it was saved with instead of taking a new one.
#[derive(Resource, Default, Debug)]
#[cfg_attr(not(feature = "ggrs"), allow(dead_code))] // Only rollback restores.
pub(crate) struct RestoringPlaces;

/// Whether `seq`, the place of a component just added, is to be kept.
fn keeps_place(world: &DeferredWorld, seq: Option<u64>) -> bool {
    seq.is_none_or(|s| s != 0) && world.contains_resource::<RestoringPlaces>()
}

/// A component with a place in the step order: a body or a moving solid.
trait StepOrdered: Component<Mutability = Mutable> {
    /// Its place.
    fn place(&self) -> u64;
    /// Takes place `seq`, with nothing to draw between steps.
    fn take_place(&mut self, seq: u64);
}

/// The `on_add` hook of a [`StepOrdered`] component: the next place, or
/// the one rollback restores it with.
fn place_added<C: StepOrdered>(mut world: DeferredWorld, ctx: HookContext) {
    let saved = world.get::<C>(ctx.entity).map(C::place);
    if keeps_place(&world, saved) {
        return;
    }
    let seq = next_seq(&mut world);
    if let Some(mut c) = world.get_mut::<C>(ctx.entity) {
        c.take_place(seq);
    }
}

/// A body moved by the plugin: a [`tilestep::Body`] (origin at the bottom
/// centre of its box, subpixels, y down; velocity in subpixels per fixed
/// step; size in whole pixels; options `solid`, `inherit`, `assists`, and
/// `core`: `tilestep::CoreShape::Box` for a crate, a log or a wide enemy
/// that stops at its box, the chamfered default for characters).
/// It dereferences to the `Body`.
///
/// Bodies step in the order their `TileBody` was added (spawn order).
///
/// [`TileController`] and [`Pushable`] require it: spawned without one,
/// they get [`TileBody::default`] (a 12 x 24 px character box at the
/// map's top-left corner): give them your own to place them.
#[derive(Component, Clone, Debug)]
#[component(on_add = place_added::<Self>)]
#[require(StepReport)]
pub struct TileBody {
    /// The engine's body.
    pub body: Body,
    /// Drop through one-way platforms on the next step (cleared by the
    /// step). Controlled bodies drop when the controller says so instead.
    pub drop: bool,
    pub(crate) seq: u64,
    /// Origin before the last fixed step (for drawing between steps).
    pub(crate) prev: SubPoint,
}

impl TileBody {
    /// A body with its origin (bottom centre) at `pos` in subpixels and a
    /// box of `size` whole pixels, at rest, gravity down.
    pub fn new(pos: SubPoint, size: Size) -> TileBody {
        TileBody::from_body(Body::new(pos, size))
    }

    /// A body from the engine's `Body`.
    pub fn from_body(body: Body) -> TileBody {
        TileBody {
            body,
            drop: false,
            seq: 0,
            prev: body.pos,
        }
    }

    /// Moves the origin to `pos` (subpixels) without drawing the move
    /// between steps (a respawn, a door). The body's [`StepReport`] still
    /// names the solid it stood on until its next step: queue
    /// [`crate::Teleport`] to clear that too.
    pub fn teleport(&mut self, pos: SubPoint) {
        self.body.pos = pos;
        self.prev = pos;
    }

    /// Where the origin was before the last fixed step, subpixels.
    pub fn previous_pos(&self) -> SubPoint {
        self.prev
    }
}

impl Default for TileBody {
    /// A 12 x 24 px box (the size of the README's player) with its origin
    /// at (0, 0), the map's top-left corner, at rest: what a
    /// [`TileController`] or [`Pushable`] spawned without a `TileBody`
    /// gets. Usually inside the map's border: the plugin warns of a body
    /// admitted inside a solid ([`crate::SpawnedInsideSolid`]).
    fn default() -> Self {
        TileBody::new(SubPoint::default(), Size::new(12, 24))
    }
}

impl StepOrdered for TileBody {
    fn place(&self) -> u64 {
        self.seq
    }
    fn take_place(&mut self, seq: u64) {
        (self.seq, self.prev) = (seq, self.body.pos);
    }
}

impl Deref for TileBody {
    type Target = Body;
    fn deref(&self) -> &Body {
        &self.body
    }
}

impl DerefMut for TileBody {
    fn deref_mut(&mut self) -> &mut Body {
        &mut self.body
    }
}

/// Gravity the plugin adds to a body's velocity each fixed step before it
/// steps (bodies without a [`TileController`]; a controller has its own).
/// `vel.y += accel`, then the speed along the body's gravity direction is
/// capped at `max_fall`.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fall {
    /// Acceleration, subpixels per fixed step², signed along screen y
    /// (+ down). Negate it with the body's `gravity` to flip.
    pub accel: i32,
    /// Largest speed along gravity, subpixels per fixed step.
    pub max_fall: i32,
}

impl Default for Fall {
    /// 0.25 px/step² down, at most 4 px/step.
    fn default() -> Self {
        Fall {
            accel: 64,
            max_fall: 1024,
        }
    }
}

/// A solid body that other bodies push by walking into it: on the step
/// after a body's step reports this one as the wall it hit, it moves
/// `speed` subpixels per step the way the pusher moved; otherwise its
/// horizontal velocity is 0.
///
/// A crate in one piece: it requires a [`TileBody`] and a [`Fall`]
/// (default gravity, when the entity has none), and when it is added its
/// body becomes `solid` with a `CoreShape::Box` core (what scenarios give
/// a pushable body), so the others collide with its box and it falls.
/// [`crate::pieces::pushable_crate`] spawns one.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[component(on_add = pushable_added)]
#[require(TileBody, Fall)]
pub struct Pushable {
    /// Speed when pushed, subpixels per fixed step.
    pub speed: i32,
    /// The push waiting for its next step, subpixels per fixed step.
    pub pending: Option<i32>,
}

impl Pushable {
    /// Pushed at `speed` subpixels per fixed step.
    pub fn new(speed: i32) -> Pushable {
        Pushable {
            speed,
            pending: None,
        }
    }
}

/// The `on_add` hook of [`Pushable`]: its body is solid, with a box core.
fn pushable_added(mut world: DeferredWorld, ctx: HookContext) {
    if let Some(mut b) = world.get_mut::<TileBody>(ctx.entity) {
        b.body.solid = true;
        b.body.core = CoreShape::Box;
    }
}

/// A body's collision mask: it collides only with tiles whose layers share
/// a bit with it (`TileMap::masked`). Without it a body collides with all.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CollisionMask(pub u8);

/// Present while a body stands (along its gravity) after its last step;
/// added and removed by the plugin.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Grounded;

/// What a body's last fixed step reported. Added with every [`TileBody`].
#[derive(Component, Clone, Debug, Default)]
pub struct StepReport {
    /// The contacts of its last step (flags, tags, the moving solids stood
    /// on and hit; what it stands on: `TileMap::ground_among`).
    pub contacts: Contacts,
    /// A moving solid could not push it in the last step.
    pub squished: bool,
    /// The moving solid or solid body it stood on after the last step.
    pub on: Option<Entity>,
    /// The moving solid or solid body it ran into in the last step.
    pub wall: Option<Entity>,
    /// Fixed steps it has taken.
    pub steps: u32,
    /// Whether it stood after its last step (or when it joined).
    pub(crate) standing: bool,
    /// It has joined the simulation (its start standing is known).
    pub(crate) admitted: bool,
}

impl StepReport {
    /// Forgets the moving solid or solid body it stood on and ran into
    /// (`on`, `wall`): for a body moved by hand, until its next step
    /// reports again ([`crate::Teleport`] calls it).
    pub fn forget_solids(&mut self) {
        self.on = None;
        self.wall = None;
    }
}

impl MapEntities for StepReport {
    /// The solids it stood on and ran into, for entities spawned again by
    /// rollback under new ids.
    fn map_entities<M: EntityMapper>(&mut self, mapper: &mut M) {
        for e in [&mut self.on, &mut self.wall].into_iter().flatten() {
            *e = mapper.get_mapped(*e);
        }
    }
}

/// A body moved by the core's character controller ([`tilestep::Controller`])
/// from the buttons of its [`ControllerInput`]. The controller sets the
/// velocity and gravity itself; a [`Fall`] on the same entity is ignored.
///
/// It requires a [`TileBody`] (and a [`ControllerInput`]): spawned alone,
/// it gets [`TileBody::default`]; spawn it with your own body to place it.
#[derive(Component, Clone, Copy, Debug)]
#[require(ControllerInput, TileBody)]
pub struct TileController {
    /// The controller: its feel (`config`) and state.
    pub controller: Controller,
    /// The behaviour effects of the body's last step (springs, ice,
    /// conveyors, ladders), fed to the controller on the next.
    pub effects: Effects,
}

impl TileController {
    /// A controller with `config`, fresh state.
    pub fn new(config: ControllerConfig) -> TileController {
        TileController {
            controller: Controller::new(config),
            effects: Effects::default(),
        }
    }
}

/// The buttons a controlled body holds, latched between fixed steps: every
/// button held in any rendered frame since the last fixed step counts as
/// held in the next one, so a press shorter than a fixed step is not lost,
/// and a press held over several steps is one press (the controller jumps
/// on the press, not while held).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ControllerInput {
    held: Buttons,
    latched: Buttons,
}

impl ControllerInput {
    /// Sets the buttons held now (call it every rendered frame, from
    /// keyboard or gamepad state).
    pub fn hold(&mut self, buttons: Buttons) {
        self.held = buttons;
        self.latched = self.latched.with(buttons);
    }

    /// The buttons held now (the last [`ControllerInput::hold`]).
    pub fn held(&self) -> Buttons {
        self.held
    }

    /// The buttons the next fixed step will see: held now, or held in some
    /// frame since the last step.
    pub fn pending(&self) -> Buttons {
        self.held.with(self.latched)
    }

    /// Takes the buttons for a fixed step and clears the latch.
    pub fn take(&mut self) -> Buttons {
        let b = self.pending();
        self.latched = Buttons::NONE;
        b
    }
}

/// A moving solid: a box (top-left corner `pos`, subpixels, y down; size in
/// whole pixels) that carries the bodies standing on it and pushes the ones
/// in its way. Give it a [`SolidPath`](crate::SolidPath) to move it along
/// points, or set `next_move` each step. Moving solids move in the order
/// they were added (spawn order), before the bodies step.
#[derive(Component, Clone, Debug)]
#[component(on_add = place_added::<Self>)]
pub struct TileSolid {
    /// The engine's solid (its `vel` is its movement in the last step).
    pub solid: MovingSolid,
    /// A movement for the next step, subpixels, used when it has no path
    /// (cleared by the step).
    pub next_move: SubPoint,
    /// It could not push some body in the last step.
    pub squished: bool,
    pub(crate) seq: u64,
    pub(crate) prev: SubPoint,
}

impl StepOrdered for TileSolid {
    fn place(&self) -> u64 {
        self.seq
    }
    fn take_place(&mut self, seq: u64) {
        (self.seq, self.prev) = (seq, self.solid.pos);
    }
}

impl TileSolid {
    /// A moving solid from the engine's `Solid`.
    pub fn new(solid: MovingSolid) -> TileSolid {
        TileSolid {
            solid,
            next_move: SubPoint::default(),
            squished: false,
            seq: 0,
            prev: solid.pos,
        }
    }

    /// Where its top-left corner was before the last fixed step, subpixels.
    pub fn previous_pos(&self) -> SubPoint {
        self.prev
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tap_between_steps_is_seen_once() {
        let mut i = ControllerInput::default();
        i.hold(Buttons::JUMP);
        i.hold(Buttons::NONE); // released before the step
        assert_eq!(i.take(), Buttons::JUMP);
        assert_eq!(i.take(), Buttons::NONE);
    }

    #[test]
    fn a_hold_stays_held_across_steps() {
        let mut i = ControllerInput::default();
        i.hold(Buttons::RIGHT.with(Buttons::JUMP));
        assert_eq!(i.take(), Buttons::RIGHT.with(Buttons::JUMP));
        assert_eq!(i.take(), Buttons::RIGHT.with(Buttons::JUMP));
        i.hold(Buttons::RIGHT);
        assert_eq!(i.take(), Buttons::RIGHT);
    }
}
