//! The systems of a fixed step, in the order of [`crate::TilestepSet`]:
//! bodies join and positions are kept for drawing, moving solids move,
//! gravity, then the bodies step one by one. This is the frame of the
//! scenario runner (`tilestep sim`), so a level gives the same trace in a
//! game as in a scenario, bit for bit.

use crate::components::{
    CollisionMask, ControllerInput, Fall, Grounded, Pushable, StepReport, TileBody, TileController,
    TileSolid,
};
use crate::map::CollisionMap;
use crate::messages::{Landed, LeftGround, Squished, TagContact};
use crate::path::{is_zero, SolidPath};
use bevy::prelude::{Commands, Entity, MessageWriter, Query, Res, ResMut, Resource};
use tilestep::{Body, Buttons, MovingSolid, StepInput, SubPoint, Subpx, TagSet};

/// Fixed steps the plugin has taken (incremented at the start of each).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StepCount(pub u64);

/// Appends to `among` what body `j` steps among besides the moving solids
/// (the other solid bodies, `solid` being their indices in ascending
/// order; for a solid body, every other body, box against box), and each
/// one's index to `owners`.
fn push_bodies(
    bodies: &[Body],
    solid: &[usize],
    j: usize,
    among: &mut Vec<MovingSolid>,
    owners: &mut Vec<usize>,
) {
    let mut push = |k: usize, whole_box: bool| {
        let mut s = bodies[k].as_solid();
        s.whole_box = whole_box;
        among.push(s);
        owners.push(k);
    };
    if bodies[j].solid {
        (0..bodies.len())
            .filter(|&k| k != j)
            .for_each(|k| push(k, true));
    } else {
        solid
            .iter()
            .filter(|&&k| k != j)
            .for_each(|&k| push(k, false));
    }
}

