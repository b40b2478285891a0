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

use crate::body_spec::body;
pub use crate::body_spec::{BodySpec, Phase};
use crate::controlspec::behaviours;
use crate::error::{line_of, InputError};
pub use crate::limits::{MAX_BODIES, MAX_FRAMES, MAX_SOLIDS, MAX_SOLID_SPEED_PX, MAX_WAYPOINTS};
use crate::raw::{explain, RawScenario};
use crate::solid_spec::solid;
pub use crate::solid_spec::SolidSpec;
use crate::values::{integer, string, Src};
use crate::{legend, mapsrc};
use tilestep::{Behaviours, Body, EdgePolicy, Edges, MovingSolid, SolidKind, TileMap, TileSize};
pub use tilestep::{Looping, Route, RouteProgress};
use toml::Spanned;

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
    if raw.map_file.is_none() {
        crate::mapkeys::read(src, &raw, crate::mapkeys::Target::Inline)?;
    }
    let (mfile, at) = match (&raw.map, &raw.map_file) {
        (Some(m), None) => (
            mapsrc::MapFile::Text(mapsrc::inline(src, m)?),
            src.line(&m.span()),
        ),
        (None, Some(m)) => (mapsrc::from_file(src, m, &raw)?, src.line(&m.span())),
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
                if tile_size as i32 != map.tile_size().px() {
                    return Err(src.err(
                        &v.span(),
                        format!(
                            "tile_size {tile_size} differs from the map file's {} px tiles; leave tile_size out",
                            map.tile_size().px()
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
    at_most(src, raws, MAX_BODIES, "bodies")?;
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
    at_most(src, rsolids, MAX_SOLIDS, "solids")?;
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
        solids.push(s);
    }
    starts_clear(file, &bodies, &solids)?;
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

/// Refuses more than `max` tables of a list (`what`: "bodies"), at the
/// first table past the limit.
fn at_most<T>(src: Src, list: &[Spanned<T>], max: usize, what: &str) -> Result<(), InputError> {
    match list.get(max) {
        Some(extra) => Err(src.err(&extra.span(), format!("too many {what} (at most {max})"))),
        None => Ok(()),
    }
}

/// True when the box of the full solid `s` holds a pixel of the core of `b`
/// (`docs/contract.md`: column `x` of the core is rows `top + d ..= bottom - 1 - d`,
/// `d = |x - px|`).
fn core_meets(b: &Body, s: &MovingSolid) -> bool {
    let q = s.rect();
    (q.left.0..q.right.0).any(|x| {
        b.core_rows(tilestep::Px(x))
            .is_some_and(|rows| rows.start < q.bottom.0 && q.top.0 < rows.end)
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

/// Nothing starts overlapping: no body's core under a full moving solid,
/// and none in a solid body's box. The error names the first found, at the
/// line of the solid (or of the body) that starts over it.
fn starts_clear(file: &str, bodies: &[BodySpec], solids: &[SolidSpec]) -> Result<(), InputError> {
    let under_solid = solids
        .iter()
        .filter(|s| s.solid.kind == SolidKind::Solid)
        .find_map(|s| {
            let b = bodies.iter().find(|b| core_meets(&b.body, &s.solid))?;
            let why = format!(
                "solid {:?} starts over the core of body {:?} (line {})",
                s.name, b.name, b.line
            );
            Some((s.line, why))
        });
    let in_body = || {
        bodies.iter().find_map(|b| {
            let o = bodies
                .iter()
                .find(|o| o.solid && o.line != b.line && core_meets(&b.body, &o.body.as_solid()))?;
            let why = format!(
                "body {:?} starts with its core in the box of solid body {:?} (line {})",
                b.name, o.name, o.line
            );
            Some((b.line, why))
        })
    };
    match under_solid.or_else(in_body) {
        Some((line, why)) => Err(InputError::at(file, line, why)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_many_solids_are_refused_at_the_first_one_past_the_limit() {
        let mut text = String::from(
            "frames = 1\nmap = '''\n....\n....\n####\n'''\n\n[[body]]\nsize = [12, 24]\nstart = [24, 32]\n",
        );
        // Line of the first `[[solid]]`; each takes three lines.
        let first = text.lines().count() + 1;
        for _ in 0..=MAX_SOLIDS {
            text.push_str("[[solid]]\npos = [0, 0]\nsize = [8, 8]\n");
        }
        let e = parse("many.toml", &text).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "error: many.toml:{}: too many solids (at most 10000)",
                first + 3 * MAX_SOLIDS
            )
        );
    }
}
