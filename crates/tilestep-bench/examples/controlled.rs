//! A controlled body's frame, for instruction counts (`docs/speed.md`):
//! 1,000 bodies of 12x24 px on the bench's full level, each driven by a
//! `tilestep::Controller` from a fixed-seed stream of held buttons (runs
//! of 4 to 40 frames), `update` then `step` every frame.
//!
//! ```sh
//! cargo build --release -p tilestep-bench --example controlled
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/controlled celeste walk 100   # and with 0 frames
//! ```
//!
//! Arguments: the preset (`nes`, `celeste`, `metroidvania`), the button
//! mix (`walk`: runs, jumps and drops; `moves`: those and dashes, grabs,
//! crouches) and the frames. The difference of the counts for `F` and 0
//! frames over `1000 * F` is one controlled body-frame, the button stream
//! and the loop included; a fourth argument `null` draws the buttons
//! without updating or stepping, for that share.

use tilestep::{Body, Buttons, Controller, ControllerConfig, Effects, Size, SubPoint};
use tilestep_bench::{level, spawns};
use tilestep_testkit::Lcg;

/// How many bodies step each frame.
const BODIES: usize = 1000;

/// Runs, jumps and drops.
const WALK: &[&str] = &["R", "L", "-", "RJ", "LJ", "J", "D", "R", "L"];

/// Those and the moves' buttons.
const MOVES: &[&str] = &[
    "R", "L", "-", "RJ", "LJ", "J", "D", "RX", "LUX", "UX", "RG", "LUG", "DR", "DL",
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let preset = args.get(1).map_or("celeste", String::as_str);
    let mix = match args.get(2).map(String::as_str) {
        Some("moves") => MOVES,
        _ => WALK,
    };
    let frames: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(100);
    let null = args.get(4).is_some_and(|s| s == "null");
    let config = ControllerConfig::preset(preset).expect("nes, celeste or metroidvania");
    let map = level(1);
    let fx = Effects::default();
    let mut bodies: Vec<(Body, Controller, Lcg, Buttons, u32)> = spawns(&map, BODIES, 7)
        .into_iter()
        .map(|s| {
            let body = Body::new(SubPoint::from_px(s.x, s.y), Size::new(12, 24));
            (body, Controller::new(config), Lcg(s.seed), Buttons::NONE, 0)
        })
        .collect();
    let mut sum = 0i64;
    for _ in 0..frames {
        for (body, ctl, rng, held, left) in bodies.iter_mut() {
            if *left == 0 {
                *left = 4 + rng.below(37u32);
                let letters: &&str = rng.pick(mix);
                *held = Buttons::parse(letters).unwrap_or_default();
            }
            *left -= 1;
            if null {
                sum += i64::from(held.bits());
                continue;
            }
            let input = ctl.update(&map, body, *held, &fx);
            map.step(body, input);
        }
    }
    let xs: i64 = bodies.iter().map(|b| i64::from(b.0.pos.x.0)).sum();
    println!("{preset} {frames} frames: sum of x {xs} ({sum})");
}
