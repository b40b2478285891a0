//! `.tmx` maps and `.tsx` tilesets (Tiled XML), read with `roxmltree`.

use super::types::{TLayerData, TObject};
use super::xml::{class, object, parse_doc, props, Ctx};
use super::{check_header, TLayer, TMap, TSet, TTile};
use crate::data;
use crate::error::{Loc, MapLoadError};
use roxmltree::Node;
use std::collections::HashMap;
use std::path::Path;

/// The objects of a tile's collision editor (its `<objectgroup>`).
fn tile_objects(cx: &Ctx, tile: Node) -> Result<Vec<TObject>, MapLoadError> {
    let mut out = Vec::new();
    for og in tile.children().filter(|c| c.has_tag_name("objectgroup")) {
        for o in og.children().filter(|c| c.has_tag_name("object")) {
            out.push(object(cx, o)?);
        }
    }
    Ok(out)
}

fn tileset(cx: &Ctx, n: Node, firstgid: u32) -> Result<TSet, MapLoadError> {
    let mut tiles = HashMap::new();
    for tn in n.children().filter(|c| c.has_tag_name("tile")) {
        let id: u32 = cx.req(tn, "id")?;
        let mut t = TTile {
            props: props(cx, tn)?,
            class: class(tn),
            at: cx.at(tn),
            ..Default::default()
        };
        t.add_shapes(&tile_objects(cx, tn)?);
        if t.has_data() {
            tiles.insert(id, t);
        }
    }
    Ok(TSet {
        firstgid,
        name: n.attribute("name").unwrap_or("").to_string(),
        tw: cx.req(n, "tilewidth")?,
        th: cx.req(n, "tileheight")?,
        tiles,
    })
}

/// Reads an external `.tsx` tileset (relative to the map's folder).
pub fn external(
    map_path: &Path,
    source: &str,
    ref_at: &Loc,
    firstgid: u32,
) -> Result<TSet, MapLoadError> {
    let path = map_path.parent().unwrap_or(Path::new("")).join(source);
    let shown = path.display().to_string();
    let fail = |reason: String| MapLoadError::Tileset {
        at: ref_at.clone(),
        path: shown.clone(),
        reason,
    };
    let at = Loc::file(&shown);
    let bytes = crate::read_bounded(&path).map_err(|e| fail(e.to_string()))?;
    let lower = source.to_ascii_lowercase();
    if lower.ends_with(".tsj") || lower.ends_with(".json") {
        return super::tsj::external_tileset(&bytes, &at, firstgid);
    }
    let text = crate::utf8(bytes, &at)?;
    let doc = parse_doc(&text, &at)?;
    let root = doc.root_element();
    let cx = Ctx { doc: &doc, at };
    if !root.has_tag_name("tileset") {
        return Err(cx.invalid(
            root,
            format!("expected a <tileset>, found <{}>", root.tag_name().name()),
        ));
    }
    tileset(&cx, root, firstgid)
}

/// The `<tile>` elements of an unencoded `<data>`: exactly `n`, counted as
/// they come (never allocated by the declared size).
fn xml_tiles(cx: &Ctx, d: Node, n: usize, dat: &Loc) -> Result<Vec<u32>, MapLoadError> {
    let mut g = Vec::new();
    for t in d.children().filter(|c| c.has_tag_name("tile")) {
        if g.len() >= n {
            return Err(MapLoadError::Data {
                at: dat.clone(),
                msg: format!("more than the {n} tiles the layer needs"),
            });
        }
        g.push(match t.attribute("gid") {
            Some(v) => cx.num(t, "gid", v)?,
            None => 0,
        });
    }
    if g.len() != n {
        return Err(MapLoadError::Data {
            at: dat.clone(),
            msg: format!("{} tiles, the layer needs {n}", g.len()),
        });
    }
    Ok(g)
}

