//! The step against itself with every shortcut off, trace for trace:
//! `TileMap::step_among` with its shortcuts (free flight, walk runs, air
//! runs and skims, the feet on the bitmap) over the map's solid bitmap,
//! against `TileMap::step_by_rules` (the contract's per-pixel rules alone)
//! over the same map without its bitmap (`TileMap::without_bitmap`, every
//! pixel read from the tiles' height tables). Every body, every contact,
//! every frame must be equal.
//!
//! Two drivers over the property tests' random maps (`common`):
//! - the checker's own per-frame driver (`sim::run_with`): one body with
//!   resizes, gravity flips and `None`, jumps, drops, speeds past the clamp,
//!   at tile sizes 4 to 32;
//! - a world driver: up to three bodies (some solid, so they stack and
//!   push), moving solids of every kind moved each frame with
//!   `move_solid`, assists, tagged and masked tiles (`TileMap::masked`),
//!   and tiles changed with `TileMap::set` between frames.
//!
//! `TILESTEP_PROPTEST_CASES=N` sets the cases per property (the defaults run
//! in a few seconds); each test prints how many body-steps it compared. The
//! long run (10^7 body-steps and more) is the same tests with a large N.

mod common;
use common::*;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::cell::Cell;
use tilestep::{
    Assists, Body, Contacts, CoreShape, Gravity, Legend, MovingSolid, Size, SolidKind, StepInput,
    SubPoint, TileDef, TileId, TileKind, TileMap, TileXY,
};
use tilestep_check::sim::run_with;
use tilestep_check::SolidField;
use tilestep_scenario::world::bodies_among;

/// Every tile size the generators know, the odd multiples of 2 included.
const TILES: &[u32] = &[4, 8, 16, 18, 24, 32];

#[test]
fn the_step_equals_the_rules_alone_over_random_scripts() {
    let steps = Cell::new(0u64);
    let mut r = runner(cases(1024));
    let result = r.run(&case(TILES, KINDS, true, true), |mut c| {
        let map = c.map().expect("generated maps are valid");
        let field = SolidField::new(&map);
        if place(&mut c, &field).is_none() {
            return Ok(());
        }
        let fast = run_with(&map, &field, &c, |m, b, i| m.step(b, i));
        let slow = run_with(&map.without_bitmap(), &field, &c, by_rules);
        if let Some(f) = (0..fast.trace.len()).find(|&i| fast.trace[i] != slow.trace[i]) {
            return Err(TestCaseError::fail(format!(
                "frame {f}: fast {:?}\nrules {:?}\n\n{c:?}",
                fast.trace[f], slow.trace[f]
            )));
        }
        steps.set(steps.get() + fast.trace.len() as u64 - 1);
        Ok(())
    });
    conclude("single body", steps.get(), result);
}

/// One body's step by the rules alone, no moving solids.
fn by_rules(map: &TileMap, body: &mut Body, input: StepInput) -> Contacts {
    map.step_by_rules(body, input, &[])
}

/// Prints how many body-steps a property compared, then fails with its
/// error, or when it compared too few to mean anything.
fn conclude<E: std::fmt::Display>(label: &str, steps: u64, result: Result<(), E>) {
    eprintln!("{label}: {steps} body-steps compared");
    if let Err(e) = result {
        panic!("{e}");
    }
    assert!(steps > 1000, "too few steps compared: {steps}");
}

/// A moving solid: offset of its top-left from the first body's bottom-left
/// (px), size (px), kind (0 full, 1 one-way top, 2 one-way bottom), its
/// per-frame movement (subpixels), active.
type SolidSpec = ((i32, i32), (i32, i32), u8, (i32, i32), bool);

/// A body beyond the first: offset from the first body (px), size and core
/// shape, solid, gravity (0 down, 1 up, 2 none).
type BodySpec = ((i32, i32), ((i32, i32), CoreShape), bool, u8);

/// One frame of input for every body: horizontal speed, jump, drop; and
/// maybe a tile change: `(x, y, id)` (taken modulo the map and tile set).
type FrameSpec = (Vec<(i32, bool, bool)>, Option<(u16, u16, u16)>);

