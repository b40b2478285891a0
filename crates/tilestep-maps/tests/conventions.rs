//! Tiled maps marking what collides in their own ways: a chosen layer whose
//! tiles carry no data, tile classes, bool `collides`/`solid` properties,
//! and collision drawn as objects; each read as the crate README says.

mod common;

use common::*;
use tilestep::TileKind;
use tilestep_maps::{KindTable, LoadOptions, NoteKind};

fn layer(name: &str, data: &str) -> String {
    format!(
        r#" <layer name="{name}" width="4" height="2"><data encoding="csv">{data}</data></layer>"#
    )
}

fn kinds(entries: &[&str]) -> KindTable {
    let mut t = KindTable::new();
    for e in entries {
        t.add_entry(e).unwrap();
    }
    t
}

#[test]
fn a_chosen_tile_layer_collides_where_it_has_tiles() {
    // No tile has collision data: by default nothing collides.
    let text = tmx(&layer("walls", "1,2,0,0,2,2,2,2"), "");
    let none = load_tmx(&text).unwrap();
    assert_eq!(def_at(&none.map, 0, 0).kind, TileKind::Empty);
    // Chosen: every non-empty cell is solid, one warning naming the tiles.
    let opts = LoadOptions::default().with_layers(vec!["WALLS".into()]);
    let l = load_tmx_with(&text, &opts).unwrap();
    assert_eq!(def_at(&l.map, 0, 0).kind, TileKind::Solid);
    assert_eq!(def_at(&l.map, 2, 0).kind, TileKind::Empty);
    assert_eq!(l.warnings.len(), 1);
    assert_eq!(
        l.warnings[0].message(),
        "layer \"walls\": 6 cells hold tiles with no collision data (tile 0 of tileset \"t\", tile 1 of tileset \"t\"), so they collide as solid"
    );
    assert_eq!(l.warnings[0].cell(), (0, 0));
    // A layer that isn't there: the error lists them.
    let opts = LoadOptions::default().with_layers(vec!["ground".into()]);
    assert_eq!(
        load_tmx_with(&text, &opts).unwrap_err().to_string(),
        "t.tmx:2: no tile or object layer \"ground\"; available: tile layer \"walls\""
    );
}

#[test]
fn classes_and_bool_properties_name_kinds() {
    let tiles = [
        r#"  <tile id="0" type="platform"/>"#,
        r#"  <tile id="1" class="Ground"/>"#,
        r#"  <tile id="2"><properties><property name="collides" type="bool" value="true"/><property name="isSpike" type="bool" value="false"/></properties></tile>"#,
        r#"  <tile id="3"><properties><property name="solid" type="bool" value="false"/></properties></tile>"#,
        r#"  <tile id="4" class="Ladder"/>"#,
    ]
    .join("\n");
    // No layer chosen: every layer with collision data; `collides = false`
    // overrides nothing, a class no kind and no table names is no data.
    let text = tmx(&layer("level", "1,2,3,4,5,0,0,0"), &tiles);
    let opts = LoadOptions::default().with_kinds(kinds(&["Ground=solid#3"]));
    let l = load_tmx_with(&text, &opts).unwrap();
    let k = |x| {
        let d = def_at(&l.map, x, 0);
        (d.kind, d.tag)
    };
    assert_eq!(k(0), (TileKind::Platform, None));
    assert_eq!(k(1), (TileKind::Solid, Some(3)));
    assert_eq!(k(2), (TileKind::Solid, None));
    assert_eq!(k(3), (TileKind::Empty, None));
    assert_eq!(l.notes, [], "a game's own properties are not misspellings");
    assert_eq!(def_at(&l.map, 0, 1).kind, TileKind::Empty);
    // Chosen, the Ladder tile collides as solid and the warning names its
    // class, with the library's way to name its kind, then the CLI's.
    let chosen = opts.with_layers(vec!["level".into()]);
    let l = load_tmx_with(&text, &chosen).unwrap();
    assert_eq!(def_at(&l.map, 0, 1).kind, TileKind::Solid);
    assert!(
        l.warnings[0].message().ends_with(
            "name its kind with `KindTable::add_entry(\"Ladder=KIND\")` in `LoadOptions::kinds` (CLI: `--kind Ladder=KIND`)"
        ),
        "{}",
        l.warnings[0]
    );
}

