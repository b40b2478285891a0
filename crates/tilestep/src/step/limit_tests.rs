//! The step and resize at the limits of their input: positions beyond
//! the world limit.

use crate::body::{Body, StepInput};
use crate::map::TileMap;
use crate::units::{Size, SubPoint, WORLD_LIMIT_PX};

#[test]
fn a_body_at_i32_max_subpixels_is_clamped_to_the_world_limit_before_its_step() {
    // Its position plus its speed overflowed (free flight's path).
    let map = TileMap::from_ascii("...\n...\n###\n", 16).unwrap();
    let mut b = Body::new(SubPoint::new(i32::MAX, i32::MIN), Size::new(12, 24));
    b.vel = SubPoint::new(i32::MAX, i32::MIN);
    map.step(&mut b, StepInput::default());
    let lim = WORLD_LIMIT_PX * 256;
    assert_eq!(b.pos, SubPoint::new(lim, -lim));
}
