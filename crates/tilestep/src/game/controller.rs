//! A character controller on top of the step: turns held buttons into the
//! body's velocity (acceleration, friction, variable jumps, coyote time,
//! jump buffering, gravity flips, drop-through, ladders, and the optional
//! moves: wall slide and jump, dash, wall grab, ledge grab, crouch, swim),
//! then leaves all movement to [`crate::TileMap::step`], so it never
//! bypasses the contract. Integer subpixels only, like the rest of the core.

use crate::body::StepInput;
use crate::body::{Body, MovingSolid};
use crate::game::jump::{fall_and_jump, jump_wish, JumpWish};
use crate::game::moves::{self, drop_held, Frame};
use crate::game::run::{run, top_down};
use crate::game::{crouch, dash, grab, ledge, swim};
use crate::game::{Buttons, ControllerConfig, Effects, MoveEvents, MoveState};
use crate::map::TileMap;
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
    /// What the optional moves remember (dashes, stamina, wall, ledge,
    /// crouch, water).
    pub moves: MoveState,
    /// What the last update did (jumps, dashes, grabs, water).
    pub events: MoveEvents,
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
///     let input = ctl.update(&map, &mut hero, Buttons::RIGHT, &fx);
///     map.step(&mut hero, input);
/// }
/// assert_eq!(hero.vel.x.0, 768); // at the preset's top speed, 3 px/frame
/// let input = ctl.update(&map, &mut hero, Buttons::JUMP, &fx);
/// map.step(&mut hero, input);
/// assert!(!hero.standing && hero.vel.y.0 < 0); // jumped
/// assert!(ctl.state.events.has(MoveEvents::JUMP));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Controller {
    /// The feel.
    pub config: ControllerConfig,
    /// What it remembers.
    pub state: ControllerState,
}

impl Controller {
    /// A controller with `config`, fresh state.
    pub fn new(config: ControllerConfig) -> Controller {
        Controller {
            config,
            state: ControllerState::default(),
        }
    }

    /// Sets `body`'s velocity (and, on a flip, its gravity; crouching, its
    /// height) for the next step on `map` from the buttons held this frame
    /// and the effects of the previous step ([`crate::Behaviours::effects`];
    /// `Effects::default()` without behaviours). Returns the [`StepInput`]
    /// to step with; [`ControllerState::events`] tells what it did. Among
    /// moving solids or solid bodies, use [`Controller::update_among`].
    ///
    /// Order: flip, the moves' timers, crouch, then the first of ladder,
    /// dash, ledge and wall grab that holds the body; else horizontal
    /// speed, gravity (capped; by a wall slide, or in water), then jump,
    /// spring, wall jump or stroke, the jump cut, and a ledge catch. With
    /// [`crate::Gravity::None`] the vertical axis moves like the
    /// horizontal one (top-down) and no optional move applies.
    ///
    /// The map is read for walls, ledges and room to stand, never changed:
    /// its tiles (a moving solid is no wall to grab or jump off, and no
    /// ledge).
    pub fn update(
        &mut self,
        map: &TileMap,
        body: &mut Body,
        held: Buttons,
        fx: &Effects,
    ) -> StepInput {
        self.update_among(map, &[], body, held, fx)
    }

    /// [`Controller::update`] for a body about to step among moving
    /// `solids` (and solid bodies, as [`TileMap::step_among`] takes
    /// them): a crouched body stands up only where its full box is clear
    /// of them too ([`TileMap::fits_among`]).
    pub fn update_among(
        &mut self,
        map: &TileMap,
        solids: &[MovingSolid],
        body: &mut Body,
        held: Buttons,
        fx: &Effects,
    ) -> StepInput {
        let cfg = &self.config;
        let st = &mut self.state;
        st.events = MoveEvents::NONE;
        let pressed = held.pressed_since(st.prev);
        st.prev = held;
        body.assists = cfg.assists;
        let standing = flip(cfg, st, body, pressed);
        let g = body.gravity.sign();
        let moves = moves::any_on(cfg, g);
        let dx = if moves {
            moves::steer(held, st)
        } else {
            held.dx()
        };
        let f = Frame {
            cfg,
            map,
            among: solids,
            held,
            pressed,
            dx,
            g,
            standing,
            moves,
        };
        commit_drop(st, body, pressed, standing);
        let jump = jump_wish(&f, st);
        let in_water = moves && moves_first(&f, st, body, fx);
        if let Some(input) = ladder(&f, st, body, fx, jump) {
            return input;
        }
        if moves && held_by_move(&f, st, body, jump) {
            st.drop_from = None;
            return StepInput::default();
        }
        run(&f, st, body, fx, in_water);
        if g == 0 {
            top_down(&f, st, body);
            return StepInput::default();
        }
        if in_water {
            swim::vertical(&f, st, body, fx, jump.wanted);
        } else {
            fall_and_jump(&f, st, body, fx, jump);
        }
        if moves && cfg.ledge.hang {
            ledge::catch(&f, st, body);
        }
        // Holding "down along gravity" passes one-way surfaces for as long
        // as it is held, and a tap commits the drop until the body is past
        // the surface (one frame alone may not move a whole pixel).
        StepInput {
            drop: drop_held(held, g) || st.drop_from.is_some(),
        }
    }
}

