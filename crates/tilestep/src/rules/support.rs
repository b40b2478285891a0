//! The support rule (`docs/contract.md`, "Standing and the feet rule"): a
//! body is supported when a **real surface** lies right beyond its edge
//! along gravity, under a column whose own edge pixel is clear; or when one
//! more pixel along gravity would put its core into a solid pixel (a
//! chamfer resting on a corner); or when a one-way surface lies along that
//! edge. A column whose wedge already lies inside a wall or a slope stands
//! on nothing there, so no body stands on a wall's side or climbs one.
//!
//! Solid pixels here are the map's and the full moving solids' alike. The
//! vertical sweep's bound along gravity ([`Rules::surface_free`]) is the
//! same rule over many rows: how far the box may move before it is
//! supported.
//!
//! The standing rule ([`Rules::stands`]) is support and a speed that
//! doesn't point against gravity.
//!
//! Relied on by `walk_step.rs` (a walker standing still is tested;
//! every run starts where the body stands), `walk_run/`, `walk_long.rs`
//! (the sensor column's ground is the support the walk rule follows),
//! `flight.rs` (a supported body is never in free flight), `landing.rs`
//! (no support where the box and the row beyond it hold no solid pixel
//! and no one-way surface lies along its edge) and the feet rule's bitmap read (`feet.rs`: the
//! sensor column's support at depth).

use crate::body::BoxPx;
use crate::rules::Rules;
use crate::units::Subpx;

/// The standing rule's first half: there is gravity (sign `g`: +1 down,
/// -1 up) and vertical speed `vy` doesn't point against it (a jump, or a
/// rise through a one-way surface, never stands).
#[inline(always)]
pub(crate) fn may_stand(g: i32, vy: Subpx) -> bool {
    g != 0 && i64::from(vy.0) * i64::from(g) >= 0
}

