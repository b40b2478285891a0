//! Navigation (feature `nav`): bodies that find their own way with
//! [tilestep-nav](https://docs.rs/tilestep-nav). A [`NavAgent`] on a
//! controlled body ([`TileController`]) presses that body's buttons each
//! fixed step to follow a plan to its target (a point or place, or the
//! body of the entity in its [`NavChase`]) over the [`CollisionMap`]:
//! walking, walking off edges, dropping through one-way floors and
//! jumping, every move simulated with the body's own controller.
//!
//! ```
//! use bevy::prelude::*;
//! use tilestep::{ControllerConfig, PxPoint, Size, SubPoint, TileMap};
//! use tilestep_bevy::nav::{NavAgent, NavBody, Target};
//! use tilestep_bevy::prelude::*;
//!
//! let map = TileMap::from_ascii("..........\n..........\n..........\n##########\n", 16).unwrap();
//! let mut app = App::new();
//! app.add_plugins((MinimalPlugins, TilestepPlugin::default())) // also drives NavAgents
//!     .insert_resource(CollisionMap::new(map));
//! let config = ControllerConfig::NES_LIKE;
//! let kind = NavBody::new(Size::new(12, 24), config); // the graph's kind of body
//! app.world_mut().spawn((
//!     TileBody::new(SubPoint::from_px(24, 48), Size::new(12, 24)),
//!     TileController::new(config),
//!     NavAgent::new(kind, Target::Point(PxPoint::new(130, 40))), // px, y down
//! ));
//! app.update();
//! ```
//!
//! The graphs live in the [`NavGraphs`] resource: one per kind of body
//! ([`NavBody`]: size, core, gravity and controller feel) and collision
//! mask, built the first time an agent of that kind needs it, and dropped
//! (to be built again, whole) when the map or its behaviours change.
//! Building takes from milliseconds to a few hundred on a large level:
//! call [`NavGraphs::prepare`] while a level loads to build them before
//! the first step.
//!
//! Everything an agent is is plain data ([`Follower`] is `Clone + Eq +
//! Hash`): the same map, bodies and targets give the same buttons on every
//! machine, and under rollback (feature `ggrs`) [`NavAgent`] and
//! [`NavChase`] are saved and restored with the bodies. The graphs are
//! derived from the map and are not saved.

use crate::components::{CollisionMask, ControllerInput, TileBody, TileController};
use crate::map::CollisionMap;
use bevy::ecs::entity::{EntityMapper, MapEntities};
use bevy::prelude::{Component, DetectChanges, Entity, Query, Res, ResMut, Resource};
use tilestep::{Behaviours, Body, Gravity, PxPoint, TileId, TileMap, TileXY};

pub use tilestep_nav::{
    BodyState, FollowOptions, FollowStatus, Follower, NavBody, NavGraph, NavOptions, NoPath,
    PlaceRef, Plan, Target,
};

/// The navigation graphs of the [`CollisionMap`]: one for each kind of
/// body ([`NavBody`]) and collision mask agents use, all built with the
/// same [`NavOptions`]. Built when first needed (or by
/// [`NavGraphs::prepare`]). When a few tiles change (`set_tile`, or
/// `map_mut`), each graph is rebuilt only where the edits reach
/// ([`NavGraph::tiles_changed`]); a new map, other behaviours, or many
/// edits at once drop them all, to be built again whole. Added by [`crate::TilestepPlugin`] with feature
/// `nav`; insert your own (`NavGraphs::with_options`) for other options.
#[derive(Resource, Clone, Debug, Default)]
pub struct NavGraphs {
    options: NavOptions,
    graphs: Vec<(NavBody, u8, NavGraph)>,
    /// The map and behaviours the graphs were built on (a copy, compared
    /// when the map resource reads as changed).
    built_on: Option<(TileMap, Behaviours)>,
    builds: u32,
}

impl NavGraphs {
    /// No graphs yet; they will be built with `options`.
    pub fn with_options(options: NavOptions) -> NavGraphs {
        NavGraphs {
            options,
            ..NavGraphs::default()
        }
    }

    /// The options graphs are built with.
    pub fn options(&self) -> &NavOptions {
        &self.options
    }

    /// The graph of `kind` for bodies with collision `mask` (`0xff`: no
    /// [`CollisionMask`]), if it is built.
    pub fn graph(&self, kind: &NavBody, mask: u8) -> Option<&NavGraph> {
        self.graphs
            .iter()
            .find(|g| g.0 == *kind && g.1 == mask)
            .map(|g| &g.2)
    }

