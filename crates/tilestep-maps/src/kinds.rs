//! The kinds table: a project's own names for what collides (LDtk IntGrid
//! identifiers or values, Tiled tile classes) mapped to tile kinds of the
//! contract, each with an optional tag: [`KindTable`] in
//! [`crate::LoadOptions::kinds`] in the library (`dirt=solid`,
//! `ladder=platform#4/empty#4`, `3=platform`; CLI: `--kind`, a `[kinds]`
//! table in a scenario). An entry may give the top cell of each column
//! of its cells another kind ([`KindSpec`]). The `kind#TAG` spelling
//! ([`parse_identifier`]) is read here for the table and for IntGrid
//! identifiers ([`crate::int_grid`]) alike.

use std::fmt;
use tilestep::{TileKind, MAX_TAG};

/// Splits `kind#TAG` / `kind__TAG` into a kind name and a tag.
pub fn parse_identifier(id: &str) -> Result<(&str, Option<u8>), String> {
    let (name, tag) = match id.split_once('#') {
        Some((n, t)) => (n, Some(t)),
        None => match id.rsplit_once("__") {
            Some((n, t)) if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) => (n, Some(t)),
            _ => (id, None),
        },
    };
    let tag = match tag {
        None => None,
        Some(t) => match t.parse::<u32>() {
            Ok(n) if n <= MAX_TAG as u32 => Some(n as u8),
            _ => return Err(format!("tag {t:?} in {id:?} is not a number from 0 to 63")),
        },
    };
    Ok((name, tag))
}

/// A kind of the contract and an optional tag (0..=63).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KindTag {
    /// The kind.
    pub kind: TileKind,
    /// The tag, if any.
    pub tag: Option<u8>,
}

impl KindTag {
    /// Reads `kind` or `kind#TAG` (`kind__TAG` too, as LDtk identifiers
    /// allow): a kind name of the contract and a tag from 0 to 63.
    pub fn parse(text: &str) -> Result<KindTag, String> {
        let (name, tag) = parse_identifier(text)?;
        let kind = TileKind::from_name(name).ok_or_else(|| {
            format!(
                "{name:?} is no tile kind (kinds: {})",
                crate::kind_names().join(", ")
            )
        })?;
        Ok(KindTag { kind, tag })
    }
}

impl fmt::Display for KindTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind.name())?;
        if let Some(t) = self.tag {
            write!(f, "#{t}")?;
        }
        Ok(())
    }
}

/// What a kinds-table entry stands for: one kind for every cell
/// (`empty#4`), or one for the top cell of each column of its cells and
/// another for the cells below it (`platform#4/empty#4`: a ladder whose
/// top can be stood on). A cell is a column's top when the cell above it
/// is not of the same entry (or it is in the map's top row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KindSpec {
    /// The kind of the column's top cell, when it differs from the rest.
    pub top: Option<KindTag>,
    /// The kind of every cell (below the top, when `top` is set).
    pub kind: KindTag,
}

impl KindSpec {
    /// Reads `KIND[#TAG]`, or `TOP[#TAG]/KIND[#TAG]` for a column whose top
    /// cell is `TOP` (spaces around `/` allowed).
    pub fn parse(text: &str) -> Result<KindSpec, String> {
        match text.split_once('/') {
            None => KindTag::parse(text.trim()).map(KindSpec::from),
            Some((top, rest)) if rest.contains('/') || top.trim().is_empty() => Err(format!(
                "{text:?}: expected KIND or TOP/KIND (a column's top cell, then the rest), e.g. platform#4/empty#4; found {}",
                if top.trim().is_empty() { "nothing before '/'" } else { "more than one '/'" }
            )),
            Some((top, rest)) => Ok(KindSpec {
                top: Some(KindTag::parse(top.trim())?),
                kind: KindTag::parse(rest.trim())?,
            }),
        }
    }

