//! Map queries for game code: surfaces under a point, tags under a box,
//! whether a body fits, and segment casts that respect slopes pixel for pixel.

use crate::body::TagSet;
use crate::body::{Body, Contacts, Ground, Solid, StepInput};
use crate::map::TileMap;
use crate::rules::{stopping, Rules};
use crate::tiles::OneWay;
use crate::tiles::TileId;
use crate::units::{Px, PxPoint, PxRect, SubPoint, TileXY};

/// The first ground found under a point by [`TileMap::surface_below`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Surface {
    /// The surface row, px: the first solid row (or the one-way edge row). A
    /// body whose sensor column is `x` stands here with its origin `y` at this row.
    pub y: Px,
    /// The tile holding the surface.
    pub tile: TileXY,
    /// True for a `platform` top edge rather than solid pixels.
    pub one_way: bool,
}

/// Options of [`TileMap::cast`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastOptions {
    /// Stop at one-way surfaces crossed in their blocking direction
    /// (`platform` top edges going down, `platform_under` bottom edges going up).
    pub one_way: bool,
}

/// Where a cast segment first met solid pixels (or a one-way surface).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastHit {
    /// The solid pixel entered (for one-way surfaces: the first pixel past the edge).
    pub pixel: PxPoint,
    /// The tile of that pixel.
    pub tile: TileXY,
    /// Its tile id (`None` beyond a solid map edge).
    pub id: Option<TileId>,
    /// The point where the segment enters that pixel, subpixels (rounded toward the start).
    pub point: SubPoint,
    /// The side entered: `(-1, 0)` = entered through the pixel's right face
    /// moving left, `(0, -1)` = through its bottom face moving up, ...;
    /// `(0, 0)` when the start pixel itself is solid.
    pub normal: (i8, i8),
}

impl TileMap {
    /// What `body` stands on after the step that returned `contacts`:
    /// the tile under its sensor column when that column is supported,
    /// else the nearest supported column's (a slope tile first, then the
    /// left one), else, for a chamfer resting on a corner, a tile its core
    /// would enter; `None` when it doesn't stand. Worked out from the body
    /// as the step left it (ask before changing it or the map), exactly as
    /// the step saw it, its `drop` input included (kept in `contacts`).
    ///
    /// ```
    /// use tilestep::{Body, Size, StepInput, SubPoint, TileKind, TileMap, TileXY};
    /// let map = TileMap::from_ascii("......\n......\n##rR##\n", 16).unwrap();
    /// let mut body = Body::new(SubPoint::from_px(40, 32), Size::new(12, 24));
    /// let mut c = map.step(&mut body, StepInput::default());
    /// while !body.standing {
    ///     body.vel.y.0 = 256; // falling 1 px/frame onto the slope
    ///     c = map.step(&mut body, StepInput::default());
    /// }
    /// let ground = map.ground(&body, &c).unwrap();
    /// assert_eq!((ground.tile, ground.kind), (TileXY::new(2, 2), TileKind::GentleBrLow));
    /// ```
    pub fn ground(&self, body: &Body, contacts: &Contacts) -> Option<Ground> {
        self.ground_among(body, contacts, &[])
    }

    /// [`TileMap::ground`] after a step among moving `solids` (the same
    /// slice, as they were): `None` also when it stands on one of them
    /// ([`Contacts::on_solid`]).
    pub fn ground_among(
        &self,
        body: &Body,
        contacts: &Contacts,
        solids: &[Solid],
    ) -> Option<Ground> {
        if !body.standing || contacts.on_solid().is_some() {
            return None;
        }
        let b = body.box_px();
        let input = StepInput {
            drop: contacts.dropped(),
        };
        let solids = &solids[..solids.len().min(Contacts::MAX_SOLIDS)];
        let rules = Rules::for_step(self, body, b, input, solids);
        Some(rules.ground_of(rules.supports(b.px, b.py)))
    }

    /// The first surface in column `at.x` at or below row `at.y`, searching
    /// at most `max` rows (px): solid pixels, and `platform` top edges.
    ///
    /// ```
    /// use tilestep::{Px, PxPoint, TileMap};
    /// let map = TileMap::from_ascii("..\n./\n", 16).unwrap();
    /// let s = map.surface_below(PxPoint::new(31, 0), Px(64)).unwrap();
    /// assert_eq!(s.y, Px(16)); // the 45° slope's top at its last column
    /// ```
    pub fn surface_below(&self, at: PxPoint, max: Px) -> Option<Surface> {
        let (x, y) = (at.x.0, at.y.0);
        let y1 = y.saturating_add(max.0.max(0));
        let solid = self.first_solid_down(x, y, y1);
        let t = self.t;
        let tx = self.tile_of(x);
        let mut e = y + (t - y.rem_euclid(t)) % t;
        let limit = solid.unwrap_or(y1);
        // The one-way surfaces that stop a fall (a query drops through none).
        let oneway = stopping(1, 0, false).map(OneWay::class);
        while e <= limit {
            if Some(self.class_at(tx, self.tile_of(e))) == oneway {
                return Some(Surface {
                    y: Px(e),
                    tile: TileXY::new(tx, self.tile_of(e)),
                    one_way: true,
                });
            }
            e += t;
        }
        solid.map(|s| Surface {
            y: Px(s),
            tile: TileXY::new(tx, self.tile_of(s)),
            one_way: false,
        })
    }

