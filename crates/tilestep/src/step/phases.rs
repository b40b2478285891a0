//! The step by its phases, for every step no shortcut takes whole: the
//! start (`start.rs`: does the body walk, or fly free?), the horizontal
//! phase (`horizontal.rs`), the vertical one (`vertical.rs`), then the
//! step's end (`rules/end.rs`: the world limit, standing, the contacts).

use super::horizontal::horizontal;
use super::start::start;
use super::vertical::vertical;
use crate::body::{Body, Contacts, MovingSolid, StepInput};
use crate::map::TileMap;
use crate::rules::{Rules, StepEnd};
use crate::shortcuts::Refused;

/// The phases of a step of `body` on `map` among `solids` that the
/// shortcuts did not take whole (`refused`: what they found that need not
/// be tested again), writing its contacts into `c` (empty on entry); with
/// `SHORTCUTS` off, by the per-pixel rules alone.
#[inline(always)]
pub(crate) fn phases<const SHORTCUTS: bool>(
    map: &TileMap,
    body: &mut Body,
    input: StepInput,
    solids: &[MovingSolid],
    refused: Refused,
    c: &mut Contacts,
) {
    // A body set by hand beyond the world limit is clamped here (the
    // shortcuts refuse it: its end would lie beyond the limit too).
    if !body.in_world() {
        body.clamp_to_world();
    }
    let was_standing = body.standing;
    body.vel.x = body.vel.x.clamp_speed();
    body.vel.y = body.vel.y.clamp_speed();
    let b0 = body.box_px();
    let rules = Rules::for_step(map, body, b0, input, solids);
    let start = start::<SHORTCUTS>(&rules, body, b0, refused.flight);
    let h = horizontal::<SHORTCUTS>(&rules, body, b0, start, refused.run);
    let v = vertical::<SHORTCUTS>(&rules, body, &h, start.flight);
    let settled = rules.settle(body.pos, body.vel, v.stands);
    let end = StepEnd {
        pos: settled.pos,
        vel: settled.vel,
        fin: settled.fin,
        standing: settled.standing,
        across: h.swept,
        along: v.swept,
        wall: h.wall,
        stop: v.stop,
        oneway: v.oneway,
        on_sensor: false,
    };
    rules.end_step::<true>(body, end, was_standing, c);
}

/// What the phases alone give `body` stepped on `map` with `input`, no
/// moving solids, told `refused` (its body and contacts): what each
/// shortcut's tests compare it with.
#[cfg(test)]
pub(crate) fn phases_of(
    map: &TileMap,
    mut body: Body,
    input: StepInput,
    refused: Refused,
) -> (Body, Contacts) {
    let mut c = Contacts::for_input(input.drop);
    phases::<true>(map, &mut body, input, &[], refused, &mut c);
    (body, c)
}
