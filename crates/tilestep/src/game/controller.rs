//! A character controller on top of the step: turns held buttons into the
//! body's velocity (acceleration, friction, variable jumps, coyote time,
//! jump buffering, gravity flips, drop-through, ladders), then leaves all
//! movement to [`crate::TileMap::step`], so it never bypasses the contract.
//! Integer subpixels only, like the rest of the core.

use crate::body::Body;
use crate::body::StepInput;
use crate::game::Buttons;
use crate::game::ControllerConfig;
use crate::game::Effects;
use crate::units::{Px, Subpx};

/// What a controller remembers between frames. Plain data: copy it to
/// snapshot, compare it, write it into a recording.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ControllerState {
    /// Buttons held last frame (presses are what is held now and wasn't).
    pub prev: Buttons,
    /// Frames of coyote time left (counts down once off the ground).
    pub coyote: u8,
    /// Frames a buffered jump press stays valid.
    pub buffer: u8,
    /// Rising from a jump the player may still cut short.
    pub jumping: bool,
    /// On a ladder, climbing (no gravity).
    pub climbing: bool,
    /// Surface speed added to the velocity last frame (conveyors),
    /// subpixels/frame; taken back out before the running speed changes.
    pub surface: Subpx,
    /// A drop committed by a press of down (along gravity) while standing:
    /// the body's origin row then, whole px. The drop holds, pressed or
    /// not, until the origin is a pixel past it along gravity (below the
    /// surface it stood on), or the body stands again, jumps or flips.
    pub drop_from: Option<Px>,
}

/// A character controller: a [`ControllerConfig`] and its
/// [`ControllerState`]. Call [`Controller::update`] before each step.
///
/// ```
/// use tilestep::*;
/// let map = TileMap::from_ascii("........\n........\n########\n", 16).unwrap();
/// let mut hero = Body::new(SubPoint::from_px(24, 32), Size::new(12, 24));
/// let mut ctl = Controller::new(ControllerConfig::CELESTE_LIKE);
/// let fx = Effects::default();
/// for _ in 0..20 {
///     let input = ctl.update(&mut hero, Buttons::RIGHT, &fx);
///     map.step(&mut hero, input);
/// }
/// assert_eq!(hero.vel.x.0, 768); // at the preset's top speed, 3 px/frame
/// let input = ctl.update(&mut hero, Buttons::JUMP, &fx);
/// map.step(&mut hero, input);
/// assert!(!hero.standing && hero.vel.y.0 < 0); // jumped
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Controller {
    /// The feel.
    pub config: ControllerConfig,
    /// What it remembers.
    pub state: ControllerState,
}

/// Moves `v` toward `target` by at most `by` (`by` >= 0).
fn approach(v: i32, target: i32, by: i32) -> i32 {
    if v < target {
        v.saturating_add(by).min(target)
    } else {
        v.saturating_sub(by).max(target)
    }
}

/// `a * percent / 100`, at least 1 when both are positive, so slow ice
/// still changes speed.
#[inline]
fn scaled(a: Subpx, percent: u8) -> i32 {
    if percent >= 100 {
        return a.0.max(0);
    }
    let p = i32::from(percent);
    if a.0 <= 0 || p == 0 {
        return 0;
    }
    (a.0.saturating_mul(p) / 100).max(1)
}

impl Controller {
    /// A controller with `config`, fresh state.
    pub fn new(config: ControllerConfig) -> Controller {
        Controller {
            config,
            state: ControllerState::default(),
        }
    }