impl Rules<'_> {
    /// The row just beyond the box along gravity, for bottom row `py`
    /// (exclusive).
    #[inline]
    pub fn beyond_row(&self, py: i32) -> i32 {
        if self.g > 0 {
            py
        } else {
            py - self.h - 1
        }
    }

    /// The box's own row on its edge along gravity, for bottom row `py`
    /// (exclusive): its bottom row with gravity down, its top row with
    /// gravity up.
    #[inline]
    pub fn edge_row(&self, py: i32) -> i32 {
        if self.g > 0 {
            py - 1
        } else {
            py - self.h
        }
    }

    /// True when the map holds a solid pixel right beyond the box along
    /// gravity under column `x`, for bottom row `py` (exclusive): the half
    /// of a real surface beyond the box.
    #[inline(always)]
    pub fn map_solid_beyond(&self, x: i32, py: i32) -> bool {
        self.map.solid_px(x, self.beyond_row(py))
    }

    /// True when column `x` holds a real surface for the box with bottom
    /// row `py`: a solid pixel (the map's or a full moving solid's) right
    /// beyond its edge along gravity, its own edge pixel clear.
    #[inline(always)]
    pub fn surface(&self, x: i32, py: i32) -> bool {
        if self.solids.is_empty() {
            self.map.surface_px(x, self.edge_row(py), self.g > 0)
        } else {
            self.solid_px(x, self.beyond_row(py)) && !self.solid_px(x, self.edge_row(py))
        }
    }

    /// True when some column of `[x0, x1]` holds a real surface for the box
    /// with bottom row `py` ([`Rules::surface`]).
    #[inline]
    pub fn row_surface(&self, x0: i32, x1: i32, py: i32) -> bool {
        if self.solids.is_empty() {
            self.map.row_surface(x0, x1, self.edge_row(py), self.g > 0)
        } else {
            (x0..=x1).any(|x| self.surface(x, py))
        }
    }

    /// The standing rule (`docs/contract.md`, "Standing and the feet
    /// rule"): the box at `(px, py)` stands when it is supported and its
    /// vertical speed `vy` doesn't point against gravity. What the step's
    /// start asks of a walker and its end of every body, what the queries
    /// answer, and what a rider of a moving solid must do on it.
    #[inline(always)]
    pub fn stands(&self, px: i32, py: i32, vy: Subpx) -> bool {
        self.may_stand(vy) && self.supported(px, py)
    }

    /// The standing rule's first half ([`may_stand`]) for this body.
    #[inline(always)]
    pub fn may_stand(&self, vy: Subpx) -> bool {
        may_stand(self.g, vy)
    }

    /// The contract's support test: a real surface right beyond the box
    /// along gravity under some column, or one more pixel would put the
    /// core into a solid pixel, or a one-way surface lies along that edge.
    #[inline(always)]
    pub fn supported(&self, px: i32, py: i32) -> bool {
        if self.g == 0 {
            return false;
        }
        self.sensor_supported(px, py) || self.supported_off_sensor(px, py)
    }

    /// The support test's other cases, for when the sensor column is known
    /// to be unsupported: a real surface beyond some other column, a
    /// one-way surface along the edge, or a chamfer resting on a corner.
    pub fn supported_off_sensor(&self, px: i32, py: i32) -> bool {
        if self.g == 0 {
            return false;
        }
        let b = self.bx(px, py);
        let (x0, x1) = (b.left(), b.right() - 1);
        // Fast rejection: nothing but empty tiles in the box and the row beyond.
        let (y0, y1) = if self.g > 0 {
            (b.top(), py)
        } else {
            (b.top() - 1, py - 1)
        };
        if self.tiles_empty(x0, y0, x1, y1, false) {
            return false;
        }
        self.row_surface(x0, x1, py)
            || self.oneway_under(x0, x1, py)
            || self.map.core_shift_v_hits(b, self.g)
            || self.rect_hit(&self.bx(px, py + self.g)).is_some()
    }

    /// The sensor column alone is supported: a real surface or a one-way
    /// surface right beyond the box under column `px`.
    #[inline(always)]
    pub fn sensor_supported(&self, px: i32, py: i32) -> bool {
        self.surface(px, py) || self.oneway_under(px, px, py)
    }

    /// The tile holding column `x`'s support from a tile when the box's
    /// bottom is `py`: a real surface of the map's right beyond the box
    /// along gravity (its edge pixel clear of full moving solids too), a
    /// one-way tile's surface along that edge, or a one-way profile's
    /// right beyond it (`oneway_profile.rs`).
    #[inline(always)]
    pub fn tile_support(&self, x: i32, py: i32) -> Option<(i32, i32)> {
        self.tile_support_but_profiles(x, py)
            .or_else(|| self.profile_support(x, py))
    }

    /// [`Rules::tile_support`] but for one-way profiles, whose support
    /// [`Rules::supports`] asks out of line.
    #[inline(always)]
    pub fn tile_support_but_profiles(&self, x: i32, py: i32) -> Option<(i32, i32)> {
        let row = self.beyond_row(py);
        let tx = self.map.tile_of(x);
        if self.map.solid_px(x, row) {
            (!self.solid_px(x, self.edge_row(py))).then(|| (tx, self.map.tile_of(row)))
        } else {
            self.oneway_tile_at(tx, py)
        }
    }

    /// The full moving solid holding a real surface under some column of
    /// `[x0, x1]` for the box with bottom row `py`.
    pub fn solid_surface_under(&self, x0: i32, x1: i32, py: i32) -> Option<usize> {
        if self.solids.is_empty() {
            return None;
        }
        let (row, edge) = (self.beyond_row(py), self.edge_row(py));
        self.rects()
            .find(|(_, r)| {
                (x0.max(r.l)..=x1.min(r.r - 1)).any(|x| r.has(x, row) && !self.solid_px(x, edge))
            })
            .map(|(i, _)| i)
    }

    /// How many pixels (`0..=limit`) the box at `b` may move along
    /// gravity before a real surface supports it (the vertical sweep's
    /// bound along gravity; `map_clear`: the map holds no solid pixel in
    /// the box and the `limit` rows beyond it, so only the moving solids
    /// can bound it).
    pub fn surface_free(&self, b: BoxPx, limit: i32, map_clear: bool) -> i32 {
        let (x0, x1) = (b.left(), b.right() - 1);
        let rects_meet =
            !self.solids.is_empty() && self.rects().any(|(_, r)| r.solid() && r.spans(x0, x1));
        if !rects_meet {
            return if map_clear {
                limit
            } else {
                self.map.surface_free(b, self.g, limit)
            };
        }
        // The map's and the moving solids' pixels together, column by
        // column.
        let edge = self.edge_row(b.py);
        let mut free = limit;
        for x in x0..=x1 {
            if free == 0 {
                break;
            }
            if let Some(r) = self.first_surface_among(x, edge, free) {
                free = (r - edge).abs() - 1;
            }
        }
        free
    }

    /// [`crate::TileMap::first_surface`] among the full moving solids too, along
    /// gravity.
    fn first_surface_among(&self, x: i32, edge: i32, n: i32) -> Option<i32> {
        let g = self.g;
        let last = edge + g * n;
        let clear = self.first_clear_among(x, edge, last)?;
        if clear == last {
            return None;
        }
        self.first_solid_among(x, clear + g, last)
    }

    /// The first row from `from` to `to` (along gravity) of column `x`
    /// that neither the map nor a full moving solid holds.
    fn first_clear_among(&self, x: i32, from: i32, to: i32) -> Option<i32> {
        let g = self.g;
        let mut y = from;
        loop {
            y = if g > 0 {
                self.map.first_clear::<true>(x, y, to)?
            } else {
                self.map.first_clear::<false>(x, to, y)?
            };
            match self.rects().find(|(_, r)| r.has(x, y)) {
                // Past the moving solid's rows; the map may hold the next.
                Some((_, r)) => y = if g > 0 { r.b } else { r.t - 1 },
                None => return Some(y),
            }
            if (y - to) * g > 0 {
                return None;
            }
        }
    }

    /// The first row from `from` to `to` (along gravity) of column `x`
    /// that the map or a full moving solid holds.
    fn first_solid_among(&self, x: i32, from: i32, to: i32) -> Option<i32> {
        let g = self.g;
        let (lo, hi) = (from.min(to), from.max(to));
        let map = if g > 0 {
            self.map.first_solid_down(x, lo, hi)
        } else {
            self.map.first_solid_up(x, lo, hi)
        };
        let rects = self
            .rects()
            .filter(|(_, r)| r.solid() && r.l <= x && x < r.r)
            .filter_map(|(_, r)| {
                let (a, b) = (r.t.max(lo), (r.b - 1).min(hi));
                (a <= b).then_some(if g > 0 { a } else { b })
            });
        map.into_iter()
            .chain(rects)
            .reduce(|a, b| if g > 0 { a.min(b) } else { a.max(b) })
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::Rules;
    use crate::{Body, MovingSolid, Size, SolidKind, SubPoint, TileMap};

    /// The support test read pixel by pixel from the contract's words.
    fn by_pixels(rules: &Rules, px: i32, py: i32) -> bool {
        let b = rules.bx(px, py);
        (b.left()..b.right()).any(|x| {
            rules.solid_px(x, rules.beyond_row(py)) && !rules.solid_px(x, rules.edge_row(py))
        }) || rules.oneway_under(b.left(), b.right() - 1, py)
            || !rules.core_clear(px, py + rules.g)
    }

    /// Everywhere a box's core is clear, beside walls, slopes, steps and
    /// one-way tiles, with and without a moving solid and a solid box,
    /// both gravities, for tall, square and wide boxes: the support test
    /// is the contract's, and the sweep along gravity stops exactly at the
    /// first position it holds.
    #[test]
    fn support_and_the_sweep_along_gravity_follow_the_contract() {
        let map = TileMap::from_ascii(
            concat!(
                "##############\n",
                "#....#..7F..#.\n",
                "#.../#......#.\n",
                "#.-...._..rR#.\n",
                "#..#..#..L..#.\n",
                "##############\n",
            ),
            16,
        )
        .unwrap();
        let lift = MovingSolid::new(
            SubPoint::from_px(100, 40),
            Size::new(20, 6),
            SolidKind::Solid,
        );
        let crate_ = MovingSolid::new(
            SubPoint::from_px(20, 60),
            Size::new(14, 14),
            SolidKind::Solid,
        );
        let (mut supported, mut free) = (0, 0);
        for solids in [&[][..], &[lift, crate_][..]] {
            for (w, h) in [(12, 24), (16, 16), (17, 17), (32, 16), (5, 3)] {
                for g in [1, -1] {
                    for x in 0..224 {
                        for y in 0..96 {
                            let b = Body::new(SubPoint::from_px(x, y), Size::new(w, h)).box_px();
                            let rules = Rules::new(&map, b, g, solids);
                            if !rules.core_clear(b.px, b.py) {
                                continue;
                            }
                            let want = by_pixels(&rules, b.px, b.py);
                            assert_eq!(
                                rules.supported(b.px, b.py),
                                want,
                                "{w}x{h} g {g} ({x}, {y})"
                            );
                            supported += u32::from(want);
                            // The surface bound: how far until a real surface.
                            for n in [1, 5, 40, 100] {
                                let want = (0..n)
                                    .find(|&k| {
                                        let p = b.py + g * k;
                                        (b.left()..b.right()).any(|x| {
                                            rules.solid_px(x, rules.beyond_row(p))
                                                && !rules.solid_px(x, rules.edge_row(p))
                                        })
                                    })
                                    .unwrap_or(n);
                                assert_eq!(
                                    rules.surface_free(b, n, false),
                                    want,
                                    "{w}x{h} g {g} ({x}, {y}) n {n}"
                                );
                                free += u32::from(want < n);
                            }
                        }
                    }
                }
            }
        }
        assert!(supported > 5_000 && free > 20_000, "{supported} {free}");
    }
}
