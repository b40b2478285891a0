//! One path of the step at a time, for instruction counts per path
//! (`docs/speed.md`): 1,000 bodies of 12x24 px on 16 px tiles, each kept on
//! the path frame after frame (standing still, walking on flat ground, on
//! a 1:2 slope, falling through open air, landing, pushing against a
//! wall), stepped `FRAMES` times.
//!
//! ```sh
//! cargo build --release -p tilestep-bench --example paths
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/paths flat 100   # and again with 0 frames
//! ```
//!
//! The difference of the two counts over `1000 * FRAMES` is the cost of one
//! body-step on the path, the driving (keeping the body on its path) and
//! the loop included; `paths PATH FRAMES null` drives without stepping, for
//! that share.

use tilestep::{Body, Px, PxPoint, Size, StepInput, SubPoint, TileMap};

/// How many bodies step each frame.
const BODIES: usize = 1000;

/// A map of `rows` (top row first) of 16 px tiles.
fn map(rows: &[String]) -> TileMap {
    TileMap::from_ascii(&rows.join("\n"), 16).expect("a valid map")
}

/// A flat floor 400 tiles wide under 20 rows of air, a wall at its right
/// end: its top at y = 320.
fn floor() -> TileMap {
    let mut rows = vec![format!("{}#", ".".repeat(399)); 20];
    rows.push("#".repeat(400));
    map(&rows)
}

/// A 1:2 slope rising right over 200 tiles (100 px up), solid under it.
fn slope() -> TileMap {
    let (w, h) = (204, 110);
    let mut grid = vec![vec!['.'; w]; h];
    for (i, pair) in (0..100).map(|i| (i, ['r', 'R'])) {
        let (x, y) = (2 + 2 * i, h - 2 - i);
        grid[y][x] = pair[0];
        grid[y][x + 1] = pair[1];
        for row in grid.iter_mut().skip(y + 1) {
            row[x] = '#';
            row[x + 1] = '#';
        }
    }
    grid[h - 1].iter_mut().for_each(|c| *c = '#');
    map(&grid.into_iter().map(String::from_iter).collect::<Vec<_>>())
}

/// The path's map and how a body is put back on it each frame (its state
/// going into the step; `usize` is the body's index).
struct Path {
    map: TileMap,
    drive: fn(&TileMap, &mut Body, usize),
}

fn path(name: &str) -> Path {
    match name {
        // On the floor, at rest.
        "standing" => Path {
            map: floor(),
            drive: |m, b, i| {
                if b.pos.x.floor_px().0 > 6000 {
                    *b = standing_on(m, 100 + (i % 97) as i32 * 50);
                }
                b.vel = SubPoint::new(0, 64);
            },
        },
        // Walking right at 1.5 px/frame, back to the start near the wall.
        "flat" => Path {
            map: floor(),
            drive: |m, b, i| {
                if b.pos.x.floor_px().0 > 6000 {
                    *b = standing_on(m, 100 + (i % 97) as i32 * 50);
                }
                b.vel = SubPoint::new(384, 64);
            },
        },
        // Walking up the 1:2 slope at 1.5 px/frame, back to its foot.
        "slope" => Path {
            map: slope(),
            drive: |m, b, i| {
                if b.pos.x.floor_px().0 > 3000 {
                    *b = standing_on(m, 60 + (i % 97) as i32 * 25);
                }
                b.vel = SubPoint::new(384, 64);
            },
        },
        // Falling at 6 px/frame through open air, put back up.
        "air" => Path {
            map: floor(),
            drive: |_, b, i| {
                if b.pos.y.floor_px().0 > 280 || b.pos.x.floor_px().0 > 6000 {
                    *b = Body::new(
                        SubPoint::from_px(100 + (i % 97) as i32 * 50, 40),
                        Size::new(12, 24),
                    );
                }
                b.vel = SubPoint::new(128, 6 * 256);
            },
        },
        // 4 px above the floor falling at 6 px/frame: it lands every frame.
        "landing" => Path {
            map: floor(),
            drive: |_, b, i| {
                *b = Body::new(
                    SubPoint::from_px(100 + (i % 97) as i32 * 50, 316),
                    Size::new(12, 24),
                );
                b.vel = SubPoint::new(0, 6 * 256);
            },
        },
        // Standing against the wall at the floor's right end, walking into it.
        "pushing" => Path {
            map: floor(),
            drive: |m, b, _| {
                if !(6000..6400).contains(&b.pos.x.floor_px().0) {
                    *b = standing_on(m, 6384 - 6);
                }
                b.vel = SubPoint::new(384, 64);
            },
        },
        other => panic!("unknown path {other:?}: standing, flat, slope, air, landing, pushing"),
    }
}

/// A 12x24 body standing on `map`'s ground under column `x` (px).
fn standing_on(map: &TileMap, x: i32) -> Body {
    let ground = map
        .surface_below(PxPoint::new(x, 0), Px(4000))
        .expect("ground");
    let mut b = Body::new(SubPoint::from_px(x, ground.y.0), Size::new(12, 24));
    b.standing = map.stands(&b);
    b
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = args.get(1).map_or("flat", String::as_str);
    let frames: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(100);
    let null = args.get(3).is_some_and(|s| s == "null");
    let Path { map, drive } = path(name);
    let mut bodies: Vec<Body> = (0..BODIES)
        .map(|i| {
            // Off every path (past the map's right side): the first drive
            // puts it on.
            let mut b = Body::new(SubPoint::from_px(1 << 20, 0), Size::new(12, 24));
            drive(&map, &mut b, i);
            b
        })
        .collect();
    // Settle onto the path.
    for _ in 0..3 {
        for (i, b) in bodies.iter_mut().enumerate() {
            drive(&map, b, i);
            map.step(b, StepInput::default());
        }
    }
    let mut standing = 0;
    for _ in 0..frames {
        for (i, b) in bodies.iter_mut().enumerate() {
            drive(&map, b, i);
            if !null {
                std::hint::black_box(map.step(b, StepInput::default()));
            }
            standing += usize::from(b.standing);
        }
    }
    println!("{name}: {BODIES} bodies x {frames} frames, {standing} body-steps standing");
}
