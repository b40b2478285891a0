//! Tile shapes as the engine sees them: the solid pixels of a tile as a few
//! rectangles (from its height profile, so a slope is drawn exactly as it
//! collides), the pixels of a one-way profile the same way (none of them
//! solid: the outermost one of each column is its surface), and the
//! one-way surfaces and walls as a side to draw a bar on. No drawing here,
//! so it is tested without a window.

use tilestep::TileShape;
use tilestep::{TileId, TileMap};

/// A rectangle of tile-local pixels `[x0, x1) x [y0, y1)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// Left column, px from the tile's left edge.
    pub x0: i32,
    /// Right column (exclusive).
    pub x1: i32,
    /// Top row, px from the tile's top edge.
    pub y0: i32,
    /// Bottom row (exclusive).
    pub y1: i32,
}

/// How a tile looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Nothing to draw.
    Empty,
    /// Solid pixels: one rectangle per run of columns with the same
    /// extent, left to right.
    Solid(Vec<Span>),
    /// A one-way surface on the tile's top edge (`platform`).
    PlatformTop,
    /// A one-way surface on the tile's bottom edge (`platform_under`).
    PlatformBottom,
    /// A one-way wall on the tile's left edge (`oneway_left`: stops
    /// bodies moving right).
    WallLeft,
    /// A one-way wall on the tile's right edge (`oneway_right`: stops
    /// bodies moving left).
    WallRight,
    /// A one-way floor profile (the one-way floor slopes, `floor` tiles
    /// marked one-way): its pixels as [`Shape::Solid`] gives a profile's,
    /// none of them solid; the top of each span is its surface, which
    /// stops only feet coming down onto it.
    OnewayFloor(Vec<Span>),
    /// A one-way ceiling profile (the one-way ceiling slopes, `ceiling`
    /// tiles marked one-way): the bottom of each span is its surface,
    /// which stops only a top coming up into it.
    OnewayCeiling(Vec<Span>),
}

/// The shape of tile `id` of `map`'s tile set.
pub fn shape(map: &TileMap, id: TileId) -> Shape {
    let set = map.tileset();
    let t = map.tile_size().px();
    let def = set.def(id);
    // A custom profile marked one-way has its kind's pixels, one-way.
    let shape = match def.kind.shape() {
        TileShape::Floor if def.one_way => TileShape::OnewayFloor,
        TileShape::Ceiling if def.one_way => TileShape::OnewayCeiling,
        s => s,
    };
    let floor = |c| {
        let h = set.height(id, c).clamp(0, t);
        (t - h, t)
    };
    let ceiling = |c| (0, set.height(id, c).clamp(0, t));
    match shape {
        TileShape::Empty => Shape::Empty,
        TileShape::Platform => Shape::PlatformTop,
        TileShape::PlatformUnder => Shape::PlatformBottom,
        TileShape::OnewayLeft => Shape::WallLeft,
        TileShape::OnewayRight => Shape::WallRight,
        TileShape::Solid => Shape::Solid(vec![Span {
            x0: 0,
            x1: t,
            y0: 0,
            y1: t,
        }]),
        TileShape::Floor => non_empty(profile(t, floor), Shape::Solid),
        TileShape::Ceiling => non_empty(profile(t, ceiling), Shape::Solid),
        TileShape::OnewayFloor => non_empty(profile(t, floor), Shape::OnewayFloor),
        TileShape::OnewayCeiling => non_empty(profile(t, ceiling), Shape::OnewayCeiling),
        // A shape added after this demo: drawn as nothing rather than guessed.
        _ => Shape::Empty,
    }
}

/// `Shape::Empty` for no spans, else `wrap(spans)`.
fn non_empty(spans: Vec<Span>, wrap: fn(Vec<Span>) -> Shape) -> Shape {
    if spans.is_empty() {
        Shape::Empty
    } else {
        wrap(spans)
    }
}

