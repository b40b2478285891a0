//! Invariant 2 ("never through"), decided soundly from a step's two end
//! positions only.
//!
//! The core moves a body horizontally first, one pixel at a time, each pixel
//! possibly also one pixel up or down (walking up or down a slope, sliding
//! over a corner), then vertically in a straight line. At every position the
//! body reaches, its core is clear, so its **sensor column** (column `px`,
//! rows `top..bottom`, all core pixels) is clear, and it crosses no one-way
//! surface in its blocking direction. So if *no* such path of positions
//! joins the start and the end, the body went through something. To stay
//! free of false positives the search is generous: it also accepts the
//! vertical-then-horizontal L path (the assists' motion, its vertical part
//! judged for one-way surfaces at the end's columns too) and the corner
//! correction's whole motion, a rise cut short at some height, the shift
//! there and the rest of the rise (`rise_shift_rise`). A pixel's drift
//! is judged for one-way surfaces on the box one column on, where the
//! rules test it (the walk's steps, the air rule's slides). A body with
//! the ledge assist may also be lifted, at a pixel, by up to its lift
//! against gravity ([`LedgeLift`]). No horizontal pixel crosses a
//! one-way wall's edge from its open side ([`wall_blocks`]).

use crate::geom::{oneway_blocks, wall_blocks, Boxel, Ignore};
use crate::solid::SolidField;
use tilestep::{Body, SubPoint};

/// The ledge assist a body steps with (`Body::assists.ledge_assist`): at
/// a horizontal pixel in the air it may be lifted in place by 2 to `px`
/// pixels against gravity (`up`, ±1), then moved one column on, every
/// lifted position's sensor column clear and no one-way surface crossed
/// at the column it lifts in or the one it moves to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LedgeLift {
    /// The direction of the lift (against gravity), ±1; 0: no lift.
    pub up: i32,
    /// The most pixels lifted at one horizontal pixel (0: no lift).
    pub px: i32,
}

impl LedgeLift {
    /// No ledge assist.
    pub const NONE: LedgeLift = LedgeLift { up: 0, px: 0 };

    /// The lift `body` may use in a step begun as it is with velocity
    /// `vel_in` (subpixels per frame): its ledge assist when that is on
    /// (more than 1 px; 1 px is the air slide every body has) and the body
    /// was moving along its gravity (the rules lift only a falling body).
    pub fn of(body: &Body, vel_in: SubPoint) -> LedgeLift {
        let g = body.gravity.sign();
        let px = i32::from(body.assists.ledge_assist);
        if g == 0 || px <= 1 || vel_in.y.0.signum() != g {
            LedgeLift::NONE
        } else {
            LedgeLift { up: -g, px }
        }
    }

    /// How far a path may drift vertically per horizontal pixel, px.
    pub fn per_pixel(self) -> i32 {
        self.px.max(1)
    }
}

/// Largest whole-pixel move on the horizontal axis a step can make: 127 px of
/// speed plus one pixel from the carried fraction.
pub const MAX_STEP_PX: i32 = 128;

/// The sensor column of a body with bottom `y` at column `x` is clear.
fn seg_clear(f: &SolidField, x: i32, y: i32, h: i32) -> bool {
    !f.column_any(x, y - h, y - 1)
}

/// True when some path allowed by the rules above leads from `a` to `b`,
/// for a body with the ledge assist `lift`.
pub fn passable(f: &SolidField, a: Boxel, b: Boxel, ig: Ignore, lift: LedgeLift) -> bool {
    // The cheap L path first: it settles most steps in open space.
    a == b
        || vertical_first(f, a, b, ig)
        || staircase(f, a, b, ig, lift)
        || rise_shift_rise(f, a, b, ig)
}

/// May the box at `from` (sensor column) move one pixel vertically by `dy`?
fn v_move_ok(f: &SolidField, from: Boxel, dy: i32, start: Boxel, ig: Ignore) -> bool {
    seg_clear(f, from.px, from.py + dy, from.h) && !oneway_blocks(f, from, dy > 0, start, ig)
}

