//! `tilestep render MAP --png OUT.png`: the collision view of a map, or of
//! every level of an LDtk project in its world position (free and
//! GridVania layouts; linear layouts side by side), in one picture.

use crate::args::RenderArgs;
use crate::canvas::Canvas;
use crate::mapdraw::{draw_level, draw_map, View};
use crate::palette as pal;
use crate::render::{save_png, TARGET_SIDE};
use crate::strip::{self, Item, Swatch};
use tilestep_check::solid::SolidField;
use tilestep_maps::LoadedMap;
use tilestep_scenario::error::InputError;
use tilestep_scenario::mapsrc;

/// Runs `tilestep render`: the map as the engine collides with it (tiles
/// drawn from their solid pixels, one-way surfaces, edges), object points
/// as crosses with their names, and a legend. Every level of a project
/// unless `--level` picks one; a level that can't be loaded is the error.
pub fn render(a: &RenderArgs) -> Result<u8, InputError> {
    let levels = mapsrc::load_levels(&a.map.map, &a.map.keys.options())?;
    let maps = levels
        .into_iter()
        .map(|l| l.result.map_err(|e| mapsrc::load_error(&e)))
        .collect::<Result<Vec<LoadedMap>, InputError>>()?;
    let c = picture(&a.map.map, &maps);
    save_png(&a.png, &c)?;
    println!("png: {}", a.png);
    Ok(0)
}

/// A map's top-left corner and bottom-right corner in its world, px.
fn extent(m: &LoadedMap) -> ((i32, i32), (i32, i32)) {
    let clamp = |v: i64| v.clamp(-(1 << 28), 1 << 28) as i32;
    let t = m.map.tile_size().px();
    let lo = (clamp(m.origin.0), clamp(m.origin.1));
    (lo, (lo.0 + m.map.width() * t, lo.1 + m.map.height() * t))
}

/// The picture of `maps` (one map, or the levels of a world) with its
/// legend strip.
fn picture(file: &str, maps: &[LoadedMap]) -> Canvas {
    let (mut lo, mut hi) = extent(&maps[0]);
    for m in maps {
        let (l, h) = extent(m);
        lo = (lo.0.min(l.0), lo.1.min(l.1));
        hi = (hi.0.max(h.0), hi.1.max(h.1));
    }
    let t = maps[0].map.tile_size().px();
    let v = View::fit_area(lo, hi, (t / 2).max(8), TARGET_SIDE);
    let fs = if v.w() >= 900 { 2 } else { 1 };
    let rows = legend(maps);
    let sh = strip::height(v.w(), fs, &rows);
    let mut c = Canvas::new(v.w(), v.h() + sh, pal::OUTSIDE);
    for m in maps {
        let f = SolidField::new(&m.map);
        let lv = v.from(extent(m).0);
        if maps.len() == 1 {
            draw_map(&mut c, &lv, &f, m.map.edges());
        } else {
            draw_level(&mut c, &lv, &f, m.map.edges());
        }
        draw_objects(&mut c, &lv, m, fs);
    }
    strip::draw(&mut c, v.h(), fs, &title(file, maps), &rows);
    c
}

/// Each object point as a cross with its name.
fn draw_objects(c: &mut Canvas, v: &View, m: &LoadedMap, fs: i32) {
    for o in &m.objects {
        let (x, y) = (v.ox(o.x), v.oy(o.y));
        let r = 3 * v.pen().max(2);
        c.line(x - r, y - r, x + r, y + r, 2, pal::body(0));
        c.line(x - r, y + r, x + r, y - r, 2, pal::body(0));
        let label = if o.name.is_empty() { &o.class } else { &o.name };
        c.text(x + r + 2, (y - r - 8 * fs).max(0), fs, label, pal::body(0));
    }
}

/// The legend: the tile kinds of every map (each once), object points.
fn legend(maps: &[LoadedMap]) -> Vec<Vec<Item>> {
    let mut tiles: Vec<Item> = Vec::new();
    for m in maps {
        for it in crate::tile_legend::tile_items(&m.map) {
            if !tiles.contains(&it) {
                tiles.push(it);
            }
        }
    }
    let mut rows = vec![tiles];
    if maps.iter().any(|m| !m.objects.is_empty()) {
        rows.push(vec![Item::new(
            Swatch::Body(pal::body(0), pal::body_light(0)),
            "object point",
        )]);
    }
    rows
}

/// `FILE  -  24x10 tiles of 16 px, 1 object`, or for a world `FILE  -
/// 4 levels, 1200x800 px, 12 objects`.
fn title(file: &str, maps: &[LoadedMap]) -> String {
    let objects: usize = maps.iter().map(|m| m.objects.len()).sum();
    let plural = if objects == 1 { "" } else { "s" };
    if let [m] = maps {
        let map = &m.map;
        return format!(
            "{file}  -  {}x{} tiles of {} px, {objects} object{plural}",
            map.width(),
            map.height(),
            map.tile_size().px()
        );
    }
    let (lo, hi) = maps.iter().map(extent).fold(extent(&maps[0]), |a, b| {
        (
            (a.0 .0.min(b.0 .0), a.0 .1.min(b.0 .1)),
            (a.1 .0.max(b.1 .0), a.1 .1.max(b.1 .1)),
        )
    });
    format!(
        "{file}  -  {} levels, {}x{} px, {objects} object{plural}",
        maps.len(),
        hi.0 - lo.0,
        hi.1 - lo.1
    )
}
