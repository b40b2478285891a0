//! The map as a picture: which world pixels the image shows, at what scale,
//! and the tiles drawn from their real solid pixels (the checker's
//! [`SolidField`], so a slope is drawn exactly as it collides). A one-way
//! profile (the one-way slopes, custom profiles marked one-way) has no
//! solid pixel: its pixels are hatched and its surface, each column's
//! outermost pixel, is a line in the platforms' colours.

use crate::canvas::Canvas;
use crate::palette as pal;
use tilestep::{EdgePolicy, Edges, TileKind};
use tilestep_check::solid::{OneWay, SolidField};

/// Largest image side, px.
pub const MAX_SIDE: i32 = 4096;

/// The world rectangle shown and its scale: output px = world px * num / den.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// World x of the left edge.
    pub x0: i32,
    /// World y of the top edge.
    pub y0: i32,
    /// World width shown, px.
    pub ww: i32,
    /// World height shown, px.
    pub wh: i32,
    /// Scale numerator.
    pub num: i32,
    /// Scale denominator.
    pub den: i32,
}

impl View {
    /// The whole map plus a margin, scaled so that the longer side is about
    /// `target` px (integer zoom 1..=4), or shrunk to fit [`MAX_SIDE`].
    pub fn fit(f: &SolidField, target: i32) -> View {
        let t = f.tile();
        let (tw, th) = f.tiles();
        View::fit_area((0, 0), (tw * t, th * t), (t / 2).max(8), target)
    }

    /// The world rectangle from `lo` to `hi` (px) plus `margin`, scaled
    /// as [`View::fit`] scales a map.
    pub fn fit_area(lo: (i32, i32), hi: (i32, i32), margin: i32, target: i32) -> View {
        let ww = (hi.0 - lo.0).max(1).saturating_add(2 * margin);
        let wh = (hi.1 - lo.1).max(1).saturating_add(2 * margin);
        let side = ww.max(wh).max(1);
        let (num, den) = if side <= MAX_SIDE {
            ((target / side).clamp(1, 4), 1)
        } else {
            (1, (side + MAX_SIDE - 1) / MAX_SIDE)
        };
        View {
            x0: lo.0 - margin,
            y0: lo.1 - margin,
            ww,
            wh,
            num,
            den,
        }
    }

    /// The same picture seen from a map whose top-left corner is at
    /// `origin` in this view's world.
    pub fn from(&self, origin: (i32, i32)) -> View {
        View {
            x0: self.x0 - origin.0,
            y0: self.y0 - origin.1,
            ..*self
        }
    }

    /// Image width, px.
    pub fn w(&self) -> i32 {
        self.ww * self.num / self.den
    }

    /// Image height, px.
    pub fn h(&self) -> i32 {
        self.wh * self.num / self.den
    }

    /// Output x of world x.
    pub fn ox(&self, x: i32) -> i32 {
        ((x - self.x0) as i64 * self.num as i64).div_euclid(self.den as i64) as i32
    }

    /// Output y of world y.
    pub fn oy(&self, y: i32) -> i32 {
        ((y - self.y0) as i64 * self.num as i64).div_euclid(self.den as i64) as i32
    }

    /// Output px per world px, at least 1 (for pens and markers).
    pub fn pen(&self) -> i32 {
        (self.num / self.den).max(1)
    }

    /// Fills the output block of world pixel `(x, y)` (at least one pixel).
    pub fn dot(&self, c: &mut Canvas, x: i32, y: i32, color: u8) {
        let (a, b) = (self.ox(x), self.oy(y));
        c.fill(
            a,
            b,
            self.ox(x + 1).max(a + 1),
            self.oy(y + 1).max(b + 1),
            color,
        );
    }
}

/// True for a kind whose tiles may hold a one-way profile: the one-way
/// slopes, and the custom profiles (one-way when their definition says so,
/// which [`profile_edge`] finds out).
fn may_be_oneway_profile(kind: TileKind) -> bool {
    kind.shape().is_oneway_profile() || matches!(kind, TileKind::Floor | TileKind::Ceiling)
}

