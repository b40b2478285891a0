//! The journal of a [`CollisionMap`](crate::CollisionMap)'s tile edits:
//! what rollback undoes instead of copying the map every frame.
//!
//! Each [`CollisionMap::set_tile`](crate::CollisionMap::set_tile) changes
//! a running digest of the map's content (Zobrist: the XOR of a key per
//! tile and id changed), so peers compare maps in O(1). While recording
//! (turned on by the first [`EditJournal::mark`], which rollback takes
//! every saved frame) it also notes the tile's id before the edit: a saved
//! frame keeps only a mark (how many edits had been made), and loading it
//! undoes the edits made since, newest first. Edits older than every frame
//! that can still be loaded are forgotten.
//!
//! Replacing the map, or editing it through `map_mut`, starts a new
//! generation: marks from an older one can't be undone to.

// Only the rollback feature reads the journal back.
#![cfg_attr(not(feature = "ggrs"), allow(dead_code))]

use crate::mix::mix;
use std::collections::VecDeque;
use tilestep::{TileId, TileMap, TileXY};

/// One edit, as much as undoing it needs: where, and the id it replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct UndoEdit {
    at: TileXY,
    before: TileId,
}

/// A point in the journal: the edits made so far in a generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct EditMark {
    generation: u32,
    count: u64,
}

/// The map's edits: a digest of their effect, and, while recording, the
/// ids they replaced (since the oldest mark still wanted).
#[derive(Clone, Debug, Default)]
pub(crate) struct EditJournal {
    recording: bool,
    generation: u32,
    /// Edits made in this generation (the journal's end).
    count: u64,
    /// The edits still undoable, oldest first; the last is edit `count`.
    undo: VecDeque<UndoEdit>,
    digest: u64,
}

impl EditJournal {
    /// Notes that the tile at `at` changed from `before` to `after`.
    pub(crate) fn record(&mut self, at: TileXY, before: TileId, after: TileId) {
        self.digest ^= tile_key(at, before) ^ tile_key(at, after);
        if self.recording {
            self.count += 1;
            self.undo.push_back(UndoEdit { at, before });
        }
    }

    /// The map changed in ways not journaled (replaced, or edited through
    /// `map_mut`): a new generation, its digest relative to the map now.
    pub(crate) fn restart(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        self.count = 0;
        self.undo.clear();
        self.digest = 0;
    }

    /// The journal's end, recording from now on.
    pub(crate) fn mark(&mut self) -> EditMark {
        self.recording = true;
        EditMark {
            generation: self.generation,
            count: self.count,
        }
    }

    /// The content digest: equal maps (the same start, the same edits in
    /// any order) have equal digests.
    pub(crate) fn digest(&self) -> u64 {
        self.digest
    }

    /// This generation.
    pub(crate) fn generation(&self) -> u32 {
        self.generation
    }

    /// Whether `mark` is behind the journal's end.
    pub(crate) fn is_behind(&self, mark: EditMark) -> bool {
        mark.generation != self.generation || mark.count < self.count
    }

    /// Undoes on `map` every edit made after `mark`, newest first. `false`
    /// (and nothing undone) when it can't: `mark` is from another
    /// generation or its edits were forgotten.
    pub(crate) fn undo_to(&mut self, mark: EditMark, map: &mut TileMap) -> bool {
        let back = self.count.saturating_sub(mark.count);
        if mark.generation != self.generation || back > self.undo.len() as u64 {
            return false;
        }
        for _ in 0..back {
            let Some(e) = self.undo.pop_back() else {
                break;
            };
            if let Some(now) = map.get(e.at) {
                map.set(e.at, e.before);
                self.digest ^= tile_key(e.at, now) ^ tile_key(e.at, e.before);
            }
        }
        self.count = mark.count;
        true
    }

