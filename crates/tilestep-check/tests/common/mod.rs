//! Generators for the property tests: random maps (every tile kind, custom
//! floor and ceiling profiles, random density, tile sizes 8/16/18/32, every
//! edge policy), random bodies (2 px to several tiles a side, started where
//! the core is clear) and random input scripts (1/256 px/frame up to past
//! the 127 px/frame clamp, jumps, drops, gravity flips and `None`, resizes).
//!
//! Scale with `TILESTEP_PROPTEST_CASES` (cases per property); vary with
//! `TILESTEP_PROPTEST_SEED` (a number, or `random`; fixed by default).
//!
//! Also one-field script frames ([`set_vx`], [`set_vy`], [`add_vx`],
//! [`flip`]) for the shrunk cases written out as regression tests.
#![allow(dead_code)]

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use tilestep::{CoreShape, EdgePolicy, Edges, Gravity};
use tilestep_check::geom::{core_clear, Boxel};
use tilestep_check::sim::{Case, Frame};
use tilestep_check::SolidField;

/// Cases per property: `TILESTEP_PROPTEST_CASES`, default `default`.
pub fn cases(default: u32) -> u32 {
    std::env::var("TILESTEP_PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The seed: `TILESTEP_PROPTEST_SEED` (a number, or `random`); by default
/// a fixed one, so a CI run is reproducible.
pub fn seed() -> RngSeed {
    match std::env::var("TILESTEP_PROPTEST_SEED").ok().as_deref() {
        Some("random") => RngSeed::Random,
        Some(n) => RngSeed::Fixed(
            n.parse()
                .expect("TILESTEP_PROPTEST_SEED: a number or `random`"),
        ),
        None => RngSeed::Fixed(20_261_122),
    }
}

/// A runner with `cases` cases, no failure files, and enough shrinking.
pub fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        rng_seed: seed(),
        failure_persistence: None,
        max_shrink_iters: 20_000,
        max_shrink_time: 120_000,
        ..Config::default()
    })
}

/// The tile alphabet of the generated maps: every named kind, with the
/// one-way platforms, walls and slopes and plain solids weighted up a
/// little.
pub const KINDS: &str = "#-_E/\\7FrRLlmMWw#-_=~[]][123456abcdef1265";

/// Profile characters (`x`, `y`, `z`: no kind's default character).
pub const PROFILE_CHARS: [char; 3] = ['x', 'y', 'z'];

/// Custom profiles: `(char, ceiling, heights)`.
pub type Profiles = Vec<(char, bool, Vec<u16>)>;

/// A map: tile size, rows, profiles, edges.
pub type MapParts = (u32, Vec<String>, Profiles, Edges);

/// A map: tile size, rows, profiles, edges.
pub fn map_parts(
    tiles: &'static [u32],
    kinds: &'static str,
    with_profiles: bool,
) -> impl Strategy<Value = MapParts> {
    let profiles = if with_profiles {
        0..=3usize
    } else {
        0..=0usize
    };
    (
        prop::sample::select(tiles),
        2..=14usize,
        2..=10usize,
        0..=100u8,
        prop::collection::vec(
            (any::<bool>(), prop::collection::vec(any::<u16>(), 32)),
            profiles,
        ),
        [
            prop::bool::weighted(0.8),
            prop::bool::weighted(0.8),
            prop::bool::weighted(0.8),
            prop::bool::weighted(0.8),
        ],
        prop::collection::vec((0..100u8, 0..64usize), 14 * 10),
    )
        .prop_map(move |(t, w, h, density, profs, e, cells)| {
            let profiles: Profiles = profs
                .into_iter()
                .enumerate()
                .map(|(i, (ceiling, hs))| {
                    let hs = hs[..t as usize]
                        .iter()
                        .map(|v| v % (t as u16 + 1))
                        .collect();
                    (PROFILE_CHARS[i], ceiling, hs)
                })
                .collect();
            let alphabet: Vec<char> = kinds.chars().chain(profiles.iter().map(|p| p.0)).collect();
            let rows = (0..h)
                .map(|y| {
                    (0..w)
                        .map(|x| {
                            let (roll, k) = cells[y * 14 + x];
                            // Shrinks toward empty (roll 0) and toward `#` (k 0).
                            if roll < 100 - density.min(100) {
                                '.'
                            } else {
                                alphabet[k % alphabet.len()]
                            }
                        })
                        .collect()
                })
                .collect();
            let p = |solid| {
                if solid {
                    EdgePolicy::Solid
                } else {
                    EdgePolicy::Open
                }
            };
            let edges = Edges {
                left: p(e[0]),
                right: p(e[1]),
                top: p(e[2]),
                bottom: p(e[3]),
            };
            (t, rows, profiles, edges)
        })
}

/// A speed in subpixels/frame: fractions, whole pixels, fast, past the clamp.
pub fn speed() -> impl Strategy<Value = i32> {
    prop_oneof![
        3 => -512..=512i32,
        3 => (-8..=8i32).prop_map(|v| v * 256),
        2 => -(127 * 256)..=(127 * 256),
        1 => prop_oneof![Just(127 * 256), Just(-127 * 256), Just(128 * 256), Just(-128 * 256), Just(i32::MAX), Just(i32::MIN)],
        1 => -(1 << 20)..=(1 << 20),
    ]
}