/// The one-way profile surface in world column `x` of tile row `ty`: its
/// side (`Top`: a floor's, which stops feet coming down; `Under`: a
/// ceiling's) and the pixel boundary it lies on (the top of a floor's
/// topmost pixel, the bottom of a ceiling's bottommost). `None` where the
/// tile holds no one-way profile or the column no pixel of it.
fn profile_edge(f: &SolidField, x: i32, ty: i32) -> Option<(OneWay, i32)> {
    let t = f.tile();
    let (kind, _) = f.kind_at(x.div_euclid(t), ty)?;
    if !may_be_oneway_profile(kind) {
        return None;
    }
    let top = ty * t;
    (top..top + t)
        .find(|&e| f.profile_surface(x, e, OneWay::Top))
        .map(|e| (OneWay::Top, e))
        .or_else(|| {
            (top + 1..=top + t)
                .find(|&e| f.profile_surface(x, e, OneWay::Under))
                .map(|e| (OneWay::Under, e))
        })
}

/// The side of the one-way profile that world pixel `(x, y)` is a pixel
/// of, if any (a floor's from its surface down to the tile's bottom, a
/// ceiling's from the tile's top down to its surface).
fn profile_pixel(f: &SolidField, x: i32, y: i32) -> Option<OneWay> {
    let ty = y.div_euclid(f.tile());
    match profile_edge(f, x, ty)? {
        (OneWay::Top, e) if y >= e => Some(OneWay::Top),
        (OneWay::Under, e) if y < e => Some(OneWay::Under),
        _ => None,
    }
}

/// The colour of a one-way profile's pixels and surface: a floor's like a
/// `platform`, a ceiling's like a `platform_under`.
fn profile_color(side: OneWay) -> u8 {
    if side == OneWay::Under {
        pal::UNDER
    } else {
        pal::PLATFORM
    }
}

/// The colour of world pixel `(x, y)`; `hatch` on the output pixels of
/// the hatching that one-way profiles' pixels get.
fn pixel_color(f: &SolidField, x: i32, y: i32, grid: bool, hatch: bool) -> u8 {
    let t = f.tile();
    let (tx, ty) = (x.div_euclid(t), y.div_euclid(t));
    let solid = f.solid(x, y);
    if hatch && !solid {
        if let Some(side) = profile_pixel(f, x, y) {
            return profile_color(side);
        }
    }
    let Some((kind, tag)) = f.kind_at(tx, ty) else {
        // Beyond the map: hatched where the edge is solid.
        return if solid && (x + y).rem_euclid(6) < 3 {
            pal::SOLID
        } else {
            pal::OUTSIDE
        };
    };
    if let Some(tag) = tag {
        let k = tag % pal::TAGS;
        return if solid {
            pal::TAG_SOLID + k
        } else {
            pal::TAG_EMPTY + k
        };
    }
    if solid {
        return match kind {
            TileKind::Solid => pal::SOLID,
            TileKind::EndSlope => pal::END_SLOPE,
            _ => pal::SLOPE,
        };
    }
    if grid && (x.rem_euclid(t) == 0 || y.rem_euclid(t) == 0) {
        pal::GRID
    } else {
        pal::EMPTY
    }
}

/// Draws the tiles, one-way surfaces and map edges, the whole picture
/// (outside the map too).
pub fn draw_map(c: &mut Canvas, v: &View, f: &SolidField, edges: Edges) {
    paint(c, v, f, (0, 0), (v.w(), v.h()));
    draw_surfaces(c, v, f, edges);
}

/// Draws one map of a world: its tiles (inside it only), one-way
/// surfaces and edges.
pub fn draw_level(c: &mut Canvas, v: &View, f: &SolidField, edges: Edges) {
    let t = f.tile();
    let (tw, th) = f.tiles();
    let lo = (v.ox(0).max(0), v.oy(0).max(0));
    let hi = (v.ox(tw * t).min(v.w()), v.oy(th * t).min(v.h()));
    paint(c, v, f, lo, hi);
    draw_surfaces(c, v, f, edges);
}

/// Paints the output pixels from `lo` to `hi` (exclusive) by their world
/// pixels. One-way profiles' pixels are hatched: one output pixel in
/// [`HATCH`] along diagonals, so they read as light and never as solid.
fn paint(c: &mut Canvas, v: &View, f: &SolidField, lo: (i32, i32), hi: (i32, i32)) {
    let grid = v.num >= 2 && v.den == 1;
    for oy in lo.1..hi.1 {
        let y = v.y0 + (oy as i64 * v.den as i64 / v.num as i64) as i32;
        for ox in lo.0..hi.0 {
            let x = v.x0 + (ox as i64 * v.den as i64 / v.num as i64) as i32;
            let hatch = (ox - oy).rem_euclid(HATCH) == 0;
            c.set(ox, oy, pixel_color(f, x, y, grid, hatch));
        }
    }
}

