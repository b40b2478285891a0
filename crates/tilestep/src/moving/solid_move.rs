//! Moving a solid: riders are carried, bodies in the way are pushed, and a
//! body that can't be pushed is reported squished; nothing is ever left
//! overlapping (Celeste's Actor/Solid model on the contract's pixel rules).

use super::chain::{rides, Shift};
use crate::body::Body;
use crate::body::ContactFlags;
use crate::body::{MovingSolid, SolidKind};
use crate::map::TileMap;
use crate::rules::{stopping, Rect};
use crate::units::{clamp_world_point, Px, SubPoint};
use alloc::vec;
use alloc::vec::Vec;

/// A body a moving solid could not push out of its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Squish {
    /// Index of the body in the slice given to [`TileMap::move_solid`].
    pub body: usize,
    /// The direction the solid was pushing it: `(±1, 0)` or `(0, ±1)`.
    pub pushed: (i8, i8),
}

impl Squish {
    /// The body's sides pressed between the solid and what blocked it:
    /// `wall_left | wall_right` for a horizontal squish, `floor | ceiling`
    /// for a vertical one.
    pub fn sides(&self) -> ContactFlags {
        if self.pushed.0 != 0 {
            ContactFlags::WALL_LEFT | ContactFlags::WALL_RIGHT
        } else {
            ContactFlags::FLOOR | ContactFlags::CEILING
        }
    }
}

/// What [`TileMap::move_solid`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SolidMoved {
    /// How far the solid actually moved, subpixels (less than asked when a
    /// squished body stopped it).
    pub moved: SubPoint,
    /// Bodies that could not be pushed (the solid stopped short of them).
    pub squished: Vec<Squish>,
    /// Indices of the bodies it carried: those standing on it, and those
    /// standing on a solid body it moved (at any depth).
    pub riders: Vec<usize>,
}

/// What one [`TileMap::move_solid`] keeps from pixel to pixel.
struct Carry {
    /// Bodies standing on the solid (or caught by its one-way edge).
    riders: Vec<bool>,
    /// Bodies moved this pixel: cleared for every pixel.
    moved: Vec<bool>,
    /// Bodies carried on a solid body it moved, at any depth (empty
    /// without a solid body).
    deep_riders: Vec<bool>,
    /// Some body is [`Body::solid`].
    any_solid: bool,
    /// This pixel's moves, to undo if the solid can't finish it
    /// ([`super::chain::Shift::undo`]).
    undo: Vec<(usize, Body)>,
}

/// Starts a move of solid `s`: clears its `vel`; false when it is
/// inactive. Positions set beyond the world limit by hand, the solid's
/// and the bodies', count as clamped to it (`docs/contract.md`,
/// "Limits"), as a step's do.
fn begin(s: &mut MovingSolid, bodies: &mut [Body]) -> bool {
    s.vel = SubPoint::default();
    if !s.active {
        return false;
    }
    s.pos = clamp_world_point(s.pos);
    for b in bodies.iter_mut().filter(|b| !b.in_world()) {
        b.clamp_to_world();
    }
    true
}

