//! A collision object layer onto the grid: its rectangles and polygons
//! (fractional coordinates included; tile objects by their box) rasterised
//! tile by tile by the conservative rule of tile collision shapes
//! ([`crate::shape::coverage`]), each tile's solid pixels classified as a
//! kind or a height profile. Objects with the bool property `one_way =
//! true` are rasterised the same way apart, their pixels a one-way
//! profile; a polyline is the surface of a one-way floor
//! ([`crate::shape::polyline_surface`]). A tile whose part is neither, or
//! that holds both solid and one-way pixels ([`crate::shape::tile_coll`]),
//! is an error naming the objects and the tile (a note in lenient mode,
//! the tile then `empty`).

use super::resolve::Resolver;
use super::types::{TLayer, TObject};
use crate::error::{Loc, MapLoadError};
use crate::shape::{
    area, bounds, clip, coverage, polyline_columns, polyline_surface, surface_mask, tile_coll,
    Shape,
};
use crate::{LoadNote, NoteKind};
use std::collections::BTreeMap;
use tilestep::TileId;

/// Most tile-and-point tests a layer's objects may cost (each tile of an
/// object's box times its points), so that hostile files stay cheap.
pub const MAX_OBJECT_WORK: u64 = 1 << 22;

/// An object of the layer as a shape, and how it is named in errors.
struct Placed {
    shape: Shape,
    name: String,
    /// Its pixels are one-way (`one_way = true`, or a polyline).
    one_way: bool,
    /// A polyline's one-way floor surface, by tile (row, column)
    /// ([`polyline_surface`]); empty for other shapes.
    surface: BTreeMap<(i64, i64), Vec<u16>>,
}

/// How an object is named in errors: `object "c3" (line 40)`.
fn object_name(o: &TObject, i: usize) -> String {
    let line = o.line.map_or(String::new(), |l| format!(" (line {l})"));
    if o.name.is_empty() {
        format!("unnamed object {}{line}", i + 1)
    } else {
        format!("object {:?}{line}", o.name)
    }
}

/// The tiles (x0..x1, y0..y1, clamped to the map) a shape's box touches.
fn tile_span(s: &Shape, t: f64, w: i64, h: i64) -> (i64, i64, i64, i64) {
    let ((l, top), (r, b)) = match s {
        Shape::Rect(x, y, rw, rh) => ((*x, *y), (x + rw, y + rh)),
        Shape::Polygon(p) | Shape::Polyline(p) => bounds(p),
    };
    let cell = |v: f64, n: i64| ((v / t).floor().clamp(-1.0, n as f64 + 1.0)) as i64;
    (
        cell(l, w).max(0),
        (cell(r, w) + 1).min(w),
        cell(top, h).max(0),
        (cell(b, h) + 1).min(h),
    )
}

/// Reads `objects` of `layer` into `cells`: every tile they cover.
pub(super) fn object_layer(
    r: &mut Resolver,
    layer: &TLayer,
    objects: &[TObject],
    cells: &mut [TileId],
) -> Result<(), MapLoadError> {
    let lat = layer.at.what(format!("layer {:?}", layer.name));
    let mut placed = shapes(objects, layer, &lat)?;
    let touched = touched(r, &mut placed, &lat)?;
    let (t, w) = (r.m.t as i32, r.m.width as i64);
    for ((ty, tx), ids) in touched {
        let lo = ((tx * t as i64) as f64, (ty * t as i64) as f64);
        let (one_way, solid): (Vec<usize>, Vec<usize>) =
            ids.iter().partition(|&&i| placed[i].one_way);
        let solid_mask = area_mask(&placed, &solid, lo, t);
        let mut one_way_mask = area_mask(&placed, &one_way, lo, t);
        for &i in &one_way {
            if let Some(hs) = placed[i].surface.get(&(ty, tx)) {
                let under = surface_mask(hs, t);
                one_way_mask
                    .iter_mut()
                    .zip(under)
                    .for_each(|(m, u)| *m |= u);
            }
        }
        let cell = (tx as i32, ty as i32);
        let idx = (ty * w + tx) as usize;
        cells[idx] = match tile_coll(&solid_mask, &one_way_mask, t) {
            Ok(None) => continue,
            Ok(Some(coll)) => r.b.id(&coll, None).map_err(|err| MapLoadError::Map {
                at: lat.clone(),
                err,
            })?,
            Err(msg) => {
                let names: Vec<&str> = ids.iter().map(|&i| placed[i].name.as_str()).collect();
                let msg = format!(
                    "{} at tile ({}, {}): {msg}",
                    names.join(", "),
                    cell.0,
                    cell.1
                );
                if r.opts.strict {
                    return Err(MapLoadError::Shape { at: lat, msg });
                }
                r.notes.push(LoadNote {
                    kind: NoteKind::BadShape,
                    cell: Some(cell),
                    message: format!("layer {:?}: {msg}", layer.name),
                });
                TileId(0)
            }
        };
    }
    Ok(())
}

