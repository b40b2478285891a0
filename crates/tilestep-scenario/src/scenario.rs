//! A scenario file (`docs/scenarios.md`) checked and turned into a map, bodies
//! and their input phases. Every problem is a [`InputError`] naming the file,
//! the line and what is wrong.
//!
//! Defaults: `tile_size = 16`; `[edges]` left and right `solid`, top and
//! bottom `open`; body `name` = `body0`, `body1`, ...; `velocity = [0, 0]`;
//! `gravity = 0.25`; `max_fall = 6.0`; no input phases (velocity untouched,
//! no jump). `frames`, a map (`map` or `map_file`), and each body's `size` and
//! `start` are required.
//!
//! Moving solids (`[[solid]]`, an extension in `docs/scenarios.md`): `name` =
//! `solid0`, `solid1`, ...; `kind = "solid"`; `waypoints = []` (it stays
//! put); `loop = "ping_pong"`; `wait = 0`; `start_frame = 1`; no tag. `pos`
//! and `size` are required, and `speed` when there are waypoints. Body
//! options: `inherit`, `solid`, `pushable` (all false; `pushable` implies
//! `solid`), `push_speed = 1.0` (pushable bodies only).

use crate::controlspec::{behaviours, controller, ControlSpec};
use crate::error::{line_of, InputError};
use crate::raw::{explain, RawBody, RawPhase, RawScenario, RawSolid, Val};
use crate::values::{
    boolean, integer, number, pair_list_subpx, pair_subpx, string, subpx, to_subpx, Src,
};
use crate::{legend, mapsrc};
use tilestep::{
    Behaviours, Body, EdgePolicy, Edges, Gravity, Size, Solid, SolidKind, SubPoint, TileMap,
    TileSize, MAX_BODY_PX, MAX_TAG,
};
use toml::Spanned;

/// Most frames a scenario may run.
pub const MAX_FRAMES: i64 = 10_000_000;

/// Most bodies a scenario may hold.
pub const MAX_BODIES: usize = 100_000;

/// One input phase of a body, in subpixels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Phase {
    /// Length in frames (at least 1; the last phase holds to the end).
    pub frames: u32,
    /// Horizontal speed set every frame of the phase.
    pub vx: Option<i32>,
    /// Added to the horizontal speed every frame when `vx` is absent.
    pub ax: i32,
    /// Speed against gravity on the phase's first frame, if standing.
    pub jump: Option<i32>,
    /// Fall through one-way surfaces during the phase.
    pub drop: bool,
    /// Reverse gravity on the phase's first frame.
    pub flip_gravity: bool,
}

/// A body as the scenario starts it.
#[derive(Clone, Debug)]
pub struct BodySpec {
    /// Its name in the summary and trace.
    pub name: String,
    /// The line of its `[[body]]` header.
    pub line: usize,
    /// Start state (origin, velocity, size, gravity direction).
    pub body: Body,
    /// Signed gravity acceleration, subpixels/frame² (+ = down).
    pub g: i32,
    /// Cap on the speed along gravity, subpixels/frame.
    pub max_fall: i32,
    /// Input phases, in order.
    pub phases: Vec<Phase>,
    /// Solid to the other bodies (`solid = true`, or pushable).
    pub solid: bool,
    /// Pushed by bodies walking into it (`pushable = true`).
    pub pushable: bool,
    /// Speed when pushed, subpixels/frame.
    pub push_speed: i32,
    /// Moved by a character controller (`[body.controller]`).
    pub control: Option<ControlSpec>,
    /// A push waiting for its first step, subpixels/frame (`pushed`).
    pub pushed: Option<i32>,
    /// Standing at the start as given (`standing`), instead of the
    /// contract's test.
    pub standing: Option<bool>,
}

/// Most moving solids a scenario may hold.
pub const MAX_SOLIDS: usize = 10_000;

/// Most waypoints one moving solid may hold.
pub const MAX_WAYPOINTS: usize = 10_000;

/// Fastest a moving solid may move, px/frame (the core's clamp).
pub const MAX_SOLID_SPEED_PX: f64 = 127.0;

/// What a moving solid does after its last waypoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Looping {
    /// Back to its start position, and round again.
    Cycle,
    /// Back through the waypoints to its start, and out again.
    PingPong,
    /// Stays at the last waypoint.
    Stop,
}

