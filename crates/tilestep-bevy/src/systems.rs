//! The systems of a fixed step, in the order of [`crate::TilestepSet`]:
//! bodies join and positions are kept for drawing, moving solids move,
//! gravity, then the bodies step one by one. The moves and the steps are
//! the core's two stages of a frame ([`tilestep::move_frame_solids`],
//! [`tilestep::step_frame_bodies`]), the frame the scenario runner
//! (`tilestep sim`) and `tilestep::World` step by, so a level gives the
//! same trace in a game as in a scenario, bit for bit.

use crate::components::{
    CollisionMask, ControllerInput, Fall, Grounded, Pushable, StepReport, TileBody, TileController,
    TileSolid,
};
use crate::frame_drive::{BodiesDrive, FrameVecs, SolidsDrive, Squishes, StepMessages};
use crate::map::CollisionMap;
use crate::messages::{Landed, LeftGround, SpawnedInsideSolid, Squished, TagContact};
use crate::move_messages::MoveMessages;
use crate::path::SolidPath;
use bevy::prelude::{Commands, Entity, Local, MessageWriter, Query, Res, ResMut, Resource};
use tilestep::{
    bodies_among, move_frame_solids, step_frame_bodies, Body, FrameScratch, MovingSolid, NoWatch,
    Subpx,
};

/// Fixed steps the plugin has taken (incremented at the start of each).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StepCount(pub u64);

/// The indices of `items` in spawn order (ascending `seq`): `0..n` when
/// they are already in order (the usual case), else sorted by key.
fn spawn_order<T>(items: &[T], seq: impl Fn(&T) -> u64) -> Vec<usize> {
    if items.windows(2).all(|w| seq(&w[0]) <= seq(&w[1])) {
        return (0..items.len()).collect();
    }
    let mut keyed: Vec<(u64, usize)> = items.iter().enumerate().map(|(i, t)| (seq(t), i)).collect();
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, i)| i).collect()
}

/// The moving solids in spawn order.
fn sorted_solids<'a>(
    solids: impl Iterator<Item = (Entity, &'a TileSolid)>,
) -> Vec<(Entity, MovingSolid)> {
    let mut v: Vec<(u64, Entity, MovingSolid)> = solids.map(|(e, s)| (s.seq, e, s.solid)).collect();
    v.sort_unstable_by_key(|x| x.0);
    v.into_iter().map(|(_, e, s)| (e, s)).collect()
}

/// Starts a fixed step: counts it, keeps every position for drawing
/// between steps and builds the map views the bodies' masks need.
pub fn begin_step(
    mut count: ResMut<StepCount>,
    map: Option<ResMut<CollisionMap>>,
    mut bodies: Query<(&mut TileBody, Option<&CollisionMask>)>,
    mut solids: Query<&mut TileSolid>,
) {
    count.0 += 1;
    for mut s in &mut solids {
        s.prev = s.solid.pos;
    }
    let mut map = map;
    for (mut b, mask) in &mut bodies {
        b.prev = b.body.pos;
        // Only a missing view takes the map mutably (so `CollisionMap`
        // reads as changed only when it is).
        if let (Some(m), Some(map)) = (mask, map.as_mut()) {
            if map.needs_view(m.0) {
                map.prepare_view(m.0);
            }
        }
    }
}

/// Lets new bodies join: finds their standing among the map, the moving
/// solids and the solid bodies (as the scenario runner does before frame
/// 1), so a jump on their first step works, and adds [`Grounded`]. A body
/// whose core overlaps a solid of its view of the map (spawned inside a
/// wall) is left where it is, with a warning in the log and a
/// [`SpawnedInsideSolid`] message. Runs in `Prepare`; run it yourself to
/// see a new body's standing before its first step.
#[allow(clippy::type_complexity)]
pub fn admit_bodies(
    mut commands: Commands,
    mut inside: MessageWriter<SpawnedInsideSolid>,
    map: Option<ResMut<CollisionMap>>,
    mut bodies: Query<(
        Entity,
        &mut TileBody,
        &mut StepReport,
        Option<&CollisionMask>,
    )>,
    solids: Query<(Entity, &TileSolid)>,
) {
    let Some(mut map) = map else {
        return;
    };
    if bodies.iter().all(|b| b.2.admitted) {
        return;
    }
    for (_, _, _, mask) in &bodies {
        if let Some(m) = mask {
            if map.needs_view(m.0) {
                map.prepare_view(m.0);
            }
        }
    }
    let base: Vec<MovingSolid> = sorted_solids(solids.iter())
        .into_iter()
        .map(|x| x.1)
        .collect();
    let mut items: Vec<_> = bodies.iter_mut().collect();
    let order = spawn_order(&items, |i| i.1.seq);
    let all: Vec<Body> = order.iter().map(|&i| items[i].1.body).collect();
    let mut among = Vec::new();
    for (j, &i) in order.iter().enumerate() {
        let (e, b, r, mask) = &mut items[i];
        if r.admitted {
            continue;
        }
        among.clear();
        among.extend_from_slice(&base);
        among.extend(bodies_among(&all, j).map(|(_, s)| s));
        let view = map.view(mask.map_or(0xff, |m| m.0));
        if let Some(at) = view.core_overlap(&b.body) {
            log::warn!(
                "tilestep: body {e} joined inside a solid (pixel {at} is inside its core, \
                 origin at {}): it stays embedded, is stuck when it walks and rises through \
                 the solid when it jumps; spawn it where it fits or move it out \
                 (TileBody::teleport)",
                b.body.pos
            );
            inside.write(SpawnedInsideSolid { entity: *e, at });
        }
        let standing = view.stands_among(&b.body, &among);
        b.body.standing = standing;
        r.standing = standing;
        r.admitted = true;
        if standing {
            commands.entity(*e).insert(Grounded);
        }
    }
}