/// The moves' bookkeeping before anything moves: the dash's timers and
/// refill, stamina, water, crouch. Returns whether the body swims.
#[inline]
fn moves_first(f: &Frame, st: &mut ControllerState, body: &mut Body, fx: &Effects) -> bool {
    if f.cfg.dash.count > 0 {
        dash::tick(st, f.standing);
    }
    moves::refill(f.cfg, st, f.standing);
    let in_water = (f.cfg.swim.stroke.0 > 0 || st.moves.in_water) && swim::sense(f, st, fx);
    if f.cfg.crouch.height.0 > 0 || st.moves.crouch_from.0 != 0 {
        crouch::update(f, st, body);
    }
    in_water
}

/// The moves that hold the body this frame, the first that does: a dash,
/// a ledge, a wall grab (unless a jump that can fire lets go of the
/// wall). Returns whether one did (its velocity is set).
fn held_by_move(f: &Frame, st: &mut ControllerState, body: &mut Body, jump: JumpWish) -> bool {
    let m = &st.moves;
    let leaves_wall = jump.wanted && (f.standing || jump.coyote || f.cfg.wall.jump_x.0 > 0);
    let dashing = m.dash_frames != 0 || (f.cfg.dash.count > 0 && f.pressed.has(Buttons::DASH));
    let grabs = f.cfg.grab.stamina > 0 && (m.grab_dir != 0 || f.held.has(Buttons::GRAB));
    (dashing && dash::update(f, st, body))
        || (st.moves.hang_dir != 0 && ledge::update(f, st, body, jump.wanted))
        || (grabs && !leaves_wall && grab::update(f, st, body))
}

/// Flips gravity on a press of flip (standing, or in the air when the
/// config allows). Returns whether the body stands: standing was along the
/// old gravity, so after a flip it stands on nothing for this update.
#[inline]
fn flip(
    cfg: &ControllerConfig,
    st: &mut ControllerState,
    body: &mut Body,
    pressed: Buttons,
) -> bool {
    let standing = body.standing;
    if !(pressed.has(Buttons::FLIP) && (standing || cfg.flip_in_air)) {
        return standing;
    }
    body.gravity = body.gravity.flipped();
    st.jumping = false;
    st.climbing = false;
    st.coyote = 0;
    st.drop_from = None;
    st.moves.grab_dir = 0;
    st.moves.hang_dir = 0;
    st.moves.climb_to = None;
    false
}

/// Ladders: grab with up or down, let go by leaving it or jumping. While
/// climbing, sets the velocity and returns the step's input.
#[inline]
fn ladder(
    f: &Frame,
    st: &mut ControllerState,
    body: &mut Body,
    fx: &Effects,
    jump: JumpWish,
) -> Option<StepInput> {
    let held = f.held;
    if !fx.ladder {
        st.climbing = false;
    } else if held.dy() != 0 && f.g != 0 && !f.pressed.has(Buttons::JUMP) {
        st.climbing = true;
    }
    if !st.climbing {
        return None;
    }
    let surface = if f.standing {
        fx.surface_speed
    } else {
        Subpx::ZERO
    };
    st.surface = surface;
    let c = f.cfg.climb_speed.0;
    body.vel.x = Subpx(f.dx.saturating_mul(c).saturating_add(surface.0));
    body.vel.y = Subpx(held.dy().saturating_mul(c));
    st.jumping = false;
    if jump.wanted && !held.has(Buttons::UP) && !held.has(Buttons::DOWN) {
        st.climbing = false;
        st.buffer = 0;
        body.vel.y = Subpx(f.cfg.jump_speed.0.saturating_mul(-f.g));
        st.jumping = true;
        st.events = st.events.with(MoveEvents::JUMP);
    }
    st.drop_from = None;
    Some(StepInput {
        drop: drop_held(held, f.g),
    })
}

/// Updates the committed drop ([`ControllerState::drop_from`]): one ends
/// once the body's origin is a pixel past its row along gravity, or the
/// body stands again; a press of down along gravity while `standing`
/// commits one from the origin's row.
#[inline]
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
            &crate::TileMap::from_ascii("..\n", 16).unwrap(),
            &mut body,
            Buttons::JUMP | Buttons::LEFT,
            &Effects::default(),
        );
        assert_eq!(body.vel.y.0, i32::MIN); // -(i32::MIN) * -1, saturated
        let fx = Effects {
            ladder: true,
            ..Effects::default()
        };
        ctl.update(
            &crate::TileMap::from_ascii("..\n", 16).unwrap(),
            &mut body,
            Buttons::UP | Buttons::RIGHT,
            &fx,
        );
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
            let input = ctl.update(&map, &mut body, held, &fx);
            map.step(&mut body, input);
        }
        assert_eq!(body.pos.y, SubPoint::from_px(0, 64).y, "on the floor");
        assert_eq!(ctl.state.drop_from, None, "the drop ended");
        // Standing on the floor, a tap commits nothing lasting.
        let input = ctl.update(&map, &mut body, Buttons::DOWN, &fx);
        map.step(&mut body, input);
        ctl.update(&map, &mut body, Buttons::NONE, &fx);
        assert_eq!(ctl.state.drop_from, None);
    }
}
