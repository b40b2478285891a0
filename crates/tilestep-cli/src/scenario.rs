//! A scenario file (`scenarios.md`) checked and turned into a map, bodies
//! and their input phases. Every problem is a [`CliError`] naming the file,
//! the line and what is wrong.
//!
//! Defaults: `tile_size = 16`; `[edges]` left and right `solid`, top and
//! bottom `open`; body `name` = `body0`, `body1`, ...; `velocity = [0, 0]`;
//! `gravity = 0.25`; `max_fall = 6.0`; no input phases (velocity untouched,
//! no jump). `frames`, a map (`map` or `map_file`), and each body's `size` and
//! `start` are required.

use crate::error::{line_of, CliError};
use crate::raw::{explain, RawBody, RawPhase, RawScenario, Val};
use crate::values::{boolean, integer, number, pair_subpx, string, subpx, to_subpx, Src};
use crate::{legend, mapsrc};
use tilestep::{Body, EdgePolicy, Edges, Gravity, Size, SubPoint, TileMap, TileSize, MAX_BODY_PX};
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
}

/// Parses and checks a scenario. `file` is the name errors use; `map_file`
/// is read relative to its folder.
pub fn parse(file: &str, text: &str) -> Result<Scenario, CliError> {
    let nl = crate::values::newlines(text);
    let src = Src {
        file,
        text,
        newlines: &nl,
    };
    let raw: RawScenario = toml::from_str(text).map_err(|e| {
        let line = e.span().map_or(1, |s| line_of(text, s.start));
        CliError::at(file, line, explain(e.message()))
    })?;
    if is_blank(text) {
        return Err(CliError::at(
            file,
            1,
            "the scenario is empty: it needs frames, a map and at least one [[body]]",
        ));
    }
    let frames = match &raw.frames {
        Some(v) => integer(src, "frames", v, 0..MAX_FRAMES + 1)? as u32,
        None => return Err(CliError::at(file, 1, "missing required key \"frames\"")),
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
            return Err(CliError::at(
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
                return Err(CliError::at(
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
        return Err(CliError::at(
            file,
            1,
            "no [[body]]: a scenario needs at least one",
        ));
    }
    if raws.len() > MAX_BODIES {
        return Err(CliError::at(
            file,
            src.line(&raws[MAX_BODIES].span()),
            format!("too many bodies (at most {MAX_BODIES})"),
        ));
    }
    let mut bodies: Vec<BodySpec> = Vec::with_capacity(raws.len());
    for (i, rb) in raws.iter().enumerate() {
        let b = body(src, i, rb, &map)?;
        if let Some(prev) = bodies.iter().find(|p| p.name == b.name) {
            return Err(CliError::at(
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
    Ok(Scenario {
        file: file.to_string(),
        map,
        frames,
        bodies,
    })
}

/// True when the text holds nothing but whitespace and comments.
fn is_blank(text: &str) -> bool {
    text.lines().all(|l| {
        let l = l.trim();
        l.is_empty() || l.starts_with('#')
    })
}

/// `[edges]` over `base` (the defaults, or what a Tiled map's properties say).
fn edges(src: Src, raw: &RawScenario, base: Edges) -> Result<Edges, CliError> {
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
            *slot = match string(src, key, v)? {
                "solid" => EdgePolicy::Solid,
                "open" => EdgePolicy::Open,
                other => {
                    return Err(src.err(
                        &v.span(),
                        format!("edge {key:?} must be \"solid\" or \"open\", found {other:?}"),
                    ))
                }
            };
        }
    }
    Ok(e)
}

fn body(src: Src, i: usize, rb: &Spanned<RawBody>, map: &TileMap) -> Result<BodySpec, CliError> {
    let line = src.line(&rb.span());
    let r = rb.get_ref();
    let missing = |key: &str| {
        CliError::at(
            src.file,
            line,
            format!("missing required key {key:?} in [[body]]"),
        )
    };
    let name = match &r.name {
        Some(v) => {
            let n = string(src, "name", v)?;
            let ok = !n.is_empty()
                && n.chars().count() <= 64
                && n.chars().all(|c| c.is_alphanumeric() || "_-.".contains(c));
            if !ok {
                return Err(src.err(
                    &v.span(),
                    format!("body name {n:?} must be 1 to 64 letters, digits, '_', '-' or '.'"),
                ));
            }
            n.to_string()
        }
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
        return Err(CliError::at(
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
    Ok(BodySpec {
        name,
        line,
        body: b,
        g: to_subpx(gpx),
        max_fall,
        phases,
    })
}

fn non_negative(src: Src, key: &str, v: &Val) -> Result<i32, CliError> {
    let x = number(src, key, v)?;
    if x < 0.0 {
        return Err(src.err(&v.span(), format!("{key:?} must be 0 or more, found {x}")));
    }
    Ok(to_subpx(x))
}

fn phase(src: Src, rp: &Spanned<RawPhase>) -> Result<Phase, CliError> {
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
