//! A scenario's `[[body]]` tables (`docs/scenarios.md`): each checked and
//! turned into a [`BodySpec`] with its input phases ([`Phase`]).

use crate::controlspec::{controller, ControlSpec};
use crate::error::InputError;
use crate::limits::MAX_FRAMES;
use crate::raw::{RawBody, RawPhase, Val};
use crate::values::{
    boolean, integer, name_or_numbered, number, pair_subpx, string, subpx, to_subpx, Src,
};
use tilestep::{Body, CoreShape, Gravity, Size, SubPoint, TileMap, MAX_BODY_PX};
use toml::{Spanned, Value};

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

pub(crate) fn body(
    src: Src,
    i: usize,
    rb: &Spanned<RawBody>,
    map: &TileMap,
) -> Result<BodySpec, InputError> {
    let line = src.line(&rb.span());
    let r = rb.get_ref();
    let missing = |key: &str| src.missing(line, key, "[[body]]");
    let name = name_or_numbered(src, "body", i, r.name.as_ref())?;
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
    b.core = core_shape(src, r)?;
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

/// The body's `core`: `"chamfered"` or `"box"`; by default a box for a
/// body solid to the others (`solid` or `pushable`: a crate or a stone,
/// which the others collide with by its box), else chamfered.
fn core_shape(src: Src, r: &RawBody) -> Result<CoreShape, InputError> {
    let Some(v) = &r.core else {
        let on =
            |v: &Option<Val>| matches!(v.as_ref().map(|v| v.get_ref()), Some(Value::Boolean(true)));
        return Ok(if on(&r.solid) || on(&r.pushable) {
            CoreShape::Box
        } else {
            CoreShape::Chamfered
        });
    };
    let name = string(src, "core", v)?;
    CoreShape::from_name(name).ok_or_else(|| {
        src.err(
            &v.span(),
            format!("core must be \"chamfered\" or \"box\", found {name:?}"),
        )
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
