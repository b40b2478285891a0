//! The checksums of the step's components and resources: what peers
//! compare every saved frame. Each hashes what the game's outcome depends
//! on (not where a body was drawn from, not entity ids, which differ
//! between peers) with [`PortableHasher`], so a native and a browser peer
//! agree. [`StepChecksumPlugin`] hashes all of a rollback entity's
//! tilestep components in one pass (a part per type, bevy_ggrs' way, costs
//! a pass and an order lookup per type).

use super::input::GgrsPlayer;
use crate::components::{
    CollisionMask, ControllerInput, Fall, Grounded, Pushable, StepReport, TileBody, TileController,
    TileSolid,
};
use crate::mix::mix;
use crate::path::SolidPath;
use bevy::prelude::{App, Commands, IntoScheduleConfigs, Or, Plugin, Query, Res, With, Without};
use bevy_ggrs::{
    ChecksumFlag, ChecksumPart, RollbackId, RollbackOrdered, SaveWorld, SaveWorldSystems,
};
use core::hash::{Hash, Hasher};

/// The checksums' hasher: each integer written is one 64-bit word (its
/// value, so the same on 32- and 64-bit targets: `usize` lengths and enum
/// discriminants included) folded into the state with a rotate, an XOR and
/// a multiply, the state mixed at the end ([`mix`]). Word by word it is
/// several times faster than bevy_ggrs' SeaHash on the many small fields
/// of a body; it is not cryptographic, and needs not be: it tells states
/// apart.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PortableHasher(u64);

impl Default for PortableHasher {
    /// A state that is not 0, so leading zero words count.
    fn default() -> Self {
        PortableHasher(0x243f_6a88_85a3_08d3)
    }
}

impl PortableHasher {
    fn word(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(23) ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

macro_rules! write_words {
    ($($name:ident: $t:ty),*) => {
        $(fn $name(&mut self, n: $t) {
            self.word(n as u64);
        })*
    };
}

impl Hasher for PortableHasher {
    fn finish(&self) -> u64 {
        mix(self.0)
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.word(u64::from_le_bytes(w));
        }
        self.word(bytes.len() as u64);
    }

    write_words!(write_u8: u8, write_u16: u16, write_u32: u32, write_u64: u64, write_usize: usize,
        write_i8: i8, write_i16: i16, write_i32: i32, write_i64: i64, write_isize: isize);

    fn write_u128(&mut self, n: u128) {
        self.word(n as u64);
        self.word((n >> 64) as u64);
    }

    fn write_i128(&mut self, n: i128) {
        self.write_u128(n as u128);
    }
}

/// `value`'s checksum hash.
pub(crate) fn portable<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = PortableHasher::default();
    value.hash(&mut h);
    h.finish()
}

/// A body: the engine's body and its drop request (not its position
/// before the step, kept for drawing, nor its place in the step order).
pub(crate) fn body(b: &TileBody) -> u64 {
    portable(&(b.body, b.drop))
}

/// A step report: contacts, squish, steps, standing (the entities it names
/// follow from the contacts).
pub(crate) fn report(r: &StepReport) -> u64 {
    portable(&(r.contacts, r.squished, r.steps, r.standing, r.admitted))
}

/// A controller: its config and state (the moves' memory and the last
/// update's events included) and the effects of the body's last step.
pub(crate) fn controller(c: &TileController) -> u64 {
    portable(&(c.controller, c.effects))
}

/// A moving solid: the engine's solid, its next move and squish (not its
/// position before the step nor its place in the order).
pub(crate) fn solid(s: &TileSolid) -> u64 {
    portable(&(s.solid, s.next_move, s.squished))
}

/// A rollback entity's tilestep components, as the checksum reads them.
type StepState<'a> = (
    &'a RollbackId,
    Option<&'a TileBody>,
    Option<&'a StepReport>,
    Option<&'a TileController>,
    Option<&'a ControllerInput>,
    Option<&'a Fall>,
    Option<&'a Pushable>,
    Option<&'a CollisionMask>,
    bevy::ecs::query::Has<Grounded>,
    Option<&'a TileSolid>,
    Option<&'a SolidPath>,
    Option<&'a GgrsPlayer>,
);

