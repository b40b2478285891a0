//! The keys choosing what of an editor map collides: `level` (an LDtk
//! level), `layer` (one name or a list: the collision layers) and
//! `[kinds]` (the project's names for tile kinds: `dirt = "solid"`,
//! `ladder = "platform#4/empty#4"`, `3 = "platform"`), each checked where it is
//! written, and written back for captures.

use crate::error::InputError;
pub use crate::raw::RawKinds;
use crate::raw::{RawScenario, Val};
use crate::values::{string, toml_str, Src};
use tilestep_maps::{Format, KindSpec, KindTable, LoadOptions};
use toml::Value;

/// The checked keys (also what `tilestep check` and `tilestep render` read
/// from their command line).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapKeys {
    /// `level`: the LDtk level.
    pub level: Option<String>,
    /// `layer`: the collision layers, in order.
    pub layers: Vec<String>,
    /// `[kinds]`.
    pub kinds: KindTable,
}

impl MapKeys {
    /// The load options they ask for (strict).
    pub fn options(&self) -> LoadOptions {
        let o = LoadOptions::default()
            .with_layers(self.layers.clone())
            .with_kinds(self.kinds.clone());
        match &self.level {
            Some(level) => o.with_level(level.clone()),
            None => o,
        }
    }
}

/// `layer`: one name, or an array of names.
fn layers(src: Src, v: &Val) -> Result<Vec<String>, InputError> {
    let bad = || {
        src.err(
            &v.span(),
            "\"layer\" must be a layer name or an array of layer names",
        )
    };
    let names = match v.get_ref() {
        Value::String(s) => vec![s.clone()],
        Value::Array(a) => a
            .iter()
            .map(|e| e.as_str().map(str::to_string).ok_or_else(bad))
            .collect::<Result<_, _>>()?,
        _ => return Err(bad()),
    };
    if names.is_empty() || names.iter().any(String::is_empty) {
        return Err(bad());
    }
    Ok(names)
}

/// `[kinds]`: each name to `"kind"`, `"kind#TAG"`, or `"top#TAG/kind#TAG"`
/// (a column whose top cell is `top`).
fn kinds(src: Src, raw: &RawKinds) -> Result<KindTable, InputError> {
    let mut table = KindTable::new();
    for (name, v) in raw {
        let kind = string(src, name.get_ref(), v)?;
        let k = KindSpec::parse(kind).map_err(|msg| {
            src.err(
                &v.span(),
                format!("[kinds] {:?} = {kind:?}: {msg}", name.get_ref()),
            )
        })?;
        table.insert(name.get_ref().clone(), k);
    }
    Ok(table)
}

/// The map the keys would apply to.
#[derive(Clone, Copy, Debug)]
pub enum Target<'a> {
    /// An inline `map`.
    Inline,
    /// A `map_file`: its name as written and its editor format, if any.
    File(&'a str, Option<Format>),
}

/// Reads `level`, `layer` and `[kinds]`, refusing each, at its line, where
/// it can't apply to `target`.
pub fn read(src: Src, raw: &RawScenario, target: Target) -> Result<MapKeys, InputError> {
    let what = "a map_file naming a Tiled (.tmx, .tmj) or LDtk (.ldtk) map";
    let (editor, ldtk) = match target {
        Target::File(_, f) => (f.is_some(), f == Some(Format::Ldtk)),
        Target::Inline => (false, false),
    };
    if let Some(v) = raw.layer.as_ref().filter(|_| !editor) {
        return Err(src.err(&v.span(), format!("\"layer\" applies to {what}")));
    }
    if let Some((name, _)) = raw
        .kinds
        .as_ref()
        .and_then(|k| k.iter().next())
        .filter(|_| !editor)
    {
        return Err(src.err(&name.span(), format!("[kinds] applies to {what}")));
    }
    let level = match (&raw.level, target) {
        (Some(l), Target::Inline) => {
            return Err(src.err(
                &l.span(),
                "\"level\" needs a map_file naming an LDtk (.ldtk) map",
            ))
        }
        (Some(l), Target::File(name, _)) if !ldtk => {
            return Err(src.err(
                &l.span(),
                format!("\"level\" applies to LDtk (.ldtk) maps; map_file {name:?} is not one"),
            ))
        }
        (Some(l), _) => Some(string(src, "level", l)?.to_string()),
        (None, _) => None,
    };
    Ok(MapKeys {
        level,
        layers: raw
            .layer
            .as_ref()
            .map_or(Ok(Vec::new()), |v| layers(src, v))?,
        kinds: raw
            .kinds
            .as_ref()
            .map_or(Ok(KindTable::new()), |k| kinds(src, k))?,
    })
}

