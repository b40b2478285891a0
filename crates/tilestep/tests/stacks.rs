//! Stacks and chained pushes: moving solids carry riders of riders to any
//! depth and push through solid bodies; what can't move is squished and the
//! solid stops short; nothing is ever left overlapping (the contract's
//! invariant 7), checked after every solid move and every step.

mod common;
use common::{all_apart, clear_of_all, px, solid, EIGHT_DIRECTIONS};
use tilestep::{Body, MovingSolid, Size, SolidKind, StepInput, SubPoint, TileMap};

/// A room of `w x h` tiles of 16 px with a floor, and extra rows of text
/// drawn over its top-left corner.
fn room(w: usize, h: usize, over: &[&str]) -> TileMap {
    let mut rows: Vec<String> = (0..h).map(|_| ".".repeat(w)).collect();
    for (y, r) in over.iter().enumerate() {
        rows[y].replace_range(..r.len(), r);
    }
    rows.push("#".repeat(w));
    TileMap::from_ascii(&rows.join("\n"), 16).unwrap()
}

fn body(x: i32, y: i32, w: i32, h: i32, solid: bool) -> Body {
    let mut b = Body::new(SubPoint::from_px(x, y), Size::new(w, h));
    b.solid = solid;
    b
}

/// One frame as a game runs it: solid 0 moves by `delta`, then each body
/// (gravity 0.25 px/frame²) steps among the moving solids and the other
/// bodies (for a solid body every other body, box against box; for the
/// others the solid bodies). Checks invariant 7 after each stage.
fn frame(
    map: &TileMap,
    solids: &mut [MovingSolid],
    bodies: &mut [Body],
    delta: SubPoint,
) -> Vec<usize> {
    let moved = map.move_solid(solids, 0, delta, bodies);
    all_apart(map, solids, bodies).unwrap_or_else(|e| panic!("after the solid moved: {e}"));
    for j in 0..bodies.len() {
        step_body(map, solids, bodies, j);
        all_apart(map, solids, bodies).unwrap_or_else(|e| panic!("after body {j} stepped: {e}"));
    }
    moved.squished.iter().map(|s| s.body).collect()
}

/// Steps body `j` (gravity 0.25 px/frame²) among the moving solids and the
/// other bodies as a game does: a solid body among every other body, box
/// against box; any other body among the solid bodies.
fn step_body(map: &TileMap, solids: &[MovingSolid], bodies: &mut [Body], j: usize) {
    let mut among = solids.to_vec();
    for (k, o) in bodies.iter().enumerate() {
        if k != j && (o.solid || bodies[j].solid) {
            let mut s = o.as_solid();
            s.whole_box = bodies[j].solid;
            among.push(s);
        }
    }
    let b = &mut bodies[j];
    b.vel.y.0 = (b.vel.y.0 + 64).min(px(6));
    map.step_among(b, StepInput::default(), &among);
}

#[test]
fn crate_lifted_into_its_rider_never_passes_through_it() {
    // The reported bug: a crate on a rising lift with a player on the crate
    // was carried up into the player and passed through it.
    let map = room(20, 30, &[]);
    let mut solids = [solid(48, 400, 48, 8, SolidKind::Solid)];
    let mut bodies = [body(72, 400, 16, 16, true), body(72, 384, 12, 24, false)];
    for _ in 0..200 {
        let squished = frame(&map, &mut solids, &mut bodies, SubPoint::from_px(0, -1));
        assert!(squished.is_empty());
    }
    let lift_top = solids[0].rect().top.0;
    assert_eq!(lift_top, 200);
    assert_eq!(
        bodies[0].rect().bottom.0,
        lift_top,
        "the crate rides the lift"
    );
    assert_eq!(
        bodies[1].rect().bottom.0,
        lift_top - 16,
        "the player rides the crate"
    );
    assert!(bodies[0].standing && bodies[1].standing);
}

