//! The ground followed column by column, for the runs that go further
//! than one window of rows holds (`walk_long.rs`, `air_skim.rs`).
//!
//! Each column is read from [`headroom`]` + `[`STEP`] rows above its
//! neighbour's ground (below it, with gravity up) and its ground must lie
//! within [`STEP`] of that neighbour's, with no solid pixel on the rows
//! before it. So every column of a way has a ground that changes by at
//! most [`STEP`] per pixel and at least [`headroom`] clear rows above it:
//! the walk rule follows it pixel for pixel.

use crate::map::bits::{window, SolidBits};
use crate::rules::{headroom, Rules, STEP};

/// The rows a ground may lie in, within [`STEP`] of its neighbour's either
/// way.
const WITHIN: i32 = 2 * STEP + 1;

/// The bitmap, the way and the span of a run by `dir` of at most
/// `steps` pixels from sensor column `px`, gravity down (`DOWN`) or
/// up: `None` without a bitmap, for a box the way can't follow, or
/// where the box and its probe don't fit the bitmap's columns.
#[inline(always)]
pub(crate) fn way_from<'a, const DOWN: bool>(
    rules: &Rules<'a>,
    px: i32,
    dir: i32,
    steps: i32,
) -> Option<RunWay<'a, DOWN>> {
    let bits = rules.map.bits.as_ref()?;
    Some(RunWay {
        bits,
        way: Way::new(bits, rules.h)?,
        span: Span::of(bits, rules.w, px, dir, steps)?,
    })
}

/// A ground row's distance to the bottom row (exclusive) of a box
/// standing on it: none with gravity down (`DOWN`); with gravity up
/// the box hangs below its ground, `h + 1` rows down.
#[inline(always)]
pub(crate) fn feet_offset<const DOWN: bool>(rules: &Rules) -> i32 {
    if DOWN {
        0
    } else {
        rules.h + 1
    }
}

/// What a run along a way reads ([`way_from`]).
pub(crate) struct RunWay<'a, const DOWN: bool> {
    pub bits: &'a SolidBits,
    pub way: Way<'a, DOWN>,
    pub span: Span,
}

/// Where a column's window lies in the bitmap's words
/// ([`Way::beyond`]): its first band's offset and the shift of its first
/// row in that band.
struct Beyond {
    band: usize,
    shift: u32,
}

/// How far [`Way::follow`] went: the columns that held, the last one's
/// ground, and the lowest and highest ground among them and the start.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stretch {
    pub held: i32,
    pub ground: i32,
    pub lo: i32,
    pub hi: i32,
}

/// The columns a box `w` px wide needs on a run by `dir`: `ahead` of its
/// sensor column (its probe's included) and `behind` it, and the `steps`
/// the bitmap's columns hold.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Span {
    pub ahead: i32,
    pub behind: i32,
    pub steps: i32,
}

impl Span {
    /// The span of a run of at most `steps` pixels by `dir` (±1) from
    /// sensor column `px`: as many steps as the bitmap's columns hold
    /// (none at all, when only the probe fits: pushing against the map's
    /// side); `None` when not even the box and its probe fit.
    #[inline(always)]
    pub fn of(bits: &SolidBits, w: i32, px: i32, dir: i32, steps: i32) -> Option<Span> {
        let half = w / 2;
        let (ahead, behind) = if dir > 0 {
            (w - half, half)
        } else {
            (half + 1, w - half - 1)
        };
        let (first, last) = bits.columns();
        let room = if dir > 0 { last - px } else { px - first };
        let back = px - behind * dir;
        if back < first || back > last || room < ahead {
            return None;
        }
        Some(Span {
            ahead,
            behind,
            steps: steps.min(room - ahead),
        })
    }
}

/// Follows the ground column by column: gravity down (`DOWN`) or up, with
/// `head` rows read beyond each neighbour's ground.
pub(crate) struct Way<'a, const DOWN: bool> {
    bits: &'a SolidBits,
    head: i32,
    /// How many first rows a window may start at: `[0, starts)` keeps
    /// its rows inside the map.
    starts: u32,
    /// The low bits of a window word that are the window's rows: the
    /// `head - STEP` rows before the ground and the ground's [`WITHIN`].
    mask: u64,
}

