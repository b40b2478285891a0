//! The collision map resource.

use crate::tile_edits::EditJournal;
#[cfg(feature = "ggrs")]
use crate::tile_edits::EditMark;
use bevy::prelude::Resource;
use tilestep::{Behaviours, TileId, TileMap, TileXY};

/// The level the bodies collide with: a [`tilestep::TileMap`] (pixels y
/// down, tile (0, 0) top-left) and the behaviours of its tags (springs,
/// ice, conveyors, ladders) for controlled bodies. Build it in code
/// (`TileMap::from_ascii`, `TileMap::new`) or from a map file; edit it
/// through [`CollisionMap::set_tile`] or [`CollisionMap::map_mut`] and the
/// next fixed step sees the change. Under rollback (feature `ggrs`) only
/// `set_tile` edits are undone.
#[derive(Resource, Clone, Debug)]
pub struct CollisionMap {
    map: TileMap,
    /// What the map's tags do to controlled bodies.
    pub behaviours: Behaviours,
    /// Views of the map through collision masks (`TileMap::masked`),
    /// rebuilt after an edit.
    views: Vec<(u8, TileMap)>,
    /// The `set_tile` edits, for rollback.
    edits: EditJournal,
}

impl CollisionMap {
    /// The map `map`, no behaviours.
    pub fn new(map: TileMap) -> CollisionMap {
        CollisionMap {
            map,
            behaviours: Behaviours::default(),
            views: Vec::new(),
            edits: EditJournal::default(),
        }
    }

    /// This map with `behaviours`.
    pub fn with_behaviours(mut self, behaviours: Behaviours) -> CollisionMap {
        self.behaviours = behaviours;
        self
    }

    /// The map.
    pub fn map(&self) -> &TileMap {
        &self.map
    }

    /// The map, to edit (the masked views are rebuilt on the next step).
    /// Rollback can't undo these edits (use [`CollisionMap::set_tile`]).
    pub fn map_mut(&mut self) -> &mut TileMap {
        self.views.clear();
        self.edits.restart();
        &mut self.map
    }

    /// Replaces the whole map (a level change, a hot reload).
    pub fn replace(&mut self, map: TileMap) {
        self.views.clear();
        self.edits.restart();
        self.map = map;
    }

    /// Sets the tile at `at` (tile coordinates, y down) to `id` with
    /// `TileMap::set`: destructible terrain, a door opening. Returns false
    /// (and changes nothing) outside the map or for an id not in its tile set.
    /// Under rollback, an edit made in a frame that is rolled back is undone.
    pub fn set_tile(&mut self, at: TileXY, id: TileId) -> bool {
        let Some(before) = self.map.get(at) else {
            return false;
        };
        let ok = self.map.set(at, id);
        if ok {
            self.views.clear();
            self.edits.record(at, before, id);
        }
        ok
    }

    /// The journal of `set_tile` edits.
    #[cfg(feature = "ggrs")]
    pub(crate) fn edits(&self) -> &EditJournal {
        &self.edits
    }

    /// The journal of `set_tile` edits, to take a mark or forget old edits.
    #[cfg(feature = "ggrs")]
    pub(crate) fn edits_mut(&mut self) -> &mut EditJournal {
        &mut self.edits
    }

    /// Undoes the `set_tile` edits made after `mark` (see
    /// [`EditJournal::undo_to`]).
    #[cfg(feature = "ggrs")]
    pub(crate) fn undo_edits_to(&mut self, mark: EditMark) -> bool {
        self.views.clear();
        self.edits.undo_to(mark, &mut self.map)
    }

    /// Whether bodies with `mask` need a view built first.
    pub(crate) fn needs_view(&self, mask: u8) -> bool {
        mask != 0xff && !self.views.iter().any(|v| v.0 == mask)
    }

    /// Builds the view for `mask` if it is missing.
    pub(crate) fn prepare_view(&mut self, mask: u8) {
        if self.needs_view(mask) {
            let v = self.map.masked(mask);
            self.views.push((mask, v));
        }
    }

    /// The map as bodies with `mask` see it (prepared with `prepare_view`;
    /// the whole map otherwise).
    pub(crate) fn view(&self, mask: u8) -> &TileMap {
        self.views
            .iter()
            .find(|v| v.0 == mask)
            .map_or(&self.map, |v| &v.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Edges, Legend, PxPoint, TileDef, TileKind};

    #[test]
    fn set_tile_reaches_the_map_and_its_views() {
        let mut legend = Legend::default();
        legend.insert('X', TileDef::new(TileKind::Solid).with_layers(0b10));
        let map = TileMap::from_ascii_with("#X\n..\n", 16, &legend, Edges::default()).unwrap();
        let mut m = CollisionMap::new(map);
        m.prepare_view(0b01);
        assert!(m.view(0b01).is_solid(PxPoint::new(4, 4)));
        assert!(!m.view(0b01).is_solid(PxPoint::new(20, 4)));
        let empty = m.map().get(TileXY::new(0, 1)).unwrap();
        assert!(m.set_tile(TileXY::new(0, 0), empty));
        m.prepare_view(0b01);
        assert!(
            !m.view(0b01).is_solid(PxPoint::new(4, 4)),
            "the view sees the edit"
        );
        assert!(!m.map().is_solid(PxPoint::new(4, 4)));
        assert!(!m.set_tile(TileXY::new(5, 0), empty), "outside the map");
    }
}
