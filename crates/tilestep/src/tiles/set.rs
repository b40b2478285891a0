//! A tile set: the tile size and the definitions cells refer to, with the
//! per-column height tables the step reads.

use crate::error::MapError;
use crate::tiles::TileShape;
use crate::tiles::{Gradient, Tag, TileDef, TileKind, MAX_TAG};
use alloc::vec::Vec;

/// Row bounds of a column without solid pixels: no interval overlaps them.
pub(crate) const NONE_LO: i32 = 1 << 29;
/// See [`NONE_LO`].
pub(crate) const NONE_HI: i32 = -(1 << 29);

/// Index of a definition in a [`TileSet`]; id 0 is always `empty`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TileId(pub u16);

/// The tile size in px: an even number in `4..=256`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileSize(u16);

impl TileSize {
    /// Checks a size against the contract (even, 4..=256).
    pub fn new(px: u32) -> Result<TileSize, MapError> {
        if (4..=256).contains(&px) && px % 2 == 0 {
            Ok(TileSize(px as u16))
        } else {
            Err(MapError::TileSize { size: px })
        }
    }

    /// The size in px.
    pub const fn px(self) -> i32 {
        self.0 as i32
    }
}

impl Default for TileSize {
    /// 16 px, the contract's default.
    fn default() -> Self {
        TileSize(16)
    }
}

/// Tile definitions plus the lookup tables the step uses.
///
/// ```
/// use tilestep::{TileSet, TileSize, TileDef, TileKind};
/// let mut set = TileSet::standard(TileSize::new(16).unwrap());
/// let spring = set.add(TileDef::new(TileKind::Solid).with_tag(1)).unwrap();
/// assert_eq!(set.def(spring).tag, Some(1));
/// assert_eq!(set.id_of(TileKind::SlopeBr).map(|i| set.def(i).kind), Some(TileKind::SlopeBr));
/// ```
#[derive(Clone, Debug)]
pub struct TileSet {
    size: TileSize,
    defs: Vec<TileDef>,
    shape: Vec<TileShape>,
    /// `tag + 1`, 0 for none.
    tag1: Vec<u8>,
    /// Heights, `T` per definition (zero for non-profile kinds).
    heights: Vec<u16>,
    /// Solid rows `[lo, hi)` (tile-local) per column, `T` per definition;
    /// a column with none holds `(NONE_LO, NONE_HI)` so that every overlap
    /// test with it fails without a special case.
    rows: Vec<(i32, i32)>,
    /// [`TileSet::gradient`] per definition, worked out once by `add`
    /// (the step reports it for every standing body).
    gradients: Vec<Option<Gradient>>,
    any_tag: bool,
}

impl TileSet {
    /// A tile set holding only `empty` (id 0).
    pub fn new(size: TileSize) -> TileSet {
        let mut s = TileSet {
            size,
            defs: Vec::new(),
            shape: Vec::new(),
            tag1: Vec::new(),
            heights: Vec::new(),
            rows: Vec::new(),
            gradients: Vec::new(),
            any_tag: false,
        };
        s.add(TileDef::new(TileKind::Empty))
            .expect("empty always fits");
        s
    }

    /// A tile set with every named kind, in the order of
    /// [`TileKind::ALL`] (id 0 `empty`, id 1 `solid`, ...), untagged.
    pub fn standard(size: TileSize) -> TileSet {
        let mut s = TileSet::new(size);
        for kind in TileKind::ALL.iter().skip(1) {
            s.add(TileDef::new(*kind)).expect("named kinds always fit");
        }
        s
    }

