//! Turning a Tiled map's cells into tile definitions: each raw gid (with
//! its flip bits) resolved once through its tileset's properties and
//! collision shapes, the notes of what was guessed or ignored kept.

use super::types::{PVal, TLayer, TMap, FLIP_D, FLIP_H, FLIP_V, GID_MASK};
use crate::error::MapLoadError;
use crate::shape::{flip, rasterise, Coll};
use crate::{LoadNote, LoadOptions, NoteKind, TileBuilder};
use std::collections::HashMap;
use tilestep::TileKind;

/// What a tile means for collision.
#[derive(Clone, Debug)]
pub(super) enum Res {
    /// No collision data.
    None,
    /// A tile definition.
    Def(tilestep::TileId),
    /// Collision data naming no kind (lenient mode): empty, noted.
    Unknown,
}

pub(super) struct Resolver<'a> {
    pub(super) m: &'a TMap,
    pub(super) opts: &'a LoadOptions,
    pub(super) b: TileBuilder,
    pub(super) cache: HashMap<u32, Res>,
    pub(super) notes: Vec<LoadNote>,
    /// Tiles already noted for unknown properties.
    pub(super) noted: Vec<u32>,
}

impl Resolver<'_> {
    /// Resolves a raw gid (with flip bits) at cell `(x, y)` of `layer`.
    pub(super) fn resolve(
        &mut self,
        raw: u32,
        layer: &TLayer,
        x: i32,
        y: i32,
    ) -> Result<Res, MapLoadError> {
        if let Some(r) = self.cache.get(&raw) {
            return Ok(r.clone());
        }
        let gid = raw & GID_MASK;
        let cell_at = || {
            layer
                .at
                .what(format!("layer {:?}, tile ({x}, {y})", layer.name))
        };
        let m = self.m;
        let Some((ts, local, tile)) = m.tile(gid) else {
            return Err(MapLoadError::Invalid {
                at: cell_at(),
                msg: format!("tile id {gid} belongs to no tileset"),
            });
        };
        let Some(tile) = tile else {
            self.cache.insert(raw, Res::None);
            return Ok(Res::None);
        };
        let name = format!("tile {local} of tileset {:?}", ts.name);
        let at = tile.at.what(name.clone());
        let t = self.m.t as i32;
        let mut kind_prop = None;
        let mut tag = None;
        for p in &tile.props {
            match p.name.as_str() {
                "collision" => match &p.value {
                    PVal::Str(s) => kind_prop = Some(s.clone()),
                    v => {
                        return Err(MapLoadError::Property {
                            at,
                            property: "collision".into(),
                            msg: format!(
                                "must be a string naming a tile kind, found a {} property",
                                v.type_name()
                            ),
                        })
                    }
                },
                "tag" => match &p.value {
                    PVal::Int(n) if (0..=tilestep::MAX_TAG as i64).contains(n) => {
                        tag = Some(*n as u8)
                    }
                    PVal::Int(n) => {
                        return Err(MapLoadError::Property {
                            at,
                            property: "tag".into(),
                            msg: format!("{n} is out of range 0..=63"),
                        })
                    }
                    v => {
                        return Err(MapLoadError::Property {
                            at,
                            property: "tag".into(),
                            msg: format!(
                                "must be an int property, found a {} property",
                                v.type_name()
                            ),
                        })
                    }
                },
                _ => {}
            }
        }
        let has_data = kind_prop.is_some() || !tile.shapes.is_empty() || tile.bad_shape.is_some();
        if !has_data {
            self.cache.insert(raw, Res::None);
            return Ok(Res::None);
        }
        if ts.tw != self.m.t as u64 || ts.th != self.m.t as u64 {
            return Err(MapLoadError::Unsupported {
                at,
                msg: format!(
                    "its tileset has {}x{} px tiles, the map's grid is {t}x{t} px; collision tiles must match the grid",
                    ts.tw, ts.th
                ),
            });
        }
        let extra: Vec<&str> = tile
            .props
            .iter()
            .map(|p| p.name.as_str())
            .filter(|n| *n != "collision" && *n != "tag")
            .collect();
        if !extra.is_empty() && !self.noted.contains(&gid) {
            self.noted.push(gid);
            self.notes.push(LoadNote {
                kind: NoteKind::UnknownProperty,
                cell: Some((x, y)),
                message: format!(
                    "{name} has unknown propert{} {}",
                    if extra.len() == 1 { "y" } else { "ies" },
                    extra
                        .iter()
                        .map(|e| format!("`{e}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            });
        }
        let coll = match kind_prop {
            Some(k) => match TileKind::from_name(&k) {
                Some(kind) => Coll::named(kind),
                None => {
                    if self.opts.strict {
                        return Err(MapLoadError::UnknownKind { at, name: k });
                    }
                    self.notes.push(LoadNote {
                        kind: NoteKind::UnknownKind,
                        cell: Some((x, y)),
                        message: format!("{name}: unknown tile kind {k:?}"),
                    });
                    self.cache.insert(raw, Res::Unknown);
                    return Ok(Res::Unknown);
                }
            },
            None => {
                if let Some(why) = &tile.bad_shape {
                    return Err(MapLoadError::Shape {
                        at,
                        msg: why.clone(),
                    });
                }
                rasterise(&tile.shapes, t).map_err(|msg| MapLoadError::Shape {
                    at: at.clone(),
                    msg,
                })?
            }
        };
        let coll = flip(
            &coll,
            t,
            raw & FLIP_H != 0,
            raw & FLIP_V != 0,
            raw & FLIP_D != 0,
        )
        .map_err(|msg| MapLoadError::Shape {
            at: cell_at(),
            msg: format!("{name}: {msg}"),
        })?;
        let id = self.b.id(&coll, tag).map_err(|err| MapLoadError::Map {
            at: at.clone(),
            err,
        })?;
        self.cache.insert(raw, Res::Def(id));
        Ok(Res::Def(id))
    }
}
