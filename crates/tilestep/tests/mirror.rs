//! Metamorphic tests: a map mirrored left-right with mirrored inputs, and a
//! map mirrored top-bottom with gravity flipped, give mirrored traces.
//!
//! **Tolerance: zero**, on the pixel grid, under two conditions the discrete
//! grid imposes:
//! - speeds and accelerations along the mirrored axis are whole pixels.
//!   Collision uses `floor(position)`, and floor is not symmetric: a subpixel
//!   position with fraction `r` mirrors to `255 - r`, and a flush stop clears
//!   the remainder to 0, whose mirror image is 255. With a fractional speed
//!   the mirrored body may therefore enter its next pixel up to one frame
//!   earlier or later (one pixel apart), and a collision can then happen a
//!   frame apart; with whole-pixel speeds fractions never decide a crossing.
//! - for left-right, the body's width is odd. With an even width the sensor
//!   column is the one right of centre (`px - w/2` is the left edge), so the
//!   mirror image of the core is the core shifted by one pixel: feet on a
//!   slope then differ by one pixel.
//!
//! Top-bottom needs no condition on the height: the core is symmetric
//! between its top and bottom rows.

mod common;
use common::*;
use tilestep::{Body, ContactFlags, Gravity, Size, StepInput, SubPoint, TileKind, TileMap};
use tilestep_testkit::Lcg;

fn mirror_chars(rows: &[String], f: fn(TileKind) -> TileKind) -> Vec<String> {
    rows.iter()
        .map(|r| {
            r.chars()
                .map(|c| f(TileKind::from_char(c).unwrap()).default_char().unwrap())
                .collect()
        })
        .collect()
}

fn mirror_x(rows: &[String]) -> Vec<String> {
    let m = mirror_chars(rows, TileKind::mirror_x);
    m.iter().map(|r| r.chars().rev().collect()).collect()
}

fn mirror_y(rows: &[String]) -> Vec<String> {
    let mut m = mirror_chars(rows, TileKind::mirror_y);
    m.reverse();
    m
}

/// What the mirror tests compare on each frame: the box `(left, top,
/// right, bottom)` in px, standing, gravity, velocity in subpixels/frame and
/// the contact flags.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Seen {
    rect: (i32, i32, i32, i32),
    standing: bool,
    gravity: Gravity,
    vel: (i32, i32),
    flags: ContactFlags,
}

impl Seen {
    fn of(b: &Body, flags: ContactFlags) -> Seen {
        let r = b.rect();
        Seen {
            rect: (r.left.0, r.top.0, r.right.0, r.bottom.0),
            standing: b.standing,
            gravity: b.gravity,
            vel: (b.vel.x.0, b.vel.y.0),
            flags,
        }
    }
}

/// Checks that every frame of trace `ta` is what `mirror` makes of the same
/// frame of `tb`; returns the number of frames compared.
fn assert_mirrored(
    ta: &[(Body, ContactFlags)],
    tb: &[(Body, ContactFlags)],
    ctx: &str,
    mirror: impl Fn(Seen) -> Seen,
) -> usize {
    assert_eq!(ta.len(), tb.len(), "{ctx}");
    for (i, ((p, fa), (q, fb))) in ta.iter().zip(tb).enumerate() {
        let frame = i + 1;
        assert_eq!(
            Seen::of(p, *fa),
            mirror(Seen::of(q, *fb)),
            "{ctx} frame {frame}"
        );
    }
    ta.len()
}

#[derive(Clone, Copy)]
struct Frame {
    vx: i32,
    jump: i32,
    drop: bool,
    flip: bool,
}

fn script(rng: &mut Lcg, frames: usize) -> Vec<Frame> {
    let mut out = Vec::new();
    while out.len() < frames {
        let len = 5 + rng.below(30) as usize;
        let vx = (rng.below(9) - 4) * 256;
        let jump = rng.pick(&[0, 0, 4, 6]) * 256;
        let drop = rng.below(5) == 0;
        let flip = rng.below(12) == 0;
        for i in 0..len {
            out.push(Frame {
                vx,
                jump: if i == 0 { jump } else { 0 },
                drop,
                flip: flip && i == 0,
            });
        }
    }
    out.truncate(frames);
    out
}

/// Runs a body; `accel` is the gravity acceleration, `cap` the fall cap.
fn run(
    map: &TileMap,
    mut b: Body,
    frames: &[Frame],
    accel: i32,
    cap: i32,
) -> Vec<(Body, ContactFlags)> {
    b.standing = map.stands(&b);
    let mut out = Vec::new();
    for f in frames {
        if f.flip {
            b.gravity = b.gravity.flipped();
        }
        let g = b.gravity.sign();
        b.vel.x.0 = f.vx;
        b.vel.y.0 += accel * g;
        b.vel.y.0 = if g > 0 {
            b.vel.y.0.min(cap)
        } else {
            b.vel.y.0.max(-cap)
        };
        if f.jump != 0 && b.standing {
            b.vel.y.0 = -f.jump * g;
        }
        let c = map.step(&mut b, StepInput { drop: f.drop });
        out.push((b, c.flags));
    }
    out
}