    /// A column: `top` for each column's top cell, `kind` below it.
    pub fn column(top: KindTag, kind: KindTag) -> KindSpec {
        KindSpec {
            top: Some(top),
            kind,
        }
    }
}

impl From<KindTag> for KindSpec {
    fn from(kind: KindTag) -> KindSpec {
        KindSpec { top: None, kind }
    }
}

impl fmt::Display for KindSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(top) = self.top {
            write!(f, "{top}/")?;
        }
        write!(f, "{}", self.kind)
    }
}

/// The project's names (or IntGrid values) and the kinds they stand for.
/// Plain data; empty by default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KindTable {
    entries: Vec<(String, KindSpec)>,
}

/// Why a kinds-table entry was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct KindEntryError {
    /// The entry as written.
    pub entry: String,
    /// What is wrong with it.
    pub msg: String,
}

impl fmt::Display for KindEntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "kind {:?}: {}", self.entry, self.msg)
    }
}

impl std::error::Error for KindEntryError {}

impl KindTable {
    /// An empty table.
    pub fn new() -> KindTable {
        KindTable::default()
    }

    /// Adds `name` (an identifier, a class, or an IntGrid value's number)
    /// standing for `kind` (a [`KindTag`], or a [`KindSpec`] column); a
    /// later entry for the same name replaces it.
    pub fn insert(&mut self, name: impl Into<String>, kind: impl Into<KindSpec>) {
        let name = name.into();
        self.entries.retain(|(n, _)| *n != name);
        self.entries.push((name, kind.into()));
    }

    /// Reads and adds one `NAME=KIND[#TAG]` or `NAME=TOP[#TAG]/KIND[#TAG]`
    /// entry (the CLI's `--kind` form; [`KindSpec::parse`]).
    pub fn add_entry(&mut self, entry: &str) -> Result<(), KindEntryError> {
        let err = |msg: String| KindEntryError {
            entry: entry.to_string(),
            msg,
        };
        let (name, kind) = entry.split_once('=').ok_or_else(|| {
            err(
                "expected NAME=KIND, e.g. dirt=solid, 3=platform#2 or ladder=platform#4/empty#4"
                    .into(),
            )
        })?;
        let name = name.trim();
        if name.is_empty() {
            return Err(err("the name before '=' is empty".into()));
        }
        self.insert(name, KindSpec::parse(kind.trim()).map_err(err)?);
        Ok(())
    }

    /// What `name` stands for, if the table names it.
    pub fn get(&self, name: &str) -> Option<KindSpec> {
        self.entries.iter().find(|e| e.0 == name).map(|e| e.1)
    }

    /// What an LDtk IntGrid value stands for: by its identifier first,
    /// then by its number.
    pub fn value(&self, identifier: &str, value: i64) -> Option<KindSpec> {
        (!identifier.is_empty())
            .then(|| self.get(identifier))
            .flatten()
            .or_else(|| self.get(&value.to_string()))
    }

    /// The entries, in the order added.
    pub fn entries(&self) -> impl Iterator<Item = (&str, KindSpec)> {
        self.entries.iter().map(|(n, k)| (n.as_str(), *k))
    }

