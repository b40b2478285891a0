//! Tile shapes as pixel masks: flips (Tiled's H/V/diagonal bits,
//! [`flip()`]), collision shapes rasterised into height profiles
//! ([`rasterise`], [`rasterise_tile`]; polylines into one-way floor
//! surfaces, [`polyline_surface`]), and masks classified back into a named
//! kind or a floor/ceiling profile ([`classify`]), made one-way where they
//! were drawn so ([`Coll::to_one_way`]).

mod flip;
mod polyline;
mod raster;

pub use flip::flip;
pub(crate) use polyline::polyline_columns;
pub use polyline::{check_polyline, polyline_surface, surface_mask};
pub(crate) use raster::{area, bounds, clip};
pub use raster::{coverage, rasterise, rasterise_tile, tile_coll, Shape, MAX_SHAPE_POINTS};

use tilestep::{TileDef, TileKind, TileShape};

/// A tile's collision as the loaders build it (a [`TileDef`] without its tag).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Coll {
    /// The kind.
    pub kind: TileKind,
    /// Heights for `Floor`/`Ceiling`, else empty.
    pub heights: Vec<u16>,
    /// A custom profile (`Floor`/`Ceiling`) that is one-way
    /// ([`TileDef::one_way`]); false for every named kind (the one-way
    /// slopes are one-way by kind).
    pub one_way: bool,
}

impl Coll {
    /// A named kind.
    pub fn named(kind: TileKind) -> Coll {
        Coll {
            kind,
            heights: Vec::new(),
            one_way: false,
        }
    }

    /// A custom floor (`ceiling == false`) or ceiling profile, solid.
    pub fn custom(ceiling: bool, heights: Vec<u16>) -> Coll {
        Coll {
            kind: if ceiling {
                TileKind::Ceiling
            } else {
                TileKind::Floor
            },
            heights,
            one_way: false,
        }
    }

    /// The tile definition with `tag`.
    pub fn def(&self, tag: Option<u8>) -> TileDef {
        let mut d = match self.kind {
            TileKind::Floor => TileDef::custom(false, &self.heights),
            TileKind::Ceiling => TileDef::custom(true, &self.heights),
            k => TileDef::new(k),
        };
        d.one_way = self.one_way && matches!(self.kind, TileKind::Floor | TileKind::Ceiling);
        d.tag = tag;
        d
    }

    /// True for a one-way height profile: a one-way slope, or a custom
    /// profile marked one-way.
    pub fn is_oneway_profile(&self) -> bool {
        self.kind.shape().is_oneway_profile() || self.one_way
    }

    /// The same collision, one-way (a tile or collision object marked
    /// `one_way`): a solid slope becomes its one-way twin
    /// ([`TileKind::one_way_twin`]), a custom profile a one-way profile,
    /// and a fully solid tile (`solid`, `end_slope`) a `platform`, the
    /// one-way surface along its top edge (a full tile's profile is a
    /// floor's of height `T` everywhere, whose surface is that edge). A
    /// kind that is one-way already, or `empty`, is unchanged.
    pub fn to_one_way(&self) -> Coll {
        match self.kind {
            TileKind::Floor | TileKind::Ceiling => Coll {
                one_way: true,
                ..self.clone()
            },
            k if k.shape() == TileShape::Solid => Coll::named(TileKind::Platform),
            k => Coll::named(k.one_way_twin().unwrap_or(k)),
        }
    }

    /// The solid collision with the same pixels: a one-way slope's solid
    /// twin, a one-way custom profile's solid profile; every other
    /// collision is its own.
    pub(crate) fn solid_twin(&self) -> Coll {
        Coll {
            kind: self.kind.solid_twin(),
            heights: self.heights.clone(),
            one_way: false,
        }
    }
}

/// How a tile definition collides ([`TileKind::shape`], and for a custom
/// profile marked one-way, [`TileShape::OnewayFloor`] or
/// [`TileShape::OnewayCeiling`]): what the step sees of it, which the lints
/// and the summary read.
pub fn def_shape(d: &TileDef) -> TileShape {
    match (d.kind.shape(), d.one_way) {
        (TileShape::Floor, true) => TileShape::OnewayFloor,
        (TileShape::Ceiling, true) => TileShape::OnewayCeiling,
        (s, _) => s,
    }
}

/// Height of column `c` of a profile kind (preset or custom), from its edge.
pub(crate) fn height(c: &Coll, t: i32, col: i32) -> i32 {
    match c.kind {
        TileKind::Floor | TileKind::Ceiling => c.heights.get(col as usize).map_or(0, |&h| h as i32),
        k => k.preset_height(t, col).unwrap_or(0),
    }
}

/// The pixels of a profile kind, row-major `t x t`: solid, or a one-way
/// profile's (its solid twin's); none for a kind with no profile, such as
/// a one-way platform or wall.
pub(crate) fn mask(c: &Coll, t: i32) -> Vec<bool> {
    let floor = c.kind.solid_twin().shape() == TileShape::Floor;
    let mut m = vec![false; (t * t) as usize];
    for col in 0..t {
        let h = height(c, t, col);
        for r in 0..t {
            let solid = if floor { r >= t - h } else { r < h };
            m[(r * t + col) as usize] = solid;
        }
    }
    m
}

/// Classifies solid pixels: `solid` when full, a named slope when exactly one,
/// else a floor profile (each column solid from the bottom edge up, no gaps),
/// else a ceiling profile. `Err` says why it is none of these. One-way
/// tiles (platforms, one-way walls) have no solid pixels, so no mask is
/// one: they are named by kind only.
pub fn classify(m: &[bool], t: i32) -> Result<Coll, String> {
    if m.iter().all(|&b| b) {
        return Ok(Coll::named(TileKind::Solid));
    }
    if !m.iter().any(|&b| b) {
        return Err("the collision shape covers no pixel centre".into());
    }
    // The slope presets (the named kinds with a height profile), in the
    // contract's order.
    let presets = TileKind::ALL
        .into_iter()
        .filter(|k| k.preset_height(t, 0).is_some());
    for k in presets {
        if mask(&Coll::named(k), t) == m {
            return Ok(Coll::named(k));
        }
    }
    let column = |c: i32| (0..t).map(move |r| m[(r * t + c) as usize]);
    let profile = |from_bottom: bool| -> Result<Vec<u16>, i32> {
        let mut hs = Vec::with_capacity(t as usize);
        for c in 0..t {
            let col: Vec<bool> = column(c).collect();
            let h = col.iter().filter(|&&b| b).count() as i32;
            let ok = if from_bottom {
                col.iter()
                    .enumerate()
                    .all(|(r, &b)| b == (r as i32 >= t - h))
            } else {
                col.iter().enumerate().all(|(r, &b)| b == ((r as i32) < h))
            };
            if !ok {
                return Err(c);
            }
            hs.push(h as u16);
        }
        Ok(hs)
    };
    match profile(true) {
        Ok(hs) => Ok(Coll::custom(false, hs)),
        Err(c1) => match profile(false) {
            Ok(hs) => Ok(Coll::custom(true, hs)),
            Err(c2) => Err(format!(
                "the collision shape is not a height profile: column {} does not rest on the bottom edge and column {} does not hang from the top edge (each column's solid pixels must run unbroken from one tile edge)",
                c1, c2
            )),
        },
    }
}
