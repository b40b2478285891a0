//! Shortcuts: faster paths to exactly what `rules/` says, each tested
//! against the rules pixel for pixel and, through the whole step, against
//! the step by the rules alone (`TileMap::step_by_rules`). Each is a free
//! function taking the rules it stands for; the ones that take a whole
//! step end it as the phases do (`rules/end.rs`); their tests against
//! the phases are the step's (`step/shortcut_tests/`).
//!
//! | shortcut | file | the rules it takes at once |
//! |---|---|---|
//! | free flight | `flight.rs` | a whole step in the air meeting nothing |
//! | a landing | `landing.rs` | a whole step in the air along gravity: straight across, then the sweep to a floor and the feet |
//! | a walker's whole step | `walk_step.rs` | the phases, for a walker whose move is one run |
//! | flat tile tops | `flat_run.rs` | walking (or moving in the air) at one height |
//! | runs and their length | `runs.rs` | a move of many pixels in runs |
//! | a walk run | `walk_run/` | walking over ground rising 1 px per px at most |
//! | a long walk run | `walk_long.rs`, `way.rs` | the same, past one window of rows |
//! | an air run | `air_run.rs` | the air rule at one height |
//! | an air skim | `air_skim.rs` | the air rule's slides over a way |
//! | a wall stop | `wall_stop.rs` | a walker's first pixel against a wall |

/// A run's function for the run's gravity: `$run::<true>` (gravity down)
/// or `$run::<false>` (up) called with the arguments given, or `None`
/// returned where no run goes ([`walk_run::run_gravity`]; given `$steps`,
/// [`walk_run::run_gravity_for`]: none for no step). The runs follow the
/// ground by a const parameter, so each gravity has its own code.
macro_rules! by_gravity {
    ($rules:expr, $dir:expr, $run:ident($($arg:expr),* $(,)?)) => {
        by_gravity!(@ crate::shortcuts::walk_run::run_gravity($rules, $dir), $run($($arg),*))
    };
    ($rules:expr, $dir:expr, $steps:expr, $run:ident($($arg:expr),* $(,)?)) => {
        by_gravity!(@ crate::shortcuts::walk_run::run_gravity_for($rules, $dir, $steps), $run($($arg),*))
    };
    (@ $down:expr, $run:ident($($arg:expr),*)) => {
        match $down? {
            true => $run::<true>($($arg),*),
            false => $run::<false>($($arg),*),
        }
    };
}

mod air_run;
mod air_skim;
mod flat_run;
mod flight;
mod landing;
mod runs;
mod walk_long;
mod walk_run;
mod walk_step;
mod wall_stop;
mod way;

pub(crate) use air_run::air_run_clear;
pub(crate) use air_skim::air_skim;
pub(crate) use flat_run::flat_run;
#[cfg(test)]
pub(crate) use flight::free_flight_by_tiles;
pub(crate) use flight::{fly, free_flight_from};
#[cfg(test)]
pub(crate) use landing::land;
pub(crate) use runs::{chunk, fits_one_run};
pub(crate) use walk_run::walk_run;
pub(crate) use walk_run::{Run, MIN_WALK_CHUNK};
pub(crate) use walk_step::walk_step;

/// What a shortcut refused of a step it left to the phases, which the
/// phases then need not test again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Refused {
    /// The free-flight test failed ([`fly`], a body that does not stand).
    pub flight: bool,
    /// A walker's move was refused its runs ([`walk_step`]):
    /// the flat run, and the walk run for a move of one run or the long
    /// run for a longer one. The horizontal phase would try the flat run
    /// (and, for a move of one run, the walk run) with the same result.
    pub run: bool,
}
impl Refused {
    /// Nothing refused: the phases test everything.
    pub const NOTHING: Refused = Refused {
        flight: false,
        run: false,
    };

    /// The free-flight test refused.
    pub const FLIGHT: Refused = Refused {
        flight: true,
        run: false,
    };

    /// A walker's runs refused (see [`Refused::run`]).
    pub const RUN: Refused = Refused {
        flight: false,
        run: true,
    };
}
