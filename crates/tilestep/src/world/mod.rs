//! A world for games: one owned [`World`] holding the map, the bodies
//! with what drives them, the moving solids with their routes and the
//! behaviours, stepped a frame at a time in the frame's one order
//! ([`frame`]), with `Copy` handles and a report per body.

mod drive;
mod frame;
mod report;
mod spawn;

use alloc::vec::Vec;

use crate::body::{Body, Contacts, Ground, MovingSolid};
use crate::game::{Behaviours, Buttons, Effects};
use crate::map::TileMap;

pub use drive::{BodyDrive, Fall, SolidRoute};
pub use frame::{
    bodies_among, move_frame_solids, step_frame, step_frame_bodies, AmongEntry, Drive, FrameParts,
    FrameScratch, FrameWatch, NoWatch, Stepped,
};
pub use report::BodyReport;
pub use spawn::SpawnError;

/// A body in a [`World`]: a handle that stays valid until the body is
/// despawned, and is never handed out again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BodyId(u32);

/// A moving solid in a [`World`]: a handle that stays valid until the
/// solid is removed, and is never handed out again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SolidId(u32);

/// A world's bodies and moving solids, everything a frame changes: plain
/// data to save, compare and hash for rollback ([`World::state`],
/// [`World::restore`]). Bodies and solids are kept in the order they
/// were added, which is the order they move in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WorldState {
    frame: u32,
    next_id: u32,
    body_ids: Vec<BodyId>,
    bodies: Vec<Body>,
    drives: Vec<BodyDrive>,
    reports: Vec<BodyReport>,
    contacts: Vec<Contacts>,
    grounds: Vec<Option<Ground>>,
    squished: Vec<bool>,
    effects: Vec<Effects>,
    solid_ids: Vec<SolidId>,
    solids: Vec<MovingSolid>,
    routes: Vec<SolidRoute>,
    solid_squished: Vec<bool>,
}

/// The map, bodies, moving solids and behaviours of a game, stepped a
/// frame at a time: [`World::step`] moves the solids along their routes
/// (carrying and pushing bodies), then steps each body after its
/// [`BodyDrive`] set its velocity, then works out each body's
/// [`BodyReport`]. Spawn, despawn and edit between frames.
///
/// ```
/// use tilestep::*;
/// let map = TileMap::from_ascii("........\n........\n........\n########\n", 16).unwrap();
/// let mut world = World::new(map);
/// let player = world
///     .spawn(
///         Body::new(SubPoint::from_px(24, 48), Size::new(12, 24)),
///         BodyDrive::Controlled(Controller::new(ControllerConfig::NES_LIKE)),
///     )
///     .unwrap();
/// let stone = world
///     .spawn(
///         Body { solid: true, core: CoreShape::Box, ..Body::new(SubPoint::from_px(64, 48), Size::new(16, 16)) },
///         BodyDrive::pushable(Subpx(256), Fall::default()),
///     )
///     .unwrap();
/// let lift = world.add_solid(
///     MovingSolid::new(SubPoint::from_px(96, 40), Size::new(24, 8), SolidKind::Platform),
///     Route::new(vec![SubPoint::from_px(96, 40), SubPoint::from_px(96, 8)], Subpx(128))
///         .with_looping(Looping::PingPong),
/// );
/// assert!(world.body(player).unwrap().standing); // the standing rule, at spawn
/// for _ in 0..60 {
///     world.step(&[(player, Buttons::RIGHT)]);
/// }
/// // The player walked into the stone and pushed it right; the lift rose.
/// let (p, s) = (world.body(player).unwrap(), world.body(stone).unwrap());
/// assert!(s.pos.x > SubPoint::from_px(64, 48).x && p.pos.x < s.pos.x);
/// assert!(world.solid(lift).unwrap().pos.y < SubPoint::from_px(96, 40).y);
/// assert!(world.report(player).unwrap().ground.is_some());
/// ```
#[derive(Clone, Debug)]
pub struct World {
    map: TileMap,
    behaviours: Behaviours,
    state: WorldState,
    scratch: FrameScratch,
    /// Whether each body stood before the frame (for its report).
    stood: Vec<bool>,
}

impl World {
    /// A world on `map` with no bodies, solids or behaviours.
    pub fn new(map: TileMap) -> World {
        World {
            map,
            behaviours: Behaviours::default(),
            state: WorldState::default(),
            scratch: FrameScratch::default(),
            stood: Vec::new(),
        }
    }

    /// The map.
    pub fn map(&self) -> &TileMap {
        &self.map
    }

    /// The map, to edit between frames ([`TileMap::set`]). A body
    /// an edit leaves inside a solid stays stuck until it is moved.
    pub fn map_mut(&mut self) -> &mut TileMap {
        &mut self.map
    }

