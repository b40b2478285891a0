//! The tour's layout as the README's "Tour layout" promises it (the web
//! page's end-to-end test relies on it): every tile kind, the walk up the
//! slopes onto the platform and down through it, the spring, the ladder,
//! the one-way gates, the one-way hills and the gravity room.

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

/// Steps `held` until the player's x is past `until` px (beyond it in the
/// direction `held` walks), at most 200 frames, checking that the player
/// stands on every frame; returns the ground kind names met, in order,
/// deduplicated, and the player's `y` furthest from gravity's side of
/// the map (the least with gravity down, the most with gravity up), px.
fn walk_standing(g: &mut Game, held: Buttons, until: i32) -> (Vec<&'static str>, i32) {
    let right = held == Buttons::RIGHT;
    let past = |x: i32| {
        if right {
            x >= until * 256
        } else {
            x <= until * 256
        }
    };
    let mut seen = Vec::new();
    let up = g.snapshot().body.gravity == Gravity::Up;
    let mut far = g.snapshot().body.pos.y.0;
    for _ in 0..200 {
        g.step(held);
        let s = g.snapshot();
        assert!(s.body.standing, "left the ground at {:?}", s.body.pos);
        far = if up {
            far.max(s.body.pos.y.0)
        } else {
            far.min(s.body.pos.y.0)
        };
        if let Some(n) = s.ground_name() {
            if seen.last() != Some(&n) {
                seen.push(n);
            }
        }
        if past(s.body.pos.x.0) {
            return (seen, far >> 8);
        }
    }
    panic!("never got past x = {until}: at {:?}", g.snapshot().body.pos);
}

/// The one-way floor hill under the walkway's gap, left to right.
const FLOOR_HILL: [&str; 6] = [
    "oneway_gentle_br_low",
    "oneway_gentle_br_high",
    "oneway_slope_br",
    "oneway_slope_bl",
    "oneway_gentle_bl_high",
    "oneway_gentle_bl_low",
];

/// The one-way ceiling hill in the gravity room, left to right.
const CEILING_HILL: [&str; 6] = [
    "oneway_gentle_tr_low",
    "oneway_gentle_tr_high",
    "oneway_slope_tr",
    "oneway_slope_tl",
    "oneway_gentle_tl_high",
    "oneway_gentle_tl_low",
];

#[test]
fn the_oneway_hill_is_jumped_up_through_landed_on_and_dropped_through() {
    // Under its `4` (column 69, row 19), whose surface at x = 1112 is
    // y = 307: a jump from the ground rises through it and lands on it.
    let mut g = tour_at(1112, 336);
    play(&mut g, "-*5");
    let mut highest = 336 * 256;
    for k in parse_keys("J*20 -*20").unwrap() {
        g.step(k);
        highest = highest.min(g.snapshot().body.pos.y.0);
    }
    assert!(highest < 300 * 256, "rose through it: {highest}");
    let s = g.snapshot();
    assert!(s.body.standing);
    assert_eq!(s.body.pos.y.0, 307 * 256);
    assert_eq!(s.ground_name(), Some("oneway_gentle_br_high"));
    assert_eq!(s.contacts_cell(), "floor|slope|platform");
    // Down drops through it to the ground.
    let seen = play(&mut g, "D*30 -*5");
    let s = g.snapshot();
    assert_eq!((s.body.pos.x.0, s.body.pos.y.0), (1112 * 256, 336 * 256));
    assert_eq!(seen, ["solid"]);
}

#[test]
fn the_oneway_hill_is_walked_over_both_ways_and_under() {
    // On its low left end (column 68, row 19: y = 318 at x = 1090), over
    // its top (y = 288, between columns 70 and 71: at a run's 3 px a
    // frame, the feet pass within 2 px of it) to its low right end
    // (column 73) and back, never leaving it.
    let mut g = tour_at(1090, 318);
    play(&mut g, "-*3");
    let s = g.snapshot();
    assert!(s.body.standing && s.body.pos.y.0 == 318 * 256);
    let (seen, top) = walk_standing(&mut g, Buttons::RIGHT, 1180);
    assert_eq!(seen, FLOOR_HILL);
    assert!((288..=290).contains(&top), "{top}");
    let (seen, top) = walk_standing(&mut g, Buttons::LEFT, 1092);
    let mut back = FLOOR_HILL;
    back.reverse();
    assert_eq!(seen, back);
    assert!((288..=290).contains(&top), "{top}");
    // On the ground, the player walks under it (through its pixels) both
    // ways.
    let mut g = tour_at(1060, 336);
    let (seen, top) = walk_standing(&mut g, Buttons::RIGHT, 1200);
    assert_eq!((seen.as_slice(), top), (&["solid"][..], 336));
    let (seen, top) = walk_standing(&mut g, Buttons::LEFT, 1070);
    assert_eq!((seen.as_slice(), top), (&["solid"][..], 336));
}

