//! Ready-made pieces of a level: a pushable crate, a lift and a one-way
//! ferry, each a bundle to spawn.
//!
//! ```
//! use bevy::prelude::*;
//! use tilestep::{Route, Size, SubPoint, Subpx};
//! use tilestep_bevy::pieces::{ferry, lift, pushable_crate};
//!
//! let mut world = World::new();
//! // A 16 px crate standing at (96, 48) px, pushed at 1 px per step.
//! world.spawn(pushable_crate(SubPoint::from_px(96, 48), Size::new(16, 16)));
//! // A 32 x 8 px lift from (16, 80) up to (16, 24) and back, 0.75 px per step.
//! let up = Route::new(vec![SubPoint::from_px(16, 80), SubPoint::from_px(16, 24)], Subpx(192));
//! world.spawn(lift(Size::new(32, 8), up.with_wait(30)));
//! // A 48 x 8 px ferry (stood on from above, passed through from below).
//! let across = Route::new(vec![SubPoint::from_px(64, 64), SubPoint::from_px(160, 64)], Subpx(256));
//! world.spawn(ferry(Size::new(48, 8), across));
//! ```

use crate::components::{Fall, Pushable, TileBody, TileSolid};
use crate::path::SolidPath;
use bevy::prelude::Bundle;
use tilestep::{CoreShape, MovingSolid, Route, Size, SolidKind, SubPoint};

/// How fast a [`pushable_crate`] moves when pushed: 1 px per fixed step
/// (256 subpixels), what scenarios give a pushable body by default.
pub const CRATE_PUSH_SPEED: i32 = 256;

/// A crate: a solid body with a box core (the others stand on it and
/// collide with its box), its origin (bottom centre) at `pos`
/// (subpixels, y down), `size` px, pushed at [`CRATE_PUSH_SPEED`] by a
/// body walking into it, falling with [`Fall::default`]. Change the
/// [`Pushable`] or the [`Fall`] after spawning, or spawn the parts
/// yourself: [`Pushable`] alone makes its body solid with a box core and
/// brings a `Fall`.
pub fn pushable_crate(pos: SubPoint, size: Size) -> impl Bundle {
    let mut body = TileBody::new(pos, size);
    body.solid = true;
    body.core = CoreShape::Box;
    (body, Pushable::new(CRATE_PUSH_SPEED), Fall::default())
}

/// A lift: a moving solid of `size` px along `route` (top-left corners,
/// subpixels, y down), starting at its first point (the origin when it
/// has none). It carries the bodies standing on it and pushes the ones in
/// its way; walls stop no one on it, so keep its route clear of the map.
pub fn lift(size: Size, route: Route) -> (TileSolid, SolidPath) {
    moving(size, route, SolidKind::Solid)
}

/// A ferry: a one-way moving platform (`SolidKind::Platform`) of `size`
/// px along `route`, starting at its first point: bodies stand on it and
/// ride it, and jump up through it from below.
pub fn ferry(size: Size, route: Route) -> (TileSolid, SolidPath) {
    moving(size, route, SolidKind::Platform)
}

/// A moving solid of `kind` on `route`, at its first point.
fn moving(size: Size, route: Route, kind: SolidKind) -> (TileSolid, SolidPath) {
    let start = route.points.first().copied().unwrap_or_default();
    (
        TileSolid::new(MovingSolid::new(start, size, kind)),
        SolidPath::new(route),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::prelude::World;
    use tilestep::Subpx;

    #[test]
    fn a_crate_is_solid_with_a_box_core_and_falls() {
        let mut world = World::new();
        let e = world
            .spawn(pushable_crate(SubPoint::from_px(8, 16), Size::new(16, 16)))
            .id();
        let b = world.get::<TileBody>(e).unwrap();
        assert!(b.solid);
        assert_eq!(b.core, CoreShape::Box);
        assert_eq!(world.get::<Fall>(e), Some(&Fall::default()));
    }

    #[test]
    fn a_lift_and_a_ferry_start_at_their_first_point() {
        let points = vec![SubPoint::from_px(16, 80), SubPoint::from_px(16, 24)];
        let (s, path) = lift(Size::new(32, 8), Route::new(points.clone(), Subpx(192)));
        assert_eq!(s.solid.pos, points[0]);
        assert_eq!(s.solid.kind, SolidKind::Solid);
        assert_eq!(path.route.points, points);
        let (f, _) = ferry(Size::new(48, 8), Route::new(points.clone(), Subpx(256)));
        assert_eq!(f.solid.kind, SolidKind::Platform);
    }
}