impl TileMap {
    /// Moves `solids[index]` by `delta` subpixels (clamped to ±127 px per
    /// axis), horizontally then vertically, one whole pixel at a time with
    /// the fraction carried. Bodies standing on it are carried the same
    /// pixels (down too, without bouncing; a carried body stopped by a wall
    /// stays behind). Bodies its box would overlap are pushed a pixel at a
    /// time, with the contract's collision rules. A pushed or carried
    /// [`Body::solid`] body pushes the bodies its box would overlap in turn
    /// and carries the bodies standing on it, to any depth; a chain of
    /// pushed bodies moves together or not at all. A body that can't move
    /// is reported in [`SolidMoved::squished`] and the solid stops on that
    /// axis (its remainder on that axis cleared), so no body ever overlaps
    /// it or a solid body.
    /// A one-way solid never pushes: it carries bodies on its surface and
    /// catches any body its rising surface meets (so a falling body is never
    /// lost through a platform moving up fast). Sets `solid.vel` to the
    /// movement made and adds each carried or pushed body's movement to
    /// `body.carried`. Call it before stepping the bodies for the frame.
    ///
    /// ```
    /// use tilestep::*;
    /// let map = TileMap::from_ascii("......\n......\n......\n......\n", 16).unwrap();
    /// let mut solids = [MovingSolid::new(SubPoint::from_px(16, 40), Size::new(32, 8), SolidKind::Solid)];
    /// let mut bodies = [Body::new(SubPoint::from_px(32, 40), Size::new(12, 24))];
    /// let r = map.move_solid(&mut solids, 0, SubPoint::from_px(3, -2), &mut bodies);
    /// assert_eq!(r.riders, vec![0]);
    /// assert_eq!(bodies[0].pos, SubPoint::from_px(35, 38)); // carried along
    /// ```
    pub fn move_solid(
        &self,
        solids: &mut [MovingSolid],
        index: usize,
        delta: SubPoint,
        bodies: &mut [Body],
    ) -> SolidMoved {
        let mut report = SolidMoved::default();
        let Some(s) = solids.get_mut(index) else {
            return report;
        };
        if !begin(s, bodies) {
            return report;
        }
        let start = s.pos;
        let any_solid = bodies.iter().any(|b| b.solid);
        let mut carry = Carry {
            riders: bodies.iter().map(|b| rides(self, s, b)).collect(),
            moved: vec![false; bodies.len()],
            deep_riders: if any_solid {
                vec![false; bodies.len()]
            } else {
                Vec::new()
            },
            any_solid,
            undo: Vec::new(),
        };
        for axis in 0..2 {
            let (d, p) = if axis == 0 {
                (delta.x.clamp_speed(), solids[index].pos.x)
            } else {
                (delta.y.clamp_speed(), solids[index].pos.y)
            };
            let target = p + d;
            let steps = target.floor_px().0 - p.floor_px().0;
            let dir = steps.signum();
            let mut stopped = false;
            // Two copies of one function: without a solid body the chain
            // machinery compiles out.
            let pixel = if carry.any_solid {
                Self::solid_pixel::<true>
            } else {
                Self::solid_pixel::<false>
            };
            for _ in 0..steps.abs() {
                let (dx, dy) = if axis == 0 { (dir, 0) } else { (0, dir) };
                let moved = pixel(
                    self,
                    solids,
                    index,
                    (dx, dy),
                    bodies,
                    &mut carry,
                    &mut report,
                );
                if !moved {
                    stopped = true;
                    break;
                }
            }
            let s = &mut solids[index];
            let v = if axis == 0 {
                &mut s.pos.x
            } else {
                &mut s.pos.y
            };
            *v = if stopped { v.floor() } else { target };
        }
        let s = &mut solids[index];
        s.vel = SubPoint {
            x: s.pos.x - start.x,
            y: s.pos.y - start.y,
        };
        report.moved = s.vel;
        report.riders = (0..bodies.len())
            .filter(|&j| carry.riders[j] || carry.deep_riders.get(j) == Some(&true))
            .collect();
        report
    }

