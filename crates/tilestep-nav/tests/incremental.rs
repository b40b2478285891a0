//! After a tile edit, `NavGraph::tile_changed` gives the graph a build on
//! the edited map gives (the same hash), and keeps most of it: random
//! edits on generated levels, the three presets.

mod common;

use common::{graph, level, PRESETS};
use tilestep::{Behaviours, Gravity, TileKind, TileXY};
use tilestep_nav::NavGraph;
use tilestep_testkit::Lcg;

#[test]
fn a_rebuild_after_an_edit_equals_a_build_of_the_edited_map() {
    let beh = Behaviours::default();
    let kinds = [
        TileKind::Solid,
        TileKind::Empty,
        TileKind::Platform,
        TileKind::SlopeBr,
        TileKind::GentleBlHigh,
    ];
    let edits = if cfg!(debug_assertions) { 4 } else { 20 };
    let (mut reused, mut samples) = (0, 0);
    for (seed, preset) in [(1, PRESETS[0]), (2, PRESETS[1]), (3, PRESETS[2])] {
        let mut map = level(40, 20, seed, Gravity::Down);
        let mut g = graph(&map, preset, Gravity::Down);
        let mut rng = Lcg(seed * 13);
        for n in 0..edits {
            let at = TileXY::new(rng.below(40), 8 + rng.below(11));
            let id = map
                .tileset()
                .id_of(*rng.pick(&kinds))
                .expect("a standard kind");
            map.set(at, id);
            let stats = g.tile_changed(&map, &beh, at);
            let fresh = NavGraph::build(&map, &beh, *g.body(), *g.options());
            assert_eq!(
                g.hash(),
                fresh.hash(),
                "{preset} seed {seed}, edit {n} at {at:?}"
            );
            assert_eq!(g.samples(), fresh.samples());
            assert_eq!(g.edges(), fresh.edges());
            reused += stats.reused;
            samples += stats.samples;
        }
    }
    eprintln!("samples kept through the edits: {reused} of {samples}");
    assert!(
        reused * 3 >= samples,
        "only {reused} of {samples} samples were kept"
    );
}

#[test]
fn a_rebuild_after_several_edits_at_once_equals_a_build() {
    let beh = Behaviours::default();
    let mut map = level(40, 20, 4, Gravity::Down);
    let mut g = graph(&map, "celeste", Gravity::Down);
    let mut rng = Lcg(99);
    for _ in 0..3 {
        let tiles: Vec<TileXY> = (0..4)
            .map(|_| TileXY::new(rng.below(40), 8 + rng.below(11)))
            .collect();
        for at in &tiles {
            let kind = *rng.pick(&[TileKind::Solid, TileKind::Empty, TileKind::Platform]);
            map.set(*at, map.tileset().id_of(kind).expect("a standard kind"));
        }
        g.tiles_changed(&map, &beh, &tiles);
        let fresh = NavGraph::build(&map, &beh, *g.body(), *g.options());
        assert_eq!(g.hash(), fresh.hash(), "edits at {tiles:?}");
    }
}
