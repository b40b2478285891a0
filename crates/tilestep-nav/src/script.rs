//! Button scripts: runs of held buttons, and the cursor that plays one
//! through a flight (a jump, a fall, a drop) until the body lands on a
//! place.

use alloc::vec::Vec;

use tilestep::Buttons;

use crate::index::{PlaceRef, SurfaceIndex};
use crate::sim::BodyState;

/// `buttons` held for `frames` frames.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ButtonRun {
    /// The buttons held.
    pub buttons: Buttons,
    /// For how many frames (at least 1).
    pub frames: u16,
}

/// Appends one frame of `b` to the run-length script `runs`.
pub(crate) fn push_frame(runs: &mut Vec<ButtonRun>, b: Buttons) {
    match runs.last_mut() {
        Some(r) if r.buttons == b && r.frames < u16::MAX => r.frames += 1,
        _ => runs.push(ButtonRun {
            buttons: b,
            frames: 1,
        }),
    }
}

/// Appends `n` frames of `b` to the run-length script `runs`.
pub(crate) fn push_frames(runs: &mut Vec<ButtonRun>, b: Buttons, n: u32) {
    let mut left = n;
    while left > 0 {
        match runs.last_mut() {
            Some(r) if r.buttons == b && r.frames < u16::MAX => {
                let add = (u32::from(u16::MAX - r.frames)).min(left);
                r.frames += add as u16;
                left -= add;
            }
            _ => {
                let first = left.min(u32::from(u16::MAX));
                runs.push(ButtonRun {
                    buttons: b,
                    frames: first as u16,
                });
                left -= first;
            }
        }
    }
}

/// The buttons of `runs` at `frame` (0-based); past its end, the last
/// run's buttons without jump (a flight that lands later than planned keeps
/// steering); `NONE` for an empty script.
pub(crate) fn buttons_at(runs: &[ButtonRun], frame: u32) -> Buttons {
    let mut left = frame;
    for r in runs {
        if left < u32::from(r.frames) {
            return r.buttons;
        }
        left -= u32::from(r.frames);
    }
    runs.last().map_or(Buttons::NONE, |r| {
        Buttons::from_bits(r.buttons.bits() & !Buttons::JUMP.bits())
    })
}

/// A flight must leave the ground within this many frames, frames.
const LEAVE_FRAMES: u32 = 24;

/// Where a script being played through a flight is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Flight {
    /// Frames played.
    pub frame: u32,
    /// Whether the body has left the ground since it started.
    pub airborne: bool,
    /// Whether it may climb a ladder (a ladder edge's flight).
    pub climbs: bool,
}

/// What a flight does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FlightStep {
    /// Hold these this frame.
    Press(Buttons),
    /// It stood on this place after leaving the ground.
    Landed(PlaceRef),
    /// It did not land on a place in time, or entered a move the graph
    /// does not plan through (a ledge hang, water, a ladder but on a ladder
    /// edge) or something that hurts.
    Failed,
}

impl Flight {
    /// A flight of an edge of `kind`: a ladder's may climb.
    pub fn of(kind: crate::graph::EdgeKind) -> Flight {
        Flight {
            climbs: kind == crate::graph::EdgeKind::Ladder,
            ..Flight::default()
        }
    }

    /// The next frame of `script` for the body in `s` (its state before the
    /// frame), giving up after `max_frames`.
    pub fn next(
        &mut self,
        s: &BodyState,
        index: &SurfaceIndex,
        size: tilestep::Size,
        script: &[ButtonRun],
        max_frames: u32,
    ) -> FlightStep {
        if self.frame == 0 {
            self.airborne = !s.body.standing;
        } else {
            self.airborne |= !s.body.standing;
            let climbing = self.climbs && s.ctl.climbing;
            if (s.in_unplanned_move() && !climbing) || s.fx.hurt {
                return FlightStep::Failed;
            }
            if self.airborne && s.body.standing && s.body.size == size {
                if let Some(p) = index.place_of(&s.body) {
                    return FlightStep::Landed(p);
                }
            }
            if (!self.airborne && self.frame >= LEAVE_FRAMES) || self.frame >= max_frames {
                return FlightStep::Failed;
            }
        }
        let b = buttons_at(script, self.frame);
        self.frame += 1;
        FlightStep::Press(b)
    }
}
