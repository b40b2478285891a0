//! The end of a step (`docs/contract.md`, "The step", phases 5 to 7):
//! where the body ends and what happened on the way ([`StepEnd`]) become
//! its new state (the world limit, the standing rule's verdict,
//! `since_standing`, the carry it leaves or inherits) and its contacts
//! (what stopped it, what it stands on, the edges and tags of its path).
//!
//! Every way through a step ends here: the phases (`step/`) and the
//! shortcuts that take a whole step at once (free flight, a landing, a
//! walker's step), each telling what its way already decided.

use super::oneway_wall::wall_stopping;
use super::report::{collect_stood_on_tags, note_stop};
use super::Rules;
use crate::body::{Body, BoxPx, ContactFlags, Contacts, SolidKind, TagSet};
use crate::map::TileMap;
use crate::units::{clamp_world_point, PxRect, SubPoint, Subpx};

/// What stopped the horizontal move: the direction of the wall (±1; 0
/// when none did) and where the box stopped, its sensor column and bottom
/// row (exclusive), px. Plain numbers, so that a step's end built from
/// constants costs nothing where there is no wall.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WallStop {
    pub dir: i32,
    pub px: i32,
    pub py: i32,
}

impl WallStop {
    /// No wall stopped the move.
    pub const NONE: WallStop = WallStop {
        dir: 0,
        px: 0,
        py: 0,
    };

    /// The box one pixel further on from where the wall stopped box
    /// `fin` (of its size), which a solid pixel blocked.
    #[inline(always)]
    pub fn probe(&self, fin: BoxPx) -> BoxPx {
        fin.at(self.px + self.dir, self.py)
    }
}

/// Where a step ends and what happened on the way: what
/// [`Rules::end_step`] turns into the body's state and contacts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StepEnd {
    /// The body's position at the end, subpixels, within the world limit.
    pub pos: SubPoint,
    /// Its velocity at the end (clamped), subpixels per frame.
    pub vel: SubPoint,
    /// Its box there.
    pub fin: BoxPx,
    /// Whether it stands there, by the standing rule.
    pub standing: bool,
    /// The pixels the box covered in the horizontal phase.
    pub across: PxRect,
    /// The pixels the box covered in the vertical phase.
    pub along: PxRect,
    /// The wall that stopped the horizontal move ([`WallStop::NONE`]: none
    /// did).
    pub wall: WallStop,
    /// The direction (±1) of the floor or ceiling that stopped the
    /// vertical move, 0 if none.
    pub stop: i32,
    /// A one-way surface is what stopped the vertical move.
    pub oneway: bool,
    /// The body is known to stand on its sensor column's support (a
    /// walker's run kept it there): the ground's tile is that column's.
    pub on_sensor: bool,
}

/// Where the phases leave a body ([`Rules::settle`]): its position within
/// the world limit, its box there, whether it stands, and its velocity.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settled {
    pub pos: SubPoint,
    pub vel: SubPoint,
    pub fin: BoxPx,
    pub standing: bool,
}

