//! A few fixed cases whose trace hashes are golden: the same hashes must come
//! out natively (debug and release) and on wasm32 (`crates/tilestep-wasm-check`).
//! Together they cover slopes of both steepnesses, platforms both ways with
//! drop-through, gravity up and none, flips, resizes, custom profiles, fast
//! falls, big bodies, fractional speeds, and tile sizes 8, 16, 18 and 32.

use crate::sim::{Case, Frame};
use tilestep::{EdgePolicy, Edges, Gravity};

fn rows(r: &[&str]) -> Vec<String> {
    r.iter().map(|s| s.to_string()).collect()
}

fn vx(v: i32) -> Frame {
    Frame {
        vx: Some(v),
        ..Frame::default()
    }
}

/// The built-in cases, in a fixed order (their index is the wasm export's argument).
pub fn cases() -> Vec<Case> {
    let open = Edges {
        left: EdgePolicy::Open,
        right: EdgePolicy::Open,
        top: EdgePolicy::Open,
        bottom: EdgePolicy::Open,
    };
    vec![
        // 0: a walker over 45° and 1:2 slopes, peaks and a valley, with jumps.
        Case {
            tile: 16,
            rows: rows(&[
                "......................",
                "......................",
                "..........#...........",
                "....../\\..#.....rRLl..",
                "..../####\\#..\\/.....rR",
                "######################",
            ]),
            profiles: vec![],
            edges: Edges::default(),
            start: (24 * 256, 64 * 256),
            vel: (0, 0),
            size: (12, 24),
            gravity: Gravity::Down,
            accel: 64,
            max_fall: 6 * 256,
            script: vec![
                (120, vx(384)),
                (
                    1,
                    Frame {
                        vx: Some(384),
                        jump: Some(1152),
                        ..Frame::default()
                    },
                ),
                (150, vx(448)),
                (60, vx(-200)),
                (60, vx(640)),
            ],
        },
        // 1: gravity flips onto ceiling slopes and back, then no gravity.
        Case {
            tile: 16,
            rows: rows(&[
                "##################",
                "#..F7....mMWw....#",
                "#................#",
                "#.......___......#",
                "#................#",
                "#..rR...---..Ll..#",
                "##################",
            ]),
            profiles: vec![],
            edges: Edges::default(),
            start: (40 * 256, 96 * 256),
            vel: (0, 0),
            size: (10, 20),
            gravity: Gravity::Down,
            accel: 96,
            max_fall: 7 * 256,
            script: vec![
                (40, vx(300)),
                (
                    80,
                    Frame {
                        vx: Some(300),
                        flip: true,
                        ..Frame::default()
                    },
                ),
                (
                    60,
                    Frame {
                        vx: Some(-420),
                        jump: Some(900),
                        ..Frame::default()
                    },
                ),
                (
                    60,
                    Frame {
                        vx: Some(500),
                        flip: true,
                        ..Frame::default()
                    },
                ),
                (
                    60,
                    Frame {
                        vx: Some(-256),
                        vy: Some(-700),
                        gravity: Some(Gravity::None),
                        ..Frame::default()
                    },
                ),
            ],
        },
        // 2: one-way platforms at T = 18: land, drop through, jump up through.
        Case {
            tile: 18,
            rows: rows(&[
                "............",
                "...------...",
                "............",
                "..--------..",
                "............",
                "############",
            ]),
            profiles: vec![],
            edges: Edges::default(),
            start: (100 * 256, 10 * 256),
            vel: (0, 0),
            size: (14, 22),
            gravity: Gravity::Down,
            accel: 64,
            max_fall: 6 * 256,
            script: vec![
                (60, vx(0)),
                (
                    30,
                    Frame {
                        vx: Some(100),
                        drop: true,
                        ..Frame::default()
                    },
                ),
                (30, vx(0)),
                (
                    1,
                    Frame {
                        jump: Some(1400),
                        ..Frame::default()
                    },
                ),
                (80, vx(-300)),
            ],
        },
        // 3: a big body at T = 32, a 25 px/frame fall onto a floating slope,
        // then a run past the clamp into a wall.
        Case {
            tile: 32,
            rows: rows(&[
                "..........",
                "..........",
                "..........",
                "..........",
                "...rRLl...",
                "..........",
                "#........#",
                "##########",
            ]),
            profiles: vec![],
            edges: Edges::default(),
            start: (150 * 256, 50 * 256),
            vel: (0, 25 * 256),
            size: (40, 50),
            gravity: Gravity::Down,
            accel: 256,
            max_fall: 25 * 256,
            script: vec![(50, vx(0)), (40, vx(200 * 256)), (40, vx(-3 * 256))],
        },
        // 4: custom profiles, open edges, T = 8, resizes and leaving the map.
        Case {
            tile: 8,
            rows: rows(&[
                "..............",
                "..............",
                "....ab........",
                "..............",
                ".....a.b......",
                "######..######",
            ]),
            profiles: vec![
                ('a', false, vec![1, 1, 2, 3, 5, 8, 8, 8]),
                ('b', true, vec![8, 6, 4, 2, 0, 0, 3, 8]),
            ],
            edges: open,
            start: (20 * 256 + 77, 40 * 256),
            vel: (0, 0),
            size: (6, 9),
            gravity: Gravity::Down,
            accel: 50,
            max_fall: 5 * 256,
            script: vec![
                (40, vx(130)),
                (
                    40,
                    Frame {
                        vx: Some(130),
                        resize: Some((9, 14)),
                        ..Frame::default()
                    },
                ),
                (
                    40,
                    Frame {
                        vx: Some(-90),
                        resize: Some((5, 5)),
                        ..Frame::default()
                    },
                ),
                (80, vx(3)),
            ],
        },
    ]
}
