//! No public constructor or query of the core panics, whatever values it
//! is given: sizes out of range (refused by `Size::try_new`), positions and
//! velocities up to `i32::MIN` and `i32::MAX` subpixels, maps of any text
//! and dimensions, any tile id, rectangle, point, cast, resize, solid move,
//! route, controller or world edit. A panic fails the property (proptest
//! catches it and shrinks the case).
//!
//! `TILESTEP_PROPTEST_CASES=N` scales the cases (default: one run of at
//! least a million calls in release, a tenth of that in debug). Run with
//! `--nocapture` to see the count.

// `c(...)` counts each call, those returning `()` among them.
#![allow(clippy::unit_arg)]

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use std::cell::Cell;
use tilestep::*;

thread_local! {
    /// Public calls made by this thread's properties.
    static CALLS: Cell<u64> = const { Cell::new(0) };
}

/// Counts one public call, returning its value.
fn c<T>(v: T) -> T {
    CALLS.with(|n| n.set(n.get() + 1));
    v
}

/// An integer drawn toward the values that break arithmetic: small ones
/// near a map, the world limit, the body limit, and `i32`'s extremes.
fn int() -> impl Strategy<Value = i32> {
    prop_oneof![
        4 => -3000..3000i32,
        2 => any::<i32>(),
        2 => prop::sample::select(vec![
            i32::MIN, i32::MIN + 1, -(1 << 30), -(1 << 22) * 256, -(1 << 22), -4097, -1,
            0, 1, 2, 4095, 4096, 4097, 1 << 16, 1 << 21, 1 << 22, (1 << 22) * 256,
            1 << 30, i32::MAX - 1, i32::MAX,
        ]),
    ]
}

/// A stream of drawn integers read in order (then zeros): the values of
/// one case, however many its calls need.
struct Draw {
    vals: Vec<i32>,
    at: usize,
}

impl Draw {
    fn i(&mut self) -> i32 {
        let v = self.vals.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        v
    }
    fn u(&mut self, n: usize) -> usize {
        self.i().unsigned_abs() as usize % n.max(1)
    }
    fn b(&mut self) -> bool {
        self.i() & 1 == 1
    }
    fn sub(&mut self) -> SubPoint {
        SubPoint::new(self.i(), self.i())
    }
    fn pt(&mut self) -> PxPoint {
        PxPoint::new(self.i(), self.i())
    }
    /// A side: mostly a body's (1 to 48 px), else any value (a side of
    /// 4096 px on a map of 4 px tiles makes a step slow, not wrong).
    fn side(&mut self) -> Px {
        let v = self.i();
        Px(match v % 128 {
            0 => self.i(),
            _ => 1 + v.rem_euclid(48),
        })
    }
    /// A size: drawn sides, those out of range refused by `try_new` and
    /// clamped into it (so the largest, 4096 px, is drawn too).
    fn size(&mut self) -> Size {
        let (w, h) = (self.side().0, self.side().0);
        c(Size::try_new(w, h))
            .unwrap_or_else(|_| Size::new(w.clamp(1, MAX_BODY_PX), h.clamp(1, MAX_BODY_PX)))
    }
    /// A size to resize to: drawn sides, those out of range refused by
    /// `try_new` and replaced by one of at most 64 px (a resize searches
    /// as far as the growth, over the core: growing by 4000 px on a map
    /// of 4 px tiles takes seconds in a debug build, not a panic).
    fn resize_to(&mut self) -> Size {
        let (w, h) = (self.side().0, self.side().0);
        c(Size::try_new(w, h))
            .ok()
            .filter(|s| s.w().0 <= 64 && s.h().0 <= 64)
            .unwrap_or_else(|| Size::new(1 + w.rem_euclid(64), 1 + h.rem_euclid(64)))
    }
    /// A position near the map (within 256 px of its corner).
    fn near(&mut self) -> SubPoint {
        let mut v = || self.i().rem_euclid(1 << 16) - (1 << 12);
        SubPoint::new(v(), v())
    }
    /// A position: mostly near the map, else any value.
    fn pos(&mut self) -> SubPoint {
        let mut near = || {
            let v = self.i();
            match v % 4 {
                0 => self.i(),
                _ => v.rem_euclid(1 << 16) - (1 << 12),
            }
        };
        SubPoint::new(near(), near())
    }
    fn body(&mut self) -> Body {
        let mut b = Body::new(self.pos(), self.size());
        b.vel = self.sub();
        b.gravity = [Gravity::Down, Gravity::Up, Gravity::None][self.u(3)];
        b.core = [CoreShape::Chamfered, CoreShape::Box][self.u(2)];
        b.standing = self.b();
        b.solid = self.b();
        b.inherit = self.b();
        b.carried = self.sub();
        b.since_standing = self.i() as u16;
        b.assists.corner_correction = self.i() as u8;
        b.assists.ledge_assist = self.i() as u8;
        b
    }
    fn solid(&mut self) -> MovingSolid {
        let kind = [
            SolidKind::Solid,
            SolidKind::Platform,
            SolidKind::PlatformUnder,
        ][self.u(3)];
        let mut s = MovingSolid::new(self.pos(), self.size(), kind);
        s.vel = self.sub();
        s.active = self.i() % 4 != 0;
        s.whole_box = self.b();
        s.tag = self.b().then(|| self.i() as u8);
        s
    }
    fn buttons(&mut self) -> Buttons {
        Buttons(self.i() as u8)
    }
}

