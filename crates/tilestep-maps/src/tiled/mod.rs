//! Tiled maps (`.tmx` XML and `.tmj` JSON) read into one model, then turned
//! into a [`TileMap`](tilestep::TileMap) by one set of rules (see the crate README).

pub mod tmj;
pub mod tmx;
mod tsj;

use crate::data::check_tiles;
use crate::error::{Loc, MapLoadError};
use crate::shape::{flip, rasterise, Coll, Shape};
use crate::{LoadNote, LoadOptions, LoadedMap, MapObject, NoteKind, TileBuilder};
use std::collections::HashMap;
use tilestep::{EdgePolicy, Edges, TileKind, TileSize};

/// Tiled's flip bits in a global tile id.
pub const FLIP_H: u32 = 0x8000_0000;
/// Vertical flip bit.
pub const FLIP_V: u32 = 0x4000_0000;
/// Diagonal flip bit (x/y swapped).
pub const FLIP_D: u32 = 0x2000_0000;
/// Hexagonal 120° rotation bit (unused on orthogonal maps, cleared).
pub const ROT_HEX: u32 = 0x1000_0000;
/// The bits of a raw gid left once the flip and rotation bits are cleared:
/// the global tile id.
pub const GID_MASK: u32 = !(FLIP_H | FLIP_V | FLIP_D | ROT_HEX);

/// A property value.
#[derive(Clone, Debug, PartialEq)]
pub enum PVal {
    /// A string (also `file`, `color`).
    Str(String),
    /// An int.
    Int(i64),
    /// Anything else, by its type name.
    Other(String),
}

impl PVal {
    fn type_name(&self) -> &str {
        match self {
            PVal::Str(_) => "string",
            PVal::Int(_) => "int",
            PVal::Other(t) => t,
        }
    }
}

/// A custom property.
#[derive(Clone, Debug)]
pub struct Prop {
    /// Its name.
    pub name: String,
    /// Its value.
    pub value: PVal,
}

/// A tileset tile carrying properties or collision shapes.
#[derive(Clone, Debug, Default)]
pub struct TTile {
    /// Custom properties.
    pub props: Vec<Prop>,
    /// Collision shapes from the tile collision editor.
    pub shapes: Vec<Shape>,
    /// Why a drawn shape can't be used (ellipse, rotation, ...), if so.
    pub bad_shape: Option<String>,
    /// Where it is defined.
    pub at: Loc,
}

impl TTile {
    /// True when the tile carries anything worth keeping: properties,
    /// collision shapes or a reason its shapes can't be used.
    pub fn has_data(&self) -> bool {
        !self.props.is_empty() || !self.shapes.is_empty() || self.bad_shape.is_some()
    }
}

/// A tileset.
#[derive(Clone, Debug)]
pub struct TSet {
    /// First global id.
    pub firstgid: u32,
    /// Its name.
    pub name: String,
    /// Tile width and height, px.
    pub tw: u64,
    /// Tile height.
    pub th: u64,
    /// Tiles with data, by local id.
    pub tiles: HashMap<u32, TTile>,
}

/// A tile layer.
#[derive(Clone, Debug)]
pub struct TLayer {
    /// Its name (group layers' names are not prefixed).
    pub name: String,
    /// Global ids with flip bits, row-major.
    pub gids: Vec<u32>,
    /// Where it is defined.
    pub at: Loc,
}

/// A whole map.
#[derive(Clone, Debug)]
pub struct TMap {
    /// Width in tiles.
    pub width: u64,
    /// Height in tiles.
    pub height: u64,
    /// Tile size, px.
    pub t: u32,
    /// Map properties.
    pub props: Vec<Prop>,
    /// Tilesets, in file order.
    pub tilesets: Vec<TSet>,
    /// Tile layers, in file (drawing) order.
    pub layers: Vec<TLayer>,
    /// Objects of every object layer.
    pub objects: Vec<MapObject>,
    /// Where the map element is.
    pub at: Loc,
}

impl TMap {
    /// A map of `width x height` tiles of `tile` px with its properties,
    /// before its tilesets, layers and objects are read.
    pub(crate) fn new(width: u64, height: u64, tile: u32, props: Vec<Prop>, at: &Loc) -> TMap {
        TMap {
            width,
            height,
            t: tile,
            props,
            tilesets: Vec::new(),
            layers: Vec::new(),
            objects: Vec::new(),
            at: at.clone(),
        }
    }
}

/// An object's anchor in whole px, from its `x`, `y`, `width`, `height`:
/// a point or shaped object (polygon, polyline, text) at its origin, a tile
/// object (`gid`, hung from its bottom-left corner) at its bottom centre,
/// any other (a rectangle) at its bottom centre below its top-left origin.
pub(crate) fn anchor(x: f64, y: f64, w: f64, h: f64, point: bool, tile: bool) -> (i32, i32) {
    let (ax, ay) = if point {
        (x, y)
    } else if tile {
        (x + w / 2.0, y)
    } else {
        (x + w / 2.0, y + h)
    };
    let px = |v: f64| v.round().clamp(i32::MIN as f64, i32::MAX as f64) as i32;
    (px(ax), px(ay))
}

/// Checks the map header (orientation, infinite, tile size, dimensions)
/// before any layer is decoded; returns the cell count.
pub fn check_header(
    at: &Loc,
    orientation: &str,
    infinite: bool,
    tw: u64,
    th: u64,
    width: u64,
    height: u64,
) -> Result<usize, MapLoadError> {
    if orientation != "orthogonal" {
        return Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: format!("{orientation:?} maps; only orthogonal maps can be collision maps"),
        });
    }
    if infinite {
        return Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: "infinite maps; uncheck Map > Map Properties > Infinite (or crop the map) so it has a fixed size".into(),
        });
    }
    if tw != th {
        return Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: format!("non-square tiles ({tw}x{th} px); collision tiles are square"),
        });
    }
    check_tiles(at, "tile size", tw, width, height).map(|(_, n)| n)
}