/// Horizontal pixels each with a vertical drift of -1, 0 or +1 (or a
/// ledge assist's `lift`), then a straight vertical move.
fn staircase(f: &SolidField, a: Boxel, b: Boxel, ig: Ignore, lift: LedgeLift) -> bool {
    let n = (b.px - a.px).abs();
    let dir = (b.px - a.px).signum();
    let spread = n * lift.per_pixel();
    let lo = a.py - spread;
    let len = (2 * spread + 1) as usize;
    let mut reach = vec![false; len];
    reach[spread as usize] = true;
    let mut x = a.px;
    for _ in 0..n {
        let nx = x + dir;
        let mut next = vec![false; len];
        for (i, _) in reach.iter().enumerate().filter(|e| *e.1) {
            let y = lo + i as i32;
            // A one-way wall stops the pixel where the box is (and so its
            // drifts and a lift's pixel over).
            if wall_blocks(f, a.at(x, y), dir, a) {
                continue;
            }
            for dy in -1..=1 {
                let j = i as i32 + dy;
                if j < 0 || j >= len as i32 || next[j as usize] {
                    continue;
                }
                if !seg_clear(f, nx, y + dy, a.h) {
                    continue;
                }
                // A pixel's drift is made where the pixel leads (the
                // walk's steps and the air rule's slides are tested one
                // column on): its one-way surfaces are the box's there.
                if dy != 0 && oneway_blocks(f, a.at(nx, y), dy > 0, a, ig) {
                    continue;
                }
                next[j as usize] = true;
            }
            lifted(f, a.at(x, y), nx, (ig, a), lift, |y2| {
                if !wall_blocks(f, a.at(x, y2), dir, a) {
                    next[(y2 - lo) as usize] = true
                }
            });
        }
        reach = next;
        x = nx;
        if !reach.contains(&true) {
            return false;
        }
    }
    // The rows from which a straight vertical move reaches b.py.
    if !seg_clear(f, b.px, b.py, b.h) {
        return false;
    }
    let hi_idx = len as i32 - 1;
    let at = |y: i32| {
        let i = y - lo;
        (0..=hi_idx).contains(&i) && reach[i as usize]
    };
    if at(b.py) {
        return true;
    }
    // From above: every pixel down to b.py must be allowed.
    let mut y = b.py - 1;
    while y >= lo && v_move_ok(f, b.at(b.px, y), 1, a, ig) && seg_clear(f, b.px, y, b.h) {
        if at(y) {
            return true;
        }
        y -= 1;
    }
    let mut y = b.py + 1;
    while y <= lo + hi_idx && v_move_ok(f, b.at(b.px, y), -1, a, ig) && seg_clear(f, b.px, y, b.h) {
        if at(y) {
            return true;
        }
        y += 1;
    }
    false
}

/// The heights (bottom rows) at column `nx` that the ledge assist `lift`
/// reaches from box `at`: lifted in place by 2 or more pixels, each one
/// clear at `at`'s column and crossing no one-way surface there or at
/// `nx`, to a height whose sensor column at `nx` is clear: each is
/// passed to `reach`. (`ig` and `start`: the one-way test's, as for
/// every move of the step.)
fn lifted(
    f: &SolidField,
    at: Boxel,
    nx: i32,
    (ig, start): (Ignore, Boxel),
    lift: LedgeLift,
    mut reach: impl FnMut(i32),
) {
    let mut y = at.py;
    for k in 1..=lift.px {
        if !v_move_ok(f, at.at(at.px, y), lift.up, start, ig)
            || oneway_blocks(f, at.at(nx, y), lift.up > 0, start, ig)
        {
            break;
        }
        y += lift.up;
        if k >= 2 && seg_clear(f, nx, y, at.h) {
            reach(y);
        }
    }
}