    /// Sets `body`'s velocity (and, on a flip, its gravity) for the next
    /// step from the buttons held this frame and the effects of the
    /// previous step ([`crate::Behaviours::effects`]; `Effects::default()`
    /// without behaviours). Returns the [`StepInput`] to step with.
    ///
    /// Order: flip, ladder, horizontal speed, gravity (capped), then jump
    /// or spring, then the jump cut. With [`crate::Gravity::None`] the vertical
    /// axis moves like the horizontal one (top-down).
    pub fn update(&mut self, body: &mut Body, held: Buttons, fx: &Effects) -> StepInput {
        let cfg = &self.config;
        let st = &mut self.state;
        let pressed = held.pressed_since(st.prev);
        st.prev = held;
        body.assists = cfg.assists;

        // On the ground: the step's standing (which is never set for a body
        // moving against gravity). Standing was along the old gravity: after
        // a flip the body stands on nothing for the rest of this update.
        let mut standing = body.standing;
        if pressed.has(Buttons::FLIP) && (standing || cfg.flip_in_air) {
            body.gravity = body.gravity.flipped();
            st.jumping = false;
            st.climbing = false;
            st.coyote = 0;
            st.drop_from = None;
            standing = false;
        }
        let g = body.gravity.sign();
        commit_drop(st, body, pressed, standing);

        // Coyote time (a jump still works on the first `coyote_frames`
        // updates off the ground) and the jump buffer (a press stays valid
        // for `buffer_frames` more updates).
        if standing {
            st.coyote = cfg.coyote_frames;
        }
        let coyote = !standing && st.coyote > 0;
        if !standing {
            st.coyote = st.coyote.saturating_sub(1);
        }
        if pressed.has(Buttons::JUMP) {
            st.buffer = cfg.buffer_frames.saturating_add(1);
        }
        let wants_jump = st.buffer > 0;
        st.buffer = st.buffer.saturating_sub(1);

        // Ladders: grab with up or down, let go by leaving it or jumping.
        if !fx.ladder {
            st.climbing = false;
        } else if held.dy() != 0 && g != 0 && !pressed.has(Buttons::JUMP) {
            st.climbing = true;
        }
        let surface = if standing {
            fx.surface_speed
        } else {
            Subpx::ZERO
        };
        // The body's own running speed: its speed less the surface speed
        // added last update. At rest (or stopped by a wall) it has none, so
        // a conveyor pinning it to a wall leaves no phantom speed.
        let run = if body.vel.x.0 == 0 {
            0
        } else {
            body.vel.x.0.saturating_sub(st.surface.0)
        };
        st.surface = surface;
        if st.climbing {
            let c = cfg.climb_speed.0;
            body.vel.x = Subpx(held.dx().saturating_mul(c).saturating_add(surface.0));
            body.vel.y = Subpx(held.dy().saturating_mul(c));
            st.jumping = false;
            if wants_jump && !held.has(Buttons::UP) && !held.has(Buttons::DOWN) {
                st.climbing = false;
                st.buffer = 0;
                body.vel.y = Subpx(cfg.jump_speed.0.saturating_mul(-g));
                st.jumping = true;
            }
            st.drop_from = None;
            return StepInput {
                drop: drop_held(held, g),
            };
        }

        // Horizontal running speed: ground numbers when standing, and on
        // both axes with no gravity (top-down).
        let grounded = standing || g == 0;
        let traction = if standing { fx.traction } else { 100 };
        let (accel, turn, friction) = if grounded {
            (cfg.accel, cfg.turn, cfg.friction)
        } else {
            (cfg.air_accel, cfg.air_accel, cfg.air_friction)
        };
        body.vel.x = Subpx(self::drive(
            run,
            held.dx(),
            cfg.max_run.0,
            scaled(accel, traction),
            scaled(turn, traction),
            scaled(friction, traction),
        ));
        body.vel.x.0 = body.vel.x.0.saturating_add(surface.0);

        // Vertical.
        if g == 0 {
            st.jumping = false;
            body.vel.y = Subpx(self::drive(
                body.vel.y.0,
                held.dy(),
                cfg.max_run.0,
                cfg.accel.0,
                cfg.turn.0,
                cfg.friction.0,
            ));
            return StepInput::default();
        }
        let along = body.vel.y.0.saturating_mul(g);
        if along >= 0 || standing {
            st.jumping = false;
        }
        let rising_held = st.jumping && held.has(Buttons::JUMP) && along < 0;
        let grav = if rising_held {
            cfg.held_gravity
        } else {
            cfg.gravity
        };
        let along = along.saturating_add(grav.0).min(cfg.max_fall.0);
        body.vel.y = Subpx(along.saturating_mul(g));
        if let (Some(speed), true) = (fx.bounce, standing) {
            // A launch is not a jump: it can't be cut, and no coyote jump
            // or buffered press replaces it in mid-air.
            body.vel.y = Subpx(speed.0.saturating_mul(-g));
            st.jumping = false;
            st.buffer = 0;
            st.coyote = 0;
        } else if wants_jump && (standing || coyote) {
            body.vel.y = Subpx(cfg.jump_speed.0.saturating_mul(-g));
            st.jumping = true;
            st.buffer = 0;
            st.coyote = 0;
            st.drop_from = None;
        }
        if st.jumping && !held.has(Buttons::JUMP) && cfg.jump_cut.0 > 0 {
            let along = body.vel.y.0.saturating_mul(g);
            if along < -cfg.jump_cut.0 {
                body.vel.y = Subpx(-cfg.jump_cut.0 * g);
            }
            st.jumping = false;
        }
        // Holding "down along gravity" passes one-way surfaces for as long
        // as it is held, and a tap commits the drop until the body is past
        // the surface (one frame alone may not move a whole pixel).
        StepInput {
            drop: drop_held(held, g) || st.drop_from.is_some(),
        }
    }
}

