//! The brute-force reference: from a start, every frame every choice of
//! buttons the planner may press (none, left or right, with or without
//! jump, with or without down; jump pressed only on the ground, as the
//! planner plans no wall jump), breadth first, merging states that agree on
//! a coarse key (see `key`). Every state it keeps is truly
//! reached (simulated exactly); the merging only loses some.

use std::collections::{BTreeSet, HashSet, VecDeque};

use tilestep::{Behaviours, Buttons, TileMap};
use tilestep_nav::{BodyState, NavGraph};

/// The buttons tried each frame.
fn alphabet(down: Buttons) -> Vec<Buttons> {
    let mut out = Vec::new();
    for side in [Buttons::NONE, Buttons::LEFT, Buttons::RIGHT] {
        for jump in [Buttons::NONE, Buttons::JUMP] {
            for d in [Buttons::NONE, down] {
                out.push(Buttons::from_bits(side.bits() | jump.bits() | d.bits()));
            }
        }
    }
    out
}

type Key = (i32, i32, i32, i32, bool, bool, u8, bool, bool);

/// Standing, the state is kept to the px and its exact speed (a body
/// speeding up from rest gains little each frame, and a coarser speed
/// would merge it with the body at rest); in the air, to 4 px cells and
/// 1/4 px/frame.
fn key(s: &BodyState) -> Key {
    let b = &s.body;
    let (pos, vel) = if b.standing { (8, 3) } else { (10, 6) };
    (
        b.pos.x.0 >> pos,
        b.pos.y.0 >> pos,
        b.vel.x.0 >> vel,
        b.vel.y.0 >> (vel + 1),
        b.standing,
        s.ctl.jumping,
        s.ctl.prev.bits() & (Buttons::JUMP.bits() | Buttons::DOWN.bits() | Buttons::UP.bits()),
        s.ctl.coyote > 0,
        s.ctl.drop_from.is_some(),
    )
}

/// The segments of `g` the body in `start` stands on within `frames`
/// frames, by brute force (at most `cap` states kept).
pub fn reachable_segments(
    g: &NavGraph,
    map: &TileMap,
    start: &BodyState,
    frames: u32,
    cap: usize,
) -> BTreeSet<u32> {
    let beh = Behaviours::default();
    let down = if g.body().gravity.sign() < 0 {
        Buttons::UP
    } else {
        Buttons::DOWN
    };
    let buttons = alphabet(down);
    let mut seen: HashSet<Key> = HashSet::new();
    let mut queue = VecDeque::new();
    let mut found = BTreeSet::new();
    seen.insert(key(start));
    queue.push_back((*start, 0u32));
    while let Some((s, f)) = queue.pop_front() {
        if s.body.standing {
            if let Some(p) = g.place_of(&s.body) {
                found.insert(p.segment);
            }
        }
        if f >= frames || seen.len() >= cap {
            continue;
        }
        for &b in &buttons {
            // Jump is pressed from the ground only (held on in the air):
            // the planner plans no wall jump.
            let press = b.has(Buttons::JUMP) && !s.ctl.prev.has(Buttons::JUMP);
            if press && !s.body.standing {
                continue;
            }
            let mut next = s;
            next.frame(&g.body().config, map, &beh, b);
            if next.in_unplanned_move() {
                continue;
            }
            if seen.insert(key(&next)) {
                queue.push_back((next, f + 1));
            }
        }
    }
    if std::env::var_os("BRUTE_STATES").is_some() {
        eprintln!("brute force kept {} states", seen.len());
    }
    found
}
