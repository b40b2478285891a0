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

fn layers(parent: &Value, at: &Loc, n: usize, m: &mut TMap) -> Result<(), MapLoadError> {
    for l in array(parent, "layers", at)? {
        let name = text(l, "name").to_string();
        let lat = at.what(format!("layer {name:?}"));
        match text(l, "type") {
            "tilelayer" => {
                if l.get("chunks").is_some() {
                    return Err(MapLoadError::Unsupported {
                        at: lat,
                        msg: "chunked (infinite map) layer data".into(),
                    });
                }
                let (w, h) = (uint(l, "width", &lat)?, uint(l, "height", &lat)?);
                if (w, h) != (m.width, m.height) {
                    return Err(invalid(
                        &lat,
                        format!(
                            "layer is {w}x{h} tiles, the map is {}x{}",
                            m.width, m.height
                        ),
                    ));
                }
                let gids = match l.get("data") {
                    Some(Value::Array(a)) => {
                        if a.len() != n {
                            return Err(MapLoadError::Data {
                                at: lat,
                                msg: format!("{} tiles, the layer needs {n}", a.len()),
                            });
                        }
                        let mut g = Vec::with_capacity(n);
                        for (i, v) in a.iter().enumerate() {
                            g.push(v.as_u64().filter(|&x| x <= u32::MAX as u64).ok_or_else(
                                || MapLoadError::Data {
                                    at: lat.clone(),
                                    msg: format!("value {} ({v}) is not a tile id", i + 1),
                                },
                            )? as u32);
                        }
                        g
                    }
                    Some(Value::String(s)) => {
                        let enc = l
                            .get("encoding")
                            .and_then(Value::as_str)
                            .unwrap_or("base64");
                        data::layer(s, enc, text(l, "compression"), n).map_err(|msg| {
                            MapLoadError::Data {
                                at: lat.clone(),
                                msg,
                            }
                        })?
                    }
                    _ => {
                        return Err(MapLoadError::Data {
                            at: lat,
                            msg: "\"data\" must be an array or a base64 string".into(),
                        })
                    }
                };
                m.layers.push(TLayer {
                    name,
                    class: class(l),
                    data: TLayerData::Tiles(gids),
                    at: at.clone(),
                });
            }
            "group" => layers(l, at, n, m)?,
            "objectgroup" => {
                let objects = array(l, "objects", &lat)?
                    .iter()
                    .map(|o| object(o, &lat))
                    .collect::<Result<_, _>>()?;
                m.layers.push(TLayer {
                    name,
                    class: class(l),
                    data: TLayerData::Objects(objects),
                    at: lat,
                });
            }
            _ => {}
        }
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