#[test]
fn stacks_ride_in_all_8_directions_at_every_speed() {
    let map = room(40, 40, &[]);
    for (dx, dy) in EIGHT_DIRECTIONS {
        for speed in [1, 2, 3, 7, 16, 40, 127] {
            let mut solids = [solid(296, 320, 48, 8, SolidKind::Solid)];
            // Two crates and a player on top: riders of riders of riders.
            let mut bodies = [
                body(320, 320, 16, 16, true),
                body(322, 304, 16, 16, true),
                body(324, 288, 12, 24, false),
            ];
            let start: Vec<_> = bodies.iter().map(|b| b.rect()).collect();
            let d = SubPoint::from_px(dx * speed, dy * speed);
            for _ in 0..2 {
                assert!(frame(&map, &mut solids, &mut bodies, d).is_empty());
            }
            for (b, s) in bodies.iter().zip(&start) {
                let r = b.rect();
                let moved = (r.left.0 - s.left.0, r.bottom.0 - s.bottom.0);
                assert_eq!(
                    moved,
                    (2 * dx * speed, 2 * dy * speed),
                    "({dx}, {dy}) x {speed}: {b:?}"
                );
                assert!(b.standing, "({dx}, {dy}) x {speed}: {b:?}");
            }
        }
    }
}

#[test]
fn a_press_pushes_crates_into_a_player_against_a_wall_and_stops_short() {
    // A wall at x = 256; the press pushes two crates into the player.
    let map = room(20, 10, &["................#"; 10]);
    let mut solids = [solid(0, 0, 16, 160, SolidKind::Solid)];
    let mut bodies = [
        body(40, 160, 16, 16, true),
        body(56, 160, 16, 16, true),
        body(150, 160, 12, 24, false),
    ];
    let mut squished_at = None;
    for f in 0..200 {
        let squished = frame(&map, &mut solids, &mut bodies, SubPoint::from_px(2, 0));
        if !squished.is_empty() {
            assert_eq!(squished, [2], "the player is what can't move");
            squished_at.get_or_insert(f);
        }
    }
    assert!(squished_at.is_some());
    // Press, crates and player touch in a row; the player touches the wall.
    let (a, b, p) = (bodies[0].rect(), bodies[1].rect(), bodies[2].rect());
    assert_eq!(p.right.0, 256);
    assert_eq!(b.right.0, p.left.0);
    assert_eq!(a.right.0, b.left.0);
    assert!(
        solids[0].rect().right.0 > a.left.0,
        "the press reaches into the crate's wedge only"
    );
}

#[test]
fn a_lift_lifting_a_crate_into_a_body_under_a_ceiling_squishes_the_body() {
    // A ceiling of row 2 (y 32..48) over x 0..96.
    let map = room(20, 20, &["", "", "######"]);
    let mut solids = [solid(24, 200, 48, 8, SolidKind::Solid)];
    let mut bodies = [body(48, 200, 16, 16, true), body(48, 184, 12, 24, false)];
    let mut squishes = 0;
    for _ in 0..200 {
        let squished = frame(&map, &mut solids, &mut bodies, SubPoint::from_px(0, -1));
        squishes += squished.len();
        assert!(squished.iter().all(|&j| j == 1));
    }
    assert!(squishes > 0);
    assert_eq!(
        bodies[1].rect().top.0,
        48,
        "the body is pressed to the ceiling"
    );
    assert_eq!(bodies[0].rect().bottom.0, solids[0].rect().top.0);
    assert_eq!(bodies[0].rect().top.0, bodies[1].rect().bottom.0);
}

#[test]
fn a_falling_crate_comes_to_rest_on_a_players_head() {
    let map = room(20, 20, &[]);
    // The crate is offset so only its corner is over the player's shoulder:
    // it lands on the player's box (the standing test is the box's edge).
    let mut bodies = [body(100, 320, 12, 24, false), body(112, 200, 16, 16, true)];
    for _ in 0..120 {
        for j in 0..2 {
            step_body(&map, &[], &mut bodies, j);
            all_apart(&map, &[], &bodies).unwrap();
        }
    }
    assert_eq!(bodies[1].rect().bottom.0, bodies[0].rect().top.0);
    assert!(bodies[1].standing, "it stands on the player");
}

#[test]
fn a_crate_sliding_into_a_players_shoulder_stops_box_to_box() {
    // The crate's bottom-left wedge and the player's top-right wedge are
    // parallel cuts: tested core against box, the crate would stop with
    // its wedge in the player's core (at 2 px further left). Among the
    // player's box with `whole_box`, it stops where the boxes touch.
    let map = room(20, 20, &[]);
    let ground = solid(60, 100, 46, 20, SolidKind::Solid);
    let shelf = solid(106, 91, 100, 8, SolidKind::Solid);
    let mut bodies = [body(100, 100, 12, 16, false), body(150, 91, 16, 16, true)];
    bodies[0].standing = true;
    bodies[1].standing = true;
    for _ in 0..60 {
        let mut among = vec![ground, shelf, bodies[0].as_solid()];
        among[2].whole_box = true;
        let crate_ = &mut bodies[1];
        crate_.vel.x.0 = -px(1);
        crate_.vel.y.0 = (crate_.vel.y.0 + 64).min(px(6));
        map.step_among(crate_, StepInput::default(), &among);
        all_apart(&map, &[ground, shelf], &bodies).unwrap();
    }
    assert_eq!(bodies[1].rect().left.0, bodies[0].rect().right.0);
}