    /// True when pixel `(x, y)` is solid: a `solid`/`end_slope` tile, a solid
    /// pixel of a slope or profile tile, or beyond a `solid` map edge.
    /// One-way surfaces are not solid pixels.
    ///
    /// ```
    /// use tilestep::{PxPoint, TileMap};
    /// let map = TileMap::from_ascii("..\n./\n", 16).unwrap();
    /// assert!(map.is_solid(PxPoint::new(31, 31)));  // bottom-right pixel of the slope
    /// assert!(!map.is_solid(PxPoint::new(16, 30))); // above its thin end
    /// assert!(map.is_solid(PxPoint::new(-1, 0)));   // the default solid left edge
    /// ```
    pub fn is_solid(&self, at: PxPoint) -> bool {
        self.solid_px(at.x.0, at.y.0)
    }

    /// Tags of every tile overlapping `rect` (spikes, water, ladders, ...).
    ///
    /// ```
    /// use tilestep::{Legend, TileDef, TileKind, TileMap, Edges, PxRect};
    /// let mut legend = Legend::default();
    /// legend.insert('~', TileDef::new(TileKind::Empty).with_tag(5));
    /// let map = TileMap::from_ascii_with("..~~\n", 16, &legend, Edges::default()).unwrap();
    /// assert!(map.overlap_tags(PxRect::new(30, 0, 34, 8)).contains(5));
    /// assert!(map.overlap_tags(PxRect::new(0, 0, 32, 8)).is_empty());
    /// ```
    pub fn overlap_tags(&self, rect: PxRect) -> TagSet {
        let mut tags = TagSet::default();
        self.collect_tags(&rect, &mut tags);
        tags
    }

    /// True when `body`'s core overlaps no solid pixel where it is.
    pub fn fits(&self, body: &Body) -> bool {
        self.core_clear(body.box_px())
    }

    /// True when `body` stands where it is (along its gravity), by the
    /// contract's definition, ignoring any drop-through request: it is
    /// supported, and its velocity does not point against gravity (a body
    /// rising past a surface, or jumping off it, does not stand on it).
    pub fn stands(&self, body: &Body) -> bool {
        self.stands_among(body, &[])
    }

    /// [`TileMap::stands`] among moving solids (as
    /// [`TileMap::step_among`] sees them): a body whose chamfer rests on a
    /// solid's corner, or whose edge lies along one, stands too.
    ///
    /// ```
    /// use tilestep::*;
    /// let map = TileMap::from_ascii("....\n....\n", 16).unwrap();
    /// let crate_ = Solid::new(SubPoint::from_px(20, 24), Size::new(16, 8), SolidKind::Solid);
    /// // Only the body's last column is over the crate: its chamfer rests
    /// // on the crate's corner, its box 5 px lower than the crate's top.
    /// let b = Body::new(SubPoint::from_px(15, 29), Size::new(12, 24));
    /// assert!(map.fits(&b) && !map.stands(&b));
    /// assert!(map.stands_among(&b, &[crate_]));
    /// ```
    pub fn stands_among(&self, body: &Body, solids: &[crate::Solid]) -> bool {
        let b = body.box_px();
        Rules::new(self, b, body.gravity.sign(), solids).stands(b.px, b.py, body.vel.y)
    }

