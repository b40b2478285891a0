//! An airborne box's horizontal move at once where its cores are clear:
//! the air rule ([`Rules::air`]) moves the box one pixel at its height
//! whenever the core there overlaps no solid pixel, so when the cores of
//! every position on the way and of the probe's hold none (one test of
//! their union), it is the rule repeated. The box's wedges may overlap
//! solid pixels all the while: a body skimming a slope or a corner in
//! the air still goes at once.

use crate::body::CoreShape;
use crate::rules::Rules;

/// True when the cores of the box at every position of `steps` pixels
/// of horizontal movement by `dir` from `(px, py)`, the probe pixel's
/// included (not the start's), hold no solid pixel (no moving solids,
/// a chamfered core, inside the map's bitmap) and no one-way wall lies
/// in the boxes' tiles: every test of the air rule then passes,
/// so an airborne body moves the whole way at its height and the probe
/// is free.
pub(crate) fn air_run_clear(rules: &Rules, px: i32, py: i32, dir: i32, steps: i32) -> bool {
    if dir == 0 || !rules.solids.is_empty() || rules.core == CoreShape::Box {
        return false;
    }
    let Some(bits) = rules.map.bits.as_ref() else {
        return false;
    };
    // The sensor columns of the positions, and their cores' columns.
    let (pa, pb) = if dir > 0 {
        (px + 1, px + steps + 1)
    } else {
        (px - steps - 1, px - 1)
    };
    let (xa, xb) = (
        rules.bx(pa, py).core_cols().0,
        rules.bx(pb, py).core_cols().1,
    );
    let top = py - rules.h;
    let (la, rb) = (rules.bx(pa, py).left(), rules.bx(pb, py).right() - 1);
    bits.inside(xa, top, xb, py - 1)
        && bits.cores_clear(pa, pb, top, py, xa, xb)
        && rules.map.only_plain_near(la, top, rb, py - 1)
}

#[cfg(test)]
mod tests {
    use super::air_run_clear;
    use crate::rules::{PixelMove, Rules};
    use crate::{Body, Size, SubPoint, TileMap};

    /// A run is clear exactly when the rule would find every position's
    /// core clear, beside slopes both ways, a platform and a wall, with
    /// boxes overlapping them by their wedges.
    #[test]
    fn a_clear_air_run_is_the_per_pixel_air_move() {
        let map = TileMap::from_ascii(
            concat!(
                "..........\n",
                "...7....#.\n",
                "..........\n",
                "....-/....\n",
                "##########\n",
            ),
            16,
        )
        .unwrap();
        let (mut clear, mut not) = (0, 0);
        for x in 10..150 {
            for y in 30..80 {
                let b = Body::new(SubPoint::from_px(x, y), Size::new(8, 14)).box_px();
                let rules = Rules::new(&map, b, 1, &[]);
                for dir in [-1, 1] {
                    for steps in [0, 2, 7, 20] {
                        // Exactly when every position's core is clear.
                        let cores = (1..=steps + 1).all(|i| rules.core_clear(b.px + dir * i, b.py));
                        assert_eq!(air_run_clear(&rules, b.px, b.py, dir, steps), cores);
                        if !cores {
                            not += 1;
                            continue;
                        }
                        clear += 1;
                        let mut px = b.px;
                        for _ in 0..steps {
                            assert_eq!(rules.air(px, b.py, dir, 1, false), PixelMove::Moved(b.py));
                            px += dir;
                        }
                        assert!(!rules.blocked_ahead(px, b.py, dir, false, 1, false));
                    }
                }
            }
        }
        assert!(clear > 500 && not > 500, "{clear} clear, {not} not");
    }
}
