//! Turning a Tiled map's cells into tile definitions: each raw gid (with
//! its flip bits) resolved once through its tile's collision data, the
//! notes of what was guessed or ignored kept. A tile's collision is, in
//! this order: its `collision` property; its collision shapes; its class
//! (through the kinds table, else naming a kind); a bool `collides` or
//! `solid` property. `tag` applies to each, and a bool `one_way` makes
//! each one-way ([`Coll::to_one_way`]; alone, a `platform`).

use super::types::{
    one_way_prop, PVal, TLayer, TMap, TSet, TTile, FLIP_D, FLIP_H, FLIP_V, GID_MASK,
};
use crate::error::{Loc, MapLoadError};
use crate::kinds::{KindSpec, KindTag};
use crate::shape::{flip, rasterise_tile, Coll, Shape};
use crate::{LoadNote, LoadOptions, NoteKind, TileBuilder};
use std::collections::HashMap;
use tilestep::TileKind;

/// What a tile means for collision.
#[derive(Clone, Debug)]
pub(super) enum Res {
    /// No collision data.
    None,
    /// Collision data saying it doesn't collide (`collides = false`).
    NoCollide,
    /// A tile definition.
    Def(tilestep::TileId),
    /// Collision data naming no kind (lenient mode): empty, noted.
    Unknown,
}

/// A tile's own collision data, before flips.
enum Data {
    /// None.
    None,
    /// A bool property said it doesn't collide.
    NoCollide,
    /// A collision, the tag its class gave, if any, and the top cell's
    /// collision and tag when its class names a column entry
    /// ([`crate::KindSpec`]).
    Coll(Coll, Option<u8>, Top),
    /// A `collision` property naming no kind (lenient mode).
    Unknown,
}

/// A column's top cell: its collision and the tag its class gave.
type Top = Option<(Coll, Option<u8>)>;

/// A cell of a tile layer, where a gid is drawn.
#[derive(Clone, Copy)]
pub(super) struct Cell<'a> {
    /// The layer.
    pub(super) layer: &'a TLayer,
    /// Column and row, tiles.
    pub(super) xy: (i32, i32),
}

impl Cell<'_> {
    /// Where it is, for errors: the layer and the tile.
    fn at(&self) -> Loc {
        let (x, y) = self.xy;
        let name = &self.layer.name;
        self.layer
            .at
            .what(format!("layer {name:?}, tile ({x}, {y})"))
    }
}

pub(super) struct Resolver<'a> {
    pub(super) m: &'a TMap,
    pub(super) opts: &'a LoadOptions,
    pub(super) b: TileBuilder,
    pub(super) cache: HashMap<u32, Res>,
    pub(super) notes: Vec<LoadNote>,
    /// Chosen layers' tiles with no collision data, collided as `solid`.
    pub(super) warnings: Vec<crate::LoadWarning>,
    /// Tiles already noted for unknown properties.
    pub(super) noted: Vec<u32>,
}

/// The tile's `tag` property (an int 0..=63), if any.
fn tag(tile: &TTile, at: &Loc) -> Result<Option<u8>, MapLoadError> {
    let Some(p) = tile.props.iter().find(|p| p.name == "tag") else {
        return Ok(None);
    };
    let bad = |msg: String| MapLoadError::Property {
        at: at.clone(),
        property: "tag".into(),
        msg,
    };
    match &p.value {
        PVal::Int(n) if (0..=tilestep::MAX_TAG as i64).contains(n) => Ok(Some(*n as u8)),
        PVal::Int(n) => Err(bad(format!("{n} is out of range 0..=63"))),
        v => Err(bad(format!(
            "must be an int property, found a {} property",
            v.type_name()
        ))),
    }
}

/// The tile's `collision` property (a string), if any.
fn collision_prop(tile: &TTile, at: &Loc) -> Result<Option<String>, MapLoadError> {
    match tile
        .props
        .iter()
        .find(|p| p.name == "collision")
        .map(|p| &p.value)
    {
        None => Ok(None),
        Some(PVal::Str(s)) => Ok(Some(s.clone())),
        Some(v) => Err(MapLoadError::Property {
            at: at.clone(),
            property: "collision".into(),
            msg: format!(
                "must be a string naming a tile kind, found a {} property",
                v.type_name()
            ),
        }),
    }
}