#[test]
fn with_gravity_up_the_hanging_oneway_hill_holds_the_player() {
    // Falling up from the ground under its `c` (column 103, row 15: its
    // underside at x = 1652 is y = 243), the player lands on it.
    let mut g = tour_at(1652, 336);
    play(&mut g, "-*5 F -*40");
    let s = g.snapshot();
    assert!(s.body.standing && s.body.gravity == Gravity::Up);
    assert_eq!(s.body.pos.y.0 - 24 * 256, 243 * 256);
    assert_eq!(s.ground_name(), Some("oneway_gentle_tr_low"));
    assert_eq!(s.contacts_cell(), "ceiling|slope|platform");
    // Along it to the room's right wall (x = 1744), over its lowest point
    // (y = 272, between columns 105 and 106: the top passes within 2 px
    // of it), and back, stopping on the `c`.
    let (seen, low) = walk_standing(&mut g, Buttons::RIGHT, 1736);
    assert_eq!(seen, CEILING_HILL);
    assert!((270..=272).contains(&(low - 24)), "{low}");
    let (mut seen, low) = walk_standing(&mut g, Buttons::LEFT, 1672);
    assert!((270..=272).contains(&(low - 24)), "{low}");
    for n in play(&mut g, "-*20") {
        if seen.last() != Some(&n) {
            seen.push(n);
        }
    }
    let mut back = CEILING_HILL;
    back.reverse();
    assert_eq!(seen, back);
    let s = g.snapshot();
    assert!(s.body.standing && s.body.vel.x.0 == 0, "{:?}", s.body);
    // Up (the drop with gravity up) lets the player through, onto the
    // ceiling (y = 224).
    let seen = play(&mut g, "U*30");
    let s = g.snapshot();
    assert!(s.body.standing);
    assert_eq!(s.body.pos.y.0 - 24 * 256, 224 * 256, "{:?}", s.body.pos);
    assert_eq!(seen.last(), Some(&"solid"));
    // A jump from the ceiling (down, away from it) passes through the
    // hill, and the player falls back up onto it.
    let mut lowest = 0;
    for k in parse_keys("J*20 -*30").unwrap() {
        g.step(k);
        lowest = lowest.max(g.snapshot().body.pos.y.0);
    }
    assert!(lowest - 24 * 256 > 250 * 256, "went through it: {lowest}");
    let s = g.snapshot();
    assert!(s.body.standing && s.body.gravity == Gravity::Up);
    assert!(s
        .ground_name()
        .is_some_and(|n| n.starts_with("oneway_gentle_tr")));
    // Walking along the ceiling, the player passes over it (through its
    // pixels) to the wall.
    let mut g = tour_at(1640, 336);
    play(&mut g, "-*5 F -*40");
    walk_standing(&mut g, Buttons::RIGHT, 1660);
    let (seen, low) = walk_standing(&mut g, Buttons::RIGHT, 1736);
    assert_eq!((seen.as_slice(), low - 24), (&["solid"][..], 224));
}

#[test]
fn the_e2e_dash_script_ends_mid_dash_in_the_air() {
    // e2e/dash.keys: the native e2e's picture is taken at its end.
    let mut g = tour_at(40, 336);
    play(&mut g, include_str!("../e2e/dash.keys"));
    let s = g.snapshot();
    let dash = tilestep::ControllerConfig::CELESTE_LIKE.dash;
    assert!(s.moves.dashing, "{:?}", s.moves);
    assert_eq!(s.moves.dashes, Some((0, 1)));
    assert_eq!((s.body.vel.x, s.body.vel.y.0), (dash.speed, 0));
    assert!(!s.body.standing);
    assert!(s
        .moves
        .line()
        .starts_with("moves: dashing   dashes left 0/1"));
    // The dash runs out 9 frames after its press; standing refills it.
    play(&mut g, "R*5 -*40");
    let s = g.snapshot();
    assert!(!s.moves.dashing && s.body.standing);
    assert_eq!(s.moves.dashes, Some((1, 1)));
}

#[test]
fn a_dash_on_the_ground_as_the_browser_test_checks_it() {
    // browser.mjs (d): the first state that says dashing is level at the
    // dash's speed with no dash left; standing gives the dash back.
    let mut g = tour_at(40, 336);
    play(&mut g, "-*10 X");
    let s = g.snapshot();
    assert!(s.moves.dashing);
    assert_eq!((s.body.vel.x.0, s.body.vel.y.0), (2048, 0));
    assert_eq!(s.moves.dashes, Some((0, 1)));
    play(&mut g, "-*30");
    let s = g.snapshot();
    assert!(s.body.standing && !s.moves.dashing);
    assert_eq!(s.moves.dashes, Some((1, 1)));
}
