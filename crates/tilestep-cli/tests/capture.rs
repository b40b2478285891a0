//! Captures replay bit for bit: a world played with live buttons (a
//! player, a scripted walker, a pushable stone, moving solids of every loop
//! kind, springs, ice, a conveyor, a ladder, water), captured mid-run, parsed back
//! and run by `tilestep sim`'s runner, ends in exactly the same state.

mod common;
use tilestep::Buttons;
use tilestep_scenario::scenario::parse;
use tilestep_scenario::world::World;
use tilestep_testkit::Lcg;

/// The world, with the player's preset and the walker's phases left to
/// [`level`].
const LEVEL: &str = include_str!("scenarios/capture_world.toml");

/// The level with the player's preset, and a walker whose input phases
/// (short, many with a jump or a gravity flip on their first frame) run
/// for the whole test, so captures often start mid-phase.
fn level(preset: &str) -> String {
    let mut phases = String::new();
    let mut f = 0;
    let mut k = 0u32;
    while f < 1600 {
        let len = 7 + (k * 7) % 17;
        let vx = [1.25, -0.5, 0.75, -1.0, 0.0][(k % 5) as usize];
        phases.push_str(&format!("[[body.input]]\nframes = {len}\nvx = {vx}\n"));
        if k % 2 == 1 {
            phases.push_str("jump = 4\n");
        }
        if k % 9 == 4 {
            phases.push_str("flip_gravity = true\n");
        }
        phases.push('\n');
        f += len;
        k += 1;
    }
    LEVEL
        .replace(
            r#"preset = "celeste" # PRESET: set by capture.rs"#,
            &format!("preset = {preset:?}"),
        )
        .replace(
            "# WALKER_PHASES: the walker's input phases, written by capture.rs",
            &phases,
        )
}

/// Pseudo-random buttons held for runs of frames (fixed seed).
struct Player {
    rng: Lcg,
    left: u32,
    held: Buttons,
}

impl Player {
    fn next(&mut self) -> Buttons {
        if self.left == 0 {
            let r = self.rng.next();
            self.left = 1 + r % 40;
            // Right more than left, so it travels; flips now and then.
            let mut b = match r % 7 {
                0..=2 => Buttons::RIGHT,
                3 | 4 => Buttons::LEFT,
                _ => Buttons::NONE,
            };
            for (bit, one_in) in [
                (Buttons::JUMP, 3),
                (Buttons::UP, 5),
                (Buttons::DOWN, 6),
                (Buttons::FLIP, 23),
                (Buttons::DASH, 9),
                (Buttons::GRAB, 5),
            ] {
                if (r >> 8) % (one_in * 7 + bit.0 as u32) < 7 {
                    b = b.with(bit);
                }
            }
            self.held = b;
        }
        self.left -= 1;
        self.held
    }
}

/// Plays `frames` frames with pseudo-random buttons, capturing every
/// `every` frames (and at the end); each capture is replayed by `tilestep
/// sim`'s runner and must end exactly where the live world was.
fn replay_equals_live(preset: &str, seed: u64, frames: u32, every: u32, window: u32) {
    let sc = parse("capture_level.toml", &level(preset)).expect("level parses");
    let mut live = World::new(sc);
    live.record(window as usize);
    let mut p = Player {
        rng: Lcg(seed),
        left: 0,
        held: Buttons::NONE,
    };
    let player = live.player().expect("a controlled body");
    for f in 1..=frames {
        let b = p.next();
        live.step(&[(player, b)]);
        if f % every == 0 || f == frames {
            check_capture(&live, f, window);
        }
    }
}

fn check_capture(live: &World, f: u32, window: u32) {
    let cap = live.capture_toml();
    let sc =
        std::sync::Arc::new(parse("capture.toml", &cap).unwrap_or_else(|e| panic!("{e}\n{cap}")));
    assert_eq!(sc.frames, window.min(f));
    let mut field = tilestep_check::solid::SolidField::new(&sc.map);
    let out = tilestep_cli::run::run(&sc, &mut field, &mut []).expect("runs");
    for (j, (a, b)) in out.bodies.iter().zip(live.bodies()).enumerate() {
        assert_eq!(
            a, b,
            "frame {f}: body {j} differs (left replay, right live)\n{cap}"
        );
    }
    assert_eq!(out.solids, live.solids(), "frame {f}: solids differ\n{cap}");
    assert_eq!(
        out.last,
        live.contacts(),
        "frame {f}: contacts differ\n{cap}"
    );
    assert_eq!(out.failure_count, 0, "{:?}", out.failures);
    // The replayed world's controller ends in the same state too.
    let mut again = World::new(sc);
    for _ in 0..again.scenario().frames {
        again.step(&[]);
    }
    assert_eq!(again.controller(0), live.controller(0), "frame {f}");
    assert_eq!(again.effects(0), live.effects(0), "frame {f}");
}

