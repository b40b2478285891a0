//! A controlled player on the harness: the controller's update, then the
//! harness's checked step, then the behaviours' effects, every frame.

use super::*;
use tilestep::{Buttons, Controller, ControllerConfig, Effects};

/// Buttons from letters (`"RJ"`, `"-"`).
pub fn k(letters: &str) -> Buttons {
    Buttons::parse(letters).unwrap()
}

/// A 12 x 24 px player: controller, harness body, behaviours.
pub struct Player<'a> {
    /// The harness body.
    pub sim: Sim<'a>,
    /// The behaviours its effects come from.
    pub rules: Behaviours,
    /// Its controller.
    pub ctl: Controller,
    /// The effects of its last step.
    pub fx: Effects,
}

impl<'a> Player<'a> {
    /// At origin `(x, y)` px with gravity `g`, after one still step so its
    /// ground (and so the effects of what it stands on) is known.
    pub fn new(
        map: &'a TileMap,
        rules: &Behaviours,
        x: i32,
        y: i32,
        cfg: ControllerConfig,
    ) -> Self {
        Self::with_gravity(map, rules, x, y, cfg, Gravity::Down)
    }

    pub fn with_gravity(
        map: &'a TileMap,
        rules: &Behaviours,
        x: i32,
        y: i32,
        cfg: ControllerConfig,
        g: Gravity,
    ) -> Self {
        // Gravity 0 in the harness: the controller's numbers govern.
        let mut sim = Sim::new(map, x, y, 12, 24).gravity(g).accel(0, px(127));
        let c = map.step(&mut sim.body, StepInput::default());
        let fx = rules.effects(map, &sim.body, &c);
        Player {
            sim,
            rules: *rules,
            ctl: Controller::new(cfg),
            fx,
        }
    }

    /// One frame with `held`: update, step (invariants checked), effects.
    pub fn press(&mut self, held: Buttons) -> Contacts {
        let input = self
            .ctl
            .update(self.sim.map, &mut self.sim.body, held, &self.fx);
        let c = self.sim.step(Input {
            vx: Some(self.sim.body.vel.x.0),
            drop: input.drop,
            ..Input::default()
        });
        self.fx = self.rules.effects(self.sim.map, &self.sim.body, &c);
        c
    }

    /// `n` frames of `held`.
    pub fn hold(&mut self, n: u32, held: Buttons) {
        for _ in 0..n {
            self.press(held);
        }
    }

    /// `n` frames of `held`, returning vx after each.
    pub fn vxs(&mut self, n: u32, held: Buttons) -> Vec<i32> {
        (0..n)
            .map(|_| {
                self.press(held);
                self.vx()
            })
            .collect()
    }

    /// `n` frames of `held`, returning vy after each.
    pub fn vys(&mut self, n: u32, held: Buttons) -> Vec<i32> {
        (0..n)
            .map(|_| {
                self.press(held);
                self.vy()
            })
            .collect()
    }

    pub fn vx(&self) -> i32 {
        self.sim.body.vel.x.0
    }
    pub fn vy(&self) -> i32 {
        self.sim.body.vel.y.0
    }
    /// Origin x, subpixels.
    pub fn sx(&self) -> i32 {
        self.sim.body.pos.x.0
    }
    /// Origin y, subpixels.
    pub fn sy(&self) -> i32 {
        self.sim.body.pos.y.0
    }
    /// Origin, whole px.
    pub fn at(&self) -> (i32, i32) {
        self.sim.at()
    }
    pub fn standing(&self) -> bool {
        self.sim.body.standing
    }
}
