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

/// Found in review: the step reported the tag of an inactive moving solid
/// its stop probes met, though `step_among` ignores inactive solids (a
/// switched-off door). A body walks into a wall where a tagged door sits
/// in the wall: switched on, it reports the door's tag; switched off, not.
#[test]
fn inactive_solid_adds_no_tag() {
    use tilestep::{MovingSolid, SolidKind};
    let map = TileMap::from_ascii("....#.....\n....#.....\n##########\n", 16).unwrap();
    let mut door = MovingSolid::new(SubPoint::from_px(64, 0), Size::new(8, 32), SolidKind::Solid);
    door.tag = Some(7);
    for active in [true, false] {
        door.active = active;
        let mut b = Body::new(SubPoint::from_px(40, 32), Size::new(12, 24));
        let mut tagged = false;
        for _ in 0..40 {
            b.vel.x.0 = 256;
            let c = map.step_among(&mut b, StepInput::default(), &[door]);
            tagged |= c.tags.contains(7);
        }
        assert_eq!(b.rect().right.0, 64, "stopped by the wall");
        assert_eq!(tagged, active, "active = {active}");
    }
}

/// Found in review: after a ceiling corner correction nudged a rising body
/// sideways, its vertical path was still taken at the columns it had
/// before the nudge, so the tags of what the nudged box then overlapped
/// were missed. Water (an empty tagged tile) lies just right of the box;
/// the nudge off the ceiling's corner moves the box into it.
#[test]
fn corner_correction_path_covers_the_nudged_columns() {
    let mut legend = Legend::default();
    legend.insert('w', TileDef::new(tilestep::TileKind::Empty).with_tag(5));
    let rows = "..##....\n.....w..\n.....w..\n.....w..\n.....w..\n########\n";
    let map = TileMap::from_ascii_with(rows, 8, &legend, Edges::default()).unwrap();
    let mut b = Body::new(SubPoint::from_px(34, 40), Size::new(12, 12));
    b.assists.corner_correction = 4;
    assert!(map.fits(&b));
    for _ in 0..6 {
        let before = b.rect();
        b.vel.y.0 = -6 * 256;
        let c = map.step(&mut b, StepInput::default());
        if b.rect().left != before.left {
            // The first nudge: from clear of the water into it.
            assert!(
                before.right.0 <= 40 && b.rect().right.0 > 40,
                "{before:?} -> {:?}",
                b.rect()
            );
            assert!(c.tags.contains(5), "the nudged box overlaps the water");
            return;
        }
    }
    panic!("no corner correction happened: {b:?}");
}

#[test]
fn stands_with_an_extreme_velocity_does_not_overflow() {
    // `stands` reads the velocity's direction: i32::MIN against gravity up
    // used to overflow its sign test in debug builds.
    let map = tilestep::TileMap::from_ascii("....\n####\n", 16).unwrap();
    let mut b = tilestep::Body::new(
        tilestep::SubPoint::from_px(24, 16),
        tilestep::Size::new(8, 8),
    );
    b.vel.y.0 = i32::MIN; // rising: against gravity down
    assert!(!map.stands(&b), "on the floor but moving up");
    b.gravity = tilestep::Gravity::Up; // along gravity up: i32::MIN * -1
    assert!(!map.stands(&b), "nothing above it");
    b.vel.y.0 = i32::MAX;
    b.gravity = tilestep::Gravity::Down;
    assert!(map.stands(&b), "on the floor, moving down");
}
