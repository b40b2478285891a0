//! Routes for moving solids: lifts, ferries and crushers travelling through
//! points in exact integer subpixels, so a level moves the same in a game,
//! in `tilestep sim` and in a replay. Pass each frame's [`Route::step`] to
//! [`crate::TileMap::move_solid`], then tell the route where the solid got
//! to with [`Route::reached`].
//!
//! Each frame the solid heads for its next point. With `R` the distance
//! left on each axis and `M = max(|R.x|, |R.y|)`:
//!
//! - `M <= speed`: it moves by `R` and lands exactly on the point;
//! - otherwise it moves by `R * speed / M` on each axis, rounded toward
//!   zero: the axis with more distance left moves exactly `speed`, the
//!   other in proportion, so it heads straight for the point (the speed is
//!   the larger of the two axis speeds, not the length of the move).
//!
//! The movement is worked out from where the solid is, so a solid stopped
//! short by a squished body goes on from where it stopped, and a frame
//! never moves past a point. On reaching a point it waits `wait` frames,
//! then heads for the next: after the last point, [`Looping::Cycle`] heads
//! back to the first and round again, [`Looping::PingPong`] goes back
//! through the points to the first and out again, and [`Looping::Stop`]
//! stays put.

use crate::units::{SubPoint, Subpx};
use alloc::vec::Vec;

/// What a [`Route`] does after its last point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Looping {
    /// Back to its first point, and round again.
    Cycle,
    /// Back through the points to its first, and out again.
    #[default]
    PingPong,
    /// Stays at the last point.
    Stop,
}

impl Looping {
    /// Every looping and its name, in declaration order.
    pub const ALL: [(Looping, &'static str); 3] = [
        (Looping::Cycle, "cycle"),
        (Looping::PingPong, "ping_pong"),
        (Looping::Stop, "stop"),
    ];

    /// Its name in scenario files and tools: `cycle`, `ping_pong`, `stop`.
    pub fn name(self) -> &'static str {
        match self {
            Looping::Cycle => "cycle",
            Looping::PingPong => "ping_pong",
            Looping::Stop => "stop",
        }
    }

    /// The looping named `name` ([`Looping::name`]); `None` for any other.
    pub fn from_name(name: &str) -> Option<Looping> {
        Looping::ALL.iter().find(|l| l.1 == name).map(|l| l.0)
    }
}

/// Where a solid is along its [`Route`]: plain data, so a capture or a
/// rollback snapshot can save and restore it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RouteProgress {
    /// Index of the point it heads for (0 = the first).
    pub heading: usize,
    /// On its way back ([`Looping::PingPong`]).
    pub returning: bool,
    /// Frames it still waits where it is.
    pub waiting: u32,
    /// It has nowhere more to go ([`Looping::Stop`] after the last point,
    /// or a route of fewer than two points).
    pub arrived: bool,
}

/// A moving solid's route: its points (top-left corners in subpixels, y
/// down; the first is where it starts), its speed and what it does at the
/// end. The route is the plan; the solid's [`RouteProgress`] along it is
/// kept beside it.
///
/// ```
/// use tilestep::{Looping, Route, SubPoint, Subpx};
/// // A lift: up 32 px at 1 px/frame, a 10-frame wait, and back down.
/// let route = Route::new(vec![SubPoint::from_px(64, 96), SubPoint::from_px(64, 64)], Subpx(256))
///     .with_looping(Looping::PingPong)
///     .with_wait(10);
/// let mut at = route.points[0];
/// let mut progress = route.start();
/// for _ in 0..32 {
///     let d = route.step(&mut progress, at); // give `d` to TileMap::move_solid
///     at = SubPoint::new(at.x.0 + d.x.0, at.y.0 + d.y.0);
///     route.reached(&mut progress, at);
/// }
/// assert_eq!(at, SubPoint::from_px(64, 64));
/// assert_eq!((progress.heading, progress.returning, progress.waiting), (0, true, 10));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Route {
    /// The points, top-left corners in subpixels. Fewer than two: the
    /// solid stays put.
    pub points: Vec<SubPoint>,
    /// Speed along the axis with more distance left, subpixels/frame
    /// (0 or less: it doesn't move).
    pub speed: Subpx,
    /// What it does after the last point.
    pub looping: Looping,
    /// Frames it waits on reaching each point.
    pub wait: u32,
}

