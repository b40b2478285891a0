//! The step's last phases: settling (the standing test, what the body
//! stands on) and the report (walls, floors, edges, tags).

use crate::body::Body;
use crate::body::BoxPx;
use crate::body::Solid;
use crate::body::{ContactFlags, Contacts, TagSet};
use crate::map::TileMap;
use crate::mover::Mover;
use crate::step_horizontal::Horizontal;
use crate::step_vertical::Vertical;
use crate::units::clamp_world;
use crate::units::{PxRect, Subpx};

/// Where the body settled.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settled {
    /// Its box at the end, after the world clamp.
    pub fin: BoxPx,
    /// The row just beyond the box along gravity.
    pub row: i32,
}

impl TileMap {
    /// Clamps the body to the world, decides whether it stands (from the
    /// phases' verdict `v.stands`, else the contract's geometric test) and
    /// what it stands on: a moving solid under the sensor column first,
    /// then a tile, then a moving solid elsewhere under the box. Writes
    /// `body.standing`, `body.ground`, `body.since_standing` and the
    /// standing contacts.
    #[inline(always)]
    pub(crate) fn settle(
        &self,
        mv: &Mover,
        body: &mut Body,
        v: &Vertical,
        c: &mut Contacts,
        solids: &[Solid],
    ) -> Settled {
        let g = mv.g;
        let stands = v.stands;
        let unclamped = (v.px, v.py);
        body.pos.x = clamp_world(body.pos.x);
        body.pos.y = clamp_world(body.pos.y);
        let fin = body.box_px();
        let (px, py) = (fin.px, fin.py);
        let row = mv.beyond_row(py);

        // Standing and ground: supported, and not moving against gravity (a
        // jump, or a rise through a one-way surface whose edge the box now
        // lies along). A standing body's speed and subpixel remainder along
        // gravity are cleared, as for any flush stop: a walker's and a
        // landing body's already are, so only the geometric test clears them.
        body.standing = match stands {
            Some(s) if unclamped == (px, py) => s,
            _ => {
                let s = g != 0 && body.vel.y.0 * g >= 0 && mv.supported(px, py);
                if s {
                    body.vel.y = Subpx::ZERO;
                    body.pos.y = body.pos.y.floor();
                }
                s
            }
        };
        // What it stands on: a moving solid under the sensor column first,
        // then a tile, then a moving solid elsewhere under the box.
        body.ground = None;
        if body.standing {
            if !solids.is_empty() {
                c.on_solid = self.solid_stood_on(mv, fin);
            }
            if let Some(i) = c.on_solid {
                if solids[i].kind != crate::body::SolidKind::Solid {
                    c.flags.insert(ContactFlags::PLATFORM);
                }
            } else {
                let on = self.ground_of(mv, px, py);
                body.ground = Some(on.ground);
                c.flags.insert(on.flags());
            }
            c.flags.insert(ContactFlags::floor_or_ceiling(g));
        }
        body.since_standing = if body.standing {
            0
        } else {
            body.since_standing.saturating_add(1)
        };
        Settled { fin, row }
    }

    /// The moving solid a standing body with box `fin` stands on: one under
    /// the sensor column, else, when no column has a tile's support, one
    /// anywhere under the box.
    #[inline(never)]
    fn solid_stood_on(&self, mv: &Mover, fin: BoxPx) -> Option<usize> {
        let (px, py) = (fin.px, fin.py);
        let (x0, x1) = (fin.left(), fin.right() - 1);
        let rect_at = |a: i32, b: i32| {
            mv.solid_surface_under(a, b, py)
                .or_else(|| mv.oneway_solid_under(a, b, py))
        };
        rect_at(px, px).or_else(|| {
            if mv.tile_support(px, py).is_some() {
                None
            } else {
                // Only when no column has a tile's support.
                rect_at(x0, x1).filter(|_| (x0..=x1).all(|x| mv.tile_support(x, py).is_none()))
            }
        })
    }

    /// False when noting the tiles of box `b` (the report's stop tags and
    /// slope flag) can't find anything: the tile set has no tags and no
    /// slope tile lies under the box (beyond the map, none does).
    #[inline]
    fn may_note(&self, b: BoxPx) -> bool {
        if self.set.has_tags() {
            return true;
        }
        let tx0 = self.tile_of(b.left()).max(0);
        let tx1 = self.tile_of(b.right() - 1).min(self.width() - 1);
        let ty0 = self.tile_of(b.top()).max(0);
        let ty1 = self.tile_of(b.py - 1).min(self.height() - 1);
        tx0 <= tx1 && ty0 <= ty1 && !self.tile_bits.no_profile(tx0, ty0, tx1, ty1)
    }

    /// Notes the tiles box `p` (the box one pixel on from a stop) would
    /// have entered: the slope flag into `flags`, their tags into `tags`.
    #[inline(always)]
    pub(crate) fn note_probe(&self, p: BoxPx, flags: &mut ContactFlags, tags: &mut TagSet) {
        if self.may_note(p) {
            self.core_visit(p, &mut |tx, ty| self.note_tile(tx, ty, flags, tags));
        }
    }

