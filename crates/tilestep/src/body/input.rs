//! What a frame asks of a body's step beyond its state.

/// Per-frame requests that are not part of the body's state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StepInput {
    /// Fall through one-way surfaces along gravity (`platform` with gravity
    /// down, `platform_under` with gravity up, both with no gravity) this frame.
    pub drop: bool,
}
