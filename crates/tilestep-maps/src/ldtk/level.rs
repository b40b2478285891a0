//! One LDtk level made a collision map: its chosen IntGrid layers' cells
//! (later layers over earlier), each value's kind by the IntGrid rule, its
//! entities as objects, its layers listed.

use super::project::Project;
use crate::data::check_tiles;
use crate::error::{Loc, MapLoadError};
use crate::int_grid::{IntGridError, IntGridKinds};
use crate::json::{array, invalid, text};
use crate::layer_choice::{choose_int_grid, LayerChoiceError};
use crate::{LayerInfo, LayerKind, LoadOptions, LoadWarning, LoadedMap, MapObject};
use serde_json::Value;
use std::collections::HashMap;
use tilestep::{TileId, TileSize};

fn uint(v: &Value, key: &str, at: &Loc) -> Result<u64, MapLoadError> {
    v.get(key)
        .and_then(Value::as_u64)
        .ok_or_else(|| invalid(at, format!("{key:?} missing or not a whole number")))
}

/// A chosen IntGrid layer: its instance and where errors point.
struct Chosen<'v> {
    inst: &'v Value,
    name: String,
    at: Loc,
}

/// The grid every chosen layer shares: width, height, tile size, cells.
struct Grid {
    w: u64,
    h: u64,
    size: TileSize,
    n: usize,
}

/// Loads level `i` of `p` (`opts.level` aside: the caller chose `i`).
pub(super) fn build(p: &Project, i: usize, opts: &LoadOptions) -> Result<LoadedMap, MapLoadError> {
    let level = p.level(i);
    let lname = text(level, "identifier").to_string();
    let lat = p.at.what(format!("level {lname:?}"));
    let insts = p.instances(i, &lat)?;
    let chosen = choose(&insts, &lname, &lat, opts)?;
    let grid = grid(&chosen)?;
    let mut kinds = kinds(p, &chosen, &grid, opts)?;
    let (cells, warnings) = cells(&chosen, &grid, &mut kinds, &lname)?;
    crate::warning::check_required(&warnings, opts)?;
    let map = kinds
        .map(grid.w as u32, grid.h as u32, opts.edges, &cells)
        .map_err(|err| MapLoadError::Map {
            at: lat.clone(),
            err,
        })?;
    let names: Vec<&str> = chosen.iter().map(|c| c.name.as_str()).collect();
    Ok(LoadedMap {
        map,
        objects: entities(&insts, &lat)?,
        warnings,
        notes: Vec::new(),
        format: crate::Format::Ldtk,
        level: Some(lname),
        origin: p.levels[i].origin,
        layers: layers(&insts, &names),
    })
}

/// The IntGrid layers chosen by name, or by the default rule.
fn choose<'v>(
    insts: &'v [Value],
    lname: &str,
    lat: &Loc,
    opts: &LoadOptions,
) -> Result<Vec<Chosen<'v>>, MapLoadError> {
    let int_grid: Vec<&Value> = insts
        .iter()
        .filter(|l| text(l, "__type") == "IntGrid")
        .collect();
    let names: Vec<&str> = int_grid.iter().map(|l| text(l, "__identifier")).collect();
    let picked = choose_int_grid(&names, &opts.collision_layers).map_err(|e| {
        let available = match e {
            LayerChoiceError::NoIntGrid => insts
                .iter()
                .map(|l| format!("{:?} ({})", text(l, "__identifier"), text(l, "__type")))
                .collect(),
            _ => names.iter().map(|n| format!("{n:?}")).collect(),
        };
        MapLoadError::NotFound {
            at: lat.clone(),
            wanted: e.to_string(),
            available,
        }
    })?;
    Ok(picked
        .into_iter()
        .map(|k| Chosen {
            inst: int_grid[k],
            name: names[k].to_string(),
            at: lat.what(format!("level {lname:?}, layer {:?}", names[k])),
        })
        .collect())
}

/// The chosen layers' common grid, checked before anything is allocated.
fn grid(chosen: &[Chosen]) -> Result<Grid, MapLoadError> {
    let mut first: Option<(Grid, &str)> = None;
    for c in chosen {
        let (w, h, t) = (
            uint(c.inst, "__cWid", &c.at)?,
            uint(c.inst, "__cHei", &c.at)?,
            uint(c.inst, "__gridSize", &c.at)?,
        );
        let (size, n) = check_tiles(&c.at, "grid size", t, w, h)?;
        match &first {
            None => first = Some((Grid { w, h, size, n }, &c.name)),
            Some((g, other)) if (g.w, g.h, g.size) != (w, h, size) => {
                return Err(MapLoadError::Unsupported {
                    at: c.at.clone(),
                    msg: format!(
                        "its grid ({w}x{h} cells of {t} px) differs from layer {other:?}'s ({}x{} cells of {} px); layers read together must share one grid",
                        g.w,
                        g.h,
                        g.size.px()
                    ),
                })
            }
            Some(_) => {}
        }
    }
    Ok(first.expect("at least one layer is chosen").0)
}