    /// The graph of `kind` for bodies with collision `mask` (`0xff`: no
    /// [`CollisionMask`]) on `map`, built now if it is not (graphs built
    /// on another map, or other behaviours, are dropped first).
    pub fn prepare(&mut self, map: &CollisionMap, kind: NavBody, mask: u8) -> &NavGraph {
        self.follow_map(map);
        self.graph_for(map, kind, mask)
    }

    /// The graph of `kind` and `mask`, built now on `map` if it is not
    /// (the caller has dropped graphs of another map).
    fn graph_for(&mut self, map: &CollisionMap, kind: NavBody, mask: u8) -> &NavGraph {
        let at = match self.graphs.iter().position(|g| g.0 == kind && g.1 == mask) {
            Some(i) => i,
            None => {
                let view = map.view(mask);
                let built = match mask {
                    // A view not prepared (no body with this mask has
                    // stepped yet): build on the masked map itself.
                    m if m != 0xff && view.mask() != m => {
                        NavGraph::build(&map.map().masked(m), &map.behaviours, kind, self.options)
                    }
                    _ => NavGraph::build(view, &map.behaviours, kind, self.options),
                };
                if self.built_on.is_none() {
                    self.built_on = Some((map.map().clone(), map.behaviours));
                }
                self.builds += 1;
                self.graphs.push((kind, mask, built));
                self.graphs.len() - 1
            }
        };
        &self.graphs[at].2
    }

    /// Drops every graph (they are built again when next needed).
    pub fn clear(&mut self) {
        self.graphs.clear();
        self.built_on = None;
    }

    /// How many graphs have been built since the resource was made
    /// (rebuilds after map edits included).
    pub fn builds(&self) -> u32 {
        self.builds
    }

    /// Brings the graphs to `map`: rebuilt where a few tiles changed
    /// ([`NavGraph::tiles_changed`]: only what the edits can reach), all
    /// dropped when more changed, or the map's size, tile set, edges or
    /// behaviours.
    fn follow_map(&mut self, map: &CollisionMap) {
        let Some((old, beh)) = &self.built_on else {
            return;
        };
        let edited = match *beh == map.behaviours && same_shape(old, map.map()) {
            true => changed_tiles(old, map.map()),
            false => None,
        };
        let Some(tiles) = edited else {
            self.clear();
            return;
        };
        if tiles.is_empty() {
            return;
        }
        for (_, mask, graph) in &mut self.graphs {
            let masked;
            let view = match *mask {
                0xff => map.map(),
                m => {
                    masked = map.map().masked(m);
                    &masked
                }
            };
            graph.tiles_changed(view, &map.behaviours, &tiles);
            self.builds += 1;
        }
        self.built_on = Some((map.map().clone(), map.behaviours));
    }
}

/// More tiles than this changed at once, and the graphs are built again
/// whole.
const MOST_EDITS: usize = 64;

/// Whether `a` and `b` have the same size, tile set and edges.
fn same_shape(a: &TileMap, b: &TileMap) -> bool {
    let (sa, sb) = (a.tileset(), b.tileset());
    a.width() == b.width()
        && a.height() == b.height()
        && a.tile_size() == b.tile_size()
        && a.edges() == b.edges()
        && a.mask() == b.mask()
        && sa.len() == sb.len()
        && (0..sa.len()).all(|i| {
            let id = TileId(i as u16);
            sa.def(id) == sb.def(id)
        })
}

/// The tiles where `a` and `b` (the same shape) differ; `None` when more
/// than [`MOST_EDITS`] do.
fn changed_tiles(a: &TileMap, b: &TileMap) -> Option<Vec<TileXY>> {
    let mut out = Vec::new();
    for y in 0..a.height() {
        for x in 0..a.width() {
            let at = TileXY::new(x, y);
            if a.get(at) != b.get(at) {
                out.push(at);
                if out.len() > MOST_EDITS {
                    return None;
                }
            }
        }
    }
    Some(out)
}

/// A controlled body that finds its own way: each fixed step, before the
/// controller's update, its [`Follower`] reads the body's state (its
/// [`TileBody`], its [`TileController`]'s state and the effects of its
/// last step) and the buttons it returns become the body's
/// [`ControllerInput`] for the step, replacing any input written to it.
///
/// Needs a [`TileBody`] and a [`TileController`] on the same entity (it
/// does nothing without them). `kind` must describe that body (its size,
/// core and gravity, and the controller's config): the graph is built for
/// it. Plain data: clone it, compare it, roll it back.
#[derive(Component, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NavAgent {
    /// The follower: its target, plan and status.
    pub follower: Follower,
    /// The kind of body whose graph it plans on.
    pub kind: NavBody,
}

