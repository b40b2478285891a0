//! `[legend]`: extra or overriding map characters, with tags and custom
//! height profiles.
//!
//! ```toml
//! [legend]
//! "S" = { kind = "solid", tag = 1 }
//! "^" = { kind = "empty", tag = 2 }
//! "b" = { kind = "floor", heights = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8] }
//! ```

use crate::error::InputError;
use crate::raw::RawLegendEntry;
use crate::values::{int_list, integer, string, Src};
use std::collections::BTreeMap;
use tilestep::{Legend, TileDef, TileKind, MAX_TAG};
use toml::Spanned;

/// The kind names a legend entry may use, for error messages.
fn kind_names() -> String {
    let mut v = tilestep_maps::kind_names();
    v.push("floor");
    v.push("ceiling");
    v.join(", ")
}

/// Builds the legend, checking each entry against tile size `t`.
pub fn build(
    src: Src,
    raw: &BTreeMap<Spanned<String>, Spanned<RawLegendEntry>>,
    t: u32,
) -> Result<Legend, InputError> {
    let mut legend = Legend::default();
    for (key, entry) in raw {
        let mut chars = key.get_ref().chars();
        let ch = match (chars.next(), chars.next()) {
            (Some(c), None) if c != '\n' && c != '\r' => c,
            _ => {
                return Err(src.err(
                    &key.span(),
                    format!("legend key {:?} must be a single character", key.get_ref()),
                ))
            }
        };
        let e = entry.get_ref();
        let what = format!("legend {ch:?}");
        let Some(kind_v) = &e.kind else {
            return Err(src.err(
                &entry.span(),
                format!("{what}: missing required key \"kind\""),
            ));
        };
        let name = string(src, "kind", kind_v)?;
        let mut def = match name {
            "floor" | "ceiling" => {
                let Some(hv) = &e.heights else {
                    return Err(src.err(
                        &kind_v.span(),
                        format!(
                            "{what}: kind {name:?} needs \"heights\" (one per column, {t} of them)"
                        ),
                    ));
                };
                let hs = int_list(src, "heights", hv, Some(t as usize), 0..t as i64 + 1)?;
                let hs: Vec<u16> = hs.iter().map(|&h| h as u16).collect();
                TileDef::custom(name == "ceiling", &hs)
            }
            _ => {
                let Some(kind) = TileKind::from_name(name) else {
                    return Err(src.err(
                        &kind_v.span(),
                        format!(
                            "{what}: unknown tile kind {name:?} (known: {})",
                            kind_names()
                        ),
                    ));
                };
                if let Some(hv) = &e.heights {
                    return Err(src.err(
                        &hv.span(),
                        format!("{what}: \"heights\" is only for kind \"floor\" or \"ceiling\""),
                    ));
                }
                TileDef::new(kind)
            }
        };
        if let Some(tv) = &e.tag {
            let tag = integer(src, "tag", tv, 0..MAX_TAG as i64 + 1)?;
            def = def.with_tag(tag as u8);
        }
        legend.insert(ch, def);
    }
    Ok(legend)
}
