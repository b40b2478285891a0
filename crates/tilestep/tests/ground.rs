//! What a body stands on, worked out when asked (`TileMap::ground`,
//! `ground_among`): the same tile the step saw, its `drop` input and the
//! moving solids it stepped among included.

mod common;
use common::solid;
use tilestep::{
    Body, ContactFlags, Size, SolidKind, StepInput, SubPoint, Subpx, TileKind, TileMap, TileXY,
};

/// A body whose sensor column is over a platform and whose right columns
/// are over solid ground at the same height: it stands on the platform's
/// tile, and, dropping through one-way surfaces, on the solid tile (the
/// step's `drop` input, kept in the contacts, decides which).
#[test]
fn the_ground_of_a_dropping_body_is_the_solid_beside_the_platform() {
    let map = TileMap::from_ascii("......\n......\n..-#..\n", 16).unwrap();
    for (drop, tile, kind) in [
        (false, TileXY::new(2, 2), TileKind::Platform),
        (true, TileXY::new(3, 2), TileKind::Solid),
    ] {
        // Sensor column 46 over the platform, columns 48 to 51 over the
        // solid tile.
        let mut body = Body::new(SubPoint::from_px(46, 32), Size::new(12, 24));
        body.vel.y.0 = 64;
        let c = map.step(&mut body, StepInput { drop });
        assert!(body.standing, "drop {drop}: {body:?}");
        assert_eq!(c.dropped(), drop);
        assert_eq!(c.has(ContactFlags::ONE_WAY), !drop, "drop {drop}");
        let ground = map.ground(&body, &c).expect("standing");
        assert_eq!((ground.tile, ground.kind), (tile, kind), "drop {drop}");
    }
}

/// On a moving solid the ground query answers `None` (the step names the
/// solid: `on_solid()`); beside one that is not under the box, it answers
/// the tile, as `ground` does without solids.
#[test]
fn ground_among_moving_solids_is_none_on_one_and_the_tile_beside_one() {
    let map = TileMap::from_ascii("........\n........\n........\n########\n", 16).unwrap();
    // A lift under the body; then one far to its right.
    for (lift_x, on_lift) in [(32, true), (96, false)] {
        let solids = [solid(lift_x, 40, 32, 8, SolidKind::Solid)];
        let mut body = Body::new(SubPoint::from_px(48, 40), Size::new(12, 24));
        if !on_lift {
            body.pos = SubPoint::from_px(24, 48);
        }
        body.vel.y.0 = 64;
        let c = map.step_among(&mut body, StepInput::default(), &solids);
        assert!(body.standing, "{body:?}");
        assert_eq!(c.on_solid().is_some(), on_lift);
        let ground = map.ground_among(&body, &c, &solids);
        if on_lift {
            assert_eq!(ground, None);
        } else {
            assert_eq!(ground, map.ground(&body, &c));
            assert_eq!(ground.map(|g| g.tile), Some(TileXY::new(1, 3)));
        }
    }
}

/// Walking to and fro over slopes, platforms and flat ground, both body
/// widths: the tile the query names is one the step's flags name (a slope
/// tile with `SLOPE`, a one-way tile with `ONE_WAY`), and where the step
/// reports neither, the tile is neither.
#[test]
fn the_ground_asked_for_agrees_with_the_steps_flags() {
    let rows = concat!(
        "..........................\n",
        "..........................\n",
        "..........--..............\n",
        "......rR..........\\.......\n",
        "....../#R.....r--##\\......\n",
        "###--#####--######---#####\n",
    );
    let map = TileMap::from_ascii(rows, 16).unwrap();
    let mut seen = [0u32; 3];
    for size in [Size::new(12, 24), Size::new(9, 9)] {
        let mut body = Body::new(SubPoint::from_px(24, 80), size);
        let mut vx = 384;
        for frame in 0..1200 {
            if body.pos.x.floor_px().0 > 380 || body.pos.x.floor_px().0 < 20 {
                vx = -vx;
            }
            body.vel.x.0 = vx;
            body.fall(Subpx(64), Subpx(6 * 256));
            let c = map.step(&mut body, StepInput::default());
            let Some(ground) = map.ground(&body, &c) else {
                assert!(!body.standing, "frame {frame}: standing with no ground");
                continue;
            };
            let slope = ground.kind.is_profile();
            let oneway = matches!(ground.kind, TileKind::Platform | TileKind::PlatformUnder);
            let at = format!("frame {frame}, {size:?}: {ground:?}, {:?}", c.flags);
            assert!(!slope || c.has(ContactFlags::SLOPE), "{at}");
            assert!(!oneway || c.has(ContactFlags::ONE_WAY), "{at}");
            if !c.has(ContactFlags::SLOPE) && !c.has(ContactFlags::ONE_WAY) {
                assert!(!slope && !oneway, "{at}");
            }
            seen[usize::from(slope) + 2 * usize::from(oneway)] += 1;
        }
    }
    assert!(
        seen.iter().all(|&n| n > 20),
        "flat, slope, one-way: {seen:?}"
    );
}
