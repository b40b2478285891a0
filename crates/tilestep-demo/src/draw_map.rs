//! Draws the visible tiles: solid pixels from each tile's real shape
//! ([`crate::shapes`]), one-way surfaces and walls as bars, one-way
//! profiles as faint pixels under a bar along their surface, tagged tiles
//! in the colour and look of their behaviour.

use crate::camera::View;
use crate::palette as pal;
use crate::shapes::{shape, Shape, Span};
use macroquad::color::Color;
use macroquad::shapes::draw_rectangle;
use tilestep::{Behaviour, Behaviours, TileKind, TileMap, TileXY};

/// Fills world rectangle `[x0, x1) x [y0, y1)`.
pub fn fill(v: &View, x0: i32, y0: i32, x1: i32, y1: i32, c: Color) {
    if x1 > x0 && y1 > y0 {
        draw_rectangle(v.sx(x0), v.sy(y0), v.len(x1 - x0), v.len(y1 - y0), c);
    }
}

/// The colour of a tile's solid pixels.
fn tile_color(kind: TileKind, behaviour: Option<Behaviour>, tagged: bool) -> Color {
    match behaviour {
        Some(Behaviour::Spring { .. }) => pal::SPRING,
        Some(Behaviour::Ice { .. }) => pal::ICE,
        Some(Behaviour::Conveyor { .. }) => pal::CONVEYOR,
        Some(Behaviour::Ladder) => pal::LADDER,
        Some(Behaviour::Spikes) => pal::SPIKES,
        Some(Behaviour::Water) => pal::WATER,
        _ if tagged => pal::TAG,
        _ => match kind {
            TileKind::Solid => pal::SOLID,
            TileKind::EndSlope => pal::END_SLOPE,
            _ => pal::SLOPE,
        },
    }
}

/// Draws the sky, the grid and every tile the view sees. `frame` animates
/// conveyors.
pub fn draw_map(v: &View, map: &TileMap, rules: &Behaviours, frame: u32) {
    let t = map.tile_size().px();
    let (mw, mh) = (map.width() * t, map.height() * t);
    fill(v, v.x0, v.y0, v.x0 + v.w, v.y0 + v.h, pal::OUTSIDE);
    fill(v, 0, 0, mw, mh, pal::SKY);
    let tx0 = v.x0.div_euclid(t).max(0);
    let ty0 = v.y0.div_euclid(t).max(0);
    let tx1 = (v.x0 + v.w).div_euclid(t).min(map.width() - 1);
    let ty1 = (v.y0 + v.h).div_euclid(t).min(map.height() - 1);
    for tx in tx0..=tx1 {
        fill(
            v,
            tx * t,
            0.max(v.y0),
            tx * t + 1,
            mh.min(v.y0 + v.h),
            pal::GRID,
        );
    }
    for ty in ty0..=ty1 {
        fill(
            v,
            0.max(v.x0),
            ty * t,
            mw.min(v.x0 + v.w),
            ty * t + 1,
            pal::GRID,
        );
    }
    for ty in ty0..=ty1 {
        for tx in tx0..=tx1 {
            let Some(id) = map.get(TileXY::new(tx, ty)) else {
                continue;
            };
            let def = map.tileset().def(id);
            let rule = def.tag.and_then(|g| rules.get(g));
            let color = tile_color(def.kind, rule, def.tag.is_some());
            let (x, y) = (tx * t, ty * t);
            match shape(map, id) {
                Shape::Empty => {}
                Shape::Solid(spans) => draw_solid(v, x, y, t, &spans, color, rule, frame),
                Shape::PlatformTop => {
                    let c = if def.tag.is_some() {
                        color
                    } else {
                        pal::PLATFORM
                    };
                    fill(v, x, y, x + t, y + 3, c);
                    fill(v, x, y + 3, x + t, y + 4, pal::SHADE);
                }
                Shape::PlatformBottom => {
                    let c = if def.tag.is_some() { color } else { pal::UNDER };
                    fill(v, x, y + t - 3, x + t, y + t, c);
                    fill(v, x, y + t - 4, x + t, y + t - 3, pal::SHADE);
                }
                // One-way walls: a bar on the edge that stops bodies from
                // outside the tile, its shade inside, like the platforms.
                Shape::WallLeft => {
                    let c = if def.tag.is_some() { color } else { pal::WALL };
                    fill(v, x, y, x + 3, y + t, c);
                    fill(v, x + 3, y, x + 4, y + t, pal::SHADE);
                }
                Shape::WallRight => {
                    let c = if def.tag.is_some() { color } else { pal::WALL };
                    fill(v, x + t - 3, y, x + t, y + t, c);
                    fill(v, x + t - 4, y, x + t - 3, y + t, pal::SHADE);
                }
                Shape::OnewayFloor(spans) => {
                    let c = if def.tag.is_some() {
                        color
                    } else {
                        pal::PLATFORM
                    };
                    draw_oneway_profile(v, x, y, &spans, c, false);
                }
                Shape::OnewayCeiling(spans) => {
                    let c = if def.tag.is_some() { color } else { pal::UNDER };
                    draw_oneway_profile(v, x, y, &spans, c, true);
                }
            }
            let ladder = rule == Some(Behaviour::Ladder);
            if def.tag.is_some() && (def.kind == TileKind::Empty || ladder) {
                draw_tagged_air(v, x, y, t, color, rule);
            }
            if rule == Some(Behaviour::Water) && !is_water(map, rules, tx, ty - 1) {
                // The surface: a light line along the top of the pool.
                fill(v, x, y, x + t, y + 1, pal::ICE);
            }
        }
    }
}

