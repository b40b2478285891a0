//! Drawing moving solids: the route through their waypoints, and their box
//! (a full solid filled and outlined; a one-way one as a thick line along
//! its surface edge over a faint outline). A box drawn at a frame the solid
//! squished a body is outlined in the wall-marker red.

use crate::canvas::Canvas;
use crate::mapdraw::View;
use crate::palette as pal;
use crate::record::SolidSample;
use tilestep::SolidKind;
use tilestep_scenario::scenario::SolidSpec;

/// The route: lines joining the box centre at each point (start and
/// waypoints), closed for `cycle`, with a small square at each waypoint.
pub fn draw_route(c: &mut Canvas, v: &View, spec: &SolidSpec, color: u8) {
    let (w, h) = (spec.solid.size.w().0, spec.solid.size.h().0);
    let centre = |i: usize| {
        let p = spec.route.points[i];
        (
            v.ox(p.x.floor_px().0 + w / 2),
            v.oy(p.y.floor_px().0 + h / 2),
        )
    };
    let n = spec.route.points.len();
    let pen = v.pen().min(2);
    let closing =
        usize::from(spec.route.looping == tilestep_scenario::scenario::Looping::Cycle && n > 2);
    for k in 0..n - 1 + closing {
        let (a, b) = (centre(k), centre((k + 1) % n));
        c.line(a.0, a.1, b.0, b.1, pen, color);
    }
    let r = pen + 1;
    for k in 0..n {
        let (x, y) = centre(k);
        c.fill(x - r, y - r, x + r + 1, y + r + 1, color);
    }
}

/// One box of a moving solid of kind `kind`.
pub fn draw_solid(
    c: &mut Canvas,
    v: &View,
    s: &SolidSample,
    kind: SolidKind,
    strong: u8,
    light: u8,
    filled: bool,
) {
    let (l, t) = (v.ox(s.l), v.oy(s.t));
    let (r, b) = (v.ox(s.r).max(l + 1), v.oy(s.b).max(t + 1));
    let edge = if s.squished { pal::MARK_WALL } else { strong };
    let thick = (2 * v.pen()).max(2);
    match kind {
        SolidKind::Solid => {
            if filled {
                c.fill(l, t, r, b, light);
            }
            c.frame(l, t, r, b, 1, edge);
        }
        SolidKind::Platform => {
            c.frame(l, t, r, b, 1, light);
            c.fill(l, t, r, t + thick, edge);
        }
        SolidKind::PlatformUnder => {
            c.frame(l, t, r, b, 1, light);
            c.fill(l, b - thick, r, b, edge);
        }
    }
}