/// Whether `held` holds down along gravity `g` (up under gravity up).
fn drop_held(held: Buttons, g: i32) -> bool {
    match g {
        0 => false,
        g if g > 0 => held.has(Buttons::DOWN),
        _ => held.has(Buttons::UP),
    }
}

/// Updates the committed drop ([`ControllerState::drop_from`]): one ends
/// once the body's origin is a pixel past its row along gravity, or the
/// body stands again; a press of down along gravity while `standing`
/// commits one from the origin's row.
fn commit_drop(st: &mut ControllerState, body: &Body, pressed: Buttons, standing: bool) {
    let g = body.gravity.sign();
    let row = body.pos.y.floor_px();
    if let Some(from) = st.drop_from {
        let past = (row.0 - from.0).saturating_mul(g) >= 1;
        if past || standing || g == 0 {
            st.drop_from = None;
        }
    }
    if standing && drop_held(pressed, g) {
        st.drop_from = Some(row);
    }
}

/// One axis of running: toward `dir * max` by `accel` (or `turn` when
/// pushing against the motion); with no direction, or above `max`, toward
/// 0 / `max` by `friction`. Subpixels.
fn drive(v: i32, dir: i32, max: i32, accel: i32, turn: i32, friction: i32) -> i32 {
    if dir == 0 {
        return approach(v, 0, friction);
    }
    let along = v.saturating_mul(dir);
    if along < 0 {
        approach(v, dir.saturating_mul(max), turn)
    } else if along <= max {
        approach(v, dir.saturating_mul(max), accel)
    } else {
        approach(v, dir.saturating_mul(max), friction)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::units::{Size, SubPoint};

    #[test]
    fn update_with_the_most_negative_speeds_saturates_instead_of_overflowing() {
        // `along * g` and `-jump_speed * g` overflowed at i32::MIN.
        let cfg = ControllerConfig {
            jump_speed: Subpx(i32::MIN),
            climb_speed: Subpx(i32::MIN),
            max_run: Subpx(i32::MIN),
            ..ControllerConfig::NES_LIKE
        };
        let mut ctl = Controller::new(cfg);
        let mut body = Body::new(SubPoint::default(), Size::new(8, 8));
        body.vel = SubPoint::new(i32::MIN, i32::MIN);
        body.gravity = crate::body::Gravity::Up;
        body.standing = true;
        ctl.update(
            &mut body,
            Buttons::JUMP | Buttons::LEFT,
            &Effects::default(),
        );
        assert_eq!(body.vel.y.0, i32::MIN); // -(i32::MIN) * -1, saturated
        let fx = Effects {
            ladder: true,
            ..Effects::default()
        };
        ctl.update(&mut body, Buttons::UP | Buttons::RIGHT, &fx);
    }

    #[test]
    fn a_one_frame_tap_of_down_drops_through_a_platform() {
        // One frame of Down moved the body half a pixel; it landed back.
        let map = crate::TileMap::from_ascii("....\n.--.\n....\n....\n####\n", 16).unwrap();
        let mut body = Body::new(SubPoint::from_px(32, 16), Size::new(8, 8));
        body.standing = map.stands(&body);
        let mut ctl = Controller::new(ControllerConfig::NES_LIKE);
        let fx = Effects::default();
        for held in core::iter::once(Buttons::DOWN).chain([Buttons::NONE; 40]) {
            let input = ctl.update(&mut body, held, &fx);
            map.step(&mut body, input);
        }
        assert_eq!(body.pos.y, SubPoint::from_px(0, 64).y, "on the floor");
        assert_eq!(ctl.state.drop_from, None, "the drop ended");
        // Standing on the floor, a tap commits nothing lasting.
        let input = ctl.update(&mut body, Buttons::DOWN, &fx);
        map.step(&mut body, input);
        ctl.update(&mut body, Buttons::NONE, &fx);
        assert_eq!(ctl.state.drop_from, None);
    }
}