impl Rules<'_> {
    /// Where a body the phases moved to `pos` with velocity `vel` settles
    /// (`docs/contract.md`, "The step", phases 5 and 6): the world limit,
    /// and whether it stands, by the phases' own verdict `stands` where
    /// they reached one (a walker that kept its support, a stop along
    /// gravity, a probe pixel along gravity found free) and the world
    /// limit left its box where it was, else by the standing rule's test
    /// there, which leaves a standing body no speed or remainder along
    /// gravity (as after any flush stop: the phases' verdicts already do).
    /// The shortcuts that take a whole step reach a verdict of their own
    /// and are refused any step the world limit would move.
    #[inline(always)]
    pub fn settle(&self, pos: SubPoint, vel: SubPoint, stands: Option<bool>) -> Settled {
        let mut settled = Settled {
            pos: clamp_world_point(pos),
            vel,
            fin: self.bx(0, 0),
            standing: false,
        };
        let whole = |p: SubPoint| (p.x.floor_px().0, p.y.floor_px().0);
        let (px, py) = whole(settled.pos);
        settled.fin = self.bx(px, py);
        settled.standing = match stands {
            Some(stands) if whole(pos) == (px, py) => stands,
            _ => {
                let stands = self.stands(px, py, vel.y);
                if stands {
                    settled.vel.y = Subpx::ZERO;
                    settled.pos.y = settled.pos.y.floor();
                }
                stands
            }
        };
        settled
    }

    /// Ends a step of `body` as `end` says: the body's new state
    /// ([`Body::end_step`]; `was_standing`: it stood when the step began)
    /// and its contacts `c` (empty on entry but for the step's drop
    /// input). Every way through a step ends here. `AMONG`: the step may
    /// be among moving solids (the phases'); the shortcuts never are, and
    /// their end reads none.
    #[inline(always)]
    pub fn end_step<const AMONG: bool>(
        &self,
        body: &mut Body,
        end: StepEnd,
        was_standing: bool,
        c: &mut Contacts,
    ) {
        body.end_step(end.pos, end.vel, end.standing, was_standing);
        self.report_end::<AMONG>(&end, c);
    }

    /// The contacts of a step that ended as `end` says: what stopped it (with what its next pixel would
    /// have entered), what it stands on, the edges its path reached, the
    /// tags it met, and the moving solids it stood on or was stopped by.
    #[inline(always)]
    fn report_end<const AMONG: bool>(&self, end: &StepEnd, c: &mut Contacts) {
        let (fin, standing) = (end.fin, end.standing);
        let among = AMONG && !self.solids.is_empty();
        let g = self.g;
        let mut flags = self.map.path_flags(end.across.union(&end.along), fin);
        let wall = end.wall;
        let hprobe = (wall.dir != 0).then(|| wall.probe(fin));
        if let Some(probe) = hprobe {
            flags.insert(ContactFlags::wall(wall.dir));
            note_stop(self.map, probe, None, &mut flags, &mut c.tags);
            if self.map.holds_walls() {
                note_wall(
                    self.map,
                    fin.at(wall.px, wall.py),
                    wall.dir,
                    &mut flags,
                    &mut c.tags,
                );
            }
            if among {
                c.set_wall_solid(self.rect_hit(&probe));
            }
        }
        let vprobe = (end.stop != 0).then(|| fin.at(fin.px, fin.py + end.stop));
        if let Some(probe) = vprobe {
            flags.insert(ContactFlags::floor_or_ceiling(end.stop));
            if end.oneway {
                flags.insert(ContactFlags::ONE_WAY);
            }
            // The row beyond the box (a stop along gravity) lies in the probe.
            let beyond = (end.stop == g).then(|| self.beyond_row(fin.py));
            note_stop(self.map, probe, beyond, &mut flags, &mut c.tags);
        }
        if standing {
            flags.insert(self.stood_on_flags(fin, end.on_sensor, among, c));
            flags.insert(ContactFlags::floor_or_ceiling(g));
        }
        c.flags = flags;
        if self.map.set.has_tags() {
            let stood_on = standing.then(|| self.beyond_row(fin.py));
            collect_path_tags(self.map, end.across, end.along, fin, stood_on, c);
        }
        if among {
            self.collect_solid_tags(fin, [hprobe, vprobe], c);
        }
    }

    /// The flags of standing with box `fin` (on its sensor column's
    /// support when `on_sensor`): what it stands on, a moving solid under
    /// the sensor column first (`among` them; recorded in `c`), then a
    /// tile, then a moving solid elsewhere under the box.
    #[inline(always)]
    fn stood_on_flags(
        &self,
        fin: BoxPx,
        on_sensor: bool,
        among: bool,
        c: &mut Contacts,
    ) -> ContactFlags {
        let on_solid = match among {
            true => self.solid_stood_on(fin),
            false => None,
        };
        c.set_on_solid(on_solid);
        match on_solid {
            Some(i) if self.solids[i].kind != SolidKind::Solid => ContactFlags::ONE_WAY,
            Some(_) => ContactFlags::NONE,
            None => {
                let supports = match on_sensor {
                    true => self.supports_on_sensor(fin.px, fin.py),
                    false => self.supports(fin.px, fin.py),
                };
                self.supports_flags(supports)
            }
        }
    }

    /// The tags of the moving solids a body that ended as box `fin` stood
    /// on or was stopped by (the probes of its stops, horizontal and
    /// vertical) into `c`: active ones, their boxes as full solids whatever
    /// their kind.
    #[inline(never)]
    fn collect_solid_tags(&self, fin: BoxPx, stops: [Option<BoxPx>; 2], c: &mut Contacts) {
        let on_solid = c.on_solid();
        let probes = [
            stops[0],
            stops[1],
            on_solid.map(|_| fin.at(fin.px, fin.py + self.g)),
        ];
        for (i, s) in self.solids.iter().enumerate().filter(|(_, s)| s.active) {
            let Some(tag) = s.tag else { continue };
            let r = super::Rect {
                kind: SolidKind::Solid,
                ..super::Rect::of(s)
            };
            if Some(i) == on_solid || probes.iter().flatten().any(|p| r.hits_core(p)) {
                c.tags.insert(tag);
            }
        }
    }
}

/// The tags of the tiles of `map` a step's path overlapped (the
/// horizontal phase's `across`, the vertical one's `along`), and of those
/// it stands on in `row` under box `fin` (`None`: it doesn't stand), into
/// `c`. Out of line: most tile sets have none.
#[cold]
#[inline(never)]
fn collect_path_tags(
    map: &TileMap,
    across: PxRect,
    along: PxRect,
    fin: BoxPx,
    row: Option<i32>,
    c: &mut Contacts,
) {
    map.collect_tags(&across, &mut c.tags);
    map.collect_tags(&along, &mut c.tags);
    if let Some(row) = row {
        collect_stood_on_tags(map, fin, row, &mut c.tags);
    }
}

/// Notes the one-way wall of `map` that stopped box `b` moving by `dir`,
/// if one did ([`wall_stopping`]): the one-way flag into `flags`, its
/// tile's tag into `tags`. The box's leading side moved only by `dir` in
/// the horizontal phase, so it began the frame on the open side of the
/// edge it stopped on: the frame-start test holds, and the box alone
/// tells (nothing of the frame's start stays alive to the step's end).
#[inline(never)]
fn note_wall(map: &TileMap, b: BoxPx, dir: i32, flags: &mut ContactFlags, tags: &mut TagSet) {
    let side = if dir > 0 { b.right() } else { b.left() };
    if let Some((tx, ty)) = wall_stopping(map, b, side, dir) {
        flags.insert(ContactFlags::ONE_WAY);
        if let Some(t) = map.tag_at(tx, ty) {
            tags.insert(t);
        }
    }
}