    /// Adds a definition, checking its profile and tag; returns its id.
    pub fn add(&mut self, def: TileDef) -> Result<TileId, MapError> {
        let idx = self.defs.len();
        if idx >= 65536 {
            return Err(MapError::TooManyDefs);
        }
        let t = self.size.px();
        if let Some(tag) = def.tag {
            if tag > MAX_TAG {
                return Err(MapError::Tag {
                    def: idx,
                    tag: tag as u32,
                });
            }
        }
        let mut col = Vec::with_capacity(t as usize);
        match def.kind {
            TileKind::Floor | TileKind::Ceiling => {
                if def.heights.len() != t as usize {
                    return Err(MapError::ProfileLength {
                        def: idx,
                        len: def.heights.len(),
                        tile_size: t as u32,
                    });
                }
                for (c, &h) in def.heights.iter().enumerate() {
                    if h as i32 > t {
                        return Err(MapError::ProfileHeight {
                            def: idx,
                            column: c,
                            height: h as u32,
                        });
                    }
                    col.push(h);
                }
            }
            k => {
                for c in 0..t {
                    col.push(k.preset_height(t, c).unwrap_or(0) as u16);
                }
            }
        }
        let shape = match (def.kind.shape(), def.one_way) {
            (shape, false) => shape,
            (TileShape::Floor, true) => TileShape::OnewayFloor,
            (TileShape::Ceiling, true) => TileShape::OnewayCeiling,
            (_, true) => {
                return Err(MapError::OneWayKind {
                    def: idx,
                    kind: def.kind.name(),
                })
            }
        };
        self.any_tag |= def.tag.is_some();
        self.tag1.push(def.tag.map_or(0, |t| t + 1));
        self.shape.push(shape);
        // A profile's pixels `[lo, hi)` per column, solid or one-way (the
        // shape says which).
        self.rows.extend(col.iter().map(|&h| {
            let h = h as i32;
            match shape {
                TileShape::Solid => (0, t),
                TileShape::Floor | TileShape::OnewayFloor if h > 0 => (t - h, t),
                TileShape::Ceiling | TileShape::OnewayCeiling if h > 0 => (0, h),
                _ => (NONE_LO, NONE_HI),
            }
        }));
        self.heights.extend_from_slice(&col);
        self.defs.push(def);
        let id = TileId(idx as u16);
        let gradient = self.work_out_gradient(id);
        self.gradients.push(gradient);
        Ok(id)
    }

    /// The tile size.
    pub fn tile_size(&self) -> TileSize {
        self.size
    }

    /// Number of definitions.
    pub fn len(&self) -> usize {
        self.defs.len()
    }

    /// Always false: a tile set holds at least `empty`.
    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    /// The definition of `id`. Panics if `id` is out of range (ids come from [`TileSet::add`]).
    pub fn def(&self, id: TileId) -> &TileDef {
        &self.defs[id.0 as usize]
    }

    /// The first id whose definition has `kind` and no tag.
    pub fn id_of(&self, kind: TileKind) -> Option<TileId> {
        self.defs
            .iter()
            .position(|d| d.kind == kind && d.tag.is_none())
            .map(|i| TileId(i as u16))
    }

    /// Height `h(c)` of column `c` of a profile tile, px (0 for other kinds).
    pub fn height(&self, id: TileId, c: i32) -> i32 {
        self.heights[id.0 as usize * self.size.px() as usize + c as usize] as i32
    }

    /// The surface gradient of a slope or profile tile (`None` for other
    /// kinds). Presets are exact (45° = 1/1, 1:2 = 1/2); a custom profile's is
    /// `h(T-1) - h(0)` over `T - 1`, reduced. `rise` is positive when the
    /// surface climbs toward the right (upward in screen terms).
    #[inline]
    pub fn gradient(&self, id: TileId) -> Option<Gradient> {
        *self.gradients.get(id.0 as usize)?
    }

    /// [`TileSet::gradient`] of definition `id` from its kind and heights.
    fn work_out_gradient(&self, id: TileId) -> Option<Gradient> {
        use TileKind::*;
        let k = self.defs.get(id.0 as usize)?.kind;
        let g = |rise: i16, run: u16| Some(Gradient { rise, run });
        match k.solid_twin() {
            SlopeBr | SlopeTl => g(1, 1),
            SlopeBl | SlopeTr => g(-1, 1),
            GentleBrLow | GentleBrHigh | GentleTlHigh | GentleTlLow => g(1, 2),
            GentleBlHigh | GentleBlLow | GentleTrLow | GentleTrHigh => g(-1, 2),
            Floor | Ceiling => {
                let t = self.size.px();
                let mut rise = self.height(id, t - 1) - self.height(id, 0);
                if k == Ceiling {
                    rise = -rise;
                }
                let mut run = t - 1;
                let (mut a, mut b) = (rise.abs(), run);
                while b != 0 {
                    (a, b) = (b, a % b);
                }
                if a > 1 {
                    rise /= a;
                    run /= a;
                }
                g(rise as i16, run as u16)
            }
            _ => None,
        }
    }

    /// True when any definition carries a tag.
    pub fn has_tags(&self) -> bool {
        self.any_tag
    }

    #[inline(always)]
    pub(crate) fn shape_of(&self, id: u16) -> TileShape {
        self.shape[id as usize]
    }

    #[inline]
    pub(crate) fn tag_of(&self, id: u16) -> Option<Tag> {
        match self.tag1[id as usize] {
            0 => None,
            t => Some(t - 1),
        }
    }

    /// Rows `[lo, hi)` of every column of definition `id` that its
    /// profile fills: solid for `solid` and the solid profiles, the
    /// one-way pixels of a one-way profile (its surface is the outermost).
    #[inline(always)]
    pub(crate) fn rows_of(&self, id: u16) -> &[(i32, i32)] {
        let t = self.size.px() as usize;
        &self.rows[id as usize * t..(id as usize + 1) * t]
    }
}