/// The period of one-way profiles' hatching, output px.
const HATCH: i32 = 4;

/// The surface of the one-way profile on tile `(tx, ty)`, if it holds one:
/// a line `pen` px thick along each column's outermost pixel (into the
/// pixels and inside the tile, as a platform's line lies inside its
/// tile), joined across the steps between neighbouring columns, in the
/// platform colours.
fn draw_profile_surface(c: &mut Canvas, v: &View, f: &SolidField, tx: i32, ty: i32, pen: i32) {
    let t = f.tile();
    if !f
        .kind_at(tx, ty)
        .is_some_and(|(k, _)| may_be_oneway_profile(k))
    {
        return;
    }
    let mut prev: Option<(OneWay, i32)> = None;
    for x in tx * t..tx * t + t {
        let Some((side, e)) = profile_edge(f, x, ty) else {
            prev = None;
            continue;
        };
        // From this column's edge to the previous column's (the same
        // side), so that a steep step stays one line.
        let other = prev.filter(|p| p.0 == side).map_or(e, |p| p.1);
        let (a, b) = (v.ox(x), v.ox(x + 1).max(v.ox(x) + 1));
        let (hi, lo) = (v.oy(e.min(other)), v.oy(e.max(other)));
        let (y0, y1) = if side == OneWay::Top {
            (hi, (lo + pen).min(v.oy(ty * t + t)))
        } else {
            ((hi - pen).max(v.oy(ty * t)), lo)
        };
        c.fill(a, y0, b, y1, profile_color(side));
        prev = Some((side, e));
    }
}

/// A one-way wall on tile `(tx, ty)`, if it holds one: a line `pen` px
/// thick along the edge that stops bodies (left for `oneway_left`, right
/// for `oneway_right`) with ticks into the tile at both ends, the shape of
/// its `[` / `]` character (as a platform's ticks hang into its tile).
fn draw_wall(c: &mut Canvas, v: &View, f: &SolidField, tx: i32, ty: i32, pen: i32) {
    let t = f.tile();
    let left = match f.kind_at(tx, ty) {
        Some((TileKind::OnewayLeft, _)) => true,
        Some((TileKind::OnewayRight, _)) => false,
        _ => return,
    };
    let (x0, x1) = (v.ox(tx * t), v.ox(tx * t + t));
    let (y0, y1) = (v.oy(ty * t), v.oy(ty * t + t));
    let tick = (v.ox(t / 4) - v.ox(0)).max(2);
    let end = pen / 2 + 1;
    if left {
        c.fill(x0, y0, x0 + pen, y1, pal::WALL);
        c.fill(x0, y0, x0 + tick, y0 + end, pal::WALL);
        c.fill(x0, y1 - end, x0 + tick, y1, pal::WALL);
    } else {
        c.fill(x1 - pen, y0, x1, y1, pal::WALL);
        c.fill(x1 - tick, y0, x1, y0 + end, pal::WALL);
        c.fill(x1 - tick, y1 - end, x1, y1, pal::WALL);
    }
}