/// What a tile means for collision.
#[derive(Clone, Debug)]
enum Res {
    /// No collision data.
    None,
    /// A tile definition.
    Def(tilestep::TileId),
    /// Collision data naming no kind (lenient mode): empty, noted.
    Unknown,
}

struct Resolver<'a> {
    m: &'a TMap,
    opts: &'a LoadOptions,
    b: TileBuilder,
    cache: HashMap<u32, Res>,
    notes: Vec<LoadNote>,
    /// Tiles already noted for unknown properties.
    noted: Vec<u32>,
}

impl TMap {
    fn tile(&self, gid: u32) -> Option<(&TSet, u32, Option<&TTile>)> {
        let ts = self
            .tilesets
            .iter()
            .filter(|t| t.firstgid <= gid)
            .max_by_key(|t| t.firstgid)?;
        let local = gid - ts.firstgid;
        Some((ts, local, ts.tiles.get(&local)))
    }
}

impl Resolver<'_> {
    /// Resolves a raw gid (with flip bits) at cell `(x, y)` of `layer`.
    fn resolve(&mut self, raw: u32, layer: &TLayer, x: i32, y: i32) -> Result<Res, MapLoadError> {
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

/// Edge policies from map properties `edge_left` ... `edge_bottom`
/// (`"solid"` / `"open"`), over `base`.
fn edges(m: &TMap, base: Edges) -> Result<Edges, MapLoadError> {
    let mut e = base;
    for p in &m.props {
        let slot = match p.name.as_str() {
            "edge_left" => &mut e.left,
            "edge_right" => &mut e.right,
            "edge_top" => &mut e.top,
            "edge_bottom" => &mut e.bottom,
            _ => continue,
        };
        let policy = match &p.value {
            PVal::Str(s) => EdgePolicy::from_name(s),
            _ => None,
        };
        *slot = policy.ok_or_else(|| MapLoadError::Property {
            at: m.at.what("map properties"),
            property: p.name.clone(),
            msg: format!(
                "must be the string \"solid\" or \"open\", found {:?}",
                p.value
            ),
        })?;
    }
    Ok(e)
}

/// Builds the collision map from a parsed Tiled map.
pub fn build(
    m: TMap,
    opts: &LoadOptions,
    format: crate::Format,
) -> Result<LoadedMap, MapLoadError> {
    let n = (m.width * m.height) as usize;
    let size = TileSize::new(m.t).map_err(|err| MapLoadError::Map {
        at: m.at.clone(),
        err,
    })?;
    let mut r = Resolver {
        m: &m,
        opts,
        b: TileBuilder::new(size),
        cache: HashMap::new(),
        notes: Vec::new(),
        noted: Vec::new(),
    };
    let want = opts.collision_layer.as_deref().unwrap_or("collision");
    let named: Vec<usize> = m
        .layers
        .iter()
        .enumerate()
        .filter(|(_, l)| l.name == want)
        .map(|(i, _)| i)
        .collect();
    if opts.collision_layer.is_some() && named.is_empty() {
        return Err(MapLoadError::NotFound {
            at: m.at.clone(),
            wanted: format!("tile layer {want:?}"),
            available: m.layers.iter().map(|l| format!("{:?}", l.name)).collect(),
        });
    }
    let explicit = !named.is_empty();
    let mut cells = vec![tilestep::TileId(0); n];
    let w = m.width as usize;
    for (li, layer) in m.layers.iter().enumerate() {
        if explicit && !named.contains(&li) {
            continue;
        }
        if layer.gids.len() != n {
            return Err(MapLoadError::Data {
                at: layer.at.what(format!("layer {:?}", layer.name)),
                msg: format!("{} tiles, the map has {n}", layer.gids.len()),
            });
        }
        for (i, &raw) in layer.gids.iter().enumerate() {
            if raw == 0 {
                continue;
            }
            let (x, y) = ((i % w) as i32, (i / w) as i32);
            match r.resolve(raw, layer, x, y)? {
                Res::Def(id) => cells[i] = id,
                Res::Unknown => cells[i] = tilestep::TileId(0),
                Res::None if explicit => {
                    let gid = raw & GID_MASK;
                    let (ts, local, _) = m.tile(gid).expect("resolved above");
                    let tile = format!("tile {local} of tileset {:?}", ts.name);
                    if opts.strict {
                        return Err(MapLoadError::NoCollision {
                            at: layer
                                .at
                                .what(format!("layer {:?}, tile ({x}, {y})", layer.name)),
                            tile,
                        });
                    }
                    if !r
                        .notes
                        .iter()
                        .any(|n| n.kind == NoteKind::NoCollision && n.message.starts_with(&tile))
                    {
                        r.notes.push(LoadNote {
                            kind: NoteKind::NoCollision,
                            cell: Some((x, y)),
                            message: format!(
                                "{tile} has no `collision` property and no collision shape"
                            ),
                        });
                    }
                }
                Res::None => {}
            }
        }
    }
    let edges = edges(&m, opts.edges)?;
    let Resolver { b, notes, .. } = r;
    let map = b
        .finish(m.width as u32, m.height as u32, edges, &cells)
        .map_err(|err| MapLoadError::Map {
            at: m.at.clone(),
            err,
        })?;
    Ok(LoadedMap {
        map,
        objects: m.objects,
        notes,
        format,
    })
}
