//! The lints over one-way slopes and one-way custom profiles: a one-way
//! slope in the air is no floating slope (TS0005), a run of one-way floor
//! slopes out of reach is unreachable like a platform (TS0004) and is
//! ground a platform can be reached from, and their seams are checked like
//! a solid slope's (TS0003).

use crate::lint::{lint, LintOptions, Severity};
use crate::{Format, LoadedMap, MapObject};
use tilestep::{Edges, TileDef, TileId, TileKind, TileMap, TileSet, TileSize};

/// A diagnostic's code, tile and message.
type Found = (&'static str, Option<(i32, i32)>, String);

/// (code, tile, message) of every diagnostic of a loaded map.
fn found(l: &LoadedMap) -> Vec<Found> {
    lint(l, &LintOptions::default())
        .into_iter()
        .map(|dg| (dg.code, dg.cell, dg.message))
        .collect()
}

/// [`found`] of an ASCII map of 16 px tiles.
fn ascii(text: &str) -> Vec<Found> {
    found(&LoadedMap::bare(
        TileMap::from_ascii(text, 16).unwrap(),
        Format::Ascii,
    ))
}

#[test]
fn a_one_way_slope_in_the_air_is_no_floating_slope() {
    // A one-way hill and a one-way ceiling, both in the air, a platform
    // within reach below the hill: nothing to say.
    assert_eq!(ascii(".12.\n.ab.\n....\n.--.\n####\n"), []);
    // A solid slope over a one-way slope floats: its tile below has no
    // solid pixel.
    assert_eq!(
        ascii("....\n./..\n.1\\.\n####\n"),
        [(
            "TS0005",
            Some((1, 1)),
            "slope_br has nothing under it: tile (1, 2) is oneway_slope_br".to_string()
        )]
    );
}

#[test]
fn a_one_way_hill_out_of_reach_is_unreachable_like_a_platform() {
    // The hill (row 2) has nothing below it within 3 tiles; the platform
    // (row 0) is reached from the hill.
    let text = "..--..\n......\n.12...\n......\n......\n......\n";
    assert_eq!(
        ascii(text),
        [(
            "TS0004",
            Some((1, 2)),
            "one-way slope (2 tiles) can't be reached: nothing to stand on within 3 tiles below it or beside it".to_string()
        )]
    );
    let dg = lint(
        &LoadedMap::bare(TileMap::from_ascii(text, 16).unwrap(), Format::Ascii),
        &LintOptions::default(),
    );
    assert_eq!(dg[0].severity, Severity::Warning);
    assert!(dg[0].help.starts_with("a body reaches a one-way slope"));
    // A platform continued by a one-way slope is one run.
    assert_eq!(
        ascii("-3.\n...\n...\n...\n...\n")[0].2,
        "platform and one-way slope (2 tiles) can't be reached: nothing to stand on within 3 tiles below it or beside it"
    );
    // Ceiling slopes are not met from above: never unreachable.
    assert_eq!(ascii("ab.\n...\n...\n...\n...\n"), []);
}

#[test]
fn one_way_seams_are_checked_like_solid_ones() {
    // Matching pieces on the ground: a smooth one-way hill.
    assert_eq!(ascii("......\n123456\n######\n"), []);
    // A one-way hill two rows high, hollow under its top: its slopes go
    // on in the row above, so the ground under it is no step.
    assert_eq!(ascii("......\n..12..\n.1..2.\n######\n"), []);
    // The same hill of solid slopes: walking under it, a body meets the
    // lower slopes' high edges as walls.
    let solid: Vec<&str> = ascii("......\n..#\\..\n./..\\.\n######\n")
        .iter()
        .map(|f| f.0)
        .collect();
    assert!(solid.contains(&"TS0003"), "{solid:?}");
    // Ground beside a one-way slope whose edge is far below it.
    let dg = lint(
        &LoadedMap::bare(
            TileMap::from_ascii("..\n#3\n##\n", 16).unwrap(),
            Format::Ascii,
        ),
        &LintOptions::default(),
    );
    assert_eq!(
        (dg.len(), dg[0].code, dg[0].cell, dg[0].message.as_str()),
        (
            1,
            "TS0003",
            Some((1, 1)),
            "surfaces don't connect: solid ends at height 16 px, oneway_gentle_br_low at (1, 1) starts at 1 px (a 15 px step)"
        )
    );
    assert!(dg[0]
        .help
        .starts_with("a walker steps onto a one-way slope"));
}

#[test]
fn custom_profiles_marked_one_way_lint_as_one_way_slopes() {
    // A one-way custom floor in the air (no TS0005), over solid ground
    // within reach; an object standing inside its pixels is not inside a
    // solid (TS0007): none of them is solid.
    let mut set = TileSet::new(TileSize::new(16).unwrap());
    let floor = set
        .add(TileDef::custom(false, &[8; 16]).with_one_way())
        .unwrap();
    let solid = set.add(TileDef::new(TileKind::Solid)).unwrap();
    let e = TileId(0);
    let cells = [e, e, floor, e, e, e, solid, solid, solid];
    let map = TileMap::from_cells(set, 3, 3, Edges::default(), &cells).unwrap();
    let mut l = LoadedMap::bare(map, Format::Tmx);
    l.objects.push(MapObject {
        name: "coin".into(),
        class: String::new(),
        layer: "objects".into(),
        x: 40,
        y: 12,
        line: None,
    });
    assert_eq!(found(&l), []);
    // The same tile without one_way: a floating slope, and the object is
    // inside its solid pixels.
    let mut set = TileSet::new(TileSize::new(16).unwrap());
    let floor = set.add(TileDef::custom(false, &[8; 16])).unwrap();
    let solid = set.add(TileDef::new(TileKind::Solid)).unwrap();
    let cells = [e, e, floor, e, e, e, solid, solid, solid];
    l.map = TileMap::from_cells(set, 3, 3, Edges::default(), &cells).unwrap();
    let codes: Vec<&str> = found(&l).into_iter().map(|f| f.0).collect();
    assert_eq!(codes, ["TS0005", "TS0007"]);
}