/// The vertical-then-horizontal L path: what the assists do (the ledge
/// assist lifts a body in place, then over a ledge; the corner correction
/// shifts a rising body sideways). An assist is one motion across the
/// columns where the body ends, so the vertical part crosses no one-way
/// surface in its blocking direction at the start's columns or at the
/// end's.
fn vertical_first(f: &SolidField, a: Boxel, b: Boxel, ig: Ignore) -> bool {
    let dy = (b.py - a.py).signum();
    let mut y = a.py;
    while y != b.py {
        if !v_move_ok(f, a.at(a.px, y), dy, a, ig) || oneway_blocks(f, a.at(b.px, y), dy > 0, a, ig)
        {
            return false;
        }
        y += dy;
    }
    let dx = (b.px - a.px).signum();
    let mut x = a.px;
    while x != b.px {
        x += dx;
        if !seg_clear(f, x, b.py, b.h) {
            return false;
        }
    }
    // The sideways part passes no one-way wall, at some height of the
    // vertical part (where the assist shifted it).
    let (y0, y1) = (a.py.min(b.py), a.py.max(b.py));
    dx == 0
        || (y0..=y1).any(|y| {
            let mut x = a.px;
            while x != b.px {
                if wall_blocks(f, b.at(x, y), dx, a) {
                    return false;
                }
                x += dx;
            }
            true
        })
}

