//! A tile layer's cells into the map: each tile with collision data as its
//! tile; in a chosen layer, the tiles without any collide as `solid`, with
//! one note naming them (the same default as LDtk's values).

use super::resolve::{Cell, Res, Resolver};
use super::types::{TLayer, GID_MASK};
use crate::error::MapLoadError;
use crate::shape::Coll;
use crate::{LoadNote, NoteKind};
use tilestep::{TileId, TileKind};

/// Tiles named in a default-solid note before the rest are counted.
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
    if let Some(note) = defaulted.note(r, layer) {
        r.notes.push(note);
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

    /// One note for the layer: the tiles (the first few named), how many
    /// cells, and how to name their kind.
    fn note(&self, r: &Resolver, layer: &TLayer) -> Option<LoadNote> {
        let first = self.tiles.first()?;
        let named: Vec<String> = self
            .tiles
            .iter()
            .take(LISTED_TILES)
            .map(|(gid, _, _)| match r.m.tile(*gid) {
                Some((ts, local, _)) => format!("tile {local} of tileset {:?}", ts.name),
                None => format!("tile id {gid}"),
            })
            .collect();
        let more = self.tiles.len().saturating_sub(LISTED_TILES);
        let rest = if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        };
        let hint = match self.tiles.iter().find(|t| !t.2.is_empty()) {
            Some((_, _, class)) => format!("; --kind {class}=KIND names a class's kind"),
            None => String::new(),
        };
        Some(LoadNote {
            kind: NoteKind::DefaultSolid,
            cell: Some(first.1),
            message: format!(
                "layer {:?}: {} cell{} hold tiles with no collision data ({}{rest}), so they collide as solid{hint}",
                layer.name,
                self.cells,
                if self.cells == 1 { "" } else { "s" },
                named.join(", ")
            ),
        })
    }
}
