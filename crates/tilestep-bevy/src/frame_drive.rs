//! The plugin's side of the core's frame ([`tilestep::Drive`]): the moving
//! solids' paths for its first stage, the bodies' inputs, pushes and
//! reports for its second, and the per-body vectors the stages fill.

use crate::components::{
    CollisionMask, ControllerInput, Grounded, Pushable, StepReport, TileBody, TileController,
    TileSolid,
};
use crate::map::CollisionMap;
use crate::messages::{Landed, LeftGround, TagContact};
use crate::move_messages::MoveMessages;
use crate::path::SolidPath;
use bevy::prelude::{Commands, Entity, MessageWriter, Mut};
use tilestep::{
    AmongEntry, Body, Buttons, Contacts, Drive, FrameParts, FrameWatch, Ground, MovingSolid,
    StepInput, Stepped, SubPoint, Subpx, TagSet,
};

/// The per-body and per-solid reports a frame's stage writes and the
/// plugin keeps elsewhere (in [`StepReport`] and [`TileSolid`]).
pub(crate) struct FrameVecs {
    contacts: Vec<Contacts>,
    grounds: Vec<Option<Ground>>,
    body_squished: Vec<bool>,
    solid_squished: Vec<bool>,
}

impl FrameVecs {
    pub(crate) fn new(bodies: usize, solids: usize) -> FrameVecs {
        FrameVecs {
            contacts: vec![Contacts::default(); bodies],
            grounds: vec![None; bodies],
            body_squished: vec![false; bodies],
            solid_squished: vec![false; solids],
        }
    }

    /// The frame's parts: these and `bodies` and `solids` (in spawn
    /// order, of the lengths given to `new`).
    pub(crate) fn parts<'a>(
        &'a mut self,
        bodies: &'a mut [Body],
        solids: &'a mut [MovingSolid],
    ) -> FrameParts<'a> {
        FrameParts::new(
            bodies,
            &mut self.contacts,
            &mut self.grounds,
            &mut self.body_squished,
            solids,
            &mut self.solid_squished,
        )
        .expect("a frame's per-body and per-solid parts have the lengths they were made with")
    }
}

/// A moving solid's parts as the query hands them out.
pub(crate) type SolidRow<'w> = (Entity, Mut<'w, TileSolid>, Option<Mut<'w, SolidPath>>);

/// The moves of the moving solids, in spawn order: along each one's path,
/// or its `next_move`.
pub(crate) struct SolidsDrive<'a, 'w> {
    pub(crate) items: &'a mut [SolidRow<'w>],
    pub(crate) order: &'a [usize],
}

impl Drive for SolidsDrive<'_, '_> {
    fn solid_delta(&mut self, n: usize, pos: SubPoint) -> SubPoint {
        let (_, s, path) = &mut self.items[self.order[n]];
        match path {
            Some(p) => p.delta(pos),
            None => core::mem::take(&mut s.next_move),
        }
    }
    fn solid_moved(&mut self, n: usize, pos: SubPoint) {
        if let Some(p) = &mut self.items[self.order[n]].2 {
            p.after(pos);
        }
    }
    // The first stage moves solids alone.
    fn before_step(&mut self, _: usize, _: &mut Body, _: &[MovingSolid]) -> StepInput {
        StepInput::default()
    }
    fn pushed(&mut self, _: usize, _: i32) -> bool {
        false
    }
    fn stepped(&mut self, _: usize, _: &Stepped<'_>) {}
}

/// The squishes of a frame's first stage: (solid, body) in spawn order.
#[derive(Default)]
pub(crate) struct Squishes(pub(crate) Vec<(usize, usize)>);

impl FrameWatch for Squishes {
    fn squish(&mut self, _frame: u32, solid: usize, body: usize) {
        self.0.push((solid, body));
    }
}

/// A body's parts as the query hands them out.
pub(crate) type StepRow<'w> = (
    Entity,
    Mut<'w, TileBody>,
    Mut<'w, StepReport>,
    Option<Mut<'w, TileController>>,
    Option<Mut<'w, ControllerInput>>,
    Option<Mut<'w, Pushable>>,
    Option<&'w CollisionMask>,
);

