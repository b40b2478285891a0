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
