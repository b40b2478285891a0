//! A horizontal move by runs: how many pixels one run may cover, and one
//! run of a walker ([`walk_run`]) or of an airborne box
//! ([`air_run_clear`]).

use super::air_run::air_run_clear;
use super::walk_run::{walk_chunk, walk_run};
use super::{Run, MIN_WALK_CHUNK};
use crate::rules::Rules;

/// The most pixels one run covers ([`run`]): a long move is walked as a
/// chain of runs, so that a wall, ledge or step far ahead costs the rules
/// only near it. A walker's runs may be shorter ([`walk_chunk`]).
pub(crate) const RUN_CHUNK: i32 = 16;
/// The most pixels one run covers for a walker (`walker`) or an airborne
/// box.
#[inline(always)]
pub(crate) fn chunk(rules: &Rules, walker: bool) -> i32 {
    if walker {
        walk_chunk(rules, RUN_CHUNK)
    } else {
        RUN_CHUNK
    }
}
/// Whether a move of `steps` px fits one run ([`run`]). No chunk is
/// shorter than `MIN_WALK_CHUNK`: short moves, the most common, skip
/// working it out.
#[inline(always)]
pub(crate) fn fits_one_run(rules: &Rules, steps: i32, walker: bool) -> bool {
    steps <= MIN_WALK_CHUNK || steps <= chunk(rules, walker)
}
/// `steps` pixels (`0..=RUN_CHUNK`) plus the probe at once, when a run
/// gives exactly what the rules would: a walker's [`walk_run`], or
/// an airborne box's clear [`air_run_clear`] at its height.
#[inline(always)]
pub(crate) fn run(
    rules: &Rules,
    px: i32,
    py: i32,
    dir: i32,
    steps: i32,
    walker: bool,
) -> Option<Run> {
    if walker {
        walk_run(rules, px, py, dir, steps)
    } else {
        air_run_clear(rules, px, py, dir, steps).then_some(Run::level(px + dir * steps, py))
    }
}