    /// Casts the segment `from -> to` (subpixels) through the pixel grid and
    /// returns the first solid pixel it enters. Every pixel the segment
    /// touches is tested, corners included (a segment through the exact corner
    /// between two diagonal solid pixels is stopped), so slopes are exact.
    ///
    /// ```
    /// use tilestep::{TileMap, SubPoint, CastOptions};
    /// let map = TileMap::from_ascii("...\n../\n", 16).unwrap();
    /// // A bullet fired right along y = 30.5 px meets the 45° slope (tile 2) in
    /// // its column 1, whose solid pixels are rows 30 and 31.
    /// let hit = map.cast(SubPoint::new(0, 30 * 256 + 128), SubPoint::new(47 * 256, 30 * 256 + 128),
    ///                    CastOptions::default()).unwrap();
    /// assert_eq!((hit.pixel.x.0, hit.pixel.y.0), (33, 30));
    /// assert_eq!(hit.normal, (-1, 0));
    /// ```
    pub fn cast(&self, from: SubPoint, to: SubPoint, opts: CastOptions) -> Option<CastHit> {
        let (x0, y0) = (from.x.0 as i64, from.y.0 as i64);
        let (x1, y1) = (to.x.0 as i64, to.y.0 as i64);
        let (mut cx, mut cy) = ((x0 >> 8) as i32, (y0 >> 8) as i32);
        let (ex, ey) = ((x1 >> 8) as i32, (y1 >> 8) as i32);
        let (dx, dy) = (x1 - x0, y1 - y0);
        let (sx, sy) = (dx.signum() as i32, dy.signum() as i32);
        let (adx, ady) = (dx.abs(), dy.abs());
        // Distances (subpixels) to the next pixel boundary on each axis.
        let mut nx = match sx {
            1 => ((cx as i64 + 1) << 8) - x0,
            -1 => x0 - ((cx as i64) << 8) + 1,
            _ => 0,
        };
        let mut ny = match sy {
            1 => ((cy as i64 + 1) << 8) - y0,
            -1 => y0 - ((cy as i64) << 8) + 1,
            _ => 0,
        };
        let hit = |px: i32, py: i32, nrm: (i8, i8), num: i64, den: i64| -> CastHit {
            let (tx, ty) = (self.tile_of(px), self.tile_of(py));
            let id = self.id_at(tx, ty);
            let point = if den == 0 {
                from
            } else {
                SubPoint::new((x0 + dx * num / den) as i32, (y0 + dy * num / den) as i32)
            };
            CastHit {
                pixel: PxPoint::new(px, py),
                tile: TileXY::new(tx, ty),
                id: (id != u16::MAX).then_some(TileId(id)),
                point,
                normal: nrm,
            }
        };
        if self.solid_px(cx, cy) {
            return Some(hit(cx, cy, (0, 0), 0, 0));
        }
        let total = (ex - cx).abs() + (ey - cy).abs();
        let mut i = 0;
        while i < total {
            // Compare nx/adx with ny/ady without division.
            let (tx_num, ty_num) = (nx * ady, ny * adx);
            let step_x = sx != 0 && (sy == 0 || tx_num <= ty_num);
            let step_y = sy != 0 && (sx == 0 || ty_num <= tx_num);
            if step_x && step_y {
                // Exactly through a corner: both side pixels count.
                let (num, den) = (nx, adx);
                if self.solid_px(cx + sx, cy) {
                    return Some(hit(cx + sx, cy, (-sx as i8, 0), num, den));
                }
                if self.solid_px(cx, cy + sy) || self.one_way_cross(cx, cy, sy, opts) {
                    return Some(hit(cx, cy + sy, (0, -sy as i8), num, den));
                }
                cx += sx;
                cy += sy;
                nx += 256;
                ny += 256;
                i += 2;
                if self.solid_px(cx, cy) {
                    return Some(hit(cx, cy, (-sx as i8, 0), num, den));
                }
            } else if step_x {
                let (num, den) = (nx, adx);
                cx += sx;
                nx += 256;
                i += 1;
                if self.solid_px(cx, cy) {
                    return Some(hit(cx, cy, (-sx as i8, 0), num, den));
                }
            } else {
                let (num, den) = (ny, ady);
                let oneway = self.one_way_cross(cx, cy, sy, opts);
                cy += sy;
                ny += 256;
                i += 1;
                if oneway || self.solid_px(cx, cy) {
                    return Some(hit(cx, cy, (0, -sy as i8), num, den));
                }
            }
        }
        None
    }

    /// Moving from pixel row `cy` to `cy + sy` in column `cx` crosses a
    /// one-way surface in its blocking direction (a cast has no gravity
    /// and no drop input: every one-way surface it meets stops it).
    fn one_way_cross(&self, cx: i32, cy: i32, sy: i32, opts: CastOptions) -> bool {
        let Some(side) = stopping(sy, 0, false).filter(|_| opts.one_way) else {
            return false;
        };
        // The pixel boundary crossed: below row `cy`, or above it.
        let edge = cy + i32::from(sy > 0);
        self.oneway_tile_row(edge, side)
            .is_some_and(|ty| self.class_at(self.tile_of(cx), ty) == side.class())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cast_down_onto_platform_only_with_option() {
        let map = TileMap::from_ascii("..\n--\n##\n", 16).unwrap();
        let from = SubPoint::from_px(8, 2);
        let to = SubPoint::from_px(8, 40);
        let plain = map.cast(from, to, CastOptions::default()).unwrap();
        assert_eq!(plain.pixel, PxPoint::new(8, 32));
        let ow = map.cast(from, to, CastOptions { one_way: true }).unwrap();
        assert_eq!(ow.pixel, PxPoint::new(8, 16));
        assert_eq!(ow.normal, (0, -1));
    }

    #[test]
    fn cast_diagonal_cannot_slip_between_diagonal_pixels() {
        // Two solid tiles touching only at a corner.
        let map = TileMap::from_ascii("#.\n.#\n", 4).unwrap();
        let hit = map.cast(
            SubPoint::from_px(7, 0),
            SubPoint::from_px(0, 7),
            CastOptions::default(),
        );
        assert!(hit.is_some());
    }

    #[test]
    fn surface_below_prefers_platform_above_ground() {
        let map = TileMap::from_ascii("..\n--\n##\n", 16).unwrap();
        let s = map.surface_below(PxPoint::new(5, 0), Px(100)).unwrap();
        assert_eq!((s.y.0, s.one_way), (16, true));
        let below = map.surface_below(PxPoint::new(5, 17), Px(100));
        assert_eq!(below.unwrap().y.0, 32);
    }
}
