//! The tour's layout as the README's "Tour layout" promises it (the web
//! page's end-to-end test relies on it): every tile kind, the walk up the
//! slopes onto the platform and down through it, the spring, the ladder,
//! the one-way gates and the gravity room.

use crate::game::Game;
use crate::source::{TOUR, TOUR_NAME};
use tilestep::{Buttons, Gravity, TileXY};
use tilestep_scenario::keys::parse_keys;

/// The tour with the player starting at `(x, y)` px instead.
fn tour_at(x: i32, y: i32) -> Game {
    let text = TOUR.replace("start = [40, 336]", &format!("start = [{x}, {y}]"));
    Game::new(TOUR_NAME, &text, None).unwrap()
}

/// Steps `keys`; returns the ground kind names met, in order, deduplicated.
fn play(g: &mut Game, keys: &str) -> Vec<&'static str> {
    let mut seen = Vec::new();
    for k in parse_keys(keys).unwrap() {
        g.step(k);
        if let Some(n) = g.snapshot().ground_name() {
            if seen.last() != Some(&n) {
                seen.push(n);
            }
        }
    }
    seen
}

#[test]
fn every_named_kind_is_in_the_tour() {
    let g = tour_at(40, 336);
    let map = g.world().map();
    for kind in tilestep::TileKind::ALL {
        let found = (0..map.height()).any(|ty| {
            (0..map.width()).any(|tx| {
                map.get(TileXY::new(tx, ty))
                    .is_some_and(|id| map.tileset().def(id).kind == kind)
            })
        });
        assert!(found, "{}", kind.name());
    }
}

#[test]
fn up_the_slopes_onto_the_platform_and_down_through_it() {
    let mut g = tour_at(40, 336);
    assert!(g.snapshot().body.standing);
    let seen = play(&mut g, "-*10 R*50");
    assert_eq!(
        seen,
        [
            "solid",
            "gentle_br_low",
            "gentle_br_high",
            "solid",
            "slope_br",
            "solid"
        ]
    );
    assert_eq!(g.snapshot().body.pos.y.0, 304 * 256);
    play(&mut g, "RJ*16 R*4 -*20");
    let s = g.snapshot();
    assert_eq!(
        (s.frame, s.body.pos.x.0, s.body.pos.y.0),
        (100, 68470, 272 * 256)
    );
    assert_eq!(s.ground_name(), Some("platform"));
    assert_eq!(s.contacts_cell(), "floor|platform");
    play(&mut g, "-*20 D*30 -*20");
    let s = g.snapshot();
    assert_eq!((s.frame, s.body.pos.y.0), (170, 304 * 256));
    assert_eq!(s.ground_name(), Some("solid"));
}

#[test]
fn the_spring_launches_and_the_ladder_climbs() {
    let mut g = tour_at(700, 336);
    g.step(Buttons::NONE); // stands on the spring: its effect applies next frame
    g.step(Buttons::NONE);
    assert_eq!(g.snapshot().body.vel.y.0, -9 * 256);
    let mut g = tour_at(920, 336);
    play(&mut g, "U*150");
    let s = g.snapshot();
    assert!(s.climbing || s.body.pos.y.0 <= 176 * 256, "{:?}", s.body);
    play(&mut g, "R*20 -*10");
    let s = g.snapshot();
    assert_eq!(s.body.pos.y.0, 176 * 256);
    assert!(s.body.standing);
}

#[test]
fn flipping_gravity_walks_the_ceiling() {
    let mut g = tour_at(1500, 336);
    let seen = play(&mut g, "-*5 F -*40 R*60");
    let s = g.snapshot();
    assert_eq!(s.body.gravity, Gravity::Up);
    assert!(s.body.standing);
    assert!(seen.iter().any(|k| k.starts_with("gentle_t")), "{seen:?}");
}

#[test]
fn the_stone_is_pushed() {
    let mut g = tour_at(418, 336);
    let stone = 1 - g.player();
    let x0 = g.world().bodies()[stone].pos.x.0;
    play(&mut g, "R*60");
    assert!(g.world().bodies()[stone].pos.x.0 > x0);
}

#[test]
fn the_gravity_rooms_firm_platforms_hold_a_drop() {
    // The firm ledge (columns 97-100, row 19, top y = 304): Down passes
    // the plain platforms, not this one.
    let mut g = tour_at(1584, 304);
    let seen = play(&mut g, "-*5 D*30");
    let s = g.snapshot();
    assert_eq!(s.body.pos.y.0, 304 * 256);
    assert_eq!(seen, ["platform_firm"]);
    // Falling up under the firm platform_under (columns 98-101, row 17,
    // underside y = 288): it holds with Up (the drop along gravity up)
    // held, where the plain one at columns 104-107 lets the player through.
    for (x, top) in [(1600, 288), (1688, 224)] {
        let mut g = tour_at(x, 336);
        play(&mut g, "-*5 F -*40 U*30");
        let s = g.snapshot();
        assert!(s.body.standing && s.body.gravity == Gravity::Up);
        assert_eq!(s.body.pos.y.0 - 24 * 256, top * 256, "x={x}");
    }
}

#[test]
fn the_one_way_gates_go_round_one_way() {
    // The oneway_right gate under the walkway (column 64, rows 12-20, its
    // right edge at x = 1040): walking back left on the ground, the player
    // stops flush against it, their left side on the edge.
    let mut g = tour_at(1100, 336);
    let seen = play(&mut g, "L*60");
    let s = g.snapshot();
    assert_eq!((s.body.pos.x.0, s.body.pos.y.0), (1046 * 256, 336 * 256));
    assert_eq!(s.contacts_cell(), "floor|wall_left|platform");
    assert_eq!(seen, ["solid"]);
    // Going right, it lets the player through.
    let mut g = tour_at(990, 336);
    play(&mut g, "R*40");
    assert!(g.snapshot().body.pos.x.0 > 1100 * 256);
    // The oneway_left gate above the walkway's far end (column 80, rows
    // 1-10, its left edge at x = 1280): from the lift's side, walking left
    // along the walkway, the player passes; walking right, they stop with
    // their right side on the edge.
    let mut g = tour_at(1340, 176);
    play(&mut g, "L*30");
    let s = g.snapshot();
    assert!(s.body.pos.x.0 < 1260 * 256 && s.body.pos.y.0 == 176 * 256);
    let mut g = tour_at(1250, 176);
    play(&mut g, "R*30");
    let s = g.snapshot();
    assert_eq!((s.body.pos.x.0, s.body.pos.y.0), (1274 * 256, 176 * 256));
    assert_eq!(s.contacts_cell(), "floor|wall_right|platform");
}
