//! Tiled JSON tilesets (`.tsj`, or embedded in a `.tmj` map): tile
//! properties, classes and collision shapes; and the JSON objects both
//! tilesets and maps hold.

use super::types::{ObjShape, TObject};
use super::{PVal, Prop, TSet, TTile};
use crate::error::{Loc, MapLoadError};
use crate::json::{array, invalid, json, num, text, uint};
use serde_json::Value;
use std::collections::HashMap;

pub(crate) fn props(v: &Value, at: &Loc) -> Result<Vec<Prop>, MapLoadError> {
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
            "bool" => PVal::Bool(val.as_bool().ok_or_else(|| bad(" bool"))?),
            other => PVal::Other(other.to_string()),
        };
        out.push(Prop {
            name: name.to_string(),
            value,
        });
    }
    Ok(out)
}

pub(crate) fn tileset(v: &Value, at: &Loc, firstgid: u32) -> Result<TSet, MapLoadError> {
    let name = text(v, "name").to_string();
    let mut tiles = HashMap::new();
    for tv in array(v, "tiles", at)? {
        let id = uint(tv, "id", at)? as u32;
        let tat = at.what(format!("tile {id} of tileset {name:?}"));
        let mut t = TTile {
            props: props(tv, &tat)?,
            class: class(tv),
            at: tat.clone(),
            ..Default::default()
        };
        if let Some(og) = tv.get("objectgroup") {
            let objects = array(og, "objects", &tat)?
                .iter()
                .map(|o| object(o, &tat))
                .collect::<Result<Vec<_>, _>>()?;
            t.add_shapes(&objects);
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

/// The class of a JSON tile, layer or object: `class` (Tiled 1.9 and
/// later), else `type`.
pub(crate) fn class(v: &Value) -> String {
    if v.get("class").is_some() {
        text(v, "class")
    } else {
        text(v, "type")
    }
    .to_string()
}

/// What a JSON object is drawn as.
fn shape(o: &Value, at: &Loc) -> Result<ObjShape, MapLoadError> {
    let flag = |k: &str| o.get(k).is_some_and(|b| b != &Value::Bool(false));
    let points = |key: &str, pts: &Value| -> Result<Vec<(f64, f64)>, MapLoadError> {
        pts.as_array()
            .ok_or_else(|| invalid(at, format!("{key:?} must be an array")))?
            .iter()
            .map(|pt| Ok((num(pt, "x", at)?, num(pt, "y", at)?)))
            .collect()
    };
    if let Some(poly) = o.get("polygon") {
        return Ok(ObjShape::Polygon(points("polygon", poly)?));
    }
    if let Some(line) = o.get("polyline") {
        return Ok(ObjShape::Polyline(points("polyline", line)?));
    }
    Ok(if o.get("gid").is_some() {
        ObjShape::Tile
    } else if flag("point") {
        ObjShape::Point
    } else if flag("ellipse") {
        ObjShape::Other("ellipse")
    } else if flag("text") {
        ObjShape::Other("text")
    } else {
        ObjShape::Rect
    })
}

/// A JSON object: of an object layer, or of a tile's collision editor.
pub(crate) fn object(o: &Value, at: &Loc) -> Result<TObject, MapLoadError> {
    Ok(TObject {
        name: text(o, "name").to_string(),
        class: class(o),
        x: num(o, "x", at)?,
        y: num(o, "y", at)?,
        w: num(o, "width", at)?,
        h: num(o, "height", at)?,
        rotation: num(o, "rotation", at)?,
        shape: shape(o, at)?,
        line: None,
        props: props(o, at)?,
    })
}

/// An external `.tsj` tileset's bytes.
pub fn external_tileset(bytes: &[u8], at: &Loc, firstgid: u32) -> Result<TSet, MapLoadError> {
    tileset(&json(bytes, at)?, at, firstgid)
}