fn solid_spec() -> impl Strategy<Value = SolidSpec> {
    (
        (-48..48i32, -48..48i32),
        (1..48i32, 1..24i32),
        0..3u8,
        (
            prop_oneof![2 => Just(0), 1 => -600..600i32],
            prop_oneof![2 => Just(0), 1 => -600..600i32],
        ),
        prop::bool::weighted(0.9),
    )
}

fn body_spec() -> impl Strategy<Value = BodySpec> {
    (
        (-40..40i32, -48..16i32),
        (body_size(), core_shape()),
        any::<bool>(),
        prop_oneof![4 => Just(0u8), 1 => Just(1u8), 1 => Just(2u8)],
    )
}

fn frame_spec() -> impl Strategy<Value = FrameSpec> {
    (
        prop::collection::vec(
            (
                speed(),
                prop::bool::weighted(0.1),
                prop::bool::weighted(0.1),
            ),
            3,
        ),
        prop::option::weighted(0.15, (any::<u16>(), any::<u16>(), any::<u16>())),
    )
}

/// The world test's map: the generated rows with some solids on collision
/// layer 2 (`X`), some tagged tiles (`T` solid tag 3, `P` platform tag 5,
/// `S` 45° slope tag 7), seen through mask `mask`.
fn world_map(c: &tilestep_check::sim::Case, marks: &[u8], mask: u8) -> TileMap {
    let mut legend = Legend::default();
    for (ch, ceiling, heights) in &c.profiles {
        legend.insert(*ch, TileDef::custom(*ceiling, heights));
    }
    legend.insert('X', TileDef::new(TileKind::Solid).with_layers(2));
    legend.insert('T', TileDef::new(TileKind::Solid).with_tag(3));
    legend.insert('P', TileDef::new(TileKind::Platform).with_tag(5));
    legend.insert('S', TileDef::new(TileKind::SlopeBr).with_tag(7));
    let mut k = 0;
    let rows: Vec<String> = c
        .rows
        .iter()
        .map(|r| {
            r.chars()
                .map(|ch| {
                    k += 1;
                    match (ch, marks[k % marks.len()] % 8) {
                        ('#', 0) => 'X',
                        ('#', 1) => 'T',
                        ('-', 0) => 'P',
                        ('/', 0) => 'S',
                        (ch, _) => ch,
                    }
                })
                .collect()
        })
        .collect();
    let map = TileMap::from_ascii_with(&rows.join("\n"), c.tile, &legend, c.edges)
        .expect("generated maps are valid");
    if mask == 0xff {
        map
    } else {
        map.masked(mask)
    }
}

/// The solids body `j` steps among, as `tilestep sim` gives them: the
/// moving solids, then the other bodies (every other one, box against box,
/// for a solid body; the solid ones for the others).
fn among(solids: &[MovingSolid], bodies: &[Body], j: usize) -> Vec<MovingSolid> {
    let others = bodies_among(bodies, j).map(|(_, s)| s);
    solids.iter().copied().chain(others).collect()
}

type Stepper = fn(&TileMap, &mut Body, StepInput, &[MovingSolid]) -> Contacts;

/// Runs the world with `step`, returning every body and contact of every frame.
fn run_world(
    map: &TileMap,
    bodies: &[Body],
    solids: &[MovingSolid],
    moves: &[SubPoint],
    frames: &[FrameSpec],
    step: Stepper,
) -> Vec<(Body, Contacts)> {
    let mut map = map.clone();
    let mut bodies = bodies.to_vec();
    let mut solids = solids.to_vec();
    let mut trace = Vec::new();
    let n_ids = map.tileset().len() as u16;
    for (inputs, edit) in frames {
        if let Some((x, y, id)) = edit {
            let at = TileXY::new(
                (*x % map.width() as u16) as i32,
                (*y % map.height() as u16) as i32,
            );
            map.set(at, TileId(id % n_ids));
        }
        for (i, d) in moves.iter().enumerate() {
            map.move_solid(&mut solids, i, *d, &mut bodies);
        }
        for j in 0..bodies.len() {
            let list = among(&solids, &bodies, j);
            let (vx, jump, drop) = inputs[j % inputs.len()];
            let b = &mut bodies[j];
            let g = b.gravity.sign();
            b.vel.x.0 = vx;
            b.vel.y.0 = if jump && b.standing {
                -5 * 256 * g
            } else {
                b.vel.y.0.saturating_add(64 * g).clamp(-6 * 256, 6 * 256)
            };
            let c = step(&map, b, StepInput { drop }, &list);
            trace.push((*b, c));
        }
    }
    trace
}

