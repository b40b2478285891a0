//! Reading Tiled's XML (`.tmx`, `.tsx`) with `roxmltree`: the document
//! (a DOCTYPE accepted, entity declarations refused), positions for
//! errors, numbers, properties and objects.

use super::types::{ObjShape, PVal, Prop, TObject};
use crate::error::{Loc, MapLoadError};
use roxmltree::{Document, Node, ParsingOptions};

/// A parsed document and the file it came from, for error positions.
pub(super) struct Ctx<'a> {
    pub(super) doc: &'a Document<'a>,
    pub(super) at: Loc,
}

impl Ctx<'_> {
    /// The file at `n`'s line.
    pub(super) fn at(&self, n: Node) -> Loc {
        self.at
            .line(Some(self.doc.text_pos_at(n.range().start).row as usize))
    }

    /// An [`MapLoadError::Invalid`] at `n`.
    pub(super) fn invalid(&self, n: Node, msg: impl Into<String>) -> MapLoadError {
        MapLoadError::Invalid {
            at: self.at(n),
            msg: msg.into(),
        }
    }

    /// The required attribute `attr` of `n`, as a number.
    pub(super) fn req<T: std::str::FromStr>(&self, n: Node, attr: &str) -> Result<T, MapLoadError> {
        match n.attribute(attr) {
            None => Err(self.invalid(
                n,
                format!("<{}> has no {attr:?} attribute", n.tag_name().name()),
            )),
            Some(v) => self.num(n, attr, v),
        }
    }

    /// `v`, the value of `n`'s attribute `attr`, as a number.
    pub(super) fn num<T: std::str::FromStr>(
        &self,
        n: Node,
        attr: &str,
        v: &str,
    ) -> Result<T, MapLoadError> {
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

    /// The finite number in attribute `attr` (0 when absent).
    pub(super) fn opt_f64(&self, n: Node, attr: &str) -> Result<f64, MapLoadError> {
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

/// The internal subset of a DOCTYPE declaration (`[...]`), if any.
fn internal_subset(text: &str) -> Option<(usize, &str)> {
    let start = text.find("<!DOCTYPE")?;
    let decl = &text[start..];
    let open = decl.find(['[', '>'])?;
    if decl.as_bytes()[open] != b'[' {
        return None;
    }
    let close = decl[open..].find("]").map_or(decl.len(), |c| open + c);
    Some((start + open, &decl[open..close]))
}

/// Parses XML. A DOCTYPE (older Tiled versions write
/// `<!DOCTYPE map SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd">`) is
/// accepted and its external DTD never fetched; entity declarations are
/// refused before parsing, so no entity is ever expanded (a "billion
/// laughs" file is refused at once; Tiled never declares entities).
pub(super) fn parse_doc<'a>(text: &'a str, at: &Loc) -> Result<Document<'a>, MapLoadError> {
    if let Some((offset, subset)) = internal_subset(text) {
        if let Some(e) = subset.find("<!ENTITY") {
            let line = 1 + text[..offset + e].matches('\n').count();
            return Err(MapLoadError::Unsupported {
                at: at.line(Some(line)),
                msg: "entity declarations (<!ENTITY>) in the DOCTYPE; Tiled never writes them, and they are not expanded".into(),
            });
        }
    }
    let opts = ParsingOptions {
        allow_dtd: true,
        ..ParsingOptions::default()
    };
    Document::parse_with_options(text, opts).map_err(|e| MapLoadError::Syntax {
        at: at.line(Some(e.pos().row as usize)),
        msg: format!("not well-formed XML: {e}"),
    })
}

/// The `<properties>` of `n`.
pub(super) fn props(cx: &Ctx, n: Node) -> Result<Vec<Prop>, MapLoadError> {
    let mut out = Vec::new();
    for ps in n.children().filter(|c| c.has_tag_name("properties")) {
        for p in ps.children().filter(|c| c.has_tag_name("property")) {
            out.push(prop(cx, p)?);
        }
    }
    Ok(out)
}

