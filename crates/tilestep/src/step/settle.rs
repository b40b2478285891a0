//! The step's settling phase: the world clamp, the standing test, and what
//! the body stands on.

use super::vertical::Vertical;
use crate::body::Body;
use crate::body::BoxPx;
use crate::body::Solid;
use crate::body::{ContactFlags, Contacts};
use crate::map::TileMap;
use crate::rules::Rules;
use crate::units::clamp_world;
use crate::units::Subpx;

/// Where the body settled.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settled {
    /// Its box at the end, after the world clamp.
    pub fin: BoxPx,
    /// The row just beyond the box along gravity.
    pub row: i32,
}

impl TileMap {
    /// Clamps the body to the world, decides whether it stands (from the
    /// phases' verdict `v.stands`, else the contract's geometric test) and
    /// what it stands on: a moving solid under the sensor column first,
    /// then a tile, then a moving solid elsewhere under the box. Writes
    /// `body.standing`, `body.since_standing` and the standing contacts.
    #[inline(always)]
    pub(crate) fn settle(
        &self,
        rules: &Rules,
        body: &mut Body,
        v: &Vertical,
        c: &mut Contacts,
        solids: &[Solid],
    ) -> Settled {
        let g = rules.g;
        let stands = v.stands;
        let unclamped = (v.px, v.py);
        body.pos.x = clamp_world(body.pos.x);
        body.pos.y = clamp_world(body.pos.y);
        let fin = body.box_px();
        let (px, py) = (fin.px, fin.py);
        let row = rules.beyond_row(py);

        // Standing and ground: supported, and not moving against gravity (a
        // jump, or a rise through a one-way surface whose edge the box now
        // lies along). A standing body's speed and subpixel remainder along
        // gravity are cleared, as for any flush stop: a walker's and a
        // landing body's already are, so only the geometric test clears them.
        body.standing = match stands {
            Some(s) if unclamped == (px, py) => s,
            _ => {
                let s = g != 0 && body.vel.y.0 * g >= 0 && rules.supported(px, py);
                if s {
                    body.vel.y = Subpx::ZERO;
                    body.pos.y = body.pos.y.floor();
                }
                s
            }
        };
        // What it stands on: a moving solid under the sensor column first,
        // then a tile (its flags here; the tile itself when asked,
        // `TileMap::ground`), then a moving solid elsewhere under the box.
        if body.standing {
            if !solids.is_empty() {
                c.set_on_solid(self.solid_stood_on(rules, fin));
            }
            if let Some(i) = c.on_solid() {
                if solids[i].kind != crate::body::SolidKind::Solid {
                    c.flags.insert(ContactFlags::PLATFORM);
                }
            } else {
                c.flags
                    .insert(self.stood_on_flags(self.supports(rules, px, py)));
            }
            c.flags.insert(ContactFlags::floor_or_ceiling(g));
        }
        body.since_standing = if body.standing {
            0
        } else {
            body.since_standing.saturating_add(1)
        };
        Settled { fin, row }
    }

    /// The moving solid a standing body with box `fin` stands on: one under
    /// the sensor column, else, when no column has a tile's support, one
    /// anywhere under the box.
    #[inline(never)]
    fn solid_stood_on(&self, rules: &Rules, fin: BoxPx) -> Option<usize> {
        let (px, py) = (fin.px, fin.py);
        let (x0, x1) = (fin.left(), fin.right() - 1);
        let rect_at = |a: i32, b: i32| {
            rules
                .solid_surface_under(a, b, py)
                .or_else(|| rules.oneway_solid_under(a, b, py))
        };
        rect_at(px, px).or_else(|| {
            if rules.tile_support(px, py).is_some() {
                None
            } else {
                // Only when no column has a tile's support.
                rect_at(x0, x1).filter(|_| (x0..=x1).all(|x| rules.tile_support(x, py).is_none()))
            }
        })
    }
}