impl Looping {
    /// The name used in the scenario file.
    pub fn name(self) -> &'static str {
        match self {
            Looping::Cycle => "cycle",
            Looping::PingPong => "ping_pong",
            Looping::Stop => "stop",
        }
    }
}

/// The name of a solid kind in the scenario file ([`SolidKind::name`]).
pub fn kind_name(k: SolidKind) -> &'static str {
    k.name()
}

/// A moving solid as the scenario starts it.
#[derive(Clone, Debug)]
pub struct SolidSpec {
    /// Its name in the summary and trace.
    pub name: String,
    /// The line of its `[[solid]]` header.
    pub line: usize,
    /// Start state: position (top-left, subpixels), size, kind, tag.
    pub solid: Solid,
    /// The points it moves through, subpixels, top-left: its start
    /// position first, then the waypoints.
    pub points: Vec<SubPoint>,
    /// Speed along the axis with more distance left, subpixels/frame.
    pub speed: i32,
    /// What it does after the last point.
    pub looping: Looping,
    /// Frames it waits on reaching each point.
    pub wait: u32,
    /// The first frame it moves on.
    pub start_frame: u32,
    /// Where along its route it starts, when mid-route (`origin`,
    /// `heading`, `returning`, `waiting`, `arrived`).
    pub resume: Option<Resume>,
}

/// A moving solid's progress along its points when a scenario starts it
/// mid-route (a capture).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resume {
    /// Index of the point it heads for (0 = its origin).
    pub heading: usize,
    /// On its way back (`ping_pong`).
    pub returning: bool,
    /// Frames still to wait where it is.
    pub waiting: u32,
    /// Nowhere more to go.
    pub arrived: bool,
}

/// A checked scenario.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The file name as given (or `built-in tour`).
    pub file: String,
    /// The map.
    pub map: TileMap,
    /// Frames to run.
    pub frames: u32,
    /// The bodies, in file order.
    pub bodies: Vec<BodySpec>,
    /// The moving solids, in file order.
    pub solids: Vec<SolidSpec>,
    /// What tagged tiles do to controlled bodies (`[[behaviour]]`).
    pub behaviours: Behaviours,
    /// The map's part of the file as TOML (`tile_size`, `map` or an
    /// absolute `map_file`, `level`, `[edges]`, `[legend]`), for writing
    /// captures that load the same map.
    pub map_toml: String,
}

