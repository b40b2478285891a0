//! Property tests with the controller: bodies driven by
//! `tilestep::Controller` (every preset: the Celeste-like and the
//! metroidvania ones turn on the ceiling corner correction, the ledge
//! assist and the optional moves, dash, grab, wall jump, ledge grab and
//! crouch among them) from random button scripts, over random maps of every tile kind, with gravity down and up,
//! beside pushable stones and moving solids, every stage of every frame
//! judged by the judge's own scenario runner (`tilestep_check::judged`).
//!
//! Fixed seeds, so a failure is reproducible: the failing scenario is
//! printed whole (paste it into a file for `tilestep sim`).
//! `TILESTEP_CONTROLLED_SEEDS=N` runs more seeds than the default; the
//! crate's README says how many the long run takes.

use std::fmt::Write;
use std::sync::Arc;
use tilestep_check::judged;
use tilestep_check::SolidField;
use tilestep_scenario::scenario::parse;
use tilestep_testkit::Lcg;

/// Map size in 16 px tiles.
const W: i64 = 24;
const H: i64 = 14;

/// A random map of `tile` px tiles: walls round it, the top 32 px empty,
/// below that a quarter of the tiles drawn from every kind: platforms both
/// ways, slopes of both steepnesses on floors and ceilings, blocks, one-way
/// walls both ways.
fn map(r: &mut Lcg, tile: i64) -> String {
    let kinds = [
        '#', '#', '-', '-', '-', '_', '_', '_', '/', '\\', 'r', 'R', 'L', 'l', '7', 'F', 'm', 'M',
        'W', 'w', '=', '~', '[', ']', '1', '2', '3', '4', '5', '6', 'a', 'b', 'c', 'd', 'e', 'f',
    ];
    let mut s = String::new();
    for y in 0..H {
        let row: String = (0..W)
            .map(|x| {
                if y == H - 1 || x == 0 || x == W - 1 {
                    '#'
                } else if y * tile >= 32 && r.below(100) < 24 {
                    *r.pick(&kinds)
                } else {
                    '.'
                }
            })
            .collect();
        let _ = writeln!(s, "{row}");
    }
    s
}

/// A random button script: runs of held buttons, jumps, drops, flips,
/// dashes, grabs, crouches.
fn keys(r: &mut Lcg) -> String {
    let tokens = [
        "R", "L", "-", "RJ", "LJ", "J", "D", "DJ", "RU", "LU", "RD", "U", "RJ", "LJ", "F", "RX",
        "LUX", "UX", "DX", "RG", "UG", "LUG", "GJ", "DR", "DL",
    ];
    let mut s = String::new();
    for _ in 0..r.below(10) + 4 {
        let t = r.pick(&tokens);
        let n = r.pick(&[1, 2, 3, 5, 8, 13, 21]);
        let _ = write!(s, "{t}*{n} ");
    }
    s
}

/// A scenario: the map (tiles of 8 or 16 px), two or three controlled
/// bodies of several sizes and both gravities (gravity up starts against
/// the map's top edge), maybe a pushable stone and a moving solid.
fn scenario(seed: u64) -> String {
    let mut r = Lcg(seed);
    let tile = *r.pick(&[8, 16]);
    let frames = r.pick(&[120, 180]);
    let mut s = format!("tile_size = {tile}\nframes = {frames}\nmap = '''\n");
    s.push_str(&map(&mut r, tile));
    s.push_str("'''\n[edges]\ntop = \"solid\"\n");
    // Lanes two tiles apart, so that no two bodies start overlapping.
    let mut taken: Vec<i64> = Vec::new();
    let mut lane = || loop {
        let x = tile * 3 / 2 + 2 * tile * r.below((W - 2) / 2);
        if !taken.contains(&x) {
            taken.push(x);
            return x;
        }
    };
    let lanes: Vec<i64> = (0..4).map(|_| lane()).collect();
    let mut r = Lcg(seed ^ 0x5eed);
    for (i, x) in lanes.iter().take(2 + r.below(2) as usize).enumerate() {
        let (w, h) = *r.pick(&[(12, 24), (8, 14), (10, 10), (16, 16), (6, 20)]);
        let up = r.below(100) < 30;
        let (y, g) = if up { (h + 2, "-0.5") } else { (30, "0.5") };
        let preset = r.pick(&["celeste", "celeste", "nes", "metroidvania"]);
        let _ = write!(
            s,
            "\n[[body]]\nname = \"b{i}\"\nsize = [{w}, {h}]\nstart = [{x}, {y}]\ngravity = {g}\n\
             [body.controller]\npreset = \"{preset}\"\nkeys = '''\n{}\n'''\n",
            keys(&mut r)
        );
    }
    if r.below(100) < 50 {
        let x = lanes[3];
        let _ = write!(
            s,
            "\n[[body]]\nname = \"stone\"\nsize = [16, 16]\nstart = [{x}, 30]\ngravity = 0.5\n\
             pushable = true\npush_speed = {}\n",
            r.pick(&["0.5", "1"])
        );
    }
    if r.below(100) < 40 {
        let kind = r.pick(&["solid", "platform", "platform_under"]);
        let (x, y) = (tile + tile * r.below(W - 6), 4 * tile + tile * r.below(6));
        let _ = write!(
            s,
            "\n[[solid]]\nkind = \"{kind}\"\npos = [{x}, {y}]\nsize = [48, 8]\n\
             waypoints = [[{}, {y}]]\nspeed = 1\n",
            x + 32
        );
    }
    s
}

#[test]
fn controlled_bodies_hold_every_invariant_with_every_preset() {
    let n: u64 = std::env::var("TILESTEP_CONTROLLED_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1600);
    let (mut ran, mut steps) = (0u64, 0u64);
    for seed in 0..n {
        let text = scenario(seed);
        // Bodies may start inside the random tiles: such a scenario is
        // refused, and the next seed is tried.
        let Ok(sc) = parse("random.toml", &text) else {
            continue;
        };
        let sc = Arc::new(sc);
        let mut field = SolidField::new(&sc.map);
        let out = judged::run(&sc, &mut field, &mut []).expect("the run");
        let failures: Vec<String> = out
            .failures
            .iter()
            .take(5)
            .map(|f| {
                format!(
                    "body {} frame {}: {}: {}",
                    f.body,
                    f.frame,
                    f.rule(),
                    f.message
                )
            })
            .collect();
        assert!(
            failures.is_empty(),
            "seed {seed}:\n{}\n\n{text}",
            failures.join("\n")
        );
        ran += 1;
        steps += out.steps_checked;
    }
    eprintln!("{ran} scenarios, {steps} controlled body-steps judged");
    assert!(
        ran * 2 >= n,
        "only {ran} of {n} random scenarios were valid"
    );
}
