//! Regression tests for false alarms of the checker itself, found by the
//! property tests: each is a legal step the checker once refused.

/// Gravity up, falling up at the 127 px/frame clamp while moving 4 px
/// sideways. The body lands on the `F` ceiling slope and its feet settle onto
/// the sensor column's ground (the feet rule), 133 px from where it started.
/// That is legal, because the clamp limits speed, not the settling. The
/// displacement cap of invariant 2 once said "more than 127 px + 1".
#[test]
fn a_clamped_fall_that_lands_on_a_slope_may_settle_its_feet_past_127_px() {
    use tilestep::{EdgePolicy, Edges, Gravity};
    use tilestep_check::sim::{Case, Frame};
    let case = Case {
        tile: 32,
        rows: [
            ".MF-....R",
            ".m..-../w",
            ".....aW..",
            ".....L.E.",
            "..-......",
            "#E..W..E.",
            ".#.\\._.W.",
            "....a.#.7",
            "...l.....",
            "..l.....#",
        ]
        .map(String::from)
        .to_vec(),
        profiles: vec![(
            'a',
            false,
            vec![
                9, 4, 9, 14, 8, 15, 11, 8, 5, 18, 15, 32, 6, 11, 0, 5, 30, 13, 14, 10, 22, 18, 15,
                21, 26, 7, 14, 21, 19, 9, 8, 4,
            ],
        )],
        edges: Edges {
            left: EdgePolicy::Solid,
            right: EdgePolicy::Solid,
            top: EdgePolicy::Solid,
            bottom: EdgePolicy::Solid,
        },
        start: (19543, 43061),
        vel: (-2048, 185),
        size: (17, 19),
        core: tilestep::CoreShape::Chamfered,
        gravity: Gravity::Up,
        accel: 64,
        max_fall: 1536,
        script: vec![
            (
                2,
                Frame {
                    vx: Some(1024),
                    vy: Some(-803618),
                    jump: Some(2657),
                    ..Frame::default()
                },
            ),
            (
                7,
                Frame {
                    vx: Some(-1044662),
                    ax: -61,
                    ..Frame::default()
                },
            ),
        ],
    };
    case.assert_ok();
}

/// Found by the `step` fuzz target driving a body with the controller
/// (Celeste-like preset, ledge assist 3 px). A 1x10 body falling left at
/// 8 px/frame meets the corner of a `7` ceiling slope (4 px tiles) with
/// its feet 3 px below it. The ledge assist lifts it 3 px at that pixel,
/// it moves on past the slope and then falls 2 px: legal, but the path
/// search allowed only one pixel of drift a column, and so said
/// "invariant 2" until it modelled the lift.
#[test]
fn a_ledge_assist_lift_then_a_fall_is_not_through() {
    use tilestep::{Buttons, ControllerConfig, CoreShape, EdgePolicy, Edges, Gravity};
    use tilestep_check::controlled::Controlled;
    use tilestep_check::sim::Case;
    let case = Case {
        tile: 4,
        rows: ["7"].map(String::from).to_vec(),
        profiles: vec![],
        edges: Edges {
            left: EdgePolicy::Open,
            right: EdgePolicy::Open,
            top: EdgePolicy::Open,
            bottom: EdgePolicy::Solid,
        },
        start: (1044, 897),
        vel: (-2048, 448),
        size: (1, 10),
        core: CoreShape::Chamfered,
        gravity: Gravity::Down,
        accel: 759,
        max_fall: 36911,
        script: vec![],
    };
    let c = Controlled {
        case,
        config: ControllerConfig::CELESTE_LIKE,
        buttons: vec![(1, Buttons::NONE)],
    };
    let out = c.run();
    let (end, _) = out.trace[1];
    assert_eq!(
        (end.pos.x.floor_px().0, end.pos.y.floor_px().0),
        (-4, 2),
        "lifted over the corner, then fell"
    );
    assert!(out.failures.is_empty(), "{:?}", out.failures);
}