/// Moves the moving solids, in spawn order: each along its [`SolidPath`]
/// (or by its `next_move`), carrying the bodies standing on it and pushing
/// those in its way: the core's first stage of a frame
/// ([`tilestep::move_frame_solids`]). A body it cannot push is squished:
/// the solid stops short and [`Squished`] is written on the first step of
/// the squish.
#[allow(clippy::type_complexity)]
pub fn move_solids(
    map: Option<Res<CollisionMap>>,
    count: Res<StepCount>,
    mut bodies: Query<(Entity, &mut TileBody, &mut StepReport)>,
    mut solids: Query<(Entity, &mut TileSolid, Option<&mut SolidPath>)>,
    mut squished: MessageWriter<Squished>,
) {
    let Some(map) = map else {
        return;
    };
    let mut items: Vec<_> = bodies.iter_mut().collect();
    let order = spawn_order(&items, |i| i.1.seq);
    let was: Vec<bool> = order.iter().map(|&i| items[i].2.squished).collect();
    // Squishes are this step's alone (only a mark that was set is
    // cleared, so a report reads as changed only when it is).
    for i in items.iter_mut().filter(|i| i.2.squished) {
        i.2.squished = false;
    }
    let mut sitems: Vec<_> = solids.iter_mut().collect();
    if sitems.is_empty() {
        return;
    }
    let sorder = spawn_order(&sitems, |i| i.1.seq);
    let mut all: Vec<Body> = order.iter().map(|&i| items[i].1.body).collect();
    let mut sv: Vec<MovingSolid> = sorder.iter().map(|&i| sitems[i].1.solid).collect();
    let mut frame = FrameVecs::new(all.len(), sv.len());
    let mut drive = SolidsDrive {
        items: &mut sitems,
        order: &sorder,
    };
    let mut watch = Squishes::default();
    let frame_no = count.0 as u32;
    move_frame_solids(
        map.map(),
        frame_no,
        &mut frame.parts(&mut all, &mut sv),
        &mut drive,
        &mut watch,
    );
    for (&si, sd) in sorder.iter().zip(sv) {
        let s = &mut sitems[si].1;
        s.solid = sd;
        s.squished = false;
    }
    for &(n, b) in &watch.0 {
        sitems[sorder[n]].1.squished = true;
        let (e, _, rep) = &mut items[order[b]];
        if !rep.squished && !was[b] {
            squished.write(Squished {
                entity: *e,
                solid: sitems[sorder[n]].0,
            });
        }
        rep.squished = true;
    }
    for (&i, b) in order.iter().zip(all) {
        if items[i].1.body != b {
            items[i].1.body = b;
        }
    }
}

/// Adds each [`Fall`]'s gravity to its body's velocity (bodies without a
/// controller) with the core's rule, `tilestep::Body::fall`: `vel.y +=
/// accel`, then the speed along the body's gravity is capped at `max_fall`.
pub fn apply_fall(
    mut bodies: Query<(&mut TileBody, &Fall), bevy::prelude::Without<TileController>>,
) {
    for (mut b, f) in &mut bodies {
        b.body.fall(Subpx(f.accel), Subpx(f.max_fall));
    }
}

/// A body's parts the step reads and writes.
type StepItem<'a> = (
    Entity,
    &'a mut TileBody,
    &'a mut StepReport,
    Option<&'a mut TileController>,
    Option<&'a mut ControllerInput>,
    Option<&'a mut Pushable>,
    Option<&'a CollisionMask>,
);

/// Steps every body once, in spawn order, each among the moving solids
/// (where they now are) and the other solid bodies (where they are now),
/// on its mask's view of the map: the core's second stage of a frame
/// ([`tilestep::step_frame_bodies`]). A controlled body first takes its
/// velocity from its controller and its latched buttons, a pushable body
/// its push. Writes the [`StepReport`], adds or removes [`Grounded`], and
/// writes [`Landed`], [`LeftGround`] and [`TagContact`], and after each
/// controller update the moves' messages ([`crate::move_messages`]).
#[allow(clippy::too_many_arguments)]
pub fn step_bodies(
    commands: Commands,
    map: Option<Res<CollisionMap>>,
    count: Res<StepCount>,
    mut bodies: Query<StepItem>,
    solids: Query<(Entity, &TileSolid)>,
    landed: MessageWriter<Landed>,
    left: MessageWriter<LeftGround>,
    tags: MessageWriter<TagContact>,
    moves: MoveMessages,
    mut scratch: Local<FrameScratch>,
) {
    let Some(map) = map else {
        return;
    };
    let base = sorted_solids(solids.iter());
    let mut sv: Vec<MovingSolid> = base.iter().map(|x| x.1).collect();
    let mut items: Vec<_> = bodies.iter_mut().collect();
    let order = spawn_order(&items, |i| i.1.seq);
    let mut all: Vec<Body> = order.iter().map(|&i| items[i].1.body).collect();
    let masks: Vec<u8> = order
        .iter()
        .map(|&i| items[i].6.map_or(0xff, |m| m.0))
        .collect();
    let mut frame = FrameVecs::new(all.len(), sv.len());
    let mut drive = BodiesDrive {
        items: &mut items,
        order: &order,
        solids: &base,
        masks: &masks,
        map: &map,
        out: StepMessages {
            commands,
            landed,
            left,
            tags,
            moves,
        },
    };
    step_frame_bodies(
        |j| map.view(masks[j]),
        count.0 as u32,
        &mut frame.parts(&mut all, &mut sv),
        &mut drive,
        &mut NoWatch,
        &mut scratch,
    );
    // As the frame left them (a pusher has its speed back).
    for (&i, b) in order.iter().zip(all) {
        items[i].1.body = b;
    }
}