/// A `<layer>`'s gids, its size checked against the map's.
fn tile_layer(cx: &Ctx, l: Node, n: usize, m: &TMap) -> Result<Vec<u32>, MapLoadError> {
    let what = format!("layer {:?}", l.attribute("name").unwrap_or(""));
    let at = cx.at(l).what(what.clone());
    let (w, h): (u64, u64) = (cx.req(l, "width")?, cx.req(l, "height")?);
    if (w, h) != (m.width, m.height) {
        return Err(MapLoadError::Invalid {
            at,
            msg: format!(
                "layer is {w}x{h} tiles, the map is {}x{}",
                m.width, m.height
            ),
        });
    }
    let d = l
        .children()
        .find(|c| c.has_tag_name("data"))
        .ok_or_else(|| MapLoadError::Data {
            at,
            msg: "no <data>".into(),
        })?;
    let dat = cx.at(d).what(what);
    if d.children().any(|c| c.has_tag_name("chunk")) {
        return Err(MapLoadError::Unsupported {
            at: dat,
            msg: "chunked (infinite map) layer data".into(),
        });
    }
    match d.attribute("encoding") {
        None => xml_tiles(cx, d, n, &dat),
        Some(enc) => {
            let text: String = d.children().filter_map(|c| c.text()).collect();
            data::layer(&text, enc, d.attribute("compression").unwrap_or(""), n)
                .map_err(|msg| MapLoadError::Data { at: dat, msg })
        }
    }
}

/// The tile and object layers under `parent`, groups entered, in order.
fn layers(cx: &Ctx, parent: Node, n: usize, m: &mut TMap) -> Result<(), MapLoadError> {
    for l in parent.children().filter(|c| c.is_element()) {
        let data = match l.tag_name().name() {
            "layer" => TLayerData::Tiles(tile_layer(cx, l, n, m)?),
            "objectgroup" => TLayerData::Objects(
                l.children()
                    .filter(|c| c.has_tag_name("object"))
                    .map(|o| object(cx, o))
                    .collect::<Result<_, _>>()?,
            ),
            "group" => {
                layers(cx, l, n, m)?;
                continue;
            }
            _ => continue,
        };
        m.layers.push(TLayer {
            name: l.attribute("name").unwrap_or("").to_string(),
            class: class(l),
            data,
            at: cx.at(l),
        });
    }
    Ok(())
}

/// Parses a `.tmx` file (external tilesets are read relative to `path`).
/// Takes the bytes by value: they become the text without a copy.
pub fn parse(path: &Path, bytes: Vec<u8>) -> Result<TMap, MapLoadError> {
    let at = Loc::file(&path.display().to_string());
    let text = crate::utf8(bytes, &at)?;
    let doc = parse_doc(&text, &at)?;
    let cx = Ctx { doc: &doc, at };
    let root = doc.root_element();
    if !root.has_tag_name("map") {
        return Err(cx.invalid(
            root,
            format!("expected a Tiled <map>, found <{}>", root.tag_name().name()),
        ));
    }
    let mat = cx.at(root);
    let (width, height): (u64, u64) = (cx.req(root, "width")?, cx.req(root, "height")?);
    let (tw, th): (u64, u64) = (cx.req(root, "tilewidth")?, cx.req(root, "tileheight")?);
    let n = check_header(
        &mat,
        root.attribute("orientation").unwrap_or("orthogonal"),
        root.attribute("infinite") == Some("1"),
        tw,
        th,
        width,
        height,
    )?;
    let mut m = TMap::new(width, height, tw as u32, props(&cx, root)?, &mat);
    for ts in root.children().filter(|c| c.has_tag_name("tileset")) {
        let firstgid: u32 = cx.req(ts, "firstgid")?;
        let set = match ts.attribute("source") {
            Some(src) => external(path, src, &cx.at(ts), firstgid)?,
            None => tileset(&cx, ts, firstgid)?,
        };
        m.tilesets.push(set);
    }
    layers(&cx, root, n, &mut m)?;
    Ok(m)
}