/// The cases for a property: `TILESTEP_PROPTEST_CASES` or `default`, a
/// tenth of it in a debug build.
fn cases(default: u32) -> u32 {
    let n = std::env::var("TILESTEP_PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    if cfg!(debug_assertions) {
        (n / 10).max(1)
    } else {
        n
    }
}

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        rng_seed: RngSeed::Fixed(0x7113_57e9),
        max_shrink_iters: 10_000,
        ..Config::default()
    })
}

/// Runs `check` on `cases` draws of `strategy`, panicking with the
/// shrunk case on a panic inside it; returns the calls it counted.
fn run<S: Strategy>(name: &str, cases: u32, strategy: S, check: impl Fn(S::Value)) -> u64
where
    S::Value: std::fmt::Debug,
{
    let before = CALLS.with(Cell::get);
    let t0 = std::time::Instant::now();
    let result = runner(cases).run(&strategy, |v| {
        check(v);
        Ok(())
    });
    let calls = CALLS.with(Cell::get) - before;
    let ms = t0.elapsed().as_millis();
    eprintln!("{name}: {calls} calls over {cases} cases ({ms} ms)");
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
    calls
}

/// Map text: mostly the default legend's characters in rows, sometimes
/// anything.
fn map_text() -> impl Strategy<Value = String> {
    let chars: Vec<char> = TileKind::ALL
        .iter()
        .filter_map(|k| k.default_char())
        .chain(['.', '.', '.', '.', '#', ' '])
        .collect();
    prop_oneof![
        8 => (1..12usize, 1..8usize, prop::collection::vec(prop::sample::select(chars), 1..96))
            .prop_map(|(w, h, cs)| {
                let mut s = String::new();
                for y in 0..h {
                    for x in 0..w {
                        s.push(cs[(y * w + x) % cs.len()]);
                    }
                    s.push('\n');
                }
                s
            }),
        1 => "[.#/\\\n\r\té x-]{0,40}",
        1 => Just(String::new()),
    ]
}

fn tile_size() -> impl Strategy<Value = u32> {
    prop_oneof![
        8 => prop::sample::select(vec![4u32, 8, 16, 18, 32]),
        1 => prop::sample::select(vec![0u32, 1, 3, 5, 255, 256, 257, 258, u32::MAX]),
    ]
}

fn vals(n: usize) -> impl Strategy<Value = Vec<i32>> {
    prop::collection::vec(int(), n..=n)
}

/// The edge policies drawn from two bits each.
fn edges(d: &mut Draw) -> Edges {
    let p = |v: i32| {
        [EdgePolicy::Solid, EdgePolicy::Open, EdgePolicy::Solid][v.unsigned_abs() as usize % 3]
    };
    Edges {
        left: p(d.i()),
        right: p(d.i()),
        top: p(d.i()),
        bottom: p(d.i()),
    }
}

/// A map with walls, ledges, a platform and slopes for the moves.
const MOVES_MAP: &str = "#......#\n#..##..#\n#/.--.\\#\n##....##\n########\n";