/// Where a body's step is told: its marker and its messages.
pub(crate) struct StepMessages<'w, 's> {
    pub(crate) commands: Commands<'w, 's>,
    pub(crate) landed: MessageWriter<'w, Landed>,
    pub(crate) left: MessageWriter<'w, LeftGround>,
    pub(crate) tags: MessageWriter<'w, TagContact>,
    /// The moves' messages, written after each controller update.
    pub(crate) moves: MoveMessages<'w>,
}

/// The bodies' inputs and reports, in spawn order.
pub(crate) struct BodiesDrive<'a, 'i, 'w, 's> {
    pub(crate) items: &'a mut [StepRow<'i>],
    pub(crate) order: &'a [usize],
    pub(crate) solids: &'a [(Entity, MovingSolid)],
    pub(crate) masks: &'a [u8],
    pub(crate) map: &'a CollisionMap,
    pub(crate) out: StepMessages<'w, 's>,
}

impl Drive for BodiesDrive<'_, '_, '_, '_> {
    // The second stage steps bodies alone.
    fn solid_delta(&mut self, _: usize, _: SubPoint) -> SubPoint {
        SubPoint::default()
    }
    fn solid_moved(&mut self, _: usize, _: SubPoint) {}

    fn before_step(&mut self, j: usize, body: &mut Body, among: &[MovingSolid]) -> StepInput {
        let (e, tb, _, ctl, input, push, _) = &mut self.items[self.order[j]];
        let mut drop = core::mem::take(&mut tb.drop);
        if let Some(c) = ctl {
            let held = input.as_mut().map_or(Buttons::NONE, |i| i.take());
            let fx = c.effects;
            let view = self.map.view(self.masks[j]);
            drop = c.controller.update_among(view, among, body, held, &fx).drop;
            self.out.moves.write(*e, &c.controller.state);
        }
        if let Some(p) = push {
            body.vel.x = Subpx(p.pending.take().unwrap_or(0));
        }
        StepInput { drop }
    }

    fn pushed(&mut self, k: usize, dir: i32) -> bool {
        match &mut self.items[self.order[k]].5 {
            Some(p) => {
                p.pending = Some(dir * p.speed);
                true
            }
            None => false,
        }
    }

    fn stepped(&mut self, j: usize, step: &Stepped<'_>) {
        let entity_of = |k: usize| match step.entry(k)? {
            AmongEntry::Solid(i) => self.solids.get(i).map(|s| s.0),
            AmongEntry::Body(b) => Some(self.items[self.order[b]].0),
        };
        let (on, wall) = (
            step.contacts.on_solid().and_then(entity_of),
            step.contacts.wall_solid().and_then(entity_of),
        );
        let (e, _, rep, ctl, ..) = &mut self.items[self.order[j]];
        let (b, c) = (*step.body, *step.contacts);
        if let Some(c2) = ctl {
            let view = self.map.view(self.masks[j]);
            c2.effects = self.map.behaviours.effects_on(view, &b, &c, step.ground);
        }
        // Messages: once per landing, take-off and new tag.
        let out = &mut self.out;
        if b.standing && !rep.standing {
            out.landed.write(Landed {
                entity: *e,
                speed: step.before.vel.y.0,
            });
            out.commands.entity(*e).insert(Grounded);
        } else if !b.standing && rep.standing {
            out.left.write(LeftGround { entity: *e });
            out.commands.entity(*e).remove::<Grounded>();
        }
        let fresh = TagSet(c.tags.0 & !rep.contacts.tags.0);
        for tag in fresh.iter() {
            out.tags.write(TagContact {
                entity: *e,
                tag,
                flags: c.flags,
            });
        }
        rep.standing = b.standing;
        rep.steps = rep.steps.saturating_add(1);
        rep.on = on;
        rep.wall = wall;
        rep.contacts = c;
    }
}
