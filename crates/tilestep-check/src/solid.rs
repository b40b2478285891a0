//! Solid pixels and one-way surfaces worked out from the map's data alone,
//! for the invariant checker and the renderer.
//!
//! This deliberately does not call the core's collision helpers
//! (`is_solid`, `fits`, `stands`, `step`, `cast`): it reads the tile ids
//! (`TileMap::get`), their definitions (`TileSet::def`), the edges and the
//! tile size, and re-implements the contract's table of heights `h(c)`
//! (`docs/contract.md`, "Kinds and their solid pixels").
//! Each tile definition's pixels are computed once into a mask, then a
//! per-column running count so "any solid pixel in rows a..=b of this column"
//! is two lookups.
//!
//! Moving solids and solid bodies are added per body-step with
//! [`SolidField::set_boxes`] (boxes from `Solid::rect()` only): full boxes
//! count as solid pixels in every pixel test, one-way ones are asked about
//! by the checker (see [`crate::moving`]).

use crate::moving::SolidBox;
pub use crate::shapes::OneWay;
use tilestep::{EdgePolicy, Edges, TileKind, TileMap, TileXY};

/// The contract's solid rows of column `c` (0-based) of a tile of kind
/// `kind`, size `t`: `Some((from_top, h))` for profile kinds (h solid pixels
/// counted from the top or the bottom edge), `None` for the rest.
pub fn contract_height(kind: TileKind, heights: &[u16], t: i32, c: i32) -> Option<(bool, i32)> {
    use TileKind::*;
    let half = t / 2;
    let m = t - 1 - c; // the mirrored column
    Some(match kind {
        SlopeBr => (false, c + 1),
        SlopeBl => (false, t - c),
        SlopeTr => (true, c + 1),
        SlopeTl => (true, t - c),
        GentleBrLow => (false, c / 2 + 1),
        GentleBrHigh => (false, half + c / 2 + 1),
        GentleBlHigh => (false, half + m / 2 + 1),
        GentleBlLow => (false, m / 2 + 1),
        GentleTrLow => (true, c / 2 + 1),
        GentleTrHigh => (true, half + c / 2 + 1),
        GentleTlHigh => (true, half + m / 2 + 1),
        GentleTlLow => (true, m / 2 + 1),
        Floor => (false, heights.get(c as usize).map_or(0, |&h| h as i32)),
        Ceiling => (true, heights.get(c as usize).map_or(0, |&h| h as i32)),
        _ => return None,
    })
}

/// The solid slope whose pixels a one-way slope has, from the contract's
/// table of one-way kinds (every other kind: itself).
pub fn solid_twin(kind: TileKind) -> TileKind {
    use TileKind::*;
    match kind {
        OnewaySlopeBr => SlopeBr,
        OnewaySlopeBl => SlopeBl,
        OnewayGentleBrLow => GentleBrLow,
        OnewayGentleBrHigh => GentleBrHigh,
        OnewayGentleBlHigh => GentleBlHigh,
        OnewayGentleBlLow => GentleBlLow,
        OnewaySlopeTr => SlopeTr,
        OnewaySlopeTl => SlopeTl,
        OnewayGentleTrLow => GentleTrLow,
        OnewayGentleTrHigh => GentleTrHigh,
        OnewayGentleTlHigh => GentleTlHigh,
        OnewayGentleTlLow => GentleTlLow,
        k => k,
    }
}

/// True when pixel row `r`, column `c` of a tile of this kind is solid
/// (a one-way profile has no solid pixel: give its definition's
/// `one_way`).
pub fn contract_solid(kind: TileKind, heights: &[u16], t: i32, c: i32, r: i32) -> bool {
    if solid_twin(kind) != kind {
        return false;
    }
    match kind {
        TileKind::Solid | TileKind::EndSlope => true,
        k => match contract_height(k, heights, t, c) {
            Some((true, h)) => r < h,
            Some((false, h)) => r >= t - h,
            None => false,
        },
    }
}

