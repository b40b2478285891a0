//! `tilestep nav --png`: the map as `render` draws it, the graph over it
//! (segments as thick lines just above the surfaces they run along,
//! samples as dots, the jump, drop and walk-off edges as straight lines from
//! sample to sample in their kind's colour; walks are left out, their
//! segments show them) and the plan's track with its start and end.

use crate::args::NavArgs;
use crate::canvas::Canvas;
use crate::mapdraw::{draw_map, View};
use crate::navcmd::{edge_counts, Nav, Route};
use crate::palette as pal;
use crate::render::TARGET_SIDE;
use crate::strip::{self, Item, Swatch};
use tilestep::SubPoint;
use tilestep_check::solid::SolidField;
use tilestep_nav::{EdgeKind, NavGraph, Sample};

/// The picture: map, graph, track and a legend strip.
pub fn picture(file: &str, a: &NavArgs, n: &Nav) -> Canvas {
    let f = SolidField::new(&n.level.map);
    let v = View::fit(&f, TARGET_SIDE);
    let fs = if v.w() >= 900 { 2 } else { 1 };
    let rows = legend(n);
    let sh = strip::height(v.w(), fs, &rows);
    let mut c = Canvas::new(v.w(), v.h() + sh, pal::EMPTY);
    draw_map(&mut c, &v, &f, n.level.map.edges());
    draw_segments(&mut c, &v, &n.graph);
    draw_edges(&mut c, &v, &n.graph);
    draw_samples(&mut c, &v, &n.graph);
    if let Some(r) = &n.route {
        draw_track(&mut c, &v, n, r, fs);
    }
    strip::draw(&mut c, v.h(), fs, &title(file, a, n), &rows);
    c
}

/// A segment's thickness, output px.
fn thick(v: &View) -> i32 {
    2 * v.pen()
}

/// Each segment: every place's row, a thick line just above its surface.
fn draw_segments(c: &mut Canvas, v: &View, g: &NavGraph) {
    let t = thick(v);
    for (i, s) in g.segments().iter().enumerate() {
        for x in s.x0..=s.x1 {
            for &py in g.rows(i as u32, x) {
                let (y, x0, x1) = (v.oy(py), v.ox(x), v.ox(x + 1).max(v.ox(x) + 1));
                c.fill(x0, y - t, x1, y, pal::NAV_SEGMENT);
            }
        }
    }
}

/// Where a sample is drawn: the middle of its column, on its segment's
/// line.
fn at(v: &View, s: &Sample) -> (i32, i32) {
    (v.ox(s.x) + v.pen() / 2, v.oy(s.py) - thick(v) / 2)
}

/// Each sample as a small square dot.
fn draw_samples(c: &mut Canvas, v: &View, g: &NavGraph) {
    let r = v.pen().max(2);
    for s in g.samples() {
        let (x, y) = at(v, s);
        c.fill(x - r, y - r, x + r + 1, y + r + 1, pal::NAV_SAMPLE);
    }
}

/// The colour of an edge kind; `None` for those not drawn (walks).
fn kind_color(k: EdgeKind) -> Option<u8> {
    match k {
        EdgeKind::WalkOff => Some(pal::NAV_WALK_OFF),
        EdgeKind::Drop => Some(pal::NAV_DROP),
        EdgeKind::Jump => Some(pal::NAV_JUMP),
        EdgeKind::Ladder => Some(pal::NAV_LADDER),
        EdgeKind::Walk | EdgeKind::Fall => None,
    }
}

/// The jump, drop, walk-off and ladder edges, straight from sample to
/// sample, the rarer kinds over the jumps.
fn draw_edges(c: &mut Canvas, v: &View, g: &NavGraph) {
    let samples = g.samples();
    for kind in [
        EdgeKind::Jump,
        EdgeKind::Drop,
        EdgeKind::WalkOff,
        EdgeKind::Ladder,
    ] {
        let Some(color) = kind_color(kind) else {
            continue;
        };
        for e in g.edges().iter().filter(|e| e.kind == kind) {
            let a = &samples[NavGraph::state_parts(e.from).0 as usize];
            let b = &samples[NavGraph::state_parts(e.to).0 as usize];
            let ((x0, y0), (x1, y1)) = (at(v, a), at(v, b));
            c.line(x0, y0, x1, y1, 1, color);
        }
    }
}

/// Output point of an origin in subpixels (to the output pixel).
fn out_px(v: &View, p: SubPoint) -> (i32, i32) {
    let scale = |s: i32, o: i32| {
        let d = (i64::from(s) - i64::from(o) * 256) * i64::from(v.num);
        d.div_euclid(256 * i64::from(v.den)) as i32
    };
    (scale(p.x.0, v.x0), scale(p.y.0, v.y0))
}

/// The plan's track (the body's origin every frame), its box at the
/// start (outlined) and the end (filled corners), labelled.
fn draw_track(c: &mut Canvas, v: &View, n: &Nav, r: &Route, fs: i32) {
    let pen = v.pen().max(2);
    for w in r.track.windows(2) {
        let ((x0, y0), (x1, y1)) = (out_px(v, w[0]), out_px(v, w[1]));
        c.line(x0, y0, x1, y1, pen, pal::NAV_TRACK);
    }
    let (Some(&first), Some(&last)) = (r.track.first(), r.track.last()) else {
        return;
    };
    let size = n.graph.body().size;
    for (p, label) in [(first, "start"), (last, "end")] {
        let (x, y) = out_px(v, p);
        let (hw, h) = (size.w().0 * v.num / v.den / 2, size.h().0 * v.num / v.den);
        c.frame(x - hw, y - h, x + hw + 1, y + 1, pen, pal::NAV_TRACK);
        c.text(
            x - hw,
            (y - h - 8 * fs - 2).max(0),
            fs,
            label,
            pal::NAV_TRACK,
        );
    }
}

/// The legend: the tile kinds, then the graph's parts and the track.
fn legend(n: &Nav) -> Vec<Vec<Item>> {
    let tiles = crate::tile_legend::tile_items(&n.level.map);
    let mut nav = vec![
        Item::new(Swatch::Line(pal::NAV_SEGMENT), "segment"),
        Item::new(Swatch::Fill(pal::NAV_SAMPLE), "sample"),
    ];
    for (kind, count) in edge_counts(&n.graph) {
        if let Some(color) = kind_color(kind) {
            nav.push(Item::new(
                Swatch::Line(color),
                format!("{} ({count})", kind.name()),
            ));
        }
    }
    if n.route.is_some() {
        nav.push(Item::new(Swatch::Line(pal::NAV_TRACK), "plan"));
    }
    vec![tiles, nav]
}

/// `FILE  -  40x20 tiles of 16 px, body 12x24 (nes), 120 frames`.
fn title(file: &str, a: &NavArgs, n: &Nav) -> String {
    let map = &n.level.map;
    let plan = match n.route.as_ref().map(|r| &r.plan) {
        Some(Ok(p)) => format!(", plan {} frames", p.frames),
        Some(Err(_)) => ", no path".to_string(),
        None => String::new(),
    };
    format!(
        "{file}  -  {}x{} tiles of {} px, body {}x{} ({}){plan}",
        map.width(),
        map.height(),
        map.tile_size().px(),
        a.body.0,
        a.body.1,
        a.preset
    )
}