/// Parses and checks a scenario. `file` is the name errors use; `map_file`
/// is read relative to its folder.
pub fn parse(file: &str, text: &str) -> Result<Scenario, InputError> {
    let nl = crate::values::newlines(text);
    let src = Src {
        file,
        text,
        newlines: &nl,
    };
    let raw: RawScenario = toml::from_str(text).map_err(|e| {
        let line = e.span().map_or(1, |s| line_of(text, s.start));
        InputError::at(file, line, explain(e.message()))
    })?;
    if is_blank(text) {
        return Err(InputError::at(
            file,
            1,
            "the scenario is empty: it needs frames, a map and at least one [[body]]",
        ));
    }
    let frames = match &raw.frames {
        Some(v) => integer(src, "frames", v, 0..MAX_FRAMES + 1)? as u32,
        None => return Err(InputError::at(file, 1, "missing required key \"frames\"")),
    };
    let tile_size = match &raw.tile_size {
        Some(v) => {
            let t = integer(src, "tile_size", v, 0..i64::from(u32::MAX))? as u32;
            TileSize::new(t).map_err(|_| {
                src.err(
                    &v.span(),
                    format!(
                        "tile_size {t} is out of range: it must be an even number from 4 to 256"
                    ),
                )
            })?;
            t
        }
        None => 16,
    };
    let legend = match &raw.legend {
        Some(l) => legend::build(src, l, tile_size)?,
        None => Default::default(),
    };
    if let (Some(l), None) = (&raw.level, &raw.map_file) {
        return Err(src.err(
            &l.span(),
            "\"level\" needs a map_file naming an LDtk (.ldtk) map",
        ));
    }
    let (mfile, at) = match (&raw.map, &raw.map_file) {
        (Some(m), None) => (
            mapsrc::MapFile::Text(mapsrc::inline(src, m)?),
            src.line(&m.span()),
        ),
        (None, Some(m)) => (
            mapsrc::from_file(src, m, raw.level.as_ref())?,
            src.line(&m.span()),
        ),
        (Some(_), Some(m)) => {
            return Err(src.err(&m.span(), "give either \"map\" or \"map_file\", not both"))
        }
        (None, None) => {
            return Err(InputError::at(
                file,
                1,
                "missing required key \"map\" (or \"map_file\")",
            ))
        }
    };
    let map = match mfile {
        mapsrc::MapFile::Text(t) => {
            let edges = edges(src, &raw, Edges::default())?;
            mapsrc::build(&t, tile_size, &legend, edges, (file, at))?
        }
        mapsrc::MapFile::Editor(loaded) => {
            let mut map = loaded.map;
            if let Some(v) = &raw.tile_size {
                if tile_size as i32 != map.tile_size() {
                    return Err(src.err(
                        &v.span(),
                        format!(
                            "tile_size {tile_size} differs from the map file's {} px tiles; leave tile_size out",
                            map.tile_size()
                        ),
                    ));
                }
            }
            if raw.legend.is_some() {
                return Err(InputError::at(
                    file,
                    at,
                    "[legend] applies to ASCII maps; this map_file is a Tiled/LDtk map",
                ));
            }
            let edges = edges(src, &raw, map.edges())?;
            map.set_edges(edges);
            map
        }
    };
    let raws = raw.body.as_deref().unwrap_or(&[]);
    if raws.is_empty() {
        return Err(InputError::at(
            file,
            1,
            "no [[body]]: a scenario needs at least one",
        ));
    }
    if raws.len() > MAX_BODIES {
        return Err(InputError::at(
            file,
            src.line(&raws[MAX_BODIES].span()),
            format!("too many bodies (at most {MAX_BODIES})"),
        ));
    }
    let mut bodies: Vec<BodySpec> = Vec::with_capacity(raws.len());
    for (i, rb) in raws.iter().enumerate() {
        let b = body(src, i, rb, &map)?;
        if let Some(prev) = bodies.iter().find(|p| p.name == b.name) {
            return Err(InputError::at(
                file,
                b.line,
                format!(
                    "body name {:?} is already used by the body on line {}",
                    b.name, prev.line
                ),
            ));
        }
        bodies.push(b);
    }
    let rsolids = raw.solid.as_deref().unwrap_or(&[]);
    if rsolids.len() > MAX_SOLIDS {
        return Err(InputError::at(
            file,
            src.line(&rsolids[MAX_SOLIDS].span()),
            format!("too many solids (at most {MAX_SOLIDS})"),
        ));
    }
    let mut solids: Vec<SolidSpec> = Vec::with_capacity(rsolids.len());
    for (i, rs) in rsolids.iter().enumerate() {
        let s = solid(src, i, rs)?;
        let prev = bodies
            .iter()
            .map(|p| ("body", &p.name, p.line))
            .chain(solids.iter().map(|p| ("solid", &p.name, p.line)))
            .find(|p| *p.1 == s.name);
        if let Some((what, _, at)) = prev {
            return Err(InputError::at(
                file,
                s.line,
                format!(
                    "solid name {:?} is already used by the {what} on line {at}",
                    s.name
                ),
            ));
        }
        if s.solid.kind == SolidKind::Solid {
            if let Some(b) = bodies.iter().find(|b| core_meets(&b.body, &s.solid)) {
                return Err(InputError::at(
                    file,
                    s.line,
                    format!(
                        "solid {:?} starts over the core of body {:?} (line {})",
                        s.name, b.name, b.line
                    ),
                ));
            }
        }
        solids.push(s);
    }
    // Nothing starts overlapping: no body's core in a solid body's box.
    for b in &bodies {
        if let Some(o) = bodies
            .iter()
            .find(|o| o.solid && o.line != b.line && core_meets(&b.body, &o.body.as_solid()))
        {
            return Err(InputError::at(
                file,
                b.line,
                format!(
                    "body {:?} starts with its core in the box of solid body {:?} (line {})",
                    b.name, o.name, o.line
                ),
            ));
        }
    }
    let behaviours = behaviours(src, raw.behaviour.as_deref().unwrap_or(&[]))?;
    let map_toml = crate::mapsrc::map_toml(src, &raw, &map);
    Ok(Scenario {
        file: file.to_string(),
        map,
        frames,
        bodies,
        solids,
        behaviours,
        map_toml,
    })
}

