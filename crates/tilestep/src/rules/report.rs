//! What stopped a step, and what a standing body stands on, as reported
//! (`docs/contract.md`, "Contacts"): the slope flag and the tags of the
//! tiles a stop's next pixel would have entered, and the tags of the tiles
//! under a standing body. (The edges a path reached and the tags of the
//! tiles it overlapped are read from the map: `map/cells.rs`.)
//!
//! Relied on by the step's end (`end.rs`), which every way through a step
//! takes. Each takes the map alone, so that calling one out of line keeps
//! the step's rules in registers.

use crate::body::{BoxPx, ContactFlags, TagSet};
use crate::map::TileMap;
use crate::units::PxRect;

/// Adds the tags of the tiles of `map` under box `fin` in `row`, the row
/// just beyond it along gravity: what a standing body stands on.
#[inline]
pub(crate) fn collect_stood_on_tags(map: &TileMap, fin: BoxPx, row: i32, tags: &mut TagSet) {
    map.collect_tags(&PxRect::new(fin.left(), row, fin.right(), row + 1), tags);
}

/// Notes what a stop's next pixel would have entered on `map`: the tiles
/// of the probe box `p` (one pixel on from the box that stopped) and, for
/// a stop along gravity, those of `row` (the row just beyond the box that
/// stopped, one of `p`'s rows) across `p`'s columns: the slope flag into
/// `flags`, their tags into `tags`.
#[inline(always)]
pub(crate) fn note_stop(
    map: &TileMap,
    p: BoxPx,
    row: Option<i32>,
    flags: &mut ContactFlags,
    tags: &mut TagSet,
) {
    if map.set.has_tags() {
        note_stop_tiles(map, p, row, flags, tags);
    } else if map.slope_met(p, row) {
        // Without tags, only a slope tile adds anything.
        flags.insert(ContactFlags::SLOPE);
    }
}

/// [`note_stop`] on a map with tags: every tile visited (any of them may
/// add a tag, so none stops the visit).
#[inline(never)]
fn note_stop_tiles(
    map: &TileMap,
    p: BoxPx,
    row: Option<i32>,
    flags: &mut ContactFlags,
    tags: &mut TagSet,
) {
    let mut note = |tx: i32, ty: i32| {
        note_tile(map, tx, ty, flags, tags);
        false
    };
    map.core_visit(p, &mut note);
    if let Some(row) = row {
        map.row_visit(row, p.left(), p.right() - 1, &mut note);
    }
}

/// Notes tile `(tx, ty)` of `map`, which a stop's next pixel would have
/// entered: the slope flag into `flags` for a slope tile, its tag into
/// `tags`.
#[inline(always)]
fn note_tile(map: &TileMap, tx: i32, ty: i32, flags: &mut ContactFlags, tags: &mut TagSet) {
    if map.shape_at(tx, ty).is_profile() {
        flags.insert(ContactFlags::SLOPE);
    }
    if let Some(t) = map.tag_at(tx, ty) {
        tags.insert(t);
    }
}
