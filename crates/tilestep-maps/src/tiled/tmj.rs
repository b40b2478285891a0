//! `.tmj` maps and `.tsj` tilesets (Tiled JSON), read with `serde_json`.
//! JSON positions aren't kept past parsing, so errors name the layer or tile.

use super::{anchor, check_header, PVal, Prop, TLayer, TMap, TSet, TTile};
use crate::data;
use crate::error::{Loc, MapLoadError};
use crate::shape::Shape;
use crate::MapObject;
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;

/// Parses JSON, naming the line of a syntax error.
pub fn json(bytes: &[u8], at: &Loc) -> Result<Value, MapLoadError> {
    serde_json::from_slice(bytes).map_err(|e| MapLoadError::Syntax {
        at: at.line(Some(e.line().max(1))),
        msg: format!("not valid JSON: {e}"),
    })
}

pub(crate) fn invalid(at: &Loc, msg: impl Into<String>) -> MapLoadError {
    MapLoadError::Invalid {
        at: at.clone(),
        msg: msg.into(),
    }
}

fn uint(v: &Value, key: &str, at: &Loc) -> Result<u64, MapLoadError> {
    match v.get(key) {
        None => Err(invalid(at, format!("missing {key:?}"))),
        Some(x) => x
            .as_u64()
            .ok_or_else(|| invalid(at, format!("{key:?} must be a whole number, found {x}"))),
    }
}

fn num(v: &Value, key: &str, at: &Loc) -> Result<f64, MapLoadError> {
    match v.get(key) {
        None => Ok(0.0),
        Some(x) => x
            .as_f64()
            .ok_or_else(|| invalid(at, format!("{key:?} must be a number, found {x}"))),
    }
}

pub(crate) fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

pub(crate) fn array<'a>(v: &'a Value, key: &str, at: &Loc) -> Result<&'a [Value], MapLoadError> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(a)) => Ok(a),
        Some(x) => Err(invalid(at, format!("{key:?} must be an array, found {x}"))),
    }
}

fn props(v: &Value, at: &Loc) -> Result<Vec<Prop>, MapLoadError> {
    let mut out = Vec::new();
    for p in array(v, "properties", at)? {
        let name = p
            .get("name")
            .and_then(Value::as_str)
            .ok_or_else(|| invalid(at, "a property has no name"))?;
        let ty = p.get("type").and_then(Value::as_str).unwrap_or("string");
        let val = p.get("value").unwrap_or(&Value::Null);
        let bad = |want: &str| MapLoadError::Property {
            at: at.clone(),
            property: name.to_string(),
            msg: format!("type {ty:?} but the value {val} is not a{want}"),
        };
        let value = match ty {
            "string" | "file" | "color" => {
                PVal::Str(val.as_str().ok_or_else(|| bad(" string"))?.to_string())
            }
            "int" => PVal::Int(val.as_i64().ok_or_else(|| bad("n integer"))?),
            other => PVal::Other(other.to_string()),
        };
        out.push(Prop {
            name: name.to_string(),
            value,
        });
    }
    Ok(out)
}

fn tileset(v: &Value, at: &Loc, firstgid: u32) -> Result<TSet, MapLoadError> {
    let name = text(v, "name").to_string();
    let mut tiles = HashMap::new();
    for tv in array(v, "tiles", at)? {
        let id = uint(tv, "id", at)? as u32;
        let tat = at.what(format!("tile {id} of tileset {name:?}"));
        let mut t = TTile {
            props: props(tv, &tat)?,
            at: tat.clone(),
            ..Default::default()
        };
        if let Some(og) = tv.get("objectgroup") {
            for o in array(og, "objects", &tat)? {
                let (x, y) = (num(o, "x", &tat)?, num(o, "y", &tat)?);
                if num(o, "rotation", &tat)? != 0.0 {
                    t.bad_shape
                        .get_or_insert("a collision object is rotated; draw it unrotated".into());
                } else if let Some(poly) = o.get("polygon") {
                    let mut p = Vec::new();
                    for pt in poly
                        .as_array()
                        .ok_or_else(|| invalid(&tat, "\"polygon\" must be an array"))?
                    {
                        p.push((x + num(pt, "x", &tat)?, y + num(pt, "y", &tat)?));
                    }
                    t.shapes.push(Shape::Polygon(p));
                } else if ["ellipse", "point", "polyline", "text"]
                    .iter()
                    .any(|k| o.get(*k).is_some_and(|b| b != &Value::Bool(false)))
                {
                    t.bad_shape.get_or_insert(
                        "a collision object is an ellipse, point, polyline or text; only rectangles and polygons make height profiles".into(),
                    );
                } else {
                    t.shapes.push(Shape::Rect(
                        x,
                        y,
                        num(o, "width", &tat)?,
                        num(o, "height", &tat)?,
                    ));
                }
            }
        }
        if t.has_data() {
            tiles.insert(id, t);
        }
    }
    Ok(TSet {
        firstgid,
        name,
        tw: uint(v, "tilewidth", at)?,
        th: uint(v, "tileheight", at)?,
        tiles,
    })
}

/// An external `.tsj` tileset's bytes.
pub fn external_tileset(bytes: &[u8], at: &Loc, firstgid: u32) -> Result<TSet, MapLoadError> {
    tileset(&json(bytes, at)?, at, firstgid)
}

fn objects(l: &Value, at: &Loc, out: &mut Vec<MapObject>) -> Result<(), MapLoadError> {
    let layer = text(l, "name").to_string();
    for o in array(l, "objects", at)? {
        let (x, y) = (num(o, "x", at)?, num(o, "y", at)?);
        let (w, h) = (num(o, "width", at)?, num(o, "height", at)?);
        let point = o.get("point") == Some(&Value::Bool(true))
            || o.get("polygon").is_some()
            || o.get("polyline").is_some()
            || o.get("text").is_some();
        let (ax, ay) = anchor(x, y, w, h, point, o.get("gid").is_some());
        out.push(MapObject {
            name: text(o, "name").to_string(),
            class: if o.get("type").is_some() {
                text(o, "type")
            } else {
                text(o, "class")
            }
            .to_string(),
            layer: layer.clone(),
            x: ax,
            y: ay,
            line: None,
        });
    }
    Ok(())
}

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
                    gids,
                    at: at.clone(),
                });
            }
            "group" => layers(l, at, n, m)?,
            "objectgroup" => objects(l, &lat, &mut m.objects)?,
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
    let mut m = TMap {
        width,
        height,
        t: tw as u32,
        props: props(&v, &at.what("map properties"))?,
        tilesets: Vec::new(),
        layers: Vec::new(),
        objects: Vec::new(),
        at: at.clone(),
    };
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
