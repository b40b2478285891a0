//! A horizontal move by runs: how many pixels one run may cover (a
//! walker's walk run, or an airborne box's clear air run).

use super::walk_run::walk_chunk;
use super::MIN_WALK_CHUNK;
use crate::rules::Rules;

/// The most pixels one run covers: a long move is walked as a
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
