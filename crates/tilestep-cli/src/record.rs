//! Keeps every body's path for the picture and the animation.

use crate::error::CliError;
use crate::run::Sink;
use tilestep::{Body, Contacts, Gravity};

/// One body's state after one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// Origin x, subpixels.
    pub x: i32,
    /// Origin y, subpixels.
    pub y: i32,
    /// Box width, px.
    pub w: i32,
    /// Box height, px.
    pub h: i32,
    /// Contact flags of the step (empty for frame 0).
    pub flags: u16,
    /// Stands after the step.
    pub standing: bool,
    /// Gravity direction.
    pub gravity: Gravity,
}

/// Every body's samples, frame 0 first.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    /// `paths[body][frame]`.
    pub paths: Vec<Vec<Sample>>,
}

impl Recorder {
    /// A recorder for `n` bodies.
    pub fn new(n: usize) -> Recorder {
        Recorder {
            paths: vec![Vec::new(); n],
        }
    }

    /// Number of frames recorded (including frame 0).
    pub fn frames(&self) -> usize {
        self.paths.first().map_or(0, Vec::len)
    }
}

impl Sink for Recorder {
    fn row(&mut self, _frame: u32, body: usize, b: &Body, c: &Contacts) -> Result<(), CliError> {
        if let Some(p) = self.paths.get_mut(body) {
            p.push(Sample {
                x: b.pos.x.0,
                y: b.pos.y.0,
                w: b.size.w.0,
                h: b.size.h.0,
                flags: c.flags.0,
                standing: b.standing,
                gravity: b.gravity,
            });
        }
        Ok(())
    }
}
