//! What one pixel of a moving solid's move takes along: the chain of bodies
//! it pushes (a pushed [`Body::solid`] body pushes in its turn) and the
//! bodies standing on any solid body that moves, to any depth.
//!
//! A chain moves together or not at all, so nothing is ever left
//! overlapping: every body whose core a moving box would enter is in the
//! chain, and each member is tested where it would go against the map, the
//! moving solids and the solid bodies outside the chain.

use crate::body::MovingSolid;
use crate::body::{Body, BoxPx};
use crate::map::TileMap;
use crate::rules::{PixelMove, Rect, Rules};
use crate::units::{Px, SubPoint};
use alloc::vec::Vec;

/// The shift of one pixel of a moving solid, and what it moved so far.
pub(crate) struct Shift<'a> {
    pub map: &'a TileMap,
    /// The moving solids, the one moving already at its new place.
    pub solids: &'a [MovingSolid],
    pub dx: i32,
    pub dy: i32,
    /// Bodies moved this pixel.
    pub moved: &'a mut [bool],
    /// Bodies carried as riders of a solid body (at any depth), over the
    /// whole move.
    pub deep_riders: &'a mut [bool],
    /// Whether any body is [`Body::solid`]: without one, a chain is a
    /// single body and nothing needs the bodies as obstacles.
    pub any_solid: bool,
    /// Each body moved this pixel as it was before, so a pixel the solid
    /// can't finish is undone whole (kept only with a solid body: without
    /// one, a pushed body carries nobody along).
    pub undo: &'a mut Vec<(usize, Body)>,
}

/// The bodies of a chain that could not move.
pub(crate) type Blocked = Vec<usize>;