#[test]
fn the_step_equals_the_rules_alone_among_solids_stacks_masks_and_edits() {
    let steps = Cell::new(0u64);
    let mut r = runner(cases(768));
    let strat = (
        case(TILES, KINDS, true, false),
        prop::collection::vec(any::<u8>(), 1..16),
        prop_oneof![3 => Just(0xffu8), 1 => Just(1u8), 1 => Just(2u8)],
        prop::collection::vec(body_spec(), 0..=2),
        prop::collection::vec(solid_spec(), 0..=3),
        prop::collection::vec(frame_spec(), 1..=40),
        (0..=3u8, 0..=4u8, any::<bool>(), any::<bool>()),
    );
    let result = r.run(
        &strat,
        |(mut c, marks, mask, others, specs, frames, (corner, ledge, inherit, solid0))| {
            let map = world_map(&c, &marks, mask);
            let field = SolidField::new(&map);
            if place(&mut c, &field).is_none() {
                return Ok(());
            }
            let mut first = c.body();
            first.assists = Assists {
                corner_correction: corner,
                ledge_assist: ledge,
            };
            first.inherit = inherit;
            first.solid = solid0;
            let mut bodies = vec![first];
            for &((dx, dy), ((w, h), core), solid, g) in &others {
                let mut b = Body::new(
                    SubPoint::new(first.pos.x.0 + dx * 256, first.pos.y.0 + dy * 256),
                    Size::new(w, h),
                );
                b.core = core;
                b.solid = solid;
                b.inherit = inherit;
                b.gravity = [Gravity::Down, Gravity::Up, Gravity::None][g as usize];
                bodies.push(b);
            }
            let r0 = first.rect();
            let kinds = [
                SolidKind::Solid,
                SolidKind::Platform,
                SolidKind::PlatformUnder,
            ];
            let solids: Vec<MovingSolid> = specs
                .iter()
                .map(|&((dx, dy), (w, h), k, _, active)| {
                    let mut s = MovingSolid::new(
                        SubPoint::from_px(r0.left.0 + dx, r0.bottom.0 + dy),
                        Size::new(w, h),
                        kinds[k as usize],
                    );
                    s.active = active;
                    s
                })
                .collect();
            let moves: Vec<SubPoint> = specs
                .iter()
                .map(|s| SubPoint::new(s.3 .0, s.3 .1))
                .collect();
            let fast = run_world(&map, &bodies, &solids, &moves, &frames, |m, b, i, s| {
                m.step_among(b, i, s)
            });
            let slow = run_world(
                &map.without_bitmap(),
                &bodies,
                &solids,
                &moves,
                &frames,
                |m, b, i, s| m.step_by_rules(b, i, s),
            );
            if let Some(f) = (0..fast.len()).find(|&i| fast[i] != slow[i]) {
                return Err(TestCaseError::fail(format!(
                    "body-step {f}: fast {:?}\nrules {:?}\n\nbodies {bodies:?}\nsolids {solids:?}\nmoves {moves:?}\nframes {frames:?}\nmask {mask} marks {marks:?}\n{c:?}",
                    fast[f], slow[f]
                )));
            }
            steps.set(steps.get() + fast.len() as u64);
            Ok(())
        },
    );
    conclude("world", steps.get(), result);
}

