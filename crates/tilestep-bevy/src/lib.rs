//! # tilestep-bevy
//!
//! [tilestep](https://docs.rs/tilestep)'s deterministic integer tile
//! collision in a [Bevy](https://bevy.org) game: a [`TilestepPlugin`] that
//! steps bodies, moving solids and character controllers on a fixed
//! schedule, the exact frame of `tilestep sim` (same trace, bit for bit).
//!
//! ```
//! use bevy::prelude::*;
//! use tilestep::{ControllerConfig, Size, SubPoint, TileMap};
//! use tilestep_bevy::prelude::*;
//!
//! let map = TileMap::from_ascii("........\n........\n........\n########\n", 16).unwrap();
//! let mut app = App::new();
//! app.add_plugins((MinimalPlugins, TilestepPlugin::default()))
//!     .insert_resource(CollisionMap::new(map));
//! app.world_mut().spawn((
//!     TileBody::new(SubPoint::from_px(40, 48), Size::new(12, 24)),
//!     TileController::new(ControllerConfig::CELESTE_LIKE),
//!     Transform::default(),
//! ));
//! app.update();
//! ```
//!
//! ## Units and axes
//!
//! Components hold the engine's numbers: positions and velocities in
//! **subpixels** (1 px = 256) with **y down**, velocities per fixed step,
//! sizes in whole pixels. Bevy's `Transform`s are world units with **y
//! up**; [`PixelScale`] (set with [`TilestepPlugin::with_pixels_per_unit`])
//! is the one place that converts (see [`scale`]).
//!
//! ## Order of a fixed step
//!
//! In the plugin's schedule (default `FixedPostUpdate`), the chained sets of
//! [`TilestepSet`]: `Prepare` (count the step, keep positions for drawing,
//! let new bodies join), `MoveSolids`, `Forces` ([`Fall`] gravity), `Step`
//! (controllers, pushes, then each body steps, in spawn order) and `Report`
//! (empty: order your systems that read the results after it). Set your
//! own bodies' velocities between `Forces` and `Step`. With feature `nav`,
//! `nav::drive_nav_agents` runs in `Prepare` after the new bodies join:
//! each navigation agent's buttons, from its body's state before the step.
//!
//! In `PostUpdate`, [`TilestepSet::Sync`] moves each `Transform` to its
//! body's box centre, interpolated between fixed steps ([`RenderSettings`]).

#![forbid(unsafe_code)]

/// The README's code blocks, run as doc tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[cfg(feature = "assets")]
pub mod assets;
#[cfg(feature = "assets")]
mod bevy_wording;
pub mod components;
#[cfg(feature = "debug")]
pub mod debug;
mod fixed_rate;
mod frame_drive;
#[cfg(feature = "ldtk")]
pub mod ldtk;
pub mod map;
#[cfg(feature = "assets")]
pub mod map_load_report;
pub mod messages;
mod mix;
pub mod move_messages;
#[cfg(feature = "nav")]
pub mod nav;
pub mod path;
pub mod pieces;
pub mod render;
#[cfg(feature = "ggrs")]
pub mod rollback;
pub mod scale;
pub mod systems;
mod teleport;
mod tile_edits;
#[cfg(feature = "tiled")]
pub mod tiled;

#[cfg(feature = "assets")]
pub use assets::{CollisionMapSource, MapLoaderSettings, TileMapAsset, TilestepAssetPlugin};
pub use components::{
    CollisionMask, ControllerInput, Fall, Grounded, Pushable, StepReport, TileBody, TileController,
    TileSolid,
};
#[cfg(feature = "debug")]
pub use debug::{DebugDraw, TilestepDebugPlugin};
pub use fixed_rate::PRESET_HZ;
#[cfg(feature = "ldtk")]
pub use ldtk::{LdtkCollisionLayer, LdtkCollisionSettings, LdtkFollowedLayer, TilestepLdtkPlugin};
pub use map::CollisionMap;
#[cfg(feature = "assets")]
pub use map_load_report::MapLoadFailed;
pub use messages::{Landed, LeftGround, SpawnedInsideSolid, Squished, TagContact};
pub use move_messages::{ClimbJumped, Dashed, EnteredWater, LedgeGrabbed, LeftWater, WallJumped};
#[cfg(feature = "nav")]
pub use nav::{NavAgent, NavChase, NavGraphs};
pub use path::SolidPath;
pub use render::RenderSettings;
pub use scale::PixelScale;
pub use systems::StepCount;
pub use teleport::Teleport;
#[cfg(feature = "tiled")]
pub use tiled::TilestepTiledPlugin;
pub use tilestep::{Looping, Route, RouteProgress};

use bevy::app::{App, FixedPostUpdate, Plugin, PostUpdate};
use bevy::ecs::intern::Interned;
use bevy::ecs::schedule::{IntoScheduleConfigs, ScheduleLabel, SystemSet};
use bevy::transform::TransformSystems;

