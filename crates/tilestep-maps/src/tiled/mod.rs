//! Tiled maps (`.tmx` XML and `.tmj` JSON) read into one model, then turned
//! into a [`TileMap`](tilestep::TileMap) by one set of rules (see the crate README).

mod cells;
mod choose;
mod objects;
mod resolve;
pub mod tmj;
pub mod tmx;
mod tsj;
mod types;
mod xml;

pub use types::{
    one_way_prop, ObjShape, PVal, Prop, TLayer, TLayerData, TMap, TObject, TSet, TTile, FLIP_D,
    FLIP_H, FLIP_V, GID_MASK, ROT_HEX,
};

use crate::data::check_tiles;
use crate::error::{Loc, MapLoadError};
use crate::{LoadOptions, LoadedMap, TileBuilder};
use resolve::Resolver;
use std::collections::HashMap;
use tilestep::{EdgePolicy, Edges, TileSize};

/// An object's anchor in whole px, from its `x`, `y`, `width`, `height`:
/// a point or shaped object (polygon, polyline, text) at its origin, a tile
/// object (`gid`, hung from its bottom-left corner) at its bottom centre,
/// any other (a rectangle) at its bottom centre below its top-left origin.
pub(crate) fn anchor(x: f64, y: f64, w: f64, h: f64, point: bool, tile: bool) -> (i32, i32) {
    let (ax, ay) = if point {
        (x, y)
    } else if tile {
        (x + w / 2.0, y)
    } else {
        (x + w / 2.0, y + h)
    };
    let px = |v: f64| v.round().clamp(i32::MIN as f64, i32::MAX as f64) as i32;
    (px(ax), px(ay))
}

/// Checks the map header (orientation, infinite, tile size, dimensions)
/// before any layer is decoded; returns the cell count.
pub fn check_header(
    at: &Loc,
    orientation: &str,
    infinite: bool,
    tw: u64,
    th: u64,
    width: u64,
    height: u64,
) -> Result<usize, MapLoadError> {
    if orientation != "orthogonal" {
        return Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: format!("{orientation:?} maps; only orthogonal maps can be collision maps"),
        });
    }
    if infinite {
        return Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: "infinite maps; uncheck Map > Map Properties > Infinite (or crop the map) so it has a fixed size".into(),
        });
    }
    if tw != th {
        return Err(MapLoadError::Unsupported {
            at: at.clone(),
            msg: format!("non-square tiles ({tw}x{th} px); collision tiles are square"),
        });
    }
    check_tiles(at, "tile size", tw, width, height).map(|(_, n)| n)
}

/// Edge policies from map properties `edge_left` ... `edge_bottom`
/// (`"solid"` / `"open"`), over `base`.
fn edges(m: &TMap, base: Edges) -> Result<Edges, MapLoadError> {
    let mut e = base;
    for p in &m.props {
        let slot = match p.name.as_str() {
            "edge_left" => &mut e.left,
            "edge_right" => &mut e.right,
            "edge_top" => &mut e.top,
            "edge_bottom" => &mut e.bottom,
            _ => continue,
        };
        let policy = match &p.value {
            PVal::Str(s) => EdgePolicy::from_name(s),
            _ => None,
        };
        *slot = policy.ok_or_else(|| MapLoadError::Property {
            at: m.at.what("map properties"),
            property: p.name.clone(),
            msg: format!(
                "must be the string \"solid\" or \"open\", found {:?}",
                p.value
            ),
        })?;
    }
    Ok(e)
}

/// Builds the collision map from a parsed Tiled map: the chosen layers'
/// collision (see [`LoadOptions::collision_layers`]), later layers over
/// earlier, and the other object layers' objects.
pub fn build(
    m: TMap,
    opts: &LoadOptions,
    format: crate::Format,
) -> Result<LoadedMap, MapLoadError> {
    let n = (m.width * m.height) as usize;
    let size = TileSize::new(m.t).map_err(|err| MapLoadError::Map {
        at: m.at.clone(),
        err,
    })?;
    let chosen = choose::layers(&m, opts)?;
    let mut r = Resolver {
        m: &m,
        opts,
        b: TileBuilder::new(size),
        cache: HashMap::new(),
        notes: Vec::new(),
        warnings: Vec::new(),
        noted: Vec::new(),
    };
    let mut cells = vec![tilestep::TileId(0); n];
    for (li, layer) in m.layers.iter().enumerate() {
        let explicit = chosen.explicit.contains(&li);
        match &layer.data {
            TLayerData::Tiles(gids) if explicit || chosen.explicit.is_empty() => {
                cells::tile_layer(&mut r, layer, gids, explicit, &mut cells)?
            }
            TLayerData::Objects(objects) if explicit => {
                objects::object_layer(&mut r, layer, objects, &mut cells)?
            }
            _ => {}
        }
    }
    let edges = edges(&m, opts.edges)?;
    let Resolver {
        b, notes, warnings, ..
    } = r;
    crate::warning::check_required(&warnings, opts)?;
    let map = b
        .finish(m.width as u32, m.height as u32, edges, &cells)
        .map_err(|err| MapLoadError::Map {
            at: m.at.clone(),
            err,
        })?;
    Ok(LoadedMap {
        map,
        objects: choose::points(&m, &chosen),
        warnings,
        notes,
        format,
        level: None,
        origin: (0, 0),
        layers: choose::infos(&m, &chosen),
    })
}
