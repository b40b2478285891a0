//! Tests of the core against the map's solid pixels (`core.rs`).

use super::*;
use crate::body::CoreShape;

/// The core of `b` read pixel by pixel from the contract's words: each
/// column's rows `[top + inset, bottom - 1 - inset]`.
fn core_pixels(b: BoxPx) -> impl Iterator<Item = (i32, i32)> {
    (b.left()..b.right()).flat_map(move |x| {
        let d = b.inset(x);
        (b.top() + d..b.py - d).map(move |y| (x, y))
    })
}

/// Slopes of both steepnesses on floors and ceilings, walls, corners and
/// one-way tiles of both kinds, in 16 px tiles.
fn slopes_and_walls() -> TileMap {
    TileMap::from_ascii(
        concat!(
            "...#......7F...\n",
            ".rR...mM.......\n",
            "....#..-.W..\\..\n",
            ".../#\\..._..Ll.\n",
            "..#############\n",
        ),
        16,
    )
    .unwrap()
}

/// Both core shapes, on the bitmap and on the tiles alike: the core
/// test, the one-pixel shift test and how far the core moves along a
/// column agree with the core read pixel by pixel, beside slopes of
/// both steepnesses, walls, ceilings and the map's edges, for tall,
/// square, flat and one-pixel boxes.
#[test]
fn both_core_shapes_are_tested_pixel_by_pixel() {
    let map = slopes_and_walls();
    let plain = map.without_bitmap();
    let (mut clear, mut blocked) = (0, 0);
    for core in [CoreShape::Chamfered, CoreShape::Box] {
        for (w, h) in [(12, 24), (16, 16), (40, 8), (1, 1), (7, 9)] {
            for py in (h - 8..=88).step_by(3) {
                for px in (-10..250).step_by(3) {
                    let b = BoxPx::new(px, py, w, h, core);
                    let want = core_pixels(b).all(|(x, y)| !map.solid_px(x, y));
                    assert_eq!(map.core_clear(b), want, "{core:?} {w}x{h} ({px}, {py})");
                    assert_eq!(plain.core_hit(b).is_none(), want, "tiles: ({px}, {py})");
                    if !want {
                        blocked += 1;
                        continue;
                    }
                    clear += 1;
                    for dy in [-1, 1] {
                        let moved = b.at(px, py + dy);
                        let hits = core_pixels(moved).any(|(x, y)| map.solid_px(x, y));
                        assert_eq!(map.core_shift_v_hits(b, dy), hits, "shift {dy}");
                        assert_eq!(plain.core_shift_v_hits(b, dy), hits, "tiles {dy}");
                        let free = (0..20)
                            .find(|&k| !map.core_clear(b.at(px, py + dy * (k + 1))))
                            .unwrap_or(20);
                        assert_eq!(map.core_free_v(b, dy, 20), free, "free {dy}");
                    }
                }
            }
        }
    }
    assert!(clear > 10_000 && blocked > 5_000, "{clear} {blocked}");
}

#[test]
fn core_of_12x16_matches_contract_picture() {
    // Count core pixels per row of the contract's 12x16 picture.
    let b = BoxPx::new(6, 16, 12, 16, CoreShape::Chamfered);
    let expect = [0, 3, 5, 7, 9, 11, 12, 12, 12, 12, 11, 9, 7, 5, 3, 0];
    // `|` column is drawn separately in the picture; count it as core when d=0 < kb,kt.
    for (row, &n) in expect.iter().enumerate() {
        let y = row as i32;
        let count = (b.left()..b.right())
            .filter(|&x| {
                let d = (x - b.px).abs();
                let kb = b.py - y;
                let kt = y - b.top() + 1;
                d < kb && d < kt
            })
            .count();
        // The picture's rows: `......|.....` has only the sensor column, which
        // is core (d = 0 < 1). Rows 1.. add two pixels per row until full.
        let want = if n == 0 { 1 } else { n };
        assert_eq!(count, want, "row {row}");
    }
}

/// From every place where a box's core is clear, one column on either
/// way and up to one row up or down, the test that reads only the
/// columns ahead gives the whole core test's answer: beside slopes of
/// both steepnesses, floors and ceilings, corners and one-way tiles,
/// for tall, flat and one-pixel boxes, and boxes taller than a window.
#[test]
fn a_core_that_came_clear_is_tested_on_the_columns_ahead() {
    let map = slopes_and_walls();
    let (mut clear, mut tested) = (0, 0);
    for (w, h) in [(12, 24), (16, 6), (1, 1), (3, 70), (7, 9)] {
        for py in h..=80 {
            for px in 0..240 {
                let core = CoreShape::Chamfered;
                let b = BoxPx::new(px, py, w, h, core);
                if !map.core_clear(b) {
                    continue;
                }
                clear += 1;
                for dir in [-1, 1] {
                    for dy in [-1, 0, 1] {
                        let next = b.at(px + dir, py + dy);
                        tested += 1;
                        assert_eq!(
                            map.core_clear_past(next, dir),
                            map.core_clear(next),
                            "{w}x{h} from ({px}, {py}) by ({dir}, {dy})"
                        );
                    }
                }
            }
        }
    }
    assert!(
        clear > 30_000 && tested > 200_000,
        "{clear} clear, {tested} tested"
    );
}

/// True when pixel `(x, y)` is a solid pixel of a slope tile.
fn profile_px(map: &TileMap, x: i32, y: i32) -> bool {
    map.solid_px(x, y) && map.shape_at(map.tile_of(x), map.tile_of(y)).is_profile()
}

/// The slope tiles a stop's report looks for without tags: a probe box
/// meets one exactly where a pixel of its core, or of the row beyond the
/// box it came from (one of its own rows), is a solid pixel of a slope
/// tile, beside slopes of both steepnesses, walls (whose tiles the search
/// skips), one-way tiles and the map's edges, for both core shapes.
#[test]
fn slope_tiles_met_by_a_core_or_a_row_are_found_pixel_by_pixel() {
    let map = slopes_and_walls();
    let (mut met, mut missed, mut row_only) = (0, 0, 0);
    for core in [CoreShape::Chamfered, CoreShape::Box] {
        for (w, h) in [(12, 24), (16, 16), (40, 8), (1, 1), (7, 9)] {
            for py in (h - 8..=88).step_by(3) {
                for px in (-10..250).step_by(3) {
                    let b = BoxPx::new(px, py, w, h, core);
                    let in_core = core_pixels(b).any(|(x, y)| profile_px(&map, x, y));
                    assert_eq!(
                        map.slope_met(b, None),
                        in_core,
                        "{core:?} {w}x{h} ({px}, {py})"
                    );
                    if in_core {
                        met += 1;
                    } else {
                        missed += usize::from(map.core_hit(b).is_some());
                    }
                    // The row beyond a box stopped falling (its bottom
                    // row) or rising (its top row), one pixel short.
                    for row in [py - 1, b.top()] {
                        let in_row = (b.left()..b.right()).any(|x| profile_px(&map, x, row));
                        let want = in_core || in_row;
                        row_only += usize::from(in_row && !in_core);
                        assert_eq!(map.slope_met(b, Some(row)), want, "row {row}: ({px}, {py})");
                    }
                }
            }
        }
    }
    // Cores that meet slope tiles, cores that meet only other solids,
    // and rows that meet slope tiles the core misses (a chamfered core's
    // cut corners).
    assert!(
        met > 1_000 && missed > 1_000 && row_only > 100,
        "{met} {missed} {row_only}"
    );
}
