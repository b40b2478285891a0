//! `tilestep nav MAP --body WxH [--preset NAME] [--from X,Y --to X,Y]
//! [--png OUT.png] [--format text|json]`: the navigation graph
//! (`tilestep-nav`) of one kind of body on a map, its size, and the plan
//! between two points, checked by simulation. Deterministic: no timings.

use crate::args::{MapArgs, NavArgs};
use crate::navdraw;
use crate::render::save_png;
use serde_json::{json, Value};
use tilestep::{Behaviours, ControllerConfig, PxPoint, Size, SubPoint};
use tilestep_maps::LoadedMap;
use tilestep_nav::{plan, ButtonRun, EdgeKind, NavBody, NavGraph, NavOptions};
use tilestep_nav::{Plan, PlanStep, Speed, Target};
use tilestep_scenario::error::InputError;
use tilestep_scenario::mapsrc;

/// What `tilestep nav` built and found: the level, the graph, the route.
pub struct Nav {
    /// The level navigated (the first, or `--level`'s).
    pub level: LoadedMap,
    /// The tiles' behaviours (a map file names none: the defaults).
    pub beh: Behaviours,
    /// The graph.
    pub graph: NavGraph,
    /// The plan asked for with `--from` and `--to`.
    pub route: Option<Route>,
}

/// A plan between two points, or why there is none.
pub struct Route {
    /// `--from` and `--to`, px.
    pub from: (i32, i32),
    /// `--to`, px.
    pub to: (i32, i32),
    /// The plan, or why none was made.
    pub plan: Result<Plan, String>,
    /// The body's origin at every frame of the plan, from its start
    /// (empty without a plan).
    pub track: Vec<SubPoint>,
}

/// Runs `tilestep nav`: prints the graph's size and the plan (text or
/// JSON), draws `--png`. Exit code 0, or 1 when no plan was found.
pub fn nav(a: &NavArgs) -> Result<u8, InputError> {
    let n = build(a)?;
    if let Some(p) = &a.png {
        save_png(p, &navdraw::picture(&a.map.map, a, &n))?;
    }
    if a.json {
        println!("{}", document(&n));
    } else {
        print!("{}", text(a, &n));
        if let Some(p) = &a.png {
            println!("png: {p}");
        }
    }
    match n.route.as_ref().map(|r| &r.plan) {
        Some(Err(why)) => {
            let r = n.route.as_ref().expect("a route");
            let (f, t) = (r.from, r.to);
            eprintln!(
                "error: no path from {},{} to {},{}: {why}",
                f.0, f.1, t.0, t.1
            );
            Ok(1)
        }
        _ => Ok(0),
    }
}

/// Loads the level, builds the graph and plans the route asked for.
fn build(a: &NavArgs) -> Result<Nav, InputError> {
    let level = load_level(&a.map)?;
    let size = body_size(a, &level)?;
    let config = ControllerConfig::preset(&a.preset)
        .ok_or_else(|| InputError::usage(format!("--preset {:?}: no such preset", a.preset)))?;
    let beh = Behaviours::default();
    let body = NavBody::new(size, config);
    let graph = NavGraph::build(&level.map, &beh, body, NavOptions::default());
    let mut n = Nav {
        level,
        beh,
        graph,
        route: None,
    };
    if let Some((from, to)) = a.route {
        inside(&n.level, "--from", from)?;
        inside(&n.level, "--to", to)?;
        n.route = Some(route(&n, from, to));
    }
    Ok(n)
}

/// The first level of the map file, or `--level`'s, as `render` loads it.
fn load_level(m: &MapArgs) -> Result<LoadedMap, InputError> {
    let levels = mapsrc::load_levels(&m.map, &m.keys.options())?;
    let first = levels
        .into_iter()
        .next()
        .ok_or_else(|| InputError::file(&m.map, "the map has no level to navigate"))?;
    first.result.map_err(|e| mapsrc::load_error(&e))
}

/// The map's size, px.
fn map_px(level: &LoadedMap) -> (i32, i32) {
    let t = level.map.tile_size().px();
    (level.map.width() * t, level.map.height() * t)
}

/// `--body`, refused when the body is wider or taller than the map.
fn body_size(a: &NavArgs, level: &LoadedMap) -> Result<Size, InputError> {
    let (w, h) = a.body;
    let (mw, mh) = map_px(level);
    if w > mw || h > mh {
        return Err(InputError::usage(format!(
            "--body {w}x{h}: larger than the map ({mw}x{mh} px)"
        )));
    }
    Size::try_new(w, h).map_err(|e| InputError::usage(format!("--body {w}x{h}: {e}")))
}

/// Refuses a point outside the map.
fn inside(level: &LoadedMap, name: &str, p: (i32, i32)) -> Result<(), InputError> {
    let (mw, mh) = map_px(level);
    if (0..mw).contains(&p.0) && (0..mh).contains(&p.1) {
        return Ok(());
    }
    Err(InputError::usage(format!(
        "{name} {},{}: outside the map (x 0 to {}, y 0 to {} px)",
        p.0,
        p.1,
        mw - 1,
        mh - 1
    )))
}

/// The body standing on the place below `from`, and its plan to `to`.
fn route(n: &Nav, from: (i32, i32), to: (i32, i32)) -> Route {
    let (map, g) = (&n.level.map, &n.graph);
    let mut r = Route {
        from,
        to,
        plan: Err(String::new()),
        track: Vec::new(),
    };
    let at = PxPoint::new(from.0, from.1);
    let Some(start) = g.standing_at(map, &n.beh, at, map_px(&n.level).1) else {
        let s = g.body().size;
        r.plan = Err(format!(
            "--from {},{}: no place below it where a {}x{} body stands",
            from.0,
            from.1,
            s.w().0,
            s.h().0
        ));
        return r;
    };
    let target = Target::Point(PxPoint::new(to.0, to.1));
    r.plan = plan(g, map, &n.beh, &start, target).map_err(|e| e.to_string());
    if let Ok(p) = &r.plan {
        r.track = p.track(g, map, &n.beh, &start);
    }
    r
}

