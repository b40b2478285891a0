//! The one model both Tiled formats are read into: flip bits, properties,
//! tiles, tilesets, layers (tile and object) and the map.

use crate::error::Loc;
use crate::shape::{check_polyline, Shape};
use std::collections::HashMap;

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
    /// A bool.
    Bool(bool),
    /// Anything else, by its type name.
    Other(String),
}

impl PVal {
    pub(crate) fn type_name(&self) -> &str {
        match self {
            PVal::Str(_) => "string",
            PVal::Int(_) => "int",
            PVal::Bool(_) => "bool",
            PVal::Other(t) => t,
        }
    }
}

/// A custom property.
#[derive(Clone, Debug, PartialEq)]
pub struct Prop {
    /// Its name.
    pub name: String,
    /// Its value.
    pub value: PVal,
}

/// The bool property `one_way` among `props`: `false` when there is none;
/// `Err` says what was found instead of a bool (`must be a bool property,
/// found a string property`), for the caller to name the tile or object.
pub fn one_way_prop(props: &[Prop]) -> Result<bool, String> {
    match props.iter().find(|p| p.name == "one_way").map(|p| &p.value) {
        None => Ok(false),
        Some(PVal::Bool(b)) => Ok(*b),
        Some(v) => Err(format!(
            "must be a bool property, found a {} property",
            v.type_name()
        )),
    }
}

/// A tileset tile carrying properties, a class or collision shapes.
#[derive(Clone, Debug, Default)]
pub struct TTile {
    /// Custom properties.
    pub props: Vec<Prop>,
    /// Its class (`type` before Tiled 1.9), empty when none.
    pub class: String,
    /// Collision shapes from the tile collision editor: solid ones.
    pub shapes: Vec<Shape>,
    /// Collision shapes from the tile collision editor that are one-way:
    /// those whose object has `one_way = true`, and every polyline.
    pub one_way_shapes: Vec<Shape>,
    /// Why a drawn shape can't be used (ellipse, rotation, ...), if so.
    pub bad_shape: Option<String>,
    /// Where it is defined.
    pub at: Loc,
}

impl TTile {
    /// True when the tile carries anything worth keeping: properties, a
    /// class, collision shapes or a reason its shapes can't be used.
    pub fn has_data(&self) -> bool {
        !self.props.is_empty()
            || !self.class.is_empty()
            || !self.shapes.is_empty()
            || !self.one_way_shapes.is_empty()
            || self.bad_shape.is_some()
    }

    /// Takes the tile collision editor's objects as its shapes, solid or
    /// one-way ([`TObject::one_way`]); the first one that can't be a shape
    /// becomes [`TTile::bad_shape`].
    pub(crate) fn add_shapes(&mut self, objects: &[TObject]) {
        for o in objects {
            let shape = o.collision_shape().and_then(|s| {
                let one_way = o
                    .one_way()
                    .map_err(|why| format!("has property \"one_way\" that {why}"))?;
                Ok((s, one_way))
            });
            match shape {
                Ok((s, true)) => self.one_way_shapes.push(s),
                Ok((s, false)) => self.shapes.push(s),
                Err(why) => {
                    let what = match o.line {
                        Some(l) => format!("collision object on line {l}"),
                        None => "a collision object".to_string(),
                    };
                    self.bad_shape.get_or_insert(format!("{what} {why}"));
                }
            }
        }
    }
}