impl<'a, const DOWN: bool> Way<'a, DOWN> {
    /// The way for a box `h` px tall on `bits`: `None` for a box taller
    /// than 59 px (its window, [`headroom`] rows and the ground's
    /// [`WITHIN`], would pass one word) or a map too short for them.
    #[inline(always)]
    pub fn new(bits: &'a SolidBits, h: i32) -> Option<Self> {
        let head = headroom(h) + STEP;
        let rows = head - STEP + WITHIN;
        let starts = bits.rows() - rows + 1;
        if rows > 64 || starts <= 0 {
            return None;
        }
        Some(Way {
            bits,
            head,
            starts: starts as u32,
            mask: u64::MAX >> (64 - rows as u32),
        })
    }

    /// Follows the way from column `x`, whose ground is `ground`, over at
    /// most `count` columns by `dir` (±1), as far as each column's ground
    /// is [`Way::next`] to its neighbour's (`x` inside the bitmap).
    #[inline(never)]
    pub fn follow(&self, x: i32, dir: i32, count: i32, ground: i32) -> Stretch {
        let (words, stride, offset) = self.bits.words();
        let mut col = (x + offset) as usize;
        let (mut ground, mut lo, mut hi, mut held) = (ground, ground, ground, 0);
        // Stretches of columns whose windows lie in the same two bands
        // share them: their words are worked out once a stretch, and a
        // ground that moves within them moves the window's shift alone.
        'stretch: while held < count {
            let Some(Beyond { band, mut shift }) = self.beyond(ground, stride) else {
                break;
            };
            let (Some(los), Some(his)) = (words.get(band..), words.get(band + stride..)) else {
                break;
            };
            loop {
                let next = col.wrapping_add(dir as usize);
                let (Some(&a), Some(&b)) = (los.get(next), his.get(next)) else {
                    break 'stretch;
                };
                let Some(at) = self.place(window(a, b, shift)) else {
                    break 'stretch;
                };
                col = next;
                held += 1;
                if at != 1 {
                    let moved = at - STEP;
                    ground += moved;
                    (lo, hi) = (lo.min(ground), hi.max(ground));
                    let shifted = shift as i32 + moved;
                    if !(0..64).contains(&shifted) || !self.inside(ground) {
                        // Into the next bands, or past the map's rows.
                        continue 'stretch;
                    }
                    shift = shifted as u32;
                }
                if held == count {
                    break 'stretch;
                }
            }
        }
        Stretch {
            held,
            ground,
            lo,
            hi,
        }
    }

    /// Where the window [`Way::next`] reads beyond ground row `prev` lies
    /// in the bitmap's words (bands `stride` words apart): rows `[prev -
    /// head, prev + STEP]` scanning down, or `[prev - STEP, prev + head]`
    /// scanning up, as the low bits of a window word ([`Way::mask`]); `None`
    /// where they would pass the map's rows (one unsigned test for both
    /// ends).
    #[inline(always)]
    fn beyond(&self, prev: i32, stride: usize) -> Option<Beyond> {
        let first = self.first_row(prev);
        self.inside(prev).then(|| Beyond {
            band: (first >> 6) as usize * stride,
            shift: (first & 63) as u32,
        })
    }

    /// The first row of the window beyond ground row `prev`.
    #[inline(always)]
    fn first_row(&self, prev: i32) -> i32 {
        if DOWN {
            prev - self.head
        } else {
            prev - STEP
        }
    }

    /// True when the window beyond ground row `prev` lies inside the
    /// map's rows: [`Way::beyond`]'s test.
    #[inline(always)]
    fn inside(&self, prev: i32) -> bool {
        (self.first_row(prev) as u32) < self.starts
    }

    /// Where the ground lies in `rows`, the window word [`Way::beyond`]
    /// `prev`: `0..WITHIN` for rows `prev - STEP ..= prev + STEP` with no
    /// solid pixel before it, else `None`.
    #[inline(always)]
    fn place(&self, rows: u64) -> Option<i32> {
        let rows = rows & self.mask;
        let at = if DOWN {
            (rows.trailing_zeros() as i32) - (self.head - STEP)
        } else {
            63 - rows.leading_zeros() as i32
        };
        ((0..WITHIN).contains(&at)).then_some(at)
    }

    /// Column `x`'s ground row when it lies within [`STEP`] of `prev` (its
    /// neighbour's, inside the map) with no solid pixel on the rows before
    /// it from the air's side (at least [`headroom`]), all inside the map;
    /// else `None`.
    /// With gravity down the ground is the column's first solid row from
    /// above, with gravity up its last from below.
    #[inline(always)]
    pub fn next(&self, x: i32, prev: i32) -> Option<i32> {
        let (words, stride, offset) = self.bits.words();
        let Beyond { band, shift } = self.beyond(prev, stride)?;
        let i = band + (x + offset) as usize;
        let (lo, hi) = (*words.get(i)?, *words.get(i + stride)?);
        let at = self.place(window(lo, hi, shift))?;
        Some(prev - STEP + at)
    }
}

