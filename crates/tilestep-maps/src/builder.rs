//! The tile set a loader builds as it meets each cell's collision, and the
//! columns of [`KindSpec`](crate::KindSpec) entries whose top cell has
//! another kind: each cell of such an entry is written with the entry's
//! own tile (`rest`), and [`TileBuilder::finish`] turns each column's top
//! cell into the `top` tile once every layer is written.

use crate::shape::Coll;
use std::collections::HashMap;
use tilestep::{Edges, MapError, TileId, TileKind, TileMap, TileSet, TileSize};

/// A column entry's tiles: `rest` marks its cells (a tile of its own, so
/// no other cell shares it), `top` replaces each column's top cell.
#[derive(Debug)]
struct Column {
    rest: TileId,
    top: TileId,
}

/// Builds a tile set from collision definitions: untagged named kinds keep
/// the standard ids (as in ASCII maps); others are added once each.
#[derive(Debug)]
pub(crate) struct TileBuilder {
    set: TileSet,
    ids: HashMap<(Coll, Option<u8>), TileId>,
    columns: HashMap<ColumnKey, Column>,
}

/// A column by its top and rest collision and tags.
type ColumnKey = ((Coll, Option<u8>), (Coll, Option<u8>));

impl TileBuilder {
    pub(crate) fn new(size: TileSize) -> TileBuilder {
        TileBuilder {
            set: TileSet::standard(size),
            ids: HashMap::new(),
            columns: HashMap::new(),
        }
    }

    pub(crate) fn id(&mut self, c: &Coll, tag: Option<u8>) -> Result<TileId, MapError> {
        if tag.is_none() && !matches!(c.kind, TileKind::Floor | TileKind::Ceiling) {
            if let Some(id) = self.set.id_of(c.kind) {
                return Ok(id);
            }
        }
        let key = (c.clone(), tag);
        if let Some(id) = self.ids.get(&key) {
            return Ok(*id);
        }
        let id = self.set.add(c.def(tag))?;
        self.ids.insert(key, id);
        Ok(id)
    }

    /// The tile marking cells of a column whose top cell is `top` and whose
    /// other cells are `rest` (each with its tag); [`TileBuilder::finish`]
    /// gives each column's top cell the `top` tile.
    pub(crate) fn column(
        &mut self,
        top: (&Coll, Option<u8>),
        rest: (&Coll, Option<u8>),
    ) -> Result<TileId, MapError> {
        let key = ((top.0.clone(), top.1), (rest.0.clone(), rest.1));
        if let Some(c) = self.columns.get(&key) {
            return Ok(c.rest);
        }
        let top = self.id(top.0, top.1)?;
        let rest = self.set.add(rest.0.def(rest.1))?;
        self.columns.insert(key, Column { rest, top });
        Ok(rest)
    }

    /// The map of `w x h` cells, each column's top cell of a column entry
    /// given its `top` tile: a cell whose tile marks a column and whose
    /// cell above holds another tile (or that is in the top row).
    pub(crate) fn finish(
        self,
        w: u32,
        h: u32,
        edges: Edges,
        cells: &[TileId],
    ) -> Result<TileMap, MapError> {
        let mut cells = cells.to_vec();
        let tops: HashMap<TileId, TileId> =
            self.columns.values().map(|c| (c.rest, c.top)).collect();
        let w = w as usize;
        if !tops.is_empty() && w > 0 {
            // Bottom row first, so each cell looks at its cell above as
            // the layers left it.
            for i in (0..cells.len()).rev() {
                let Some(&top) = tops.get(&cells[i]) else {
                    continue;
                };
                if i < w || cells[i - w] != cells[i] {
                    cells[i] = top;
                }
            }
        }
        TileMap::from_cells(self.set, w as u32, h, edges, &cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::TileXY;

    #[test]
    fn each_columns_top_cell_takes_the_top_tile() {
        let mut b = TileBuilder::new(TileSize::new(16).unwrap());
        let (platform, empty) = (
            Coll::named(TileKind::Platform),
            Coll::named(TileKind::Empty),
        );
        let ladder = b.column((&platform, Some(4)), (&empty, Some(4))).unwrap();
        assert_eq!(
            b.column((&platform, Some(4)), (&empty, Some(4))),
            Ok(ladder)
        );
        assert_ne!(ladder, TileId(0), "the rest has a tile of its own");
        let solid = b.id(&Coll::named(TileKind::Solid), None).unwrap();
        let (l, s, e) = (ladder, solid, TileId(0));
        // Two ladders: one from the top row down, one under a solid tile.
        let cells = [l, s, e, l, l, e, e, l, s];
        let map = b.finish(3, 3, Edges::default(), &cells).unwrap();
        let at = |x, y| {
            let d = map.tileset().def(map.get(TileXY::new(x, y)).unwrap());
            (d.kind, d.tag)
        };
        assert_eq!(at(0, 0), (TileKind::Platform, Some(4)));
        assert_eq!(at(0, 1), (TileKind::Empty, Some(4)));
        assert_eq!(at(1, 1), (TileKind::Platform, Some(4)));
        assert_eq!(at(1, 2), (TileKind::Empty, Some(4)));
        assert_eq!(at(1, 0), (TileKind::Solid, None));
        assert_eq!(at(2, 0), (TileKind::Empty, None));
    }
}
