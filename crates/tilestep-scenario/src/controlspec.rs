//! `[body.controller]` and `[[behaviour]]`: bodies moved by the core's
//! character controller from recorded buttons, and what tagged tiles do to
//! them. An extension of the scenario format, documented in
//! `docs/scenarios.md` ("Controlled bodies", "Behaviours").
//!
//! A controlled body has no `[[body.input]]` and no `max_fall` (the
//! controller's numbers govern its motion); the sign of its `gravity` gives
//! the direction it starts with (+ down, - up, 0 none), the magnitude is the
//! controller's.

use crate::error::InputError;
use crate::keys::parse_keys;
use crate::movespec::{apply_move_state, apply_move_tables};
use crate::raw::{RawBehaviour, RawController, RawControllerState, Val};
use crate::values::{boolean, integer, number, string, to_subpx, Src};
use tilestep::{
    Behaviour, Behaviours, Buttons, Controller, ControllerConfig, ControllerState, Effects, Px,
    Subpx, MAX_TAG, WORLD_LIMIT_PX,
};
use toml::Spanned;

/// A controlled body's controller, its buttons and the effects its last
/// step left.
#[derive(Clone, Debug)]
pub struct ControlSpec {
    /// The preset the numbers start from (one of
    /// [`ControllerConfig::PRESETS`]).
    pub preset: &'static str,
    /// Numbers and state at the start.
    pub controller: Controller,
    /// Effects of the step before the start (captures carry them over).
    pub fx: Effects,
    /// Buttons held on frames 1, 2, ...; none after the last.
    pub keys: Vec<Buttons>,
}

/// Fastest speed setting accepted, px/frame (the core's clamp).
const MAX_SPEED_PX: f64 = 127.0;

/// A speed or acceleration setting: px/frame (px/frame²), 0 to 127.
pub(crate) fn speed(src: Src, key: &str, v: &Val) -> Result<Subpx, InputError> {
    let x = number(src, key, v)?;
    if !(0.0..=MAX_SPEED_PX).contains(&x) {
        return Err(src.err(
            &v.span(),
            format!("{key:?} must be from 0 to 127 px/frame, found {x}"),
        ));
    }
    Ok(Subpx(to_subpx(x)))
}

/// Frames or a small count: 0 to 255.
pub(crate) fn small(src: Src, key: &str, v: &Val) -> Result<u8, InputError> {
    Ok(integer(src, key, v, 0..256)? as u8)
}

/// The preset `[body.controller]` names (`celeste` when none).
fn preset_of(src: Src, r: &RawController) -> Result<&'static str, InputError> {
    let Some(v) = &r.preset else {
        return Ok("celeste");
    };
    let name = string(src, "preset", v)?;
    match ControllerConfig::PRESETS.iter().find(|&&p| p == name) {
        Some(p) => Ok(*p),
        None => Err(src.err(
            &v.span(),
            format!(
                "preset must be {}, found {name:?}",
                one_of(&ControllerConfig::PRESETS)
            ),
        )),
    }
}

/// Parses `[body.controller]`.
pub fn controller(src: Src, rc: &Spanned<RawController>) -> Result<ControlSpec, InputError> {
    let r = rc.get_ref();
    let preset = preset_of(src, r)?;
    let mut c = ControllerConfig::preset(preset).unwrap_or_default();
    for (key, v, slot) in [
        ("max_run", &r.max_run, &mut c.max_run),
        ("accel", &r.accel, &mut c.accel),
        ("turn", &r.turn, &mut c.turn),
        ("friction", &r.friction, &mut c.friction),
        ("air_accel", &r.air_accel, &mut c.air_accel),
        ("air_friction", &r.air_friction, &mut c.air_friction),
        ("gravity", &r.gravity, &mut c.gravity),
        ("held_gravity", &r.held_gravity, &mut c.held_gravity),
        ("max_fall", &r.max_fall, &mut c.max_fall),
        ("jump_speed", &r.jump_speed, &mut c.jump_speed),
        ("jump_cut", &r.jump_cut, &mut c.jump_cut),
        ("climb_speed", &r.climb_speed, &mut c.climb_speed),
    ] {
        if let Some(v) = v {
            *slot = speed(src, key, v)?;
        }
    }
    for (key, v, slot) in [
        ("coyote_frames", &r.coyote_frames, &mut c.coyote_frames),
        ("buffer_frames", &r.buffer_frames, &mut c.buffer_frames),
        (
            "corner_correction",
            &r.corner_correction,
            &mut c.assists.corner_correction,
        ),
        ("ledge_assist", &r.ledge_assist, &mut c.assists.ledge_assist),
    ] {
        if let Some(v) = v {
            *slot = small(src, key, v)?;
        }
    }
    if let Some(v) = &r.flip_in_air {
        c.flip_in_air = boolean(src, "flip_in_air", v)?;
    }
    apply_move_tables(src, r, &mut c)?;
    let keys = match &r.keys {
        Some(v) => {
            let t = crate::mapsrc::inline_text(src, "keys", v)?;
            parse_keys(&t.text).map_err(|e| {
                InputError::at(
                    src.file,
                    t.file_line(e.line),
                    format!("in \"keys\": {}", e.message),
                )
            })?
        }
        None => Vec::new(),
    };
    let mut controller = Controller::new(c);
    let mut fx = Effects::default();
    if let Some(st) = &r.state {
        state(src, st.get_ref(), &mut controller.state, &mut fx)?;
    }
    Ok(ControlSpec {
        preset,
        controller,
        fx,
        keys,
    })
}

