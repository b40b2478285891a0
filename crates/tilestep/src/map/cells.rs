//! Reading a map's cells: tile coordinates of pixels, each tile's shape,
//! id and tag, and beyond the map what its edge policies put there; the
//! tags of the tiles under a rectangle and the map edges it reaches; and
//! tile-level tests of regions ("nothing but empty tiles here", "no
//! one-way surface on these rows"), read from the tile occupancy bits one
//! word per tile row inside the map. The step's fast paths start with
//! them.

use super::tile_map::Cells;
use super::{EdgePolicy, TileMap};
use crate::body::{BoxPx, ContactFlags, Ground, TagSet};
use crate::tiles::{OneWay, TileId, TileKind, TileShape};
use crate::units::{Px, PxRect, TileXY};

impl TileMap {
    /// Tile index of pixel coordinate `p` (floor division by T).
    #[inline(always)]
    pub(crate) fn tile_of(&self, p: i32) -> i32 {
        if self.shift >= 0 {
            p >> self.shift
        } else {
            p.div_euclid(self.t)
        }
    }

    /// The tiles along one axis that cover pixels `[p0, p1]`, kept to the
    /// map's `n` tiles on that axis: `(first, last)`, none when `first >
    /// last` (all of them beyond the map).
    #[inline(always)]
    pub(crate) fn tiles_within(&self, p0: i32, p1: i32, n: i32) -> (i32, i32) {
        (self.tile_of(p0).max(0), self.tile_of(p1).min(n - 1))
    }

    /// True when pixel coordinate `p` is a multiple of T (a tile edge):
    /// a mask when T is a power of two, no division.
    #[inline(always)]
    pub(crate) fn on_tile_edge(&self, p: i32) -> bool {
        if self.shift >= 0 {
            p & (self.t - 1) == 0
        } else {
            p.rem_euclid(self.t) == 0
        }
    }

    /// The collision class of tile `(tx, ty)`; beyond the map, what its
    /// edge policy puts there (solid edge = `Solid`, open = `Empty`; beyond a
    /// corner, solid if either edge is).
    #[inline(always)]
    pub(crate) fn shape_at(&self, tx: i32, ty: i32) -> TileShape {
        if tx >= 0 && ty >= 0 && tx < self.width && ty < self.height {
            let i = (ty * self.width + tx) as usize;
            match &self.cells {
                Cells::Small(v) => self.lut[v[i] as usize],
                Cells::Wide(v) => self.wide[v[i] as usize],
            }
        } else {
            self.beyond_class(tx, ty)
        }
    }

    #[cold]
    fn beyond_class(&self, tx: i32, ty: i32) -> TileShape {
        let e = &self.edges;
        let solid = (tx < 0 && e.left == EdgePolicy::Solid)
            || (tx >= self.width && e.right == EdgePolicy::Solid)
            || (ty < 0 && e.top == EdgePolicy::Solid)
            || (ty >= self.height && e.bottom == EdgePolicy::Solid);
        if solid {
            TileShape::Solid
        } else {
            TileShape::Empty
        }
    }

    /// True when every tile of the tile rectangle `[tx0, tx1] x [ty0, ty1]`
    /// satisfies `ok`. Inside the map it scans each row's cells as a slice.
    #[inline]
    pub(crate) fn tiles_all(
        &self,
        tx0: i32,
        ty0: i32,
        tx1: i32,
        ty1: i32,
        ok: impl Fn(TileShape) -> bool,
    ) -> bool {
        let inside = tx0 >= 0 && ty0 >= 0 && tx1 < self.width && ty1 < self.height;
        match &self.cells {
            Cells::Small(v) if inside => (ty0..=ty1).all(|ty| {
                let row = (ty * self.width) as usize;
                v[row + tx0 as usize..=row + tx1 as usize]
                    .iter()
                    .all(|&id| ok(self.lut[id as usize]))
            }),
            _ => (ty0..=ty1).all(|ty| (tx0..=tx1).all(|tx| ok(self.shape_at(tx, ty)))),
        }
    }

