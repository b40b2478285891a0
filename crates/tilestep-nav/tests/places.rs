//! The graph's places are the core's: on maps of every tile kind, for
//! every sensor column and origin row, the graph has a place there exactly
//! when `TileMap::fits` and `TileMap::stands` say the body fits and stands
//! with its box inside the map's rows (both gravities, chamfered and box
//! cores).

mod common;

use tilestep::{Behaviours, Body, ControllerConfig, CoreShape, Gravity, Size, SubPoint, TileMap};
use tilestep_nav::{NavBody, NavGraph, NavOptions};
use tilestep_testkit::Lcg;

/// A random `w x h` map drawn from every tile kind's character, mostly
/// empty, with a solid floor and ceiling row.
fn random_map(seed: u64, w: usize, h: usize) -> TileMap {
    const KINDS: &str = "#-_E/\\7FrRLlmMWw=~[]123456abcde";
    let kinds: Vec<char> = KINDS.chars().collect();
    let mut rng = Lcg(seed);
    let mut rows = Vec::new();
    for y in 0..h {
        let row: String = (0..w)
            .map(|_| match y {
                0 => '#',
                _ if y == h - 1 => '#',
                _ if rng.below(3u32) == 0 => *rng.pick(&kinds),
                _ => '.',
            })
            .collect();
        rows.push(row);
    }
    TileMap::from_ascii(&rows.join("\n"), 16).expect("every character is a kind")
}

fn check_places(map: &TileMap, nav: NavBody) {
    let g = NavGraph::build(map, &Behaviours::default(), nav, NavOptions::default());
    let (w, h) = (map.width() * 16, map.height() * 16);
    let mut places = 0;
    for x in 0..w {
        for py in -2..h + nav.size.h().0 + 2 {
            let mut b = Body::new(SubPoint::new(x * 256 + 128, py * 256), nav.size);
            b.gravity = nav.gravity;
            b.core = nav.core;
            let inside = b.rect().top.0 >= 0 && b.rect().bottom.0 <= h;
            let core = inside && map.fits(&b) && map.stands(&b);
            let ours = g.place_of(&b).is_some();
            assert_eq!(
                ours, core,
                "{:?} {:?}: sensor column {x}, origin row {py}",
                nav.gravity, nav.core
            );
            places += usize::from(core);
        }
    }
    assert_eq!(places, g.stats().places as usize);
    assert!(places > 0);
}

#[test]
fn places_are_where_the_core_says_the_body_fits_and_stands() {
    // One map in debug builds (the README's test command), four in
    // release (CI runs this crate's tests in release too).
    let maps = if cfg!(debug_assertions) { 1 } else { 4 };
    for seed in 1..=maps {
        let map = random_map(seed, 16, 10);
        for gravity in [Gravity::Down, Gravity::Up] {
            for core in [CoreShape::Chamfered, CoreShape::Box] {
                for size in [Size::new(12, 24), Size::new(7, 9), Size::new(20, 14)] {
                    let mut nav = NavBody::new(size, ControllerConfig::NES_LIKE);
                    nav.gravity = gravity;
                    nav.core = core;
                    check_places(&map, nav);
                }
            }
        }
    }
}

#[test]
fn places_on_the_generated_level_are_the_cores() {
    let map = common::level(24, 14, 3, Gravity::Down);
    check_places(&map, common::nav_body("celeste", Gravity::Down));
}