    /// True when the table names nothing.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_by_identifier_and_by_number() {
        let mut t = KindTable::new();
        for e in [
            "dirt=solid",
            "ladder=empty#4",
            "3=platform",
            " lava = solid__9 ",
        ] {
            t.add_entry(e).unwrap();
        }
        let k = |kind, tag| Some(KindSpec::from(KindTag { kind, tag }));
        assert_eq!(t.value("dirt", 1), k(TileKind::Solid, None));
        assert_eq!(t.value("ladder", 2), k(TileKind::Empty, Some(4)));
        assert_eq!(t.value("stone", 3), k(TileKind::Platform, None));
        assert_eq!(t.value("", 3), k(TileKind::Platform, None));
        assert_eq!(t.value("lava", 7), k(TileKind::Solid, Some(9)));
        assert_eq!(t.value("stone", 4), None);
        assert_eq!(t.get("ladder").unwrap().to_string(), "empty#4");
    }

    #[test]
    fn every_named_kind_is_a_table_entry_one_way_walls_too() {
        let mut t = KindTable::new();
        for k in TileKind::ALL {
            t.add_entry(&format!("x{}={}#1", k.name(), k.name()))
                .unwrap();
            assert_eq!(
                t.get(&format!("x{}", k.name())),
                Some(KindSpec::from(KindTag {
                    kind: k,
                    tag: Some(1)
                }))
            );
        }
        t.add_entry("gate = oneway_right__5").unwrap();
        let gate = t.value("gate", 9).unwrap().kind;
        assert_eq!((gate.kind, gate.tag), (TileKind::OnewayRight, Some(5)));
        assert_eq!(gate.to_string(), "oneway_right#5");
        assert_eq!(
            KindTag::parse("oneway_left").unwrap().kind,
            TileKind::OnewayLeft
        );
        let names = crate::kind_names();
        let walls = names.iter().position(|n| *n == "oneway_left").unwrap();
        assert_eq!(names[walls + 1], "oneway_right");
        // The one-way slopes come last, and are table entries too.
        assert!(names.ends_with(&["oneway_gentle_tl_high", "oneway_gentle_tl_low"]));
        t.add_entry("cloud = oneway_gentle_br_low#3").unwrap();
        let cloud = t.get("cloud").unwrap().kind;
        assert_eq!(
            (cloud.kind, cloud.tag),
            (TileKind::OnewayGentleBrLow, Some(3))
        );
    }

    #[test]
    fn bad_entries_say_what_is_wrong() {
        let mut t = KindTable::new();
        let e = |s: &str, t: &mut KindTable| t.add_entry(s).unwrap_err().to_string();
        assert_eq!(
            e("dirt", &mut t),
            "kind \"dirt\": expected NAME=KIND, e.g. dirt=solid, 3=platform#2 or ladder=platform#4/empty#4"
        );
        assert!(e("dirt=rock", &mut t)
            .starts_with("kind \"dirt=rock\": \"rock\" is no tile kind (kinds: empty, solid,"));
        assert!(e("dirt=solid#64", &mut t).contains("not a number from 0 to 63"));
        assert!(e("=solid", &mut t).contains("empty"));
        assert!(t.is_empty());
    }

    #[test]
    fn a_column_entry_names_the_top_cell_then_the_rest() {
        let mut t = KindTable::new();
        t.add_entry("ladder = platform#4 / empty#4").unwrap();
        t.add_entry("rope=platform/empty__3").unwrap();
        let tag = |kind, tag| KindTag { kind, tag };
        let ladder = t.get("ladder").unwrap();
        assert_eq!(
            ladder,
            KindSpec::column(
                tag(TileKind::Platform, Some(4)),
                tag(TileKind::Empty, Some(4))
            )
        );
        assert_eq!(ladder.to_string(), "platform#4/empty#4");
        assert_eq!(KindSpec::parse(&ladder.to_string()), Ok(ladder));
        assert_eq!(
            t.value("", 0).or(t.value("rope", 7)).unwrap().top,
            Some(tag(TileKind::Platform, None))
        );
        let e = |s: &str| t.clone().add_entry(s).unwrap_err().to_string();
        assert!(
            e("ladder=/empty").contains("nothing before '/'"),
            "{}",
            e("ladder=/empty")
        );
        assert!(e("ladder=a/b/c").contains("more than one '/'"));
        assert!(e("ladder=platform/").contains("\"\" is no tile kind"));
        assert!(e("ladder=platform#64/empty").contains("not a number from 0 to 63"));
        assert_eq!(
            t.get("ladder"),
            Some(ladder),
            "a refused entry changes nothing"
        );
    }
}
