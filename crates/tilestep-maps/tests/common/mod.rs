//! Shared helpers of the loader's integration tests: example paths, a cell's
//! definition, and small Tiled maps built from text.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use tilestep::{TileDef, TileMap, TileXY};
use tilestep_maps::{load_bytes, Format, LoadOptions, LoadedMap, MapLoadError};

/// A file under `examples/maps/`.
pub fn ex(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/maps")
        .join(rel)
}

/// The definition of the tile at `(x, y)`.
pub fn def_at(m: &TileMap, x: i32, y: i32) -> &TileDef {
    m.tileset().def(m.get(TileXY::new(x, y)).unwrap())
}

/// A 4x2 map of 16 px tiles with an inline tileset holding `tiles` and
/// the layers in `body`.
pub fn tmx(body: &str, tiles: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="2" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4">
{tiles}
 </tileset>
{body}
</map>
"#
    )
}

/// Tile 0: `collision = "solid"`.
pub const SOLID_TILE: &str =
    r#"  <tile id="0"><properties><property name="collision" value="solid"/></properties></tile>"#;

/// A `collision` tile layer of CSV data.
pub fn csv_layer(data: &str) -> String {
    format!(
        r#" <layer name="collision" width="4" height="2"><data encoding="csv">{data}</data></layer>"#
    )
}

/// Loads `text` as `t.tmx` with the default options.
pub fn load_tmx(text: &str) -> Result<LoadedMap, MapLoadError> {
    load_tmx_with(text, &LoadOptions::default())
}

/// The error of loading `text` as `t.tmx`.
pub fn err_tmx(text: &str) -> String {
    load_tmx(text).unwrap_err().to_string()
}

/// `text` fails to load as a `.tmx` with an error containing `want`.
pub fn assert_tmx_err(text: &str, want: &str) {
    let e = err_tmx(text);
    assert!(e.contains(want), "{e}");
}

/// Loads `text` as `t.tmx` with `opts`.
pub fn load_tmx_with(text: &str, opts: &LoadOptions) -> Result<LoadedMap, MapLoadError> {
    load_bytes(
        Path::new("t.tmx"),
        text.as_bytes().to_vec(),
        Format::Tmx,
        opts,
    )
}
