//! The receiver of a run's rows: every body's and every moving solid's
//! state after every frame, as the trace writer ([`crate::trace::CsvTrace`])
//! and the CLI's picture recorder take them.

use crate::error::InputError;
use tilestep::{Body, Contacts, MovingSolid};

/// Something that wants every body's and every moving solid's state after
/// every frame (frame 0 = start).
pub trait Sink {
    /// Called for frame 0 (start, empty contacts) and after each step, in
    /// frame order then body order. `squished`: a moving solid could not
    /// push the body this frame.
    fn row(
        &mut self,
        frame: u32,
        body: usize,
        state: &Body,
        contacts: &Contacts,
        squished: bool,
    ) -> Result<(), InputError>;

    /// Called for each moving solid after the bodies' rows of each frame
    /// (frame 0 too). `squished`: it could not push some body this frame.
    fn solid_row(
        &mut self,
        _frame: u32,
        _solid: usize,
        _state: &MovingSolid,
        _squished: bool,
    ) -> Result<(), InputError> {
        Ok(())
    }
}