#[test]
fn a_class_named_as_a_column_has_its_top_cell_apart() {
    let tiles = [
        r#"  <tile id="0" class="Ladder"/>"#,
        r#"  <tile id="1"><properties><property name="collision" value="solid"/></properties></tile>"#,
        r#"  <tile id="2" class="Ladder"><properties><property name="tag" type="int" value="9"/></properties></tile>"#,
    ]
    .join("\n");
    // Column 0: a ladder from the top row down; column 1: a ladder under a
    // solid tile; column 3: a tile tagged 9 over both cells.
    let text = tmx(&layer("collision", "1,2,0,3,1,1,0,3"), &tiles);
    let opts = LoadOptions::default().with_kinds(kinds(&["Ladder = platform#4 / empty#4"]));
    let l = load_tmx_with(&text, &opts).unwrap();
    let k = |x, y| {
        let d = def_at(&l.map, x, y);
        (d.kind, d.tag)
    };
    use TileKind::{Empty, Platform, Solid};
    assert_eq!([k(0, 0), k(0, 1)], [(Platform, Some(4)), (Empty, Some(4))]);
    assert_eq!([k(1, 0), k(1, 1)], [(Solid, None), (Platform, Some(4))]);
    assert_eq!([k(3, 0), k(3, 1)], [(Platform, Some(9)), (Empty, Some(9))]);
    assert_eq!(l.warnings, []);
}

fn objects(objs: &str) -> String {
    tmx(
        &format!(" <objectgroup name=\"Collisions\">\n{objs}\n </objectgroup>"),
        "",
    )
}

#[test]
fn an_object_layer_named_collisions_is_rasterised_tile_by_tile() {
    // A rectangle over the whole bottom row, one over the top-left tile's
    // bottom half (fractional), and a triangle rising over tile (3, 0).
    let text = objects(
        r#"  <object id="1" x="0" y="16" width="64" height="16"/>
  <object id="2" name="step" x="0" y="7.5" width="16" height="8.5"/>
  <object id="3" x="48" y="16"><polygon points="0,0 16,-16 16,0"/></object>
  <object id="4" name="spawn" x="8" y="4"><point/></object>"#,
    );
    let l = load_tmx(&text.replace(
        "<object id=\"4\" name=\"spawn\" x=\"8\" y=\"4\"><point/></object>",
        "",
    ))
    .unwrap();
    let d = |x, y| def_at(&l.map, x, y).clone();
    assert!((0..4).all(|x| d(x, 1).kind == TileKind::Solid));
    assert_eq!(
        (d(0, 0).kind, d(0, 0).heights.clone()),
        (TileKind::Floor, vec![9; 16])
    );
    assert_eq!(d(3, 0).kind, TileKind::SlopeBr);
    assert_eq!(d(1, 0).kind, TileKind::Empty);
    assert!(l.objects.is_empty(), "collision objects are not points");
    // A point on a collision layer is refused, by name.
    assert_eq!(
        err_tmx(&text),
        "t.tmx:6: layer \"Collisions\": object \"spawn\" (line 10) is a point; only rectangles and polygons make height profiles, and polylines one-way floors"
    );
}

