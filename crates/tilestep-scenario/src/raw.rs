//! The scenario file as TOML gives it: every table checked for unknown keys,
//! every leaf kept as a spanned [`toml::Value`] so that `scenario.rs` can check
//! its type and range itself and name the exact line.
//!
//! serde reports an unknown key as "unknown field `x`, expected one of `a`,
//! ..." listing the fields in declaration order; [`unknown_key_context`]
//! recognises the table by the first one, so each struct below must start
//! with a field no other struct starts with.

use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// A leaf value with its byte span in the file.
pub type Val = Spanned<toml::Value>;

/// `[kinds]`: the map_file's own names, each to a kind as written.
pub type RawKinds = BTreeMap<Spanned<String>, Val>;

/// A move table of `[body.controller]` (`[body.controller.wall]`, ...):
/// its keys as written, checked against the move's fields by
/// `movespec.rs`, which names an unknown key's line.
pub type RawMoveTable = BTreeMap<Spanned<String>, Val>;

/// The whole file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScenario {
    /// Tile size in px (first field: identifies this table in errors).
    pub tile_size: Option<Val>,
    /// Inline ASCII map.
    pub map: Option<Val>,
    /// Map file relative to the scenario.
    pub map_file: Option<Val>,
    /// Frames to run.
    pub frames: Option<Val>,
    /// Edge policies.
    pub edges: Option<Spanned<RawEdges>>,
    /// Extra map characters.
    pub legend: Option<BTreeMap<Spanned<String>, Spanned<RawLegendEntry>>>,
    /// The bodies.
    pub body: Option<Vec<Spanned<RawBody>>>,
    /// LDtk level identifier for a `.ldtk` map_file.
    pub level: Option<Val>,
    /// Collision layer(s) of a Tiled or LDtk map_file.
    pub layer: Option<Val>,
    /// The map_file's own names for tile kinds.
    pub kinds: Option<RawKinds>,
    /// Moving solids.
    pub solid: Option<Vec<Spanned<RawSolid>>>,
    /// Tile behaviours by tag, for controlled bodies.
    pub behaviour: Option<Vec<Spanned<RawBehaviour>>>,
}

/// One `[[behaviour]]`: what a tag does to controlled bodies.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBehaviour {
    /// The tag (first field: identifies this table in errors).
    pub tag: Option<Val>,
    /// `spring`, `spikes`, `ice`, `conveyor`, `ladder` or `water`.
    pub kind: Option<Val>,
    /// px/frame: a spring's launch speed, a conveyor's surface speed.
    pub speed: Option<Val>,
    /// Ice traction, percent of normal.
    pub percent: Option<Val>,
}

/// `[body.controller]`: the body is moved by a character controller.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawController {
    /// `nes`, `celeste` or `metroidvania` (first field: identifies this
    /// table in errors).
    pub preset: Option<Val>,
    /// The buttons held, one run of frames per token (`keys.rs`).
    pub keys: Option<Val>,
    /// Overrides of the preset, px units.
    pub max_run: Option<Val>,
    /// px/frame².
    pub accel: Option<Val>,
    /// px/frame².
    pub turn: Option<Val>,
    /// px/frame².
    pub friction: Option<Val>,
    /// px/frame².
    pub air_accel: Option<Val>,
    /// px/frame².
    pub air_friction: Option<Val>,
    /// px/frame².
    pub gravity: Option<Val>,
    /// px/frame².
    pub held_gravity: Option<Val>,
    /// px/frame.
    pub max_fall: Option<Val>,
    /// px/frame.
    pub jump_speed: Option<Val>,
    /// px/frame.
    pub jump_cut: Option<Val>,
    /// Frames.
    pub coyote_frames: Option<Val>,
    /// Frames.
    pub buffer_frames: Option<Val>,
    /// px/frame.
    pub climb_speed: Option<Val>,
    /// Flip gravity in the air too.
    pub flip_in_air: Option<Val>,
    /// px.
    pub corner_correction: Option<Val>,
    /// px.
    pub ledge_assist: Option<Val>,
    /// What the controller remembers (captures write it).
    pub state: Option<Spanned<RawControllerState>>,
    /// `[body.controller.wall]`: wall slide and wall jump.
    pub wall: Option<Spanned<RawMoveTable>>,
    /// `[body.controller.dash]`: the dash.
    pub dash: Option<Spanned<RawMoveTable>>,
    /// `[body.controller.grab]`: wall grab and climb.
    pub grab: Option<Spanned<RawMoveTable>>,
    /// `[body.controller.ledge]`: ledge hang and climb.
    pub ledge: Option<Spanned<RawMoveTable>>,
    /// `[body.controller.crouch]`: crouching.
    pub crouch: Option<Spanned<RawMoveTable>>,
    /// `[body.controller.swim]`: swimming.
    pub swim: Option<Spanned<RawMoveTable>>,
}