/// A one-way profile's pixels (tile-local `spans`, the tile's top-left
/// corner at `(x, y)`), none of them solid: faintly hatched, with a
/// platform's bar along the surface (the top of each span on a floor, the
/// bottom on a `ceiling`) and its shade inside, so a one-way slope reads
/// as a slanted platform and never as solid ground.
fn draw_oneway_profile(v: &View, x: i32, y: i32, spans: &[Span], c: Color, ceiling: bool) {
    let faint = pal::alpha(c, pal::ONEWAY_PIXELS);
    for s in spans {
        let (x0, x1) = (x + s.x0, x + s.x1);
        // The hatching: one pixel in four, along diagonals.
        for px in x0..x1 {
            let first = y + s.y0 + (px - y - s.y0).rem_euclid(4);
            for py in (first..y + s.y1).step_by(4) {
                fill(v, px, py, px + 1, py + 1, faint);
            }
        }
        // The bar (3 px, fewer where the column holds fewer pixels) and
        // the shade under it (over it on a ceiling).
        let depth = (s.y1 - s.y0).min(3);
        let (bar, shade) = if ceiling {
            ((s.y1 - depth, s.y1), (s.y1 - depth - 1, s.y1 - depth))
        } else {
            ((s.y0, s.y0 + depth), (s.y0 + depth, s.y0 + depth + 1))
        };
        fill(v, x0, y + bar.0, x1, y + bar.1, c);
        if shade.0 >= s.y0 && shade.1 <= s.y1 {
            fill(v, x0, y + shade.0, x1, y + shade.1, pal::SHADE);
        }
    }
}

/// A tile's solid pixels and its behaviour's marks.
#[allow(clippy::too_many_arguments)]
fn draw_solid(
    v: &View,
    x: i32,
    y: i32,
    t: i32,
    spans: &[Span],
    color: Color,
    rule: Option<Behaviour>,
    frame: u32,
) {
    for s in spans {
        fill(v, x + s.x0, y + s.y0, x + s.x1, y + s.y1, color);
    }
    match rule {
        Some(Behaviour::Spring { .. }) => {
            for k in 0..3 {
                let yy = y + 3 + k * 4;
                fill(v, x + 2, yy, x + t - 2, yy + 1, pal::WHITE);
            }
        }
        Some(Behaviour::Ice { .. }) => {
            fill(v, x + 2, y + 2, x + 6, y + 3, pal::WHITE);
            fill(v, x + 3, y + 5, x + 4, y + 6, pal::WHITE);
        }
        Some(Behaviour::Conveyor { speed }) => {
            // Chevrons pointing the way it carries, moving that way.
            let dir = speed.0.signum();
            let shift = ((frame / 4) as i32 * dir).rem_euclid(8);
            for k in 0..2 {
                let cx = x + (k * 8 + shift) % t;
                for (dy, dx) in [(0, 0), (1, 1), (2, 2), (3, 1), (4, 0)] {
                    let px = if dir < 0 { cx + 2 - dx } else { cx + dx };
                    if px < x || px + 2 > x + t {
                        continue;
                    }
                    fill(v, px, y + 4 + dy, px + 2, y + 5 + dy, pal::INK);
                }
            }
        }
        _ => {}
    }
}

/// Whether tile `(tx, ty)` is water (false off the map).
fn is_water(map: &TileMap, rules: &Behaviours, tx: i32, ty: i32) -> bool {
    map.get(TileXY::new(tx, ty))
        .and_then(|id| map.tileset().def(id).tag)
        .and_then(|g| rules.get(g))
        == Some(Behaviour::Water)
}

/// An empty (or ladder) tile with a tag: a ladder's rails and rungs,
/// spikes, water, or a tint.
fn draw_tagged_air(v: &View, x: i32, y: i32, t: i32, color: Color, rule: Option<Behaviour>) {
    match rule {
        Some(Behaviour::Ladder) => {
            fill(v, x + 2, y, x + 4, y + t, color);
            fill(v, x + t - 4, y, x + t - 2, y + t, color);
            for k in (2..t).step_by(5) {
                fill(v, x + 4, y + k, x + t - 4, y + k + 1, color);
            }
        }
        Some(Behaviour::Spikes) => {
            for k in 0..t / 2 {
                let h = if k < t / 4 { k } else { t / 2 - 1 - k };
                fill(v, x + k * 2, y + t - 2 - h * 2, x + k * 2 + 2, y + t, color);
            }
        }
        Some(Behaviour::Water) => fill(v, x, y, x + t, y + t, pal::alpha(color, pal::WATER_ALPHA)),
        _ => fill(v, x, y, x + t, y + t, pal::alpha(color, 0.35)),
    }
}
