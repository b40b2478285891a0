//! Map queries for game code: surfaces under a point, tags under a box,
//! whether a body fits, and segment casts that respect slopes pixel for pixel.

use crate::body::TagSet;
use crate::body::{Body, Contacts, Ground, MovingSolid, StepInput};
use crate::map::TileMap;
use crate::rules::{stopping, Rules};
use crate::tiles::{OneWay, TileId};
use crate::units::{Px, PxPoint, PxRect, SubPoint, TileXY, WORLD_LIMIT_PX};

mod cast;

/// Options of [`TileMap::cast`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastOptions {
    /// Stop at one-way surfaces crossed in their blocking direction
    /// (`platform` top edges going down, `platform_under` bottom edges
    /// going up, `oneway_left` left edges going right, `oneway_right`
    /// right edges going left).
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
    /// The outward normal of the face entered, pointing back toward the
    /// segment's start: `(-1, 0)` = entered through the pixel's left face
    /// (moving right), `(1, 0)` = its right face (moving left), `(0, -1)`
    /// = its top face (moving down), `(0, 1)` = its bottom face (moving
    /// up); `(0, 0)` when the start pixel itself is solid.
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
        solids: &[MovingSolid],
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
        Some(rules.ground_of(rules.supports(b.px, b.py), b.py))
    }

    /// The first ground in column `at.x` at or below row `at.y`, searching
    /// at most `max` rows (px): solid pixels, a `platform`'s top edge or a
    /// one-way floor profile's surface (the first a falling body would
    /// stop on). Its `y` is the surface's
    /// row: a body whose sensor column is `at.x` stands there with its
    /// origin's `y` on it.
    ///
    /// ```
    /// use tilestep::{Px, PxPoint, TileMap};
    /// let map = TileMap::from_ascii("..\n./\n", 16).unwrap();
    /// let g = map.surface_below(PxPoint::new(31, 0), Px(64)).unwrap();
    /// assert_eq!(g.y, Px(16)); // the 45° slope's top at its last column
    /// ```
    pub fn surface_below(&self, at: PxPoint, max: Px) -> Option<Ground> {
        // Clamped to the world limit as positions are (`docs/contract.md`,
        // "Limits"), so no arithmetic below overflows.
        let lim = WORLD_LIMIT_PX;
        let (x, y) = (at.x.0.clamp(-lim, lim), at.y.0.clamp(-lim, lim));
        let y1 = y + max.0.clamp(0, 2 * lim);
        let solid = self.first_solid_down(x, y, y1);
        let t = self.t;
        let tx = self.tile_of(x);
        // One-way surfaces lie in the map's rows only: the tile edges
        // searched are those inside it (a search from far above or below
        // takes no longer than the map is tall, and never overflows).
        let bottom = self.height * t;
        let yc = y.clamp(0, bottom);
        let mut e = yc + (t - yc.rem_euclid(t)) % t;
        let limit0 = solid.unwrap_or(y1);
        // A one-way profile's surface in the column comes first when it
        // lies above the solid pixel (none of its pixels is solid).
        let profile = match self.holds_oneway_profiles() {
            true if yc <= limit0.min(bottom) => {
                self.first_oneway_profile(x, yc, limit0.min(bottom), OneWay::Top)
            }
            true => None,
            false => None,
        };
        let solid = match profile {
            Some(p) => Some(p),
            None => solid,
        };
        let limit = solid.unwrap_or(y1).min(bottom);
        // The one-way surfaces that stop a fall (a query drops through none).
        let oneway = stopping(1, 0, false).map(|s| s.side);
        while e <= limit {
            if oneway.is_some_and(|side| self.is_oneway(tx, self.tile_of(e), side, false)) {
                return Some(self.ground_at(tx, self.tile_of(e), e));
            }
            e += t;
        }
        solid.map(|s| self.ground_at(tx, self.tile_of(s), s))
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
        // Beyond the world limit, as at it: past the map's edge on the
        // same side (and no arithmetic overflows).
        let lim = WORLD_LIMIT_PX;
        self.solid_px(at.x.0.clamp(-lim, lim), at.y.0.clamp(-lim, lim))
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

    /// [`TileMap::fits`] among moving solids and solid bodies (as
    /// [`TileMap::step_among`] sees them): the core is clear of their full
    /// boxes too (of their whole boxes for those marked
    /// [`MovingSolid::whole_box`]). What a crouched body asks before it
    /// stands up.
    ///
    /// ```
    /// use tilestep::*;
    /// let map = TileMap::from_ascii("....\n....\n....\n", 16).unwrap();
    /// let crate_ = MovingSolid::new(SubPoint::from_px(16, 0), Size::new(16, 16), SolidKind::Solid);
    /// let b = Body::new(SubPoint::from_px(24, 40), Size::new(12, 32));
    /// assert!(map.fits(&b) && !map.fits_among(&b, &[crate_]));
    /// ```
    pub fn fits_among(&self, body: &Body, solids: &[MovingSolid]) -> bool {
        let b = body.box_px();
        Rules::new(self, b, body.gravity.sign(), solids).core_clear(b.px, b.py)
    }

    /// The first solid pixel (by column, then row) inside `body`'s core
    /// where it is, or `None` when it fits ([`TileMap::fits`]): where a
    /// body spawned inside the map is stuck.
    ///
    /// ```
    /// use tilestep::{Body, PxPoint, Size, SubPoint, TileMap};
    /// let map = TileMap::from_ascii("....\n..##\n", 16).unwrap();
    /// // Sensor column 36, bottom row 24 (exclusive): 8 px into the solid.
    /// let body = Body::new(SubPoint::from_px(36, 24), Size::new(12, 24));
    /// assert_eq!(map.core_overlap(&body), Some(PxPoint::new(32, 16)));
    /// ```
    pub fn core_overlap(&self, body: &Body) -> Option<PxPoint> {
        let b = body.box_px();
        let (xa, xb) = b.core_cols();
        (xa..=xb).find_map(|x| {
            let d = b.inset(x);
            self.first_solid_down(x, b.top() + d, b.py - 1 - d)
                .map(|y| PxPoint::new(x, y))
        })
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
    /// let crate_ = MovingSolid::new(SubPoint::from_px(20, 24), Size::new(16, 8), SolidKind::Solid);
    /// // Only the body's last column is over the crate: its chamfer rests
    /// // on the crate's corner, its box 5 px lower than the crate's top.
    /// let b = Body::new(SubPoint::from_px(15, 29), Size::new(12, 24));
    /// assert!(map.fits(&b) && !map.stands(&b));
    /// assert!(map.stands_among(&b, &[crate_]));
    /// ```
    pub fn stands_among(&self, body: &Body, solids: &[MovingSolid]) -> bool {
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
        cast::cast(self, from, to, opts)
    }
}

#[cfg(test)]
mod limit_tests;

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
    fn cast_sideways_meets_a_oneway_wall_only_from_its_open_side() {
        // `[` at x 16..32 (its edge at 16), `]` at x 48..64 (its edge at 64), a block at x 80.
        let map = TileMap::from_ascii(".[.].#\n", 16).unwrap();
        let ow = CastOptions { one_way: true };
        let right = map.cast(SubPoint::from_px(4, 8), SubPoint::from_px(90, 8), ow);
        let right = right.unwrap();
        assert_eq!((right.pixel, right.normal), (PxPoint::new(16, 8), (-1, 0)));
        assert_eq!(right.tile, TileXY::new(1, 0));
        // Without the option, or from inside the tile, on to the block.
        let plain = map.cast(
            SubPoint::from_px(4, 8),
            SubPoint::from_px(90, 8),
            CastOptions::default(),
        );
        assert_eq!(plain.unwrap().pixel, PxPoint::new(80, 8));
        let inside = map.cast(SubPoint::from_px(20, 8), SubPoint::from_px(90, 8), ow);
        assert_eq!(inside.unwrap().pixel, PxPoint::new(80, 8));
        // Going left: `]` stops it, entering its last column.
        let left = map.cast(SubPoint::from_px(70, 8), SubPoint::from_px(1, 8), ow);
        let left = left.unwrap();
        assert_eq!((left.pixel, left.normal), (PxPoint::new(63, 8), (1, 0)));
    }

    /// The normal is the entered face's outward normal, against the
    /// cast's direction, for each of the four directions and a start
    /// inside a solid pixel.
    #[test]
    fn cast_normals_point_back_toward_the_start() {
        let map = TileMap::from_ascii("...\n.#.\n...\n", 16).unwrap();
        let cast = |from: (i32, i32), to: (i32, i32)| {
            let (a, b) = (
                SubPoint::from_px(from.0, from.1),
                SubPoint::from_px(to.0, to.1),
            );
            map.cast(a, b, CastOptions::default())
                .map(|h| (h.pixel, h.normal))
        };
        assert_eq!(
            cast((4, 24), (44, 24)),
            Some((PxPoint::new(16, 24), (-1, 0)))
        );
        assert_eq!(
            cast((44, 24), (4, 24)),
            Some((PxPoint::new(31, 24), (1, 0)))
        );
        assert_eq!(
            cast((24, 4), (24, 44)),
            Some((PxPoint::new(24, 16), (0, -1)))
        );
        assert_eq!(
            cast((24, 44), (24, 4)),
            Some((PxPoint::new(24, 31), (0, 1)))
        );
        assert_eq!(
            cast((24, 24), (44, 24)),
            Some((PxPoint::new(24, 24), (0, 0)))
        );
    }

    #[test]
    fn one_way_slopes_are_ground_below_and_stop_a_cast_down() {
        // A one-way `1` over the floor: its surface at x 24 is row 23
        // (16 + 16 - 9), above the solid floor at row 32.
        let map = TileMap::from_ascii("..\n.1\n##\n", 16).unwrap();
        let g = map.surface_below(PxPoint::new(24, 0), Px(100)).unwrap();
        assert_eq!((g.y, g.tile), (Px(23), TileXY::new(1, 1)));
        let g = map.surface_below(PxPoint::new(24, 25), Px(100)).unwrap();
        assert_eq!(g.y, Px(32), "below the surface: the floor");
        let (from, to) = (SubPoint::from_px(24, 2), SubPoint::from_px(24, 40));
        let ow = map.cast(from, to, CastOptions { one_way: true }).unwrap();
        assert_eq!((ow.pixel, ow.normal), (PxPoint::new(24, 23), (0, -1)));
        let plain = map.cast(from, to, CastOptions::default()).unwrap();
        assert_eq!(plain.pixel, PxPoint::new(24, 32));
        // Up through it, nothing.
        let up = map.cast(
            SubPoint::from_px(24, 30),
            SubPoint::from_px(24, 1),
            CastOptions { one_way: true },
        );
        assert_eq!(up, None);
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
        assert_eq!((s.y.0, s.is_one_way()), (16, true));
        let below = map.surface_below(PxPoint::new(5, 17), Px(100));
        assert_eq!(below.unwrap().y.0, 32);
    }
}