fn gravity() -> impl Strategy<Value = Gravity> {
    prop_oneof![4 => Just(Gravity::Down), 2 => Just(Gravity::Up), 1 => Just(Gravity::None)]
}

/// A body side: mostly sprite-sized, sometimes several tiles.
pub fn side() -> impl Strategy<Value = i32> {
    prop_oneof![4 => 2..=24i32, 1 => 2..=120i32]
}

/// A body size `(w, h)`: a third at least as wide as tall (squares, wide
/// and flat boxes: crates, enemies, 16x16 heroes, whose wedges reach their
/// middle rows and sink into walls), the rest taller than wide.
pub fn body_size() -> impl Strategy<Value = (i32, i32)> {
    prop_oneof![
        1 => (side(), side()).prop_map(|(a, b)| (a.max(b), a.min(b))),
        2 => (side(), side()).prop_map(|(a, b)| (a.min(b), a.max(b) + 1)),
    ]
}

/// A core shape: a third of the bodies have a box core (crates, logs,
/// wide enemies), the rest the chamfered one.
pub fn core_shape() -> impl Strategy<Value = CoreShape> {
    prop_oneof![2 => Just(CoreShape::Chamfered), 1 => Just(CoreShape::Box)]
}

/// One run of frames.
pub fn frame(with_resize: bool) -> impl Strategy<Value = (u32, Frame)> {
    (
        prop_oneof![3 => 1..=8u32, 1 => 1..=60u32],
        prop::option::weighted(0.8, speed()),
        prop_oneof![4 => Just(0i32), 1 => -64..=64i32],
        prop::option::weighted(0.05, speed()),
        prop::option::weighted(0.2, 0..=(12 * 256i32)),
        prop::bool::weighted(0.1),
        prop::option::weighted(0.05, gravity()),
        prop::bool::weighted(0.05),
        prop::option::weighted(0.05, (side(), side())),
    )
        .prop_map(move |(n, vx, ax, vy, jump, drop, gravity, flip, resize)| {
            (
                n,
                Frame {
                    vx,
                    ax,
                    vy,
                    jump,
                    drop,
                    gravity,
                    flip,
                    resize: resize.filter(|_| with_resize),
                },
            )
        })
}

/// Everything of a case but its start, which [`place`] finds.
pub fn case(
    tiles: &'static [u32],
    kinds: &'static str,
    with_profiles: bool,
    resize: bool,
) -> impl Strategy<Value = Case> {
    (
        map_parts(tiles, kinds, with_profiles),
        (body_size(), core_shape()),
        (0..=1000i32, 0..=1000i32, 0..256i32, 0..256i32),
        gravity(),
        prop_oneof![3 => Just(64i32), 2 => 0..=512i32],
        prop_oneof![3 => Just(6 * 256i32), 2 => 0..=(140 * 256i32)],
        (speed(), speed()),
        prop::collection::vec(frame(resize), 1..=12),
    )
        .prop_map(
            move |(
                (tile, rows, profiles, edges),
                (size, core),
                at,
                gravity,
                accel,
                max_fall,
                vel,
                script,
            )| {
                let w = rows[0].len() as i32 * tile as i32;
                let h = rows.len() as i32 * tile as i32;
                let x = at.0 * w / 1000;
                let y = at.1 * h / 1000;
                Case {
                    tile,
                    rows,
                    profiles,
                    edges,
                    start: (x * 256 + at.2, y * 256 + at.3),
                    vel,
                    size,
                    core,
                    gravity,
                    accel,
                    max_fall,
                    script,
                }
            },
        )
}

/// Moves the case's start to the nearest position (searching up, then down,
/// then sideways, whole pixels, fraction kept) where the core is clear, by
/// the independent checker. `None` when nothing near fits.
pub fn place(case: &mut Case, field: &SolidField) -> Option<()> {
    let (x, y) = case.start;
    let (w, h) = case.size;
    let b = Boxel::of_body(&case.body());
    for dx in [0, -w, w, -2 * w, 2 * w] {
        for k in 0..(3 * h + 2 * field.tile()) {
            for dy in [-k, k] {
                let c = b.at(b.px + dx, b.py + dy);
                if core_clear(field, c) {
                    case.start = (x + dx * 256, y + dy * 256);
                    return Some(());
                }
            }
        }
    }
    None
}

/// A script frame that sets the horizontal speed to `vx` (subpixels/frame)
/// every frame, and nothing else.
pub fn set_vx(vx: i32) -> Frame {
    Frame {
        vx: Some(vx),
        ..Frame::default()
    }
}

/// A script frame that adds `ax` (subpixels/frame) to the horizontal speed
/// every frame, and nothing else.
pub fn add_vx(ax: i32) -> Frame {
    Frame {
        ax,
        ..Frame::default()
    }
}

/// A script frame that sets the vertical speed to `vy` (subpixels/frame) on
/// its first frame, and nothing else.
pub fn set_vy(vy: i32) -> Frame {
    Frame {
        vy: Some(vy),
        ..Frame::default()
    }
}

/// A script frame that reverses gravity on its first frame, and nothing
/// else.
pub fn flip() -> Frame {
    Frame {
        flip: true,
        ..Frame::default()
    }
}
