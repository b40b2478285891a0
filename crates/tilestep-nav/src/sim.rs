//! One frame of a controlled body, exactly as a `World` steps it: the
//! controller's update with the effects of the last step, the step, then the
//! effects of this one. Every edge, every plan and the follower's checks run
//! this and nothing else.

use tilestep::{
    Behaviours, Body, BodyDrive, BodyId, Buttons, Controller, ControllerConfig, ControllerState,
    Effects, StepInput, TileMap, World,
};

/// A controlled body's whole state between frames: the body, what its
/// controller remembers, and the effects of its last step (a ladder, a
/// spring: the controller's next update reads them). A plan starts from one;
/// in a `World`, `BodyReport::effects` is the last step's effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BodyState {
    /// The body.
    pub body: Body,
    /// Its controller's state.
    pub ctl: ControllerState,
    /// The effects of its last step (`Effects::default()` without
    /// behaviours).
    pub fx: Effects,
}

impl BodyState {
    /// A body standing still where it is, with a fresh controller: its
    /// effects are those of a step that does not move it.
    pub fn at_rest(map: &TileMap, beh: &Behaviours, body: Body) -> BodyState {
        let mut settled = body;
        let contacts = map.step(&mut settled, StepInput::default());
        BodyState {
            body,
            ctl: ControllerState::default(),
            fx: beh.effects(map, &settled, &contacts),
        }
    }

    /// The state of body `id` in `world`: its body, its controller's state
    /// and the effects of its last step. `None` when there is no such body
    /// or it is not driven by a controller.
    pub fn of(world: &World, id: BodyId) -> Option<BodyState> {
        let body = *world.body(id)?;
        let BodyDrive::Controlled(ctl) = world.drive(id)? else {
            return None;
        };
        let fx = world.report(id).map(|r| r.effects).unwrap_or_default();
        Some(BodyState {
            body,
            ctl: ctl.state,
            fx,
        })
    }

    /// Runs one frame with `held`: what a `World` does for a controlled
    /// body with no moving solids about.
    pub fn frame(
        &mut self,
        config: &ControllerConfig,
        map: &TileMap,
        beh: &Behaviours,
        held: Buttons,
    ) {
        let mut ctl = Controller {
            config: *config,
            state: self.ctl,
        };
        let input = ctl.update(map, &mut self.body, held, &self.fx);
        let contacts = map.step(&mut self.body, input);
        // Without behaviours every step's effects are the default ones:
        // asking would only work out the ground to no end.
        self.fx = if beh.is_empty() {
            Effects::default()
        } else {
            beh.effects(map, &self.body, &contacts)
        };
        self.ctl = ctl.state;
    }

    /// True when the controller is in a state the graph does not plan
    /// through: hanging on a ledge, grabbing a wall, dashing, swimming or
    /// climbing a ladder. An arc that enters one is no edge (but a ladder
    /// edge may climb).
    pub fn in_unplanned_move(&self) -> bool {
        let m = &self.ctl.moves;
        m.hang_dir != 0 || m.grab_dir != 0 || m.dash_frames != 0 || m.in_water || self.ctl.climbing
    }
}
