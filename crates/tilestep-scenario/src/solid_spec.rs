//! A scenario's `[[solid]]` tables (`docs/scenarios.md`, moving solids):
//! each checked and turned into a [`SolidSpec`]: its [`Route`], and its
//! progress along it when a capture starts it mid-way.

use crate::error::InputError;
use crate::limits::{MAX_FRAMES, MAX_SOLID_SPEED_PX, MAX_WAYPOINTS};
use crate::raw::{RawSolid, Val};
use crate::values::{
    boolean, integer, name_or_numbered, number, pair_list_subpx, pair_subpx, string, to_subpx, Src,
};
use tilestep::{
    Looping, MovingSolid, Route, RouteProgress, Size, SolidKind, SubPoint, Subpx, MAX_BODY_PX,
    MAX_TAG,
};
use toml::Spanned;

/// A moving solid as the scenario starts it.
#[derive(Clone, Debug)]
pub struct SolidSpec {
    /// Its name in the summary and trace.
    pub name: String,
    /// The line of its `[[solid]]` header.
    pub line: usize,
    /// Start state: position (top-left, subpixels), size, kind, tag.
    pub solid: MovingSolid,
    /// Its route: the points it moves through (subpixels, top-left: its
    /// start position first, then the waypoints), speed, looping and wait.
    pub route: Route,
    /// The first frame it moves on.
    pub start_frame: u32,
    /// Where along its route it starts, when mid-route (`origin`,
    /// `heading`, `returning`, `waiting`, `arrived`).
    pub resume: Option<RouteProgress>,
}

pub(crate) fn solid(src: Src, i: usize, rs: &Spanned<RawSolid>) -> Result<SolidSpec, InputError> {
    let line = src.line(&rs.span());
    let r = rs.get_ref();
    let missing = |key: &str| src.missing(line, key, "[[solid]]");
    let name = name_or_numbered(src, "solid", i, r.name.as_ref())?;
    let kind = match &r.kind {
        Some(v) => {
            let other = string(src, "kind", v)?;
            SolidKind::from_name(other).ok_or_else(|| {
                let renamed = match SolidKind::from_old_name(other) {
                    Some(k) => format!(" (renamed {:?} in 0.4)", k.name()),
                    None => String::new(),
                };
                src.err(
                    &v.span(),
                    format!(
                        "solid kind must be \"solid\", \"platform\" or \"platform_under\", found {other:?}{renamed}"
                    ),
                )
            })?
        }
        None => SolidKind::Solid,
    };
    let pos = pair_subpx(src, "pos", r.pos.as_ref().ok_or_else(|| missing("pos"))?)?;
    let sv = r.size.as_ref().ok_or_else(|| missing("size"))?;
    let size = crate::values::int_list(src, "size", sv, Some(2), 1..MAX_BODY_PX as i64 + 1)?;
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
        Some(v) => {
            let name = string(src, "loop", v)?;
            Looping::from_name(name).ok_or_else(|| {
                let msg = format!(
                    "\"loop\" must be \"cycle\", \"ping_pong\" or \"stop\", found {name:?}"
                );
                src.err(&v.span(), msg)
            })?
        }
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
    let mut solid = MovingSolid::new(
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
        route: Route::new(points, Subpx(speed))
            .with_looping(looping)
            .with_wait(wait),
        start_frame,
        resume,
    })
}

/// The mid-route keys of a `[[solid]]` (all optional; any one makes it
/// start mid-route).
fn resume(src: Src, r: &RawSolid, points: usize) -> Result<Option<RouteProgress>, InputError> {
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
    Ok(Some(RouteProgress {
        heading,
        returning: flag("returning", &r.returning)?,
        waiting: match &r.waiting {
            Some(v) => integer(src, "waiting", v, 0..MAX_FRAMES + 1)? as u32,
            None => 0,
        },
        arrived: flag("arrived", &r.arrived)?,
    }))
}
