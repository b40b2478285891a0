//! `tilestep check MAP` (the linter, in rustc style or JSON lines) and
//! `tilestep render MAP --png OUT.png` (the collision view of a map).

use crate::args::{CheckArgs, RenderArgs};
use crate::canvas::Canvas;
use crate::mapdraw::{draw_map, View};
use crate::palette as pal;
use crate::render::{save_png, TARGET_SIDE};
use crate::strip::{self, Item, Swatch};
use tilestep_check::solid::SolidField;
use tilestep_maps::lint::{self, LintOptions, Severity};
use tilestep_scenario::error::InputError;
use tilestep_scenario::mapsrc;

/// Runs `tilestep check`; returns the exit code (0 or 1). The report goes
/// to stdout; `Err` (exit 2) when the map can't be read at all.
pub fn check(a: &CheckArgs) -> Result<u8, InputError> {
    let loaded = mapsrc::load(&a.map, a.level.clone(), false)?;
    let diags = lint::lint(&loaded, &LintOptions::default());
    let count = |s: Severity| diags.iter().filter(|d| d.severity == s).count();
    let (errors, warnings, infos) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info),
    );
    let mut out = String::new();
    for d in &diags {
        if a.json {
            out.push_str(&lint::render_json(d, &a.map));
            out.push('\n');
        } else {
            out.push_str(&lint::render_text(d, &a.map, &loaded.map));
            out.push('\n');
        }
    }
    if !a.json {
        let plural = |n: usize, w: &str| format!("{n} {w}{}", if n == 1 { "" } else { "s" });
        if diags.is_empty() {
            out.push_str(&format!("{}: no problems found\n", a.map));
        } else {
            out.push_str(&format!(
                "{}: {}, {}, {}\n",
                a.map,
                plural(errors, "error"),
                plural(warnings, "warning"),
                plural(infos, "note")
            ));
        }
    }
    print!("{out}");
    Ok(u8::from(errors > 0 || (a.deny_warnings && warnings > 0)))
}

/// Runs `tilestep render`: the map as the engine collides with it (tiles
/// drawn from their solid pixels, one-way surfaces, edges), object points
/// as crosses with their names, and a legend.
pub fn render(a: &RenderArgs) -> Result<u8, InputError> {
    let loaded = mapsrc::load(&a.map, a.level.clone(), true)?;
    let map = &loaded.map;
    let f = SolidField::new(map);
    let v = View::fit(&f, TARGET_SIDE);
    let fs = if v.w() >= 900 { 2 } else { 1 };
    let tiles = crate::tile_legend::tile_items(map);
    let e = map.edges();
    let mut rows = vec![tiles];
    if !loaded.objects.is_empty() {
        rows.push(vec![Item::new(
            Swatch::Body(pal::body(0), pal::body_light(0)),
            "object point",
        )]);
    }
    let sh = strip::height(v.w(), fs, &rows);
    let mut c = Canvas::new(v.w(), v.h() + sh, pal::EMPTY);
    draw_map(&mut c, &v, &f, e);
    for o in &loaded.objects {
        let (x, y) = (v.ox(o.x), v.oy(o.y));
        let r = 3 * v.pen().max(2);
        c.line(x - r, y - r, x + r, y + r, 2, pal::body(0));
        c.line(x - r, y + r, x + r, y - r, 2, pal::body(0));
        let label = if o.name.is_empty() { &o.class } else { &o.name };
        c.text(x + r + 2, (y - r - 8 * fs).max(0), fs, label, pal::body(0));
    }
    let title = format!(
        "{}  -  {}x{} tiles of {} px, {} object{}",
        a.map,
        map.width(),
        map.height(),
        map.tile_size().px(),
        loaded.objects.len(),
        if loaded.objects.len() == 1 { "" } else { "s" }
    );
    strip::draw(&mut c, v.h(), fs, &title, &rows);
    save_png(&a.png, &c)?;
    println!("png: {}", a.png);
    Ok(0)
}
