//! The fixed 60 Hz simulation clock: rendered frames come at whatever rate
//! the display gives; the simulation steps in whole 1/60 s frames.

/// Simulation frames per second.
pub const HZ: f64 = 60.0;

/// Most simulation frames stepped for one rendered frame; time beyond that
/// is dropped (a stall slows the game down instead of fast-forwarding it).
pub const MAX_STEPS: u32 = 5;

/// A rendered frame this close to a whole number of simulation frames
/// (seconds) counts as exactly that many: a 60 Hz display's timing jitter
/// would otherwise step 0 or 2 frames now and then.
pub const SNAP: f64 = 0.0005;

/// Accumulates rendered-frame time and says how many simulation frames to
/// step.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FixedClock {
    /// Time not yet stepped, seconds (less than one frame after `advance`).
    pending: f64,
}

impl FixedClock {
    /// Adds `dt` seconds (negative or non-finite counts as 0) and returns
    /// the whole simulation frames due, at most [`MAX_STEPS`].
    pub fn advance(&mut self, dt: f64) -> u32 {
        let dt = if dt.is_finite() { dt.max(0.0) } else { 0.0 };
        let whole = (dt * HZ).round();
        self.pending += if whole >= 1.0 && (dt - whole / HZ).abs() < SNAP {
            whole
        } else {
            dt * HZ
        };
        let due = self.pending.floor();
        if due >= f64::from(MAX_STEPS) {
            self.pending = 0.0;
            return MAX_STEPS;
        }
        self.pending -= due;
        due as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_hz_display_steps_once_per_frame() {
        let mut c = FixedClock::default();
        let total: u32 = (0..600).map(|_| c.advance(1.0 / 60.0 + 1e-9)).sum();
        assert_eq!(total, 600);
    }

    #[test]
    fn jittery_sixty_hz_still_steps_once_per_frame() {
        let mut c = FixedClock::default();
        for i in 0..600 {
            let jitter = if i % 2 == 0 { 0.0003 } else { -0.0003 };
            assert_eq!(c.advance(1.0 / 60.0 + jitter), 1, "frame {i}");
        }
    }

    #[test]
    fn fast_display_accumulates() {
        let mut c = FixedClock::default();
        let total: u32 = (0..144).map(|_| c.advance(1.0 / 144.0)).sum();
        assert!((59..=60).contains(&total), "{total}");
    }

    #[test]
    fn stalls_are_capped_and_dropped() {
        let mut c = FixedClock::default();
        assert_eq!(c.advance(2.0), MAX_STEPS);
        assert_eq!(c.advance(0.0), 0);
        assert_eq!(c.advance(f64::NAN), 0);
        assert_eq!(c.advance(-1.0), 0);
    }
}