/// One tile definition, precomputed.
#[derive(Clone, Debug)]
struct DefMask {
    /// `count[c * (t + 1) + r]` = solid pixels in rows `0..r` of column `c`.
    count: Vec<u16>,
    oneway: OneWay,
    /// A one-way tile the drop doesn't pass.
    firm: bool,
    /// A one-way profile's side (`Top`: a floor's, met by feet coming
    /// down; `Under`: a ceiling's), `None` for other tiles.
    profile: OneWay,
    /// Per column, the pixel boundary (tile-local) a one-way profile's
    /// surface lies on: the top of a floor's topmost pixel, the bottom of
    /// a ceiling's bottommost; `None` for an empty column.
    surface: Vec<Option<i32>>,
    /// The horizontal move a one-way wall stops: +1 (moving right:
    /// `oneway_left`), -1 (moving left: `oneway_right`), 0 (no wall).
    wall: i32,
    kind: TileKind,
    tag: Option<u8>,
}

/// Every solid pixel and one-way surface of a map, from its data alone.
#[derive(Clone, Debug)]
pub struct SolidField {
    t: i32,
    /// `log2(t)` when `t` is a power of two, so tile indices are a shift.
    shift: Option<u32>,
    width: i32,
    height: i32,
    edges: Edges,
    cells: Vec<u16>,
    defs: Vec<DefMask>,
    /// Moving solids where they are now (full ones are solid pixels).
    boxes: Vec<SolidBox>,
    /// True when some box is full (skips the box test otherwise).
    any_full: bool,
}

impl SolidField {
    /// Reads the map's cells and definitions.
    pub fn new(map: &TileMap) -> SolidField {
        let t = map.tile_size().px();
        let set = map.tileset();
        let defs = (0..set.len())
            .map(|i| {
                let d = set.def(tilestep::TileId(i as u16));
                let mut count = Vec::with_capacity((t * (t + 1)) as usize);
                let one_way = d.one_way || solid_twin(d.kind) != d.kind;
                for c in 0..t {
                    let mut n = 0u16;
                    count.push(0);
                    for r in 0..t {
                        let solid = !one_way && contract_solid(d.kind, &d.heights, t, c, r);
                        n += u16::from(solid);
                        count.push(n);
                    }
                }
                // A one-way profile's surface, column by column.
                let heights = |c| contract_height(solid_twin(d.kind), &d.heights, t, c);
                let profile = match heights(0) {
                    Some((true, _)) if one_way => OneWay::Under,
                    Some((false, _)) if one_way => OneWay::Top,
                    _ => OneWay::None,
                };
                let surface = (0..t)
                    .map(|c| match heights(c) {
                        Some((false, h)) if h > 0 && one_way => Some(t - h),
                        Some((true, h)) if h > 0 && one_way => Some(h),
                        _ => None,
                    })
                    .collect();
                let oneway = match d.kind {
                    TileKind::Platform | TileKind::PlatformFirm => OneWay::Top,
                    TileKind::PlatformUnder | TileKind::PlatformUnderFirm => OneWay::Under,
                    _ => OneWay::None,
                };
                let firm = matches!(d.kind, TileKind::PlatformFirm | TileKind::PlatformUnderFirm);
                let wall = match d.kind {
                    TileKind::OnewayLeft => 1,
                    TileKind::OnewayRight => -1,
                    _ => 0,
                };
                DefMask {
                    count,
                    oneway,
                    firm,
                    profile,
                    surface,
                    wall,
                    kind: d.kind,
                    tag: d.tag,
                }
            })
            .collect();
        let mut cells = Vec::with_capacity((map.width() * map.height()) as usize);
        for ty in 0..map.height() {
            for tx in 0..map.width() {
                cells.push(map.get(TileXY::new(tx, ty)).map_or(0, |id| id.0));
            }
        }
        SolidField {
            t,
            shift: (t.count_ones() == 1).then(|| t.trailing_zeros()),
            width: map.width(),
            height: map.height(),
            edges: map.edges(),
            cells,
            defs,
            boxes: Vec::new(),
            any_full: false,
        }
    }