/// The rows `(y0, y1)` of each column `0..t` of a profile, merged into
/// spans.
fn profile(t: i32, rows: impl Fn(i32) -> (i32, i32)) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    for c in 0..t {
        let (y0, y1) = rows(c);
        if y0 >= y1 {
            continue;
        }
        match out.last_mut() {
            Some(s) if s.x1 == c && s.y0 == y0 && s.y1 == y1 => s.x1 = c + 1,
            _ => out.push(Span {
                x0: c,
                x1: c + 1,
                y0,
                y1,
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(x0: i32, x1: i32, y0: i32, y1: i32) -> Span {
        Span { x0, x1, y0, y1 }
    }
    use tilestep::TileXY;

    fn shape_of(ch: char) -> Shape {
        let map = TileMap::from_ascii(&format!("{ch}\n"), 16).unwrap();
        shape(&map, map.get(TileXY::new(0, 0)).unwrap())
    }

    fn area(s: &Shape) -> i32 {
        match s {
            Shape::Solid(v) => v.iter().map(|s| (s.x1 - s.x0) * (s.y1 - s.y0)).sum(),
            _ => 0,
        }
    }

    #[test]
    fn solid_and_one_way() {
        assert_eq!(area(&shape_of('#')), 256);
        assert_eq!(area(&shape_of('E')), 256);
        assert_eq!(shape_of('.'), Shape::Empty);
        assert_eq!(shape_of('-'), Shape::PlatformTop);
        assert_eq!(shape_of('_'), Shape::PlatformBottom);
        assert_eq!(shape_of('['), Shape::WallLeft);
        assert_eq!(shape_of(']'), Shape::WallRight);
    }

    #[test]
    fn one_way_slopes_have_their_solid_twins_pixels() {
        let spans = |s: Shape| match s {
            Shape::Solid(v) | Shape::OnewayFloor(v) | Shape::OnewayCeiling(v) => v,
            s => panic!("{s:?}"),
        };
        for (oneway, twin) in [
            ('1', '/'),
            ('2', '\\'),
            ('3', 'r'),
            ('4', 'R'),
            ('5', 'L'),
            ('6', 'l'),
            ('a', '7'),
            ('b', 'F'),
            ('c', 'm'),
            ('d', 'M'),
            ('e', 'W'),
            ('f', 'w'),
        ] {
            let s = shape_of(oneway);
            let floor = oneway.is_ascii_digit();
            assert_eq!(matches!(s, Shape::OnewayFloor(_)), floor, "{oneway}: {s:?}");
            assert_eq!(
                matches!(s, Shape::OnewayCeiling(_)),
                !floor,
                "{oneway}: {s:?}"
            );
            assert_eq!(spans(s), spans(shape_of(twin)), "{oneway} {twin}");
        }
        // A custom floor profile marked one-way.
        let mut legend = tilestep::Legend::default();
        let heights: Vec<u16> = (1..=16).collect();
        legend.insert(
            'p',
            tilestep::TileDef::custom(false, &heights).with_one_way(),
        );
        let map = TileMap::from_ascii_with("p\n", 16, &legend, Default::default()).unwrap();
        let s = shape(&map, map.get(TileXY::new(0, 0)).unwrap());
        assert_eq!(s, Shape::OnewayFloor(spans(shape_of('/'))));
    }

    #[test]
    fn slopes_follow_their_profiles() {
        // 45°: h(c) = c + 1, one span per column, the pixels of a triangle.
        let Shape::Solid(v) = shape_of('/') else {
            panic!()
        };
        assert_eq!(v.len(), 16);
        assert_eq!(v[0], span(0, 1, 15, 16));
        assert_eq!(v[15], span(15, 16, 0, 16));
        assert_eq!(area(&shape_of('/')), 136);
        // 1:2 halves: two columns per height step.
        let Shape::Solid(v) = shape_of('r') else {
            panic!()
        };
        assert_eq!(v.len(), 8);
        assert_eq!(v[0], span(0, 2, 15, 16));
        assert_eq!(area(&shape_of('r')) + area(&shape_of('R')), 72 + 200);
        // Ceilings hang from the top edge.
        let Shape::Solid(v) = shape_of('7') else {
            panic!()
        };
        assert_eq!(v[0], span(0, 1, 0, 1));
        assert_eq!(area(&shape_of('M')), area(&shape_of('R')));
    }
}
