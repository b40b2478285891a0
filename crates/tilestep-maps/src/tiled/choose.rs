//! Which layers of a Tiled map hold its collision: those named in the
//! options; else those named `collision`/`collisions` (any case) or of
//! that class; else (none chosen) every tile layer whose tiles carry
//! collision data. The other object layers give the map's points.

use super::anchor;
use super::types::{ObjShape, TLayerData, TMap};
use crate::error::MapLoadError;
use crate::layer_choice::{find_layer, is_collision_name};
use crate::{LayerInfo, LayerKind, LoadOptions, MapObject};

/// The layers chosen, by index into [`TMap::layers`]; empty when none is,
/// and every tile layer with collision data is read.
pub(super) struct Chosen {
    pub(super) explicit: Vec<usize>,
}

/// A layer's kind and name, for messages: `tile layer "ground"`.
fn described(l: &super::TLayer) -> String {
    match l.data {
        TLayerData::Tiles(_) => format!("tile layer {:?}", l.name),
        TLayerData::Objects(_) => format!("object layer {:?}", l.name),
    }
}

/// The layers chosen by `opts`, or by their names and classes.
pub(super) fn layers(m: &TMap, opts: &LoadOptions) -> Result<Chosen, MapLoadError> {
    let names: Vec<&str> = m.layers.iter().map(|l| l.name.as_str()).collect();
    if opts.collision_layers.is_empty() {
        let explicit = m
            .layers
            .iter()
            .enumerate()
            .filter(|(_, l)| is_collision_name(&l.name) || is_collision_name(&l.class))
            .map(|(i, _)| i)
            .collect();
        return Ok(Chosen { explicit });
    }
    let mut explicit = Vec::new();
    for want in &opts.collision_layers {
        let i = find_layer(&names, want).ok_or_else(|| MapLoadError::NotFound {
            at: m.at.clone(),
            wanted: format!("tile or object layer {want:?}"),
            available: m.layers.iter().map(described).collect(),
        })?;
        if !explicit.contains(&i) {
            explicit.push(i);
        }
    }
    explicit.sort_unstable();
    Ok(Chosen { explicit })
}

/// The objects of every object layer not read as collision, as points.
pub(super) fn points(m: &TMap, chosen: &Chosen) -> Vec<MapObject> {
    let mut out = Vec::new();
    for (li, l) in m.layers.iter().enumerate() {
        let TLayerData::Objects(objects) = &l.data else {
            continue;
        };
        if chosen.explicit.contains(&li) {
            continue;
        }
        for o in objects {
            let point = matches!(
                o.shape,
                ObjShape::Point
                    | ObjShape::Polygon(_)
                    | ObjShape::Polyline(_)
                    | ObjShape::Other("text")
            );
            let (x, y) = anchor(o.x, o.y, o.w, o.h, point, o.shape == ObjShape::Tile);
            out.push(MapObject {
                name: o.name.clone(),
                class: o.class.clone(),
                layer: l.name.clone(),
                x,
                y,
                line: o.line,
            });
        }
    }
    out
}

/// Every layer, for messages saying which could collide.
pub(super) fn infos(m: &TMap, chosen: &Chosen) -> Vec<LayerInfo> {
    m.layers
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let (kind, filled) = match &l.data {
                TLayerData::Tiles(g) => (LayerKind::Tiles, g.iter().filter(|&&g| g != 0).count()),
                TLayerData::Objects(o) => (LayerKind::Objects, o.len()),
            };
            LayerInfo {
                name: l.name.clone(),
                kind,
                size: (m.width, m.height),
                filled,
                chosen: chosen.explicit.contains(&i),
            }
        })
        .collect()
}