/// The indices of the solid bodies, ascending.
fn solid_bodies(bodies: &[Body]) -> Vec<usize> {
    (0..bodies.len()).filter(|&k| bodies[k].solid).collect()
}

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
/// 1), so a jump on their first step works, and adds [`Grounded`]. Runs in
/// `Prepare`; run it yourself to see a new body's standing before its
/// first step.
#[allow(clippy::type_complexity)]
pub fn admit_bodies(
    mut commands: Commands,
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
    let solid = solid_bodies(&all);
    let mut among = Vec::new();
    for (j, &i) in order.iter().enumerate() {
        let (e, b, r, mask) = &mut items[i];
        if r.admitted {
            continue;
        }
        among.clear();
        among.extend_from_slice(&base);
        push_bodies(&all, &solid, j, &mut among, &mut Vec::new());
        let view = map.view(mask.map_or(0xff, |m| m.0));
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
/// those in its way ([`tilestep::TileMap::move_solid`]). A body it cannot
/// push is squished: the solid stops short and [`Squished`] is written on
/// the first step of the squish.
#[allow(clippy::type_complexity)]
pub fn move_solids(
    map: Option<Res<CollisionMap>>,
    mut bodies: Query<(Entity, &mut TileBody, &mut StepReport)>,
    mut solids: Query<(Entity, &mut TileSolid, Option<&mut SolidPath>)>,
    mut squished: MessageWriter<Squished>,
) {
    let Some(map) = map else {
        return;
    };
    let sitems: Vec<_> = solids.iter_mut().collect();
    if sitems.is_empty() {
        // Nothing moves: no body is squished this step.
        for (_, _, mut r) in &mut bodies {
            if r.squished {
                r.squished = false;
            }
        }
        return;
    }
    let mut sitems = sitems;
    let sorder = spawn_order(&sitems, |i| i.1.seq);
    let mut items: Vec<_> = bodies.iter_mut().collect();
    let order = spawn_order(&items, |i| i.1.seq);
    let was: Vec<bool> = order.iter().map(|&i| items[i].2.squished).collect();
    for i in items.iter_mut() {
        if i.2.squished {
            i.2.squished = false;
        }
    }
    let mut all: Vec<Body> = order.iter().map(|&i| items[i].1.body).collect();
    let mut sv: Vec<MovingSolid> = sorder.iter().map(|&i| sitems[i].1.solid).collect();
    for (n, &si) in sorder.iter().enumerate() {
        let pos = sv[n].pos;
        let (se, s, path) = &mut sitems[si];
        s.squished = false;
        let d = match path {
            Some(p) => p.delta(pos),
            None => core::mem::take(&mut s.next_move),
        };
        if is_zero(d) {
            sv[n].vel = SubPoint::default();
        } else {
            let r = map.map().move_solid(&mut sv, n, d, &mut all);
            for sq in &r.squished {
                s.squished = true;
                let (e, _, rep) = &mut items[order[sq.body]];
                if !rep.squished && !was[sq.body] {
                    squished.write(Squished {
                        entity: *e,
                        solid: *se,
                    });
                }
                rep.squished = true;
            }
        }
        if let Some(p) = path {
            p.after(sv[n].pos);
        }
    }
    for (&si, sd) in sorder.iter().zip(sv) {
        sitems[si].1.solid = sd;
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
/// (where they now are) and the other solid bodies (where they are now):
/// a controlled body first takes its velocity from its controller and its
/// latched buttons, a pushable body its push. Writes the [`StepReport`],
/// adds or removes [`Grounded`], and writes [`Landed`], [`LeftGround`] and
/// [`TagContact`].
#[allow(clippy::too_many_arguments)]
pub fn step_bodies(
    mut commands: Commands,
    map: Option<Res<CollisionMap>>,
    mut bodies: Query<StepItem>,
    solids: Query<(Entity, &TileSolid)>,
    mut landed: MessageWriter<Landed>,
    mut left: MessageWriter<LeftGround>,
    mut tags: MessageWriter<TagContact>,
) {
    let Some(map) = map else {
        return;
    };
    let base = sorted_solids(solids.iter());
    let ns = base.len();
    let mut among: Vec<MovingSolid> = base.iter().map(|x| x.1).collect();
    let mut items: Vec<_> = bodies.iter_mut().collect();
    let order = spawn_order(&items, |i| i.1.seq);
    let ents: Vec<Entity> = order.iter().map(|&i| items[i].0).collect();
    let mut all: Vec<Body> = order.iter().map(|&i| items[i].1.body).collect();
    let solid = solid_bodies(&all);
    let mut owners = Vec::new();
    for j in 0..items.len() {
        let mut pushed = None;
        {
            let (e, tb, rep, ctl, input, push, mask) = &mut items[order[j]];
            let mut b = all[j];
            let mut drop = core::mem::take(&mut tb.drop);
            if let Some(c) = ctl {
                let held = input.as_mut().map_or(Buttons::NONE, |i| i.take());
                let fx = c.effects;
                drop = c.controller.update(&mut b, held, &fx).drop;
            }
            if let Some(p) = push {
                b.vel.x = Subpx(p.pending.take().unwrap_or(0));
            }
            all[j] = b;
            among.truncate(ns);
            owners.clear();
            push_bodies(&all, &solid, j, &mut among, &mut owners);
            let view = map.view(mask.map_or(0xff, |m| m.0));
            let before = b;
            let input = StepInput { drop };
            let c = if among.is_empty() {
                view.step(&mut b, input)
            } else {
                view.step_among(&mut b, input, &among)
            };
            let entity_of = |k: usize| {
                if k < ns {
                    Some(base[k].0)
                } else {
                    owners.get(k - ns).map(|&o| ents[o])
                }
            };
            if let Some(k) = c.wall_solid().and_then(|w| w.checked_sub(ns)) {
                let dir = before.vel.x.0.signum();
                if dir != 0 {
                    pushed = Some((owners[k], dir));
                }
            }
            all[j] = b;
            tb.body = b;
            if let Some(c2) = ctl {
                c2.effects = map.behaviours.effects_among(view, &b, &c, &among);
            }
            // Messages: once per landing, take-off and new tag.
            if b.standing && !rep.standing {
                landed.write(Landed {
                    entity: *e,
                    speed: before.vel.y.0,
                });
                commands.entity(*e).insert(Grounded);
            } else if !b.standing && rep.standing {
                left.write(LeftGround { entity: *e });
                commands.entity(*e).remove::<Grounded>();
            }
            let fresh = TagSet(c.tags.0 & !rep.contacts.tags.0);
            for tag in fresh.iter() {
                tags.write(TagContact {
                    entity: *e,
                    tag,
                    flags: c.flags,
                });
            }
            rep.standing = b.standing;
            rep.steps = rep.steps.saturating_add(1);
            rep.on = c.on_solid().and_then(entity_of);
            rep.wall = c.wall_solid().and_then(entity_of);
            rep.contacts = c;
        }
        // A pushable body this one walked into moves on its next step.
        if let Some((k, dir)) = pushed {
            if let Some(p) = &mut items[order[k]].5 {
                p.pending = Some(dir * p.speed);
            }
        }
    }
}