#[test]
fn growing_under_a_crate_never_ends_inside_it() {
    // A crate resting on a ledge over a crouching player: standing up is
    // resolved sideways or refused, never left overlapping the crate.
    let map = room(20, 20, &[]);
    let ledge = solid(80, 280, 64, 8, SolidKind::Solid);
    let crate_ = body(112, 280, 16, 16, true);
    for x in (90..140).step_by(3) {
        for grow in [24, 40, 60] {
            let mut p = body(x, 320, 12, 12, false);
            if !clear_of_all(&map, &[ledge, crate_.as_solid()], &p) {
                continue;
            }
            let among = [ledge, crate_.as_solid()];
            let before = p;
            match map.resize_among(&mut p, Size::new(12, grow), &among) {
                Ok(_) => all_apart(&map, &[ledge], &[p, crate_])
                    .unwrap_or_else(|e| panic!("x {x}, grow to {grow}: {e}")),
                Err(_) => assert_eq!(p, before),
            }
        }
    }
}

#[test]
fn a_squish_on_one_axis_neither_stops_the_other_nor_leaves_a_rider_inside() {
    // From random seed 415: a solid moving left and down squishes a player
    // against the left wall on x. Its y pixel then pushed the crate under
    // the player down and carried the player along, but the solid undid
    // that pixel because of the x squish still in its report: the player
    // was left with its core in the solid's corner.
    let map = room(20, 20, &[]);
    let mut solids = [solid(11, 130, 32, 8, SolidKind::Solid)];
    let mut crate_ = body(7, 151, 16, 16, true);
    crate_.gravity = tilestep::Gravity::None;
    let player = body(5, 135, 20, 12, false);
    let mut bodies = [player, crate_];
    all_apart(&map, &solids, &bodies).unwrap();
    let r = map.move_solid(&mut solids, 0, SubPoint::from_px(-2, 1), &mut bodies);
    all_apart(&map, &solids, &bodies).unwrap();
    assert!(r
        .squished
        .iter()
        .any(|s| s.body == 0 && s.pushed == (-1, 0)));
    let s = solids[0].rect();
    assert_eq!((s.left.0, s.top.0), (10, 131), "x stopped short, y went on");
    assert_eq!(bodies[1].rect().top.0, 136, "the crate pushed down");
    assert_eq!(bodies[0].rect().bottom.0, 136, "the player carried on it");
}

#[test]
fn a_crate_pushed_up_a_slope_takes_its_rider_up_with_it() {
    // A press pushes a crate into a 45° slope: a lone pushed body may slide
    // a pixel up as it goes (onto the slope), and the player standing on
    // the crate goes up with it. Under a low ceiling the player can't, and
    // then the crate doesn't either: the player is squished, never left in
    // the crate's box (checked after every stage by `frame`).
    let slope = "......./#####";
    for ceiling in [false, true] {
        let mut rows = ["", "", "", "", "", "", "", "", "", slope];
        if ceiling {
            rows[6] = "........#####";
        }
        let map = room(20, 10, &rows);
        for x in 96..104 {
            let mut solids = [solid(x - 24, 120, 16, 40, SolidKind::Solid)];
            let mut bodies = [body(x, 160, 16, 16, true), body(x, 144, 12, 24, false)];
            let mut squished = Vec::new();
            for _ in 0..40 {
                squished.extend(frame(
                    &map,
                    &mut solids,
                    &mut bodies,
                    SubPoint::from_px(1, 0),
                ));
            }
            let (c, p) = (bodies[0].rect(), bodies[1].rect());
            assert_eq!(p.bottom.0, c.top.0, "x {x}: the player still on the crate");
            if ceiling {
                assert!(squished.contains(&1), "x {x}: the player squished");
            } else {
                assert!(
                    c.bottom.0 <= 144 && squished.is_empty(),
                    "x {x}: climbed, {c:?}"
                );
            }
        }
    }
}