/// The corner correction's own motion: a rise cut short at some height
/// between the start and the end, the sideways shift there, then the rest
/// of the rise in the shifted columns (`docs/contract.md`, "Assists": cut
/// short by a ceiling, "shifted sideways ... if that lets it keep
/// rising"). Neither L path covers it when the shift is blocked at the
/// start's height (a one-way wall beside the box's trailing rows, a solid
/// pixel behind it) and the rise is blocked at the start's column. The
/// first part crosses no one-way surface at the start's columns or the
/// end's (the rise and the shift are one motion); the shift crosses no
/// one-way wall at its own height; the rest is judged at the end's
/// columns, where the body makes it.
fn rise_shift_rise(f: &SolidField, a: Boxel, b: Boxel, ig: Ignore) -> bool {
    if a.px == b.px || a.py == b.py {
        return false; // a straight move: the L paths cover it
    }
    let (dx, dy) = ((b.px - a.px).signum(), (b.py - a.py).signum());
    // The lowest-index cut (counted from the end) from which the rest of
    // the rise reaches b.py at b's column: every height from `rest` to
    // b.py (they are contiguous).
    let mut rest = b.py;
    while rest != a.py && v_move_ok(f, b.at(b.px, rest - dy), dy, a, ig) {
        rest -= dy;
    }
    let reaches_end = |y: i32| (y - rest) * dy >= 0;
    let shift_ok = |y: i32| {
        let mut x = a.px;
        while x != b.px {
            if wall_blocks(f, b.at(x, y), dx, a) || !seg_clear(f, x + dx, y, a.h) {
                return false;
            }
            x += dx;
        }
        true
    };
    let mut y = a.py;
    loop {
        if reaches_end(y) && shift_ok(y) {
            return true;
        }
        if y == b.py
            || !v_move_ok(f, a.at(a.px, y), dy, a, ig)
            || oneway_blocks(f, a.at(b.px, y), dy > 0, a, ig)
        {
            return false;
        }
        y += dy;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solid::ascii_field as field;

    /// An 8x16 box with sensor column `px` and bottom `py` (exclusive).
    fn player(px: i32, py: i32) -> Boxel {
        Boxel {
            px,
            py,
            w: 8,
            h: 16,
            core: tilestep::CoreShape::Chamfered,
        }
    }

    #[test]
    fn walking_over_a_peak_is_not_through() {
        let f = field("........\n...../\\.\n########\n");
        // Standing left of the peak (x 80..112) on the floor (row 32), then
        // 44 px later on the other side at the same height.
        let a = player(72, 32);
        let b = a.at(116, 32);
        assert!(passable(&f, a, b, Ignore::default(), LedgeLift::NONE));
    }

    #[test]
    fn jumping_through_a_wall_is_through() {
        let f = field("....\n..#.\n..#.\n####\n");
        let a = player(20, 48);
        assert!(!passable(
            &f,
            a,
            a.at(52, 48),
            Ignore::default(),
            LedgeLift::NONE
        ));
        assert!(passable(
            &f,
            a,
            a.at(26, 48),
            Ignore::default(),
            LedgeLift::NONE
        ));
    }

    #[test]
    fn a_ledge_assist_lifts_over_a_corner_but_not_through_a_platform_under() {
        // 4 px tiles: a ceiling slope `7` at x 8..12, y 12..16 (its top
        // right corner solid). A 1x7 body falling left into it from x 12
        // with its feet 3 px down is lifted 3 px over the corner, moves on
        // past it and falls 2 px: the rules' ledge assist of 3 px, which
        // no drift of one pixel a column explains.
        let field = |rows: &str| SolidField::new(&tilestep::TileMap::from_ascii(rows, 4).unwrap());
        let open = field(".....\n.....\n.....\n..7..\n.....\n");
        let a = Boxel {
            px: 12,
            py: 15,
            w: 1,
            h: 7,
            core: tilestep::CoreShape::Chamfered,
        };
        let b = a.at(4, 14);
        let lift = |px| LedgeLift { up: -1, px };
        let ig = Ignore::default();
        assert!(!passable(&open, a, b, ig, LedgeLift::NONE));
        assert!(!passable(&open, a, b, ig, lift(2)));
        assert!(passable(&open, a, b, ig, lift(3)));
        // Its top is on the bottom edge (y = 8) of a `_` over the slope's
        // column: the lift there would cross it.
        let under = field(".....\n.._..\n.....\n..7..\n.....\n");
        assert!(!passable(&under, a, b, ig, lift(3)));
    }

    #[test]
    fn seed7911_a_corner_correction_under_a_oneway_wall_is_not_through() {
        // seed7911.toml, body b0 (16x16, gravity up), frame 71: moving
        // down against gravity from (176, 70), its rise is cut after 2 px
        // by the `w` at x 176..184, y 72; the corner correction shifts it
        // 2 px left at bottom 72 (box rows 56..71, below the `]` at
        // x 160..168, y 48..56, whose rows the box shared at the start)
        // and it rises its last pixel to (174, 73). Neither L path
        // explains that: the shift at the start's height crosses the
        // `]`, the whole rise at the start's column meets the `w`.
        let rows = "#......................#\n\
                    #......................#\n\
                    #......................#\n\
                    #......................#\n\
                    #..................f...#\n\
                    #...l.............3.1..#\n\
                    #.2..#.........~....].f#\n\
                    #a..~.......#..5...[...#\n\
                    #....l...._._..f...f._~#\n\
                    #..3.1..#l..cw...R..W.w#\n\
                    #...........d..M.._....#\n\
                    #._..........]...cW....#\n\
                    #M.-#.......r..-_.#..4.#\n\
                    ########################\n";
        let f = SolidField::new(&tilestep::TileMap::from_ascii(rows, 8).unwrap());
        let a = Boxel {
            px: 176,
            py: 70,
            w: 16,
            h: 16,
            core: tilestep::CoreShape::Chamfered,
        };
        let b = a.at(174, 73);
        let ig = Ignore::default();
        assert!(!vertical_first(&f, a, b, ig));
        assert!(!staircase(&f, a, b, ig, LedgeLift::NONE));
        assert!(passable(&f, a, b, ig, LedgeLift::NONE));
        // With a `]` beside the box's rows at every height of the rise
        // (x 160..168, y 56..64 too), no shift is allowed: through.
        let walled = rows.replacen("#a..~.......#..5...[...#", "#a..~.......#..5...[]..#", 1);
        let f = SolidField::new(&tilestep::TileMap::from_ascii(&walled, 8).unwrap());
        assert!(!passable(&f, a, b, ig, LedgeLift::NONE));
    }

    #[test]
    fn falling_through_a_platform_is_through_unless_dropping() {
        let f = field("....\n....\n----\n....\n");
        let a = player(20, 30);
        let b = a.at(20, 40);
        assert!(!passable(&f, a, b, Ignore::default(), LedgeLift::NONE));
        assert!(passable(
            &f,
            a,
            b,
            Ignore::from_drop(true, 1),
            LedgeLift::NONE
        ));
        // Starting below the edge, it is not a surface for this body.
        let a2 = a.at(20, 34);
        assert!(passable(&f, a2, b, Ignore::default(), LedgeLift::NONE));
    }
}
