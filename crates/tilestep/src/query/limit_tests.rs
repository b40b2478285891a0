//! The queries at the limits of their input: points far beyond the map,
//! reaches of any length, and sizes out of range set through the fields.

use crate::body::Body;
use crate::map::{EdgePolicy, Edges, TileMap};
use crate::tiles::Legend;
use crate::units::{Px, PxPoint, Size, SubPoint};

fn open_map(t: u32) -> TileMap {
    let open = EdgePolicy::Open;
    let edges = Edges {
        left: open,
        right: open,
        top: open,
        bottom: open,
    };
    TileMap::from_ascii_with("...\n.-.\n...\n", t, &Legend::default(), edges).unwrap()
}

#[test]
fn surface_below_with_the_largest_reach_ends_at_the_map() {
    // It searched every tile of a reach of 2^31 px below an open edge
    // (minutes), and overflowed starting near i32::MAX.
    let map = open_map(16);
    assert_eq!(
        map.surface_below(PxPoint::new(40, -(1 << 30)), Px(i32::MAX)),
        None
    );
    assert_eq!(
        map.surface_below(PxPoint::new(8, i32::MIN), Px(i32::MAX)),
        None
    );
    assert_eq!(
        map.surface_below(PxPoint::new(8, i32::MAX), Px(i32::MAX)),
        None
    );
    let g = map
        .surface_below(PxPoint::new(24, i32::MIN), Px(i32::MAX))
        .unwrap();
    assert_eq!(g.y, Px(16)); // the platform, from as far above as can be
}

#[test]
fn is_solid_at_i32_min_on_18_px_tiles_does_not_overflow() {
    // The tile's corner, `tx * 18`, lay below i32::MIN.
    let map = TileMap::from_ascii("..\n##\n", 18).unwrap();
    assert!(map.is_solid(PxPoint::new(i32::MIN, i32::MIN))); // solid edges
    assert!(!open_map(18).is_solid(PxPoint::new(i32::MIN, i32::MAX)));
}

#[test]
fn the_largest_body_at_i32s_extremes_is_queried_without_overflow() {
    // `Size::new(12, 0)` was accepted and the first query panicked on the
    // box's internal check. A size is 1 to 4096 px by construction now:
    // the largest, at the extreme positions.
    let map = TileMap::from_ascii("...\n...\n###\n", 16).unwrap();
    for pos in [
        SubPoint::new(i32::MAX, i32::MAX),
        SubPoint::new(i32::MIN, i32::MIN),
    ] {
        let b = Body::new(pos, Size::new(4096, 4096));
        let _ = (map.fits(&b), map.stands(&b), map.core_overlap(&b));
        let r = b.rect();
        assert_eq!((r.right.0 - r.left.0, r.bottom.0 - r.top.0), (4096, 4096));
        let _ = b.as_solid().rect(); // from_px saturates out here
    }
}
