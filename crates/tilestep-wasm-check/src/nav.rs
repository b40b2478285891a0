//! Navigation's determinism cases: graphs and plans on generated levels
//! (three seeds, gravity down and up, the three presets), each case hashed
//! from its graph and four seeded plans. The golden hashes are
//! `golden/nav.txt`; native, wasm32 and aarch64 must all give them.

use tilestep::{
    Behaviours, Body, ControllerConfig, Gravity, PxPoint, Size, SubPoint, TileKind, TileMap,
};
use tilestep_check::hash::fnv1a64_update;
use tilestep_nav::{plan, BodyState, NavBody, NavGraph, NavOptions, Target};
use tilestep_testkit::{level::level_ascii, Lcg};

/// Seeds of the generated levels.
const SEEDS: [u64; 3] = [1, 2, 3];

/// How many cases there are: seeds x gravities x presets.
pub fn count() -> usize {
    SEEDS.len() * 2 * ControllerConfig::PRESETS.len()
}

/// A 40x20-tile generated level, upside down for gravity up.
fn level(seed: u64, gravity: Gravity) -> TileMap {
    let mut rows: Vec<String> = level_ascii(40, 20, seed)
        .lines()
        .map(String::from)
        .collect();
    if gravity == Gravity::Up {
        rows.reverse();
        let mirror = |c: char| {
            TileKind::from_char(c)
                .and_then(|k| k.mirror_y().default_char())
                .unwrap_or(c)
        };
        rows = rows
            .iter()
            .map(|r| r.chars().map(mirror).collect())
            .collect();
    }
    TileMap::from_ascii(&rows.join("\n"), 16).expect("the generated level is valid")
}

/// Case `i`'s hash: its graph's, then each of four seeded plans' (or the
/// reason none was made), folded with FNV-1a 64. `None` past the last.
pub fn case_hash(i: usize) -> Option<u64> {
    if i >= count() {
        return None;
    }
    let presets = ControllerConfig::PRESETS;
    let seed = SEEDS[i / (2 * presets.len())];
    let gravity = [Gravity::Down, Gravity::Up][(i / presets.len()) % 2];
    let config = ControllerConfig::preset(presets[i % presets.len()])?;
    let map = level(seed, gravity);
    let beh = Behaviours::default();
    let mut nav = NavBody::new(Size::new(12, 24), config);
    nav.gravity = gravity;
    let g = NavGraph::build(&map, &beh, nav, NavOptions::default());
    let mut hash = fnv1a64_update(0xcbf2_9ce4_8422_2325, &g.hash().to_le_bytes());
    let samples = g.samples();
    let mut rng = Lcg(seed + i as u64);
    for _ in 0..4 {
        let a = samples[rng.below(samples.len())];
        let b = samples[rng.below(samples.len())];
        let mut body = Body::new(SubPoint::new(a.x * 256 + 128, a.py * 256), nav.size);
        body.gravity = gravity;
        body.standing = true;
        let start = BodyState::at_rest(&map, &beh, body);
        let to = Target::Point(PxPoint::new(b.x, b.py - gravity.sign()));
        let h = match plan(&g, &map, &beh, &start, to) {
            Ok(p) => p.hash(),
            Err(e) => e as u64,
        };
        hash = fnv1a64_update(hash, &h.to_le_bytes());
    }
    Some(hash)
}