/// True when the box of the full solid `s` holds a pixel of the core of `b`
/// (`docs/contract.md`: column `x` of the core is rows `top + d ..= bottom - 1 - d`,
/// `d = |x - px|`).
fn core_meets(b: &Body, s: &Solid) -> bool {
    let q = s.rect();
    (q.left.0..q.right.0).any(|x| {
        b.core_rows(tilestep::Px(x))
            .is_some_and(|rows| rows.start < q.bottom.0 && q.top.0 < rows.end)
    })
}

/// A name: 1 to 64 letters, digits, '_', '-' or '.'.
fn name_of(src: Src, what: &str, v: &Val) -> Result<String, InputError> {
    let n = string(src, "name", v)?;
    let ok = !n.is_empty()
        && n.chars().count() <= 64
        && n.chars().all(|c| c.is_alphanumeric() || "_-.".contains(c));
    if !ok {
        return Err(src.err(
            &v.span(),
            format!("{what} name {n:?} must be 1 to 64 letters, digits, '_', '-' or '.'"),
        ));
    }
    Ok(n.to_string())
}

fn solid(src: Src, i: usize, rs: &Spanned<RawSolid>) -> Result<SolidSpec, InputError> {
    let line = src.line(&rs.span());
    let r = rs.get_ref();
    let missing = |key: &str| {
        InputError::at(
            src.file,
            line,
            format!("missing required key {key:?} in [[solid]]"),
        )
    };
    let name = match &r.name {
        Some(v) => name_of(src, "solid", v)?,
        None => format!("solid{i}"),
    };
    let kind = match &r.kind {
        Some(v) => {
            let other = string(src, "kind", v)?;
            SolidKind::from_name(other).ok_or_else(|| {
                src.err(
                    &v.span(),
                    format!(
                        "solid kind must be \"solid\", \"one_way\" or \"one_way_under\", found {other:?}"
                    ),
                )
            })?
        }
        None => SolidKind::Solid,
    };
    let pos = pair_subpx(src, "pos", r.pos.as_ref().ok_or_else(|| missing("pos"))?)?;
    let sv = r.size.as_ref().ok_or_else(|| missing("size"))?;
    let size = crate::values::int_list(src, "size", sv, Some(2), 1..(1 << 21) + 1)?;
    let waypoints = match &r.waypoints {
        Some(v) => {
            let w = pair_list_subpx(src, "waypoints", v)?;
            if w.len() > MAX_WAYPOINTS {
                return Err(src.err(
                    &v.span(),
                    format!("too many waypoints (at most {MAX_WAYPOINTS})"),
                ));
            }
            w
        }
        None => Vec::new(),
    };
    let speed = match &r.speed {
        Some(v) => {
            let x = number(src, "speed", v)?;
            if !(x > 0.0 && x <= MAX_SOLID_SPEED_PX) || to_subpx(x) == 0 {
                return Err(src.err(
                    &v.span(),
                    format!("\"speed\" must be more than 0 and at most 127 px/frame, found {x}"),
                ));
            }
            to_subpx(x)
        }
        None if waypoints.is_empty() => 0,
        None => {
            return Err(InputError::at(
                src.file,
                line,
                "missing required key \"speed\" in [[solid]] (it has waypoints)",
            ))
        }
    };
    let looping = match &r.looping {
        Some(v) => match string(src, "loop", v)? {
            "cycle" => Looping::Cycle,
            "ping_pong" => Looping::PingPong,
            "stop" => Looping::Stop,
            other => {
                return Err(src.err(
                    &v.span(),
                    format!(
                        "\"loop\" must be \"cycle\", \"ping_pong\" or \"stop\", found {other:?}"
                    ),
                ))
            }
        },
        None => Looping::PingPong,
    };
    let wait = match &r.wait {
        Some(v) => integer(src, "wait", v, 0..MAX_FRAMES + 1)? as u32,
        None => 0,
    };
    let start_frame = match &r.start_frame {
        Some(v) => integer(src, "start_frame", v, 1..MAX_FRAMES + 1)? as u32,
        None => 1,
    };
    let mut solid = Solid::new(
        SubPoint::new(pos[0], pos[1]),
        Size::new(size[0] as i32, size[1] as i32),
        kind,
    );
    if let Some(v) = &r.tag {
        solid.tag = Some(integer(src, "tag", v, 0..MAX_TAG as i64 + 1)? as u8);
    }
    let origin = match &r.origin {
        Some(v) => {
            let o = pair_subpx(src, "origin", v)?;
            SubPoint::new(o[0], o[1])
        }
        None => solid.pos,
    };
    let points: Vec<SubPoint> = std::iter::once(origin)
        .chain(waypoints.iter().map(|w| SubPoint::new(w[0], w[1])))
        .collect();
    let resume = resume(src, r, points.len())?;
    Ok(SolidSpec {
        name,
        line,
        solid,
        points,
        speed,
        looping,
        wait,
        start_frame,
        resume,
    })
}

