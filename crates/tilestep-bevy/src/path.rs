//! Moving solids' paths: exact integer movement along points, the same
//! rules as the scenario format's `[[solid]]` so a level runs the same in a
//! game as in `tilestep sim`.

use bevy::prelude::Component;
use tilestep::{SubPoint, Subpx};

/// What a path does after its last point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Looping {
    /// Heads back to the first point and round again.
    #[default]
    Cycle,
    /// Goes back through the points to the first and out again.
    PingPong,
    /// Stays at the last point.
    Stop,
}

/// A moving solid's route: its points (top-left corners, subpixels, y
/// down; the first is where it starts), its speed and what it does at the
/// end. Each fixed step it heads for its next point, moving at most `speed`
/// subpixels on the axis with more distance left and the other axis in
/// proportion (rounded toward zero), landing exactly on each point.
///
/// The movement is recomputed from where the solid is every step, so a
/// solid stopped short by a squished body goes on from where it stopped.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct SolidPath {
    /// The points, top-left corners in subpixels (y down). The first is
    /// the start; fewer than two points: the solid stays put.
    pub points: Vec<SubPoint>,
    /// Speed, subpixels per fixed step along the axis with more distance left.
    pub speed: i32,
    /// What it does after the last point.
    pub looping: Looping,
    /// Fixed steps it waits on reaching each point.
    pub wait: u32,
    /// The first fixed step (counted from 1, the first step it takes part
    /// in) on which it moves.
    pub start_step: u32,
    next: usize,
    dir: isize,
    wait_left: u32,
    done: bool,
    age: u32,
}

impl SolidPath {
    /// A path through `points` (subpixels, y down) at `speed` subpixels per
    /// fixed step, cycling, no waits, moving from its first step.
    pub fn new(points: Vec<SubPoint>, speed: i32) -> SolidPath {
        let done = points.len() < 2;
        SolidPath {
            points,
            speed,
            looping: Looping::Cycle,
            wait: 0,
            start_step: 1,
            next: 1,
            dir: 1,
            wait_left: 0,
            done,
            age: 0,
        }
    }

    /// This path with `looping`.
    pub fn with_looping(mut self, looping: Looping) -> SolidPath {
        self.looping = looping;
        self
    }

    /// This path waiting `wait` fixed steps at each point.
    pub fn with_wait(mut self, wait: u32) -> SolidPath {
        self.wait = wait;
        self
    }

    /// This path first moving on its `start_step`-th fixed step (1: at once).
    pub fn with_start_step(mut self, start_step: u32) -> SolidPath {
        self.start_step = start_step;
        self
    }

    /// This path resumed mid-route: heading for point `heading`, on its way
    /// back (`returning`, ping-pong), still waiting `waiting` steps, or
    /// `arrived` for good (a `Stop` path at its end).
    pub fn resumed(mut self, heading: usize, returning: bool, waiting: u32, arrived: bool) -> Self {
        self.next = heading;
        self.dir = if returning { -1 } else { 1 };
        self.wait_left = waiting;
        self.done = arrived || self.points.len() < 2;
        self
    }

    /// Whether it has arrived for good (a `Stop` path at its last point).
    pub fn arrived(&self) -> bool {
        self.done
    }

    /// The movement for this fixed step, subpixels, the solid's top-left
    /// corner being at `pos`.
    pub fn delta(&mut self, pos: SubPoint) -> SubPoint {
        self.age = self.age.saturating_add(1);
        if self.done || self.age < self.start_step {
            return SubPoint::default();
        }
        if self.wait_left > 0 {
            self.wait_left -= 1;
            return SubPoint::default();
        }
        toward(pos, self.points[self.next], self.speed)
    }

    /// After the step's move, the solid being at `pos`: on reaching the
    /// point it headed for, wait and head for the next.
    pub fn after(&mut self, pos: SubPoint) {
        if self.done || pos != self.points[self.next] {
            return;
        }
        self.wait_left = self.wait;
        let n = self.points.len();
        match self.looping {
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

/// The movement toward `to` from `from`, at most `speed` subpixels on the
/// axis with more distance left, the other in proportion rounded toward zero.
pub fn toward(from: SubPoint, to: SubPoint, speed: i32) -> SubPoint {
    let rx = i64::from(to.x.0) - i64::from(from.x.0);
    let ry = i64::from(to.y.0) - i64::from(from.y.0);
    let m = rx.abs().max(ry.abs());
    let s = i64::from(speed.max(0));
    if m <= s {
        return SubPoint::new(rx as i32, ry as i32);
    }
    SubPoint::new((rx * s / m) as i32, (ry * s / m) as i32)
}

/// Whether `p` is no movement.
pub(crate) fn is_zero(p: SubPoint) -> bool {
    p.x == Subpx::ZERO && p.y == Subpx::ZERO
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk(mut p: SolidPath, n: u32) -> Vec<(i32, i32)> {
        let mut pos = p.points[0];
        let mut out = Vec::new();
        for _ in 0..n {
            let d = p.delta(pos);
            pos = SubPoint::new(pos.x.0 + d.x.0, pos.y.0 + d.y.0);
            p.after(pos);
            out.push((pos.x.0, pos.y.0));
        }
        out
    }

    fn pts(p: &[(i32, i32)]) -> Vec<SubPoint> {
        p.iter().map(|&(x, y)| SubPoint::new(x, y)).collect()
    }

    #[test]
    fn heads_straight_and_lands_exactly() {
        assert_eq!(
            toward(SubPoint::new(0, 0), SubPoint::new(1000, 300), 256),
            SubPoint::new(256, 76)
        );
        let p = SolidPath::new(pts(&[(0, 0), (700, -300)]), 256).with_looping(Looping::Stop);
        let w = walk(p, 5);
        assert_eq!(w[0], (256, -109));
        assert_eq!(w[2], (700, -300));
        assert_eq!(w[4], (700, -300), "stop stays");
    }

    #[test]
    fn ping_pong_cycle_wait_and_start() {
        let pp = SolidPath::new(pts(&[(0, 0), (512, 0)]), 256)
            .with_looping(Looping::PingPong)
            .with_wait(1);
        let xs: Vec<i32> = walk(pp, 8).iter().map(|p| p.0).collect();
        assert_eq!(xs, [256, 512, 512, 256, 0, 0, 256, 512]);
        let cy = SolidPath::new(pts(&[(0, 0), (256, 0), (256, 256)]), 256);
        assert_eq!(walk(cy, 4), [(256, 0), (256, 256), (0, 0), (256, 0)]);
        let late = SolidPath::new(pts(&[(0, 0), (512, 0)]), 256).with_start_step(3);
        let xs: Vec<i32> = walk(late, 4).iter().map(|p| p.0).collect();
        assert_eq!(xs, [0, 0, 256, 512]);
    }

    #[test]
    fn one_point_stays() {
        let p = SolidPath::new(pts(&[(5, 5)]), 256);
        assert!(p.arrived());
        assert_eq!(walk(p, 2), [(5, 5), (5, 5)]);
    }
}
