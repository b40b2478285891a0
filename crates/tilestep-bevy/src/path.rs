//! Moving solids' paths: the core's [`tilestep::Route`] (exact integer
//! movement through points, the rule `tilestep sim` uses) with the solid's
//! progress along it, as a component.

use bevy::prelude::Component;
use tilestep::{Route, RouteProgress, SubPoint};

/// A moving solid's route and where it is along it. Each fixed step it
/// heads for its next point ([`Route::step`]), moved by
/// `TileMap::move_solid`, then tells the route where it got to
/// ([`Route::reached`]); a solid stopped short by a squished body goes on
/// from where it stopped.
#[derive(Component, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SolidPath {
    /// The route: points (top-left corners, subpixels, y down; the first is
    /// the start), speed in subpixels per fixed step, looping and waits.
    pub route: Route,
    /// Where the solid is along the route.
    pub progress: RouteProgress,
    /// The first fixed step (counted from 1, the first step it takes part
    /// in) on which it moves.
    pub start_step: u32,
    age: u32,
}

impl SolidPath {
    /// Follows `route` from its start, moving from the first step.
    pub fn new(route: Route) -> SolidPath {
        SolidPath {
            progress: route.start(),
            route,
            start_step: 1,
            age: 0,
        }
    }

    /// This path first moving on its `start_step`-th fixed step (1: at once).
    pub fn with_start_step(mut self, start_step: u32) -> SolidPath {
        self.start_step = start_step;
        self
    }

    /// This path resumed mid-route (a saved game, a capture).
    pub fn with_progress(mut self, progress: RouteProgress) -> SolidPath {
        self.progress = progress;
        self
    }

    /// The movement for this fixed step, subpixels, the solid's top-left
    /// corner being at `pos`.
    pub fn delta(&mut self, pos: SubPoint) -> SubPoint {
        self.age = self.age.saturating_add(1);
        if self.age < self.start_step {
            return SubPoint::default();
        }
        self.route.step(&mut self.progress, pos)
    }

    /// After the step's move, the solid being at `pos`.
    pub fn after(&mut self, pos: SubPoint) {
        self.route.reached(&mut self.progress, pos);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Looping, Subpx};

    fn walk(mut p: SolidPath, n: u32) -> Vec<i32> {
        let mut pos = p.route.points[0];
        let mut out = Vec::new();
        for _ in 0..n {
            let d = p.delta(pos);
            pos = SubPoint::new(pos.x.0 + d.x.0, pos.y.0 + d.y.0);
            p.after(pos);
            out.push(pos.x.0);
        }
        out
    }

    #[test]
    fn waits_for_its_start_step_then_follows_the_route() {
        let route = Route::new(vec![SubPoint::new(0, 0), SubPoint::new(512, 0)], Subpx(256))
            .with_looping(Looping::PingPong)
            .with_wait(1);
        assert_eq!(
            walk(SolidPath::new(route.clone()), 8),
            [256, 512, 512, 256, 0, 0, 256, 512]
        );
        let late = SolidPath::new(route).with_start_step(3);
        assert_eq!(walk(late, 4), [0, 0, 256, 512]);
    }

    #[test]
    fn resumes_mid_route() {
        let route = Route::new(vec![SubPoint::new(0, 0), SubPoint::new(512, 0)], Subpx(256))
            .with_looping(Looping::Stop);
        let mut arrived = route.start();
        arrived.arrived = true;
        assert_eq!(
            walk(SolidPath::new(route).with_progress(arrived), 2),
            [0, 0]
        );
    }
}
