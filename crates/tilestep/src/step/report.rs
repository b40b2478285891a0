//! The step's report: what stopped it, the edges its path reached, and the
//! tags of what it overlapped, stood on and was stopped by.

use super::horizontal::Horizontal;
use super::settle::Settled;
use super::vertical::Vertical;
use crate::body::{Body, Contacts, Solid, TagSet};
use crate::map::TileMap;
use crate::rules::Rules;

impl TileMap {
    /// The report: the tags (and slope flags) of every tile the next pixel
    /// would have entered where a wall, floor or ceiling stopped the body,
    /// the moving solid that stopped it, edge and out-of-map flags from
    /// the path of both phases, and the tags of the tiles and moving solids
    /// it overlapped, stood on or was stopped by.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn report(
        &self,
        rules: &Rules,
        body: &Body,
        h: &Horizontal,
        v: &Vertical,
        s: &Settled,
        c: &mut Contacts,
        solids: &[Solid],
    ) {
        let g = rules.g;
        let (fin, row) = (s.fin, s.row);
        let (px, py) = (fin.px, fin.py);
        let (hprobe, vstop) = (h.probe, v.stop);
        let (hrect, vrect) = (h.swept, v.swept);
        // What stopped it: every tile the next pixel would have entered.
        let mut stop_tags = TagSet::default();
        if let Some(p) = hprobe {
            self.note_stop(p, None, &mut c.flags, &mut stop_tags);
            c.set_wall_solid(rules.rect_hit(&p));
        }
        let vprobe = (vstop != 0).then(|| fin.at(px, py + vstop));
        if let Some(p) = vprobe {
            // The row beyond the box (a stop along gravity) lies in `p`.
            let beyond = (vstop == g).then_some(row);
            self.note_stop(p, beyond, &mut c.flags, &mut stop_tags);
        }
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
            let on_solid = c.on_solid();
            let probes = [hprobe, vprobe, on_solid.map(|_| fin.at(px, py + g))];
            // Active solids only, as everywhere else in the step.
            for (i, s) in solids.iter().enumerate().filter(|(_, s)| s.active) {
                let Some(tag) = s.tag else { continue };
                // Its box as a full solid, whatever its kind.
                let r = crate::rules::Rect {
                    kind: crate::body::SolidKind::Solid,
                    ..crate::rules::Rect::of(s)
                };
                if Some(i) == on_solid || probes.iter().flatten().any(|p| r.hits_core(p)) {
                    tags.insert(tag);
                }
            }
            c.tags = tags;
        }
    }
}
