//! A few fixed cases whose trace hashes are golden: the same hashes must come
//! out natively (debug and release) and on wasm32 (`crates/tilestep-wasm-check`).
//! Together they cover slopes of both steepnesses, platforms both ways with
//! drop-through, gravity up and none, flips, resizes, custom profiles, fast
//! falls, big bodies, fractional speeds, and tile sizes 8, 16, 18 and 32.

use crate::sim::{Case, Frame};
use tilestep::{EdgePolicy, Edges, Gravity};

/// The built-in cases, in a fixed order (their index is the wasm export's argument).
pub fn cases() -> Vec<Case> {
    let vx = Frame::vx;
    let open = Edges {
        left: EdgePolicy::Open,
        right: EdgePolicy::Open,
        top: EdgePolicy::Open,
        bottom: EdgePolicy::Open,
    };
    vec![
        // 0: a walker over 45° and 1:2 slopes, peaks and a valley, with jumps.
        Case {
            script: vec![
                (120, vx(384)),
                (1, vx(384).with_jump(1152)),
                (150, vx(448)),
                (60, vx(-200)),
                (60, vx(640)),
            ],
            ..Case::new(
                16,
                &[
                    "......................",
                    "......................",
                    "..........#...........",
                    "....../\\..#.....rRLl..",
                    "..../####\\#..\\/.....rR",
                    "######################",
                ],
                (24 * 256, 64 * 256),
                (12, 24),
            )
        },
        // 1: gravity flips onto ceiling slopes and back, then no gravity.
        Case {
            accel: 96,
            max_fall: 7 * 256,
            script: vec![
                (40, vx(300)),
                (80, vx(300).with_flip()),
                (60, vx(-420).with_jump(900)),
                (60, vx(500).with_flip()),
                (
                    60,
                    Frame {
                        vy: Some(-700),
                        gravity: Some(Gravity::None),
                        ..vx(-256)
                    },
                ),
            ],
            ..Case::new(
                16,
                &[
                    "##################",
                    "#..F7....mMWw....#",
                    "#................#",
                    "#.......___......#",
                    "#................#",
                    "#..rR...---..Ll..#",
                    "##################",
                ],
                (40 * 256, 96 * 256),
                (10, 20),
            )
        },
        // 2: one-way platforms at T = 18: land, drop through, jump up through.
        Case {
            script: vec![
                (60, vx(0)),
                (30, vx(100).with_drop()),
                (30, vx(0)),
                (1, Frame::default().with_jump(1400)),
                (80, vx(-300)),
            ],
            ..Case::new(
                18,
                &[
                    "............",
                    "...------...",
                    "............",
                    "..--------..",
                    "............",
                    "############",
                ],
                (100 * 256, 10 * 256),
                (14, 22),
            )
        },
        // 3: a big body at T = 32, a 25 px/frame fall onto a floating slope,
        // then a run past the clamp into a wall.
        Case {
            vel: (0, 25 * 256),
            accel: 256,
            max_fall: 25 * 256,
            script: vec![(50, vx(0)), (40, vx(200 * 256)), (40, vx(-3 * 256))],
            ..Case::new(
                32,
                &[
                    "..........",
                    "..........",
                    "..........",
                    "..........",
                    "...rRLl...",
                    "..........",
                    "#........#",
                    "##########",
                ],
                (150 * 256, 50 * 256),
                (40, 50),
            )
        },
        // 4: custom profiles, open edges, T = 8, resizes and leaving the map.
        Case {
            profiles: vec![
                ('a', false, vec![1, 1, 2, 3, 5, 8, 8, 8]),
                ('b', true, vec![8, 6, 4, 2, 0, 0, 3, 8]),
            ],
            edges: open,
            accel: 50,
            max_fall: 5 * 256,
            script: vec![
                (40, vx(130)),
                (40, vx(130).with_resize(9, 14)),
                (40, vx(-90).with_resize(5, 5)),
                (80, vx(3)),
            ],
            ..Case::new(
                8,
                &[
                    "..............",
                    "..............",
                    "....ab........",
                    "..............",
                    ".....a.b......",
                    "######..######",
                ],
                (20 * 256 + 77, 40 * 256),
                (6, 9),
            )
        },
    ]
}
