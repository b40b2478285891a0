//! Regression tests for core bugs found by the property tests, each named
//! after its bug. They were ignored until the core was fixed; they pass now.
//! Each is the shrunk case the property test printed, its one-field script
//! frames written with the constructors of `common` (`set_vx(491)` for
//! `Frame { vx: Some(491), ..Frame::default() }`).

mod common;
use common::{add_vx, flip, set_vx, set_vy};
use tilestep::{ContactFlags, EdgePolicy, Edges, Gravity, TileKind};
use tilestep_check::sim::{Case, Frame};

/// Gravity up. On frame 18 the 2x3 body moves 8 px right in the air and
/// slides one pixel against gravity (down) past the corner of the `M`
/// ceiling slope. Its top then rests exactly on the bottom edge (y = 40) of
/// the `_` (platform_under) it now stands under. The contract says it stands
/// ("a one-way surface lies along that edge"), but the core reports
/// `standing = false`. Its standing probe applied the frame-start rule
/// (the top was at 39, above the edge, when the frame began). On the next
/// frame the same surface does stop it.
#[test]
fn standing_flush_on_platform_under_reached_by_an_air_slide() {
    let case = Case {
        tile: 8,
        rows: ["....", "....", "....", "....", "M_.E", "...."]
            .map(String::from)
            .to_vec(),
        profiles: vec![],
        edges: Edges {
            left: EdgePolicy::Solid,
            right: EdgePolicy::Solid,
            top: EdgePolicy::Open,
            bottom: EdgePolicy::Solid,
        },
        start: (512, 10496),
        vel: (0, 0),
        size: (2, 3),
        core: tilestep::CoreShape::Chamfered,
        gravity: Gravity::Down,
        accel: 64,
        max_fall: 1536,
        script: vec![
            (1, flip()),
            (1, Frame::default()),
            (5, add_vx(27)),
            (7, set_vx(491)),
            (1, set_vx(1792)),
            (2, set_vx(-4611)),
            (1, set_vx(2048)),
        ],
    };
    // frame 18: reported standing = false at (9, 43) px, but the contract's definition says true
    case.assert_ok();
}

/// Gravity down. On frame 18 the 2x24 body, falling slowly (bottom at
/// y = 97), moves 73 px right. It slides one pixel up over the `E` and
/// ends with its bottom exactly on the top edge (y = 96) of the `-`
/// platform. The contract says it stands; the core reports
/// `standing = false` because its bottom was below the edge when the frame
/// began.
#[test]
fn standing_flush_on_platform_reached_by_an_air_slide() {
    let open = EdgePolicy::Open;
    let case = Case {
        tile: 24,
        rows: [".E......", ".wE.....", "..E.....", "......R.", "...E.-.."]
            .map(String::from)
            .to_vec(),
        profiles: vec![],
        edges: Edges {
            left: open,
            right: open,
            top: open,
            bottom: open,
        },
        start: (7680, 14592),
        vel: (0, -1280),
        size: (2, 24),
        core: tilestep::CoreShape::Chamfered,
        gravity: Gravity::Down,
        accel: 140,
        max_fall: 1740,
        script: vec![(15, set_vx(3072)), (2, set_vy(-256)), (1, set_vx(18688))],
    };
    // frame 18: reported standing = false at (120, 96) px, but the contract's definition says true
    case.assert_ok();
}

/// Left-right mirror symmetry of contacts (README: "exact", with odd
/// widths and whole-pixel speeds). A 19x6 body stands with its sensor
/// column at x = 7. Its two nearest supports are 8 px away on either side:
/// the solid left map edge at x = -1 and the 45° slope's top pixel at
/// x = 15. `ground_of` tries the left column first, so it reports the edge
/// (no `slope` flag). In the mirrored map it reports the slope (`slope`
/// flag). Which tile is "ground" in such a tie then depends on the
/// direction.
#[test]
fn ground_tie_between_equidistant_supports_is_mirror_symmetric() {
    let case = |rows: [&str; 7], left, right, x: i32, vx: i32| Case {
        tile: 8,
        rows: rows.map(String::from).to_vec(),
        profiles: vec![],
        edges: Edges {
            left,
            right,
            top: EdgePolicy::Solid,
            bottom: EdgePolicy::Solid,
        },
        start: (x, 40 * 256),
        vel: (0, 0),
        size: (19, 6),
        core: tilestep::CoreShape::Chamfered,
        gravity: Gravity::Down,
        accel: 363,
        max_fall: 1536,
        // At rest where the sensor column is 8 px from both supports
        // (found by a jump that the old standing rule counted as ground).
        script: vec![(1, set_vx(vx))],
    };
    let (s, o) = (EdgePolicy::Solid, EdgePolicy::Open);
    let case_a = case(
        ["7.", "L.", "..", "_.", "..", "_/", "\\."],
        s,
        o,
        7 * 256,
        0,
    );
    let case_b = case(
        [".F", ".R", "..", "._", "..", "\\_", "./"],
        o,
        s,
        8 * 256,
        0,
    );
    let (a, b) = (case_a.run(), case_b.run());
    let (map_a, map_b) = (case_a.map().unwrap(), case_b.map().unwrap());
    let (fa, fb) = (a.trace[1].1, b.trace[1].1);
    let (ra, rb) = (a.trace[1].0.rect(), b.trace[1].0.rect());
    // The boxes are mirror images (16 px wide map), both standing...
    assert_eq!((ra.left.0, ra.right.0), (16 - rb.right.0, 16 - rb.left.0));
    assert!(a.trace[1].0.standing && b.trace[1].0.standing);
    // ...so their ground kinds and slope flags should be too.
    let kind = |map: &tilestep::TileMap, (body, c): &(tilestep::Body, tilestep::Contacts)| {
        map.ground(body, c).map(|g| g.kind)
    };
    assert_eq!(
        kind(&map_a, &a.trace[1]).map(TileKind::mirror_x),
        kind(&map_b, &b.trace[1]),
        "ground kind"
    );
    assert_eq!(
        fa.has(ContactFlags::SLOPE),
        fb.has(ContactFlags::SLOPE),
        "slope flag: {:?} vs mirrored {:?}",
        fa.flags,
        fb.flags
    );
}