impl Route {
    /// A route through `points` at `speed` (subpixels/frame), ping-pong,
    /// no wait.
    pub fn new(points: Vec<SubPoint>, speed: Subpx) -> Route {
        Route {
            points,
            speed,
            looping: Looping::PingPong,
            wait: 0,
        }
    }

    /// The same route with `looping` after its last point.
    pub fn with_looping(mut self, looping: Looping) -> Route {
        self.looping = looping;
        self
    }

    /// The same route waiting `frames` frames at each point.
    pub fn with_wait(mut self, frames: u32) -> Route {
        self.wait = frames;
        self
    }

    /// The progress of a solid at the first point, heading for the second.
    pub fn start(&self) -> RouteProgress {
        RouteProgress {
            heading: 1,
            returning: false,
            waiting: 0,
            arrived: self.points.len() < 2,
        }
    }

    /// This frame's movement of a solid at `pos` (subpixels): toward the
    /// point it heads for, or zero while it waits (counting the wait down)
    /// or once it has arrived. A progress heading past the last point
    /// counts as arrived.
    pub fn step(&self, progress: &mut RouteProgress, pos: SubPoint) -> SubPoint {
        if progress.arrived {
            return SubPoint::default();
        }
        if progress.waiting > 0 {
            progress.waiting -= 1;
            return SubPoint::default();
        }
        match self.points.get(progress.heading) {
            Some(&to) => Route::toward(pos, to, self.speed),
            None => SubPoint::default(),
        }
    }

    /// [`Route::step`] in frame `frame` (1 = the first stepped) of a
    /// solid that starts along its route in frame `start`: before it, it
    /// stays put and its wait doesn't count down.
    pub fn step_at(
        &self,
        frame: u32,
        start: u32,
        progress: &mut RouteProgress,
        pos: SubPoint,
    ) -> SubPoint {
        if frame < start {
            SubPoint::default()
        } else {
            self.step(progress, pos)
        }
    }

    /// After the frame's move, the solid being at `pos`: on the point it
    /// headed for, it starts its wait and heads for the next one.
    pub fn reached(&self, progress: &mut RouteProgress, pos: SubPoint) {
        let n = self.points.len();
        if progress.arrived || self.points.get(progress.heading) != Some(&pos) {
            return;
        }
        progress.waiting = self.wait;
        let next = progress.heading;
        match self.looping {
            Looping::Cycle => progress.heading = (next + 1) % n,
            Looping::PingPong => {
                let ahead = if progress.returning {
                    next.checked_sub(1)
                } else {
                    Some(next + 1).filter(|&k| k < n)
                };
                if ahead.is_none() {
                    progress.returning = !progress.returning;
                }
                progress.heading = if progress.returning {
                    next.saturating_sub(1)
                } else {
                    (next + 1).min(n - 1)
                };
            }
            Looping::Stop => {
                if next + 1 >= n {
                    progress.arrived = true;
                } else {
                    progress.heading = next + 1;
                }
            }
        }
    }