impl Shift<'_> {
    /// Moves the chain that starts at `first` one pixel, pushing what its
    /// solid members' boxes enter; then carries the bodies that stood on
    /// its solid members. On failure nothing moves and the members that
    /// could not are returned.
    pub fn chain(&mut self, bodies: &mut [Body], first: usize) -> Result<(), Blocked> {
        if !bodies[first].solid {
            return if self.one(bodies, first) {
                Ok(())
            } else {
                Err(alloc::vec![first])
            };
        }
        // The head moves as any lone pushed body would (a horizontal push
        // may slide it a pixel against gravity, onto a slope: judged among
        // the map and the moving solids); its chain is what that move
        // enters, and every member makes the same move.
        let py = bodies[first].box_px().py;
        let Some(ny) = self.row_among(&bodies[first], self.solids, None) else {
            return Err(alloc::vec![first]);
        };
        let dy = ny - py;
        let chain = self.members(bodies, first, dy);
        let mut to = Vec::with_capacity(chain.len());
        let mut blocked = Blocked::new();
        for &j in &chain {
            match self.target_row(bodies, j, &chain, Some(dy)) {
                Some(ny) => to.push(ny),
                None => blocked.push(j),
            }
        }
        if !blocked.is_empty() {
            return Err(blocked);
        }
        // Who stands on the solid members, before they move.
        let riders: Vec<usize> = (0..bodies.len())
            .filter(|&k| !self.moved[k] && !chain.contains(&k))
            .filter(|&k| {
                chain
                    .iter()
                    .any(|&m| bodies[m].solid && rides(self.map, &bodies[m].as_solid(), &bodies[k]))
            })
            .collect();
        for (&j, ny) in chain.iter().zip(to) {
            self.shift(bodies, j, ny);
        }
        self.carry_all(bodies, &riders);
        Ok(())
    }

    /// Moves the body `j` that is not solid (a chain of one: it pushes and
    /// carries nothing) if it can move; true when it moved. Every push and
    /// every rider takes this path when no body is solid, with no
    /// allocation.
    #[inline(always)]
    pub fn one(&mut self, bodies: &mut [Body], j: usize) -> bool {
        let to = if self.any_solid {
            self.target_row(bodies, j, &[j], None)
        } else {
            self.row_among(&bodies[j], self.solids, None)
        };
        match to {
            Some(ny) => {
                self.shift(bodies, j, ny);
                true
            }
            None => false,
        }
    }

    /// Moves body `j` by this pixel's `dx` and to bottom row `ny`, records
    /// the move in its `carried`, and marks it moved (and logged for undo).
    #[inline]
    fn shift(&mut self, bodies: &mut [Body], j: usize, ny: i32) {
        let b = &mut bodies[j];
        if self.any_solid {
            self.undo.push((j, *b));
        }
        self.moved[j] = true;
        let dy = ny - b.box_px().py;
        b.carry(SubPoint::new(Px(self.dx).to_subpx().0, Px(dy).to_subpx().0));
    }

    /// Carries `riders` one pixel where they can go, solid bodies first (so
    /// a body beside a crate on a lift is not stopped by the crate's old
    /// place); a rider that can't move stays behind.
    pub fn carry_all(&mut self, bodies: &mut [Body], riders: &[usize]) {
        for solid_first in [true, false] {
            for &k in riders {
                if bodies[k].solid == solid_first && !self.moved[k] && self.chain(bodies, k).is_ok()
                {
                    self.deep_riders[k] = true;
                }
            }
        }
    }

    /// `first` and, through solid members, every body whose core (or, for
    /// a solid body, whose box) a member's box moved by `(dx, dy)` would
    /// enter.
    fn members(&self, bodies: &[Body], first: usize, dy: i32) -> Vec<usize> {
        let mut chain = alloc::vec![first];
        let mut next = 0;
        while next < chain.len() {
            let m = bodies[chain[next]];
            next += 1;
            if !m.solid {
                continue;
            }
            let mut r = Rect::of(&m.as_solid());
            r.l += self.dx;
            r.r += self.dx;
            r.t += dy;
            r.b += dy;
            for (k, b) in bodies.iter().enumerate() {
                if self.moved[k] || chain.contains(&k) {
                    continue;
                }
                let hit = if b.solid {
                    let o = Rect::of(&b.as_solid());
                    r.meets(o.l, o.t, o.r - 1, o.b - 1)
                } else {
                    r.hits_core(&b.box_px())
                };
                if hit {
                    chain.push(k);
                }
            }
        }
        chain
    }

    /// The bottom row body `j` would end at, or `None` when it can't move:
    /// among the map, the moving solids and the solid bodies outside the
    /// chain. `exact`: see [`Shift::row_among`].
    fn target_row(
        &self,
        bodies: &[Body],
        j: usize,
        chain: &[usize],
        exact: Option<i32>,
    ) -> Option<i32> {
        let others: Vec<MovingSolid> = self
            .solids
            .iter()
            .copied()
            .chain(
                bodies
                    .iter()
                    .enumerate()
                    .filter(|&(k, o)| o.solid && k != j && !chain.contains(&k))
                    .map(|(_, o)| o.as_solid()),
            )
            .collect();
        self.row_among(&bodies[j], &others, exact)
    }

    /// The bottom row `b` would end at among `among`, or `None` when it
    /// can't move. `exact: None`: moved as a lone pushed body always was (a
    /// horizontal push may slide it one pixel against gravity, onto a
    /// slope). `Some(dy)`: moved by exactly `(dx, dy)`, as every member of
    /// a chain is, so the members keep their places.
    #[inline(always)]
    fn row_among(&self, b: &Body, among: &[MovingSolid], exact: Option<i32>) -> Option<i32> {
        let bx = b.box_px();
        let rules = Rules::new(self.map, bx, b.gravity.sign(), among);
        match exact {
            Some(dy) => {
                let nx = bx.px + self.dx;
                let ok = rules.core_clear(nx, bx.py + dy)
                    && (dy == 0 || !rules.oneway_blocks(nx, bx.py, dy))
                    && (self.dx == 0 || !rules.wall_blocks(bx.px, bx.py, self.dx));
                ok.then_some(bx.py + dy)
            }
            None if self.dx != 0 => match rules.air(bx.px, bx.py, self.dx, 0, false) {
                PixelMove::Moved(ny) | PixelMove::Lost(ny) => Some(ny),
                PixelMove::Blocked => None,
            },
            None => rules
                .can_shift_v(bx.px, bx.py, self.dy)
                .then_some(bx.py + self.dy),
        }
    }
}

/// True when body `b` rides `s` (a moving solid, or a solid body's box):
/// it stands, by the standing rule among the map and `s`
/// (`rules/support.rs`), and `s` is under it.
pub(crate) fn rides(map: &TileMap, s: &MovingSolid, b: &Body) -> bool {
    let bx = b.box_px();
    let rules = Rules::new(map, bx, b.gravity.sign(), core::slice::from_ref(s));
    under(&rules, &Rect::of(s), bx) && rules.stands(bx.px, bx.py, b.vel.y)
}

/// True when the box `r` lies under box `bx` along gravity: its surface
/// along the box's edge (a full box's, or a one-way surface that stops
/// the box's moves along gravity), or one more pixel along gravity puts
/// the box's core into it.
fn under(rules: &Rules, r: &Rect, bx: BoxPx) -> bool {
    // (A rider test has no drop input: every one-way edge counts.)
    let Some(stop) = rules.oneway_stopping(rules.g) else {
        return false;
    };
    let side = stop.side;
    r.spans(bx.left(), bx.right() - 1)
        && ((r.solid() || stop.stops_solid(r.oneway()))
            && r.surface_row(side) == bx.oneway_edge(side)
            || r.hits_core(&bx.at(bx.px, bx.py + rules.g)))
}