    /// Replaces the moving solids (and solid bodies) the field holds, where
    /// they are for the next body-step: full boxes become solid pixels,
    /// one-way boxes one-way surfaces.
    pub fn set_boxes(&mut self, boxes: impl IntoIterator<Item = SolidBox>) {
        self.boxes.clear();
        self.boxes.extend(boxes);
        self.any_full = self.boxes.iter().any(SolidBox::full);
    }

    /// The moving solids the field holds (see [`SolidField::set_boxes`]).
    pub fn boxes(&self) -> &[SolidBox] {
        &self.boxes
    }

    /// Tile size, px.
    pub fn tile(&self) -> i32 {
        self.t
    }

    /// Map width and height in tiles.
    pub fn tiles(&self) -> (i32, i32) {
        (self.width, self.height)
    }

    /// The tile index of pixel coordinate `p` (floor division by the tile size).
    #[inline]
    fn tile_of(&self, p: i32) -> i32 {
        match self.shift {
            Some(s) => p >> s,
            None => p.div_euclid(self.t),
        }
    }

    /// The definition index of tile `(tx, ty)`, `None` outside the map.
    fn def_at(&self, tx: i32, ty: i32) -> Option<&DefMask> {
        if tx < 0 || ty < 0 || tx >= self.width || ty >= self.height {
            return None;
        }
        let id = self.cells[(ty * self.width + tx) as usize];
        self.defs.get(id as usize)
    }

    /// True beyond a solid map edge (tile coordinates outside the map).
    fn edge_solid(&self, tx: i32, ty: i32) -> bool {
        let e = self.edges;
        (tx < 0 && e.left == EdgePolicy::Solid)
            || (tx >= self.width && e.right == EdgePolicy::Solid)
            || (ty < 0 && e.top == EdgePolicy::Solid)
            || (ty >= self.height && e.bottom == EdgePolicy::Solid)
    }

    /// True when pixel `(x, y)` is solid.
    pub fn solid(&self, x: i32, y: i32) -> bool {
        self.column_any(x, y, y)
    }

    /// True when any pixel of column `x`, rows `y0..=y1`, is solid.
    pub fn column_any(&self, x: i32, y0: i32, y1: i32) -> bool {
        if self.any_full && self.boxes.iter().any(|b| b.column_any(x, y0, y1)) {
            return true;
        }
        let t = self.t;
        let tx = self.tile_of(x);
        let c = x - tx * t;
        let mut y = y0;
        while y <= y1 {
            let ty = self.tile_of(y);
            let base = ty * t;
            let (r0, r1) = (y - base, (y1 - base).min(t - 1));
            let hit = match self.def_at(tx, ty) {
                None => self.edge_solid(tx, ty),
                Some(d) => {
                    let col = (c * (t + 1)) as usize;
                    d.count[col + r1 as usize + 1] > d.count[col + r0 as usize]
                }
            };
            if hit {
                return true;
            }
            y = base + t;
        }
        false
    }

    /// The one-way kind of the tile holding pixel `(x, y)` (none outside the map).
    pub fn oneway(&self, x: i32, y: i32) -> OneWay {
        let t = self.t;
        self.def_at(x.div_euclid(t), y.div_euclid(t))
            .map_or(OneWay::None, |d| d.oneway)
    }

    /// True when the tile holding pixel `(x, y)` is a firm platform
    /// (`platform_firm`, `platform_under_firm`: the drop doesn't pass it;
    /// none outside the map).
    pub fn firm(&self, x: i32, y: i32) -> bool {
        let t = self.t;
        self.def_at(x.div_euclid(t), y.div_euclid(t))
            .is_some_and(|d| d.firm)
    }

    /// True when a tile of kind `kind` covers some column `x0..x1` (exclusive)
    /// of tile row `ty`; only a firm one (`platform_firm`,
    /// `platform_under_firm`: the drop doesn't pass it) when `firm_only`.
    pub fn row_has(&self, ty: i32, x0: i32, x1: i32, kind: OneWay, firm_only: bool) -> bool {
        let t = self.t;
        if x1 <= x0 {
            return false;
        }
        (x0.div_euclid(t)..=(x1 - 1).div_euclid(t)).any(|tx| {
            self.def_at(tx, ty)
                .is_some_and(|d| d.oneway == kind && (d.firm || !firm_only))
        })
    }

