//! What the examples share: the tour level's map, its lift and ferry,
//! the values of their command lines, and the camera that follows the
//! player.
#![allow(dead_code)] // Each example uses some.

use tilestep::{MovingSolid, Size, SolidKind, SubPoint, Subpx, TileMap};
use tilestep_bevy::prelude::*;

/// The tour level of `tilestep sim` (crates/tilestep-cli/tour.toml): its
/// map, read with the scenario format.
pub fn tour_map() -> TileMap {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tilestep-cli/tour.toml");
    let text = std::fs::read_to_string(path).expect("the tour level");
    tilestep_scenario::parse(path, &text)
        .expect("a valid tour")
        .map
}

/// The tour's lift by the first hill, going up and down between the
/// hill's foot and its top, starting at the top when `from_top`.
pub fn tour_lift(from_top: bool) -> (TileSolid, SolidPath) {
    let (foot, top) = ((200, 240), (200, 150));
    let (from, to) = if from_top { (top, foot) } else { (foot, top) };
    ping_pong(from, to, (40, 8), SolidKind::Solid, 192, 40)
}

/// The tour's one-way ferry over the pit.
pub fn tour_ferry() -> (TileSolid, SolidPath) {
    ping_pong(
        (440, 200),
        (560, 200),
        (48, 8),
        SolidKind::Platform,
        256,
        30,
    )
}

/// A moving solid of `kind`, `size` px, going back and forth between
/// `from` (its top-left corner at the start, px) and `to` at `speed`
/// subpixels per step, waiting `wait` steps at each end.
fn ping_pong(
    from: (i32, i32),
    to: (i32, i32),
    size: (i32, i32),
    kind: SolidKind,
    speed: i32,
    wait: u32,
) -> (TileSolid, SolidPath) {
    let s = MovingSolid::new(
        SubPoint::from_px(from.0, from.1),
        Size::new(size.0, size.1),
        kind,
    );
    let route = Route::new(vec![s.pos, SubPoint::from_px(to.0, to.1)], Subpx(speed))
        .with_looping(Looping::PingPong)
        .with_wait(wait);
    (TileSolid::new(s), SolidPath::new(route))
}

/// The value after option `name` on the command line, if given.
pub fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1).cloned()
}

/// The windowed examples' camera.
#[cfg(feature = "window")]
pub mod camera {
    use bevy::prelude::*;

    /// The camera eases toward the entity marked `P` (the player).
    pub fn follow_camera<P: Component>(
        player: Query<&Transform, (With<P>, Without<Camera2d>)>,
        mut cam: Query<&mut Transform, With<Camera2d>>,
        time: Res<Time>,
    ) {
        let (Ok(p), Ok(mut c)) = (player.single(), cam.single_mut()) else {
            return;
        };
        let k = 1.0 - (-8.0 * time.delta_secs()).exp();
        let target = p.translation.truncate();
        let now = c.translation.truncate();
        let next = if now == Vec2::ZERO {
            target
        } else {
            now.lerp(target, k)
        };
        c.translation.x = next.x;
        c.translation.y = next.y;
    }
}
