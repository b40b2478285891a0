//! Rollback netcode with [bevy_ggrs](https://docs.rs/bevy_ggrs) (feature
//! `ggrs`): the step runs in `GgrsSchedule`, and everything it changes over
//! a frame is saved, restored and checksummed, so a rollback re-simulation
//! is the same step and peers compare their states every frame.
//!
//! ```no_run
//! use bevy::prelude::*;
//! use bevy_ggrs::prelude::*;
//! use tilestep::{ControllerConfig, Size, SubPoint, TileMap};
//! use tilestep_bevy::prelude::*;
//! use tilestep_bevy::rollback::{GgrsPlayer, TilestepGgrsPlugins};
//!
//! /// The input: the buttons' bits (`tilestep::Buttons::bits`).
//! type Config = bevy_ggrs::GgrsConfig<u8>;
//!
//! let map = TileMap::from_ascii("........\n........\n########\n", 16).unwrap();
//! let mut app = App::new();
//! app.add_plugins((MinimalPlugins, GgrsPlugin::<Config>::default()))
//!     .add_plugins(TilestepGgrsPlugins::<Config>::default())
//!     .insert_resource(CollisionMap::new(map));
//! app.world_mut().spawn((
//!     TileBody::new(SubPoint::from_px(40, 32), Size::new(12, 24)),
//!     TileController::new(ControllerConfig::CELESTE_LIKE),
//!     GgrsPlayer(0), // its buttons are player 0's inputs
//! ));
//! // Then: a system in `ReadInputs` writing `LocalInputs<Config>`, and a
//! // `Session<Config>` inserted (see the crate's README).
//! ```
//!
//! What is rolled back: every [`TileBody`] and [`TileSolid`] entity (they
//! require `bevy_ggrs::Rollback`) with their [`StepReport`],
//! [`TileController`], [`ControllerInput`], [`Fall`], [`Pushable`],
//! [`CollisionMask`], [`Grounded`], [`SolidPath`] and [`GgrsPlayer`]; the
//! [`StepCount`] and the order new bodies take; the
//! [`CollisionMap`](crate::CollisionMap)'s `set_tile` edits
//! ([`MapEditsRollbackPlugin`]). Each has a checksum. With feature `nav`,
//! `NavAgent` and `NavChase` too (without a checksum of their own: the
//! bodies they steer have one). Messages are not
//! rolled back: a re-simulated frame writes them again.

mod checksum;
mod input;
mod map_edits;
mod sync_test;

pub use checksum::StepChecksumPlugin;
pub use input::{hold_player_inputs, GgrsPlayer};
pub use map_edits::{journal_memory, JournalMemory, MapEditsRollbackPlugin};
pub use sync_test::sync_test_session;

use crate::components::{
    CollisionMask, ControllerInput, Fall, Grounded, Pushable, RestoringPlaces, SpawnSeq,
    StepReport, TileBody, TileController, TileSolid,
};
use crate::path::SolidPath;
use crate::render::RenderSettings;
use crate::systems::StepCount;
use crate::{TilestepPlugin, TilestepSet};
use bevy::app::{App, Plugin, PluginGroup, PluginGroupBuilder};
use bevy::prelude::{IntoScheduleConfigs, World};
use bevy_ggrs::ggrs::Config;
use bevy_ggrs::{
    CloneStrategy, ComponentMapEntitiesPlugin, ComponentSnapshotPlugin, CopyStrategy, GgrsSchedule,
    LoadWorld, LoadWorldSystems, ResourceChecksumPlugin, ResourceSnapshotPlugin, RollbackApp,
};
use core::marker::PhantomData;
use tilestep::Buttons;

/// tilestep under GGRS, for a session of config `C` whose input becomes
/// buttons (`u8`, the buttons' bits, or your own type with
/// `From<YourInput> for Buttons`): the step in `GgrsSchedule`
/// ([`TilestepPlugin`] with the same chained sets), [`GgrsStepPlugin`],
/// a bevy_ggrs snapshot and checksum plugin for each component and
/// resource the step changes, and [`MapEditsRollbackPlugin`].
///
/// Add bevy_ggrs' `GgrsPlugin::<C>` yourself (this group doesn't), and
/// [`GgrsPlayer`] to each controlled body. Every plugin of the group can be
/// disabled or replaced like any group's (`.build().disable::<P>()`).
pub struct TilestepGgrsPlugins<C> {
    pixels_per_unit: f32,
    _config: PhantomData<fn() -> C>,
}

