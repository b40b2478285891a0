//! `.tmx` maps and `.tsx` tilesets (Tiled XML), read with `roxmltree`.

use super::{anchor, check_header, PVal, Prop, TLayer, TMap, TSet, TTile};
use crate::data;
use crate::error::{Loc, MapLoadError};
use crate::shape::Shape;
use crate::MapObject;
use roxmltree::{Document, Node};
use std::collections::HashMap;
use std::path::Path;

struct Ctx<'a> {
    doc: &'a Document<'a>,
    at: Loc,
}

impl Ctx<'_> {
    fn at(&self, n: Node) -> Loc {
        self.at
            .line(Some(self.doc.text_pos_at(n.range().start).row as usize))
    }

    fn invalid(&self, n: Node, msg: impl Into<String>) -> MapLoadError {
        MapLoadError::Invalid {
            at: self.at(n),
            msg: msg.into(),
        }
    }

    fn req<T: std::str::FromStr>(&self, n: Node, attr: &str) -> Result<T, MapLoadError> {
        match n.attribute(attr) {
            None => Err(self.invalid(
                n,
                format!("<{}> has no {attr:?} attribute", n.tag_name().name()),
            )),
            Some(v) => self.num(n, attr, v),
        }
    }

    fn num<T: std::str::FromStr>(&self, n: Node, attr: &str, v: &str) -> Result<T, MapLoadError> {
        v.trim().parse().map_err(|_| {
            self.invalid(
                n,
                format!(
                    "<{}> attribute {attr:?} = {v:?} is not a valid number",
                    n.tag_name().name()
                ),
            )
        })
    }

    fn opt_f64(&self, n: Node, attr: &str) -> Result<f64, MapLoadError> {
        match n.attribute(attr) {
            None => Ok(0.0),
            Some(v) => {
                let x: f64 = self.num(n, attr, v)?;
                if x.is_finite() {
                    Ok(x)
                } else {
                    Err(self.invalid(n, format!("attribute {attr:?} is not finite")))
                }
            }
        }
    }
}

fn parse_doc<'a>(text: &'a str, at: &Loc) -> Result<Document<'a>, MapLoadError> {
    Document::parse(text).map_err(|e| MapLoadError::Syntax {
        at: at.line(Some(e.pos().row as usize)),
        msg: format!("not well-formed XML: {e}"),
    })
}

fn props(cx: &Ctx, n: Node) -> Result<Vec<Prop>, MapLoadError> {
    let mut out = Vec::new();
    for ps in n.children().filter(|c| c.has_tag_name("properties")) {
        for p in ps.children().filter(|c| c.has_tag_name("property")) {
            let name = p
                .attribute("name")
                .ok_or_else(|| cx.invalid(p, "<property> has no name"))?;
            let ty = p.attribute("type").unwrap_or("string");
            let raw = p
                .attribute("value")
                .map(str::to_string)
                .unwrap_or_else(|| p.text().unwrap_or("").to_string());
            let value = match ty {
                "string" | "file" | "color" => PVal::Str(raw),
                "int" => PVal::Int(raw.trim().parse().map_err(|_| MapLoadError::Property {
                    at: cx.at(p),
                    property: name.to_string(),
                    msg: format!("int value {raw:?} is not an integer"),
                })?),
                other => PVal::Other(other.to_string()),
            };
            out.push(Prop {
                name: name.to_string(),
                value,
            });
        }
    }
    Ok(out)
}

/// Collision shapes of a tile's `<objectgroup>`.
fn shapes(cx: &Ctx, tile: Node, t: &mut TTile) -> Result<(), MapLoadError> {
    for og in tile.children().filter(|c| c.has_tag_name("objectgroup")) {
        for o in og.children().filter(|c| c.has_tag_name("object")) {
            let (x, y) = (cx.opt_f64(o, "x")?, cx.opt_f64(o, "y")?);
            let (w, h) = (cx.opt_f64(o, "width")?, cx.opt_f64(o, "height")?);
            let line = cx.at(o).line.unwrap_or(0);
            if cx.opt_f64(o, "rotation")? != 0.0 {
                t.bad_shape.get_or_insert(format!(
                    "collision object on line {line} is rotated; draw it unrotated"
                ));
                continue;
            }
            let mut kind = "rectangle";
            for c in o.children().filter(|c| c.is_element()) {
                match c.tag_name().name() {
                    "polygon" => {
                        kind = "polygon";
                        let pts = c.attribute("points").unwrap_or("");
                        let mut p = Vec::new();
                        for pair in pts.split_whitespace() {
                            let (a, b) = pair.split_once(',').ok_or_else(|| {
                                cx.invalid(c, format!("bad polygon point {pair:?}"))
                            })?;
                            let (a, b): (f64, f64) =
                                (cx.num(c, "points", a)?, cx.num(c, "points", b)?);
                            if !(a.is_finite() && b.is_finite()) {
                                return Err(cx.invalid(c, "polygon point is not finite"));
                            }
                            p.push((x + a, y + b));
                        }
                        t.shapes.push(Shape::Polygon(p));
                    }
                    "ellipse" | "point" | "polyline" | "text" => {
                        kind = "other";
                        t.bad_shape.get_or_insert(format!(
                            "collision object on line {line} is a {}; only rectangles and polygons make height profiles",
                            c.tag_name().name()
                        ));
                    }
                    _ => {}
                }
            }
            if kind == "rectangle" {
                t.shapes.push(Shape::Rect(x, y, w, h));
            }
        }
    }
    Ok(())
}

