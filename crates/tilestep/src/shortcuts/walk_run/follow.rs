//! How a walk run follows the ground ([`OnWay::follow`]): the feet's
//! rows on the way, and every column's ground within 1 px of its
//! neighbour's, read from the solid bitmap one window word per column
//! ([`Window`]), or each column scanned on its words for a box too tall
//! for one window ([`Scan`]).

use crate::map::bits::SolidBits;
use crate::rules::within_step;

/// A run's columns: `[x0, x1]` read in all, the sensor column `px` where
/// the feet stand at bottom row `py` (exclusive), and the sensor column
/// `end` where the run ends.
#[derive(Clone, Copy, Debug)]
pub(super) struct OnWay {
    pub x0: i32,
    pub x1: i32,
    pub px: i32,
    pub end: i32,
    pub py: i32,
}

/// The feet's rows on the way: at the end, lowest and highest (the
/// start's included), px.
#[derive(Clone, Copy, Debug)]
pub(super) struct FeetRows {
    pub end_py: i32,
    pub ymin: i32,
    pub ymax: i32,
}

/// What [`OnWay::follow`] found.
#[derive(Clone, Copy, Debug)]
pub(super) enum Followed {
    /// Every column's ground lies within 1 px of its neighbour's.
    Way(FeetRows),
    /// The sensor column's ground is not where the feet stand.
    OffGround,
    /// The first column (index from `x0`) whose ground is not within
    /// 1 px of its left neighbour's.
    Break(usize),
}

/// Each column's ground in a run's rows `[y0, y1]`, as the bottom row
/// (exclusive) of a box standing on it (see [`walk_run`]).
pub(super) trait Grounds {
    /// The grounds of columns `[xa, xb]`, in order.
    fn of(&self, xa: i32, xb: i32) -> impl Iterator<Item = i32>;

    /// [`Grounds::of`] less the same amount for every column: how they lie
    /// relative to one another, which is all the chain asks.
    #[inline(always)]
    fn shape(&self, xa: i32, xb: i32) -> impl Iterator<Item = i32> {
        self.of(xa, xb)
    }
}

/// [`Grounds`] of at most 64 rows `[y0, y0 + n)`: one window word per
/// column; gravity down (`DOWN`) or up; `feet` added to the ground row.
pub(super) struct Window<'a, const DOWN: bool> {
    pub bits: &'a SolidBits,
    pub y0: i32,
    pub n: u32,
    pub feet: i32,
}

impl<const DOWN: bool> Grounds for Window<'_, DOWN> {
    #[inline(always)]
    fn of(&self, xa: i32, xb: i32) -> impl Iterator<Item = i32> {
        // A column's ground row, as the feet's row of a box standing on it.
        let base = self.y0 + self.feet;
        self.shape(xa, xb).map(move |r| r + base)
    }

    #[inline(always)]
    fn shape(&self, xa: i32, xb: i32) -> impl Iterator<Item = i32> {
        self.bits.first_each_within::<DOWN>(xa, xb, self.y0, self.n)
    }
}

/// [`Grounds`] of more rows `[y0, y1]`: each column scanned on its words.
#[derive(Clone, Copy)]
pub(super) struct Scan<'a, const DOWN: bool> {
    pub bits: &'a SolidBits,
    pub y0: i32,
    pub y1: i32,
    pub feet: i32,
}

impl<const DOWN: bool> Grounds for Scan<'_, DOWN> {
    #[inline(always)]
    fn of(&self, xa: i32, xb: i32) -> impl Iterator<Item = i32> {
        let Scan { bits, y0, y1, feet } = *self;
        (xa..=xb).map(move |x| {
            feet + if DOWN {
                bits.first_down(x, y0, y1).unwrap_or(y1 + 1)
            } else {
                bits.first_up(x, y0, y1).unwrap_or(y0 - 1)
            }
        })
    }
}

impl OnWay {
    /// Follows the columns' grounds: first the sensor column's and those
    /// on the way, for where the feet go (the sensor column's must be the
    /// feet's row, so the start counts among the lowest and highest), then
    /// every column's, each within 1 px of its neighbour's.
    #[inline(always)]
    pub(super) fn follow(self, grounds: impl Grounds) -> Followed {
        let forward = self.end >= self.px;
        let (xa, xb) = if forward {
            (self.px, self.end)
        } else {
            (self.end, self.px)
        };
        let mut on_way = grounds.of(xa, xb);
        let Some(first) = on_way.next() else {
            return Followed::OffGround;
        };
        let (mut ymin, mut ymax, mut last) = (first, first, first);
        for g in on_way {
            ymin = ymin.min(g);
            ymax = ymax.max(g);
            last = g;
        }
        let (sensor, end_py) = if forward {
            (first, last)
        } else {
            (last, first)
        };
        if sensor != self.py {
            return Followed::OffGround;
        }
        let mut all = grounds.shape(self.x0, self.x1).enumerate();
        if let Some((_, mut prev)) = all.next() {
            for (j, g) in all {
                if !within_step(g, prev) {
                    return Followed::Break(j);
                }
                prev = g;
            }
        }
        Followed::Way(FeetRows { end_py, ymin, ymax })
    }
}
