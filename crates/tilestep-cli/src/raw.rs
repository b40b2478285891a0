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
    /// Moving solids.
    pub solid: Option<Vec<Spanned<RawSolid>>>,
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
}

/// One `[[solid]]`: a moving solid.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSolid {
    /// `[x, y]` px, top-left (first field: identifies this table in errors).
    pub pos: Option<Val>,
    /// Name in the summary and trace.
    pub name: Option<Val>,
    /// `solid`, `one_way` or `one_way_under`.
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