    /// Moves the solid one pixel by `(dx, dy)`, pushing and carrying bodies
    /// (`moving/chain.rs`). Returns false (and leaves the solid where it
    /// was) when a body it must push can't move. `ANY_SOLID`: some body is
    /// [`Body::solid`] (`carry.any_solid`).
    fn solid_pixel<const ANY_SOLID: bool>(
        &self,
        solids: &mut [MovingSolid],
        index: usize,
        (dx, dy): (i32, i32),
        bodies: &mut [Body],
        carry: &mut Carry,
        report: &mut SolidMoved,
    ) -> bool {
        let old = Rect::of(&solids[index]);
        solids[index].pos.x += Px(dx).to_subpx();
        solids[index].pos.y += Px(dy).to_subpx();
        let new = Rect::of(&solids[index]);
        carry.moved.fill(false);
        if ANY_SOLID {
            carry.undo.clear();
        }
        let mut shift = Shift {
            map: self,
            solids,
            dx,
            dy,
            moved: &mut carry.moved,
            deep_riders: &mut carry.deep_riders,
            any_solid: ANY_SOLID,
            undo: &mut carry.undo,
        };
        // Push what the new box overlaps, each chain all or nothing.
        if old.kind == SolidKind::Solid {
            // Only this pixel's squishes stop it: the report holds the
            // whole move's.
            if push::<ANY_SOLID>(&mut shift, &new, bodies, report) {
                // Nothing of this pixel stays: a rider carried along with a
                // pushed crate could end beside the solid's old place.
                if ANY_SOLID {
                    for &(j, before) in shift.undo.iter().rev() {
                        bodies[j] = before;
                    }
                }
                solids[index].pos.x -= Px(dx).to_subpx();
                solids[index].pos.y -= Px(dy).to_subpx();
                return false;
            }
        }
        carry_riders::<ANY_SOLID>(&mut shift, &old, bodies, &mut carry.riders);
        true
    }
}

/// Pushes, by `shift`'s pixel, the bodies whose core the solid's `new`
/// box overlaps, each chain all or nothing (`ANY_SOLID`: some body is
/// [`Body::solid`]); those that can't move go into `report`'s squished
/// bodies. True when any did.
fn push<const ANY_SOLID: bool>(
    shift: &mut Shift,
    new: &Rect,
    bodies: &mut [Body],
    report: &mut SolidMoved,
) -> bool {
    let pushed = (shift.dx as i8, shift.dy as i8);
    let before = report.squished.len();
    for j in 0..bodies.len() {
        if shift.moved[j] || !new.hits_core(&bodies[j].box_px()) {
            continue;
        }
        if !(ANY_SOLID && bodies[j].solid) {
            if !shift.one(bodies, j) {
                report.squished.push(Squish { body: j, pushed });
            }
        } else if let Err(blocked) = shift.chain(bodies, j) {
            let squished = blocked.into_iter().map(|body| Squish { body, pushed });
            report.squished.extend(squished);
        }
    }
    report.squished.len() > before
}

/// Carries, by `shift`'s pixel, the `riders` of the solid whose box was
/// `old` and the bodies its one-way surface catches, solid ones first
/// (see `Shift::carry_all`); a rider that stays behind rides no more
/// (but for a horizontal pixel: it may ride again once it catches up).
fn carry_riders<const ANY_SOLID: bool>(
    shift: &mut Shift,
    old: &Rect,
    bodies: &mut [Body],
    riders: &mut [bool],
) {
    let dy = shift.dy;
    // A one-way surface moving into a body's edge catches it: it moves
    // the body by `-dy` relative to the surface, which stops that move
    // whatever the body's gravity (no drop input in a solid's move).
    let catches = |b: &Body| {
        let bx = b.box_px();
        old.oneway().is_some_and(|side| {
            stopping(-dy, 0, false).is_some_and(|s| s.stops_solid(Some(side)))
                && old.spans(bx.left(), bx.right() - 1)
                && bx.oneway_edge(side) == old.surface_row(side)
        })
    };
    let passes: &[bool] = if ANY_SOLID { &[true, false] } else { &[false] };
    for &solid_first in passes {
        for j in 0..bodies.len() {
            if shift.moved[j] || (ANY_SOLID && bodies[j].solid) != solid_first {
                continue;
            }
            if riders[j] || catches(&bodies[j]) {
                let carried = if solid_first {
                    shift.chain(bodies, j).is_ok()
                } else {
                    shift.one(bodies, j)
                };
                riders[j] = carried || (dy == 0 && riders[j]);
            }
        }
    }
}