/// A bool `collides` or `solid` property (Phaser's and others'
/// conventions), if any.
fn bool_prop(tile: &TTile) -> Option<bool> {
    tile.props
        .iter()
        .find_map(|p| match (&p.value, p.name.as_str()) {
            (PVal::Bool(b), "collides" | "solid") => Some(*b),
            _ => None,
        })
}

impl Resolver<'_> {
    /// The tile's collision data, before flips.
    fn data(
        &mut self,
        tile: &TTile,
        name: &str,
        at: &Loc,
        cell: (i32, i32),
    ) -> Result<Data, MapLoadError> {
        let one_way = one_way_prop(&tile.props).map_err(|msg| MapLoadError::Property {
            at: at.clone(),
            property: "one_way".into(),
            msg,
        })?;
        let data = self.own_data(tile, name, at, cell, one_way)?;
        Ok(match data {
            Data::Coll(c, tag, top) if one_way => Data::Coll(
                c.to_one_way(),
                tag,
                top.map(|(t, tag)| (t.to_one_way(), tag)),
            ),
            Data::None if one_way => Data::Coll(Coll::named(TileKind::Platform), None, None),
            d => d,
        })
    }

    /// [`Resolver::data`] before the tile's `one_way` property applies
    /// (its shapes are rasterised as one-way when it is set).
    fn own_data(
        &mut self,
        tile: &TTile,
        name: &str,
        at: &Loc,
        cell: (i32, i32),
        one_way: bool,
    ) -> Result<Data, MapLoadError> {
        if let Some(k) = collision_prop(tile, at)? {
            return match TileKind::from_name(&k) {
                Some(kind) => Ok(Data::Coll(Coll::named(kind), None, None)),
                None if self.opts.strict => Err(MapLoadError::UnknownKind {
                    at: at.clone(),
                    name: k,
                }),
                None => {
                    self.notes.push(LoadNote {
                        kind: NoteKind::UnknownKind,
                        cell: Some(cell),
                        message: format!("{name}: unknown tile kind {k:?}"),
                    });
                    Ok(Data::Unknown)
                }
            };
        }
        if let Some(why) = &tile.bad_shape {
            return Err(MapLoadError::Shape {
                at: at.clone(),
                msg: why.clone(),
            });
        }
        if !tile.shapes.is_empty() || !tile.one_way_shapes.is_empty() {
            let t = self.m.t as i32;
            // Marked one-way as a tile, every shape of it is one-way.
            let all: Vec<Shape>;
            let (solid, one_way_shapes) = if one_way {
                all = tile
                    .shapes
                    .iter()
                    .chain(&tile.one_way_shapes)
                    .cloned()
                    .collect();
                (&[][..], &all[..])
            } else {
                (&tile.shapes[..], &tile.one_way_shapes[..])
            };
            let c =
                rasterise_tile(solid, one_way_shapes, t).map_err(|msg| MapLoadError::Shape {
                    at: at.clone(),
                    msg,
                })?;
            return Ok(Data::Coll(c, None, None));
        }
        let by_class = (!tile.class.is_empty())
            .then(|| {
                self.opts
                    .kinds
                    .get(&tile.class)
                    .or_else(|| KindTag::parse(&tile.class).ok().map(KindSpec::from))
            })
            .flatten();
        if let Some(k) = by_class {
            let top = k.top.map(|t| (Coll::named(t.kind), t.tag));
            return Ok(Data::Coll(Coll::named(k.kind.kind), k.kind.tag, top));
        }
        Ok(match bool_prop(tile) {
            Some(true) => Data::Coll(Coll::named(TileKind::Solid), None, None),
            Some(false) => Data::NoCollide,
            None => Data::None,
        })
    }

    /// Notes a tile using our convention (`collision`, `tag`) that has
    /// other properties too (besides `one_way`): likely a misspelling.
    fn note_extra_props(&mut self, tile: &TTile, gid: u32, name: &str, cell: (i32, i32)) {
        let ours = tile
            .props
            .iter()
            .any(|p| p.name == "collision" || p.name == "tag");
        let extra: Vec<String> = tile
            .props
            .iter()
            .map(|p| p.name.as_str())
            .filter(|n| !matches!(*n, "collision" | "tag" | "one_way"))
            .map(|e| format!("`{e}`"))
            .collect();
        if !ours || extra.is_empty() || self.noted.contains(&gid) {
            return;
        }
        self.noted.push(gid);
        self.notes.push(LoadNote {
            kind: NoteKind::UnknownProperty,
            cell: Some(cell),
            message: format!(
                "{name} has unknown propert{} {}",
                if extra.len() == 1 { "y" } else { "ies" },
                extra.join(", ")
            ),
        });
    }

    /// Checks a collision tile's tileset matches the map's grid.
    fn check_grid(&self, ts: &TSet, at: &Loc) -> Result<(), MapLoadError> {
        let t = self.m.t as u64;
        if ts.tw == t && ts.th == t {
            return Ok(());
        }
        Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: format!(
                "its tileset has {}x{} px tiles, the map's grid is {t}x{t} px; collision tiles must match the grid",
                ts.tw, ts.th
            ),
        })
    }

    /// Resolves a raw gid (with flip bits) drawn at `cell`. In lenient
    /// mode a shape that is no height profile is noted and the tile is
    /// `empty`.
    pub(super) fn resolve(&mut self, raw: u32, cell: Cell) -> Result<Res, MapLoadError> {
        if let Some(r) = self.cache.get(&raw) {
            return Ok(r.clone());
        }
        let res = match self.resolve_new(raw, cell) {
            Err(MapLoadError::Shape { at, msg }) if !self.opts.strict => {
                let what = at.what.map_or(String::new(), |w| format!("{w}: "));
                self.notes.push(LoadNote {
                    kind: NoteKind::BadShape,
                    cell: Some(cell.xy),
                    message: format!("{what}{msg}"),
                });
                Res::Unknown
            }
            other => other?,
        };
        self.cache.insert(raw, res.clone());
        Ok(res)
    }

    fn resolve_new(&mut self, raw: u32, cell: Cell) -> Result<Res, MapLoadError> {
        let gid = raw & GID_MASK;
        let m = self.m;
        let Some((ts, local, tile)) = m.tile(gid) else {
            return Err(MapLoadError::Invalid {
                at: cell.at(),
                msg: format!("tile id {gid} belongs to no tileset"),
            });
        };
        let Some(tile) = tile else {
            return Ok(Res::None);
        };
        let name = format!("tile {local} of tileset {:?}", ts.name);
        let at = tile.at.what(name.clone());
        self.note_extra_props(tile, gid, &name, cell.xy);
        let (coll, class_tag, top) = match self.data(tile, &name, &at, cell.xy)? {
            Data::None => return Ok(Res::None),
            Data::NoCollide => return Ok(Res::NoCollide),
            Data::Unknown => return Ok(Res::Unknown),
            Data::Coll(c, class_tag, top) => (c, class_tag, top),
        };
        self.check_grid(ts, &at)?;
        let flipped = |c: &Coll| {
            let t = m.t as i32;
            let (h, v, d) = (raw & FLIP_H != 0, raw & FLIP_V != 0, raw & FLIP_D != 0);
            flip(c, t, h, v, d).map_err(|msg| MapLoadError::Shape {
                at: cell.at(),
                msg: format!("{name}: {msg}"),
            })
        };
        let own_tag = tag(tile, &at)?;
        let coll = flipped(&coll)?;
        let id = match top {
            None => self.b.id(&coll, own_tag.or(class_tag)),
            Some((top, top_tag)) => self.b.column(
                (&flipped(&top)?, own_tag.or(top_tag)),
                (&coll, own_tag.or(class_tag)),
            ),
        }
        .map_err(|err| MapLoadError::Map {
            at: at.clone(),
            err,
        })?;
        Ok(Res::Def(id))
    }
}