/// The checksum of every body's and moving solid's tilestep components
/// ([`TileBody`], [`StepReport`], [`TileController`], [`ControllerInput`],
/// [`Fall`], [`Pushable`], [`CollisionMask`], [`Grounded`],
/// [`TileSolid`], [`SolidPath`], [`GgrsPlayer`]): one bevy_ggrs checksum
/// part, each entity's hash keyed by its rollback order. Part of
/// [`TilestepGgrsPlugins`](super::TilestepGgrsPlugins).
#[derive(Debug, Default)]
pub struct StepChecksumPlugin;

impl Plugin for StepChecksumPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(SaveWorld, checksum_step.in_set(SaveWorldSystems::Checksum));
    }
}

/// Writes [`StepChecksumPlugin`]'s checksum part.
#[allow(clippy::type_complexity)]
fn checksum_step(
    mut commands: Commands,
    order: Res<RollbackOrdered>,
    entities: Query<StepState, Or<(With<TileBody>, With<TileSolid>)>>,
    mut part: Query<
        &mut ChecksumPart,
        (Without<RollbackId>, With<ChecksumFlag<StepChecksumPlugin>>),
    >,
) {
    let mut sum = 0u64;
    for (id, body, report, ctl, input, fall, push, mask, grounded, solid, path, player) in &entities
    {
        let mut h = PortableHasher::default();
        order.order(*id).hash(&mut h);
        body.map(self::body).hash(&mut h);
        report.map(self::report).hash(&mut h);
        ctl.map(controller).hash(&mut h);
        (input, fall, push, mask, grounded, player).hash(&mut h);
        solid.map(self::solid).hash(&mut h);
        path.hash(&mut h);
        // XOR: the same whatever order the query visits the entities in.
        sum ^= h.finish();
    }
    let value = ChecksumPart(u128::from(portable(&sum)));
    match part.single_mut() {
        Ok(mut p) => *p = value,
        Err(_) => {
            commands.spawn((value, ChecksumFlag::<StepChecksumPlugin>::default()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_hash_as_their_value_whatever_their_width() {
        assert_eq!(portable(&1usize), portable(&1u64));
        assert_eq!(portable(&-1isize), portable(&-1i64));
        assert_ne!(portable(&(1u32, 2u32)), portable(&(2u32, 1u32)));
        assert_ne!(portable(&0u64), portable(&(0u64, 0u64)));
    }

    #[test]
    fn a_controller_hash_covers_the_moves_state_and_events() {
        use tilestep::{ControllerConfig, MoveEvents, MoveState, Px};
        let base = TileController::new(ControllerConfig::METROIDVANIA);
        let changes: [fn(&mut MoveState); 8] = [
            |m| m.dashes_spent = 1,
            |m| m.dash_dir = (1, -1),
            |m| m.stamina_spent = 10,
            |m| m.grab_dir = -1,
            |m| m.hang_dir = 1,
            |m| m.climb_to = Some(Px(3)),
            |m| m.crouch_from = Px(24),
            |m| m.in_water = true,
        ];
        for (i, change) in changes.iter().enumerate() {
            let mut c = base;
            change(&mut c.controller.state.moves);
            assert_ne!(controller(&c), controller(&base), "change {i}");
        }
        let mut c = base;
        c.controller.state.events = MoveEvents::DASH;
        assert_ne!(controller(&c), controller(&base), "events");
    }

    #[test]
    fn a_body_hash_ignores_where_it_is_drawn_from() {
        use tilestep::{Size, SubPoint};
        let a = TileBody::new(SubPoint::from_px(10, 10), Size::new(8, 8));
        let mut b = a.clone();
        b.teleport(SubPoint::from_px(10, 10));
        b.prev = SubPoint::from_px(0, 0);
        assert_eq!(body(&a), body(&b));
        b.body.vel.x.0 = 1;
        assert_ne!(body(&a), body(&b));
    }
}