    /// The movement toward `to` from `from` in one frame: at most `speed`
    /// (subpixels) on the axis with more distance left, the other axis in
    /// proportion, rounded toward zero (see the module docs).
    pub fn toward(from: SubPoint, to: SubPoint, speed: Subpx) -> SubPoint {
        let rx = i64::from(to.x.0) - i64::from(from.x.0);
        let ry = i64::from(to.y.0) - i64::from(from.y.0);
        let m = rx.abs().max(ry.abs());
        let s = i64::from(speed.0).max(0);
        if m <= s {
            return SubPoint::new(rx as i32, ry as i32);
        }
        SubPoint::new((rx * s / m) as i32, (ry * s / m) as i32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn route(points: &[(i32, i32)], speed: i32, looping: Looping, wait: u32) -> Route {
        let p = points.iter().map(|&(x, y)| SubPoint::new(x, y)).collect();
        Route::new(p, Subpx(speed))
            .with_looping(looping)
            .with_wait(wait)
    }

    /// Positions over `n` frames, moving exactly as asked.
    fn walk(r: &Route, n: u32) -> Vec<(i32, i32)> {
        let mut progress = r.start();
        let mut pos = r.points[0];
        let mut out = Vec::new();
        for _ in 0..n {
            let d = r.step(&mut progress, pos);
            pos = SubPoint::new(pos.x.0 + d.x.0, pos.y.0 + d.y.0);
            r.reached(&mut progress, pos);
            out.push((pos.x.0, pos.y.0));
        }
        out
    }

    #[test]
    fn lands_exactly_and_heads_straight() {
        let toward = |a: (i32, i32), b: (i32, i32), s| {
            Route::toward(SubPoint::new(a.0, a.1), SubPoint::new(b.0, b.1), Subpx(s))
        };
        assert_eq!(toward((0, 0), (1000, 300), 256), SubPoint::new(256, 76));
        assert_eq!(toward((0, 0), (-100, 50), 256), SubPoint::new(-100, 50));
        let r = route(&[(0, 0), (700, -300)], 256, Looping::Stop, 0);
        let w = walk(&r, 5);
        assert_eq!(w[0], (256, -109));
        assert_eq!(w[2], (700, -300));
        assert_eq!(w[4], (700, -300), "stop stays");
    }

    #[test]
    fn ping_pong_cycle_and_wait() {
        let pp = route(&[(0, 0), (512, 0)], 256, Looping::PingPong, 1);
        let xs: Vec<i32> = walk(&pp, 8).iter().map(|p| p.0).collect();
        assert_eq!(xs, [256, 512, 512, 256, 0, 0, 256, 512]);
        let three = route(&[(0, 0), (256, 0), (512, 0)], 256, Looping::PingPong, 0);
        let xs: Vec<i32> = walk(&three, 6).iter().map(|p| p.0).collect();
        assert_eq!(xs, [256, 512, 256, 0, 256, 512]);
        let cy = route(&[(0, 0), (256, 0), (256, 256)], 256, Looping::Cycle, 0);
        assert_eq!(walk(&cy, 4), [(256, 0), (256, 256), (0, 0), (256, 0)]);
    }

    #[test]
    fn short_routes_bad_progress_and_extreme_values_never_panic() {
        let one = route(&[(5, 5)], 256, Looping::Cycle, 0);
        assert!(one.start().arrived);
        assert_eq!(walk(&one, 3), [(5, 5); 3]);
        let r = route(&[(0, 0), (256, 0)], 256, Looping::PingPong, 0);
        let mut lost = RouteProgress {
            heading: 99,
            ..RouteProgress::default()
        };
        assert_eq!(r.step(&mut lost, SubPoint::new(0, 0)), SubPoint::default());
        r.reached(&mut lost, SubPoint::new(0, 0));
        let far = Route::toward(
            SubPoint::new(i32::MIN, i32::MAX),
            SubPoint::new(i32::MAX, i32::MIN),
            Subpx(i32::MAX),
        );
        assert_eq!((far.x.0, far.y.0), (i32::MAX, -i32::MAX));
        let none = Route::toward(SubPoint::new(0, 0), SubPoint::new(10, 0), Subpx(-5));
        assert_eq!(none, SubPoint::default());
    }

    #[test]
    fn names_round_trip() {
        for (l, n) in Looping::ALL {
            assert_eq!(l.name(), n);
            assert_eq!(Looping::from_name(n), Some(l));
        }
        assert_eq!(Looping::from_name("loop"), None);
    }
}