    /// Forgets the edits made before `mark` (no frame before it will be
    /// loaded again).
    pub(crate) fn forget_before(&mut self, mark: EditMark) {
        if mark.generation != self.generation {
            return;
        }
        let kept = self.count.saturating_sub(mark.count);
        while self.undo.len() as u64 > kept {
            self.undo.pop_front();
        }
    }

    /// Edits still undoable (memory: this times `size_of::<UndoEdit>()`).
    pub(crate) fn undoable(&self) -> usize {
        self.undo.len()
    }
}

/// The Zobrist key of tile `at` holding `id`: 64 well-mixed bits.
fn tile_key(at: TileXY, id: TileId) -> u64 {
    let xy = (u64::from(at.x as u32) << 32) | u64::from(at.y as u32);
    mix(mix(xy) ^ u64::from(id.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edit(j: &mut EditJournal, map: &mut TileMap, x: i32, id: u16) {
        let at = TileXY::new(x, 0);
        let before = map.get(at).unwrap();
        assert!(map.set(at, TileId(id)));
        j.record(at, before, TileId(id));
    }

    fn ids(map: &TileMap) -> Vec<u16> {
        (0..map.width())
            .map(|x| map.get(TileXY::new(x, 0)).unwrap().0)
            .collect()
    }

    #[test]
    fn undo_restores_the_tiles_and_the_digest() {
        let mut map = TileMap::from_ascii("#..#\n", 16).unwrap();
        let (solid, empty) = (map.get(TileXY::new(0, 0)).unwrap().0, 0);
        let start = ids(&map);
        let mut j = EditJournal::default();
        let m0 = j.mark();
        edit(&mut j, &mut map, 0, empty);
        let m1 = j.mark();
        let after_one = (ids(&map), j.digest());
        edit(&mut j, &mut map, 1, solid);
        edit(&mut j, &mut map, 0, solid);
        assert!(j.is_behind(m1));
        assert!(j.undo_to(m1, &mut map));
        assert_eq!((ids(&map), j.digest()), after_one);
        assert!(j.undo_to(m0, &mut map));
        assert_eq!((ids(&map), j.digest()), (start, 0));
        assert!(!j.is_behind(m0));
    }

    #[test]
    fn the_digest_is_the_content_whatever_the_order() {
        let map = TileMap::from_ascii("....\n", 16).unwrap();
        let (mut a, mut b) = (map.clone(), map);
        let (mut ja, mut jb) = (EditJournal::default(), EditJournal::default());
        edit(&mut ja, &mut a, 1, 1);
        edit(&mut ja, &mut a, 2, 1);
        edit(&mut jb, &mut b, 2, 1);
        edit(&mut jb, &mut b, 1, 1);
        assert_eq!(ja.digest(), jb.digest());
        edit(&mut jb, &mut b, 1, 0);
        assert_ne!(ja.digest(), jb.digest());
    }

    #[test]
    fn forgotten_edits_and_old_generations_are_not_undone() {
        let mut map = TileMap::from_ascii("....\n", 16).unwrap();
        let mut j = EditJournal::default();
        let m0 = j.mark();
        edit(&mut j, &mut map, 0, 1);
        let m1 = j.mark();
        edit(&mut j, &mut map, 1, 1);
        j.forget_before(m1);
        assert_eq!(j.undoable(), 1);
        assert!(!j.undo_to(m0, &mut map), "edit 1 was forgotten");
        assert!(j.undo_to(m1, &mut map));
        assert_eq!(ids(&map), [1, 0, 0, 0]);
        j.restart();
        assert!(!j.undo_to(m1, &mut map), "another generation");
        assert!(j.is_behind(m1));
    }

    #[test]
    fn nothing_is_kept_before_the_first_mark() {
        let mut map = TileMap::from_ascii("....\n", 16).unwrap();
        let mut j = EditJournal::default();
        edit(&mut j, &mut map, 0, 1);
        assert_eq!(j.undoable(), 0);
        assert_ne!(j.digest(), 0);
    }
}
