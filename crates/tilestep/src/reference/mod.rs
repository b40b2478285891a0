//! The stepper as it was before the fast path (issue 14), kept whole as the
//! reference: [`step_among`] gives, by definition, the trace every faster
//! step must reproduce bit for bit. The differential tests and the
//! `step_diff` fuzz target compare [`crate::TileMap::step_among`] with it.
//!
//! Behind the `reference` feature (off by default): it doubles the step's
//! code and is meant for tests only. Its map lookups, pixel primitives,
//! core tests, sweeps and per-pixel rules are copies, so optimizing the
//! originals never changes it; only plain data types (boxes, rectangles of
//! moving solids, units) are shared.

mod core_shape;
mod ground;
mod map;
mod mover;
mod pixels;
mod step;
mod sweep;

pub use step::step_among;

use crate::{Body, Contacts, StepInput, TileMap};

/// [`crate::TileMap::step`] as the reference computes it (no moving solids).
pub fn step(map: &TileMap, body: &mut Body, input: StepInput) -> Contacts {
    step_among(map, body, input, &[])
}
