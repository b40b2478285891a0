//! Running a scenario frame by frame under the judge: the judge's own
//! runner ([`tilestep_check::judged`]), which `tilestep sim` feeds to its
//! sinks.

pub use tilestep_check::judged::{run, Outcome, Squished, MAX_KEPT_FAILURES};
