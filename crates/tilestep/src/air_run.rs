//! An airborne box's horizontal move at once where its pixels are clear:
//! the exact result of the air rules ([`Mover::air`]) repeated, since with
//! no solid pixel anywhere in the box on the way every core test passes
//! and the box keeps its height.

use crate::mover::Mover;

impl Mover<'_> {
    /// True when the box's pixels over `steps` pixels of horizontal movement
    /// by `dir` from `(px, py)`, the probe pixel's included, hold no solid
    /// pixel (no moving solids, inside the map's bitmap): every core test of
    /// the air rules then passes, so an airborne body moves the whole way at
    /// its height and the probe is free.
    pub fn air_run_clear(&self, px: i32, py: i32, dir: i32, steps: i32) -> bool {
        if dir == 0 || !self.solids.is_empty() {
            return false;
        }
        let Some(bits) = self.map.bits.as_ref() else {
            return false;
        };
        let left = px - self.w / 2;
        let (x0, x1) = if dir > 0 {
            (left, left + self.w + steps)
        } else {
            (left - steps - 1, left + self.w - 1)
        };
        let top = py - self.h;
        if !bits.inside(x0, top, x1, py - 1) {
            return false;
        }
        bits.rect_clear(x0, top, x1, py - 1)
    }
}

#[cfg(test)]
mod tests {
    use crate::mover::{Mover, Step};
    use crate::{Body, Size, SubPoint, TileMap};

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
            for y in (30..64).step_by(3) {
                let b = Body::new(SubPoint::from_px(x, y), Size::new(8, 14)).box_px();
                let mv = Mover::new(&map, b, 1, &[]);
                for dir in [-1, 1] {
                    for steps in [0, 2, 7, 20] {
                        if !mv.air_run_clear(b.px, b.py, dir, steps) {
                            not += 1;
                            continue;
                        }
                        clear += 1;
                        let mut px = b.px;
                        for _ in 0..steps {
                            assert_eq!(mv.air(px, b.py, dir, 1), Step::Moved(b.py));
                            px += dir;
                        }
                        assert!(!mv.blocked_ahead(px, b.py, dir, false, 1));
                    }
                }
            }
        }
        assert!(clear > 500 && not > 500, "{clear} clear, {not} not");
    }
}