    /// The tile id at `(tx, ty)`, or `u16::MAX` outside the map.
    #[inline(always)]
    pub(crate) fn id_at(&self, tx: i32, ty: i32) -> u16 {
        if tx >= 0 && ty >= 0 && tx < self.width && ty < self.height {
            let i = (ty * self.width + tx) as usize;
            match &self.cells {
                Cells::Small(v) => v[i] as u16,
                Cells::Wide(v) => v[i],
            }
        } else {
            u16::MAX
        }
    }

    /// The class and id of tile `(tx, ty)` (id `u16::MAX` outside the map).
    #[inline(always)]
    pub(crate) fn cell(&self, tx: i32, ty: i32) -> (TileShape, u16) {
        (self.shape_at(tx, ty), self.id_at(tx, ty))
    }

    /// The ground whose surface lies on row `y` (px) of tile `(tx, ty)`:
    /// that tile, its id, kind and gradient; beyond the map, what the edge
    /// policy puts there (solid or empty, no id).
    pub(crate) fn ground_at(&self, tx: i32, ty: i32, y: i32) -> Ground {
        let (shape, id) = self.cell(tx, ty);
        let id = (id != u16::MAX).then_some(TileId(id));
        let kind = match id {
            Some(i) => self.set.def(i).kind,
            None if shape == TileShape::Solid => TileKind::Solid,
            None => TileKind::Empty,
        };
        Ground {
            y: Px(y),
            tile: TileXY::new(tx, ty),
            id,
            kind,
            gradient: id.and_then(|i| self.set.gradient(i)),
        }
    }

    /// The tag of tile `(tx, ty)` (none outside the map).
    #[inline]
    pub(crate) fn tag_at(&self, tx: i32, ty: i32) -> Option<u8> {
        let id = self.id_at(tx, ty);
        if id == u16::MAX {
            None
        } else {
            self.set.tag_of(id)
        }
    }
    /// Adds the tags of every tile overlapping `r`.
    pub(crate) fn collect_tags(&self, r: &PxRect, tags: &mut TagSet) {
        if r.is_empty() {
            return;
        }
        let (tx0, tx1) = self.tiles_within(r.left.0, r.right.0 - 1, self.width);
        let (ty0, ty1) = self.tiles_within(r.top.0, r.bottom.0 - 1, self.height);
        for ty in ty0..=ty1 {
            for tx in tx0..=tx1 {
                if let Some(t) = self.tag_at(tx, ty) {
                    tags.insert(t);
                }
            }
        }
    }
    /// The flags of a step's path, where the box covered `path` (both
    /// phases, `fin` among them) and ended as `fin`: every map edge the
    /// path reached, and `out` when `fin` lies wholly outside the map.
    #[inline(always)]
    pub(crate) fn path_flags(&self, path: PxRect, fin: BoxPx) -> ContactFlags {
        let bounds = self.bounds();
        debug_assert!(
            path.left.0 <= fin.left()
                && path.right.0 >= fin.right()
                && path.top.0 <= fin.top()
                && path.bottom.0 >= fin.py
        );
        // Most paths keep clear of the map's edges, and so does `fin`.
        if path.left.0 > 0
            && path.top.0 > 0
            && path.right.0 < bounds.right.0
            && path.bottom.0 < bounds.bottom.0
        {
            return ContactFlags::default();
        }
        let mut flags = ContactFlags::default();
        if path.left.0 <= 0 {
            flags.insert(ContactFlags::EDGE_LEFT);
        }
        if path.right.0 >= bounds.right.0 {
            flags.insert(ContactFlags::EDGE_RIGHT);
        }
        if path.top.0 <= 0 {
            flags.insert(ContactFlags::EDGE_TOP);
        }
        if path.bottom.0 >= bounds.bottom.0 {
            flags.insert(ContactFlags::EDGE_BOTTOM);
        }
        if fin.right() <= 0
            || fin.left() >= bounds.right.0
            || fin.py <= 0
            || fin.top() >= bounds.bottom.0
        {
            flags.insert(ContactFlags::OUT);
        }
        flags
    }

