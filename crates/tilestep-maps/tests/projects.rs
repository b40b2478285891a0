//! LDtk projects as users have them: IntGrid layers by any name, several
//! levels, levels of worlds, and the kinds table.

mod common;

use common::*;
use std::path::Path;
use tilestep::TileKind;
use tilestep_maps::{load_bytes, Format, LoadOptions, LoadedMap, MapLoadError};

/// `bytes` loaded as the LDtk project `p.ldtk`.
fn project(bytes: Vec<u8>, opts: &LoadOptions) -> Result<LoadedMap, MapLoadError> {
    load_bytes(Path::new("p.ldtk"), bytes, Format::Ldtk, opts)
}

/// The example project with its text edited.
fn edited(pairs: &[(&str, &str)], opts: &LoadOptions) -> Result<LoadedMap, String> {
    let mut text = std::fs::read_to_string(ex("ldtk/level.ldtk")).unwrap();
    for (from, to) in pairs {
        text = text.replace(from, to);
    }
    project(text.into_bytes(), opts).map_err(|e| e.to_string())
}

#[test]
fn the_intgrid_layer_is_found_by_any_collision_name_or_alone() {
    let o = LoadOptions::default();
    for name in ["Collisions", "COLLISION", "Walls"] {
        let l = edited(&[("\"Collision\"", &format!("{name:?}"))], &o).unwrap();
        assert_eq!(l.map.width(), 24, "{name}");
    }
    // Asked for by name, a layer that isn't there is listed.
    let e = edited(&[], &o.clone().with_layers(vec!["Walls".into()])).unwrap_err();
    assert_eq!(
        e,
        "p.ldtk: level \"Level_0\": no IntGrid layer \"Walls\"; available: \"Collision\""
    );
}

#[test]
fn several_intgrid_layers_and_none_named_collision_is_an_error_listing_them() {
    let text = std::fs::read_to_string(ex("ldtk/level.ldtk")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut v2 = v.clone();
    let insts = v2["levels"][0]["layerInstances"].as_array_mut().unwrap();
    let mut other = insts
        .iter()
        .find(|l| l["__type"] == "IntGrid")
        .unwrap()
        .clone();
    other["__identifier"] = "Water".into();
    insts.push(other);
    for l in insts.iter_mut() {
        if l["__identifier"] == "Collision" {
            l["__identifier"] = "Ground".into();
        }
    }
    let bytes = serde_json::to_vec(&v2).unwrap();
    let load = |o: &LoadOptions| project(bytes.clone(), o);
    assert_eq!(
        load(&LoadOptions::default()).unwrap_err().to_string(),
        "p.ldtk: level \"Level_0\": no IntGrid layer chosen (the level has several and none is named Collision; name one with `LoadOptions::with_layers` (CLI: `--layer NAME`; a scenario's `layer = \"...\"`)); available: \"Ground\", \"Water\""
    );
    let both = LoadOptions::default().with_layers(vec!["Ground".into(), "Water".into()]);
    assert_eq!(load(&both).unwrap().map.height(), 10);
}

#[test]
fn levels_of_worlds_load_and_a_project_with_none_says_so() {
    let text = std::fs::read_to_string(ex("ldtk/level.ldtk")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let levels = v["levels"].take();
    v["levels"] = serde_json::json!([]);
    v["worlds"] =
        serde_json::json!([{ "identifier": "W", "worldLayout": "Free", "levels": levels }]);
    let load =
        |v: &serde_json::Value| project(serde_json::to_vec(v).unwrap(), &LoadOptions::default());
    let l = load(&v).unwrap();
    assert_eq!((l.level.as_deref(), l.map.width()), (Some("Level_0"), 24));
    v["worlds"] = serde_json::json!([]);
    let e = load(&v).unwrap_err();
    assert_eq!(
        e.to_string(),
        "p.ldtk: no level in the project; available: none"
    );
}

#[test]
fn the_kinds_table_names_values_by_identifier_or_number() {
    let mut kinds = tilestep_maps::KindTable::new();
    kinds.add_entry("solid=platform#5").unwrap();
    let l = edited(&[], &LoadOptions::default().with_kinds(kinds)).unwrap();
    let d = def_at(&l.map, 0, 0);
    assert_eq!((d.kind, d.tag), (TileKind::Platform, Some(5)));
    // An identifier naming no kind, named by its number.
    let mut kinds = tilestep_maps::KindTable::new();
    kinds.add_entry("1=end_slope").unwrap();
    let l = edited(
        &[("\"identifier\": \"solid\"", "\"identifier\": \"dirt\"")],
        &LoadOptions::default().with_kinds(kinds),
    )
    .unwrap();
    assert_eq!(def_at(&l.map, 0, 0).kind, TileKind::EndSlope);
    assert!(l.notes.is_empty());
}

/// Several IntGrid layers chosen: a later layer's non-zero values lie over
/// the earlier ones', its zeros leave them as they are.
#[test]
fn chosen_layers_lie_later_over_earlier() {
    let text = std::fs::read_to_string(ex("ldtk/level.ldtk")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let insts = v["levels"][0]["layerInstances"].as_array_mut().unwrap();
    let ground = insts.iter_mut().find(|l| l["__type"] == "IntGrid").unwrap();
    ground["__identifier"] = "Ground".into();
    let mut water = ground.clone();
    water["__identifier"] = "Water".into();
    // Platforms (value 2) over the solid corner (0, 0) and the empty (1, 1).
    let n = water["intGridCsv"].as_array().unwrap().len();
    let mut csv = vec![0; n];
    (csv[0], csv[25]) = (2, 2);
    water["intGridCsv"] = csv.into();
    insts.push(water);
    let bytes = serde_json::to_vec(&v).unwrap();
    let load = |layers: [&str; 2]| {
        let o = LoadOptions::default().with_layers(layers.map(String::from).to_vec());
        project(bytes.clone(), &o).unwrap().map
    };
    let kinds = |m: &tilestep::TileMap| [(0, 0), (1, 0), (1, 1)].map(|(x, y)| def_at(m, x, y).kind);
    use TileKind::{Platform, Solid};
    assert_eq!(
        kinds(&load(["Ground", "Water"])),
        [Platform, Solid, Platform]
    );
    assert_eq!(kinds(&load(["Water", "Ground"])), [Solid, Solid, Platform]);
}