impl NavAgent {
    /// An agent of `kind` going to `target` (a point in px, y down, or a
    /// place of the graph). It plans on its first step.
    pub fn new(kind: NavBody, target: Target) -> NavAgent {
        NavAgent {
            follower: Follower::new(target),
            kind,
        }
    }

    /// An agent for the body `body` moved by `controller` (its kind taken
    /// from them: size, core, gravity, config) going to `target`.
    pub fn for_body(body: &TileBody, controller: &TileController, target: Target) -> NavAgent {
        let kind = NavBody {
            size: body.size,
            core: body.core,
            gravity: body.gravity,
            config: controller.controller.config,
        };
        NavAgent::new(kind, target)
    }

    /// Sets where to go (a plan for the old target is kept for a few
    /// steps while the body is between moves: see [`Follower::set_target`]).
    pub fn go_to(&mut self, target: Target) {
        self.follower.set_target(target);
    }

    /// What it is doing: planning, following, arrived, or no path.
    pub fn status(&self) -> FollowStatus {
        self.follower.status()
    }
}

/// The [`NavAgent`] on the same entity chases this entity's body: each
/// fixed step the chased body stands, the agent's target is the point
/// just above that body's feet along its gravity ([`chase_point`]), the
/// place it stands on. While it is in the air (or the entity has no
/// [`TileBody`]) the agent keeps the last target: a point in the air over
/// a pit has no place under it, and a follower with no target waits.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NavChase(pub Entity);

impl MapEntities for NavChase {
    /// The chased entity, spawned again by rollback under a new id.
    fn map_entities<M: EntityMapper>(&mut self, mapper: &mut M) {
        self.0 = mapper.get_mapped(self.0);
    }
}

/// The point a chaser of `body` goes to, px (y down): its sensor column,
/// one pixel above its feet along its gravity (the origin's row for
/// gravity down, the box's top row for gravity up).
pub fn chase_point(body: &Body) -> PxPoint {
    let x = body.pos.x.floor_px().0;
    let y = body.pos.y.floor_px().0;
    match body.gravity {
        Gravity::Up => PxPoint::new(x, y - body.size.h().0 + 1),
        _ => PxPoint::new(x, y - 1),
    }
}

/// A navigating body's parts.
type AgentItem<'a> = (
    &'a mut NavAgent,
    &'a TileBody,
    &'a TileController,
    &'a mut ControllerInput,
    Option<&'a CollisionMask>,
    Option<&'a NavChase>,
);

/// Each [`NavAgent`]'s buttons for this fixed step, from its body's state
/// before the step, written as the body's [`ControllerInput`] (the buttons
/// the controller's update takes). Chasers first aim at their chased
/// bodies (those standing). Runs in [`crate::TilestepSet::Prepare`], after the new bodies
/// join ([`crate::systems::admit_bodies`]) and before the moving solids
/// move: where a `tilestep::World` game reads `BodyState::of` before
/// `World::step`.
pub fn drive_nav_agents(
    map: Option<Res<CollisionMap>>,
    mut graphs: ResMut<NavGraphs>,
    chased: Query<&TileBody>,
    mut agents: Query<AgentItem>,
) {
    let Some(map) = map else {
        return;
    };
    // Checked even with no agent about: a change is seen once.
    if map.is_changed() && graphs.built_on.is_some() {
        graphs.follow_map(&map);
    }
    if agents.is_empty() {
        return;
    }
    for (mut agent, body, ctl, mut input, mask, chase) in &mut agents {
        let chased = chase.and_then(|c| chased.get(c.0).ok());
        if let Some(b) = chased.filter(|b| b.standing) {
            agent.go_to(Target::Point(chase_point(b)));
        }
        let mask = mask.map_or(0xff, |m| m.0);
        let graph = graphs.graph_for(&map, agent.kind, mask);
        let now = BodyState {
            body: body.body,
            ctl: ctl.controller.state,
            fx: ctl.effects,
        };
        let held = agent
            .follower
            .buttons(graph, map.view(mask), &map.behaviours, &now);
        // The agent's buttons alone, as if held since the last step.
        let mut only = ControllerInput::default();
        only.hold(held);
        if *input != only {
            *input = only;
        }
    }
}
