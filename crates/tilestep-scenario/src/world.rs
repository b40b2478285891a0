//! A scenario's world stepping frame by frame: the one implementation of a
//! frame that `tilestep sim` checks and the demo plays, so a capture the
//! demo writes replays in `tilestep sim` bit for bit.
//!
//! A [`Watch`] sees every stage of a frame (the runner's invariant judge is
//! one); [`World::step`] lets some bodies take live buttons.
//!
//! Each frame `f = 1..=frames`, for each body in file order:
//!
//! 1. Find the current input phase (phases run in order, each `frames`
//!    long; the last one holds to the end). On the phase's first frame, if
//!    `flip_gravity`, reverse gravity (the signed acceleration and the body's
//!    gravity direction).
//! 2. If the phase has `vx`: `vel.x = vx`; else `vel.x += ax` (default 0).
//! 3. Gravity: `vel.y += g` (signed); then cap the speed along gravity at
//!    `max_fall` (gravity down: `vel.y = min(vel.y, max_fall)`; up:
//!    `vel.y = max(vel.y, -max_fall)`; none: no cap).
//! 4. On the phase's first frame, if `jump` is set and the body stands (as
//!    the previous step left it, or at the start): `vel.y = -jump` along
//!    gravity's sign (`body.gravity.sign()`).
//! 5. `map.step(&mut body, StepInput { drop })`.
//!
//! A body with a `[body.controller]` takes steps 1-4 from the core's
//! `Controller::update` instead, with the buttons of its `keys` for this
//! frame (none after the last) and the behaviour effects of its own last
//! step (`[[behaviour]]`; none before its first unless the scenario's
//! `[body.controller.state]` gives them).
//!
//! Before frame 1 each body's `standing` is its `standing` key (captures),
//! else the contract's standing test among the map, the moving solids and
//! the other solid bodies (`TileMap::stands_among`), so a jump on frame 1
//! works and frame 0 of the trace shows it.
//!
//! With moving solids (`[[solid]]`) and body options, a frame is:
//!
//! 1. **Solids move**, in file order: each heads for its next point
//!    ([`tilestep::Route`]) with `map.move_solid(&mut solids, i, delta,
//!    &mut bodies)`, which carries the bodies standing on it and pushes the
//!    bodies in its way; a solid body it moves pushes the bodies in its own
//!    way and carries the bodies standing on it, to any depth (a player on
//!    a crate on a lift; a press pushing a crate into a player). A body
//!    that can't move is **squished**: the solid stops short, and the
//!    body's row for this frame gets the contact `squished` (so does the
//!    solid's). A squish is a report, not an invariant failure. Then each
//!    body whose core was clear before the solids moved must still be
//!    clear of the map and every full solid (invariant 1), and no body's
//!    core may overlap a solid body's box (invariant 7).
//! 2. **Bodies step**, in file order, each as in steps 1-5 above but with
//!    `map.step_among(&mut body, StepInput { drop }, &solids)`, where
//!    `solids` is every moving solid (where it now is) followed by every
//!    `solid = true` (or pushable) body other than this one, as
//!    `body.as_solid()` where that body is at that moment (bodies earlier in
//!    file order have already stepped this frame); a solid body steps among
//!    every other body instead, with `whole_box` set (box against box, so
//!    a falling crate rests on a player's head). A pushable body has no
//!    input phases: before its step `vel.x = 0`, unless a body's step since
//!    its own last step reported `wall_solid()` equal to its entry: then
//!    `vel.x = ±push_speed`, the sign of that pusher's `vel.x` going into
//!    its step (the last such pusher in file order wins). So a pushable body
//!    later in file order than its pusher moves in the same frame, one
//!    earlier in the next. Gravity applies to it as to any body.
//! 3. **Rows**: the bodies' rows in file order, then the moving solids'.

use crate::scenario::{BodySpec, Phase, Scenario};
use crate::state::Recording;
pub use crate::state::{Live, State};
use std::sync::Arc;
pub use tilestep::bodies_among;
use tilestep::{
    step_frame, Body, Buttons, Contacts, Controller, Drive, Effects, FrameParts, FrameScratch,
    MovingSolid, RouteProgress, StepInput, Stepped, SubPoint, Subpx,
};

/// Hooks into the stages of a frame: the core's
/// [`tilestep::FrameWatch`], under the name this crate has always given it.
pub use tilestep::FrameWatch as Watch;
/// The no-op [`Watch`].
pub use tilestep::NoWatch;

/// A scenario running.
#[derive(Clone, Debug)]
pub struct World {
    sc: Arc<Scenario>,
    st: State,
    scratch: FrameScratch,
    /// Recording for captures (see `capture.rs`), when on.
    pub(crate) rec: Option<Recording>,
}

