//! The enemy: a controlled body of the level (named [`NAME`]) that chases
//! the player with `tilestep-nav`. A [`NavGraph`] built once for its kind
//! on the level's map, and a [`Follower`] whose target is set each frame
//! to the point just above the player's feet; the follower presses the
//! enemy's buttons, and the world steps it like any controlled body (so a
//! capture holds those buttons as its `keys`).
//!
//! [`Chaser`] is plain data: the game's saved state holds it beside the
//! world. The graph is not state: it depends on the map, the behaviours and
//! the enemy's kind only, and is shared.

use std::sync::{Arc, Mutex};
use tilestep::{Behaviours, Body, Buttons, Gravity, PxPoint, SubPoint};
use tilestep_nav::{BodyState, FollowStatus, Follower, NavBody, NavGraph, NavOptions, Target};
use tilestep_scenario::world::World;

/// The enemy's body name in a level file (a body with a
/// `[body.controller]`, after the player).
pub const NAME: &str = "enemy";

/// Px above the player's feet that the enemy aims at: the place under that
/// point is where the player stands.
const ABOVE_FEET: i32 = 2;

/// The enemy's chase: which body it drives, its follower, and the state
/// the follower's plan was made from (to draw the plan's track).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chaser {
    /// The enemy's body index in the world.
    body: usize,
    follower: Follower,
    planned_from: Option<BodyState>,
}

/// The index of the enemy in `world`: the first body named [`NAME`] with a
/// controller that is not `player`.
pub fn find(world: &World, player: usize) -> Option<usize> {
    (0..world.bodies().len())
        .find(|&j| j != player && world.body_name(j) == NAME && world.controller(j).is_some())
}

/// What a graph is built from: the map's TOML (its text, or its file's
/// absolute path: the demo edits no tiles and reads a file once), the
/// behaviours and the body's kind.
type GraphKey = (String, Behaviours, NavBody);

/// The last graph built and its key: loading the same level again (M back
/// to the tour; the tests' many tours) reuses it. A graph is a pure
/// function of its key, so sharing it changes nothing but the time.
static LAST_GRAPH: Mutex<Option<(GraphKey, Arc<NavGraph>)>> = Mutex::new(None);

/// The graph of the enemy `body`'s kind (its size, gravity and
/// controller) on `world`'s map and behaviours: built once per level
/// (the tour: about 1.2 s in a debug build, far less in release). `None`: it
/// has no controller.
pub fn graph(world: &World, body: usize) -> Option<Arc<NavGraph>> {
    let ctl = world.controller(body)?;
    let b = &world.bodies()[body];
    let mut kind = NavBody::new(b.size, ctl.config);
    kind.gravity = b.gravity;
    let sc = world.scenario();
    let key = (sc.map_toml.clone(), sc.behaviours, kind);
    let mut last = LAST_GRAPH.lock().unwrap_or_else(|e| e.into_inner());
    match last.as_ref() {
        Some((k, g)) if *k == key => Some(Arc::clone(g)),
        _ => {
            let g = Arc::new(NavGraph::build(
                world.map(),
                &sc.behaviours,
                kind,
                NavOptions::default(),
            ));
            *last = Some((key, Arc::clone(&g)));
            Some(g)
        }
    }
}

/// The state the follower reads: body `j`'s body, controller state and the
/// effects of its last step.
fn state_of(world: &World, j: usize) -> Option<BodyState> {
    Some(BodyState {
        body: world.bodies()[j],
        ctl: world.controller(j)?.state,
        fx: world.effects(j),
    })
}

/// The point just above `player`'s feet (its origin row is its feet with
/// gravity down; with gravity up the feet are the box's top).
fn feet_target(player: &Body) -> Target {
    let x = player.pos.x.floor_px().0;
    let y = match player.gravity {
        Gravity::Up => player.rect().top.0 + ABOVE_FEET,
        _ => player.pos.y.floor_px().0 - ABOVE_FEET,
    };
    Target::Point(PxPoint::new(x, y))
}

impl Chaser {
    /// A chase by body `body` of `world`'s body `player`.
    pub fn new(world: &World, body: usize, player: usize) -> Chaser {
        Chaser {
            body,
            follower: Follower::new(feet_target(&world.bodies()[player])),
            planned_from: None,
        }
    }

    /// The enemy's body index.
    pub fn body(&self) -> usize {
        self.body
    }

    /// The follower's status.
    pub fn status(&self) -> FollowStatus {
        self.follower.status()
    }

    /// The enemy's buttons for the next frame of `world` (call before the
    /// step): the target moves to the player, the follower decides.
    pub fn buttons(&mut self, g: &NavGraph, world: &World, player: usize) -> Buttons {
        let Some(now) = state_of(world, self.body) else {
            return Buttons::NONE;
        };
        self.follower
            .set_target(feet_target(&world.bodies()[player]));
        let made = self.follower.plans_made();
        let beh = &world.scenario().behaviours;
        let held = self.follower.buttons(g, world.map(), beh, &now);
        if self.follower.plans_made() != made {
            self.planned_from = Some(now);
        }
        held
    }

    /// The origins (subpixels) along the plan the follower carries out,
    /// from where it was made: empty without one.
    pub fn track(&self, g: &NavGraph, world: &World) -> Vec<SubPoint> {
        match (self.follower.plan(), &self.planned_from) {
            (Some(p), Some(from)) => p.track(g, world.map(), &world.scenario().behaviours, from),
            _ => Vec::new(),
        }
    }
}

/// The status in words: `idle`, `following`, `arrived` or `no path`
/// (with why).
pub fn status_text(s: FollowStatus) -> String {
    match s {
        FollowStatus::Idle => "idle".to_string(),
        FollowStatus::Following => "following".to_string(),
        FollowStatus::Arrived => "arrived".to_string(),
        FollowStatus::NoPath(e) => format!("no path ({e})"),
    }
}

/// The enemy's part of the page's JSON: `null` without one, else
/// `{"x":..,"y":..,"px":..,"py":..,"status":".."}` (subpixels, then px).
pub fn json(chaser: Option<&Chaser>, world: &World) -> String {
    let Some(c) = chaser else {
        return "null".to_string();
    };
    let p = world.bodies()[c.body].pos;
    format!(
        "{{\"x\":{},\"y\":{},\"px\":{},\"py\":{},\"status\":\"{}\"}}",
        p.x.0,
        p.y.0,
        p.x.floor_px().0,
        p.y.floor_px().0,
        c.status().name()
    )
}
