//! A tile layer's cells into the map: each tile with collision data as its
//! tile; in a chosen layer, the tiles without any collide as `solid`, with
//! one warning naming them (the same default as LDtk's values).

use super::resolve::{Cell, Res, Resolver};
use super::types::{TLayer, GID_MASK};
use crate::error::MapLoadError;
use crate::shape::Coll;
use crate::LoadWarning;
use tilestep::{TileId, TileKind};

/// Tiles named in a default-solid warning before the rest are counted.
const LISTED_TILES: usize = 4;

/// Tiles of a chosen layer that had no collision data.
#[derive(Default)]
struct Defaulted {
    /// Each tile (gid without flips), its first cell and its class.
    tiles: Vec<(u32, (i32, i32), String)>,
    cells: usize,
}

/// Reads `gids` of `layer` into `cells`: every cell whose tile has
/// collision data; with `chosen`, also every other non-empty cell, as
/// `solid`.
pub(super) fn tile_layer(
    r: &mut Resolver,
    layer: &TLayer,
    gids: &[u32],
    chosen: bool,
    cells: &mut [TileId],
) -> Result<(), MapLoadError> {
    if gids.len() != cells.len() {
        return Err(MapLoadError::Data {
            at: layer.at.what(format!("layer {:?}", layer.name)),
            msg: format!("{} tiles, the map has {}", gids.len(), cells.len()),
        });
    }
    let w = r.m.width as usize;
    let mut defaulted = Defaulted::default();
    for (i, &raw) in gids.iter().enumerate() {
        if raw == 0 {
            continue;
        }
        let (x, y) = ((i % w) as i32, (i / w) as i32);
        match r.resolve(raw, Cell { layer, xy: (x, y) })? {
            Res::Def(id) => cells[i] = id,
            Res::Unknown => cells[i] = TileId(0),
            Res::NoCollide if chosen => cells[i] = TileId(0),
            Res::None if chosen => {
                cells[i] = solid(r, layer)?;
                defaulted.add(r, raw & GID_MASK, (x, y));
            }
            Res::None | Res::NoCollide => {}
        }
    }
    if let Some(warning) = defaulted.warning(r, layer) {
        r.warnings.push(warning);
    }
    Ok(())
}

/// The untagged `solid` tile.
fn solid(r: &mut Resolver, layer: &TLayer) -> Result<TileId, MapLoadError> {
    r.b.id(&Coll::named(TileKind::Solid), None)
        .map_err(|err| MapLoadError::Map {
            at: layer.at.clone(),
            err,
        })
}

impl Defaulted {
    fn add(&mut self, r: &Resolver, gid: u32, cell: (i32, i32)) {
        self.cells += 1;
        if self.tiles.iter().any(|t| t.0 == gid) {
            return;
        }
        let class =
            r.m.tile(gid)
                .and_then(|(_, _, t)| t)
                .map_or(String::new(), |t| t.class.clone());
        self.tiles.push((gid, cell, class));
    }

    /// One warning for the layer: the tiles (the first few named), how
    /// many cells, and a class the kinds table could name.
    fn warning(&self, r: &Resolver, layer: &TLayer) -> Option<LoadWarning> {
        let first = self.tiles.first()?;
        let tiles = self
            .tiles
            .iter()
            .take(LISTED_TILES)
            .map(|(gid, _, _)| match r.m.tile(*gid) {
                Some((ts, local, _)) => format!("tile {local} of tileset {:?}", ts.name),
                None => format!("tile id {gid}"),
            })
            .collect();
        Some(LoadWarning::Tiles {
            at: layer.at.clone(),
            layer: layer.name.clone(),
            tiles,
            more: self.tiles.len().saturating_sub(LISTED_TILES),
            cells: self.cells,
            class: self
                .tiles
                .iter()
                .find(|t| !t.2.is_empty())
                .map(|t| t.2.clone()),
            cell: first.1,
        })
    }
}
