//! Assists: small, optional corrections that make controls feel fair. Each
//! is off by default and never breaks an invariant: every nudge moves the
//! body only through positions its core fits.

/// Per-body assist settings (all off by default).
///
/// ```
/// use tilestep::{Assists, Body, Size, SubPoint};
/// let mut b = Body::new(SubPoint::from_px(40, 48), Size::new(12, 24));
/// b.assists = Assists { corner_correction: 4, ledge_assist: 3 };
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Assists {
    /// Ceiling corner correction (Celeste's nudge), in px: when moving
    /// against gravity is cut short by a ceiling, the body is nudged up to
    /// this many pixels sideways (only toward its horizontal speed; with no
    /// horizontal speed, left first, then right) if that lets it keep
    /// rising. 0 = off.
    pub corner_correction: u8,
    /// Ledge assist, in px: when falling sideways into a ledge, the body may
    /// be lifted up to this many pixels against gravity to land on it. (A
    /// one-pixel lift always happens: it is how the core's chamfer slides over
    /// corners.) 0 or 1 = off.
    pub ledge_assist: u8,
}
