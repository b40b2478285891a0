//! `.tmj` maps and `.tsj` tilesets (Tiled JSON), read with `serde_json`.
//! JSON positions aren't kept past parsing, so errors name the layer or tile.

use super::tsj::{class, object, props, tileset};
use super::types::TLayerData;
use super::{check_header, TLayer, TMap};
use crate::data;
use crate::error::{Loc, MapLoadError};
use crate::json::{array, invalid, text, uint};
use serde_json::Value;
use std::path::Path;

pub use super::tsj::external_tileset;
pub use crate::json::json;

/// A JSON array of gids: exactly `n` of them.
fn gid_array(a: &[Value], n: usize, lat: &Loc) -> Result<Vec<u32>, MapLoadError> {
    if a.len() != n {
        return Err(MapLoadError::Data {
            at: lat.clone(),
            msg: format!("{} tiles, the layer needs {n}", a.len()),
        });
    }
    a.iter()
        .enumerate()
        .map(|(i, v)| {
            v.as_u64()
                .filter(|&x| x <= u32::MAX as u64)
                .map(|x| x as u32)
                .ok_or_else(|| MapLoadError::Data {
                    at: lat.clone(),
                    msg: format!("value {} ({v}) is not a tile id", i + 1),
                })
        })
        .collect()
}

/// A tile layer's gids, its size checked against the map's.
fn tile_layer(l: &Value, lat: &Loc, n: usize, m: &TMap) -> Result<Vec<u32>, MapLoadError> {
    if l.get("chunks").is_some() {
        return Err(MapLoadError::Unsupported {
            at: lat.clone(),
            msg: "chunked (infinite map) layer data".into(),
        });
    }
    let (w, h) = (uint(l, "width", lat)?, uint(l, "height", lat)?);
    if (w, h) != (m.width, m.height) {
        return Err(invalid(
            lat,
            format!(
                "layer is {w}x{h} tiles, the map is {}x{}",
                m.width, m.height
            ),
        ));
    }
    let data_err = |msg: String| MapLoadError::Data {
        at: lat.clone(),
        msg,
    };
    match l.get("data") {
        Some(Value::Array(a)) => gid_array(a, n, lat),
        Some(Value::String(s)) => {
            let enc = l
                .get("encoding")
                .and_then(Value::as_str)
                .unwrap_or("base64");
            data::layer(s, enc, text(l, "compression"), n).map_err(data_err)
        }
        _ => Err(data_err(
            "\"data\" must be an array or a base64 string".into(),
        )),
    }
}

/// The tile and object layers under `parent`, groups entered, in order.
fn layers(parent: &Value, at: &Loc, n: usize, m: &mut TMap) -> Result<(), MapLoadError> {
    for l in array(parent, "layers", at)? {
        let name = text(l, "name").to_string();
        let lat = at.what(format!("layer {name:?}"));
        let data = match text(l, "type") {
            "tilelayer" => TLayerData::Tiles(tile_layer(l, &lat, n, m)?),
            "objectgroup" => TLayerData::Objects(
                array(l, "objects", &lat)?
                    .iter()
                    .map(|o| object(o, &lat))
                    .collect::<Result<_, _>>()?,
            ),
            "group" => {
                layers(l, at, n, m)?;
                continue;
            }
            _ => continue,
        };
        m.layers.push(TLayer {
            name,
            class: class(l),
            data,
            at: at.clone(),
        });
    }
    Ok(())
}

/// Parses a `.tmj` file (external tilesets are read relative to `path`).
pub fn parse(path: &Path, bytes: &[u8]) -> Result<TMap, MapLoadError> {
    let at = Loc::file(&path.display().to_string());
    let v = json(bytes, &at)?;
    if !v.is_object() || (v.get("type").is_some() && text(&v, "type") != "map") {
        return Err(invalid(
            &at,
            "not a Tiled JSON map (expected an object with \"type\": \"map\")",
        ));
    }
    let (width, height) = (uint(&v, "width", &at)?, uint(&v, "height", &at)?);
    let (tw, th) = (uint(&v, "tilewidth", &at)?, uint(&v, "tileheight", &at)?);
    let orientation = v
        .get("orientation")
        .and_then(Value::as_str)
        .unwrap_or("orthogonal");
    let n = check_header(
        &at,
        orientation,
        v.get("infinite") == Some(&Value::Bool(true)),
        tw,
        th,
        width,
        height,
    )?;
    let mut m = TMap::new(
        width,
        height,
        tw as u32,
        props(&v, &at.what("map properties"))?,
        &at,
    );
    for ts in array(&v, "tilesets", &at)? {
        let firstgid = uint(ts, "firstgid", &at)?;
        let firstgid = u32::try_from(firstgid)
            .map_err(|_| invalid(&at, "tileset \"firstgid\" is too large"))?;
        let set = match ts.get("source").and_then(Value::as_str) {
            Some(src) => super::tmx::external(path, src, &at, firstgid)?,
            None => tileset(ts, &at, firstgid)?,
        };
        m.tilesets.push(set);
    }
    layers(&v, &at, n, &mut m)?;
    Ok(m)
}
