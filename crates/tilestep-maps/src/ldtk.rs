//! LDtk projects (`.ldtk`): one level's IntGrid layer (default `Collision`)
//! becomes the collision map; each IntGrid value's identifier names a kind
//! (`solid`, `slope_br`, ...), optionally with a tag (`solid#3`, or
//! `solid__3` since LDtk may only allow identifier characters). Entities
//! become [`MapObject`]s.

use crate::data::check_tiles;
use crate::error::{Loc, MapLoadError};
use crate::int_grid::{IntGridError, IntGridKinds};
use crate::json::{array, invalid, json, text};
use crate::{LoadNote, LoadOptions, LoadedMap, MapObject, NoteKind};
use serde_json::Value;
use std::collections::HashMap;
use tilestep::TileId;

fn uint(v: &Value, key: &str, at: &Loc) -> Result<u64, MapLoadError> {
    v.get(key)
        .and_then(Value::as_u64)
        .ok_or_else(|| invalid(at, format!("{key:?} missing or not a whole number")))
}

pub use crate::int_grid::parse_identifier;

/// Loads one level of an LDtk project.
pub fn load(at: &Loc, bytes: &[u8], opts: &LoadOptions) -> Result<LoadedMap, MapLoadError> {
    let v = json(bytes, at)?;
    if v.get("levels").is_none() || v.get("defs").is_none() {
        return Err(invalid(
            at,
            "not an LDtk project (no \"levels\" and \"defs\")",
        ));
    }
    if v.get("externalLevels") == Some(&Value::Bool(true)) {
        return Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: "levels saved in separate files (Project settings > Save levels to separate files); turn it off".into(),
        });
    }
    let levels = array(&v, "levels", at)?;
    let names: Vec<String> = levels
        .iter()
        .map(|l| format!("{:?}", text(l, "identifier")))
        .collect();
    let level = match &opts.level {
        Some(want) => levels
            .iter()
            .find(|l| text(l, "identifier") == want)
            .ok_or_else(|| MapLoadError::NotFound {
                at: at.clone(),
                wanted: format!("level {want:?}"),
                available: names.clone(),
            })?,
        None if levels.len() == 1 => &levels[0],
        None => return Err(MapLoadError::NotFound {
            at: at.clone(),
            wanted:
                "level chosen (the project has several; pass one with --level / level = \"...\")"
                    .into(),
            available: names,
        }),
    };
    let lname = text(level, "identifier").to_string();
    let lat = at.what(format!("level {lname:?}"));
    let want = opts.collision_layer.as_deref().unwrap_or("Collision");
    let insts = match level.get("layerInstances") {
        Some(Value::Array(a)) => a.as_slice(),
        _ => {
            return Err(invalid(
                &lat,
                "no \"layerInstances\" (is it saved in a separate file?)",
            ))
        }
    };
    let layer = insts
        .iter()
        .find(|l| text(l, "__identifier") == want && text(l, "__type") == "IntGrid")
        .ok_or_else(|| MapLoadError::NotFound {
            at: lat.clone(),
            wanted: format!("IntGrid layer {want:?}"),
            available: insts
                .iter()
                .filter(|l| text(l, "__type") == "IntGrid")
                .map(|l| format!("{:?}", text(l, "__identifier")))
                .collect(),
        })?;
    let yat = lat.what(format!("level {lname:?}, layer {want:?}"));
    let (w, h, t) = (
        uint(layer, "__cWid", &yat)?,
        uint(layer, "__cHei", &yat)?,
        uint(layer, "__gridSize", &yat)?,
    );
    let (size, n) = check_tiles(&yat, "grid size", t, w, h)?;
    // The layer's definition: IntGrid value -> identifier.
    let uid = layer.get("layerDefUid").and_then(Value::as_i64);
    let defs = v.get("defs").unwrap_or(&Value::Null);
    let layer_defs = array(defs, "layers", at)?;
    let def = layer_defs
        .iter()
        .find(|d| d.get("uid").and_then(Value::as_i64) == uid && uid.is_some())
        .or_else(|| layer_defs.iter().find(|d| text(d, "identifier") == want))
        .ok_or_else(|| {
            invalid(
                &yat,
                "its layer definition is missing from \"defs\".\"layers\"",
            )
        })?;
    let mut values: HashMap<i64, String> = HashMap::new();
    for iv in array(def, "intGridValues", at)? {
        let val = iv
            .get("value")
            .and_then(Value::as_i64)
            .ok_or_else(|| invalid(&yat, "an IntGrid value has no \"value\""))?;
        values.insert(val, text(iv, "identifier").to_string());
    }
    let csv = array(layer, "intGridCsv", &yat)?;
    if csv.len() != n {
        return Err(MapLoadError::Data {
            at: yat,
            msg: format!(
                "\"intGridCsv\" has {} values, the layer needs {n} ({w}x{h})",
                csv.len()
            ),
        });
    }
    let mut kinds = IntGridKinds::new(size, values);
    let mut ids: HashMap<i64, Option<TileId>> = HashMap::new();
    let mut notes = Vec::new();
    let mut cells = vec![TileId(0); n];
    for (i, cv) in csv.iter().enumerate() {
        let (x, y) = ((i as u64 % w) as i32, (i as u64 / w) as i32);
        let val = cv.as_i64().ok_or_else(|| MapLoadError::Data {
            at: yat.clone(),
            msg: format!("value {} ({cv}) is not an integer", i + 1),
        })?;
        if val == 0 {
            continue;
        }
        let id = match ids.get(&val) {
            Some(id) => *id,
            None => {
                let vat = yat.what(format!(
                    "level {lname:?}, layer {want:?}, IntGrid value {val}"
                ));
                let id = match kinds.tile(val) {
                    Ok(id) => Some(id),
                    Err(IntGridError::Undefined { .. }) => {
                        return Err(MapLoadError::Data {
                            at: yat
                                .what(format!("level {lname:?}, layer {want:?}, cell ({x}, {y})")),
                            msg: format!("IntGrid value {val} is not defined in the layer"),
                        })
                    }
                    Err(IntGridError::Identifier { msg, .. }) => {
                        return Err(MapLoadError::Property {
                            at: vat,
                            property: "identifier".into(),
                            msg,
                        })
                    }
                    Err(IntGridError::UnknownKind { identifier }) if opts.strict => {
                        return Err(MapLoadError::UnknownKind {
                            at: vat,
                            name: identifier,
                        })
                    }
                    Err(IntGridError::UnknownKind { identifier }) => {
                        notes.push(LoadNote {
                            kind: NoteKind::UnknownKind,
                            cell: Some((x, y)),
                            message: format!(
                                "IntGrid value {val}: unknown tile kind {identifier:?}"
                            ),
                        });
                        None
                    }
                    Err(IntGridError::Map(err)) => return Err(MapLoadError::Map { at: vat, err }),
                };
                ids.insert(val, id);
                id
            }
        };
        if let Some(id) = id {
            cells[i] = id;
        }
    }
    let mut objects = Vec::new();
    for l in insts.iter().filter(|l| text(l, "__type") == "Entities") {
        for e in array(l, "entityInstances", at)? {
            let px = array(e, "px", at)?;
            let coord = |i: usize| {
                px.get(i)
                    .and_then(Value::as_i64)
                    .unwrap_or(0)
                    .clamp(i32::MIN as i64, i32::MAX as i64) as i32
            };
            let ident = text(e, "__identifier").to_string();
            let name = array(e, "fieldInstances", at)?
                .iter()
                .find(|f| text(f, "__identifier") == "name")
                .and_then(|f| f.get("__value").and_then(Value::as_str))
                .map_or_else(|| ident.clone(), str::to_string);
            objects.push(MapObject {
                name,
                class: ident,
                layer: text(l, "__identifier").to_string(),
                x: coord(0),
                y: coord(1),
                line: None,
            });
        }
    }
    let map = kinds
        .map(w as u32, h as u32, opts.edges, &cells)
        .map_err(|err| MapLoadError::Map {
            at: at.clone(),
            err,
        })?;
    Ok(LoadedMap {
        map,
        objects,
        notes,
        format: crate::Format::Ldtk,
    })
}
