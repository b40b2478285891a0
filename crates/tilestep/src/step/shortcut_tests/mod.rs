//! Each whole-step shortcut against the phases it stands for. They live
//! here, above both, because the phases are the step's (`step/`) and the
//! shortcuts sit below it.

#![cfg(test)]

mod flight;
mod landing;
mod walk_step;
