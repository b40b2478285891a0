//! Moving many pixels at once: the vertical sweep (solid pixels, the box's
//! edge along gravity, one-way surfaces), the fast path for horizontal runs,
//! and the ceiling corner correction.

use crate::body::BoxPx;
use crate::body::SolidKind;
use crate::map::TileMap;
use crate::mover::Mover;
use crate::tiles::Class;

/// How far a vertical sweep ([`Mover::sweep_v`]) may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SweepV {
    /// Pixels the box may move, `0..=n`.
    pub free: i32,
    /// A one-way surface, not a solid pixel, is what stops it there.
    pub oneway: bool,
}

/// A ceiling corner correction ([`Mover::corner_shift`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CornerShift {
    /// The sideways shift, px (signed).
    pub dx: i32,
    /// How far the box may then move on vertically, px.
    pub free: i32,
}

impl Mover<'_> {
    /// [`TileMap::flight_clear_by_tiles`] of the box at `(px, py)`, never
    /// with moving solids: the start's test, for bodies the free-flight
    /// shortcut did not try ([`TileMap::fly`] tries the pixels too).
    pub fn flight_clear(&self, px: i32, py: i32, dxp: i32, dyp: i32) -> bool {
        self.solids.is_empty() && self.map.flight_clear_by_tiles(self.bx(px, py), dxp, dyp)
    }

    /// Ceiling corner correction: the sideways shift of at most `n` pixels,
    /// through positions the core fits, after which the body can move
    /// furthest by `vdir` (up to `want` pixels; the smallest shift that gets
    /// all of them). Tries the direction of `vx_sign` only, or left then
    /// right when it is 0.
    pub fn corner_shift(
        &self,
        px: i32,
        py: i32,
        vdir: i32,
        n: i32,
        want: i32,
        vx_sign: i32,
    ) -> Option<CornerShift> {
        let mut best: Option<CornerShift> = None;
        for d in [-1, 1] {
            if vx_sign != 0 && d != vx_sign {
                continue;
            }
            for k in 1..=n {
                let x = px + d * k;
                if !self.clear(x, py) {
                    break;
                }
                let free = self.sweep_v(x, py, vdir, want).free;
                let shift = CornerShift { dx: d * k, free };
                if free >= want {
                    return Some(shift);
                }
                if free > best.map_or(0, |b| b.free) {
                    best = Some(shift);
                }
            }
        }
        best
    }

    /// Fast path for `steps` pixels of horizontal movement plus the probe
    /// pixel: true when the whole swept box lies in empty (or one-way)
    /// tiles and, for a walker, the ground along the way is flat tile tops
    /// under the sensor column, where it starts included (so it stands
    /// there). The per-pixel rules would then move it all the way at the
    /// same height, so the caller may skip them.
    #[inline(always)]
    pub fn run_clear(&self, px: i32, py: i32, dir: i32, steps: i32, walker: bool) -> bool {
        let b = self.bx(px, py);
        let (x0, x1) = b.swept_columns(dir, steps);
        if !self.region_clear(x0, b.top(), x1, py - 1, true) {
            return false;
        }
        if !walker {
            return true;
        }
        let (s0, s1) = if dir > 0 {
            (px, px + steps + 1)
        } else {
            (px - steps - 1, px)
        };
        if self.g > 0 {
            let also = (!self.ignore_top).then_some(Class::Platform);
            self.map.on_tile_edge(py) && self.map.row_all(self.map.tile_of(py), s0, s1, also)
        } else {
            let top = b.top();
            let also = (!self.ignore_under).then_some(Class::PlatformUnder);
            self.map.on_tile_edge(top) && self.map.row_all(self.map.tile_of(top) - 1, s0, s1, also)
        }
    }

    /// How far (`0..=n`) the box may move vertically by `dir` (±1) before its
    /// core meets a solid pixel, a real surface supports it along gravity
    /// ([`Mover::surface_free`]), or it would cross a one-way surface.
    pub fn sweep_v(&self, px: i32, py: i32, dir: i32, n: i32) -> SweepV {
        let b = self.bx(px, py);
        // Fast path: everything the box covers and sweeps through is empty
        // (the current box too: a wedge may overlap a corner the core meets).
        let (y0, y1) = if dir > 0 {
            (b.top(), py + n - 1)
        } else {
            (b.top() - n, py - 1)
        };
        if n > 0 && self.region_clear(b.left(), y0, b.right() - 1, y1, false) {
            return SweepV {
                free: n,
                oneway: false,
            };
        }
        // Solid pixels: the core, and along gravity the real surfaces under
        // the box's edge. Both test rows of the box's columns within the
        // box and the `n` rows it sweeps: none solid there (the bitmap
        // says), and it moves them all.
        let swept_clear = n > 0 && self.map.pixels_clear(b.left(), y0, b.right() - 1, y1);
        let mut free = if swept_clear
            || dir == self.g
                && self
                    .map
                    .pixels_clear(b.left(), b.top(), b.right() - 1, py - 1)
        {
            // Moving along gravity with no solid pixel in the box, its
            // core (each column's end as far inside the box as the column
            // is from the sensor column) meets one no sooner than its edge
            // along gravity does, and every column's first solid row ahead
            // follows a clear one (a real surface): the surface bound
            // below decides alone.
            n
        } else {
            self.map.core_free_v(b, dir, n)
        };
        if dir == self.g {
            // Along gravity the box stops where a real surface supports it.
            free = self.surface_free(b, free, swept_clear);
        }
        // One-way surfaces, which stop it only where it would cross them.
        // Each `*_free_v` is `min(n, its own bound)`, so folding the one-way
        // bounds in the same pass and capping by `free` afterwards gives
        // the same `ow` as a second pass started from the final `free`.
        let mut ow = free;
        for (_, r) in self.rects() {
            free = r.core_free_v(&b, dir, free);
            let ignored = match r.kind {
                SolidKind::OneWayTop => self.ignore_top,
                SolidKind::OneWayBottom => self.ignore_under,
                SolidKind::Solid => true,
            };
            if !ignored {
                ow = r.oneway_free_v(&b, dir, ow, self.start_bottom, self.start_top);
            }
        }
        let mut ow = ow.min(free);
        let t = self.map.t;
        let (x0, x1) = (b.left(), b.right() - 1);
        if dir > 0 && !self.ignore_top {
            // Platform edges Y with start_bottom <= Y, py <= Y < py + ow.
            let lo = py.max(self.start_bottom);
            let mut y = lo + (t - lo.rem_euclid(t)) % t;
            while y < py + ow {
                if self
                    .map
                    .row_has_class(self.map.tile_of(y), x0, x1, Class::Platform)
                    .is_some()
                {
                    ow = y - py;
                    break;
                }
                y += t;
            }
        } else if dir < 0 && !self.ignore_under {
            // Underside edges Y (a tile's bottom) with Y <= start_top, Y <= top, Y > top - ow.
            let top = b.top();
            let hi = top.min(self.start_top);
            let mut y = hi - hi.rem_euclid(t);
            while y > top - ow {
                let ty = self.map.tile_of(y) - 1;
                if self
                    .map
                    .row_has_class(ty, x0, x1, Class::PlatformUnder)
                    .is_some()
                {
                    ow = top - y;
                    break;
                }
                y -= t;
            }
        }
        SweepV {
            free: ow.min(free),
            oneway: ow < free,
        }
    }
}