    /// True when every tile overlapping pixels `[x0, x1] x [y0, y1]` is
    /// `empty` (or a one-way tile, when `oneway_ok`): nothing there can
    /// stop a body. Tile-level, so its cost doesn't grow with the distance:
    /// inside the map it reads the tile occupancy bits, one word per tile
    /// row; used for the step's fast paths.
    #[inline(always)]
    pub(crate) fn tiles_empty(&self, x0: i32, y0: i32, x1: i32, y1: i32, oneway_ok: bool) -> bool {
        let (tx0, tx1) = (self.tile_of(x0), self.tile_of(x1));
        let (ty0, ty1) = (self.tile_of(y0), self.tile_of(y1));
        if tx0 >= 0 && ty0 >= 0 && tx1 < self.width && ty1 < self.height && tx0 <= tx1 && ty0 <= ty1
        {
            self.tile_bits.empty_tiles(tx0, ty0, tx1, ty1, oneway_ok)
        } else {
            self.tiles_empty_walk(tx0, ty0, tx1, ty1, oneway_ok)
        }
    }

    /// True when no one-way tile of side `side` in columns `[x0, x1]` has
    /// its surface in rows `[lo, hi]` (px): a `platform`'s top edge, a
    /// `platform_under`'s bottom edge. None lies beyond the map, and a map
    /// without tiles of the side answers at once.
    #[inline(always)]
    pub(crate) fn no_oneway_edges(&self, side: OneWay, x0: i32, x1: i32, lo: i32, hi: i32) -> bool {
        let shape = side.shape();
        if !self.tile_bits.holds(shape) {
            return true;
        }
        // The tile rows with an edge in `[lo, hi]`: top edges, or bottom
        // edges (the row above them).
        let below = i32::from(side == OneWay::Under);
        let (tx0, tx1) = self.tiles_within(x0, x1, self.width);
        let first = (self.tile_of(lo + self.t - 1) - below).max(0);
        let last = (self.tile_of(hi) - below).min(self.height - 1);
        tx0 > tx1 || first > last || self.tile_bits.no_oneway(shape, tx0, first, tx1, last)
    }

    /// The tile row whose one-way surface of side `side` would lie on the
    /// pixel boundary `y` (between rows `y - 1` and `y`), when that is a
    /// tile edge: the row below it for a top surface, the row above it for
    /// a bottom one.
    #[inline(always)]
    pub(crate) fn oneway_tile_row(&self, y: i32, side: OneWay) -> Option<i32> {
        let below = i32::from(side == OneWay::Under);
        self.on_tile_edge(y).then(|| self.tile_of(y) - below)
    }

    /// True when `hit(tx, ty)` holds for some slope tile (class `Floor` or
    /// `Ceiling`) overlapping pixels `[x0, x1] x [y0, y1]`, each called
    /// once, row by row, until one holds: read from the tile bits, one
    /// word per tile row (no slope tile lies beyond the map).
    #[inline(always)]
    pub(crate) fn any_profile_tile(
        &self,
        x0: i32,
        y0: i32,
        x1: i32,
        y1: i32,
        hit: impl FnMut(i32, i32) -> bool,
    ) -> bool {
        let (tx0, tx1) = self.tiles_within(x0, x1, self.width);
        let (ty0, ty1) = self.tiles_within(y0, y1, self.height);
        tx0 <= tx1 && ty0 <= ty1 && self.tile_bits.any_profile(tx0, ty0, tx1, ty1, hit)
    }

    /// [`TileMap::tiles_empty`] over tiles `[tx0, tx1] x [ty0, ty1]`
    /// reaching beyond the map (the edge policies decide there), tile by
    /// tile.
    #[inline(never)]
    fn tiles_empty_walk(&self, tx0: i32, ty0: i32, tx1: i32, ty1: i32, oneway_ok: bool) -> bool {
        if oneway_ok {
            self.tiles_all(tx0, ty0, tx1, ty1, |c| {
                c == TileShape::Empty || OneWay::of(c).is_some()
            })
        } else {
            self.tiles_all(tx0, ty0, tx1, ty1, |c| c == TileShape::Empty)
        }
    }

    /// True when every tile in tile row `ty` covering columns `[x0, x1]` is
    /// `solid` or of class `also` (a one-way kind that supports here).
    #[inline(always)]
    pub(crate) fn row_all(&self, ty: i32, x0: i32, x1: i32, also: Option<TileShape>) -> bool {
        let mut tx = self.tile_of(x0);
        let tx1 = self.tile_of(x1);
        while tx <= tx1 {
            let c = self.shape_at(tx, ty);
            if c != TileShape::Solid && Some(c) != also {
                return false;
            }
            tx += 1;
        }
        true
    }
}
