//! Debug: a walk frame by frame.
use tilestep::{Behaviours, Body, Buttons, ControllerConfig, Size, SubPoint, TileMap};
use tilestep_nav::BodyState;
use tilestep_testkit::level::level_ascii;
fn main() {
    let a: Vec<i32> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap())
        .collect();
    let map = TileMap::from_ascii(&level_ascii(40, 20, 1), 16).unwrap();
    let beh = Behaviours::default();
    let mut b = Body::new(
        SubPoint::new(a[0] * 256 + 128, a[1] * 256),
        Size::new(12, 24),
    );
    b.standing = true;
    let mut s = BodyState::at_rest(&map, &beh, b);
    let held = if a[2] > 0 {
        Buttons::RIGHT
    } else {
        Buttons::LEFT
    };
    for py in 250..275 {
        let mut q = Body::new(SubPoint::new(a[0] * 256 + 128, py * 256), Size::new(12, 24));
        q.standing = true;
        if map.fits(&q) && map.stands(&q) {
            println!("place at {} {}", a[0], py);
        }
    }
    for f in 0..a[3] {
        s.frame(&ControllerConfig::NES_LIKE, &map, &beh, held);
        println!(
            "{f}: x {} ({}) py {} ({}) vx {} vy {} standing {}",
            s.body.sensor_x().0,
            s.body.pos.x.0,
            s.body.pos.y.floor_px().0,
            s.body.pos.y.0,
            s.body.vel.x.0,
            s.body.vel.y.0,
            s.body.standing
        );
    }
}
#[allow(dead_code)]
fn probe() {}
