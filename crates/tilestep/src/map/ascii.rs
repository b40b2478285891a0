//! ASCII maps: one character per tile, one line per row, top row first
//! (`docs/scenarios.md`). Default characters come from the contract
//! (`docs/contract.md`); a [`crate::Legend`] adds or overrides
//! characters, with tags.

use crate::error::MapError;
use crate::tiles::{Legend, TileKind};
use crate::tiles::{TileId, TileSet, TileSize};
use alloc::vec::Vec;

/// Splits map text into rows: `\r\n` or `\n` line ends; one trailing line end
/// is not a row. Returns (1-based line number, chars).
fn rows(text: &str) -> Vec<(usize, Vec<char>)> {
    let body = text.strip_suffix('\n').unwrap_or(text);
    let body = body.strip_suffix('\r').unwrap_or(body);
    if body.is_empty() {
        return Vec::new();
    }
    body.split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l).chars().collect()))
        .collect()
}

/// The tiles of an ASCII map: its tile set (the standard one with the
/// legend's entries added), its size in tiles and its cells, row by row.
pub(crate) struct AsciiCells {
    pub set: TileSet,
    pub width: u32,
    pub height: u32,
    pub cells: Vec<TileId>,
}

/// Reads the ASCII map `text` of `tile_size` px tiles with `legend`'s
/// characters over the default ones (`TileMap::from_ascii_with`). Errors
/// name the 1-based line (and column) inside `text`.
pub(crate) fn ascii_cells(
    text: &str,
    tile_size: u32,
    legend: &Legend,
) -> Result<AsciiCells, MapError> {
    let size = TileSize::new(tile_size)?;
    let rows = rows(text);
    let Some(first) = rows.first() else {
        return Err(MapError::EmptyMap);
    };
    let width = first.1.len();
    if width == 0 {
        return Err(MapError::RaggedRow {
            line: 1,
            len: 0,
            expected: 0,
        });
    }
    for (line, r) in &rows {
        if r.len() != width {
            return Err(MapError::RaggedRow {
                line: *line,
                len: r.len(),
                expected: width,
            });
        }
    }
    let mut set = TileSet::standard(size);
    // Legend entries that aren't plain untagged named kinds get their own ids.
    let mut ids: Vec<(char, TileId)> = Vec::new();
    for (ch, def) in legend.entries() {
        let id = match (def.tag, def.kind) {
            (None, k) if def.layers == 1 && !matches!(k, TileKind::Floor | TileKind::Ceiling) => {
                set.id_of(k).expect("standard set has every named kind")
            }
            _ => set.add(def.clone())?,
        };
        ids.push((*ch, id));
    }
    let mut cells = Vec::with_capacity(width * rows.len());
    for (line, r) in &rows {
        for (col, ch) in r.iter().enumerate() {
            let id = match ids.iter().find(|e| e.0 == *ch) {
                Some(e) => e.1,
                None => match TileKind::from_char(*ch) {
                    Some(k) => set.id_of(k).expect("named kind"),
                    None => {
                        return Err(MapError::UnknownChar {
                            line: *line,
                            column: col + 1,
                            ch: *ch,
                        })
                    }
                },
            };
            cells.push(id);
        }
    }
    Ok(AsciiCells {
        set,
        width: width as u32,
        height: rows.len() as u32,
        cells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::{Edges, TileMap};
    use crate::tiles::TileDef;
    use crate::units::TileXY;

    #[test]
    fn ragged_row_names_its_line() {
        let e = TileMap::from_ascii("....\n...\n....\n", 16).unwrap_err();
        assert_eq!(
            e,
            MapError::RaggedRow {
                line: 2,
                len: 3,
                expected: 4
            }
        );
    }

    #[test]
    fn unknown_char_names_line_and_column() {
        let e = TileMap::from_ascii("....\n..?.\n", 16).unwrap_err();
        assert_eq!(
            e,
            MapError::UnknownChar {
                line: 2,
                column: 3,
                ch: '?'
            }
        );
    }

    #[test]
    fn trailing_spaces_are_empty_and_crlf_is_accepted() {
        let m = TileMap::from_ascii("#  \r\n###\r\n", 16).unwrap();
        assert_eq!(m.get(TileXY::new(2, 0)), m.tileset().id_of(TileKind::Empty));
        assert_eq!(m.height(), 2);
    }

    #[test]
    fn legend_tags_make_new_ids() {
        let mut l = Legend::default();
        l.insert('S', TileDef::new(TileKind::Solid).with_tag(1));
        let m = TileMap::from_ascii_with("S#\n", 16, &l, Edges::default()).unwrap();
        let s = m.get(TileXY::new(0, 0)).unwrap();
        assert_eq!(m.tileset().def(s).tag, Some(1));
        assert_ne!(Some(s), m.get(TileXY::new(1, 0)));
    }
}
