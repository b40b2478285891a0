//! The tour's enemy, headless: it reaches a player who stands still, its
//! chase (the follower with the world) saves and restores to the same
//! future, E takes it out and puts it back, and a capture replays it.

use crate::game::Game;
use crate::source::{MOVES, MOVES_NAME, TOUR, TOUR_NAME};
use tilestep::{Body, Buttons};
use tilestep_nav::FollowStatus;
use tilestep_scenario::keys::parse_keys;
use tilestep_scenario::scenario::parse;
use tilestep_scenario::world::World;

/// The tour with the player starting at `(x, y)` px instead.
fn tour_at(x: i32, y: i32) -> Game {
    let text = TOUR.replace("start = [40, 336]", &format!("start = [{x}, {y}]"));
    Game::new(TOUR_NAME, &text, None).unwrap()
}

/// The enemy's body now.
fn enemy(g: &Game) -> Body {
    let j = g.chaser().expect("the enemy is on").body();
    g.world().bodies()[j]
}

/// Whether the enemy stands on the player's ground within 4 px of them.
fn caught(g: &Game) -> bool {
    let (e, p) = (enemy(g), g.world().bodies()[g.player()]);
    e.standing && e.pos.y == p.pos.y && (e.pos.x.0 - p.pos.x.0).abs() <= 4 * 256
}

/// Steps with the player standing still until the enemy catches them;
/// the frames it took (`None`: not within `limit`).
fn frames_to_catch(g: &mut Game, limit: u32) -> Option<u32> {
    (1..=limit).find(|_| {
        g.step(Buttons::NONE);
        caught(g)
    })
}

#[test]
fn the_enemy_reaches_a_player_standing_at_the_spawn() {
    let mut g = tour_at(40, 336);
    assert_eq!(enemy(&g).pos.x.0, 320 * 256);
    let n = frames_to_catch(&mut g, 600);
    println!("enemy reached the player at the spawn in {n:?} frames");
    assert!(n.is_some_and(|n| n <= 300), "{n:?}");
    // It stays: the follower arrives and holds nothing.
    for _ in 0..30 {
        g.step(Buttons::NONE);
    }
    assert!(caught(&g));
    assert_eq!(g.enemy_status(), Some(FollowStatus::Arrived));
    assert_eq!(g.enemy_text().as_deref(), Some("arrived"));
}

#[test]
fn the_enemy_jumps_onto_the_platform_to_the_player() {
    // The one-way platform (x 208..272) is 32 px above the higher floor
    // the enemy starts on: it has to jump up through it.
    let mut g = tour_at(240, 272);
    assert!(g.world().bodies()[g.player()].standing);
    let n = frames_to_catch(&mut g, 600);
    println!("enemy reached the player on the platform in {n:?} frames");
    assert!(n.is_some_and(|n| n <= 150), "{n:?}");
    assert_eq!(enemy(&g).pos.y.0, 272 * 256);
}

#[test]
fn a_restore_has_the_same_future() {
    let mut g = tour_at(40, 336);
    let keys = parse_keys("-*20 R*60 RJ*16 R*4 -*40 D*30 L*60 -*20 R*150").unwrap();
    assert_eq!(keys.len(), 400);
    let run = |g: &mut Game, from: usize| -> Vec<Vec<Body>> {
        (from..from + 100)
            .map(|i| {
                g.step(keys[i]);
                g.world().bodies().to_vec()
            })
            .collect()
    };
    run(&mut g, 0);
    let saved = g.save();
    let chaser = g.chaser().cloned();
    let first = run(&mut g, 100);
    let at_200 = (g.frame(), g.chaser().cloned());
    // The enemy moved and planned in the window: the test is not empty.
    assert_ne!(first[0][2].pos, first[99][2].pos);
    g.restore(&saved);
    assert_eq!(g.frame(), 100);
    assert_eq!(g.chaser().cloned(), chaser);
    let again = run(&mut g, 100);
    assert_eq!(again, first);
    assert_eq!((g.frame(), g.chaser().cloned()), at_200);
    // And on: the next 100 frames from either copy agree too.
    let mut copy = tour_at(40, 336);
    copy.restore(&g.save());
    assert_eq!(run(&mut g, 200), run(&mut copy, 200));
}

#[test]
fn e_takes_the_enemy_out_and_puts_it_back_at_its_start() {
    let mut g = tour_at(40, 336);
    let bodies = g.world().bodies().len();
    for _ in 0..60 {
        g.step(Buttons::NONE);
    }
    assert_eq!(g.toggle_enemy(), Ok(false));
    assert!(g.chaser().is_none());
    assert_eq!(g.world().bodies().len(), bodies - 1);
    assert_eq!(g.enemy_text().as_deref(), Some("off"));
    assert_eq!(g.frame(), 60);
    g.step(Buttons::NONE);
    g.reset(); // stays off
    assert_eq!(g.world().bodies().len(), bodies - 1);
    assert_eq!(g.toggle_enemy(), Ok(true));
    assert_eq!(g.world().bodies().len(), bodies);
    assert_eq!(enemy(&g).pos.x.0, 320 * 256);
    assert!(frames_to_catch(&mut g, 600).is_some());
    let mut moves = Game::new(MOVES_NAME, MOVES, None).unwrap();
    assert!(moves.toggle_enemy().is_err());
    assert_eq!(moves.enemy_text(), None);
}

#[test]
fn a_capture_holds_the_enemys_buttons_and_replays_it() {
    let mut g = tour_at(40, 336);
    let keys = parse_keys("-*30 R*40 -*60").unwrap();
    for &k in &keys {
        g.step(k);
    }
    let sc = parse("capture.toml", &g.capture()).unwrap();
    let e = sc.bodies.iter().find(|b| b.name == "enemy").unwrap();
    let pressed = e.control.as_ref().unwrap().keys.iter();
    assert!(pressed.filter(|b| **b != Buttons::NONE).count() > 20);
    let mut replay = World::new(sc);
    for _ in 0..keys.len() {
        replay.step(&[]);
    }
    assert_eq!(replay.bodies(), g.world().bodies());
}

#[test]
fn the_page_hears_where_the_enemy_is() {
    let mut g = tour_at(40, 336);
    g.step(Buttons::NONE);
    let s = g.page_json();
    let e = enemy(&g).pos;
    let want = format!(
        ",\"enemy\":{{\"x\":{},\"y\":{},\"px\":{},\"py\":{},\"status\":\"following\"}}}}",
        e.x.0,
        e.y.0,
        e.x.0 >> 8,
        e.y.0 >> 8
    );
    assert!(s.ends_with(&want), "{s}");
    assert!(s.starts_with("{\"frame\":1,"), "{s}");
    g.toggle_enemy().unwrap();
    assert!(g.page_json().ends_with(",\"enemy\":null}"));
}
