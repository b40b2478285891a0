//! The step's first phase: does the body walk (stands, not moving against
//! gravity) or fly free (nothing but empty tiles around its path)?

use crate::body::Body;
use crate::body::BoxPx;
use crate::rules::Rules;
use crate::shortcuts::free_flight_from;
use crate::units::Subpx;

/// How the frame starts: whether the body walks (stands and isn't moving
/// against gravity) or flies free (nothing but empty tiles around it).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Start {
    /// Stands and isn't moving against gravity: standing logic applies.
    pub walker: bool,
    /// Nothing it could meet this frame but empty tiles: no per-pixel rules.
    pub flight: bool,
}

/// Decides [`Start`]; a walker's vertical speed is zeroed and its position
/// made whole. With `flight_refused` (the free-flight shortcut refused a
/// body that doesn't stand) it is not in free flight: the phases then
/// give the same as free flight would, without the test. Without
/// `SHORTCUTS` nothing is in free flight.
#[inline(always)]
pub(crate) fn start<const SHORTCUTS: bool>(
    rules: &Rules,
    body: &mut Body,
    b0: BoxPx,
    flight_refused: bool,
) -> Start {
    let (px, py) = (b0.px, b0.py);
    // A supported body is never in free flight (its support lies in the
    // region the flight test needs empty), so whichever test passes
    // decides the other. The standing test goes first for a body that
    // stood last frame (most do, and most still stand), the flight test
    // for one that didn't.
    let free_flight = || {
        free_flight_from(
            rules,
            px,
            py,
            (body.pos.x + body.vel.x).floor_px().0 - px,
            (body.pos.y + body.vel.y).floor_px().0 - py,
        )
    };
    // The standing rule: supported, not moving against gravity.
    let stands = || rules.stands(px, py, body.vel.y);
    let (walker, flight) = if !SHORTCUTS {
        (stands(), false)
    } else if body.standing {
        let walker = stands();
        (walker, !walker && free_flight())
    } else {
        let flight = !flight_refused && free_flight();
        // What this order rests on, checked on every step of the debug
        // builds (every test and the differential suites).
        debug_assert!(
            !flight || !rules.supported(px, py),
            "a body in free flight is supported at ({px}, {py})"
        );
        (!flight && stands(), flight)
    };
    if walker {
        body.vel.y = Subpx::ZERO;
        body.pos.y = body.pos.y.floor();
    }
    Start { walker, flight }
}