impl World {
    /// The scenario at frame 0. Each body's `standing` is its `standing`
    /// key, else the contract's test among the map, the moving solids and
    /// the other solid bodies (`TileMap::stands_among`).
    pub fn new(sc: impl Into<Arc<Scenario>>) -> World {
        let sc = sc.into();
        let st = start_state(&sc);
        World {
            sc,
            st,
            scratch: FrameScratch::default(),
            rec: None,
        }
    }

    /// Starts keeping the last `frames` frames (states and buttons) for
    /// [`World::capture_toml`]. Off by default: it copies the state every
    /// frame.
    pub fn record(&mut self, frames: usize) {
        self.rec = Some(Recording::new(frames));
    }

    /// The scenario.
    pub fn scenario(&self) -> &Scenario {
        &self.sc
    }
    /// The map.
    pub fn map(&self) -> &tilestep::TileMap {
        &self.sc.map
    }
    /// Frames stepped since the start.
    pub fn frame(&self) -> u32 {
        self.st.frame
    }
    /// The state now.
    pub fn state(&self) -> &State {
        &self.st
    }
    /// The bodies now, in file order.
    pub fn bodies(&self) -> &[Body] {
        &self.st.bodies
    }
    /// The moving solids now, in file order.
    pub fn solids(&self) -> &[MovingSolid] {
        &self.st.solids
    }
    /// Each body's contacts of the last step.
    pub fn contacts(&self) -> &[Contacts] {
        &self.st.last
    }
    /// What each body stood on after its last step (`None` before the
    /// first, or airborne, or on a moving solid), found among what that
    /// step was among ([`tilestep::TileMap::ground_among`]).
    pub fn grounds(&self) -> &[Option<tilestep::Ground>] {
        &self.st.grounds
    }
    /// Whether body `j` was squished in the last frame.
    pub fn squished(&self, j: usize) -> bool {
        self.st.body_squished.get(j).copied().unwrap_or(false)
    }
    /// Whether moving solid `i` squished a body in the last frame.
    pub fn solid_squished(&self, i: usize) -> bool {
        self.st.solid_squished.get(i).copied().unwrap_or(false)
    }
    /// Body `j`'s controller, if it has one.
    pub fn controller(&self, j: usize) -> Option<&Controller> {
        self.st.live.get(j).and_then(|l| l.control.as_ref())
    }
    /// Body `j`'s effects of its last step (controlled bodies).
    pub fn effects(&self, j: usize) -> Effects {
        self.st.live.get(j).map(|l| l.fx).unwrap_or_default()
    }
    /// Body `j`'s name.
    pub fn body_name(&self, j: usize) -> &str {
        &self.sc.bodies[j].name
    }
    /// The first body with a controller: the player.
    pub fn player(&self) -> Option<usize> {
        self.sc.bodies.iter().position(|b| b.control.is_some())
    }

    /// Steps one frame. Bodies listed in `live` hold those buttons instead
    /// of their scripted `keys` (controlled bodies only).
    pub fn step(&mut self, live: &[(usize, Buttons)]) {
        self.step_watched(live, &mut NoWatch);
    }

    /// [`World::step`], with `watch` seeing every stage.
    pub fn step_watched(&mut self, live: &[(usize, Buttons)], watch: &mut dyn Watch) {
        if let Some(r) = &mut self.rec {
            r.before_frame(&self.st);
        }
        let st = &mut self.st;
        st.frame += 1;
        let frame = st.frame;
        let parts = FrameParts::new(
            &mut st.bodies,
            &mut st.last,
            &mut st.grounds,
            &mut st.body_squished,
            &mut st.solids,
            &mut st.solid_squished,
        )
        .expect("a scenario's state holds one entry per body and per solid");
        let mut drive = ScenarioDrive {
            sc: &self.sc,
            frame,
            live,
            lives: &mut st.live,
            routes: &mut st.routes,
        };
        step_frame(
            &self.sc.map,
            frame,
            parts,
            &mut drive,
            watch,
            &mut self.scratch,
        );
    }
}

/// A scenario's bodies and solids as a frame drives them: scripts,
/// controllers and pushes; routes from their start frames.
struct ScenarioDrive<'a> {
    sc: &'a Scenario,
    frame: u32,
    live: &'a [(usize, Buttons)],
    lives: &'a mut [Live],
    routes: &'a mut [RouteProgress],
}