/// `[body.controller.state]`: a controller caught mid-run.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawControllerState {
    /// Buttons held the frame before (first field: identifies this table).
    pub prev: Option<Val>,
    /// Coyote frames left.
    pub coyote: Option<Val>,
    /// Jump buffer frames left.
    pub buffer: Option<Val>,
    /// Rising from a jump that can be cut.
    pub jumping: Option<Val>,
    /// Climbing a ladder.
    pub climbing: Option<Val>,
    /// Surface speed added last frame, px/frame.
    pub surface: Option<Val>,
    /// A committed drop: the origin's row at the press, whole px.
    pub drop_from: Option<Val>,
    /// Effects of the last step: spring launch speed, px/frame.
    pub bounce: Option<Val>,
    /// Effects of the last step: traction percent.
    pub traction: Option<Val>,
    /// Effects of the last step: conveyor speed, px/frame.
    pub surface_speed: Option<Val>,
    /// Effects of the last step: on a ladder.
    pub ladder: Option<Val>,
    /// Effects of the last step: hurt.
    pub hurt: Option<Val>,
    /// Effects of the last step: in water.
    pub water: Option<Val>,
    /// Effects of the last step: head under water.
    pub submerged: Option<Val>,
    /// Moves: the side faced, -1, 0 or 1.
    pub facing: Option<Val>,
    /// Moves: wall jump input lock frames left.
    pub lock_frames: Option<Val>,
    /// Moves: the side the lock holds.
    pub lock_dir: Option<Val>,
    /// Moves: frames slid down a wall.
    pub slide_frames: Option<Val>,
    /// Moves: dashes spent.
    pub dashes_spent: Option<Val>,
    /// Moves: dash frames left, plus one.
    pub dash_frames: Option<Val>,
    /// Moves: the dash's direction, `[x, y]`.
    pub dash_dir: Option<Val>,
    /// Moves: frames before another dash.
    pub dash_cooldown: Option<Val>,
    /// Moves: frames before standing refills the dashes.
    pub dash_refill: Option<Val>,
    /// Moves: stamina points spent.
    pub stamina_spent: Option<Val>,
    /// Moves: the side of the wall held, or 0.
    pub grab_dir: Option<Val>,
    /// Moves: the side of the ledge hung at, or 0.
    pub hang_dir: Option<Val>,
    /// Moves: the ledge's corner row, whole px.
    pub hang_row: Option<Val>,
    /// Moves: the x a ledge climb goes to, whole px.
    pub climb_to: Option<Val>,
    /// Moves: the height to stand up to, px (0: not crouched).
    pub crouch_from: Option<Val>,
    /// Moves: in water at the last update.
    pub in_water: Option<Val>,
}

/// `[edges]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEdges {
    /// Left edge policy (first field: identifies this table in errors).
    pub left: Option<Val>,
    /// Right edge policy.
    pub right: Option<Val>,
    /// Top edge policy.
    pub top: Option<Val>,
    /// Bottom edge policy.
    pub bottom: Option<Val>,
}

/// One `[legend]` entry: `"S" = { kind = "solid", tag = 1 }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLegendEntry {
    /// Tile kind name (first field: identifies this table in errors).
    pub kind: Option<Val>,
    /// Optional tag.
    pub tag: Option<Val>,
    /// Heights for `floor` / `ceiling` profiles.
    pub heights: Option<Val>,
}

/// One `[[body]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBody {
    /// Name (first field: identifies this table in errors).
    pub name: Option<Val>,
    /// `[w, h]` px.
    pub size: Option<Val>,
    /// `[x, y]` px, bottom centre.
    pub start: Option<Val>,
    /// `[vx, vy]` px/frame.
    pub velocity: Option<Val>,
    /// px/frame², signed.
    pub gravity: Option<Val>,
    /// px/frame cap along gravity.
    pub max_fall: Option<Val>,
    /// Input phases.
    pub input: Option<Vec<Spanned<RawPhase>>>,
    /// Add the carry of moving solids to the velocity on leaving them.
    pub inherit: Option<Val>,
    /// Solid to the other bodies.
    pub solid: Option<Val>,
    /// Pushed by the bodies that walk into it.
    pub pushable: Option<Val>,
    /// px/frame when pushed.
    pub push_speed: Option<Val>,
    /// A character controller moves it.
    pub controller: Option<Spanned<RawController>>,
    /// px/frame: a push waiting for its first step (captures write it).
    pub pushed: Option<Val>,
    /// Frames since it last stood (captures write it).
    pub since_standing: Option<Val>,
    /// Whether it stands at the start, as its last step left it (captures
    /// write it: a body dropping through a platform doesn't stand on it).
    pub standing: Option<Val>,
    /// The shape of its core: `"chamfered"` or `"box"`.
    pub core: Option<Val>,
}