fn maps() -> Vec<Vec<String>> {
    let fixed: &[&[&str]] = &[
        &[
            "....................",
            "..F7......___....7..",
            "...........-........",
            "....../\\.....rRLl...",
            "..-----#\\..\\/..##...",
            ".....##..........rR#",
            "####################",
        ],
        &[
            "####################",
            "#..mMWw....____....#",
            "#........../####...#",
            "#....----./#####...#",
            "#......Ll....F7....#",
            "####################",
        ],
    ];
    let mut v: Vec<Vec<String>> = fixed
        .iter()
        .map(|m| m.iter().map(|s| s.to_string()).collect())
        .collect();
    let mut rng = Lcg(7);
    let chars: Vec<char> = "..........#-_/\\7FrRLlmMWw".chars().collect();
    for _ in 0..12 {
        let (w, h) = (12 + rng.below(10) as usize, 6 + rng.below(4) as usize);
        let rows = (0..h)
            .map(|y| {
                (0..w)
                    .map(|_| if y + 1 == h { '#' } else { *rng.pick(&chars) })
                    .collect()
            })
            .collect();
        v.push(rows);
    }
    v
}

/// A start position whose core fits in both maps.
fn start(map: &TileMap, rng: &mut Lcg, w: i32, h: i32) -> Option<(i32, i32)> {
    let (mw, mh) = (map.bounds().right.0, map.bounds().bottom.0);
    for _ in 0..200 {
        let x = w / 2 + rng.below((mw - w) as u32) as i32;
        let y = h + rng.below((mh - h) as u32) as i32;
        let b = Body::new(SubPoint::from_px(x, y), Size::new(w, h));
        if map.fits(&b) {
            return Some((x, y));
        }
    }
    None
}

#[test]
fn left_right_mirror_is_exact_for_odd_widths_and_whole_pixel_speeds() {
    let mut rng = Lcg(99);
    let mut checked = 0;
    for rows in maps() {
        let t = *rng.pick(&[8u32, 16, 18]);
        let a = TileMap::from_ascii(&rows.join("\n"), t).unwrap();
        let b = TileMap::from_ascii(&mirror_x(&rows).join("\n"), t).unwrap();
        let wpx = a.bounds().right.0;
        for _ in 0..6 {
            let (w, h) = (1 + 2 * rng.below(12), 2 + rng.below(40));
            let Some((x, y)) = start(&a, &mut rng, w, h) else {
                continue;
            };
            let s = script(&mut rng, 300);
            let mut mirrored = s.clone();
            for f in &mut mirrored {
                f.vx = -f.vx;
            }
            let ba = Body::new(SubPoint::from_px(x, y), Size::new(w, h));
            let bb = Body::new(SubPoint::from_px(wpx - 1 - x, y), Size::new(w, h));
            let ta = run(&a, ba, &s, 64, px(6));
            let tb = run(&b, bb, &mirrored, 64, px(6));
            let ctx = format!("map {rows:?} T={t} body {w}x{h} from ({x},{y})");
            checked += assert_mirrored(&ta, &tb, &ctx, |q| Seen {
                rect: (wpx - q.rect.2, q.rect.1, wpx - q.rect.0, q.rect.3),
                vel: (-q.vel.0, q.vel.1),
                flags: q.flags.mirror_x(),
                ..q
            });
        }
    }
    assert!(checked > 10_000, "only {checked} frames compared");
}

#[test]
fn top_bottom_mirror_with_gravity_flipped_is_exact_for_whole_pixel_speeds() {
    let mut rng = Lcg(5);
    let mut checked = 0;
    for rows in maps() {
        let t = *rng.pick(&[8u32, 16, 32]);
        let a = TileMap::from_ascii(&rows.join("\n"), t).unwrap();
        let mut b = TileMap::from_ascii(&mirror_y(&rows).join("\n"), t).unwrap();
        let mut e = a.edges();
        std::mem::swap(&mut e.top, &mut e.bottom);
        b.set_edges(e);
        let hpx = a.bounds().bottom.0;
        for _ in 0..6 {
            let (w, h) = (2 + rng.below(30), 2 + rng.below(40));
            let Some((x, y)) = start(&a, &mut rng, w, h) else {
                continue;
            };
            let s = script(&mut rng, 300);
            let ba = Body::new(SubPoint::from_px(x, y), Size::new(w, h));
            let mut bb = Body::new(SubPoint::from_px(x, hpx - y + h), Size::new(w, h));
            bb.gravity = Gravity::Up;
            let ta = run(&a, ba, &s, 256, px(7));
            let tb = run(&b, bb, &s, 256, px(7));
            let ctx = format!("map {rows:?} T={t} body {w}x{h} from ({x},{y})");
            checked += assert_mirrored(&ta, &tb, &ctx, |q| Seen {
                rect: (q.rect.0, hpx - q.rect.3, q.rect.2, hpx - q.rect.1),
                gravity: q.gravity.flipped(),
                vel: (q.vel.0, -q.vel.1),
                flags: q.flags.mirror_y(),
                ..q
            });
        }
    }
    assert!(checked > 10_000, "only {checked} frames compared");
}
