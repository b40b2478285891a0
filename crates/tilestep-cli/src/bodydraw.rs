//! Drawing bodies: the box, the core's outline (chamfered, or the box
//! itself for a box core), the path of the sensor point, contact markers.

use crate::canvas::Canvas;
use crate::mapdraw::View;
use crate::palette as pal;
use crate::record::Sample;
use tilestep::{Body, ContactFlags, Gravity, Px, Size, SubPoint};
use tilestep_check::solid::SolidField;

/// The box `[left, right) x [top, bottom)` of a sample, world px.
pub fn rect(s: &Sample) -> (i32, i32, i32, i32) {
    let (px, py) = (s.x >> 8, s.y >> 8);
    let left = px - s.w / 2;
    (left, py - s.h, left + s.w, py)
}

/// The body a sample was taken of, as far as its box and core go: origin
/// (subpixels), size and core shape.
fn body_of(s: &Sample) -> Body {
    let mut b = Body::new(SubPoint::new(s.x, s.y), Size::new(s.w, s.h));
    b.core = s.core;
    b
}

/// The box outline (light) and the core's outline (strong): its pixels with
/// a neighbour outside the core.
pub fn draw_box(c: &mut Canvas, v: &View, s: &Sample, strong: u8, light: u8) {
    let (l, t, r, b) = rect(s);
    c.frame(
        v.ox(l),
        v.oy(t),
        v.ox(r).max(v.ox(l) + 1),
        v.oy(b).max(v.oy(t) + 1),
        1,
        light,
    );
    let body = body_of(s);
    let in_core = |x: i32, y: i32| body.core_rows(Px(x)).is_some_and(|rows| rows.contains(&y));
    // Huge boxes: only the outline, the core would take too long to trace.
    if i64::from(s.w) * i64::from(s.h) > 1 << 20 {
        return;
    }
    for y in t..b {
        for x in l..r {
            if !in_core(x, y) {
                continue;
            }
            let edge = [(1, 0), (-1, 0), (0, 1), (0, -1)].iter().any(|(dx, dy)| {
                let (nx, ny) = (x + dx, y + dy);
                nx < l || nx >= r || ny < t || ny >= b || !in_core(nx, ny)
            });
            if edge {
                v.dot(c, x, y, strong);
            }
        }
    }
}

/// The path of the bottom-centre (sensor) point, frame to frame.
pub fn draw_path(c: &mut Canvas, v: &View, path: &[Sample], color: u8) {
    let pen = v.pen().min(2);
    for w in path.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        c.line(
            v.ox(a.x >> 8),
            v.oy(a.y >> 8),
            v.ox(b.x >> 8),
            v.oy(b.y >> 8),
            pen,
            color,
        );
    }
}

/// A small filled square centred on output `(x, y)`.
fn square(c: &mut Canvas, x: i32, y: i32, r: i32, color: u8) {
    c.fill(x - r - 1, y - r - 1, x + r + 2, y + r + 2, pal::WHITE);
    c.fill(x - r, y - r, x + r + 1, y + r + 1, color);
}

/// A small diamond centred on output `(x, y)`.
fn diamond(c: &mut Canvas, x: i32, y: i32, r: i32, color: u8) {
    for dy in -r - 1..=r + 1 {
        let k = r + 1 - dy.abs();
        c.fill(x - k, y + dy, x + k + 1, y + dy + 1, color);
    }
}

/// Marker shapes for the legend and the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    /// Landed on, or stopped by, a floor (square at the feet).
    Floor,
    /// Stopped by, or landed on (gravity up), a ceiling (square at the head).
    Ceiling,
    /// Stopped by a wall (bar at the side).
    Wall,
    /// A one-way platform (diamond).
    Platform,
}

/// Draws one marker at output `(x, y)`, size from the view.
pub fn draw_marker(c: &mut Canvas, x: i32, y: i32, r: i32, m: Marker) {
    match m {
        Marker::Floor => square(c, x, y, r, pal::MARK_FLOOR),
        Marker::Ceiling => square(c, x, y, r, pal::MARK_CEILING),
        Marker::Wall => {
            c.fill(
                x - r / 2 - 1,
                y - 2 * r - 1,
                x + r / 2 + 2,
                y + 2 * r + 2,
                pal::WHITE,
            );
            c.fill(
                x - r / 2,
                y - 2 * r,
                x + r / 2 + 1,
                y + 2 * r + 1,
                pal::MARK_WALL,
            );
        }
        Marker::Platform => diamond(c, x, y, r + 1, pal::MARK_PLATFORM),
    }
}

/// Markers where a contact began (set now, not on the frame before). `f`
/// tells a one-way wall's stop (a diamond on that side) from a one-way
/// platform's (a diamond at the feet, or the head with gravity up).
pub fn draw_contacts(c: &mut Canvas, v: &View, f: &SolidField, path: &[Sample]) {
    let r = (v.pen() + 1).min(4);
    for w in path.windows(2) {
        let (prev, s) = (w[0].flags, &w[1]);
        let new = ContactFlags(s.flags & !prev);
        let (l, t, rt, b) = rect(s);
        let px = s.x >> 8;
        let (mx, my) = (v.ox(px), v.oy(b));
        let ym = v.oy((t + b) / 2);
        let wall_x = if new.contains(ContactFlags::ONE_WAY) {
            oneway_wall_beside(f, new, (l, t, rt, b))
        } else {
            None
        };
        let platform = new.contains(ContactFlags::ONE_WAY) && wall_x.is_none();
        if platform {
            let y = if s.gravity == Gravity::Up {
                v.oy(t)
            } else {
                my
            };
            draw_marker(c, mx, y, r, Marker::Platform);
        } else if new.contains(ContactFlags::FLOOR) {
            draw_marker(c, mx, my, r, Marker::Floor);
        }
        if new.contains(ContactFlags::CEILING) && !platform {
            draw_marker(c, mx, v.oy(t), r, Marker::Ceiling);
        }
        if new.contains(ContactFlags::WALL_LEFT) {
            draw_marker(c, v.ox(l), ym, r, Marker::Wall);
        }
        if new.contains(ContactFlags::WALL_RIGHT) {
            draw_marker(c, v.ox(rt), ym, r, Marker::Wall);
        }
        if let Some(x) = wall_x {
            draw_marker(c, v.ox(x), ym, r, Marker::Platform);
        }
    }
}

/// The world x of the one-way wall edge that a new wall contact of a body
/// with box `(l, t, r, b)` (right and bottom exclusive) touches: an
/// `oneway_left` tile's left edge at `r` (a stop moving right) or an
/// `oneway_right` tile's right edge at `l` (moving left), beside some row
/// of the box. `None` when neither is there.
fn oneway_wall_beside(
    f: &SolidField,
    new: ContactFlags,
    (l, t, r, b): (i32, i32, i32, i32),
) -> Option<i32> {
    let size = f.tile();
    let rows = t.div_euclid(size)..=(b - 1).div_euclid(size);
    let beside = |x: i32, tx: i32, dir: i32| {
        (x.rem_euclid(size) == 0 && rows.clone().any(|ty| f.wall_stops(tx, ty, dir))).then_some(x)
    };
    let right = new.contains(ContactFlags::WALL_RIGHT);
    let left = new.contains(ContactFlags::WALL_LEFT);
    right
        .then(|| beside(r, r.div_euclid(size), 1))
        .flatten()
        .or_else(|| {
            left.then(|| beside(l, l.div_euclid(size) - 1, -1))
                .flatten()
        })
}