#[test]
fn a_tile_part_that_is_no_height_profile_names_the_object_and_the_tile() {
    let text = objects(r#"  <object id="1" name="crate" x="20" y="2" width="8" height="8"/>"#);
    assert_eq!(
        err_tmx(&text),
        "t.tmx:6: layer \"Collisions\": object \"crate\" (line 7) at tile (1, 0): the collision shape is not a height profile: column 4 does not rest on the bottom edge and column 4 does not hang from the top edge (each column's solid pixels must run unbroken from one tile edge)"
    );
    let l = load_tmx_with(&text, &LoadOptions::default().lenient()).unwrap();
    assert_eq!(l.notes[0].kind, NoteKind::BadShape);
    assert_eq!(l.notes[0].cell, Some((1, 0)));
    assert_eq!(def_at(&l.map, 1, 0).kind, TileKind::Empty);
}

#[test]
fn regression_huge_collision_objects_are_refused_before_the_work() {
    // A rectangle a million tiles wide on a 4x2 map is clipped to the map.
    let wide = objects(r#"  <object id="1" x="-1e9" y="16" width="2e9" height="16"/>"#);
    assert_eq!(
        def_at(&load_tmx(&wide).unwrap().map, 3, 1).kind,
        TileKind::Solid
    );
    // A huge map covered by one detailed polygon: refused, not rasterised.
    let points: Vec<String> = (0..300)
        .map(|i| format!("{},{}", i * 300, (i % 2) * 5))
        .collect();
    let poly = format!(
        r#"  <object id="1" x="0" y="0"><polygon points="{} 90000,60000 0,60000"/></object>"#,
        points.join(" ")
    );
    let big = objects(&poly).replace(r#"width="4" height="2""#, r#"width="5000" height="4000""#);
    let t = std::time::Instant::now();
    assert!(err_tmx(&big).contains("collision objects this large or detailed"));
    assert!(t.elapsed().as_secs() < 2);
}

#[test]
fn one_way_walls_by_property_class_table_and_flips() {
    let tiles = [
        r#"  <tile id="0"><properties><property name="collision" value="oneway_left"/></properties></tile>"#,
        r#"  <tile id="1" class="oneway_right"/>"#,
        r#"  <tile id="2" class="Gate"/>"#,
    ]
    .join("\n");
    // Row 0: by property, by class, then the property's tile flipped
    // horizontally (a wall on the other side) and vertically (unchanged).
    // Row 1: a class the kinds table names, with a tag; the class's tile
    // flipped horizontally, and both ways.
    let flip_h = |gid: u32| (gid | 0x8000_0000).to_string();
    let flip_v = |gid: u32| (gid | 0x4000_0000).to_string();
    let data = [
        "1".to_string(),
        "2".into(),
        flip_h(1),
        flip_v(1),
        "3".into(),
        flip_h(2),
        (2 | 0xC000_0000u32).to_string(),
        "0".into(),
    ]
    .join(",");
    let text = tmx(&layer("collision", &data), &tiles);
    let opts = LoadOptions::default().with_kinds(kinds(&["Gate=oneway_left#7"]));
    let l = load_tmx_with(&text, &opts).unwrap();
    let k = |x, y| {
        let d = def_at(&l.map, x, y);
        (d.kind, d.tag)
    };
    use TileKind::{OnewayLeft as L, OnewayRight as R};
    assert_eq!(
        [k(0, 0), k(1, 0), k(2, 0), k(3, 0)],
        [(L, None), (R, None), (R, None), (L, None)]
    );
    assert_eq!(
        [k(0, 1), k(1, 1), k(2, 1)],
        [(L, Some(7)), (L, None), (L, None)]
    );
    assert_eq!(l.notes, []);
    // A rotated wall is refused with the tile named (strict), or noted and
    // loaded as empty (lenient); never a panic.
    let rotated = tmx(
        &layer(
            "collision",
            &format!("{},0,0,0,0,0,0,0", 1 | 0x2000_0000u32),
        ),
        &tiles,
    );
    let e = err_tmx(&rotated);
    assert!(
        e.contains("tile 0 of tileset \"t\": a diagonally flipped (rotated) oneway_left would be a one-way platform"),
        "{e}"
    );
    let l = load_tmx_with(&rotated, &LoadOptions::default().lenient()).unwrap();
    assert_eq!(def_at(&l.map, 0, 0).kind, TileKind::Empty);
    assert_eq!(l.notes[0].kind, NoteKind::BadShape);
}