fn state(
    src: Src,
    r: &RawControllerState,
    st: &mut ControllerState,
    fx: &mut Effects,
) -> Result<(), InputError> {
    if let Some(v) = &r.prev {
        let t = string(src, "prev", v)?;
        st.prev = Buttons::parse(t).ok_or_else(|| {
            src.err(
                &v.span(),
                format!("\"prev\" must be letters from LRUDJFXG or '-', found {t:?}"),
            )
        })?;
    }
    if let Some(v) = &r.coyote {
        st.coyote = small(src, "coyote", v)?;
    }
    if let Some(v) = &r.buffer {
        st.buffer = small(src, "buffer", v)?;
    }
    for (key, v, slot) in [
        ("jumping", &r.jumping, &mut st.jumping),
        ("climbing", &r.climbing, &mut st.climbing),
        ("ladder", &r.ladder, &mut fx.ladder),
        ("hurt", &r.hurt, &mut fx.hurt),
    ] {
        if let Some(v) = v {
            *slot = boolean(src, key, v)?;
        }
    }
    if let Some(v) = &r.surface {
        st.surface = Subpx(signed_speed(src, "surface", v)?);
    }
    if let Some(v) = &r.drop_from {
        let lim = i64::from(WORLD_LIMIT_PX);
        st.drop_from = Some(Px(integer(src, "drop_from", v, -lim..lim + 1)? as i32));
    }
    if let Some(v) = &r.surface_speed {
        fx.surface_speed = Subpx(signed_speed(src, "surface_speed", v)?);
    }
    if let Some(v) = &r.bounce {
        fx.bounce = Some(speed(src, "bounce", v)?);
    }
    if let Some(v) = &r.traction {
        fx.traction = integer(src, "traction", v, 0..101)? as u8;
    }
    apply_move_state(src, r, &mut st.moves, fx)
}

/// The behaviour kinds `[[behaviour]]` takes.
pub const BEHAVIOUR_KINDS: [&str; 6] = ["spring", "spikes", "ice", "conveyor", "ladder", "water"];

/// Names for a message: `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
pub fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// A signed speed or acceleration: px/frame (px/frame²) within ±127, as
/// subpixels.
pub(crate) fn signed_speed(src: Src, key: &str, v: &Val) -> Result<i32, InputError> {
    let x = number(src, key, v)?;
    if x.abs() > MAX_SPEED_PX {
        return Err(src.err(
            &v.span(),
            format!("{key:?} must be within ±127 px/frame, found {x}"),
        ));
    }
    Ok(to_subpx(x))
}

/// Parses the `[[behaviour]]` tables.
pub fn behaviours(src: Src, list: &[Spanned<RawBehaviour>]) -> Result<Behaviours, InputError> {
    let mut out = Behaviours::default();
    let mut seen = [0usize; MAX_TAG as usize + 1];
    for rb in list {
        let line = src.line(&rb.span());
        let r = rb.get_ref();
        let missing = |key: &str| src.missing(line, key, "[[behaviour]]");
        let tv = r.tag.as_ref().ok_or_else(|| missing("tag"))?;
        let tag = integer(src, "tag", tv, 0..i64::from(MAX_TAG) + 1)? as u8;
        if seen[tag as usize] != 0 {
            return Err(src.err(
                &tv.span(),
                format!(
                    "tag {tag} already has a behaviour (line {})",
                    seen[tag as usize]
                ),
            ));
        }
        seen[tag as usize] = line;
        let kv = r.kind.as_ref().ok_or_else(|| missing("kind"))?;
        let kind = string(src, "kind", kv)?;
        // A key the kind doesn't take is an error, not ignored.
        let forbid = |key: &str, v: &Option<Val>| match v {
            Some(v) => Err(src.err(
                &v.span(),
                format!("{key:?} does not apply to a {kind:?} behaviour"),
            )),
            None => Ok(()),
        };
        let b = match kind {
            "spring" => {
                let v = r.speed.as_ref().ok_or_else(|| missing("speed"))?;
                forbid("percent", &r.percent)?;
                Behaviour::Spring {
                    speed: speed(src, "speed", v)?,
                }
            }
            "conveyor" => {
                let v = r.speed.as_ref().ok_or_else(|| missing("speed"))?;
                forbid("percent", &r.percent)?;
                Behaviour::Conveyor {
                    speed: Subpx(signed_speed(src, "speed", v)?),
                }
            }
            "ice" => {
                forbid("speed", &r.speed)?;
                let v = r.percent.as_ref().ok_or_else(|| missing("percent"))?;
                Behaviour::Ice {
                    percent: integer(src, "percent", v, 0..101)? as u8,
                }
            }
            "spikes" | "ladder" | "water" => {
                forbid("speed", &r.speed)?;
                forbid("percent", &r.percent)?;
                match kind {
                    "spikes" => Behaviour::Spikes,
                    "ladder" => Behaviour::Ladder,
                    _ => Behaviour::Water,
                }
            }
            other => {
                return Err(src.err(
                    &kv.span(),
                    format!(
                        "behaviour kind must be {}, found {other:?}",
                        one_of(&BEHAVIOUR_KINDS)
                    ),
                ))
            }
        };
        out.set(tag, b);
    }
    Ok(out)
}
