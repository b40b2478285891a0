//! What a standing body stands on (`docs/contract.md`, "Contacts"): the
//! ground tile under its sensor column, else the nearest supported column,
//! and whether that is a slope or a one-way surface.
//!
//! Relied on by `walk_step.rs`, `landing.rs` and `step/settle.rs` (the
//! standing flags of a step) and by the ground query (`query.rs`: the
//! tile, worked out when asked).

use crate::body::{ContactFlags, Ground};
use crate::map::TileMap;
use crate::rules::Rules;
use crate::tiles::Class;
use crate::tiles::TileId;
use crate::tiles::TileKind;
use crate::units::TileXY;

/// The tiles holding a standing body's nearest supports: `a`, and
/// `second`, at the same distance on the right, where both sides are
/// supported ([`TileMap::supports`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Supports {
    /// The sensor column's support, else the nearest (the left one of two).
    pub a: (i32, i32),
    /// The right one of two nearest supports at the same distance.
    pub second: Option<(i32, i32)>,
}

impl TileMap {
    /// The tiles of a standing body's nearest supports: under the sensor
    /// column when that column is supported, else the nearest supported
    /// columns (both sides at the same distance count, so the flags don't
    /// depend on scan order and mirror exactly), else (a chamfer resting
    /// on a corner) the tiles its core would enter.
    #[inline(always)]
    pub(crate) fn supports(&self, rules: &Rules, px: i32, py: i32) -> Supports {
        // Most often the sensor column is supported.
        match rules.tile_support(px, py) {
            Some(a) => Supports { a, second: None },
            None => self.supports_off_sensor(rules, px, py),
        }
    }

    /// [`TileMap::supports`] for a body known to stand on its sensor
    /// column (a solid pixel or a one-way surface just beyond it): that
    /// column's tile there, without testing it again.
    #[inline(always)]
    pub(crate) fn supports_on_sensor(&self, rules: &Rules, px: i32, py: i32) -> Supports {
        let a = (self.tile_of(px), self.tile_of(rules.beyond_row(py)));
        debug_assert_eq!(rules.tile_support(px, py), Some(a));
        Supports { a, second: None }
    }

    /// [`TileMap::supports`] when the sensor column has no support.
    #[inline(never)]
    fn supports_off_sensor(&self, rules: &Rules, px: i32, py: i32) -> Supports {
        let row = rules.beyond_row(py);
        let b = rules.bx(px, py);
        // The tile holding column x's support, if it has one.
        let support = |x: i32| rules.tile_support(x, py);
        let profile = |t: (i32, i32)| self.class_at(t.0, t.1).is_profile();
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
        self.core_visit(rules.bx(px, py + rules.g), |tx, ty| {
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
            a: first.unwrap_or((self.tile_of(px), self.tile_of(row))),
            second: None,
        }
    }

    /// The contact flags of standing on supports `s`: `SLOPE` where one of
    /// them is a slope (profile) tile, `PLATFORM` where one is a one-way
    /// surface.
    #[inline(always)]
    pub(crate) fn stood_on_flags(&self, s: Supports) -> ContactFlags {
        let mut flags = self.class_flags(s.a);
        if let Some(b) = s.second {
            flags.insert(self.class_flags(b));
        }
        flags
    }

    /// `SLOPE` for a slope (profile) tile at `t`, `PLATFORM` for a one-way one.
    #[inline(always)]
    fn class_flags(&self, t: (i32, i32)) -> ContactFlags {
        // By class, built from the class's own tests at compile time (one
        // load instead of two tests).
        const FLAGS: [ContactFlags; Class::ALL.len()] = {
            let mut flags = [ContactFlags::NONE; Class::ALL.len()];
            let mut i = 0;
            while i < flags.len() {
                let class = Class::ALL[i];
                assert!(class as usize == i, "Class::ALL in value order");
                if class.is_profile() {
                    flags[i] = ContactFlags::SLOPE;
                } else if class.is_oneway() {
                    flags[i] = ContactFlags::PLATFORM;
                }
                i += 1;
            }
            flags
        };
        FLAGS[self.class_at(t.0, t.1) as usize]
    }

    /// The ground tile of a body standing on supports `s`: a slope tile
    /// first, then `a`.
    pub(crate) fn ground_of(&self, s: Supports) -> Ground {
        let (tx, ty) = match s.second {
            Some(b)
                if self.class_at(b.0, b.1).is_profile()
                    && !self.class_at(s.a.0, s.a.1).is_profile() =>
            {
                b
            }
            _ => s.a,
        };
        let (class, id) = self.cell(tx, ty);
        let id = (id != u16::MAX).then_some(TileId(id));
        let kind = match id {
            Some(i) => self.set.def(i).kind,
            None if class == Class::Solid => TileKind::Solid,
            None => TileKind::Empty,
        };
        Ground {
            tile: TileXY::new(tx, ty),
            id,
            kind,
            gradient: id.and_then(|i| self.set.gradient(i)),
        }
    }
}