/// The keys as TOML, as written (`level`, `layer`, then `[kinds]` last,
/// since a table ends the top level).
pub fn toml(src: Src, raw: &RawScenario) -> (String, String) {
    let mut top = String::new();
    if let Some(l) = &raw.level {
        top.push_str(&format!("level = {}\n", &src.text[l.span()]));
    }
    if let Some(l) = &raw.layer {
        top.push_str(&format!("layer = {}\n", &src.text[l.span()]));
    }
    let mut table = String::new();
    if let Some(k) = raw.kinds.as_ref().filter(|k| !k.is_empty()) {
        table.push_str("\n[kinds]\n");
        for (name, v) in k {
            table.push_str(&format!(
                "{} = {}\n",
                toml_str(name.get_ref()),
                &src.text[v.span()]
            ));
        }
    }
    (top, table)
}

#[cfg(test)]
mod tests {
    use crate::scenario::parse;

    fn err(text: &str) -> String {
        parse("s.toml", text).unwrap_err().to_string()
    }

    const BODY: &str = "[[body]]\nsize = [8, 8]\nstart = [8, 8]\n";

    #[test]
    fn keys_are_refused_where_they_cant_apply() {
        let inline = "frames = 1\nmap = \"..\\n##\"\n";
        assert_eq!(
            err(&format!("{inline}layer = \"ground\"\n{BODY}")),
            "error: s.toml:3: \"layer\" applies to a map_file naming a Tiled (.tmx, .tmj) or LDtk (.ldtk) map"
        );
        assert_eq!(
            err(&format!("{inline}{BODY}[kinds]\ndirt = \"solid\"\n")),
            "error: s.toml:7: [kinds] applies to a map_file naming a Tiled (.tmx, .tmj) or LDtk (.ldtk) map"
        );
    }

    #[test]
    fn keys_are_read_and_written_back_for_captures() {
        let ldtk = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../examples/maps/ldtk/level.ldtk"
        );
        let text = format!(
            "frames = 1\nmap_file = {ldtk:?}\nlayer = [\"collision\"]\n{BODY}[kinds]\nsolid = \"platform#2\"\n"
        );
        let sc = parse("s.toml", &text).unwrap();
        let d = sc
            .map
            .tileset()
            .def(sc.map.get(tilestep::TileXY::new(0, 0)).unwrap());
        assert_eq!((d.kind, d.tag), (tilestep::TileKind::Platform, Some(2)));
        assert!(
            sc.map_toml.contains("layer = [\"collision\"]\n"),
            "{}",
            sc.map_toml
        );
        assert!(
            sc.map_toml
                .ends_with("\n[kinds]\n\"solid\" = \"platform#2\"\n"),
            "{}",
            sc.map_toml
        );
        let bad = text.replace("platform#2", "rock");
        assert!(err(&bad).starts_with(
            "error: s.toml:8: [kinds] \"solid\" = \"rock\": \"rock\" is no tile kind (kinds: empty, solid,"
        ));
        let bad = text.replace("[\"collision\"]", "3");
        assert_eq!(
            err(&bad),
            "error: s.toml:3: \"layer\" must be a layer name or an array of layer names"
        );
    }
}