impl TileMap {
    /// Free flight: nothing box `b` could meet moving `(dxp, dyp)` px this
    /// frame can touch it, in the region of the box where it starts and
    /// where it would end, everything between, and one pixel around (the
    /// probe pixels and the rows beyond it along gravity). Either every
    /// tile there is `empty` ([`TileMap::flight_clear_by_tiles`]), or (read
    /// from the solid bitmap) no pixel there is solid and no one-way
    /// surface lies where the box's edges could meet it
    /// ([`TileMap::no_oneway_edges`]): a `platform`'s top edge stops or
    /// holds the box only where the box's bottom edge lies on it, a
    /// `platform_under`'s bottom edge only where its top edge does. The
    /// per-pixel rules would then move it the whole way with no contact, so
    /// the step may skip them.
    #[inline(always)]
    pub(crate) fn flight_clear(&self, b: BoxPx, dxp: i32, dyp: i32) -> bool {
        self.flight_clear_by_tiles(b, dxp, dyp) || self.flight_clear_by_pixels(b, dxp, dyp)
    }

    /// [`TileMap::flight_clear`]'s first test alone: every tile of the
    /// region is `empty`.
    #[inline(always)]
    pub(crate) fn flight_clear_by_tiles(&self, b: BoxPx, dxp: i32, dyp: i32) -> bool {
        let (x0, y0, x1, y1) = flight_region(b, dxp, dyp);
        self.region_clear(x0, y0, x1, y1, false)
    }

    /// [`TileMap::flight_clear`]'s second test, from the solid bitmap: out
    /// of line, as the tile test decides most flights.
    #[inline(never)]
    fn flight_clear_by_pixels(&self, b: BoxPx, dxp: i32, dyp: i32) -> bool {
        let (x0, y0, x1, y1) = flight_region(b, dxp, dyp);
        if x1 - x0 >= 64 || y1 - y0 >= 64 {
            return false;
        }
        // The rows the box's bottom and top edges pass, one more each way.
        let bottom = (b.py.min(b.py + dyp) - 1, b.py.max(b.py + dyp) + 1);
        let top = (
            b.top().min(b.top() + dyp) - 1,
            b.top().max(b.top() + dyp) + 1,
        );
        self.pixels_clear(x0, y0, x1, y1)
            && self.no_oneway_edges(Class::Platform, x0, x1, bottom.0, bottom.1)
            && self.no_oneway_edges(Class::PlatformUnder, x0, x1, top.0, top.1)
    }
}

/// The region [`TileMap::flight_clear`] tests for box `b` moving `(dxp,
/// dyp)` px: columns and rows `(x0, y0, x1, y1)`, inclusive.
#[inline(always)]
fn flight_region(b: BoxPx, dxp: i32, dyp: i32) -> (i32, i32, i32, i32) {
    let (l, r) = (b.left(), b.right() - 1);
    let (t, bt) = (b.top(), b.py - 1);
    (
        l.min(l + dxp) - 1,
        t.min(t + dyp) - 1,
        r.max(r + dxp) + 1,
        bt.max(bt + dyp) + 1,
    )
}
