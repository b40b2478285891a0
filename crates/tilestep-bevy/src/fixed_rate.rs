//! The fixed step's rate: the controller's presets
//! (`tilestep::ControllerConfig::CELESTE_LIKE` and the others) are tuned
//! per step at 60 steps a second, while Bevy's fixed clock defaults to
//! 64 Hz, which makes every jump and run about 7% faster in real time.

use bevy::app::App;
use bevy::time::{Fixed, Time};

/// The rate the controller's presets are tuned at, fixed steps a second.
pub const PRESET_HZ: f64 = 60.0;

/// Sets `Time<Fixed>` to [`PRESET_HZ`] when it has Bevy's default
/// timestep (or isn't there yet: `TimePlugin` keeps the one found); an
/// app that chose another rate keeps it, and is told once at info level.
pub(crate) fn choose_fixed_rate(app: &mut App) {
    let bevy_default = Time::<Fixed>::default().timestep();
    let preset = Time::<Fixed>::from_hz(PRESET_HZ);
    let world = app.world_mut();
    match world.get_resource_mut::<Time<Fixed>>() {
        None => world.insert_resource(preset),
        Some(mut t) if t.timestep() == bevy_default => t.set_timestep(preset.timestep()),
        Some(t) if t.timestep() == preset.timestep() => {}
        Some(t) => log::info!(
            "tilestep: the fixed step is {:?} (the app's choice, kept); the controller's \
             presets are tuned at {PRESET_HZ} steps a second (a step of {:?}), so they run \
             {:.3}x as fast in real time",
            t.timestep(),
            preset.timestep(),
            preset.timestep().as_secs_f64() / t.timestep().as_secs_f64()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::time::TimePlugin;
    use std::time::Duration;

    #[test]
    fn bevys_default_rate_becomes_60_hz() {
        let mut app = App::new();
        app.add_plugins((TimePlugin, crate::TilestepPlugin::default()));
        let t = app.world().resource::<Time<Fixed>>().timestep();
        assert_eq!(t, Time::<Fixed>::from_hz(60.0).timestep());
    }

    #[test]
    fn the_rate_is_60_hz_when_the_time_plugin_comes_after() {
        let mut app = App::new();
        app.add_plugins((crate::TilestepPlugin::default(), TimePlugin));
        let t = app.world().resource::<Time<Fixed>>().timestep();
        assert_eq!(t, Time::<Fixed>::from_hz(60.0).timestep());
    }

    #[test]
    fn a_rate_the_app_chose_is_kept() {
        let mut app = App::new();
        app.add_plugins(TimePlugin)
            .insert_resource(Time::<Fixed>::from_hz(120.0));
        app.add_plugins(crate::TilestepPlugin::default());
        let t = app.world().resource::<Time<Fixed>>().timestep();
        assert_eq!(t, Duration::from_secs_f64(1.0 / 120.0));
    }
}
