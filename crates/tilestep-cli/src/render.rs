//! `--png`: the map, every body's path, boxes at regular frames (with the
//! core's chamfered outline), contact markers and a legend, as one picture.
//! Moving solids are drawn under the bodies: their route, their box at the
//! same sampled frames (filled at the last frame) and at every frame they
//! squished a body (outlined red).

use crate::bodydraw::{draw_box, draw_contacts, draw_path, rect, Marker};
use crate::canvas::Canvas;
use crate::mapdraw::{draw_map, View};
use crate::palette as pal;
use crate::record::Recorder;
use crate::soliddraw::{draw_route, draw_solid};
use crate::strip::{self, Item, Swatch};
use std::fs::File;
use std::io::BufWriter;
use tilestep_check::solid::SolidField;
use tilestep_scenario::error::InputError;
use tilestep_scenario::scenario::Scenario;

/// Longer side of the map area the picture aims for, px.
pub const TARGET_SIDE: i32 = 1400;

/// Boxes drawn per body along its path (plus the start and the end).
pub const BOXES_PER_BODY: usize = 12;

/// Bodies, and moving solids, named in the legend at the most.
const LEGEND_NAMES: usize = 48;

/// A legend row naming the first [`LEGEND_NAMES`] of `names`, the `i`-th
/// with the swatch of its colours `colors(i)` (strong, light).
fn names_row(names: impl Iterator<Item = String>, colors: fn(usize) -> (u8, u8)) -> Vec<Item> {
    names
        .take(LEGEND_NAMES)
        .enumerate()
        .map(|(i, name)| {
            let (strong, light) = colors(i);
            Item::new(Swatch::Body(strong, light), name)
        })
        .collect()
}

/// The legend rows: tile kinds present, markers, bodies.
fn legend(sc: &Scenario, rec: &Recorder) -> Vec<Vec<Item>> {
    let tiles = crate::tile_legend::tile_items(&sc.map);
    let marks = vec![
        Item::new(Swatch::Mark(Marker::Floor), "floor"),
        Item::new(Swatch::Mark(Marker::Ceiling), "ceiling"),
        Item::new(Swatch::Mark(Marker::Wall), "wall"),
        Item::new(Swatch::Mark(Marker::Platform), "one-way"),
    ];
    let bodies = names_row(sc.bodies.iter().map(|b| b.name.clone()), |i| {
        (pal::body(i), pal::body_light(i))
    });
    let mut rows = vec![tiles, marks, bodies];
    if !sc.solids.is_empty() {
        let solids = sc
            .solids
            .iter()
            .map(|s| format!("{} ({})", s.name, s.solid.kind.name()));
        rows.push(names_row(solids, |i| {
            (pal::moving(i), pal::moving_light(i))
        }));
        let squished = rec.solids.iter().flatten().any(|s| s.squished);
        if squished {
            rows[1].push(Item::new(Swatch::Fill(pal::MARK_WALL), "squished"));
        }
    }
    rows
}

/// Draws the whole picture.
pub fn picture(sc: &Scenario, f: &SolidField, rec: &Recorder) -> Canvas {
    let v = View::fit(f, TARGET_SIDE);
    let fs = if v.w() >= 900 { 2 } else { 1 };
    let rows = legend(sc, rec);
    let sh = strip::height(v.w(), fs, &rows);
    let mut c = Canvas::new(v.w(), v.h() + sh, pal::EMPTY);
    draw_map(&mut c, &v, f, sc.map.edges());
    let frames = rec.frames();
    let every = (frames / BOXES_PER_BODY).max(1);
    for (i, (path, spec)) in rec.solids.iter().zip(&sc.solids).enumerate() {
        let (strong, light) = (pal::moving(i), pal::moving_light(i));
        if spec.route.points.len() > 1 {
            draw_route(&mut c, &v, spec, light);
        }
        for (k, s) in path.iter().enumerate() {
            let sampled = k % every == 0 || k + 1 == path.len();
            if sampled || s.squished {
                draw_solid(
                    &mut c,
                    &v,
                    s,
                    spec.solid.kind,
                    strong,
                    light,
                    k + 1 == path.len(),
                );
            }
        }
        if let Some(first) = path.first() {
            let y = (v.oy(first.t) - (8 * fs + 2)).max(0);
            let w = crate::font::text_width(&spec.name) * fs;
            let x = v.ox(first.l).min(c.w - w - 2).max(0);
            c.text(x, y, fs, &spec.name, strong);
        }
    }
    for (i, path) in rec.paths.iter().enumerate() {
        let (strong, light) = (pal::body(i), pal::body_light(i));
        for (k, s) in path.iter().enumerate() {
            if k % every == 0 || k + 1 == path.len() {
                draw_box(&mut c, &v, s, strong, light);
            }
        }
        draw_path(&mut c, &v, path, strong);
    }
    for path in &rec.paths {
        draw_contacts(&mut c, &v, f, path);
    }
    for (i, (path, spec)) in rec.paths.iter().zip(&sc.bodies).enumerate() {
        if let Some(first) = path.first() {
            let (l, t, _, _) = rect(first);
            let y = (v.oy(t) - (8 * fs + 2)).max(0);
            let w = crate::font::text_width(&spec.name) * fs;
            let x = v.ox(l).min(c.w - w - 2).max(0);
            c.text(x, y, fs, &spec.name, pal::body(i));
        }
    }
    let title = format!(
        "{}  -  {}x{} tiles of {} px, {} frames, boxes every {} frames",
        sc.file,
        f.tiles().0,
        f.tiles().1,
        f.tile(),
        sc.frames,
        every
    );
    strip::draw(&mut c, v.h(), fs, &title, &rows);
    c
}

/// Writes an indexed-colour PNG.
pub fn save_png(path: &str, c: &Canvas) -> Result<(), InputError> {
    let err = |e: String| InputError::file(path, format!("cannot write the PNG: {e}"));
    let file = File::create(path).map_err(|e| err(e.to_string()))?;
    let mut enc = png::Encoder::new(BufWriter::new(file), c.w as u32, c.h as u32);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(pal::colors().concat());
    let mut w = enc.write_header().map_err(|e| err(e.to_string()))?;
    w.write_image_data(&c.px).map_err(|e| err(e.to_string()))?;
    w.finish().map_err(|e| err(e.to_string()))
}

/// `--png`: draws and writes the picture.
pub fn write_png(
    path: &str,
    sc: &Scenario,
    f: &SolidField,
    rec: &Recorder,
) -> Result<(), InputError> {
    save_png(path, &picture(sc, f, rec))
}