    /// True when a one-way profile of side `side` (`Top`: a floor's) has
    /// its surface in column `x` on the pixel boundary `edge`: a floor's
    /// topmost pixel in row `edge`, a ceiling's bottommost in row
    /// `edge - 1` (none outside the map).
    pub fn profile_surface(&self, x: i32, edge: i32, side: OneWay) -> bool {
        let t = self.t;
        let row = if side == OneWay::Under {
            edge - 1
        } else {
            edge
        };
        let (tx, ty) = (x.div_euclid(t), row.div_euclid(t));
        self.def_at(tx, ty).is_some_and(|d| {
            d.profile == side && d.surface[(x - tx * t) as usize] == Some(edge - ty * t)
        })
    }

    /// True when tile `(tx, ty)` is a one-way wall that stops a move by
    /// `dir` (±1): `oneway_left` going right, `oneway_right` going left
    /// (none outside the map).
    pub fn wall_stops(&self, tx: i32, ty: i32, dir: i32) -> bool {
        self.def_at(tx, ty).is_some_and(|d| d.wall == dir)
    }

    /// The kind and tag of tile `(tx, ty)`, `None` outside the map.
    pub fn kind_at(&self, tx: i32, ty: i32) -> Option<(TileKind, Option<u8>)> {
        self.def_at(tx, ty).map(|d| (d.kind, d.tag))
    }
}

/// The solid pixels of an ASCII map of 16 px tiles (for the judge's unit
/// tests).
#[cfg(test)]
pub(crate) fn ascii_field(rows: &str) -> SolidField {
    SolidField::new(&TileMap::from_ascii(rows, 16).unwrap())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contract_table_at_16() {
        let h = |k| {
            (0..16)
                .map(|c| contract_height(k, &[], 16, c).unwrap().1)
                .collect::<Vec<_>>()
        };
        assert_eq!(h(TileKind::SlopeBr)[..3], [1, 2, 3]);
        assert_eq!(h(TileKind::SlopeBl)[..3], [16, 15, 14]);
        assert_eq!(h(TileKind::GentleBrLow)[..4], [1, 1, 2, 2]);
        assert_eq!(h(TileKind::GentleBrHigh)[14..], [16, 16]);
        assert_eq!(h(TileKind::GentleBlHigh)[..2], [16, 16]);
        assert_eq!(h(TileKind::GentleBlLow)[14..], [1, 1]);
    }

    #[test]
    fn pixels_of_a_small_map() {
        let map = TileMap::from_ascii("..\n/#\n", 4).unwrap();
        let f = SolidField::new(&map);
        assert!(f.solid(3, 4) && !f.solid(0, 6) && f.solid(0, 7));
        assert!(f.solid(-1, 0)); // solid left edge
        assert!(!f.solid(0, -1) && !f.solid(0, 8)); // open top and bottom
        assert!(f.column_any(0, 0, 7) && !f.column_any(0, 0, 6));
        assert!(f.column_any(5, -50, 4));
    }

    #[test]
    fn full_boxes_are_solid_pixels() {
        let map = TileMap::from_ascii("....\n....\n", 4).unwrap();
        let mut f = SolidField::new(&map);
        assert!(!f.solid(5, 5));
        let b = |oneway| SolidBox {
            l: 4,
            t: 4,
            r: 6,
            b: 6,
            oneway,
            whole: false,
        };
        f.set_boxes([b(OneWay::Top)]);
        assert!(!f.solid(5, 5), "a one-way box has no solid pixels");
        f.set_boxes([b(OneWay::None)]);
        assert!(f.solid(5, 5) && f.solid(4, 4) && !f.solid(6, 5) && !f.solid(5, 6));
        assert!(f.column_any(5, 0, 4) && !f.column_any(5, 0, 3));
        f.set_boxes([]);
        assert!(!f.solid(5, 5));
    }
}
