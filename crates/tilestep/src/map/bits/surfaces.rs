//! Real surfaces on the bitmap: where a box's edge along gravity meets a
//! solid pixel right after a clear one (`docs/contract.md`, "Standing and
//! the feet rule"). A column whose edge pixel already lies inside a solid
//! (a wedge in a wall or a slope) stands on nothing there.

use super::{low, window, SolidBits};

impl SolidBits {
    /// True when column `x` holds a real surface for a box edge on row
    /// `edge`: the row beyond it (below when `down`, else above) is solid
    /// and the edge row is not. Both rows inside the bitmap.
    #[inline(always)]
    pub fn surface(&self, x: i32, edge: i32, down: bool) -> bool {
        let y0 = if down { edge } else { edge - 1 };
        let i = self.at(x, (y0 >> 6) as usize);
        // The two rows from the column's words in two adjacent bands
        // (the spare band keeps the second inside).
        let pair = window(self.bits[i], self.bits[i + self.stride], (y0 & 63) as u32) & 3;
        pair == if down { 0b10 } else { 0b01 }
    }

    /// The nearest row beyond a box edge on row `edge` (going down,
    /// `DOWN`, else up), within `n` rows of it (`1 <= n <= 63`), where any
    /// column of `[x0, x1]` holds a real surface: a solid pixel whose
    /// neighbour toward the edge is clear. The edge row is read (a column
    /// whose edge pixel is solid has no surface right beyond it) but is no
    /// surface itself. Everything inside the bitmap.
    #[inline]
    pub fn first_surface_across<const DOWN: bool>(
        &self,
        x0: i32,
        x1: i32,
        edge: i32,
        n: u32,
    ) -> Option<i32> {
        // The rows from the edge on as one window word per column: the
        // edge's bit first (bit 0 going down, bit `n` going up).
        let y0 = if DOWN { edge } else { edge - n as i32 };
        let (k, s) = ((y0 >> 6) as usize, (y0 & 63) as u32);
        let (los, his) = self.band_words(k, x0, x1);
        let rows = low(n + 1);
        let surfaces = los.iter().zip(his).fold(0, |found, (&lo, &hi)| {
            let col = window(lo, hi, s) & rows;
            // A solid row whose neighbour toward the edge is clear.
            found
                | if DOWN {
                    col & !(col << 1)
                } else {
                    col & !(col >> 1)
                }
        });
        if DOWN {
            let beyond = surfaces & !1;
            (beyond != 0).then(|| y0 + beyond.trailing_zeros() as i32)
        } else {
            let beyond = surfaces & low(n);
            (beyond != 0).then(|| y0 + 63 - beyond.leading_zeros() as i32)
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::map::bits::SolidBits;

    /// Four columns of runs of solid rows across band borders, every edge
    /// row and reach both ways, against a pixel-by-pixel reading of the
    /// rule.
    #[test]
    fn surfaces_are_solid_rows_after_clear_ones() {
        let runs = [
            (0, 3, 9),
            (0, 60, 70),
            (1, 5, 6),
            (1, 64, 128),
            (2, 0, 200),
            (3, 127, 140),
        ];
        let mut b = SolidBits::empty(4, 200).unwrap();
        for (x, y0, y1) in runs {
            b.set_range(x, y0, y1, true);
        }
        let solid = |x: i32, y: i32| (0..200).contains(&y) && b.get(x, y);
        let (mut found, mut none) = (0, 0);
        for x0 in 0..4 {
            for x1 in x0..4 {
                for edge in 1..199 {
                    for n in 1..=63u32 {
                        let n_rows = n as i32;
                        if edge + n_rows < 200 {
                            let want = (edge + 1..=edge + n_rows)
                                .find(|&y| (x0..=x1).any(|x| solid(x, y) && !solid(x, y - 1)));
                            let got = b.first_surface_across::<true>(x0, x1, edge, n);
                            assert_eq!(got, want, "down {x0}..={x1} from {edge} by {n}");
                            found += u32::from(want.is_some());
                            none += u32::from(want.is_none());
                        }
                        if edge - n_rows >= 0 {
                            let want = (edge - n_rows..edge)
                                .rev()
                                .find(|&y| (x0..=x1).any(|x| solid(x, y) && !solid(x, y + 1)));
                            let got = b.first_surface_across::<false>(x0, x1, edge, n);
                            assert_eq!(got, want, "up {x0}..={x1} from {edge} by {n}");
                        }
                    }
                    for x in x0..=x1 {
                        let down = solid(x, edge + 1) && !solid(x, edge);
                        assert_eq!(b.surface(x, edge, true), down, "({x}, {edge}) down");
                        let up = solid(x, edge - 1) && !solid(x, edge);
                        assert_eq!(b.surface(x, edge, false), up, "({x}, {edge}) up");
                    }
                }
            }
        }
        assert!(
            found > 10_000 && none > 10_000,
            "{found} found, {none} none"
        );
    }
}