/// One `[[solid]]`: a moving solid.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSolid {
    /// `[x, y]` px, top-left (first field: identifies this table in errors).
    pub pos: Option<Val>,
    /// Name in the summary and trace.
    pub name: Option<Val>,
    /// `solid`, `platform` or `platform_under`.
    pub kind: Option<Val>,
    /// `[w, h]` px.
    pub size: Option<Val>,
    /// `[[x, y], ...]` px, top-left positions to move through.
    pub waypoints: Option<Val>,
    /// px/frame along the waypoints.
    pub speed: Option<Val>,
    /// `cycle`, `ping_pong` or `stop`.
    #[serde(rename = "loop")]
    pub looping: Option<Val>,
    /// Frames to wait at each waypoint.
    pub wait: Option<Val>,
    /// Tag reported to bodies that touch it.
    pub tag: Option<Val>,
    /// First frame it moves on.
    pub start_frame: Option<Val>,
    /// `[x, y]` px: the route's first point when `pos` is mid-route
    /// (captures write it).
    pub origin: Option<Val>,
    /// Index of the point it heads for (0 = origin).
    pub heading: Option<Val>,
    /// On its way back (`ping_pong`).
    pub returning: Option<Val>,
    /// Frames still to wait where it is.
    pub waiting: Option<Val>,
    /// It has nowhere more to go (`stop`, after the last point).
    pub arrived: Option<Val>,
}

/// One `[[body.input]]` phase.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPhase {
    /// Length in frames (first field: identifies this table in errors).
    pub frames: Option<Val>,
    /// Horizontal speed set each frame.
    pub vx: Option<Val>,
    /// Horizontal acceleration when `vx` is absent.
    pub ax: Option<Val>,
    /// Jump speed on the phase's first frame.
    pub jump: Option<Val>,
    /// Drop through one-way surfaces.
    pub drop: Option<Val>,
    /// Reverse gravity on the phase's first frame.
    pub flip_gravity: Option<Val>,
}

/// Which table an "unknown field" message from serde is about, recognised by
/// the first field it lists as expected.
pub fn unknown_key_context(serde_msg: &str) -> &'static str {
    let expected = serde_msg.split_once("expected").map_or("", |(_, e)| e);
    let first = expected.split('`').nth(1).unwrap_or("");
    match first {
        "tile_size" => "at the top level",
        "left" => "in [edges]",
        "kind" => "in a [legend] entry",
        "name" => "in [[body]]",
        "frames" => "in [[body.input]]",
        "pos" => "in [[solid]]",
        "tag" => "in [[behaviour]]",
        "preset" => "in [body.controller]",
        "prev" => "in [body.controller.state]",
        _ => "here",
    }
}

/// Rewrites a serde/TOML message into the command's wording.
pub fn explain(serde_msg: &str) -> String {
    if let Some(rest) = serde_msg.strip_prefix("unknown field `") {
        let key = rest.split('`').next().unwrap_or(rest);
        return format!("unknown key {key:?} {}", unknown_key_context(serde_msg));
    }
    if let Some(rest) = serde_msg.strip_prefix("invalid type: ") {
        let rest = rest
            .replace("a sequence", "an array")
            .replace("struct RawEdges", "a table")
            .replace("struct RawBody", "a table")
            .replace("struct RawPhase", "a table")
            .replace("struct RawLegendEntry", "a table")
            .replace("struct RawSolid", "a table")
            .replace("struct RawBehaviour", "a table")
            .replace("struct RawControllerState", "a table")
            .replace("struct RawController", "a table")
            .replace("a map", "a table");
        return format!("wrong type: {rest}");
    }
    if serde_msg.starts_with("invalid length") {
        return format!("wrong type: {serde_msg}");
    }
    format!("invalid TOML: {}", serde_msg.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_keys_name_their_table() {
        let e = toml::from_str::<RawScenario>("frames = 1\n[[body]]\ngravty = 1\n").unwrap_err();
        assert_eq!(explain(e.message()), "unknown key \"gravty\" in [[body]]");
        let e = toml::from_str::<RawScenario>("fromes = 1\n").unwrap_err();
        assert_eq!(
            explain(e.message()),
            "unknown key \"fromes\" at the top level"
        );
        let e = toml::from_str::<RawScenario>("[edges]\nlft = 1\n").unwrap_err();
        assert_eq!(explain(e.message()), "unknown key \"lft\" in [edges]");
        let e = toml::from_str::<RawScenario>("[legend]\n\"S\" = { knd = 1 }\n").unwrap_err();
        assert_eq!(
            explain(e.message()),
            "unknown key \"knd\" in a [legend] entry"
        );
        let e = toml::from_str::<RawScenario>("[[body]]\n[[body.input]]\nvy = 1\n").unwrap_err();
        assert_eq!(explain(e.message()), "unknown key \"vy\" in [[body.input]]");
        let e = toml::from_str::<RawScenario>("[[solid]]\nspeeed = 1\n").unwrap_err();
        assert_eq!(explain(e.message()), "unknown key \"speeed\" in [[solid]]");
    }
}