    /// The behaviours of tagged tiles (what a step's effects are made of).
    pub fn behaviours_mut(&mut self) -> &mut Behaviours {
        &mut self.behaviours
    }

    /// Frames stepped since the world was made (or since the state it was
    /// restored to was saved).
    pub fn frame(&self) -> u32 {
        self.state.frame
    }

    /// Adds `body`, driven by `drive`, after every body already there, if
    /// its core fits where it is (no solid pixel of the map, no full
    /// moving solid: else [`SpawnError::InsideSolid`], naming the pixel).
    /// Its `standing` is set by the standing rule among the moving solids
    /// and the solid bodies, so a jump on the first frame works.
    pub fn spawn(&mut self, body: Body, drive: BodyDrive) -> Result<BodyId, SpawnError> {
        self.spawn_check(&body)?;
        self.insert(body, drive)
    }

    /// [`World::spawn`], but a body that doesn't fit where it is is moved
    /// to the nearest place within `within` px (at most 64) where it does
    /// (the first by the larger axis offset, then the sum, then up before
    /// down and left before right); else [`SpawnError::NoRoom`].
    pub fn spawn_nudged(
        &mut self,
        mut body: Body,
        drive: BodyDrive,
        within: i32,
    ) -> Result<BodyId, SpawnError> {
        if self.spawn_check(&body).is_err() {
            body.pos = self
                .nearest_fit(&body, within)
                .ok_or_else(|| World::no_room(&body, within))?;
        }
        self.insert(body, drive)
    }

    /// Adds a body known to fit.
    fn insert(&mut self, body: Body, drive: BodyDrive) -> Result<BodyId, SpawnError> {
        let st = &mut self.state;
        let id = BodyId(st.next_id);
        st.next_id = st.next_id.checked_add(1).ok_or(SpawnError::OutOfHandles)?;
        st.bodies.push(body);
        let j = st.bodies.len() - 1;
        let mut among = st.solids.clone();
        among.extend(bodies_among(&st.bodies, j).map(|(_, s)| s));
        st.bodies[j].standing = self.map.stands_among(&st.bodies[j], &among);
        st.body_ids.push(id);
        st.drives.push(drive);
        st.reports.push(BodyReport::default());
        st.contacts.push(Contacts::default());
        st.grounds.push(None);
        st.squished.push(false);
        st.effects.push(Effects::default());
        Ok(id)
    }

    /// Removes body `id` and returns it; `None` if it isn't here.
    pub fn despawn(&mut self, id: BodyId) -> Option<Body> {
        let j = self.body_index(id)?;
        let st = &mut self.state;
        st.body_ids.remove(j);
        st.drives.remove(j);
        st.reports.remove(j);
        st.contacts.remove(j);
        st.grounds.remove(j);
        st.squished.remove(j);
        st.effects.remove(j);
        Some(st.bodies.remove(j))
    }

    /// Adds a moving solid that follows `route` from frame `frame() + 1`,
    /// after every solid already there.
    pub fn add_solid(&mut self, solid: MovingSolid, route: crate::moving::Route) -> SolidId {
        let mut r = SolidRoute::new(route);
        r.start_frame = self.state.frame.saturating_add(1);
        self.add_solid_on(solid, r)
    }

    /// [`World::add_solid`] with its route's progress and start frame
    /// given.
    pub fn add_solid_on(&mut self, solid: MovingSolid, route: SolidRoute) -> SolidId {
        let st = &mut self.state;
        let id = SolidId(st.next_id);
        st.next_id = st.next_id.saturating_add(1);
        st.solid_ids.push(id);
        st.solids.push(solid);
        st.routes.push(route);
        st.solid_squished.push(false);
        id
    }

    /// Removes moving solid `id` and returns it; `None` if it isn't here.
    pub fn remove_solid(&mut self, id: SolidId) -> Option<MovingSolid> {
        let i = self.state.solid_ids.binary_search(&id).ok()?;
        let st = &mut self.state;
        st.solid_ids.remove(i);
        st.routes.remove(i);
        st.solid_squished.remove(i);
        Some(st.solids.remove(i))
    }

    /// Steps one frame: the moving solids move along their routes, then
    /// each body steps after its drive set its velocity (a controlled
    /// body holds the buttons `buttons` gives it, the last entry for it
    /// winning; none if it has none), then each body's report is made.
    pub fn step(&mut self, buttons: &[(BodyId, Buttons)]) {
        self.step_watched(buttons, &mut NoWatch);
    }

