//! The example scenarios of the controller's moves (`examples/scenarios/
//! move_*.toml`, `moves_level.toml`): each runs clean under the judge (the
//! examples test) and here, driven through the scenario runner, each makes
//! the moves it is named after, at the frames its comments give.
//!
//! `TILESTEP_MOVES_DEBUG=NAME` prints every frame of that scenario.

mod common;

use tilestep::{Body, MoveEvents, MoveState, Px};
use tilestep_scenario::scenario::parse;
use tilestep_scenario::world::World;

/// A run of one body: each frame's events (frame 1 first), the moves'
/// memory each frame, and the body at the end.
struct Run {
    events: Vec<MoveEvents>,
    moves: Vec<MoveState>,
    last: Body,
}

/// Runs scenario `file` and keeps what its body `name` did.
fn run(file: &str, name: &str) -> Run {
    let path = common::root().join("examples/scenarios").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let sc = parse(&path.to_string_lossy(), &text).unwrap_or_else(|e| panic!("{e}"));
    let frames = sc.frames;
    let mut world = World::new(sc);
    let j = (0..world.bodies().len())
        .find(|&j| world.body_name(j) == name)
        .expect("the body");
    let debug = std::env::var("TILESTEP_MOVES_DEBUG").is_ok_and(|d| d == file);
    let mut out = Run {
        events: Vec::new(),
        moves: Vec::new(),
        last: world.bodies()[j],
    };
    for f in 1..=frames {
        world.step(&[]);
        let ctl = world.controller(j).expect("a controlled body");
        out.events.push(ctl.state.events);
        out.moves.push(ctl.state.moves);
        out.last = world.bodies()[j];
        if debug {
            let b = world.bodies()[j];
            let m = ctl.state.moves;
            eprintln!(
                "{f}: at ({}, {}) v ({}, {}) h {} standing {} {:?} dash {} grab {} hang {} crouch {} water {} stamina {}",
                b.pos.x.0 as f64 / 256.0,
                b.pos.y.0 as f64 / 256.0,
                b.vel.x.0,
                b.vel.y.0,
                b.size.h().0,
                b.standing,
                ctl.state.events.names().collect::<Vec<_>>(),
                m.dash_frames,
                m.grab_dir,
                m.hang_dir,
                m.crouch_from.0,
                m.in_water,
                m.stamina_spent
            );
        }
    }
    out
}

impl Run {
    /// The frames (from 1) on which `e` happened.
    fn frames_of(&self, e: MoveEvents) -> Vec<usize> {
        let ev = &self.events;
        (0..ev.len())
            .filter(|&i| ev[i].has(e))
            .map(|i| i + 1)
            .collect()
    }

    /// On how many frames `f` held of the moves' memory.
    fn count(&self, f: impl Fn(&MoveState) -> bool) -> usize {
        self.moves.iter().filter(|m| f(m)).count()
    }

    /// The body's origin at the end, whole px, and whether it stands.
    fn end(&self) -> (i32, i32, bool) {
        let p = self.last.pos.floor_px();
        (p.x.0, p.y.0, self.last.standing)
    }
}

#[test]
fn move_wall_jump_climbs_the_shaft_from_wall_to_wall() {
    let r = run("move_wall_jump.toml", "player");
    assert_eq!(r.frames_of(MoveEvents::WALL_JUMP), [39, 49, 59, 69]);
    assert!(r.count(|m| m.slide_frames > 0) > 20, "it slid");
    assert_eq!(r.end(), (170, 80, true), "on the block");
}

#[test]
fn move_dash_crosses_the_pit_then_dashes_up_onto_the_block() {
    let r = run("move_dash.toml", "player");
    assert_eq!(r.frames_of(MoveEvents::DASH), [17, 62]);
    assert_eq!(r.end(), (298, 64, true), "on the block");
}

#[test]
fn move_grab_climbs_the_wall_with_a_climb_jump_and_hops_over() {
    let r = run("move_grab.toml", "player");
    let grabs = r.frames_of(MoveEvents::WALL_GRAB);
    let climb_jumps = r.frames_of(MoveEvents::CLIMB_JUMP);
    assert_eq!(
        (grabs.len(), climb_jumps.len()),
        (2, 1),
        "{grabs:?} {climb_jumps:?}"
    );
    assert!(r.moves.iter().map(|m| m.stamina_spent).max().unwrap() > 4000);
    assert_eq!(r.end().1, 48, "on top of the wall");
    assert!(r.end().2);
}

#[test]
fn move_ledge_hangs_then_climbs_on() {
    let r = run("move_ledge.toml", "player");
    assert_eq!(r.frames_of(MoveEvents::LEDGE_GRAB).len(), 1);
    assert!(
        r.count(|m| m.hang_dir == 1 && m.climb_to.is_none()) >= 10,
        "hung"
    );
    assert_eq!(r.end(), (134, 48, true), "on the ledge");
}

#[test]
fn move_crouch_passes_the_tunnel_and_stands_up_after() {
    let r = run("move_crouch.toml", "player");
    let crouched = r.count(|m| m.crouch_from == Px(24));
    assert!(crouched > 100, "crouched {crouched} frames");
    assert_eq!(r.last.size.h(), Px(24), "standing tall at the end");
    assert!(r.end().0 > 160, "through the tunnel: {:?}", r.end());
}

#[test]
fn move_swim_sinks_strokes_and_jumps_out() {
    let r = run("move_swim.toml", "player");
    assert_eq!(r.frames_of(MoveEvents::ENTER_WATER).len(), 1);
    assert_eq!(r.frames_of(MoveEvents::LEAVE_WATER).len(), 1);
    assert!(r.count(|m| m.in_water) > 60);
    assert_eq!(r.end().1, 64, "on the far bank");
    assert!(r.end().0 > 192 && r.end().2);
}

#[test]
fn moves_level_makes_every_move_in_one_run() {
    let r = run("moves_level.toml", "player");
    let order = [
        (MoveEvents::ENTER_WATER, 133),
        (MoveEvents::JUMP, 185),
        (MoveEvents::DASH, 205),
        (MoveEvents::WALL_GRAB, 226),
        (MoveEvents::CLIMB_JUMP, 257),
        (MoveEvents::WALL_GRAB, 262),
        (MoveEvents::WALL_JUMP, 270),
        (MoveEvents::ENTER_WATER, 288),
        (MoveEvents::LEAVE_WATER, 335),
        (MoveEvents::LEDGE_GRAB, 399),
    ];
    for (e, frame) in order {
        assert!(
            r.frames_of(e).contains(&frame),
            "{:?} on {frame}: {:?}",
            e.names().collect::<Vec<_>>(),
            r.frames_of(e)
        );
    }
    assert!(r.count(|m| m.crouch_from == Px(24)) > 90, "crouched");
    let submerged_strokes = (150..185).filter(|&f| r.moves[f].in_water).count();
    assert_eq!(submerged_strokes, 35, "swam");
    assert!(
        (370..399).any(|f| r.moves[f].slide_frames > 0),
        "slid down the pillar"
    );
    assert!(
        r.count(|m| m.climb_to.is_some()) > 5,
        "climbed onto the ledge"
    );
    assert_eq!(r.end(), (310, 80, true), "on the pillar");
}
