//! Tiled JSON tilesets (`.tsj`, or embedded in a `.tmj` map): tile
//! properties and collision shapes.

use super::{PVal, Prop, TSet, TTile};
use crate::error::{Loc, MapLoadError};
use crate::json::{array, invalid, json, num, text, uint};
use crate::shape::Shape;
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
