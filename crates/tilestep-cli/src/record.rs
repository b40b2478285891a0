//! Keeps every body's path for the picture and the animation.

use tilestep::{Body, Contacts, CoreShape, Gravity, MovingSolid};
use tilestep_scenario::error::InputError;
use tilestep_scenario::Sink;

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
    /// The shape of its core.
    pub core: CoreShape,

    /// A moving solid could not push it this frame.
    pub squished: bool,
}

/// One moving solid's box after one frame, whole px (right, bottom exclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolidSample {
    /// Left column.
    pub l: i32,
    /// Top row.
    pub t: i32,
    /// Column past the right edge.
    pub r: i32,
    /// Row past the bottom edge.
    pub b: i32,
    /// It could not push some body this frame.
    pub squished: bool,
}

/// Every body's and moving solid's samples, frame 0 first.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    /// `paths[body][frame]`.
    pub paths: Vec<Vec<Sample>>,
    /// `solids[solid][frame]`.
    pub solids: Vec<Vec<SolidSample>>,
}

impl Recorder {
    /// A recorder for `n` bodies and `m` moving solids.
    pub fn new(n: usize, m: usize) -> Recorder {
        Recorder {
            paths: vec![Vec::new(); n],
            solids: vec![Vec::new(); m],
        }
    }

    /// Number of frames recorded (including frame 0).
    pub fn frames(&self) -> usize {
        self.paths.first().map_or(0, Vec::len)
    }
}

impl Sink for Recorder {
    fn row(
        &mut self,
        _frame: u32,
        body: usize,
        b: &Body,
        c: &Contacts,
        squished: bool,
    ) -> Result<(), InputError> {
        if let Some(p) = self.paths.get_mut(body) {
            p.push(Sample {
                x: b.pos.x.0,
                y: b.pos.y.0,
                w: b.size.w().0,
                h: b.size.h().0,
                flags: c.flags.0,
                standing: b.standing,
                gravity: b.gravity,
                core: b.core,
                squished,
            });
        }
        Ok(())
    }

    fn solid_row(
        &mut self,
        _frame: u32,
        solid: usize,
        s: &MovingSolid,
        squished: bool,
    ) -> Result<(), InputError> {
        if let Some(p) = self.solids.get_mut(solid) {
            let r = s.rect();
            p.push(SolidSample {
                l: r.left.0,
                t: r.top.0,
                r: r.right.0,
                b: r.bottom.0,
                squished,
            });
        }
        Ok(())
    }
}