    /// Notes tile `(tx, ty)`, which a stop's next pixel would have
    /// entered: the slope flag into `flags` for a slope tile, its tag
    /// into `tags`. True when no other tile can add anything: the slope
    /// flag is set and the tile set has no tags (the visit may stop).
    #[inline(always)]
    fn note_tile(&self, tx: i32, ty: i32, flags: &mut ContactFlags, tags: &mut TagSet) -> bool {
        if self.class_at(tx, ty).is_profile() {
            flags.insert(ContactFlags::SLOPE);
        }
        if let Some(t) = self.tag_at(tx, ty) {
            tags.insert(t);
        }
        flags.contains(ContactFlags::SLOPE) && !self.set.has_tags()
    }

    /// The report: the tags (and slope flags) of every tile the next pixel
    /// would have entered where a wall, floor or ceiling stopped the body,
    /// the moving solid that stopped it, edge and out-of-map flags from
    /// the path of both phases, and the tags of the tiles and moving solids
    /// it overlapped, stood on or was stopped by.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn report(
        &self,
        mv: &Mover,
        body: &Body,
        h: &Horizontal,
        v: &Vertical,
        s: &Settled,
        c: &mut Contacts,
        solids: &[Solid],
    ) {
        let g = mv.g;
        let (fin, row) = (s.fin, s.row);
        let (px, py) = (fin.px, fin.py);
        let (hprobe, vstop) = (h.probe, v.stop);
        let (hrect, vrect) = (h.swept, v.swept);
        // What stopped it: every tile the next pixel would have entered.
        let mut stop_tags = TagSet::default();
        if let Some(p) = hprobe {
            self.note_probe(p, &mut c.flags, &mut stop_tags);
            c.wall_solid = mv.rect_hit(&p);
        }
        let mut note = |tx: i32, ty: i32| self.note_tile(tx, ty, &mut c.flags, &mut stop_tags);
        let vprobe = (vstop != 0).then(|| fin.at(px, py + vstop));
        if let Some(p) = vprobe.filter(|&p| self.may_note(p)) {
            self.core_visit(p, &mut note);
            if vstop == g {
                // The row beyond the box lies in the probe box `p`.
                self.row_visit(row, fin.left(), fin.right() - 1, &mut note);
            }
        }
        c.ground = body.ground;

        c.flags.insert(self.path_flags(hrect.union(&vrect), fin));

        // Tags: tiles overlapped along both phases, what stopped it, what it stands on.
        if self.set.has_tags() {
            let mut tags = TagSet::default();
            self.collect_tags(&hrect, &mut tags);
            self.collect_tags(&vrect, &mut tags);
            if body.standing {
                self.collect_stood_on_tags(fin, row, &mut tags);
            }
            c.tags = TagSet(tags.0 | stop_tags.0);
        }
        // Tags of moving solids stood on or stopped by.
        if !solids.is_empty() {
            let mut tags = c.tags;
            let probes = [hprobe, vprobe, c.on_solid.map(|_| fin.at(px, py + g))];
            // Active solids only, as everywhere else in the step.
            for (i, s) in solids.iter().enumerate().filter(|(_, s)| s.active) {
                let Some(tag) = s.tag else { continue };
                // Its box as a full solid, whatever its kind.
                let r = crate::body::Rect {
                    kind: crate::body::SolidKind::Solid,
                    ..crate::body::Rect::of(s)
                };
                if Some(i) == c.on_solid || probes.iter().flatten().any(|p| r.hits_core(p)) {
                    tags.insert(tag);
                }
            }
            c.tags = tags;
        }
    }

    /// The flags of a step's path, where the box covered `path` (both
    /// phases, `fin` among them) and ended as `fin`: every map edge the
    /// path reached, and `out` when `fin` lies wholly outside the map.
    #[inline(always)]
    pub(crate) fn path_flags(&self, path: PxRect, fin: BoxPx) -> ContactFlags {
        let bounds = self.bounds();
        debug_assert!(
            path.left.0 <= fin.left()
                && path.right.0 >= fin.right()
                && path.top.0 <= fin.top()
                && path.bottom.0 >= fin.py
        );
        // Most paths keep clear of the map's edges, and so does `fin`.
        if path.left.0 > 0
            && path.top.0 > 0
            && path.right.0 < bounds.right.0
            && path.bottom.0 < bounds.bottom.0
        {
            return ContactFlags::default();
        }
        let mut flags = ContactFlags::default();
        if path.left.0 <= 0 {
            flags.insert(ContactFlags::EDGE_LEFT);
        }
        if path.right.0 >= bounds.right.0 {
            flags.insert(ContactFlags::EDGE_RIGHT);
        }
        if path.top.0 <= 0 {
            flags.insert(ContactFlags::EDGE_TOP);
        }
        if path.bottom.0 >= bounds.bottom.0 {
            flags.insert(ContactFlags::EDGE_BOTTOM);
        }
        if fin.right() <= 0
            || fin.left() >= bounds.right.0
            || fin.py <= 0
            || fin.top() >= bounds.bottom.0
        {
            flags.insert(ContactFlags::OUT);
        }
        flags
    }
}
