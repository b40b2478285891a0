//! Regression tests, each named after the bug it pins.

use tilestep::{
    Body, ContactFlags, Edges, Gravity, Legend, Size, StepInput, SubPoint, TileDef, TileMap,
};

/// Found by the mirror property test (tilestep-check, left-right at scale):
/// a body resting with its sensor column over a gap, supported at the same
/// distance on both sides (a solid on one, a slope profile on the other),
/// reported `slope` or not depending on which side the scan met first, so
/// a map and its mirror disagreed. The flag now counts every tied support.
#[test]
fn slope_flag_on_a_tie_between_supports_mirrors() {
    let mut gap_first = vec![16u16; 16];
    gap_first[0] = 0;
    let mut gap_last = gap_first.clone();
    gap_last.reverse();
    for (rows, sensor) in [("#a\n..\n..\n", 16), ("b#\n..\n..\n", 15)] {
        let mut legend = Legend::default();
        legend.insert('a', TileDef::custom(true, &gap_first));
        legend.insert('b', TileDef::custom(true, &gap_last));
        let map = TileMap::from_ascii_with(rows, 16, &legend, Edges::default()).unwrap();
        let mut b = Body::new(SubPoint::from_px(sensor, 23), Size::new(17, 7));
        b.gravity = Gravity::Up;
        assert!(map.fits(&b) && map.stands(&b), "{rows:?}");
        let c = map.step(&mut b, StepInput::default());
        assert!(b.standing);
        assert!(
            c.has(ContactFlags::SLOPE),
            "{rows:?}: a tied support is a slope profile"
        );
    }
}
