//! # tilestep-check
//!
//! An independent judge of the collision contract (`docs/contract.md`), shared by
//! the `tilestep sim` runner, the property tests and the fuzz targets.
//!
//! - [`solid`]: every solid pixel and one-way surface of a map, worked out
//!   from the map's data alone (tile ids, definitions, edges, tile size) with
//!   the contract's height table re-implemented. It never calls the core's
//!   `is_solid`, `fits`, `stands`, `step` or `cast`.
//! - [`shapes`]: a body's box in whole pixels, one-way kinds, drop-through.
//! - [`geom`]: a body's core and standing, from the contract's words.
//! - [`path`]: invariant 2 ("never through") from a step's two end positions.
//! - [`moving`]: moving solids' boxes (full and one-way) for the checker.
//! - [`check`]: invariants 1, 2, 3 and 5 for one body-step.
//! - [`controlled`]: a body driven by the controller from held buttons,
//!   judged every step (the fuzz targets' controlled cases).
//! - [`judged`]: a whole scenario run under the judge, every stage of
//!   every frame (what `tilestep sim` runs).
//! - [`sim`]: a tiny per-frame driver (input, gravity, jump, flip, resize)
//!   that steps a body with the core, judges every step, and records a trace.
//! - [`builtin`]: a few fixed cases whose trace hashes are golden, natively
//!   and on wasm32.
//! - [`hash`]: FNV-1a 64, the fixed hash of golden traces.
//! - [`repro`]: formats a failing case as a pasteable Rust regression test.
#![forbid(unsafe_code)]

pub mod builtin;
pub mod check;
pub mod controlled;
pub mod geom;
pub mod hash;
pub mod judged;
pub mod moving;
pub mod path;
pub mod repro;
pub mod shapes;
pub mod sim;
pub mod solid;

pub use check::{check_step, Failure, StepFacts};
pub use geom::{core_clear, stands, Boxel, Ignore};
pub use solid::SolidField;