/// The common imports.
pub mod prelude {
    pub use crate::pieces::{ferry, lift, pushable_crate};
    #[cfg(feature = "ggrs")]
    pub use crate::rollback::{GgrsPlayer, TilestepGgrsPlugins};
    #[cfg(feature = "tiled")]
    pub use crate::TilestepTiledPlugin;
    pub use crate::{
        ClimbJumped, CollisionMap, CollisionMask, ControllerInput, Dashed, EnteredWater, Fall,
        Grounded, Landed, LedgeGrabbed, LeftGround, LeftWater, Looping, PixelScale, Pushable,
        RenderSettings, SolidPath, SpawnedInsideSolid, Squished, StepCount, StepReport, TagContact,
        Teleport, TileBody, TileController, TileSolid, TilestepPlugin, TilestepSet, WallJumped,
    };
    #[cfg(feature = "assets")]
    pub use crate::{
        CollisionMapSource, MapLoadFailed, MapLoaderSettings, TileMapAsset, TilestepAssetPlugin,
    };
    #[cfg(feature = "debug")]
    pub use crate::{DebugDraw, TilestepDebugPlugin};
    #[cfg(feature = "ldtk")]
    pub use crate::{
        LdtkCollisionLayer, LdtkCollisionSettings, LdtkFollowedLayer, TilestepLdtkPlugin,
    };
    #[cfg(feature = "nav")]
    pub use crate::{NavAgent, NavChase, NavGraphs};
    /// The kinds of tiles, typed, for [`MapLoaderSettings::with_kind`].
    #[cfg(feature = "assets")]
    pub use tilestep::TileKind;
    pub use tilestep::{Route, RouteProgress};
    #[cfg(feature = "assets")]
    pub use tilestep_maps::{KindSpec, KindTag};
}

/// The plugin's system sets. `Prepare` to `Report` run chained in the
/// plugin's schedule, once per fixed step; `Sync` runs in `PostUpdate`.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TilestepSet {
    /// Counts the step, keeps positions for drawing, lets new bodies join.
    Prepare,
    /// Moving solids move, carrying and pushing bodies.
    MoveSolids,
    /// [`Fall`] gravity is added to velocities.
    Forces,
    /// Controllers set velocities and every body steps.
    Step,
    /// Empty: after the step (read [`StepReport`]s and messages here).
    Report,
    /// `PostUpdate`: `Transform`s follow the bodies and moving solids.
    Sync,
}

/// Adds tilestep to an app: the step systems in a schedule of your choice
/// (default `FixedPostUpdate`), the messages, the [`PixelScale`] and
/// [`RenderSettings`] resources and `Transform` syncing (with feature
/// `nav`, the `NavGraphs` resource and the system driving `NavAgent`s).
/// Insert a [`CollisionMap`] to start stepping.
///
/// The controller's presets are tuned per step at 60 steps a second, and
/// Bevy's fixed clock runs at 64 Hz by default: when `Time<Fixed>` has
/// Bevy's default timestep as the plugin is built, the plugin sets it to
/// 60 Hz ([`PRESET_HZ`]); an app that chose another rate keeps it, and
/// the log says once (info level) what that changes.
#[derive(Clone, Debug)]
pub struct TilestepPlugin {
    schedule: Interned<dyn ScheduleLabel>,
    pixels_per_unit: f32,
}

impl Default for TilestepPlugin {
    /// Steps in `FixedPostUpdate`, one pixel per world unit.
    fn default() -> Self {
        TilestepPlugin::new(FixedPostUpdate)
    }
}

impl TilestepPlugin {
    /// Steps in `schedule` (a fixed one, such as `FixedPostUpdate` or
    /// `FixedUpdate`, for frame-rate independence), one pixel per unit.
    pub fn new(schedule: impl ScheduleLabel) -> TilestepPlugin {
        TilestepPlugin {
            schedule: schedule.intern(),
            pixels_per_unit: 1.0,
        }
    }

    /// This plugin with `pixels_per_unit` engine pixels per world unit
    /// (positive).
    pub fn with_pixels_per_unit(mut self, pixels_per_unit: f32) -> TilestepPlugin {
        self.pixels_per_unit = pixels_per_unit;
        self
    }
}

impl Plugin for TilestepPlugin {
    fn build(&self, app: &mut App) {
        fixed_rate::choose_fixed_rate(app);
        app.init_resource::<components::SpawnSeq>()
            .init_resource::<StepCount>()
            .init_resource::<RenderSettings>()
            .insert_resource(PixelScale::new(self.pixels_per_unit))
            .add_message::<Landed>()
            .add_message::<LeftGround>()
            .add_message::<TagContact>()
            .add_message::<Squished>()
            .add_message::<SpawnedInsideSolid>()
            .add_message::<WallJumped>()
            .add_message::<ClimbJumped>()
            .add_message::<Dashed>()
            .add_message::<LedgeGrabbed>()
            .add_message::<EnteredWater>()
            .add_message::<LeftWater>()
            .configure_sets(
                self.schedule,
                (
                    TilestepSet::Prepare,
                    TilestepSet::MoveSolids,
                    TilestepSet::Forces,
                    TilestepSet::Step,
                    TilestepSet::Report,
                )
                    .chain(),
            )
            .add_systems(
                self.schedule,
                (
                    (systems::begin_step, systems::admit_bodies)
                        .chain()
                        .in_set(TilestepSet::Prepare),
                    systems::move_solids.in_set(TilestepSet::MoveSolids),
                    systems::apply_fall.in_set(TilestepSet::Forces),
                    systems::step_bodies.in_set(TilestepSet::Step),
                ),
            );
        // Navigation: each agent's buttons, from its body's state before
        // the frame (the moving solids move in the next set).
        #[cfg(feature = "nav")]
        app.init_resource::<nav::NavGraphs>().add_systems(
            self.schedule,
            nav::drive_nav_agents
                .after(systems::admit_bodies)
                .in_set(TilestepSet::Prepare),
        );
        app.configure_sets(
            PostUpdate,
            TilestepSet::Sync.before(TransformSystems::Propagate),
        )
        .add_systems(
            PostUpdate,
            render::sync_transforms.in_set(TilestepSet::Sync),
        );
    }
}