#[test]
fn a_changed_step_is_caught() {
    // The comparison can fail: a run by the rules whose body is nudged
    // one subpixel differs from the fast run.
    let map = TileMap::from_ascii("......\n......\n######\n", 16).unwrap();
    let start = Body::new(SubPoint::from_px(40, 32), Size::new(12, 24));
    let (mut a, mut b) = (start, start);
    b.pos.x.0 += 1;
    let ca = map.step(&mut a, StepInput::default());
    let cb = map.step_by_rules(&mut b, StepInput::default(), &[]);
    assert_ne!((a, ca), (b, cb));
}

#[test]
fn a_map_too_large_for_derived_data_steps_like_the_rules() {
    // 4096 x 4096 tiles of 16 px: its solid bitmap would pass the core's
    // limit, so it has none and every pixel test walks the tiles (only the
    // tile bits remain, 8 planes: 1 byte per tile).
    use tilestep::{Edges, TileSet, TileSize};
    let set = TileSet::standard(TileSize::new(16).unwrap());
    let mut map = TileMap::new(set, 4096, 4096, Edges::default()).unwrap();
    assert_eq!(map.derived_bytes_per_tile(), 1);
    let kinds = [
        TileKind::Solid,
        TileKind::SlopeBr,
        TileKind::SlopeBl,
        TileKind::GentleBrLow,
        TileKind::GentleBrHigh,
        TileKind::Platform,
    ];
    let ids: Vec<TileId> = kinds
        .iter()
        .map(|k| map.tileset().id_of(*k).unwrap())
        .collect();
    // A strip of ground with slopes, a wall and platforms near x = 2000 tiles.
    for tx in 1990..2030 {
        map.set(TileXY::new(tx, 2010), ids[0]);
        map.set(TileXY::new(tx, 2009), ids[(tx as usize * 7) % ids.len()]);
    }
    let mut a: Vec<Body> = (0..40)
        .map(|i| {
            let mut b = Body::new(
                SubPoint::from_px(1995 * 16 + i * 13, 2005 * 16),
                Size::new(8 + i % 9, 12 + i % 17),
            );
            b.vel.x.0 = (i % 11 - 5) * 200;
            b
        })
        .collect();
    let mut b = a.clone();
    for f in 0..120 {
        for (x, y) in a.iter_mut().zip(b.iter_mut()) {
            for body in [&mut *x, &mut *y] {
                body.vel.y.0 = (body.vel.y.0 + 64).min(6 * 256);
                if f % 40 == 0 && body.standing {
                    body.vel.y.0 = -5 * 256;
                }
            }
            let input = StepInput { drop: f % 23 == 0 };
            let ca = map.step(x, input);
            let cb = map.step_by_rules(y, input, &[]);
            assert_eq!((*x, ca), (*y, cb), "frame {f}");
        }
    }
}

#[test]
fn long_walks_by_chained_runs_step_like_the_rules() {
    // Fast walkers and fliers (17 to 127 px/frame) over long flat runs,
    // slopes, one-tile steps, ledges, a wall and one-way platforms: a move
    // longer than one run goes by several runs, and by the per-pixel rules
    // near whatever refused one, and must land exactly where the rules
    // alone do, both gravities.
    let level = concat!(
        "......................................................................\n",
        "......................................................................\n",
        "..............-----............................................-----..\n",
        "......................................................................\n",
        "......................................................................\n",
        "#.........................rR##Ll...................................../\n",
        "#....................../###########\\.......#......--------........../#\n",
        "#...........-----....######################....#......................\n",
        "##########......##########################################....########\n",
        "######################################################################\n",
    );
    let map = TileMap::from_ascii(level, 16).unwrap();
    for gravity in [Gravity::Down, Gravity::Up] {
        let y = if gravity == Gravity::Up { 40 } else { 96 };
        let bodies = crowd(48, (6, 10), (24, y), 23, gravity, |i| {
            [17, 33, 64, 100, 127][i as usize % 5] * 256 + i * 7
        });
        let drive = Drive {
            frames: 90,
            jump_every: 29,
            turn_every: 17,
            drop_every: 31,
        };
        assert_eq!(step_beside_rules(&map, bodies, drive), 48 * 90);
    }
}

