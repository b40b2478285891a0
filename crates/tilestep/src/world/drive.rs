//! How a [`World`](crate::World) moves each body before its step
//! ([`BodyDrive`]) and each moving solid ([`SolidRoute`]), as the frame
//! asks ([`Drive`]).

use crate::body::{Body, MovingSolid, StepInput};
use crate::game::{Behaviours, Buttons, Controller, Effects};
use crate::map::TileMap;
use crate::moving::{Route, RouteProgress};
use crate::units::{SubPoint, Subpx};
use crate::world::frame::{Drive, Stepped};
use crate::world::BodyId;

/// Gravity a world adds to a body's velocity before each step (bodies
/// without a controller; a controller has its own): `vel.y += accel`, then
/// the speed along the body's gravity is capped at `max_fall`
/// ([`Body::fall`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fall {
    /// Acceleration, subpixels/frame², signed along screen y (+ down):
    /// negate it when the body's gravity flips.
    pub accel: Subpx,
    /// Largest speed along gravity, subpixels/frame (not negative).
    pub max_fall: Subpx,
}

impl Default for Fall {
    /// 0.25 px/frame² down, at most 4 px/frame.
    fn default() -> Self {
        Fall {
            accel: Subpx(64),
            max_fall: Subpx(1024),
        }
    }
}

/// What sets a world body's velocity before each of its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BodyDrive {
    /// The game: it sets `vel` (and `drop`) between frames
    /// ([`crate::World::body_mut`], [`crate::World::drive_mut`]); the
    /// world adds `fall`, if any, before the step.
    Free {
        /// Gravity added before each step (`None`: none).
        fall: Option<Fall>,
        /// The step's drop input ([`StepInput::drop`]): pass the one-way
        /// surfaces along gravity.
        drop: bool,
    },
    /// A [`Controller`], holding the buttons given to
    /// [`crate::World::step`] for the body (none when not given), with the
    /// behaviours' effects of its own last step.
    Controlled(Controller),
    /// A solid body others push by walking into it: on its step after a
    /// body's step ended against it moving sideways, `vel.x` is
    /// `±speed` the way that body moved (the last such body wins);
    /// otherwise 0. Then `fall`, if any. Give the body `solid = true`
    /// (usually with a box core, [`crate::CoreShape::Box`]).
    Pushable {
        /// Speed when pushed, subpixels/frame.
        speed: Subpx,
        /// The push waiting for its next step, subpixels/frame (signed).
        pending: Option<Subpx>,
        /// Gravity added before each step.
        fall: Option<Fall>,
    },
}

impl BodyDrive {
    /// A pushable body pushed at `speed`, falling by `fall`.
    pub const fn pushable(speed: Subpx, fall: Fall) -> BodyDrive {
        BodyDrive::Pushable {
            speed,
            pending: None,
            fall: Some(fall),
        }
    }

    /// A body the game moves, falling by `fall`.
    pub const fn falling(fall: Fall) -> BodyDrive {
        BodyDrive::Free {
            fall: Some(fall),
            drop: false,
        }
    }
}

/// A moving solid's route in a world: the plan, where the solid is along
/// it, and the frame it starts in (before it the solid stays put).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SolidRoute {
    /// The plan ([`Route`]; fewer than two points: it stays put).
    pub route: Route,
    /// Where the solid is along it.
    pub progress: RouteProgress,
    /// The first frame it moves in (frames count from 1).
    pub start_frame: u32,
}

impl SolidRoute {
    /// `route` from its start, moving from frame 1.
    pub fn new(route: Route) -> SolidRoute {
        SolidRoute {
            progress: route.start(),
            route,
            start_frame: 1,
        }
    }
}

/// The frame's [`Drive`] over a world's per-body and per-solid state.
pub(super) struct WorldDrive<'a> {
    pub map: &'a TileMap,
    pub behaviours: &'a Behaviours,
    pub frame: u32,
    pub buttons: &'a [(BodyId, Buttons)],
    pub ids: &'a [BodyId],
    pub drives: &'a mut [BodyDrive],
    pub effects: &'a mut [Effects],
    pub routes: &'a mut [SolidRoute],
}

impl Drive for WorldDrive<'_> {
    fn solid_delta(&mut self, i: usize, pos: SubPoint) -> SubPoint {
        let r = &mut self.routes[i];
        r.route
            .step_at(self.frame, r.start_frame, &mut r.progress, pos)
    }

    fn solid_moved(&mut self, i: usize, pos: SubPoint) {
        let r = &mut self.routes[i];
        r.route.reached(&mut r.progress, pos);
    }

    fn before_step(&mut self, j: usize, body: &mut Body, among: &[MovingSolid]) -> StepInput {
        let fall = |body: &mut Body, f: &Option<Fall>| {
            if let Some(f) = f {
                body.fall(f.accel, f.max_fall);
            }
        };
        match &mut self.drives[j] {
            BodyDrive::Free { fall: f, drop } => {
                fall(body, f);
                return StepInput { drop: *drop };
            }
            BodyDrive::Controlled(ctl) => {
                let id = self.ids[j];
                let held = self.buttons.iter().rev().find(|b| b.0 == id);
                let held = held.map_or(Buttons::NONE, |b| b.1);
                return ctl.update_among(self.map, among, body, held, &self.effects[j]);
            }
            BodyDrive::Pushable {
                pending, fall: f, ..
            } => {
                body.vel.x = pending.take().unwrap_or(Subpx(0));
                fall(body, f);
            }
        }
        StepInput::default()
    }

    fn pushed(&mut self, k: usize, dir: i32) -> bool {
        match &mut self.drives[k] {
            BodyDrive::Pushable { speed, pending, .. } => {
                *pending = Some(Subpx(speed.0.saturating_mul(dir)));
                true
            }
            _ => false,
        }
    }

    fn stepped(&mut self, j: usize, step: &Stepped<'_>) {
        let (body, contacts) = (step.body, step.contacts);
        self.effects[j] = self
            .behaviours
            .effects_on(self.map, body, contacts, step.ground);
    }
}