impl<C> Default for TilestepGgrsPlugins<C> {
    /// One pixel per world unit.
    fn default() -> Self {
        TilestepGgrsPlugins {
            pixels_per_unit: 1.0,
            _config: PhantomData,
        }
    }
}

impl<C> TilestepGgrsPlugins<C> {
    /// These plugins with `pixels_per_unit` engine pixels per world unit
    /// ([`TilestepPlugin::with_pixels_per_unit`]).
    pub fn with_pixels_per_unit(mut self, pixels_per_unit: f32) -> Self {
        self.pixels_per_unit = pixels_per_unit;
        self
    }
}

impl<C: Config> PluginGroup for TilestepGgrsPlugins<C>
where
    C::Input: Into<Buttons>,
{
    fn build(self) -> PluginGroupBuilder {
        let step = TilestepPlugin::new(GgrsSchedule).with_pixels_per_unit(self.pixels_per_unit);
        let group = PluginGroupBuilder::start::<Self>()
            .add(step)
            .add(GgrsStepPlugin::<C>::default())
            .add(StepChecksumPlugin)
            .add(MapEditsRollbackPlugin);
        let group = add_components(group);
        add_resources(group)
    }
}

/// Each component the step changes, saved and restored (and checksummed by
/// [`StepChecksumPlugin`]).
fn add_components(group: PluginGroupBuilder) -> PluginGroupBuilder {
    let group = group
        .add(ComponentSnapshotPlugin::<CloneStrategy<TileBody>>::default())
        .add(ComponentSnapshotPlugin::<CloneStrategy<StepReport>>::default())
        .add(ComponentMapEntitiesPlugin::<StepReport>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<TileController>>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<ControllerInput>>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<Fall>>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<Pushable>>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<CollisionMask>>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<Grounded>>::default())
        .add(ComponentSnapshotPlugin::<CloneStrategy<TileSolid>>::default())
        .add(ComponentSnapshotPlugin::<CloneStrategy<SolidPath>>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<GgrsPlayer>>::default());
    // Navigation agents (feature `nav`): their followers and whom they
    // chase (not checksummed: what they change, the bodies, is).
    #[cfg(feature = "nav")]
    let group = group
        .add(ComponentSnapshotPlugin::<CloneStrategy<crate::nav::NavAgent>>::default())
        .add(ComponentSnapshotPlugin::<CopyStrategy<crate::nav::NavChase>>::default())
        .add(ComponentMapEntitiesPlugin::<crate::nav::NavChase>::default());
    group
}

/// The step's resources: its count (checksummed) and the order new bodies
/// take (the same on every peer when the step count is).
fn add_resources(group: PluginGroupBuilder) -> PluginGroupBuilder {
    group
        .add(ResourceSnapshotPlugin::<CopyStrategy<StepCount>>::default())
        .add(ResourceChecksumPlugin::<StepCount>(checksum::portable))
        .add(ResourceSnapshotPlugin::<CopyStrategy<SpawnSeq>>::default())
}

/// The step's part of [`TilestepGgrsPlugins`]: bodies and moving solids are
/// rollback entities, each [`GgrsPlayer`]'s input is held on its body
/// before the step ([`hold_player_inputs`]), a body restored onto an
/// entity spawned again keeps its place in the step order, and
/// `Transform`s are drawn at the last step (no interpolation: the step is
/// not on the fixed clock).
pub struct GgrsStepPlugin<C> {
    _config: PhantomData<fn() -> C>,
}

impl<C> Default for GgrsStepPlugin<C> {
    fn default() -> Self {
        GgrsStepPlugin {
            _config: PhantomData,
        }
    }
}

impl<C: Config> Plugin for GgrsStepPlugin<C>
where
    C::Input: Into<Buttons>,
{
    fn build(&self, app: &mut App) {
        app.require_rollback::<TileBody>()
            .require_rollback::<TileSolid>()
            .insert_resource(RenderSettings {
                interpolate: false,
                ..RenderSettings::default()
            })
            .add_systems(GgrsSchedule, {
                let hold = hold_player_inputs::<C>.in_set(TilestepSet::Prepare);
                // A navigation agent's buttons replace its body's input.
                #[cfg(feature = "nav")]
                let hold = hold.before(crate::nav::drive_nav_agents);
                hold
            })
            .add_systems(
                LoadWorld,
                (
                    begin_restoring.before(LoadWorldSystems::EntityResurrect),
                    end_restoring.after(LoadWorldSystems::Mapping),
                ),
            );
    }
}

fn begin_restoring(world: &mut World) {
    world.insert_resource(RestoringPlaces);
}

fn end_restoring(world: &mut World) {
    world.remove_resource::<RestoringPlaces>();
}
