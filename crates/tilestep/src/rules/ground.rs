//! What a standing body stands on (`docs/contract.md`, "Contacts"): the
//! ground tile under its sensor column, else the nearest supported column,
//! and whether that is a slope or a one-way surface.
//!
//! Relied on by `walk_step.rs` (what a walker stands on at the end).

use crate::body::{ContactFlags, Ground};
use crate::map::TileMap;
use crate::rules::Rules;
use crate::tiles::Class;
use crate::tiles::TileId;
use crate::tiles::TileKind;
use crate::units::TileXY;

/// What a standing body stands on ([`TileMap::ground_of`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct StoodOn {
    /// The ground tile the contacts report.
    pub ground: Ground,
    /// One of its nearest supports is a slope (profile) tile.
    pub slope: bool,
    /// One of its nearest supports is a one-way surface.
    pub oneway: bool,
}

impl StoodOn {
    /// The contacts' flags of what it stands on: `SLOPE` where one of its
    /// nearest supports is a slope tile, `PLATFORM` where one is a one-way
    /// surface.
    #[inline]
    pub(crate) fn flags(&self) -> ContactFlags {
        let mut flags = ContactFlags::default();
        if self.slope {
            flags.insert(ContactFlags::SLOPE);
        }
        if self.oneway {
            flags.insert(ContactFlags::PLATFORM);
        }
        flags
    }
}

impl TileMap {
    /// The tile a standing body stands on, and whether any of its nearest
    /// supports is a slope (profile) tile or a one-way surface: under the
    /// sensor column when that column is supported, else the nearest
    /// supported columns (both sides at the same distance count, so the
    /// flags don't depend on scan order and mirror exactly; the ground
    /// itself prefers a slope tile, then the left one), else (a chamfer
    /// resting on a corner) the tiles its core would enter.
    #[inline(always)]
    pub(crate) fn ground_of(&self, rules: &Rules, px: i32, py: i32) -> StoodOn {
        // Most often the sensor column is supported.
        match rules.tile_support(px, py) {
            Some(a) => self.stood_on(a, None),
            None => self.ground_off_sensor(rules, px, py),
        }
    }

    /// [`TileMap::ground_of`] for a body known to stand on its sensor
    /// column (a solid pixel or a one-way surface just beyond it): that
    /// column's tile there, without testing it again.
    #[inline(always)]
    pub(crate) fn ground_on_sensor(&self, rules: &Rules, px: i32, py: i32) -> StoodOn {
        let on = (self.tile_of(px), self.tile_of(rules.beyond_row(py)));
        debug_assert_eq!(rules.tile_support(px, py), Some(on));
        self.stood_on(on, None)
    }

    /// [`TileMap::ground_of`] when the sensor column has no support.
    #[inline(never)]
    fn ground_off_sensor(&self, rules: &Rules, px: i32, py: i32) -> StoodOn {
        let row = rules.beyond_row(py);
        let b = rules.bx(px, py);
        // The tile holding column x's support, if it has one.
        let support = |x: i32| rules.tile_support(x, py);
        let profile = |t: (i32, i32)| self.class_at(t.0, t.1).is_profile();
        // The nearest supported column, and the one at the same distance on
        // the right when both sides are.
        let mut near = None;
        let mut d = 1;
        while near.is_none() && d <= b.w() {
            let l = (px - d >= b.left()).then(|| support(px - d)).flatten();
            let r = (px + d < b.right()).then(|| support(px + d)).flatten();
            if let Some(a) = l.or(r) {
                near = Some((a, r.filter(|_| l.is_some())));
            }
            d += 1;
        }
        let (a, second) = near.unwrap_or_else(|| {
            // A chamfer resting on a corner: every tile the core would enter.
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
            (first.unwrap_or((self.tile_of(px), self.tile_of(row))), None)
        });
        self.stood_on(a, second)
    }

    /// What a body stands on whose nearest support lies in tile `a`, and
    /// in tile `second` at the same distance on the right, if any: the
    /// ground prefers a slope tile, then `a`; the flags count both.
    #[inline(always)]
    fn stood_on(&self, a: (i32, i32), second: Option<(i32, i32)>) -> StoodOn {
        // Each candidate's cell (class and id) read once.
        let (a_class, a_id) = self.cell(a.0, a.1);
        let second = second.map(|b| (b, self.cell(b.0, b.1)));
        let (b_profile, b_oneway) = second.map_or((false, false), |(_, (c, _))| {
            (c.is_profile(), c.is_oneway())
        });
        let ((tx, ty), (class, id)) = match second {
            Some(b) if b_profile && !a_class.is_profile() => b,
            _ => (a, (a_class, a_id)),
        };
        let id = (id != u16::MAX).then_some(TileId(id));
        let kind = match id {
            Some(i) => self.set.def(i).kind,
            None if class == Class::Solid => TileKind::Solid,
            None => TileKind::Empty,
        };
        let ground = Ground {
            tile: TileXY::new(tx, ty),
            id,
            kind,
            gradient: id.and_then(|i| self.set.gradient(i)),
        };
        StoodOn {
            ground,
            slope: a_class.is_profile() || b_profile,
            oneway: a_class.is_oneway() || b_oneway,
        }
    }
}