/// The mid-route keys of a `[[solid]]` (all optional; any one makes it
/// start mid-route).
fn resume(src: Src, r: &RawSolid, points: usize) -> Result<Option<Resume>, InputError> {
    if r.origin.is_none()
        && r.heading.is_none()
        && r.returning.is_none()
        && r.waiting.is_none()
        && r.arrived.is_none()
    {
        return Ok(None);
    }
    let heading = match &r.heading {
        Some(v) => integer(src, "heading", v, 0..points as i64)? as usize,
        None => 1.min(points - 1),
    };
    let flag = |key: &str, v: &Option<Val>| v.as_ref().map_or(Ok(false), |v| boolean(src, key, v));
    Ok(Some(Resume {
        heading,
        returning: flag("returning", &r.returning)?,
        waiting: match &r.waiting {
            Some(v) => integer(src, "waiting", v, 0..MAX_FRAMES + 1)? as u32,
            None => 0,
        },
        arrived: flag("arrived", &r.arrived)?,
    }))
}

/// True when the text holds nothing but whitespace and comments.
fn is_blank(text: &str) -> bool {
    text.lines().all(|l| {
        let l = l.trim();
        l.is_empty() || l.starts_with('#')
    })
}

/// `[edges]` over `base` (the defaults, or what a Tiled map's properties say).
fn edges(src: Src, raw: &RawScenario, base: Edges) -> Result<Edges, InputError> {
    let mut e = base;
    let Some(re) = &raw.edges else {
        return Ok(e);
    };
    let re = re.get_ref();
    for (key, v, slot) in [
        ("left", &re.left, &mut e.left),
        ("right", &re.right, &mut e.right),
        ("top", &re.top, &mut e.top),
        ("bottom", &re.bottom, &mut e.bottom),
    ] {
        if let Some(v) = v {
            let other = string(src, key, v)?;
            *slot = EdgePolicy::from_name(other).ok_or_else(|| {
                src.err(
                    &v.span(),
                    format!("edge {key:?} must be \"solid\" or \"open\", found {other:?}"),
                )
            })?;
        }
    }
    Ok(e)
}

