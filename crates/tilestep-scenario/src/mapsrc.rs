//! Where the map comes from (`map = '''...'''` inline or `map_file = "..."`)
//! and how a line of the map text maps back to a line of a file, so that map
//! errors from the core name the line a person would open.

use crate::error::{line_of, InputError};
use crate::mapkeys;
use crate::raw::{RawScenario, Val};
use crate::values::{string, toml_str, Src};
use std::ops::Range;
use std::path::Path;
use tilestep::{Edges, Legend, MapError, TileMap};

/// Map text plus how to report a line of it.
#[derive(Clone, Debug)]
pub struct MapText {
    /// The ASCII map.
    pub text: String,
    /// The file to name in errors (the scenario, or the map file).
    pub file: String,
    /// File line of map line 1.
    pub first_line: usize,
    /// False for a one-line TOML string (`"..\n.."`): every map line is on
    /// the same file line.
    pub multi_line: bool,
}

impl MapText {
    /// The file line of 1-based map line `n`.
    pub fn file_line(&self, n: usize) -> usize {
        if self.multi_line {
            self.first_line + n.saturating_sub(1)
        } else {
            self.first_line
        }
    }
}

/// The map text of an inline `map = ...` value. TOML drops a newline right
/// after an opening `'''` or `"""`, so map line 1 is then the next file line.
pub fn inline(src: Src, v: &Val) -> Result<MapText, InputError> {
    inline_text(src, "map", v)
}

/// The text of any multi-line string value `key` (a map, `keys`), with
/// the file line of each of its lines.
pub fn inline_text(src: Src, key: &str, v: &Val) -> Result<MapText, InputError> {
    let text = string(src, key, v)?.to_string();
    let span: Range<usize> = v.span();
    let raw = src.text.get(span.start..).unwrap_or("");
    let triple = raw.starts_with("'''") || raw.starts_with("\"\"\"");
    let after = raw.get(3..).unwrap_or("");
    let newline_first = after.starts_with('\n') || after.starts_with("\r\n");
    let line = src.line(&span);
    Ok(MapText {
        text,
        file: src.file.to_string(),
        first_line: if triple && newline_first {
            line + 1
        } else {
            line
        },
        multi_line: triple,
    })
}

/// A `map_file`: ASCII text, or a map loaded from an editor's file.
#[derive(Debug)]
pub enum MapFile {
    /// A `.txt` (or any non-editor) file: ASCII map text.
    Text(MapText),
    /// A `.tmx`, `.tmj` or `.ldtk` file, loaded (the scenario's `level`
    /// picks the LDtk level).
    Editor(Box<tilestep_maps::LoadedMap>),
}

/// A map loader error as a [`InputError`] naming its file and line.
pub fn load_error(e: &tilestep_maps::MapLoadError) -> InputError {
    let loc = e.loc();
    let full = e.to_string();
    let head = match loc.line {
        Some(l) => format!("{}:{l}: ", loc.file),
        None => format!("{}: ", loc.file),
    };
    let msg = full.strip_prefix(&head).unwrap_or(&full).to_string();
    InputError {
        file: Some(loc.file.clone()),
        line: loc.line,
        msg,
    }
}

/// Loads a map with `tilestep-maps` (any format it reads), mapping errors.
pub fn load(
    path: &str,
    opts: &tilestep_maps::LoadOptions,
) -> Result<tilestep_maps::LoadedMap, InputError> {
    tilestep_maps::load_map(path, opts).map_err(|e| load_error(&e))
}

/// Every level of a map file ([`tilestep_maps::load_levels`]), each loaded
/// or refused on its own (see [`load_error`]); `Err` when the file itself
/// can't be read.
pub fn load_levels(
    path: &str,
    opts: &tilestep_maps::LoadOptions,
) -> Result<Vec<tilestep_maps::LevelLoad>, InputError> {
    tilestep_maps::load_levels(path, opts).map_err(|e| load_error(&e))
}

