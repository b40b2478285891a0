//! What a step reports beyond where the body went (`docs/contract.md`,
//! "Contacts"): the edges its path reached and whether it left the map,
//! the tags of the tiles it overlapped and stood on, and the slope flag and
//! tags of what stopped it.
//!
//! Relied on by `flight.rs`, `landing.rs` and `walk_step.rs` (the edges,
//! tags, wall and floor notes they report).

use crate::body::{BoxPx, ContactFlags, TagSet};
use crate::map::TileMap;
use crate::units::PxRect;

impl TileMap {
    /// Adds the tags of every tile overlapping `r`.
    pub(crate) fn collect_tags(&self, r: &PxRect, tags: &mut TagSet) {
        if r.is_empty() {
            return;
        }
        let (tx0, tx1) = self.tiles_within(r.left.0, r.right.0 - 1, self.width());
        let (ty0, ty1) = self.tiles_within(r.top.0, r.bottom.0 - 1, self.height());
        for ty in ty0..=ty1 {
            for tx in tx0..=tx1 {
                if let Some(t) = self.tag_at(tx, ty) {
                    tags.insert(t);
                }
            }
        }
    }
    /// Adds the tags of the tiles under box `fin` in `row`, the row just
    /// beyond it along gravity: what a standing body stands on.
    #[inline]
    pub(crate) fn collect_stood_on_tags(&self, fin: BoxPx, row: i32, tags: &mut TagSet) {
        self.collect_tags(&PxRect::new(fin.left(), row, fin.right(), row + 1), tags);
    }
    /// Notes what a stop's next pixel would have entered: the tiles of
    /// the probe box `p` (one pixel on from the box that stopped) and,
    /// for a stop along gravity, those of `row` (the row just beyond the
    /// box that stopped, one of `p`'s rows) across `p`'s columns: the
    /// slope flag into `flags`, their tags into `tags`.
    #[inline(always)]
    pub(crate) fn note_stop(
        &self,
        p: BoxPx,
        row: Option<i32>,
        flags: &mut ContactFlags,
        tags: &mut TagSet,
    ) {
        if self.set.has_tags() {
            self.note_stop_tiles(p, row, flags, tags);
        } else if self.slope_met(p, row) {
            // Without tags, only a slope tile adds anything.
            flags.insert(ContactFlags::SLOPE);
        }
    }
    /// [`TileMap::note_stop`] on a map with tags: every tile visited (any
    /// of them may add a tag, so none stops the visit).
    #[inline(never)]
    fn note_stop_tiles(
        &self,
        p: BoxPx,
        row: Option<i32>,
        flags: &mut ContactFlags,
        tags: &mut TagSet,
    ) {
        let mut note = |tx: i32, ty: i32| {
            self.note_tile(tx, ty, flags, tags);
            false
        };
        self.core_visit(p, &mut note);
        if let Some(row) = row {
            self.row_visit(row, p.left(), p.right() - 1, &mut note);
        }
    }
    /// True when a slope tile (a floor or ceiling profile) has a solid
    /// pixel inside the core of probe box `p`, or in `row` (one of `p`'s
    /// rows) across `p`'s columns: what [`TileMap::note_stop`]'s visits
    /// would find among them, the slope tiles under `p`'s box read from
    /// the tile bits in one pass and only they tested pixel by pixel.
    #[inline(never)]
    pub(crate) fn slope_met(&self, p: BoxPx, row: Option<i32>) -> bool {
        let (x0, x1) = (p.left(), p.right() - 1);
        debug_assert!(row.map_or(true, |row| p.top() <= row && row < p.py));
        self.any_profile_tile(x0, p.top(), x1, p.py - 1, |tx, ty| {
            self.profile_tile_meets_core(p, tx, ty)
                || row.is_some_and(|row| {
                    self.tile_of(row) == ty && self.profile_meets_row(tx, ty, row, x0, x1)
                })
        })
    }
    /// Notes tile `(tx, ty)`, which a stop's next pixel would have
    /// entered: the slope flag into `flags` for a slope tile, its tag
    /// into `tags`.
    #[inline(always)]
    fn note_tile(&self, tx: i32, ty: i32, flags: &mut ContactFlags, tags: &mut TagSet) {
        if self.class_at(tx, ty).is_profile() {
            flags.insert(ContactFlags::SLOPE);
        }
        if let Some(t) = self.tag_at(tx, ty) {
            tags.insert(t);
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