#[cfg(test)]
mod tests {
    use super::{Stretch, Way};
    use crate::TileMap;
    use alloc::vec;
    use alloc::vec::Vec;

    /// Hills of 16 px tiles 11 tiles (176 rows) tall, so their ground
    /// crosses the bitmap's 64-row bands: 45° up over 7 tiles, a flat top,
    /// 45° down over 8 to the map's last row, a 1:2 rise over 6, a step;
    /// with gravity up (not `down`) the same hanging from the ceiling,
    /// upside down.
    fn hills(down: bool) -> TileMap {
        let mut cols: Vec<(usize, char)> = Vec::new();
        cols.extend((0..7).map(|i| (9 - i, '/')));
        cols.push((2, '#'));
        cols.extend((0..8).map(|i| (3 + i, '\\')));
        for i in 0..3 {
            cols.extend([(9 - i, 'r'), (9 - i, 'R')]);
        }
        cols.extend([(6, '#'), (6, '#')]);
        let mut grid = vec![vec!['.'; cols.len()]; 11];
        for (x, &(top, c)) in cols.iter().enumerate() {
            grid[top][x] = c;
            for row in grid.iter_mut().skip(top + 1) {
                row[x] = '#';
            }
        }
        if !down {
            grid.reverse();
            for c in grid.iter_mut().flatten() {
                *c = match *c {
                    '/' => '7',
                    '\\' => 'F',
                    'r' => 'm',
                    'R' => 'M',
                    other => other,
                };
            }
        }
        let rows: Vec<alloc::string::String> =
            grid.into_iter().map(|r| r.into_iter().collect()).collect();
        TileMap::from_ascii(&rows.join("\n"), 16).unwrap()
    }

    /// [`Way::follow`] column by column with [`Way::next`]: each column's
    /// ground from its neighbour's, as far as that holds.
    fn by_columns<const DOWN: bool>(
        way: &Way<DOWN>,
        x: i32,
        dir: i32,
        count: i32,
        ground: i32,
    ) -> Stretch {
        let mut s = Stretch {
            held: 0,
            ground,
            lo: ground,
            hi: ground,
        };
        while s.held < count {
            let Some(next) = way.next(x + dir * (s.held + 1), s.ground) else {
                break;
            };
            s = Stretch {
                held: s.held + 1,
                ground: next,
                lo: s.lo.min(next),
                hi: s.hi.max(next),
            };
        }
        s
    }

    /// A way followed at once goes exactly as far as one followed column
    /// by column, to the same ground, lowest and highest, both ways, from
    /// every column of hills whose ground crosses the bitmap's bands, up
    /// to the map's sides, for boxes of three heights, both gravities.
    #[test]
    fn a_way_followed_at_once_is_the_way_column_by_column() {
        let mut compared = 0;
        for h in [10, 24, 40, 59] {
            compared += follows_like_columns::<true>(&hills(true), h);
            compared += follows_like_columns::<false>(&hills(false), h);
        }
        assert!(compared > 1_000, "{compared}");
    }

    /// [`a_way_followed_at_once_is_the_way_column_by_column`] on `map`
    /// for a box `h` px tall, gravity down (`DOWN`) or up: how many
    /// starts it compared.
    fn follows_like_columns<const DOWN: bool>(map: &TileMap, h: i32) -> usize {
        let bits = map.bits.as_ref().unwrap();
        let way = Way::<DOWN>::new(bits, h).unwrap();
        let (width, rows) = (map.width() * 16, map.height() * 16);
        let mut compared = 0;
        for x in 0..width {
            // The column's ground: its first solid row from the air's side.
            let scan: Vec<i32> = match DOWN {
                true => (0..rows).collect(),
                false => (0..rows).rev().collect(),
            };
            let Some(ground) = scan.into_iter().find(|&y| map.solid_px(x, y)) else {
                continue;
            };
            if way.next(x, ground) != Some(ground) {
                continue;
            }
            for dir in [-1, 1] {
                for count in [1, 5, 40, 400] {
                    let at_once = way.follow(x, dir, count, ground);
                    let columns = by_columns(&way, x, dir, count, ground);
                    assert_eq!(
                        (at_once.held, at_once.ground, at_once.lo, at_once.hi),
                        (columns.held, columns.ground, columns.lo, columns.hi),
                        "x {x} dir {dir} count {count} h {h} down {DOWN}"
                    );
                    compared += 1;
                }
            }
        }
        compared
    }
}
