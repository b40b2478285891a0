//! The tile occupancy planes against plain scans of the same tiles.

#![cfg(test)]

use super::*;

/// The counts that let a map without one-way tiles skip their planes
/// follow every rewrite: the same tile written twice counts once, and
/// a one-way tile written over leaves none behind.
#[test]
fn one_way_counts_follow_rewrites() {
    let mut bits = TileBits::empty(70, 3);
    let counts = |b: &TileBits| (b.platform_tiles, b.under_tiles);
    bits.write(65, 1, TileShape::Platform, false);
    bits.write(65, 1, TileShape::Platform, false);
    bits.write(2, 2, TileShape::PlatformUnder, false);
    assert_eq!(counts(&bits), (1, 1));
    assert!(bits.holds(TileShape::Platform) && bits.holds(TileShape::PlatformUnder));
    bits.write(65, 1, TileShape::PlatformUnder, false);
    assert_eq!(counts(&bits), (0, 2));
    assert!(!bits.holds(TileShape::Platform));
    bits.write(65, 1, TileShape::Solid, false);
    bits.write(2, 2, TileShape::Empty, false);
    assert_eq!(counts(&bits), (0, 0));
    assert!(!bits.holds(TileShape::PlatformUnder) && !bits.holds(TileShape::Solid));
}

/// The firm plane and its count follow rewrites like the one-way
/// planes, and only a one-way tile is ever firm.
#[test]
fn firm_tiles_follow_rewrites() {
    let mut bits = TileBits::empty(70, 3);
    bits.write(65, 1, TileShape::Platform, true);
    bits.write(65, 1, TileShape::Platform, true);
    bits.write(2, 2, TileShape::Solid, true);
    assert_eq!(bits.firm_tiles, 1);
    assert!(bits.holds_firm() && bits.is_firm(65, 1) && !bits.is_firm(2, 2));
    assert!(!bits.is_firm(-1, 1) && !bits.is_firm(65, 3) && !bits.is_firm(200, 1));
    bits.write(65, 1, TileShape::Platform, false);
    assert!(!bits.holds_firm() && !bits.is_firm(65, 1));
}

/// The wall plane and its count follow rewrites; a wall blocks the
/// tile tests that let platforms through, and is never firm.
#[test]
fn one_way_walls_follow_rewrites() {
    let mut bits = TileBits::empty(70, 3);
    bits.write(65, 1, TileShape::OnewayLeft, true);
    bits.write(65, 1, TileShape::OnewayLeft, false);
    bits.write(3, 0, TileShape::OnewayRight, false);
    assert_eq!(bits.wall_tiles, 2);
    assert!(bits.holds_walls() && !bits.holds_firm());
    assert!(!bits.only_plain(60, 0, 69, 2) && bits.only_plain(4, 0, 64, 2));
    assert!(!bits.empty_tiles(65, 1, 65, 1, true) && !bits.empty_tiles(3, 0, 3, 0, false));
    bits.write(65, 1, TileShape::Platform, false);
    bits.write(3, 0, TileShape::Empty, false);
    assert!(!bits.holds_walls() && bits.only_plain(0, 0, 69, 2));
    assert!(bits.empty_tiles(65, 1, 65, 1, true));
}

/// The one-way profile plane and its count follow rewrites; such a tile
/// blocks the tile tests that let platforms through, is no (solid)
/// profile, and only the rules see it.
#[test]
fn one_way_profiles_follow_rewrites() {
    let mut bits = TileBits::empty(70, 3);
    bits.write(65, 1, TileShape::OnewayFloor, false);
    bits.write(65, 1, TileShape::OnewayFloor, false);
    bits.write(3, 2, TileShape::OnewayCeiling, false);
    assert_eq!(bits.oneway_profile_tiles, 2);
    assert!(bits.holds_oneway_profiles() && bits.holds_rules_only() && !bits.holds_walls());
    assert!(!bits.only_plain(60, 0, 69, 2) && !bits.only_plain(0, 2, 5, 2));
    assert!(bits.only_plain(4, 0, 64, 2));
    assert!(!bits.empty_tiles(65, 1, 65, 1, true));
    assert!(!bits.any_profile(0, 0, 69, 2, |_, _| true));
    bits.write(65, 1, TileShape::Floor, false);
    bits.write(3, 2, TileShape::Empty, false);
    assert!(!bits.holds_oneway_profiles() && !bits.holds_rules_only());
}

#[test]
fn clear_agrees_with_a_scan_across_word_boundaries() {
    let (w, h) = (150, 5);
    let mut bits = TileBits::empty(w, h);
    let mut shapes = vec![TileShape::Empty; (w * h) as usize];
    let mut seed = 7u32;
    for ty in 0..h {
        for tx in 0..w {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let shape = match (seed >> 16) % 11 {
                0 => TileShape::Solid,
                1 => TileShape::Platform,
                2 => TileShape::PlatformUnder,
                3 => TileShape::Floor,
                _ => TileShape::Empty,
            };
            bits.write(tx, ty, shape, false);
            shapes[(ty * w + tx) as usize] = shape;
        }
    }
    // Rewriting a tile clears what it held.
    bits.write(3, 2, TileShape::Solid, false);
    bits.write(3, 2, TileShape::Empty, false);
    shapes[(2 * w + 3) as usize] = TileShape::Empty;
    let mut seen = [0; 2];
    for (tx0, tx1) in [
        (0, 0),
        (3, 3),
        (60, 70),
        (0, 149),
        (64, 127),
        (10, 12),
        (63, 64),
    ] {
        for (ty0, ty1) in [(0, 0), (1, 3), (0, 4)] {
            for oneway_ok in [false, true] {
                let scan = (ty0..=ty1).all(|ty| {
                    (tx0..=tx1).all(|tx| {
                        let c = shapes[(ty * w + tx) as usize];
                        c == TileShape::Empty
                            || oneway_ok
                                && matches!(c, TileShape::Platform | TileShape::PlatformUnder)
                    })
                });
                assert_eq!(bits.empty_tiles(tx0, ty0, tx1, ty1, oneway_ok), scan);
                seen[scan as usize] += 1;
            }
            for shape in [
                TileShape::Platform,
                TileShape::PlatformUnder,
                TileShape::Solid,
            ] {
                let none = (ty0..=ty1).all(|ty| {
                    (tx0..=tx1).all(|tx| {
                        let c = shapes[(ty * w + tx) as usize];
                        c != shape || shape == TileShape::Solid
                    })
                });
                assert_eq!(bits.no_oneway(shape, tx0, ty0, tx1, ty1), none);
            }
            // Every slope tile, in order, and only those.
            let slopes: Vec<(i32, i32)> = (ty0..=ty1)
                .flat_map(|ty| (tx0..=tx1).map(move |tx| (tx, ty)))
                .filter(|&(tx, ty)| shapes[(ty * w + tx) as usize].is_profile())
                .collect();
            let mut visited = Vec::new();
            let found = bits.any_profile(tx0, ty0, tx1, ty1, |tx, ty| {
                visited.push((tx, ty));
                false
            });
            assert!(!found);
            assert_eq!(visited, slopes);
            // It stops at the first tile `hit` accepts.
            let mut calls = 0;
            let found = bits.any_profile(tx0, ty0, tx1, ty1, |_, _| {
                calls += 1;
                true
            });
            assert_eq!((found, calls), (!slopes.is_empty(), slopes.len().min(1)));
        }
    }
    assert!(seen[0] > 5 && seen[1] > 5, "{seen:?}");
}
