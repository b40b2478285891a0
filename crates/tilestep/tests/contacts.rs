//! What a step reports about what stopped the body: the tags of the tiles
//! its next pixel would have entered (the contract's "tiles stood on or
//! stopped by").

use tilestep::{
    Body, ContactFlags, Edges, Legend, Size, StepInput, SubPoint, TileDef, TileKind, TileMap,
};

/// A walker pushing against a tagged wall reports the wall's tag although
/// its box never overlaps the wall, with no slope tile anywhere: the tag
/// comes from the stop alone. An untagged wall of the same kind reports
/// none.
#[test]
fn a_wall_stop_reports_the_tag_of_the_tile_that_stopped_it() {
    for (wall, tagged) in [
        (TileDef::new(TileKind::Solid).with_tag(3), true),
        (TileDef::new(TileKind::Solid), false),
    ] {
        let mut legend = Legend::default();
        legend.insert('w', wall);
        // A tagged tile far from the walk keeps the tile set one with tags
        // in both cases: only the wall's own tag differs.
        legend.insert('x', TileDef::new(TileKind::Empty).with_tag(9));
        let rows = "x.........\n......w...\n......w...\n##########\n";
        let map = TileMap::from_ascii_with(rows, 16, &legend, Edges::default()).unwrap();
        let mut b = Body::new(SubPoint::from_px(60, 48), Size::new(12, 24));
        let mut stops = 0;
        for _ in 0..30 {
            b.vel.x.0 = 2 * 256;
            let c = map.step(&mut b, StepInput::default());
            if c.has(ContactFlags::WALL_RIGHT) {
                stops += 1;
                assert_eq!(b.rect().right.0, 96, "flush, not overlapping the wall");
                assert_eq!(c.tags.contains(3), tagged);
            }
        }
        assert!(stops > 10, "{stops} stops");
    }
}