fn prop(cx: &Ctx, p: Node) -> Result<Prop, MapLoadError> {
    let name = p
        .attribute("name")
        .ok_or_else(|| cx.invalid(p, "<property> has no name"))?;
    let ty = p.attribute("type").unwrap_or("string");
    let raw = p
        .attribute("value")
        .map(str::to_string)
        .unwrap_or_else(|| p.text().unwrap_or("").to_string());
    let bad = |what: &str| MapLoadError::Property {
        at: cx.at(p),
        property: name.to_string(),
        msg: format!("{ty} value {raw:?} is not {what}"),
    };
    let value = match ty {
        "string" | "file" | "color" => PVal::Str(raw.clone()),
        "int" => PVal::Int(raw.trim().parse().map_err(|_| bad("an integer"))?),
        "bool" => PVal::Bool(match raw.trim() {
            "true" => true,
            "false" => false,
            _ => return Err(bad("true or false")),
        }),
        other => PVal::Other(other.to_string()),
    };
    Ok(Prop {
        name: name.to_string(),
        value,
    })
}

/// The class of `n`: `class` (Tiled 1.9 and later), else `type`.
pub(super) fn class(n: Node) -> String {
    n.attribute("class")
        .or(n.attribute("type"))
        .unwrap_or("")
        .to_string()
}

/// The points of a `<polygon>` or `<polyline>`, relative to its object.
fn points(cx: &Ctx, c: Node) -> Result<Vec<(f64, f64)>, MapLoadError> {
    let what = c.tag_name().name();
    let mut p = Vec::new();
    for pair in c.attribute("points").unwrap_or("").split_whitespace() {
        let (a, b) = pair
            .split_once(',')
            .ok_or_else(|| cx.invalid(c, format!("bad {what} point {pair:?}")))?;
        let (a, b): (f64, f64) = (cx.num(c, "points", a)?, cx.num(c, "points", b)?);
        if !(a.is_finite() && b.is_finite()) {
            return Err(cx.invalid(c, format!("{what} point is not finite")));
        }
        p.push((a, b));
    }
    Ok(p)
}

/// An `<object>`: of an object layer, or of a tile's collision editor.
pub(super) fn object(cx: &Ctx, o: Node) -> Result<TObject, MapLoadError> {
    let mut shape = if o.attribute("gid").is_some() {
        ObjShape::Tile
    } else {
        ObjShape::Rect
    };
    for c in o.children().filter(|c| c.is_element()) {
        shape = match c.tag_name().name() {
            "polygon" => ObjShape::Polygon(points(cx, c)?),
            "polyline" => ObjShape::Polyline(points(cx, c)?),
            "point" => ObjShape::Point,
            "ellipse" => ObjShape::Other("ellipse"),
            "text" => ObjShape::Other("text"),
            _ => continue,
        };
    }
    Ok(TObject {
        name: o.attribute("name").unwrap_or("").to_string(),
        class: class(o),
        x: cx.opt_f64(o, "x")?,
        y: cx.opt_f64(o, "y")?,
        w: cx.opt_f64(o, "width")?,
        h: cx.opt_f64(o, "height")?,
        rotation: cx.opt_f64(o, "rotation")?,
        shape,
        line: cx.at(o).line,
        props: props(cx, o)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<(), MapLoadError> {
        parse_doc(text, &Loc::file("t.tmx")).map(|_| ())
    }

    #[test]
    fn a_doctype_naming_tileds_dtd_is_accepted_and_nothing_is_fetched() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE map SYSTEM \"http://mapeditor.org/dtd/1.0/map.dtd\">\n<map/>";
        assert!(parse(text).is_ok());
    }

    #[test]
    fn a_billion_laughs_file_is_refused_at_once_with_a_clear_error() {
        let mut text =
            String::from("<?xml version=\"1.0\"?>\n<!DOCTYPE map [\n <!ENTITY lol \"lol\">\n");
        for i in 1..10 {
            let prev = if i == 1 {
                "lol".to_string()
            } else {
                format!("lol{}", i - 1)
            };
            text.push_str(&format!(
                " <!ENTITY lol{i} \"{}\">\n",
                format!("&{prev};").repeat(10)
            ));
        }
        text.push_str("]>\n<map name=\"&lol9;\"/>\n");
        let t = std::time::Instant::now();
        let e = parse(&text).unwrap_err().to_string();
        assert!(t.elapsed().as_millis() < 100, "refused quickly");
        assert_eq!(
            e,
            "t.tmx:3: unsupported: entity declarations (<!ENTITY>) in the DOCTYPE; Tiled never writes them, and they are not expanded"
        );
    }

    #[test]
    fn an_internal_subset_without_entities_is_read() {
        let text = "<!DOCTYPE map [ <!ELEMENT map ANY> ]>\n<map/>";
        assert!(parse(text).is_ok());
        // An undeclared entity stays a syntax error.
        assert!(parse("<map a=\"&x;\"/>")
            .unwrap_err()
            .to_string()
            .contains("not well-formed XML"));
    }
}
