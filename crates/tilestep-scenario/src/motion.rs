//! How a scenario's moving solid travels along its points, in exact
//! integer subpixels.
//!
//! A solid's points are its start position, then its `waypoints` (top-left
//! corners, subpixels). From frame `start_frame` on, each frame it heads for
//! its next point. With `R` the distance left on each axis and
//! `M = max(|R.x|, |R.y|)`:
//!
//! - `M <= speed`: it moves by `R` and lands exactly on the point;
//! - otherwise it moves by `R * speed / M` on each axis, rounded toward
//!   zero: the axis with more distance left moves exactly `speed`, the other
//!   in proportion, so it heads straight for the point (the speed is the
//!   larger of the two axis speeds, not the length of the move).
//!
//! The movement is recomputed from where the solid is every frame, so a
//! solid stopped short by a squished body goes on from where it stopped. A
//! frame never moves past a point. On reaching a point it waits `wait`
//! frames, then heads for the next: after the last point, `cycle` heads back
//! to the start position and round again, `ping_pong` goes back through the
//! waypoints to the start and out again, and `stop` stays put.

use crate::scenario::{Looping, SolidSpec};
use tilestep::{SubPoint, Subpx};

/// The movement toward `to` from `from`, at most `speed` on the axis with
/// more distance left (see the module docs).
pub fn toward(from: SubPoint, to: SubPoint, speed: i32) -> SubPoint {
    let rx = i64::from(to.x.0) - i64::from(from.x.0);
    let ry = i64::from(to.y.0) - i64::from(from.y.0);
    let m = rx.abs().max(ry.abs());
    let s = i64::from(speed);
    if m <= s {
        return SubPoint::new(rx as i32, ry as i32);
    }
    SubPoint::new((rx * s / m) as i32, (ry * s / m) as i32)
}

/// Where a moving solid is along its points.
#[derive(Clone, Debug)]
pub struct Route {
    /// The point it heads for.
    next: usize,
    /// +1 or -1 along the points (`ping_pong` on the way back).
    dir: isize,
    /// Frames still to wait where it is.
    wait: u32,
    /// It has nowhere more to go.
    done: bool,
}

impl Route {
    /// At its start position, heading for its first waypoint (or where
    /// the scenario's mid-route keys say).
    pub fn new(spec: &SolidSpec) -> Route {
        match spec.resume {
            Some(r) => Route {
                next: r.heading,
                dir: if r.returning { -1 } else { 1 },
                wait: r.waiting,
                done: r.arrived || spec.points.len() < 2,
            },
            None => Route {
                next: 1,
                dir: 1,
                wait: 0,
                done: spec.points.len() < 2,
            },
        }
    }

    /// The point it heads for, whether it is on its way back, the frames
    /// it still waits, and whether it has arrived for good (the
    /// `heading`, `returning`, `waiting`, `arrived` keys).
    pub fn progress(&self) -> (usize, bool, u32, bool) {
        (self.next, self.dir < 0, self.wait, self.done)
    }

    /// The movement for frame `f`, the solid being at `pos`.
    pub fn delta(&mut self, spec: &SolidSpec, f: u32, pos: SubPoint) -> SubPoint {
        if self.done || f < spec.start_frame {
            return SubPoint::default();
        }
        if self.wait > 0 {
            self.wait -= 1;
            return SubPoint::default();
        }
        toward(pos, spec.points[self.next], spec.speed)
    }

    /// After the frame's move: on reaching the point it headed for, wait
    /// and head for the next one.
    pub fn after(&mut self, spec: &SolidSpec, pos: SubPoint) {
        if self.done || pos != spec.points[self.next] {
            return;
        }
        self.wait = spec.wait;
        let n = spec.points.len();
        match spec.looping {
            Looping::Cycle => self.next = (self.next + 1) % n,
            Looping::PingPong => {
                let k = self.next as isize + self.dir;
                if k < 0 || k >= n as isize {
                    self.dir = -self.dir;
                }
                self.next = (self.next as isize + self.dir) as usize;
            }
            Looping::Stop => {
                if self.next + 1 == n {
                    self.done = true;
                } else {
                    self.next += 1;
                }
            }
        }
    }
}

/// Zero movement.
pub fn is_zero(p: SubPoint) -> bool {
    p.x == Subpx::ZERO && p.y == Subpx::ZERO
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Size, Solid, SolidKind};

    fn spec(points: &[(i32, i32)], speed: i32, looping: Looping, wait: u32) -> SolidSpec {
        let p: Vec<SubPoint> = points.iter().map(|&(x, y)| SubPoint::new(x, y)).collect();
        SolidSpec {
            name: "s".into(),
            line: 1,
            solid: Solid::new(p[0], Size::new(8, 8), SolidKind::Solid),
            points: p,
            speed,
            looping,
            wait,
            start_frame: 1,
            resume: None,
        }
    }

    /// Positions over `n` frames, moving exactly as asked.
    fn walk(s: &SolidSpec, n: u32) -> Vec<(i32, i32)> {
        let mut r = Route::new(s);
        let mut pos = s.points[0];
        let mut out = Vec::new();
        for f in 1..=n {
            let d = r.delta(s, f, pos);
            pos = SubPoint::new(pos.x.0 + d.x.0, pos.y.0 + d.y.0);
            r.after(s, pos);
            out.push((pos.x.0, pos.y.0));
        }
        out
    }

    #[test]
    fn lands_exactly_and_heads_straight() {
        assert_eq!(
            toward(SubPoint::new(0, 0), SubPoint::new(1000, 300), 256),
            SubPoint::new(256, 76)
        );
        assert_eq!(
            toward(SubPoint::new(0, 0), SubPoint::new(-100, 50), 256),
            SubPoint::new(-100, 50)
        );
        let s = spec(&[(0, 0), (700, -300)], 256, Looping::Stop, 0);
        let w = walk(&s, 5);
        assert_eq!(w[0], (256, -109));
        assert_eq!(w[2], (700, -300));
        assert_eq!(w[4], (700, -300), "stop stays");
    }

    #[test]
    fn ping_pong_cycle_and_wait() {
        let pp = spec(&[(0, 0), (512, 0)], 256, Looping::PingPong, 1);
        let xs: Vec<i32> = walk(&pp, 8).iter().map(|p| p.0).collect();
        assert_eq!(xs, [256, 512, 512, 256, 0, 0, 256, 512]);
        let cy = spec(&[(0, 0), (256, 0), (256, 256)], 256, Looping::Cycle, 0);
        let w = walk(&cy, 4);
        assert_eq!(w, [(256, 0), (256, 256), (0, 0), (256, 0)]);
    }
}