/// How many edges of each drawn kind: walk, walk-off, drop, jump, ladder.
pub fn edge_counts(g: &NavGraph) -> [(EdgeKind, usize); 5] {
    [
        EdgeKind::Walk,
        EdgeKind::WalkOff,
        EdgeKind::Drop,
        EdgeKind::Jump,
        EdgeKind::Ladder,
    ]
    .map(|k| (k, g.edges().iter().filter(|e| e.kind == k).count()))
}

/// `RJ x12, R x30` (`-` for no buttons), or `none`.
fn runs_text(runs: &[ButtonRun]) -> String {
    if runs.is_empty() {
        return "none".to_string();
    }
    let each: Vec<String> = runs
        .iter()
        .map(|r| format!("{} x{}", r.buttons.letters().as_str(), r.frames))
        .collect();
    each.join(", ")
}

/// `[["RJ", 12], ["R", 30]]`.
fn runs_json(runs: &[ButtonRun]) -> Value {
    runs.iter()
        .map(|r| json!([r.buttons.letters().as_str(), r.frames]))
        .collect()
}

/// The header line, the graph's size, then the plan or why there is none.
fn text(a: &NavArgs, n: &Nav) -> String {
    let map = &n.level.map;
    let level = n.level.level.as_ref();
    let mut out = format!(
        "{}{}: {}x{} tiles of {} px; body {}x{}, preset {}\n",
        a.map.map,
        level.map_or(String::new(), |l| format!(", level {l:?}")),
        map.width(),
        map.height(),
        map.tile_size().px(),
        a.body.0,
        a.body.1,
        a.preset
    );
    let st = n.graph.stats();
    let kinds: Vec<String> = edge_counts(&n.graph)
        .iter()
        .map(|(k, c)| format!("{c} {}", k.name()))
        .collect();
    out += &format!(
        "graph: {} places, {} segments, {} samples, {} edges ({}), {} sims\n",
        st.places,
        st.segments,
        st.samples,
        st.edges,
        kinds.join(", "),
        st.sims
    );
    if let Some(r) = &n.route {
        out += &route_text(n, r);
    }
    out
}

/// The plan: frames, each step, the buttons and where it ends.
fn route_text(n: &Nav, r: &Route) -> String {
    let (f, t) = (r.from, r.to);
    let head = format!("plan from {},{} to {},{}", f.0, f.1, t.0, t.1);
    let p = match &r.plan {
        Ok(p) => p,
        Err(why) => return format!("{head}: no path: {why}\n"),
    };
    let mut out = format!("{head}: {} frames, {} steps\n", p.frames, p.steps.len());
    for (i, s) in p.steps.iter().enumerate() {
        out += &format!("  {}. {}\n", i + 1, step_text(n, p, s));
    }
    out += &format!("buttons: {}\n", runs_text(&p.buttons));
    let (x, y) = (p.end.x.0, p.end.y.0);
    out += &format!("end: {x},{y} subpx ({},{} px)\n", x >> 8, y >> 8);
    out
}

/// `jump: from x 120, running right; script RJ x12, R x30; lands on
/// segment 3 (x 96..=143)`; a walk goes `to` its place.
fn step_text(n: &Nav, p: &Plan, s: &PlanStep) -> String {
    let walk = s.kind == EdgeKind::Walk;
    let lead = match s.lead {
        Some(l) => {
            let speed = match l.speed {
                Speed::Rest => "at rest".to_string(),
                sp => format!("running {}", sp.name()),
            };
            format!("{} x {}, {speed}", if walk { "to" } else { "from" }, l.x)
        }
        None => "from where it is".to_string(),
    };
    let seg = n.graph.segments().get(s.lands_on as usize);
    let span = seg.map_or(String::new(), |g| format!(" (x {}..={})", g.x0, g.x1));
    format!(
        "{}: {lead}; script {}; {} segment {}{span}",
        s.kind.name(),
        runs_text(p.script(s)),
        if walk { "on" } else { "lands on" },
        s.lands_on
    )
}

/// `{"graph": {...}, "plan": {...} | null}`, and `"no_path"` when a plan
/// was asked for and none found.
fn document(n: &Nav) -> Value {
    let st = n.graph.stats();
    let mut doc = json!({
        "graph": {
            "places": st.places,
            "segments": st.segments,
            "samples": st.samples,
            "edges": st.edges,
            "sims": st.sims,
        },
        "plan": Value::Null,
    });
    match n.route.as_ref().map(|r| &r.plan) {
        Some(Ok(p)) => doc["plan"] = plan_json(p),
        Some(Err(why)) => doc["no_path"] = json!(why),
        None => {}
    }
    doc
}

/// A plan as JSON: frames, steps, buttons and where it ends (subpixels).
fn plan_json(p: &Plan) -> Value {
    let steps: Vec<Value> = p
        .steps
        .iter()
        .map(|s| {
            let lead = s.lead.map_or(
                Value::Null,
                |l| json!({"x": l.x, "speed": l.speed.name(), "segment": l.segment}),
            );
            json!({
                "kind": s.kind.name(),
                "lead": lead,
                "script": runs_json(p.script(s)),
                "lands_on": s.lands_on,
            })
        })
        .collect();
    json!({
        "frames": p.frames,
        "steps": steps,
        "buttons": runs_json(&p.buttons),
        "end": [p.end.x.0, p.end.y.0],
    })
}