/// Draws every optional move's numbers.
fn moves_config(cfg: &mut ControllerConfig, d: &mut Draw) {
    let sp = |d: &mut Draw| Subpx(d.i());
    cfg.wall = WallMoves {
        slide_max: sp(d),
        slide_frames: d.i() as u8,
        jump_x: sp(d),
        jump_lock: d.i() as u8,
        reach: d.i() as u8,
        climb_jump: d.b(),
    };
    cfg.dash = DashMoves {
        count: d.i() as u8,
        speed: sp(d),
        frames: d.i() as u8,
        end_speed: sp(d),
        cooldown: d.i() as u8,
        refill_delay: d.i() as u8,
    };
    cfg.grab = GrabMoves {
        stamina: d.i() as u16,
        tired: d.i() as u16,
        reach: d.i() as u8,
        up_speed: sp(d),
        down_speed: sp(d),
        slip_speed: sp(d),
        accel: sp(d),
        up_cost: d.i() as u16,
        still_cost: d.i() as u16,
        jump_cost: d.i() as u16,
        hop_up: sp(d),
        hop_x: sp(d),
    };
    cfg.ledge = LedgeMoves {
        hang: d.b(),
        climb_speed: sp(d),
    };
    cfg.crouch = CrouchMoves {
        height: Px(d.i()),
        max_run: sp(d),
    };
    cfg.swim = SwimMoves {
        stroke: sp(d),
        gravity: sp(d),
        max_sink: sp(d),
        max_speed: sp(d),
        drag: sp(d),
    };
}

/// Every query of a map on one drawn body, and steps it.
fn body_calls(map: &TileMap, d: &mut Draw, steps: usize) {
    let mut b = d.body();
    let solids: Vec<MovingSolid> = (0..d.u(3)).map(|_| d.solid()).collect();
    c(b.rect());
    c(b.sensor_x());
    c(b.core_rows(Px(d.i())));
    c(b.as_solid().rect());
    c(map.fits(&b));
    c(map.stands(&b));
    c(map.stands_among(&b, &solids));
    c(map.core_overlap(&b));
    c(map.resize(&mut b.clone(), d.resize_to()).ok());
    c(map
        .resize_among(&mut b.clone(), d.resize_to(), &solids)
        .ok());
    let mut slow = b;
    for _ in 0..steps {
        b.vel = d.sub();
        let input = StepInput { drop: d.b() };
        let ct = c(map.step(&mut b, input));
        c(map.ground(&b, &ct));
        c(map.ground_among(&b, &ct, &solids));
        c(map.step_among(&mut slow, input, &solids));
        c(map.step_by_rules(&mut slow, input, &solids));
        c(b.fall(Subpx(d.i()), Subpx(d.i())));
        c(b.jump(Subpx(d.i())));
        c(Behaviours::default().effects(map, &b, &ct));
    }
    let mut bodies = [b, slow, d.body()];
    let mut ss = solids;
    ss.push(d.solid());
    let inputs = [StepInput::default(); 3];
    let mut cts = [Contacts::default(); 3];
    c(map.step_all(&mut bodies, &inputs, &mut cts));
    for _ in 0..2 {
        let i = d.u(ss.len() + 1);
        c(map.move_solid(&mut ss, i, d.sub(), &mut bodies));
    }
}

/// The map's own queries at drawn places.
fn map_calls(map: &mut TileMap, d: &mut Draw) {
    c(map.surface_below(d.pt(), Px(d.i())));
    c(map.is_solid(d.pt()));
    c(map.overlap_tags(PxRect::new(d.i(), d.i(), d.i(), d.i())));
    let opts = CastOptions { one_way: d.b() };
    // A cast walks its pixels: a far one (2^24 px) takes milliseconds.
    let (from, to) = (d.near(), d.near());
    c(map.cast(from, to, opts));
    // Short casts anywhere, up to i32's extremes; rarely a far one.
    let from = d.sub();
    let by = d.near();
    let to = SubPoint::new(
        from.x.0.saturating_add(by.x.0),
        from.y.0.saturating_sub(by.y.0),
    );
    c(map.cast(from, to, opts));
    if d.i() % 16 == 0 {
        let (from, by) = (d.sub(), d.i() % (1 << 20));
        c(map.cast(from, SubPoint::new(from.x.0.saturating_add(by), by), opts));
    }
    c(map.get(TileXY::new(d.i(), d.i())));
    c(map.set(TileXY::new(d.i(), d.i()), TileId(d.i() as u16)));
    c(map.bounds());
}