/// `n` bodies of sizes `least` to `least` + 10x18 px in a row from `start`
/// (px), `dx` px apart, with `gravity` and horizontal speed `speed(i)`
/// (subpx/frame; every other body walks left).
fn crowd(
    n: i32,
    least: (i32, i32),
    start: (i32, i32),
    dx: i32,
    gravity: Gravity,
    speed: impl Fn(i32) -> i32,
) -> Vec<Body> {
    (0..n)
        .map(|i| {
            let at = SubPoint::from_px(start.0 + i * dx, start.1);
            let mut b = Body::new(at, Size::new(least.0 + i % 11, least.1 + i % 19));
            b.gravity = gravity;
            b.vel.x.0 = if i % 2 == 1 { -speed(i) } else { speed(i) };
            b
        })
        .collect()
}

/// How a crowd is driven: gravity of 0.25 px/frame² up to 6 px/frame, a
/// jump every `jump_every` frames for the bodies standing, the walking
/// direction turned every `turn_every` frames and a drop-through every
/// `drop_every`, for `frames` frames.
struct Drive {
    frames: i32,
    jump_every: i32,
    turn_every: i32,
    drop_every: i32,
}

/// Steps `bodies` on `map` as `drive` says, by the fast step and by the
/// rules alone (on the map without its bitmap) side by side, asserting
/// every frame's bodies and contacts equal. Returns the body-steps
/// compared.
fn step_beside_rules(map: &TileMap, bodies: Vec<Body>, drive: Drive) -> usize {
    let plain = map.without_bitmap();
    let (mut fast, mut by_rules) = (bodies.clone(), bodies);
    let mut compared = 0;
    for f in 0..drive.frames {
        for (x, y) in fast.iter_mut().zip(by_rules.iter_mut()) {
            for body in [&mut *x, &mut *y] {
                let g = body.gravity.sign();
                body.vel.y.0 = (body.vel.y.0 + 64 * g).clamp(-6 * 256, 6 * 256);
                if f % drive.jump_every == 0 && body.standing {
                    body.vel.y.0 = -5 * 256 * g;
                }
                if f % drive.turn_every == 0 {
                    body.vel.x.0 = -body.vel.x.0;
                }
            }
            let input = StepInput {
                drop: f % drive.drop_every == 0,
            };
            let ca = map.step(x, input);
            let cb = plain.step_by_rules(y, input, &[]);
            assert_eq!((*x, ca), (*y, cb), "frame {f}, {:?}", x.gravity);
            compared += 1;
        }
    }
    compared
}

#[test]
fn walks_beside_one_way_surfaces_step_like_the_rules() {
    // Slow walkers (the one-run moves) on flat ground, slopes and one-way
    // platforms, with `platform` and `platform_under` tiles at every
    // height around their feet and heads, and platforms under ceiling
    // slopes: a walk run refuses only the
    // one-way surfaces whose edges the box's edges could meet on the way,
    // and must land exactly where the rules alone do, both gravities,
    // dropping through now and then.
    let level = concat!(
        "##########################################\n",
        "##7F__M##mW_w##F7--__####7.F##wW..Mm-_####\n",
        "..-...--.....__.-........-................\n",
        "...........................---............\n",
        "..------.....____....-----......___.......\n",
        "......................................._-.\n",
        "..--/##\\--..rR##Ll--_./\\-_rR--Ll_/#\\.-....\n",
        "##########################################\n",
        "##########################################\n",
    );
    let map = TileMap::from_ascii(level, 16).unwrap();
    for gravity in [Gravity::Down, Gravity::Up] {
        // Tiny bodies too: a 2x2 box fits between a ceiling slope and the
        // platform under it.
        for least in [(6, 10), (1, 1)] {
            let y = if gravity == Gravity::Up { 20 } else { 100 };
            let speed = |i| (1 + i % 8) * 256 + i * 13;
            let bodies = crowd(60, least, (8, y), 11, gravity, speed);
            let drive = Drive {
                frames: 160,
                jump_every: 37,
                turn_every: 23,
                drop_every: 13,
            };
            assert_eq!(step_beside_rules(&map, bodies, drive), 60 * 160);
        }
    }
}

