//! The per-frame gravity rule every caller of the step writes before it:
//! accelerate, cap the speed along gravity, and jump. The scenario runner,
//! the judge's driver and the tests use these, so the rule has one home.
//! (The [`crate::Controller`] applies its own, from its config.)

use crate::body::{Body, Gravity};
use crate::units::Subpx;

impl Body {
    /// Adds `accel` to the vertical speed (saturating), then caps the speed
    /// along gravity at `max_fall`: gravity down, `vel.y = min(vel.y,
    /// max_fall)`; up, `vel.y = max(vel.y, -max_fall)`; none, no cap.
    ///
    /// `accel` is signed screen-y (+ = down), subpixels/frame²: pass your
    /// gravity's strength times [`Gravity::sign`]; `max_fall` is a speed,
    /// subpixels/frame, not negative.
    ///
    /// ```
    /// use tilestep::{Body, Gravity, Size, SubPoint, Subpx};
    /// let mut b = Body::new(SubPoint::from_px(8, 16), Size::new(8, 16));
    /// b.vel.y = Subpx(1500);
    /// b.fall(Subpx(64), Subpx(1536)); // 0.25 px/frame², at most 6 px/frame
    /// assert_eq!(b.vel.y, Subpx(1536));
    /// b.gravity = Gravity::Up;
    /// b.fall(Subpx(-64), Subpx(1536)); // gravity up: the cap is -6 px/frame
    /// assert_eq!(b.vel.y, Subpx(1472));
    /// ```
    pub fn fall(&mut self, accel: Subpx, max_fall: Subpx) {
        let vy = self.vel.y.0.saturating_add(accel.0);
        self.vel.y = Subpx(match self.gravity {
            Gravity::Down => vy.min(max_fall.0),
            Gravity::Up => vy.max(max_fall.0.saturating_neg()),
            Gravity::None => vy,
        });
    }

    /// Sets the vertical speed to `speed` against gravity (subpixels/frame,
    /// not negative): `vel.y = -speed` with gravity down, `+speed` up, 0
    /// with none. It doesn't look at [`Body::standing`]: ask that first.
    ///
    /// ```
    /// use tilestep::{Body, Gravity, Size, SubPoint, Subpx};
    /// let mut b = Body::new(SubPoint::from_px(8, 16), Size::new(8, 16));
    /// b.jump(Subpx(1024));
    /// assert_eq!(b.vel.y, Subpx(-1024));
    /// b.gravity = Gravity::Up;
    /// b.jump(Subpx(1024));
    /// assert_eq!(b.vel.y, Subpx(1024));
    /// ```
    pub fn jump(&mut self, speed: Subpx) {
        self.vel.y = Subpx(speed.0.saturating_mul(-self.gravity.sign()));
    }
}

#[cfg(test)]
mod tests {
    use crate::{Body, Gravity, Size, SubPoint, Subpx};

    fn body(gravity: Gravity, vy: i32) -> Body {
        let mut b = Body::new(SubPoint::from_px(8, 16), Size::new(8, 16));
        b.gravity = gravity;
        b.vel.y = Subpx(vy);
        b
    }

    #[test]
    fn no_gravity_has_no_cap() {
        let mut b = body(Gravity::None, 5000);
        b.fall(Subpx(64), Subpx(1536));
        assert_eq!(b.vel.y, Subpx(5064));
        b.jump(Subpx(1024));
        assert_eq!(b.vel.y, Subpx(0));
    }

    #[test]
    fn extreme_values_saturate_instead_of_overflowing() {
        let mut b = body(Gravity::Down, i32::MAX);
        b.fall(Subpx(i32::MAX), Subpx(i32::MAX));
        assert_eq!(b.vel.y, Subpx(i32::MAX));
        let mut b = body(Gravity::Up, i32::MIN);
        b.fall(Subpx(i32::MIN), Subpx(i32::MIN));
        assert_eq!(b.vel.y, Subpx(i32::MAX));
        b.jump(Subpx(i32::MAX));
        assert_eq!(b.vel.y, Subpx(i32::MAX));
    }

    #[test]
    fn the_cap_holds_a_speed_already_past_it() {
        let mut b = body(Gravity::Down, 4000);
        b.fall(Subpx(-64), Subpx(1536));
        assert_eq!(b.vel.y, Subpx(1536));
    }
}