#[test]
fn no_public_call_panics_on_any_input() {
    let mut total = 0;
    total += run("sizes", cases(20_000), vals(8), |v| {
        let mut d = Draw { vals: v, at: 0 };
        let (w, h) = (d.i(), d.i());
        if let Ok(s) = c(Size::try_new(w, h)) {
            assert_eq!(c(Size::new(w, h)), s);
        }
        let s = d.size();
        c(format!("{s} {} {}", d.sub(), d.pt()));
        c(format!("{}", PxRect::new(d.i(), d.i(), d.i(), d.i())));
        c(SubPoint::from_px(d.i(), d.i()));
        c(Px(d.i()).to_subpx());
        c(Subpx(d.i()).clamp_speed());
    });
    total += run(
        "maps and bodies",
        cases(2_500),
        (map_text(), tile_size(), vals(400)),
        |(text, t, v)| {
            let mut d = Draw { vals: v, at: 0 };
            let legend = Legend::default();
            let Ok(mut map) = c(TileMap::from_ascii_with(&text, t, &legend, edges(&mut d))) else {
                c(TileMap::from_ascii(&text, t).ok());
                return;
            };
            for _ in 0..4 {
                body_calls(&map, &mut d, 6);
                map_calls(&mut map, &mut d);
            }
            let masked = c(map.masked(d.i() as u8));
            body_calls(&masked, &mut d, 2);
        },
    );
    total += run(
        "map dimensions",
        cases(2_000),
        (tile_size(), vals(16)),
        |(t, v)| {
            let mut d = Draw { vals: v, at: 0 };
            let Ok(size) = TileSize::new(t) else { return };
            let set = c(TileSet::standard(size));
            let (w, h) = (d.i() as u32 % 70_000, d.i() as u32 % 70);
            let big = (w as u64) * (h as u64) > 1 << 16;
            let e = edges(&mut d);
            if big {
                c(TileMap::new(set, d.i() as u32, d.i() as u32, e).err());
                return;
            }
            let cells: Vec<TileId> = (0..(w * h) as usize)
                .map(|i| TileId((i as u16).wrapping_mul(d.i() as u16) % 48))
                .collect();
            c(TileMap::from_cells(set.clone(), w, h, e, &cells).ok());
            if let Ok(mut map) = c(TileMap::new(set, w, h, e)) {
                map_calls(&mut map, &mut d);
            }
        },
    );
    total += run("routes and controllers", cases(30_000), vals(128), |v| {
        let mut d = Draw { vals: v, at: 0 };
        let points: Vec<SubPoint> = (0..d.u(5)).map(|_| d.sub()).collect();
        let looping = [Looping::Cycle, Looping::PingPong, Looping::Stop][d.u(3)];
        let route = c(Route::new(points, Subpx(d.i())))
            .with_looping(looping)
            .with_wait(d.i() as u32);
        let mut prog = c(route.start());
        prog.heading = d.i() as usize;
        let mut pos = d.sub();
        for _ in 0..4 {
            let m = c(route.step(&mut prog, pos));
            pos = SubPoint::new(pos.x.0.wrapping_add(m.x.0), pos.y.0.wrapping_add(m.y.0));
            c(route.reached(&mut prog, pos));
            c(route.step_at(d.i() as u32, d.i() as u32, &mut prog, pos));
        }
        c(Route::toward(d.sub(), d.sub(), Subpx(d.i())));
        let mut cfg = ControllerConfig::default();
        let sp = |d: &mut Draw| Subpx(d.i());
        cfg.max_run = sp(&mut d);
        cfg.accel = sp(&mut d);
        cfg.turn = sp(&mut d);
        cfg.friction = sp(&mut d);
        cfg.air_accel = sp(&mut d);
        cfg.air_friction = sp(&mut d);
        cfg.gravity = sp(&mut d);
        cfg.held_gravity = sp(&mut d);
        cfg.max_fall = sp(&mut d);
        cfg.jump_speed = sp(&mut d);
        cfg.jump_cut = sp(&mut d);
        cfg.climb_speed = sp(&mut d);
        cfg.coyote_frames = d.i() as u8;
        cfg.buffer_frames = d.i() as u8;
        cfg.flip_in_air = d.b();
        moves_config(&mut cfg, &mut d);
        let mut ctl = c(Controller::new(cfg));
        let mut body = d.body();
        let map = c(TileMap::from_ascii(MOVES_MAP, 1 + d.u(32) as u32)).ok();
        let empty = c(TileMap::from_ascii("..\n", 16)).ok();
        let Some(map) = map.or(empty) else { return };
        for _ in 0..4 {
            let fx = Effects {
                bounce: d.b().then(|| Subpx(d.i())),
                hurt: d.b(),
                traction: d.i() as u8,
                surface_speed: Subpx(d.i()),
                ladder: d.b(),
                water: d.b(),
                submerged: d.b(),
            };
            if d.b() {
                ctl.state.moves = c(MoveState {
                    dash_frames: d.i() as u8,
                    dash_dir: (d.i() as i8, d.i() as i8),
                    grab_dir: d.i() as i8,
                    hang_dir: d.i() as i8,
                    hang_row: Px(d.i()),
                    climb_to: d.b().then(|| Px(d.i())),
                    crouch_from: Px(d.i()),
                    stamina_spent: d.i() as u16,
                    lock_frames: d.i() as u8,
                    lock_dir: d.i() as i8,
                    ..ctl.state.moves
                });
            }
            let input = c(ctl.update(&map, &mut body, d.buttons(), &fx));
            c(map.step(&mut body, input));
        }
        let (a, b) = (d.buttons(), d.buttons());
        c(format!(
            "{} {} {}",
            a | b,
            a.letters().as_str(),
            Buttons::from_bits(a.0)
        ));
        let flags = ContactFlags(d.i() as u16);
        c(format!("{flags} {flags:?} {}", Contacts::default()));
    });
    total += run(
        "worlds",
        cases(1_500),
        (map_text(), vals(300)),
        |(text, v)| {
            let mut d = Draw { vals: v, at: 0 };
            let Ok(map) = TileMap::from_ascii(&text, 16) else {
                return;
            };
            let mut world = c(World::new(map));
            let mut ids = Vec::new();
            for _ in 0..4 {
                let body = d.body();
                let fall = Fall {
                    accel: Subpx(d.i()),
                    max_fall: Subpx(d.i()),
                };
                let drive = match d.u(3) {
                    0 => BodyDrive::Free {
                        fall: Some(fall),
                        drop: d.b(),
                    },
                    1 => BodyDrive::pushable(Subpx(d.i()), fall),
                    _ => BodyDrive::Controlled(Controller::new(ControllerConfig::NES_LIKE)),
                };
                let got = if d.b() {
                    c(world.spawn(body, drive))
                } else {
                    c(world.spawn_nudged(body, drive, d.i()))
                };
                ids.extend(got.ok());
                let points: Vec<SubPoint> = (0..d.u(4)).map(|_| d.sub()).collect();
                c(world.add_solid(d.solid(), Route::new(points, Subpx(d.i()))));
            }
            let saved = c(world.state().clone());
            for _ in 0..6 {
                let buttons: Vec<(BodyId, Buttons)> =
                    ids.iter().map(|&id| (id, d.buttons())).collect();
                c(world.step(&buttons));
                if let Some(&id) = ids.get(d.u(8)) {
                    if let Some(b) = c(world.body_mut(id)) {
                        b.vel = d.sub();
                        b.size = d.size();
                        b.pos = d.sub();
                    }
                    c(world.report(id));
                }
            }
            if let Some(&id) = ids.first() {
                c(world.despawn(id));
                c(world.despawn(id));
            }
            c(world.step(&[]));
            c(world.restore(&saved));
            c(world.step(&[]));
        },
    );
    eprintln!("no panics: {total} public calls in all");
    if !cfg!(debug_assertions) && std::env::var("TILESTEP_PROPTEST_CASES").is_err() {
        assert!(total >= 1_000_000, "only {total} calls");
    }
}