fn body(src: Src, i: usize, rb: &Spanned<RawBody>, map: &TileMap) -> Result<BodySpec, InputError> {
    let line = src.line(&rb.span());
    let r = rb.get_ref();
    let missing = |key: &str| {
        InputError::at(
            src.file,
            line,
            format!("missing required key {key:?} in [[body]]"),
        )
    };
    let name = match &r.name {
        Some(v) => name_of(src, "body", v)?,
        None => format!("body{i}"),
    };
    let sv = r.size.as_ref().ok_or_else(|| missing("size"))?;
    let size = crate::values::int_list(src, "size", sv, Some(2), 1..MAX_BODY_PX as i64 + 1)?;
    let start = pair_subpx(
        src,
        "start",
        r.start.as_ref().ok_or_else(|| missing("start"))?,
    )?;
    let vel = match &r.velocity {
        Some(v) => pair_subpx(src, "velocity", v)?,
        None => [0, 0],
    };
    let gpx = match &r.gravity {
        Some(v) => number(src, "gravity", v)?,
        None => 0.25,
    };
    let max_fall = match &r.max_fall {
        Some(v) => non_negative(src, "max_fall", v)?,
        None => to_subpx(6.0),
    };
    let gravity = if gpx > 0.0 {
        Gravity::Down
    } else if gpx < 0.0 {
        Gravity::Up
    } else {
        Gravity::None
    };
    let mut b = Body::new(
        SubPoint::new(start[0], start[1]),
        Size::new(size[0] as i32, size[1] as i32),
    );
    b.vel = SubPoint::new(vel[0], vel[1]);
    b.gravity = gravity;
    if !map.fits(&b) {
        let rc = b.rect();
        return Err(InputError::at(
            src.file,
            line,
            format!(
                "body {name:?} starts with its core inside a solid (box x {}..{}, y {}..{} px)",
                rc.left.0, rc.right.0, rc.top.0, rc.bottom.0
            ),
        ));
    }
    let mut phases = Vec::new();
    for p in r.input.as_deref().unwrap_or(&[]) {
        phases.push(phase(src, p)?);
    }
    let control = r
        .controller
        .as_ref()
        .map(|c| controller(src, c))
        .transpose()?;
    if let Some(c) = &control {
        let clash = r
            .input
            .as_deref()
            .and_then(|p| p.first())
            .map(|p| ("[[body.input]]", p.span()))
            .or(r.max_fall.as_ref().map(|v| ("max_fall", v.span())));
        if let Some((what, span)) = clash {
            return Err(src.err(
                &span,
                format!(
                    "body {name:?} has a [body.controller]: its motion comes from the controller, so leave out {what} (set max_fall in [body.controller])"
                ),
            ));
        }
        b.assists = c.controller.config.assists;
    }
    let flag = |key: &str, v: &Option<Val>| v.as_ref().map(|v| boolean(src, key, v)).transpose();
    b.inherit = flag("inherit", &r.inherit)?.unwrap_or(false);
    if let Some(v) = &r.since_standing {
        b.since_standing = integer(src, "since_standing", v, 0..i64::from(u16::MAX) + 1)? as u16;
    }
    let pushable = flag("pushable", &r.pushable)?.unwrap_or(false);
    let solid = match (flag("solid", &r.solid)?, &r.solid) {
        (Some(false), Some(v)) if pushable => {
            return Err(src.err(
                &v.span(),
                "a pushable body is solid to the others: leave out \"solid = false\"",
            ))
        }
        (s, _) => s.unwrap_or(false) || pushable,
    };
    if pushable {
        if let Some(p) = r.input.as_deref().and_then(|p| p.first()) {
            return Err(src.err(
                &p.span(),
                format!(
                    "body {name:?} is pushable: it has no [[body.input]] (it moves only when pushed, and by gravity)"
                ),
            ));
        }
    }
    let pushed = match &r.pushed {
        Some(v) if !pushable => {
            return Err(src.err(&v.span(), "\"pushed\" needs \"pushable = true\""))
        }
        Some(v) => Some(subpx(src, "pushed", v)?),
        None => None,
    };
    if let (true, Some(c)) = (pushable, &r.controller) {
        return Err(src.err(
            &c.span(),
            format!("body {name:?} is pushable: it has no [body.controller]"),
        ));
    }
    let push_speed = match &r.push_speed {
        Some(v) if !pushable => {
            return Err(src.err(&v.span(), "\"push_speed\" needs \"pushable = true\""))
        }
        Some(v) => non_negative(src, "push_speed", v)?,
        None => to_subpx(1.0),
    };
    b.solid = solid;
    Ok(BodySpec {
        name,
        line,
        body: b,
        g: to_subpx(gpx),
        max_fall,
        phases,
        solid,
        pushable,
        push_speed,
        control,
        pushed,
        standing: flag("standing", &r.standing)?,
    })
}

fn non_negative(src: Src, key: &str, v: &Val) -> Result<i32, InputError> {
    let x = number(src, key, v)?;
    if x < 0.0 {
        return Err(src.err(&v.span(), format!("{key:?} must be 0 or more, found {x}")));
    }
    Ok(to_subpx(x))
}

fn phase(src: Src, rp: &Spanned<RawPhase>) -> Result<Phase, InputError> {
    let p = rp.get_ref();
    let frames = match &p.frames {
        Some(v) => integer(src, "frames", v, 1..MAX_FRAMES + 1)? as u32,
        None => {
            return Err(src.err(
                &rp.span(),
                "missing required key \"frames\" in [[body.input]]",
            ))
        }
    };
    let opt = |key: &str, v: &Option<Val>| v.as_ref().map(|v| subpx(src, key, v)).transpose();
    let flag = |key: &str, v: &Option<Val>| v.as_ref().map_or(Ok(false), |v| boolean(src, key, v));
    Ok(Phase {
        frames,
        vx: opt("vx", &p.vx)?,
        ax: opt("ax", &p.ax)?.unwrap_or(0),
        jump: p
            .jump
            .as_ref()
            .map(|v| non_negative(src, "jump", v))
            .transpose()?,
        drop: flag("drop", &p.drop)?,
        flip_gravity: flag("flip_gravity", &p.flip_gravity)?,
    })
}