/// The one-way surfaces, walls and profiles' surfaces, and the map's
/// edges.
fn draw_surfaces(c: &mut Canvas, v: &View, f: &SolidField, edges: Edges) {
    let t = f.tile();
    let (tw, th) = f.tiles();
    let pen = (2 * v.pen()).max(2);
    for ty in 0..th {
        for tx in 0..tw {
            let (x0, x1) = (v.ox(tx * t), v.ox(tx * t + t));
            let tick = (v.oy(t / 4) - v.oy(0)).max(2);
            // A firm platform (no drop passes it) gets a second line
            // inside the tile, like its `=` / `~` character.
            let second = if f.firm(tx * t, ty * t) { tick } else { 0 };
            match f.oneway(tx * t, ty * t) {
                OneWay::Top => {
                    let y = v.oy(ty * t);
                    c.fill(x0, y, x1, y + pen, pal::PLATFORM);
                    c.fill(x0, y, x0 + pen / 2 + 1, y + tick, pal::PLATFORM);
                    c.fill(x1 - pen / 2 - 1, y, x1, y + tick, pal::PLATFORM);
                    if second > 0 {
                        c.fill(x0, y + second, x1, y + second + pen, pal::PLATFORM);
                    }
                }
                OneWay::Under => {
                    let y = v.oy(ty * t + t);
                    c.fill(x0, y - pen, x1, y, pal::UNDER);
                    c.fill(x0, y - tick, x0 + pen / 2 + 1, y, pal::UNDER);
                    c.fill(x1 - pen / 2 - 1, y - tick, x1, y, pal::UNDER);
                    if second > 0 {
                        c.fill(x0, y - second - pen, x1, y - second, pal::UNDER);
                    }
                }
                OneWay::None => {}
            }
            draw_wall(c, v, f, tx, ty, pen);
            draw_profile_surface(c, v, f, tx, ty, pen);
        }
    }
    // Map edges: solid = a thick dark line outside the map, open = dashed.
    let (l, r, top, bot) = (v.ox(0), v.ox(tw * t), v.oy(0), v.oy(th * t));
    let thick = (2 * v.pen()).max(3);
    let mut edge = |solid: bool, x0: i32, y0: i32, x1: i32, y1: i32| {
        if solid {
            c.fill(x0, y0, x1, y1, pal::EDGE_SOLID);
        } else {
            let horizontal = x1 - x0 > y1 - y0;
            let n = if horizontal { x1 - x0 } else { y1 - y0 };
            for i in (0..n).step_by(8) {
                if horizontal {
                    c.fill(x0 + i, y0, (x0 + i + 4).min(x1), y1, pal::EDGE_OPEN);
                } else {
                    c.fill(x0, y0 + i, x1, (y0 + i + 4).min(y1), pal::EDGE_OPEN);
                }
            }
        }
    };
    let s = |p: EdgePolicy| p == EdgePolicy::Solid;
    let thin = |p: EdgePolicy| if s(p) { thick } else { 1 };
    edge(s(edges.left), l - thin(edges.left), top, l, bot);
    edge(s(edges.right), r, top, r + thin(edges.right), bot);
    edge(s(edges.top), l, top - thin(edges.top), r, top);
    edge(s(edges.bottom), l, bot, r, bot + thin(edges.bottom));
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::TileMap;

    #[test]
    fn views_fit_and_stay_under_the_limit() {
        let small = SolidField::new(&TileMap::from_ascii("....\n####\n", 16).unwrap());
        let v = View::fit(&small, 1400);
        assert!(v.num >= 2 && v.w() <= MAX_SIDE);
        let wide = ".".repeat(4000) + "\n";
        let big = SolidField::new(&TileMap::from_ascii(&wide, 16).unwrap());
        let v = View::fit(&big, 1400);
        assert!(v.w() <= MAX_SIDE && v.den > 1, "{v:?}");
    }

    #[test]
    fn one_way_walls_are_drawn_on_their_stopping_edge() {
        // `[` on column 1, `]` on column 3, over a floor; at zoom 1.
        let map = TileMap::from_ascii(".[.].\n.[.].\n#####\n", 16).unwrap();
        let f = SolidField::new(&map);
        let v = View::fit(&f, 1);
        assert_eq!((v.num, v.den), (1, 1));
        let mut c = Canvas::new(v.w(), v.h(), pal::EMPTY);
        draw_map(&mut c, &v, &f, map.edges());
        let at = |x: i32, y: i32| c.px[(v.oy(y) * c.w + v.ox(x)) as usize];
        for y in [0, 8, 15, 16, 24, 31] {
            // The stopping edge and the pixel beside it (the pen, 2 px).
            assert_eq!((at(16, y), at(17, y)), (pal::WALL, pal::WALL), "[ y={y}");
            assert_eq!((at(63, y), at(62, y)), (pal::WALL, pal::WALL), "] y={y}");
            // The other edge: no wall there.
            assert_ne!(at(31, y), pal::WALL, "[ y={y}");
            assert_ne!(at(48, y), pal::WALL, "] y={y}");
        }
        // Ticks into the tile at the ends of each tile's line, none midway.
        assert_eq!(
            (at(19, 0), at(19, 15), at(19, 16)),
            (pal::WALL, pal::WALL, pal::WALL)
        );
        assert_ne!(at(19, 8), pal::WALL);
        assert_eq!((at(60, 0), at(60, 31)), (pal::WALL, pal::WALL));
        assert_ne!(at(60, 8), pal::WALL);
        // Outside the walls' tiles, nothing of them.
        assert_ne!(at(15, 8), pal::WALL);
        assert_ne!(at(64, 8), pal::WALL);
    }

    #[test]
    fn one_way_slopes_are_drawn_as_their_surface_over_hatching() {
        // A one-way floor slope `1` on tile (1, 1) beside its solid twin
        // `/` on (3, 1); a one-way ceiling slope `a` on (3, 0) beside its
        // twin `7` on (5, 0). At zoom 1, where the pen is 2 px.
        let map = TileMap::from_ascii("...a.7\n.1./..\n######\n", 16).unwrap();
        let f = SolidField::new(&map);
        let v = View::fit(&f, 1);
        assert_eq!((v.num, v.den), (1, 1));
        let mut c = Canvas::new(v.w(), v.h(), pal::EMPTY);
        draw_map(&mut c, &v, &f, map.edges());
        let at = |x: i32, y: i32| c.px[(v.oy(y) * c.w + v.ox(x)) as usize];
        let (mut hatched, mut clear) = (0, 0);
        for k in 0..16 {
            // `1`: column k's topmost pixel is row 31 - k. The line lies
            // on it and the row under it (not under the tile), in the
            // platform colour; nothing above it; under it, hatching,
            // never a solid colour.
            let (x, top) = (16 + k, 31 - k);
            assert_eq!(at(x, top), pal::PLATFORM, "1 x={x}");
            assert_eq!(at(x, (top + 1).min(31)), pal::PLATFORM, "1 x={x}");
            assert_eq!(at(x, top - 1), pal::EMPTY, "1 x={x}");
            // (The line joins this column's row to the previous
            // column's, one lower: three rows.)
            for y in top + 3..32 {
                match at(x, y) {
                    pal::PLATFORM => hatched += 1,
                    pal::EMPTY => clear += 1,
                    p => panic!("1 ({x}, {y}): colour {p}"),
                }
            }
            // `/`, its solid twin: solid pixels from the same row, no line
            // (its top row under `a`'s bottom row in its last column).
            assert_eq!(at(48 + k, top), pal::SLOPE, "/ x={}", 48 + k);
            if k < 15 {
                assert_eq!(at(48 + k, top - 1), pal::EMPTY, "/ x={}", 48 + k);
            }
            // `a`: column k's bottommost pixel is row k, the line on it and
            // the row above (not above the tile), in the underside
            // platforms' colour; nothing under it; hatching above it.
            let (x, bottom) = (48 + k, k);
            assert_eq!(at(x, bottom), pal::UNDER, "a x={x}");
            assert_eq!(at(x, (bottom - 1).max(0)), pal::UNDER, "a x={x}");
            if bottom < 15 {
                assert_eq!(at(x, bottom + 1), pal::EMPTY, "a x={x}");
            }
            for y in 0..bottom - 2 {
                match at(x, y) {
                    pal::UNDER => hatched += 1,
                    pal::EMPTY => clear += 1,
                    p => panic!("a ({x}, {y}): colour {p}"),
                }
            }
            // `7`, its solid twin: solid pixels down to the same row.
            assert_eq!(
                (at(80 + k, bottom), at(80 + k, bottom + 1)),
                (pal::SLOPE, pal::EMPTY)
            );
        }
        // Hatching: about one pixel in four.
        assert!(hatched > 0 && clear > 2 * hatched, "{hatched} {clear}");
        // Nothing of `a`'s line above the map's top edge.
        assert!((48..64).all(|x| at(x, -1) != pal::UNDER));
    }

    #[test]
    fn custom_profiles_marked_one_way_are_drawn_as_one_way_slopes() {
        // A flat custom ceiling profile 4 px deep, one-way, on tile (1, 0).
        let mut legend = tilestep::Legend::default();
        legend.insert(
            'p',
            tilestep::TileDef::custom(true, &[4; 16]).with_one_way(),
        );
        let map =
            TileMap::from_ascii_with(".p.\n...\n###\n", 16, &legend, Default::default()).unwrap();
        let f = SolidField::new(&map);
        let v = View::fit(&f, 1);
        let mut c = Canvas::new(v.w(), v.h(), pal::EMPTY);
        draw_map(&mut c, &v, &f, map.edges());
        let at = |x: i32, y: i32| c.px[(v.oy(y) * c.w + v.ox(x)) as usize];
        for x in 16..32 {
            // Its surface on rows 2 and 3, nothing of it under them.
            assert_eq!(
                (at(x, 2), at(x, 3), at(x, 4)),
                (pal::UNDER, pal::UNDER, pal::EMPTY)
            );
            assert!([pal::UNDER, pal::EMPTY].contains(&at(x, 0)));
        }
    }
}
