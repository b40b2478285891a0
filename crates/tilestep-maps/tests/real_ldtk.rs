//! LDtk's own sample platformer (`examples/maps/real/ldtk/`) as a library
//! user meets it: its `dirt`, `stone` and `ladder` values name no kind, so
//! they collide as solid with a warning each (or are refused on request);
//! a kinds table names them, a ladder's top cell a platform and the rest
//! empty, both tagged; its levels are found by name in any case.

mod common;

use common::*;
use serde_json::Value;
use tilestep::TileKind;
use tilestep_maps::{
    load_levels, load_map, KindTable, LoadOptions, LoadWarning, LoadedMap, MapLoadError,
};

const PLATFORMER: &str = "real/ldtk/Typical_2D_platformer_example.ldtk";
const LADDER: i64 = 2;

/// Each level's identifier and its `Collisions` layer: width and values.
fn collision_values() -> Vec<(String, usize, Vec<i64>)> {
    let text = std::fs::read_to_string(ex(PLATFORMER)).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    let levels = v["levels"].as_array().unwrap();
    levels
        .iter()
        .map(|l| {
            let layers = l["layerInstances"].as_array().unwrap();
            let c = layers
                .iter()
                .find(|i| i["__identifier"] == "Collisions")
                .unwrap();
            let csv = c["intGridCsv"].as_array().unwrap();
            let values = csv.iter().map(|v| v.as_i64().unwrap()).collect();
            let w = c["__cWid"].as_u64().unwrap() as usize;
            (l["identifier"].as_str().unwrap().to_string(), w, values)
        })
        .collect()
}

fn levels(opts: &LoadOptions) -> Vec<LoadedMap> {
    load_levels(ex(PLATFORMER), opts)
        .unwrap()
        .into_iter()
        .map(|l| l.result.unwrap())
        .collect()
}

#[test]
fn unnamed_values_collide_as_solid_with_a_warning_naming_the_fix() {
    let loaded = levels(&LoadOptions::default());
    for l in &loaded {
        let mut values: Vec<i64> = l
            .warnings
            .iter()
            .map(|w| match w {
                LoadWarning::IntGridValue { value, .. } => *value,
                other => panic!("{other}"),
            })
            .collect();
        values.sort_unstable();
        assert_eq!(values, [1, 2, 3], "{:?}", l.level);
        assert!(l.notes.is_empty(), "warnings are not notes");
    }
    // The ladder of level "Bottom" starts at (15, 0): a wall, and said so.
    let bottom = loaded.iter().find(|l| l.level.as_deref() == Some("Bottom"));
    let bottom = bottom.unwrap();
    assert_eq!(def_at(&bottom.map, 15, 0).kind, TileKind::Solid);
    let ladder = bottom
        .warnings
        .iter()
        .find(|w| matches!(w, LoadWarning::IntGridValue { value, .. } if *value == LADDER));
    let ladder = ladder.unwrap();
    assert_eq!(ladder.cell(), (15, 0));
    let shown = ladder.to_string();
    assert!(shown.ends_with(
        "Typical_2D_platformer_example.ldtk: level \"Bottom\": IntGrid value 2 \"ladder\" of layer \"Collisions\" names no tile kind, so it collides as solid; name its kind with `KindTable::add_entry(\"ladder=KIND\")` in `LoadOptions::kinds` (CLI: `--kind ladder=KIND`)"
    ), "{shown}");
}

#[test]
fn require_kinds_refuses_a_value_naming_no_kind() {
    let opts = LoadOptions::default().with_level("Bottom").require_kinds();
    let e = load_map(ex(PLATFORMER), &opts).unwrap_err();
    let MapLoadError::NoKind { warning } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(warning.cell(), (0, 0), "dirt, the first value met");
    assert!(e.to_string().contains("IntGrid value 1 \"dirt\""), "{e}");
    assert!(
        e.to_string().contains("`LoadOptions::require_kinds`"),
        "{e}"
    );
    let mut kinds = KindTable::new();
    for k in ["dirt=solid", "stone=solid", "ladder=empty#4"] {
        kinds.add_entry(k).unwrap();
    }
    let l = load_map(ex(PLATFORMER), &opts.with_kinds(kinds)).unwrap();
    assert!(l.warnings.is_empty());
}

#[test]
fn a_ladder_column_has_a_platform_on_top_and_empty_cells_below() {
    let mut kinds = KindTable::new();
    for k in ["dirt=solid", "stone=solid", "ladder=platform#4/empty#4"] {
        kinds.add_entry(k).unwrap();
    }
    let loaded = levels(&LoadOptions::default().with_kinds(kinds));
    let mut tops = 0;
    for (l, (name, w, values)) in loaded.iter().zip(collision_values()) {
        assert_eq!(l.level.as_deref(), Some(name.as_str()));
        assert!(l.warnings.is_empty(), "{name}: {:?}", l.warnings);
        for (i, &v) in values.iter().enumerate().filter(|(_, &v)| v == LADDER) {
            let (x, y) = ((i % w) as i32, (i / w) as i32);
            let top = i < w || values[i - w] != LADDER;
            let want = if top {
                TileKind::Platform
            } else {
                TileKind::Empty
            };
            let d = def_at(&l.map, x, y);
            assert_eq!((d.kind, d.tag), (want, Some(4)), "{name} ({x}, {y}) {v}");
            tops += usize::from(top);
        }
    }
    assert_eq!(tops, 7, "every ladder of the four levels");
    // The first level's ladders: one from the top row, one lower down.
    let first = &loaded[0];
    let k = |x, y| def_at(&first.map, x, y).kind;
    assert_eq!([k(44, 0), k(44, 1)], [TileKind::Platform, TileKind::Empty]);
    assert_eq!([k(25, 9), k(25, 10)], [TileKind::Platform, TileKind::Empty]);
}

#[test]
fn level_names_match_in_any_case_as_layer_names_do() {
    let l = load_map(ex(PLATFORMER), &LoadOptions::default().with_level("bottom")).unwrap();
    assert_eq!(l.level.as_deref(), Some("Bottom"));
    let e = load_map(ex(PLATFORMER), &LoadOptions::default().with_level("Nope"));
    assert!(e.unwrap_err().to_string().contains("no level \"Nope\""));
    let all = LoadOptions::default().with_level("Top").without_level();
    assert_eq!(load_levels(ex(PLATFORMER), &all).unwrap().len(), 4);
}
