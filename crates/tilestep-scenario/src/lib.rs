//! # tilestep-scenario
//!
//! The scenario format of `docs/scenarios.md` (and its extensions) and the
//! [`World`] that runs a scenario frame by frame: the one implementation of
//! a frame that `tilestep sim` judges, the demo plays and the Bevy plugin's
//! trace tests compare against, so a capture replays bit for bit anywhere.
//!
//! - [`scenario`]: [`parse`] a scenario file into a [`Scenario`]; errors name
//!   the file and line ([`InputError`]).
//! - [`world`]: [`World`] steps it; a [`world::Watch`] sees every stage of a
//!   frame (the CLI's invariant judge is one).
//! - [`trace_row`] and [`trace`]: the CSV trace's rows, and a [`Sink`] that
//!   writes them to a file.
//! - [`capture`]: the last frames of a running world as a scenario that
//!   replays them.
//! - [`keys`]: the compact button-script syntax (`R*60 RJ*14`).
//!
//! ```
//! use tilestep_scenario::{parse, World};
//!
//! let text = "frames = 30\nmap = \"\"\"\n....\n....\n####\n\"\"\"\n\
//!             [[body]]\nname = \"p\"\nsize = [12, 24]\nstart = [24, 16]\n";
//! let scenario = parse("example.toml", text).unwrap();
//! let mut world = World::new(scenario);
//! for _ in 0..world.scenario().frames {
//!     world.step(&[]); // no live buttons: every body follows its script
//! }
//! assert!(world.bodies()[0].standing);
//! ```
#![forbid(unsafe_code)]

pub mod body_spec;
pub mod capture;
pub mod controlspec;
pub mod error;
pub mod keys;
pub mod legend;
pub mod limits;
pub mod mapkeys;
pub mod mapsrc;
pub mod movespec;
pub mod raw;
pub mod scenario;
pub mod sink;
pub mod solid_spec;
pub mod state;
pub mod trace;
pub mod trace_row;
pub mod values;
pub mod world;

pub use error::InputError;
pub use scenario::{parse, Scenario};
pub use sink::Sink;
pub use world::World;