/// What an object is drawn as.
#[derive(Clone, Debug, PartialEq)]
pub enum ObjShape {
    /// A rectangle `x, y, width, height` (Tiled's default shape).
    Rect,
    /// A closed polygon, points relative to the object's `x, y`.
    Polygon(Vec<(f64, f64)>),
    /// An open polyline, points relative to the object's `x, y`.
    Polyline(Vec<(f64, f64)>),
    /// A tile object (`gid`), hung from its bottom-left corner.
    Tile,
    /// A point.
    Point,
    /// An ellipse or a text, by that name.
    Other(&'static str),
}

/// An object of an object layer (or of a tile's collision editor).
#[derive(Clone, Debug, PartialEq)]
pub struct TObject {
    /// Its name.
    pub name: String,
    /// Its class (`type` before Tiled 1.9).
    pub class: String,
    /// Position, px (top-left; a tile object's bottom-left).
    pub x: f64,
    /// Position y, px, y down.
    pub y: f64,
    /// Width, px.
    pub w: f64,
    /// Height, px.
    pub h: f64,
    /// Rotation, degrees clockwise.
    pub rotation: f64,
    /// What it is drawn as.
    pub shape: ObjShape,
    /// 1-based line in the file, when the format gives one.
    pub line: Option<usize>,
    /// Custom properties.
    pub props: Vec<Prop>,
}

impl TObject {
    /// The object as a collision shape in its layer's px: a rectangle, a
    /// polygon, a tile object's box, or a polyline (a one-way floor, every
    /// segment at most 45°: [`check_polyline`]); `Err` says why it can't be
    /// one (`is rotated; ...`), for the caller to name the object.
    pub fn collision_shape(&self) -> Result<Shape, String> {
        if self.rotation != 0.0 {
            return Err("is rotated; draw it unrotated".into());
        }
        let placed = |p: &[(f64, f64)]| -> Vec<(f64, f64)> {
            p.iter().map(|(a, b)| (self.x + a, self.y + b)).collect()
        };
        Ok(match &self.shape {
            ObjShape::Rect => Shape::Rect(self.x, self.y, self.w, self.h),
            ObjShape::Tile => Shape::Rect(self.x, self.y - self.h, self.w, self.h),
            ObjShape::Polygon(p) => Shape::Polygon(placed(p)),
            ObjShape::Polyline(p) => {
                let p = placed(p);
                check_polyline(&p)?;
                Shape::Polyline(p)
            }
            ObjShape::Point => {
                return Err(
                    "is a point; only rectangles and polygons make height profiles, and polylines one-way floors"
                        .into(),
                )
            }
            ObjShape::Other(kind) => {
                let a = if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                };
                return Err(format!(
                    "is {a} {kind}; only rectangles and polygons make height profiles, and polylines one-way floors"
                ));
            }
        })
    }

    /// Whether the object's shape is one-way: a polyline always; another
    /// shape when it has the bool property `one_way = true`. `Err` says
    /// what was found instead of a bool.
    pub fn one_way(&self) -> Result<bool, String> {
        let marked = one_way_prop(&self.props)?;
        Ok(marked || matches!(self.shape, ObjShape::Polyline(_)))
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

/// What a layer holds.
#[derive(Clone, Debug)]
pub enum TLayerData {
    /// A tile layer: global ids with flip bits, row-major.
    Tiles(Vec<u32>),
    /// An object layer.
    Objects(Vec<TObject>),
}

/// A tile layer or an object layer.
#[derive(Clone, Debug)]
pub struct TLayer {
    /// Its name (group layers' names are not prefixed).
    pub name: String,
    /// Its class, empty when none.
    pub class: String,
    /// Its tiles or objects.
    pub data: TLayerData,
    /// Where it is defined.
    pub at: Loc,
}

impl TLayer {
    /// The tile layer's gids; `None` for an object layer.
    pub fn gids(&self) -> Option<&[u32]> {
        match &self.data {
            TLayerData::Tiles(g) => Some(g),
            TLayerData::Objects(_) => None,
        }
    }
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
    /// Tile and object layers, in file (drawing) order, groups entered.
    pub layers: Vec<TLayer>,
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
            at: at.clone(),
        }
    }
}

impl TMap {
    /// The tileset of `gid` (flip bits cleared), its local id and its
    /// tile's data when it has any.
    pub(super) fn tile(&self, gid: u32) -> Option<(&TSet, u32, Option<&TTile>)> {
        let ts = self
            .tilesets
            .iter()
            .filter(|t| t.firstgid <= gid)
            .max_by_key(|t| t.firstgid)?;
        let local = gid - ts.firstgid;
        Some((ts, local, ts.tiles.get(&local)))
    }
}