/// The pixels of the tile at `lo` (side `t`) that the rectangles and
/// polygons among objects `ids` cover, by the conservative rule
/// (polylines cover none).
fn area_mask(placed: &[Placed], ids: &[usize], lo: (f64, f64), t: i32) -> Vec<bool> {
    let mine: Vec<Shape> = ids
        .iter()
        .filter(|&&i| !matches!(placed[i].shape, Shape::Polyline(_)))
        .map(|&i| clipped(&placed[i].shape, lo, t as f64))
        .collect();
    if mine.is_empty() {
        vec![false; (t * t) as usize]
    } else if mine.iter().any(|s| covers_tile(s, lo, t as f64)) {
        vec![true; (t * t) as usize]
    } else {
        coverage(&mine, t, lo.0, lo.1)
    }
}

/// Each object as a shape, one-way or not; an object that can't be one,
/// or whose `one_way` property is no bool, is an error.
fn shapes(objects: &[TObject], layer: &TLayer, lat: &Loc) -> Result<Vec<Placed>, MapLoadError> {
    objects
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let name = object_name(o, i);
            let shape = o.collision_shape().map_err(|why| MapLoadError::Shape {
                at: lat.clone(),
                msg: format!("{name} {why}"),
            })?;
            let one_way = o.one_way().map_err(|msg| MapLoadError::Property {
                at: layer.at.what(format!("layer {:?}: {name}", layer.name)),
                property: "one_way".into(),
                msg,
            })?;
            Ok(Placed {
                shape,
                name,
                one_way,
                surface: BTreeMap::new(),
            })
        })
        .collect()
}

/// The tiles the objects' boxes touch (a polyline's: those it passes
/// through, its surface worked out here), row by row, each with the
/// objects touching it; refused when that is more work than
/// [`MAX_OBJECT_WORK`] (a polyline's counts each pixel column it spans
/// too).
fn touched(
    r: &Resolver,
    placed: &mut [Placed],
    lat: &Loc,
) -> Result<BTreeMap<(i64, i64), Vec<usize>>, MapLoadError> {
    let (t, w, h) = (r.m.t as f64, r.m.width as i64, r.m.height as i64);
    let mut work = 0u64;
    let mut out: BTreeMap<(i64, i64), Vec<usize>> = BTreeMap::new();
    for (i, p) in placed.iter_mut().enumerate() {
        let (x0, x1, y0, y1) = tile_span(&p.shape, t, w, h);
        let tiles = ((x1 - x0).max(0) * (y1 - y0).max(0)) as u64;
        let pts = match &p.shape {
            Shape::Rect(..) => 4,
            Shape::Polygon(p) => p.len() as u64,
            Shape::Polyline(line) => {
                let columns = polyline_columns(line, w.saturating_mul(r.m.t as i64));
                work = work.saturating_add(columns);
                line.len() as u64
            }
        };
        work = work.saturating_add(tiles.saturating_mul(pts));
        if work > MAX_OBJECT_WORK {
            return Err(MapLoadError::Unsupported {
                at: lat.clone(),
                msg: format!(
                    "collision objects this large or detailed (past {} object point-tiles, at {}); split or simplify them",
                    MAX_OBJECT_WORK, p.name
                ),
            });
        }
        if let Shape::Polyline(line) = &p.shape {
            p.surface = polyline_surface(line, r.m.t as i32, w, h);
            for &tile in p.surface.keys() {
                out.entry(tile).or_default().push(i);
            }
            continue;
        }
        for ty in y0..y1 {
            for tx in x0..x1 {
                out.entry((ty, tx)).or_default().push(i);
            }
        }
    }
    Ok(out)
}

/// A shape cut to the tile at `lo` (side `t`): a polygon clipped to it,
/// or the whole tile when the shape covers it, so each pixel test is cheap.
fn clipped(s: &Shape, lo: (f64, f64), t: f64) -> Shape {
    match s {
        Shape::Rect(..) | Shape::Polyline(_) => s.clone(),
        Shape::Polygon(p) => {
            let part = clip(p, lo, (lo.0 + t, lo.1 + t));
            if area(&part) >= t * t - 1e-9 {
                Shape::Rect(lo.0, lo.1, t, t)
            } else {
                Shape::Polygon(part)
            }
        }
    }
}

/// Whether `s` (after [`clipped`]) covers the whole tile at `lo`.
fn covers_tile(s: &Shape, lo: (f64, f64), t: f64) -> bool {
    match s {
        Shape::Rect(x, y, w, h) => {
            *x <= lo.0 && *y <= lo.1 && x + w >= lo.0 + t && y + h >= lo.1 + t
        }
        Shape::Polygon(_) | Shape::Polyline(_) => false,
    }
}