#[test]
fn capture_replays_bit_for_bit_celeste() {
    for seed in [1, 2, 3] {
        replay_equals_live("celeste", seed, 1500, 7, 120);
    }
}

#[test]
fn capture_replays_bit_for_bit_nes() {
    for seed in [4, 5] {
        replay_equals_live("nes", seed, 1300, 7, 120);
    }
}

#[test]
fn capture_replays_bit_for_bit_metroidvania() {
    for seed in [14, 21] {
        replay_equals_live("metroidvania", seed, 1300, 7, 120);
    }
}

#[test]
fn captures_starting_at_every_frame() {
    // A short window captured after every frame starts a replay from every
    // state the controller passes through: coyote time, a buffered jump,
    // mid-climb, mid-jump, on ice, on a spring.
    replay_equals_live("celeste", 11, 1200, 1, 12);
    replay_equals_live("nes", 12, 600, 1, 12);
    replay_equals_live("metroidvania", 13, 600, 1, 12);
}

#[test]
fn capture_of_a_short_run_starts_at_frame_zero() {
    replay_equals_live("celeste", 9, 250, 1000, 600);
}

#[test]
fn capture_of_the_last_ten_seconds() {
    replay_equals_live("celeste", 10, 1400, 233, 600);
}

/// On how many frames each of `flags` held, over 1500 frames of the
/// random player in the test level for each `(preset, seed)` run.
fn coverage<const N: usize>(runs: &[(&str, u64)], flags: impl Fn(&World) -> [bool; N]) -> [u32; N] {
    let mut seen = [0u32; N];
    for &(preset, seed) in runs {
        let mut w = World::new(parse("x.toml", &level(preset)).unwrap());
        let mut p = Player {
            rng: Lcg(seed),
            left: 0,
            held: Buttons::NONE,
        };
        for _ in 0..1500 {
            let b = p.next();
            w.step(&[(0, b)]);
            for (k, on) in flags(&w).into_iter().enumerate() {
                seen[k] += on as u32;
            }
        }
    }
    seen
}

#[test]
fn the_random_player_really_travels() {
    // Guard against a capture test that passes because nothing happens:
    // the random player must reach ladders, springs, ice, the conveyor,
    // slopes, one-way platforms and the other gravity.
    let runs = [
        ("celeste", 1),
        ("celeste", 2),
        ("celeste", 3),
        ("celeste", 14), // the spring, since a tap of down drops
        ("nes", 4),
        ("nes", 5),
    ];
    let seen = coverage(&runs, |w| {
        let fx = w.effects(0);
        let c = &w.contacts()[0];
        [
            w.controller(0).unwrap().state.climbing,
            fx.bounce.is_some(),
            fx.traction < 100,
            fx.surface_speed.0 != 0,
            c.has(tilestep::ContactFlags::SLOPE),
            c.has(tilestep::ContactFlags::ONE_WAY),
            w.bodies()[0].gravity == tilestep::Gravity::Up,
        ]
    });
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

#[test]
fn the_random_player_uses_the_moves() {
    // Likewise for the controller's moves: captures must start mid-dash,
    // mid-grab, sliding, hanging, crouched and in water.
    let names = [
        "dash",
        "grab",
        "slide",
        "hang",
        "crouch",
        "water",
        "submerged",
    ];
    let runs = [
        ("celeste", 1),
        ("celeste", 2),
        ("metroidvania", 14), // a ledge hang (few seeds find one)
        ("metroidvania", 21),
    ];
    let seen = coverage(&runs, |w| {
        let m = w.controller(0).unwrap().state.moves;
        let fx = w.effects(0);
        [
            m.dash_frames > 0,
            m.grab_dir != 0,
            m.slide_frames > 0,
            m.hang_dir != 0,
            m.crouch_from.0 > 0,
            fx.water,
            fx.submerged,
        ]
    });
    let seen: Vec<(&str, u32)> = names.into_iter().zip(seen).collect();
    assert!(seen.iter().all(|&(_, n)| n > 0), "{seen:?}");
}
