//! What a standing body stands on (`docs/contract.md`, "Contacts"): the
//! ground tile under its sensor column, else the nearest supported column,
//! and whether that is a slope or a one-way surface.
//!
//! Relied on by the step's end (`end.rs`: the standing flags of a step,
//! the moving solid stood on) and by the ground query (`query.rs`: the
//! tile, worked out when asked).

use crate::body::{BoxPx, ContactFlags, Ground};
use crate::rules::Rules;
use crate::tiles::TileShape;

/// The tiles holding a standing body's nearest supports: `a`, and
/// `second`, at the same distance on the right, where both sides are
/// supported ([`Rules::supports`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Supports {
    /// The sensor column's support, else the nearest (the left one of two).
    pub a: (i32, i32),
    /// The right one of two nearest supports at the same distance.
    pub second: Option<(i32, i32)>,
}

impl Rules<'_> {
    /// The tiles of a standing body's nearest supports: under the sensor
    /// column when that column is supported, else the nearest supported
    /// columns (both sides at the same distance count, so the flags don't
    /// depend on scan order and mirror exactly), else (a chamfer resting
    /// on a corner) the tiles its core would enter.
    #[inline(always)]
    pub fn supports(&self, px: i32, py: i32) -> Supports {
        // Most often the sensor column is supported (by a one-way
        // profile: asked out of line).
        match self.tile_support_but_profiles(px, py) {
            Some(a) => Supports { a, second: None },
            None => self.supports_off_sensor(px, py),
        }
    }

    /// [`Rules::supports`] for a body known to stand on its sensor
    /// column (a solid pixel or a one-way surface just beyond it): that
    /// column's tile there, without testing it again.
    #[inline(always)]
    pub fn supports_on_sensor(&self, px: i32, py: i32) -> Supports {
        let a = (self.map.tile_of(px), self.map.tile_of(self.beyond_row(py)));
        debug_assert_eq!(self.tile_support(px, py), Some(a));
        Supports { a, second: None }
    }

    /// [`Rules::supports`] when the sensor column has no support but
    /// perhaps a one-way profile's.
    #[inline(never)]
    fn supports_off_sensor(&self, px: i32, py: i32) -> Supports {
        if let Some(a) = self.profile_support(px, py) {
            return Supports { a, second: None };
        }
        let row = self.beyond_row(py);
        let b = self.bx(px, py);
        // The tile holding column x's support, if it has one.
        let support = |x: i32| self.tile_support(x, py);
        let profile = |t: (i32, i32)| self.map.shape_at(t.0, t.1).is_sloped();
        // The nearest supported column, and the one at the same distance on
        // the right when both sides are.
        let mut d = 1;
        while d <= b.w() {
            let l = (px - d >= b.left()).then(|| support(px - d)).flatten();
            let r = (px + d < b.right()).then(|| support(px + d)).flatten();
            if let Some(a) = l.or(r) {
                let second = r.filter(|_| l.is_some());
                return Supports { a, second };
            }
            d += 1;
        }
        // A chamfer resting on a corner: every tile the core would enter,
        // a slope tile first.
        let mut first: Option<(i32, i32)> = None;
        self.map.core_visit(self.bx(px, py + self.g), |tx, ty| {
            let better = match first {
                None => true,
                Some(f) => profile((tx, ty)) && !profile(f),
            };
            if better {
                first = Some((tx, ty));
            }
            false
        });
        Supports {
            a: first.unwrap_or((self.map.tile_of(px), self.map.tile_of(row))),
            second: None,
        }
    }

    /// The contact flags of standing on supports `s`: `SLOPE` where one of
    /// them is a slope (profile) tile, `ONE_WAY` where one is a one-way
    /// surface.
    #[inline(always)]
    pub fn supports_flags(&self, s: Supports) -> ContactFlags {
        let mut flags = self.shape_flags(s.a);
        if let Some(b) = s.second {
            flags.insert(self.shape_flags(b));
        }
        flags
    }

    /// `SLOPE` for a slope (profile) tile at `t`, `ONE_WAY` for a one-way one.
    #[inline(always)]
    fn shape_flags(&self, t: (i32, i32)) -> ContactFlags {
        // By shape, built from the class's own tests at compile time (one
        // load instead of two tests).
        const FLAGS: [ContactFlags; TileShape::ALL.len()] = {
            let mut flags = [ContactFlags::NONE; TileShape::ALL.len()];
            let mut i = 0;
            while i < flags.len() {
                let shape = TileShape::ALL[i];
                assert!(shape as usize == i, "TileShape::ALL in value order");
                if shape.is_oneway_profile() {
                    flags[i] = ContactFlags(ContactFlags::SLOPE.0 | ContactFlags::ONE_WAY.0);
                } else if shape.is_profile() {
                    flags[i] = ContactFlags::SLOPE;
                } else if shape.is_one_way() {
                    flags[i] = ContactFlags::ONE_WAY;
                }
                i += 1;
            }
            flags
        };
        FLAGS[self.map.shape_at(t.0, t.1) as usize]
    }

    /// The moving solid a standing body with box `fin` stands on: one under
    /// the sensor column, else, when no column has a tile's support, one
    /// anywhere under the box.
    #[inline(never)]
    pub fn solid_stood_on(&self, fin: BoxPx) -> Option<usize> {
        let (px, py) = (fin.px, fin.py);
        let (x0, x1) = (fin.left(), fin.right() - 1);
        let rect_at = |a: i32, b: i32| {
            self.solid_surface_under(a, b, py)
                .or_else(|| self.oneway_solid_under(a, b, py))
        };
        rect_at(px, px).or_else(|| {
            if self.tile_support(px, py).is_some() {
                None
            } else {
                // Only when no column has a tile's support.
                rect_at(x0, x1).filter(|_| (x0..=x1).all(|x| self.tile_support(x, py).is_none()))
            }
        })
    }

    /// The ground of a body with bottom row `py` (exclusive) standing on
    /// supports `s`: a slope tile first, then `a`; its surface on the row
    /// just beyond the box along gravity.
    pub fn ground_of(&self, s: Supports, py: i32) -> Ground {
        let (tx, ty) = match s.second {
            Some(b)
                if self.map.shape_at(b.0, b.1).is_sloped()
                    && !self.map.shape_at(s.a.0, s.a.1).is_sloped() =>
            {
                b
            }
            _ => s.a,
        };
        self.map.ground_at(tx, ty, self.beyond_row(py))
    }
}