fn tileset(cx: &Ctx, n: Node, firstgid: u32) -> Result<TSet, MapLoadError> {
    let mut tiles = HashMap::new();
    for tn in n.children().filter(|c| c.has_tag_name("tile")) {
        let id: u32 = cx.req(tn, "id")?;
        let mut t = TTile {
            props: props(cx, tn)?,
            at: cx.at(tn),
            ..Default::default()
        };
        shapes(cx, tn, &mut t)?;
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

fn objects(cx: &Ctx, og: Node, out: &mut Vec<MapObject>) -> Result<(), MapLoadError> {
    let layer = og.attribute("name").unwrap_or("").to_string();
    for o in og.children().filter(|c| c.has_tag_name("object")) {
        let (x, y) = (cx.opt_f64(o, "x")?, cx.opt_f64(o, "y")?);
        let (w, h) = (cx.opt_f64(o, "width")?, cx.opt_f64(o, "height")?);
        let is_point = o.children().any(|c| c.has_tag_name("point"));
        let shaped = o.children().any(|c| {
            c.has_tag_name("polygon") || c.has_tag_name("polyline") || c.has_tag_name("text")
        });
        let (ax, ay) = anchor(x, y, w, h, is_point || shaped, o.attribute("gid").is_some());
        out.push(MapObject {
            name: o.attribute("name").unwrap_or("").to_string(),
            class: o
                .attribute("type")
                .or(o.attribute("class"))
                .unwrap_or("")
                .to_string(),
            layer: layer.clone(),
            x: ax,
            y: ay,
            line: cx.at(o).line,
        });
    }
    Ok(())
}

fn layers(cx: &Ctx, parent: Node, n: usize, m: &mut TMap) -> Result<(), MapLoadError> {
    for l in parent.children().filter(|c| c.is_element()) {
        match l.tag_name().name() {
            "layer" => {
                let name = l.attribute("name").unwrap_or("").to_string();
                let at = cx.at(l);
                let what = format!("layer {name:?}");
                let (w, h): (u64, u64) = (cx.req(l, "width")?, cx.req(l, "height")?);
                if (w, h) != (m.width, m.height) {
                    return Err(MapLoadError::Invalid {
                        at: at.what(what),
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
                        at: at.what(what.clone()),
                        msg: "no <data>".into(),
                    })?;
                let dat = cx.at(d).what(what.clone());
                if d.children().any(|c| c.has_tag_name("chunk")) {
                    return Err(MapLoadError::Unsupported {
                        at: dat,
                        msg: "chunked (infinite map) layer data".into(),
                    });
                }
                let gids = match d.attribute("encoding") {
                    None => {
                        let mut g = Vec::new(); // grows with the elements present, not the declared size
                        for t in d.children().filter(|c| c.has_tag_name("tile")) {
                            if g.len() >= n {
                                return Err(MapLoadError::Data {
                                    at: dat,
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
                                at: dat,
                                msg: format!("{} tiles, the layer needs {n}", g.len()),
                            });
                        }
                        g
                    }
                    Some(enc) => {
                        let text: String = d.children().filter_map(|c| c.text()).collect();
                        data::layer(&text, enc, d.attribute("compression").unwrap_or(""), n)
                            .map_err(|msg| MapLoadError::Data { at: dat, msg })?
                    }
                };
                m.layers.push(TLayer { name, gids, at });
            }
            "group" => layers(cx, l, n, m)?,
            "objectgroup" => objects(cx, l, &mut m.objects)?,
            _ => {}
        }
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
