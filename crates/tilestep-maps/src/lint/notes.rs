//! The loader's notes and warnings as diagnostics, and the map where
//! nothing collides: what the loader met or guessed, said where the author
//! can act on it.

use super::{d, Diagnostic, Severity};
use crate::{LoadNote, LoadWarning, LoadedMap, NoteKind};
use tilestep::{TileShape, TileXY};

/// The diagnostic of one loader note.
pub(super) fn diagnostic(n: &LoadNote) -> Diagnostic {
    let (code, severity, help) = match n.kind {
        NoteKind::UnknownProperty => (
            "TS0002",
            Severity::Error,
            "collision tiles take only `collision` (string), `tag` (int 0..=63) and `one_way` (bool); a misspelt property is ignored",
        ),
        NoteKind::BadShape => (
            "TS0010",
            Severity::Error,
            "a tile's collision (its collision shapes, or its part of the collision objects) must be solid, a slope or a height profile from one tile edge; redraw the shapes or fit the objects to the tile grid there (the tile loads as empty)",
        ),
        _ => (
            "TS0001",
            Severity::Error,
            "name a tile kind of the contract, docs/contract.md (solid, platform, slope_br, gentle_bl_high, ...); the tile loads as empty",
        ),
    };
    d(code, severity, n.cell, n.message.clone(), help)
}

/// TS0008: the diagnostic of a value or tile that collides as `solid`
/// because it names no tile kind.
pub(super) fn warning(w: &LoadWarning) -> Diagnostic {
    d(
        "TS0008",
        Severity::Warning,
        Some(w.cell()),
        w.message(),
        "a value or tile with no tile kind collides as solid; name its kind in a `KindTable` (`LoadOptions::kinds`; CLI: `--kind NAME=KIND`, a [kinds] table in a scenario), e.g. ladder=empty#4, ladder=platform#4/empty#4 or 3=platform, or give the tile a `collision` property",
    )
}

/// True when some tile of the map collides (solid, a slope or profile, a
/// one-way tile).
fn something_collides(l: &LoadedMap) -> bool {
    let m = &l.map;
    (0..m.height()).any(|y| {
        (0..m.width()).any(|x| {
            m.get(TileXY::new(x, y))
                .is_some_and(|id| m.tileset().def(id).kind.shape() != TileShape::Empty)
        })
    })
}

/// TS0009: no tile collides. The help lists the file's layers and says
/// how to choose one.
pub(super) fn nothing_collides(l: &LoadedMap) -> Option<Diagnostic> {
    if something_collides(l) {
        return None;
    }
    let layers: Vec<String> = l.layers.iter().map(|i| i.to_string()).collect();
    let listed = if layers.is_empty() {
        "the map has no layers to choose from".to_string()
    } else {
        format!("its layers: {}", layers.join(", "))
    };
    Some(Diagnostic {
        code: "TS0009",
        severity: Severity::Warning,
        message: format!("nothing collides: no tile of the map is solid, a slope or a platform; {listed}"),
        cell: None,
        help: "choose the layers that collide with `LoadOptions::with_layers` (CLI: `--layer NAME`, repeatable; layer = \"...\" in a scenario), or give the tiles collision data: a `collision` property, collision shapes, a class named in the `KindTable` (CLI: `--kind`), or a bool `collides`".into(),
    })
}