/// Reads `map_file`, relative to the scenario's folder: Tiled (`.tmx`,
/// `.tmj`) and LDtk (`.ldtk`) maps are loaded with `level`, `layer` and
/// `[kinds]` ([`crate::mapkeys`]); any other file is ASCII map text.
pub fn from_file(src: Src, v: &Val, raw: &RawScenario) -> Result<MapFile, InputError> {
    use tilestep_maps::Format;
    let name = string(src, "map_file", v)?;
    let dir = Path::new(src.file).parent().unwrap_or(Path::new(""));
    let path = dir.join(name);
    let shown = path.display().to_string();
    let format = Format::of(&path).filter(|f| *f != Format::Ascii);
    let keys = mapkeys::read(src, raw, mapkeys::Target::File(name, format))?;
    if format.is_some() {
        if !path.exists() {
            return Err(src.err(
                &v.span(),
                format!("map_file {name:?}: cannot read {shown}: no such file"),
            ));
        }
        return Ok(MapFile::Editor(Box::new(load(&shown, &keys.options())?)));
    }
    let bytes = tilestep_maps::read_bounded(&path)
        .map_err(|e| src.err(&v.span(), format!("map_file {name:?}: {shown}: {e}")))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let ok = e.utf8_error().valid_up_to();
        let line = line_of(&String::from_utf8_lossy(&e.as_bytes()[..ok]), ok);
        InputError::at(&shown, line, "the map file is not UTF-8 text")
    })?;
    Ok(MapFile::Text(MapText {
        text,
        file: shown,
        first_line: 1,
        multi_line: true,
    }))
}

/// Builds the map, translating the core's map-text lines to file lines.
/// `at` is the file position to name for errors without a line of their own.
pub fn build(
    m: &MapText,
    tile_size: u32,
    legend: &Legend,
    edges: Edges,
    at: (&str, usize),
) -> Result<TileMap, InputError> {
    TileMap::from_ascii_with(&m.text, tile_size, legend, edges).map_err(|e| match e {
        MapError::RaggedRow {
            line,
            len,
            expected,
        } => InputError::at(
            &m.file,
            m.file_line(line),
            format!(
                "ragged map row: map line {line} has {len} characters, the first row has {expected}"
            ),
        ),
        MapError::UnknownChar { line, column, ch } => InputError::at(
            &m.file,
            m.file_line(line),
            format!(
                "map line {line}, column {column}: character {ch:?} is not a tile kind and not in [legend]"
            ),
        ),
        MapError::EmptyMap => InputError::at(at.0, at.1, "the map has no rows"),
        other => InputError::at(at.0, at.1, format!("invalid map: {other}")),
    })
}

/// The map's part of a scenario as TOML, loading the same map from
/// anywhere: `tile_size`, the inline `map` as written or `map_file` as an
/// absolute path, `level` and `layer`, every `[edges]` policy, the
/// `[legend]` and `[kinds]`.
pub fn map_toml(src: Src, raw: &crate::raw::RawScenario, map: &TileMap) -> String {
    let mut out = format!("tile_size = {}\n", map.tile_size().px());
    if let Some(m) = &raw.map {
        out.push_str(&format!("map = {}\n", &src.text[m.span()]));
    }
    if let Some(m) = &raw.map_file {
        let name = m.get_ref().as_str().unwrap_or("");
        let dir = Path::new(src.file).parent().unwrap_or(Path::new(""));
        let joined = dir.join(name);
        let path = std::fs::canonicalize(&joined).unwrap_or(joined);
        out.push_str(&format!(
            "map_file = {}\n",
            toml_str(&path.display().to_string())
        ));
    }
    let (keys, kinds) = mapkeys::toml(src, raw);
    out.push_str(&keys);
    let e = map.edges();
    let name = tilestep::EdgePolicy::name;
    out.push_str(&format!(
        "\n[edges]\nleft = \"{}\"\nright = \"{}\"\ntop = \"{}\"\nbottom = \"{}\"\n",
        name(e.left),
        name(e.right),
        name(e.top),
        name(e.bottom)
    ));
    if let Some(l) = &raw.legend {
        out.push_str("\n[legend]\n");
        for (k, v) in l {
            let v = v.get_ref();
            let mut parts = Vec::new();
            for (key, val) in [("kind", &v.kind), ("tag", &v.tag), ("heights", &v.heights)] {
                if let Some(val) = val {
                    parts.push(format!("{key} = {}", val.get_ref()));
                }
            }
            out.push_str(&format!(
                "{} = {{ {} }}\n",
                toml_str(k.get_ref()),
                parts.join(", ")
            ));
        }
    }
    out.push_str(&kinds);
    out
}