    /// [`World::step`], with `watch` seeing every stage of the frame.
    pub fn step_watched(&mut self, buttons: &[(BodyId, Buttons)], watch: &mut dyn FrameWatch) {
        let st = &mut self.state;
        st.frame = st.frame.saturating_add(1);
        self.stood.clear();
        self.stood.extend(st.bodies.iter().map(|b| b.standing));
        let parts = FrameParts::new(
            &mut st.bodies,
            &mut st.contacts,
            &mut st.grounds,
            &mut st.squished,
            &mut st.solids,
            &mut st.solid_squished,
        )
        .expect("a world holds one entry per body and per solid");
        let mut drive = drive::WorldDrive {
            map: &self.map,
            behaviours: &self.behaviours,
            frame: st.frame,
            buttons,
            ids: &st.body_ids,
            drives: &mut st.drives,
            effects: &mut st.effects,
            routes: &mut st.routes,
        };
        step_frame(
            &self.map,
            st.frame,
            parts,
            &mut drive,
            watch,
            &mut self.scratch,
        );
        for (j, &stood) in self.stood.iter().enumerate() {
            let was_out = st.reports[j].contacts.has(crate::body::ContactFlags::OUT);
            st.reports[j] = BodyReport::of(
                stood,
                &st.bodies[j],
                st.contacts[j],
                st.grounds[j],
                st.effects[j],
                st.squished[j],
                was_out,
            );
        }
    }

    /// The index of body `id`.
    fn body_index(&self, id: BodyId) -> Option<usize> {
        self.state.body_ids.binary_search(&id).ok()
    }

    /// Body `id`, if it is here.
    pub fn body(&self, id: BodyId) -> Option<&Body> {
        self.body_index(id).map(|j| &self.state.bodies[j])
    }

    /// Body `id`, to change between frames (its velocity, for a
    /// [`BodyDrive::Free`] body). Moving it into a solid leaves it stuck:
    /// check with [`TileMap::core_overlap`].
    pub fn body_mut(&mut self, id: BodyId) -> Option<&mut Body> {
        let j = self.body_index(id)?;
        Some(&mut self.state.bodies[j])
    }

    /// What drives body `id` (a controller's state lives here).
    pub fn drive(&self, id: BodyId) -> Option<&BodyDrive> {
        self.body_index(id).map(|j| &self.state.drives[j])
    }

    /// What drives body `id`, to change between frames.
    pub fn drive_mut(&mut self, id: BodyId) -> Option<&mut BodyDrive> {
        let j = self.body_index(id)?;
        Some(&mut self.state.drives[j])
    }

    /// Body `id`'s last frame ([`BodyReport`]; default before its first).
    pub fn report(&self, id: BodyId) -> Option<BodyReport> {
        self.body_index(id).map(|j| self.state.reports[j])
    }

    /// Every body with its handle, in the order they step.
    pub fn bodies(&self) -> impl Iterator<Item = (BodyId, &Body)> + '_ {
        let st = &self.state;
        st.body_ids.iter().copied().zip(st.bodies.iter())
    }

    /// Every body with its handle and its drive, to change between frames
    /// (a game's velocities and drops for its [`BodyDrive::Free`]
    /// bodies), in the order they step.
    pub fn bodies_mut(&mut self) -> impl Iterator<Item = (BodyId, &mut Body, &mut BodyDrive)> + '_ {
        let st = &mut self.state;
        let ids = st.body_ids.iter().copied();
        ids.zip(st.bodies.iter_mut())
            .zip(st.drives.iter_mut())
            .map(|((id, body), drive)| (id, body, drive))
    }

    /// Moving solid `id`, if it is here.
    pub fn solid(&self, id: SolidId) -> Option<&MovingSolid> {
        let i = self.state.solid_ids.binary_search(&id).ok()?;
        Some(&self.state.solids[i])
    }

    /// Moving solid `id` and its route, to change between frames.
    pub fn solid_mut(&mut self, id: SolidId) -> Option<(&mut MovingSolid, &mut SolidRoute)> {
        let i = self.state.solid_ids.binary_search(&id).ok()?;
        let st = &mut self.state;
        Some((&mut st.solids[i], &mut st.routes[i]))
    }

    /// Whether moving solid `id` squished a body in the last frame.
    pub fn solid_squished(&self, id: SolidId) -> bool {
        let i = self.state.solid_ids.binary_search(&id).ok();
        i.is_some_and(|i| self.state.solid_squished[i])
    }

    /// Every moving solid with its handle, in the order they move.
    pub fn solids(&self) -> impl Iterator<Item = (SolidId, &MovingSolid)> + '_ {
        let st = &self.state;
        st.solid_ids.iter().copied().zip(st.solids.iter())
    }

    /// Everything a frame changes, to save for rollback or compare.
    pub fn state(&self) -> &WorldState {
        &self.state
    }

    /// Puts back a state saved from this world (or one with the same
    /// map): bodies, solids, routes, drives, reports and the frame count.
    pub fn restore(&mut self, state: &WorldState) {
        self.state.clone_from(state);
    }
}

#[cfg(test)]
mod tests;
