//! The judge and the core against walls: support is a real surface
//! (`docs/contract.md`, "Standing and the feet rule"), so a body of any
//! shape pressed against a wall in the air slides down it.
//!
//! Before the rule said so, a 16x16 body touching a wall in the air was
//! reported standing on the wall's side, and the judge agreed: it counted
//! the wall's pixel under the box's column that lies one pixel inside the
//! wall (a wedge column, no core) as support.

use tilestep::{Body, Gravity, Size, SubPoint};
use tilestep_check::check::{check_step, StepFacts, STANDING_RULE};
use tilestep_check::sim::{Case, Frame};
use tilestep_check::solid::SolidField;

/// Walls 8 tiles tall on both sides of a room of 16 px tiles, 10 by 10,
/// its floor's top at y = 144 and its ceiling's bottom at y = 16.
fn room() -> Vec<String> {
    let inside = format!("#{}#", ".".repeat(8));
    let mut rows = vec!["#".repeat(10); 10];
    rows[1..9].fill(inside);
    rows
}

/// A body reported standing against the left wall in the air, at rest,
/// its box one pixel inside the wall (its first column is a wedge
/// column): the judge says nothing supports it.
#[test]
fn the_judge_refuses_a_body_reported_standing_on_a_walls_side() {
    let map = tilestep::TileMap::from_ascii(&room().join("\n"), 16).unwrap();
    let field = SolidField::new(&map);
    for (w, h, gravity) in [
        (16, 16, Gravity::Down),
        (16, 16, Gravity::Up),
        (20, 12, Gravity::Down),
        (32, 16, Gravity::Up),
    ] {
        // Flush: one more pixel left puts the core into the wall.
        let mut x = 60;
        while map.fits(&Body::new(SubPoint::from_px(x - 1, 80), Size::new(w, h))) {
            x -= 1;
        }
        let mut before = Body::new(SubPoint::from_px(x, 80), Size::new(w, h));
        before.gravity = gravity;
        assert!(before.rect().left.0 < 16, "{w}x{h}: its box is in the wall");
        let mut after = before;
        after.standing = true;
        let failures = check_step(
            &field,
            &StepFacts {
                before,
                vel_in: SubPoint::default(),
                drop: false,
                after,
            },
        );
        assert!(
            failures
                .iter()
                .any(|(rule, what)| *rule == STANDING_RULE && what.contains("nothing supports")),
            "{w}x{h} {gravity:?}: {failures:?}"
        );
    }
}

/// Square, wide and flat bodies dropped next to either wall while moving
/// into it, both gravities: every step judged clean, and each ends on the
/// floor (the ceiling, gravity up), not on the wall's side.
#[test]
fn bodies_of_every_shape_dropped_against_walls_land_on_the_floor() {
    for (w, h) in [(16, 16), (17, 17), (20, 12), (32, 16), (8, 8), (40, 8)] {
        for dir in [-1, 1] {
            for gravity in [Gravity::Down, Gravity::Up] {
                let x = if dir < 0 {
                    16 + w / 2 + 2
                } else {
                    144 - (w - w / 2) - 2
                };
                let y = if gravity == Gravity::Down {
                    16 + h + 8
                } else {
                    136
                };
                let case = Case {
                    gravity,
                    rows: room(),
                    script: vec![(150, Frame::vx(512 * dir))],
                    ..Case::new(16, &[], (x * 256, y * 256), (w, h))
                };
                let out = case.run();
                assert!(out.failures.is_empty(), "{case:?}\n{:?}", out.failures);
                let (end, _) = out.trace.last().unwrap();
                let bottom = end.pos.y.floor_px().0;
                let landed = if gravity == Gravity::Down {
                    bottom == 144
                } else {
                    bottom - h == 16
                };
                assert!(
                    end.standing && landed,
                    "{w}x{h} by {dir} {gravity:?}: {end:?}"
                );
            }
        }
    }
}