/// Each chosen layer's values (value, identifier), from its definition.
fn kinds(
    p: &Project,
    chosen: &[Chosen],
    grid: &Grid,
    opts: &LoadOptions,
) -> Result<IntGridKinds, MapLoadError> {
    let defs = array(p.v.get("defs").unwrap_or(&Value::Null), "layers", &p.at)?;
    let mut out: Option<IntGridKinds> = None;
    for c in chosen {
        let uid = c.inst.get("layerDefUid").and_then(Value::as_i64);
        let def = defs
            .iter()
            .find(|d| uid.is_some() && d.get("uid").and_then(Value::as_i64) == uid)
            .or_else(|| defs.iter().find(|d| text(d, "identifier") == c.name))
            .ok_or_else(|| {
                invalid(
                    &c.at,
                    "its layer definition is missing from \"defs\".\"layers\"",
                )
            })?;
        let mut values = Vec::new();
        for iv in array(def, "intGridValues", &c.at)? {
            let val = iv
                .get("value")
                .and_then(Value::as_i64)
                .ok_or_else(|| invalid(&c.at, "an IntGrid value has no \"value\""))?;
            values.push((val, text(iv, "identifier").to_string()));
        }
        match &mut out {
            None => out = Some(IntGridKinds::new(grid.size, values).with_kinds(opts.kinds.clone())),
            Some(k) => {
                k.add_layer(values);
            }
        }
    }
    Ok(out.expect("at least one layer is chosen"))
}

/// The map's cells, later layers over earlier, and the warnings for values
/// that named no kind.
fn cells(
    chosen: &[Chosen],
    grid: &Grid,
    kinds: &mut IntGridKinds,
    lname: &str,
) -> Result<(Vec<TileId>, Vec<LoadWarning>), MapLoadError> {
    let mut cells = vec![TileId(0); grid.n];
    let mut first: HashMap<(usize, i64), (i32, i32)> = HashMap::new();
    for (k, c) in chosen.iter().enumerate() {
        let csv = array(c.inst, "intGridCsv", &c.at)?;
        if csv.len() != grid.n {
            return Err(MapLoadError::Data {
                at: c.at.clone(),
                msg: format!(
                    "\"intGridCsv\" has {} values, the layer needs {} ({}x{})",
                    csv.len(),
                    grid.n,
                    grid.w,
                    grid.h
                ),
            });
        }
        for (i, cv) in csv.iter().enumerate() {
            let xy = ((i as u64 % grid.w) as i32, (i as u64 / grid.w) as i32);
            let val = cv.as_i64().ok_or_else(|| MapLoadError::Data {
                at: c.at.clone(),
                msg: format!("value {} ({cv}) is not an integer", i + 1),
            })?;
            if val == 0 {
                continue;
            }
            first.entry((k, val)).or_insert(xy);
            cells[i] = kinds
                .tile_in(k, val)
                .map_err(|e| value_error(e, c, lname, val, xy))?;
        }
    }
    let warnings = kinds
        .defaulted()
        .iter()
        .map(|&(k, v)| LoadWarning::IntGridValue {
            at: chosen[k].at.what(format!("level {lname:?}")),
            layer: chosen[k].name.clone(),
            value: v,
            identifier: kinds.identifier_in(k, v).unwrap_or("").to_string(),
            cell: first.get(&(k, v)).copied().unwrap_or((0, 0)),
        })
        .collect();
    Ok((cells, warnings))
}

/// An IntGrid value's error, naming the level, layer, value and cell.
fn value_error(
    e: IntGridError,
    c: &Chosen,
    lname: &str,
    val: i64,
    (x, y): (i32, i32),
) -> MapLoadError {
    let vat = c.at.what(format!(
        "level {lname:?}, layer {:?}, IntGrid value {val}",
        c.name
    ));
    match e {
        IntGridError::Undefined { .. } => MapLoadError::Data {
            at: c.at.what(format!(
                "level {lname:?}, layer {:?}, cell ({x}, {y})",
                c.name
            )),
            msg: format!("IntGrid value {val} is not defined in the layer"),
        },
        IntGridError::Identifier { msg, .. } => MapLoadError::Property {
            at: vat,
            property: "identifier".into(),
            msg,
        },
        IntGridError::Map(err) => MapLoadError::Map { at: vat, err },
    }
}

/// The entities of every Entities layer, anchored at their `px`; named by
/// a String field `name` if they have one, else by their identifier.
fn entities(insts: &[Value], at: &Loc) -> Result<Vec<MapObject>, MapLoadError> {
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
    Ok(objects)
}

/// Every layer instance, for messages; `chosen` names those read.
fn layers(insts: &[Value], chosen: &[&str]) -> Vec<LayerInfo> {
    insts
        .iter()
        .map(|l| {
            let name = text(l, "__identifier").to_string();
            let int_grid = text(l, "__type") == "IntGrid";
            let size = |k| l.get(k).and_then(Value::as_u64).unwrap_or(0);
            let count = |k| l.get(k).and_then(Value::as_array).map_or(0, Vec::len);
            LayerInfo {
                chosen: chosen.contains(&name.as_str()),
                kind: if int_grid {
                    LayerKind::IntGrid
                } else {
                    LayerKind::Other
                },
                size: (size("__cWid"), size("__cHei")),
                filled: match text(l, "__type") {
                    "IntGrid" => l
                        .get("intGridCsv")
                        .and_then(Value::as_array)
                        .map_or(0, |a| a.iter().filter(|v| v.as_i64() != Some(0)).count()),
                    "Entities" => count("entityInstances"),
                    _ => count("gridTiles") + count("autoLayerTiles"),
                },
                name,
            }
        })
        .collect()
}