impl Drive for ScenarioDrive<'_> {
    fn solid_delta(&mut self, i: usize, pos: SubPoint) -> SubPoint {
        let spec = &self.sc.solids[i];
        spec.route
            .step_at(self.frame, spec.start_frame, &mut self.routes[i], pos)
    }

    fn solid_moved(&mut self, i: usize, pos: SubPoint) {
        self.sc.solids[i].route.reached(&mut self.routes[i], pos);
    }

    fn before_step(&mut self, j: usize, body: &mut Body, among: &[MovingSolid]) -> StepInput {
        let held = self.live.iter().rev().find(|l| l.0 == j).map(|l| l.1);
        let spec = &self.sc.bodies[j];
        let drop = apply_input(
            (&self.sc.map, among),
            spec,
            &mut self.lives[j],
            (self.frame, held),
            body,
        );
        StepInput { drop }
    }

    fn pushed(&mut self, k: usize, dir: i32) -> bool {
        let spec = &self.sc.bodies[k];
        if spec.pushable {
            self.lives[k].push = Some(dir * spec.push_speed);
        }
        spec.pushable
    }

    fn stepped(&mut self, j: usize, step: &Stepped<'_>) {
        if self.lives[j].control.is_some() {
            let map = &self.sc.map;
            let (body, contacts) = (step.body, step.contacts);
            self.lives[j].fx = self
                .sc
                .behaviours
                .effects_on(map, body, contacts, step.ground);
        }
    }
}

/// Frame 0 of a scenario.
fn start_state(sc: &Scenario) -> State {
    let solids: Vec<MovingSolid> = sc.solids.iter().map(|s| s.solid).collect();
    let routes = sc
        .solids
        .iter()
        .map(|s| match s.resume {
            Some(mut p) => {
                p.arrived |= s.route.points.len() < 2;
                p
            }
            None => s.route.start(),
        })
        .collect();
    let all: Vec<Body> = sc.bodies.iter().map(|o| o.body).collect();
    let bodies: Vec<Body> = sc
        .bodies
        .iter()
        .enumerate()
        .map(|(j, spec)| {
            let mut body = spec.body;
            let mut among = solids.clone();
            among.extend(bodies_among(&all, j).map(|(_, s)| s));
            body.standing = spec
                .standing
                .unwrap_or_else(|| sc.map.stands_among(&body, &among));
            body
        })
        .collect();
    let live = sc
        .bodies
        .iter()
        .map(|spec| Live {
            g: spec.g,
            phase: 0,
            phase_start: 1,
            push: spec.pushed,
            control: spec.control.as_ref().map(|c| c.controller),
            fx: spec.control.as_ref().map(|c| c.fx).unwrap_or_default(),
            held: Buttons::NONE,
        })
        .collect();
    let n = sc.bodies.len();
    State {
        frame: 0,
        bodies,
        solids,
        routes,
        live,
        last: vec![Contacts::default(); n],
        grounds: vec![None; n],
        body_squished: vec![false; n],
        solid_squished: vec![false; sc.solids.len()],
    }
}

/// The phase for frame `f` and whether `f` is its first frame.
pub(crate) fn phase_for<'p>(spec: &'p BodySpec, l: &mut Live, f: u32) -> Option<(&'p Phase, bool)> {
    let phases = &spec.phases;
    if phases.is_empty() {
        return None;
    }
    while l.phase + 1 < phases.len() && f >= l.phase_start.saturating_add(phases[l.phase].frames) {
        l.phase_start += phases[l.phase].frames;
        l.phase += 1;
    }
    Some((&phases[l.phase], f == l.phase_start))
}

/// Sets the body's velocity for frame `f` (controller, push or script;
/// see the module docs). Returns the drop request.
fn apply_input(
    (map, among): (&tilestep::TileMap, &[MovingSolid]),
    spec: &BodySpec,
    l: &mut Live,
    (f, held): (u32, Option<Buttons>),
    b: &mut Body,
) -> bool {
    if let (Some(ctl), Some(cs)) = (l.control.as_mut(), spec.control.as_ref()) {
        let keys = &cs.keys;
        let held = held.unwrap_or_else(|| keys.get(f as usize - 1).copied().unwrap_or_default());
        l.held = held;
        return ctl.update_among(map, among, b, held, &l.fx).drop;
    }
    let (phase, first) = match phase_for(spec, l, f) {
        Some((p, first)) => (p.clone(), first),
        None => (Phase::default(), false),
    };
    if first && phase.flip_gravity {
        l.g = -l.g;
        b.gravity = b.gravity.flipped();
    }
    b.vel.x = match phase.vx {
        Some(vx) => Subpx(vx),
        None => Subpx(b.vel.x.0.saturating_add(phase.ax)),
    };
    if spec.pushable {
        b.vel.x = Subpx(l.push.take().unwrap_or(0));
    }
    b.fall(Subpx(l.g), Subpx(spec.max_fall));
    if first && b.standing {
        if let Some(j) = phase.jump {
            b.jump(Subpx(j));
        }
    }
    phase.drop
}
