//! The moves level (`levels/moves.toml`) as the README's "Moves level
//! layout" promises it: the ledge is caught and climbed, the pool is swum
//! and left, the shaft is wall-jumped and the tunnel is crouched through.

use crate::game::Game;
use crate::moves_view::MovesView;
use crate::source::{BUILT_IN, MOVES, MOVES_NAME};
use tilestep::{Buttons, MoveEvents};
use tilestep_scenario::keys::parse_keys;

/// The moves level with the player starting at `(x, y)` px instead.
fn level_at(x: i32, y: i32) -> Game {
    let text = MOVES.replace("start = [40, 272]", &format!("start = [{x}, {y}]"));
    Game::new(MOVES_NAME, &text, None).unwrap()
}

/// Steps `keys`; returns the moves seen after each frame.
fn play(g: &mut Game, keys: &str) -> Vec<MovesView> {
    let mut seen = Vec::new();
    for k in parse_keys(keys).unwrap() {
        g.step(k);
        seen.push(g.snapshot().moves);
    }
    seen
}

/// The player's position now, whole px.
fn px(g: &Game) -> (i32, i32) {
    let b = g.snapshot().body;
    (b.pos.x.0 >> 8, b.pos.y.0 >> 8)
}

#[test]
fn it_starts_standing_with_the_metroidvania_preset() {
    let g = level_at(40, 272);
    let s = g.snapshot();
    assert_eq!(s.preset, "metroidvania");
    assert!(s.body.standing);
    assert_eq!(px(&g), (40, 272));
    assert_eq!(s.moves.line(), "moves: -");
}

#[test]
fn every_built_in_level_loads() {
    // M steps through them (app.rs); a broken one would show an error.
    for (name, text) in BUILT_IN {
        Game::new(name, text, None).unwrap();
    }
}

#[test]
fn its_keys_hang_at_the_ledge_and_climb_on() {
    // The keys `tilestep sim` plays.
    let keys = MOVES
        .lines()
        .find_map(|l| l.strip_prefix("keys = '"))
        .and_then(|l| l.strip_suffix('\''))
        .unwrap();
    let mut g = level_at(40, 272);
    let seen = play(&mut g, keys);
    assert!(seen.iter().any(|m| m.hang_dir == 1 && !m.ledge_climb));
    assert!(seen.iter().any(|m| m.ledge_climb));
    assert!(g.snapshot().body.standing);
    assert_eq!(px(&g).1, 192, "on top of the block");
}

#[test]
fn the_ledge_is_caught_and_climbed() {
    // Columns 8-10, rows 12-16: 80 px tall, higher than a jump.
    let mut g = level_at(100, 272);
    let seen = play(&mut g, "R*8 RJ*40");
    assert!(seen.iter().any(|m| m.hang_dir == 1 && !m.ledge_climb));
    assert_eq!(px(&g), (122, 216), "hangs with its head at the corner");
    let seen = play(&mut g, "U*30 -*5");
    assert!(seen.iter().any(|m| m.hang_dir == 1 && m.ledge_climb));
    assert!(g.snapshot().body.standing);
    assert_eq!(px(&g).1, 192, "on top of the block");
    assert_eq!(g.snapshot().moves, MovesView::default());
}

#[test]
fn the_tunnel_needs_a_crouch() {
    // Columns 45-52: solid down to y = 256, a 16 px tunnel over the ground.
    let mut g = level_at(700, 272);
    play(&mut g, "R*30");
    assert_eq!(px(&g), (714, 272), "standing, stopped at the tunnel");
    let seen = play(&mut g, "DR*150");
    assert!(seen.iter().all(|m| m.crouched));
    assert_eq!(g.snapshot().body.size.h().0, 14);
    play(&mut g, "-*10");
    let s = g.snapshot();
    assert!(!s.moves.crouched && s.body.standing);
    assert_eq!(s.body.size.h().0, 24);
    assert!(px(&g).0 > 852, "stood up past it: {:?}", px(&g));
}

#[test]
fn the_shaft_is_wall_jumped_up_and_over() {
    // A pillar at column 31 and a wall at column 35 (top y = 48): wall
    // jumps between them, pressing Jump each time a wall is touched.
    let mut g = level_at(530, 272);
    let (mut dir, mut prev, mut jumps) = (Buttons::RIGHT, Buttons::NONE, 0);
    for _ in 0..200 {
        let s = g.snapshot();
        let wall = if dir == Buttons::RIGHT {
            "wall_right"
        } else {
            "wall_left"
        };
        let mut held = dir.with(Buttons::JUMP);
        if !s.body.standing && s.contacts_cell().contains(wall) {
            if prev.has(Buttons::JUMP) {
                held = dir; // release, to press again
            } else {
                dir = if dir == Buttons::RIGHT {
                    Buttons::LEFT
                } else {
                    Buttons::RIGHT
                };
            }
        }
        g.step(held);
        let events = g.world().controller(g.player()).unwrap().state.events;
        jumps += usize::from(events.has(MoveEvents::WALL_JUMP));
        prev = held;
    }
    let s = g.snapshot();
    assert!(jumps >= 3, "{jumps} wall jumps");
    assert!(s.body.standing);
    assert_eq!(px(&g).1, 272);
    assert!(px(&g).0 > 560, "over the wall: {:?}", px(&g));
}

#[test]
fn the_pool_is_swum_and_left_at_its_edge() {
    // Columns 16-25, rows 17-21: water, its surface at y = 272, its floor
    // at y = 352.
    let mut g = level_at(336, 272);
    let seen = play(&mut g, "-*100");
    assert!(seen[5..].iter().all(|m| m.in_water));
    assert!(g.snapshot().body.standing);
    assert_eq!(px(&g), (336, 352), "sank to the bottom");
    play(&mut g, "J");
    let stroke = tilestep::ControllerConfig::METROIDVANIA.swim.stroke;
    assert_eq!(g.snapshot().body.vel.y.0, -stroke.0);
    // Strokes up, a jump out across the pool and down into it again, then
    // across to its right edge and out with strokes and a jump.
    let strokes = "-*6 J ".repeat(4);
    let seen = play(&mut g, &format!("{strokes}-*6 RJ*20 R*40"));
    assert!(seen.iter().any(|m| !m.in_water), "jumped out of it");
    assert!(g.snapshot().moves.in_water, "and back in");
    play(&mut g, "R*60 RJ*2 R*6 RJ*2 R*6 RJ*2 R*6 RJ*2 R*6 RJ*2 R*40");
    let s = g.snapshot();
    assert!(s.body.standing && !s.moves.in_water);
    assert_eq!(px(&g).1, 272);
    assert!(px(&g).0 > 416, "out on the far side: {:?}", px(&g));
}