#[test]
fn a_tiny_body_under_a_ceiling_slope_with_a_platform_below_walks_like_the_rules() {
    // Gravity up, a 2x2 box hanging from a `slope_tr` against the solid
    // left edge (the random suite's start, then placed where its core is
    // clear), a `platform` right under it: walking right, the box
    // steps against gravity, toward the platform's top edge, which a walk
    // run must not cross (found by the random suite when the run's test
    // ignored `platform` tiles).
    use tilestep::{EdgePolicy, Edges};
    use tilestep_check::sim::{Case, Frame};
    let mut case = Case {
        tile: 16,
        rows: ["..", "7.", "-."].map(String::from).to_vec(),
        profiles: vec![],
        edges: Edges {
            left: EdgePolicy::Solid,
            right: EdgePolicy::Open,
            top: EdgePolicy::Open,
            bottom: EdgePolicy::Open,
        },
        start: (0, 18 * 256),
        vel: (0, 0),
        size: (2, 2),
        core: tilestep::CoreShape::Chamfered,
        gravity: Gravity::Up,
        accel: 64,
        max_fall: 6 * 256,
        script: vec![
            (
                1,
                Frame {
                    vx: Some(61),
                    ..Frame::default()
                },
            ),
            (54, Frame::default()),
        ],
    };
    let map = case.map().unwrap();
    let field = SolidField::new(&map);
    // Where the random suite placed it: the nearest start with the core clear.
    place(&mut case, &field).unwrap();
    let fast = run_with(&map, &field, &case, |m, b, i| m.step(b, i));
    let slow = run_with(&map.without_bitmap(), &field, &case, by_rules);
    assert_eq!(fast.trace, slow.trace);
}

#[test]
fn walks_and_flights_at_the_map_sides_step_like_the_rules_under_every_side_policy() {
    // No wall tiles at the sides: bodies walk, fly and push against the
    // map's own left and right edges at speeds up to 127 px/frame, on
    // slopes, under ceiling slopes and beside one-way tiles at the edges,
    // both gravities, under each pair of side policies (the solid bitmap
    // keeps a margin beyond each side that holds what its policy says),
    // and again after `set_edges` changes them at run time.
    use tilestep::{EdgePolicy, Edges};
    let level = concat!(
        "..7F..................Mm......\n",
        "____......................____\n",
        "..............................\n",
        "----.......__.............----\n",
        "..............................\n",
        "\\..rR.....#.........Ll......./\n",
        "##############################\n",
    );
    let policies = [EdgePolicy::Solid, EdgePolicy::Open];
    let sides = policies
        .iter()
        .flat_map(|&l| policies.iter().map(move |&r| (l, r)));
    for (left, right) in sides {
        let edges = |left, right| Edges {
            left,
            right,
            ..Edges::default()
        };
        // Made with the other policies, then set: the margins follow.
        let flipped = |p| policies.into_iter().find(|&q| q != p).unwrap();
        let mut changed = TileMap::from_ascii_with(
            level,
            16,
            &Legend::default(),
            edges(flipped(left), flipped(right)),
        )
        .unwrap();
        changed.set_edges(edges(left, right));
        let made = TileMap::from_ascii_with(level, 16, &Legend::default(), edges(left, right));
        for map in [made.unwrap(), changed] {
            // On the one-way tiles at the sides, and on the ground.
            let starts = [(Gravity::Down, 40), (Gravity::Down, 90), (Gravity::Up, 62)];
            for (gravity, y) in starts {
                let speed = |i| (1 + (i * 37) % 127) * 256 + i * 13;
                for (start, dx) in [((4, y), 3), ((476, y), -3)] {
                    let bodies = crowd(24, (6, 10), start, dx, gravity, speed);
                    let drive = Drive {
                        frames: 90,
                        jump_every: 29,
                        turn_every: 41,
                        drop_every: 17,
                    };
                    assert_eq!(step_beside_rules(&map, bodies, drive), 24 * 90);
                }
            }
        }
    }
}
