//! One-way slopes and profiles from Tiled maps: the bool property
//! `one_way` on a tile or on a collision object, polylines on a collision
//! object layer as one-way floors, and their errors (each naming the tile
//! or object, never a panic); each read as the crate README says.

mod common;

use common::*;
use std::path::Path;
use tilestep::{TileDef, TileKind, TileMap};
use tilestep_maps::lint::{lint, LintOptions};
use tilestep_maps::shape::def_shape;
use tilestep_maps::{load_bytes, load_map, Format, LoadOptions, LoadedMap, NoteKind};

/// A `<tile>` with `props` (`name=type:value` property elements, already
/// written) and an optional collision object.
fn tile(id: u32, props: &[&str], object: Option<&str>) -> String {
    let props = if props.is_empty() {
        String::new()
    } else {
        format!("<properties>{}</properties>", props.join(""))
    };
    let object = object.map_or(String::new(), |o| format!("<objectgroup>{o}</objectgroup>"));
    format!(r#"  <tile id="{id}">{props}{object}</tile>"#)
}

/// A `collision` string property.
fn kind(k: &str) -> String {
    format!(r#"<property name="collision" value="{k}"/>"#)
}

const ONE_WAY: &str = r#"<property name="one_way" type="bool" value="true"/>"#;

/// (kind, heights, one_way) of the tile at (x, y).
fn at(m: &TileMap, x: i32, y: i32) -> (TileKind, Vec<u16>, bool) {
    let d: &TileDef = def_at(m, x, y);
    (d.kind, d.heights.clone(), d.one_way)
}

/// A named kind, as [`at`] gives it.
fn named(k: TileKind) -> (TileKind, Vec<u16>, bool) {
    (k, Vec::new(), false)
}

#[test]
fn tiles_marked_one_way_are_one_way_profiles() {
    let solid_kind = kind("solid");
    let slope_bl = kind("slope_bl");
    let tiles = [
        // A named slope marked one-way: its one-way twin.
        tile(0, &[&kind("slope_br"), ONE_WAY], None),
        // A full tile marked one-way: a platform (its surface is the top edge).
        tile(1, &[&solid_kind, ONE_WAY], None),
        // Collision shapes of a tile marked one-way.
        tile(
            2,
            &[ONE_WAY],
            Some(r#"<object x="0" y="0"><polygon points="0,16 16,8 16,16"/></object>"#),
        ),
        // A collision object marked one-way (a custom floor of 8 px).
        tile(
            3,
            &[],
            Some(&format!(
                r#"<object x="0" y="8" width="16" height="8"><properties>{ONE_WAY}</properties></object>"#
            )),
        ),
        // A class naming a slope, marked one-way; a tile marked one-way
        // and nothing else (a platform); a one-way slope by name; one_way
        // false (no change).
        r#"  <tile id="4" class="slope_tl"><properties><property name="one_way" type="bool" value="true"/></properties></tile>"#.to_string(),
        tile(5, &[ONE_WAY], None),
        tile(6, &[&kind("oneway_gentle_tr_low")], None),
        tile(
            7,
            &[
                &slope_bl,
                r#"<property name="one_way" type="bool" value="false"/>"#,
            ],
            None,
        ),
    ]
    .join("\n");
    let l = load_tmx(&tmx(&csv_layer("1,2,3,4,5,6,7,8"), &tiles)).unwrap();
    let m = &l.map;
    assert_eq!(at(m, 0, 0), named(TileKind::OnewaySlopeBr));
    assert_eq!(at(m, 1, 0), named(TileKind::Platform));
    assert_eq!(at(m, 2, 0), named(TileKind::OnewayGentleBrLow));
    assert_eq!(at(m, 3, 0), (TileKind::Floor, vec![8; 16], true));
    assert_eq!(at(m, 0, 1), named(TileKind::OnewaySlopeTl));
    assert_eq!(at(m, 1, 1), named(TileKind::Platform));
    assert_eq!(at(m, 2, 1), named(TileKind::OnewayGentleTrLow));
    assert_eq!(at(m, 3, 1), named(TileKind::SlopeBl));
    assert_eq!(def_shape(def_at(m, 3, 0)), tilestep::TileShape::OnewayFloor);
    // `one_way` is one of this crate's properties: no note.
    assert_eq!(l.notes, []);

    // Flips: as the solid twin's, staying one-way.
    let (h, v, d) = (0x8000_0000u32, 0x4000_0000u32, 0x2000_0000u32);
    let data = [1 | h, 1 | d, 4 | v, 3 | h, 1 | d | h, 0, 0, 0].map(|g| g.to_string());
    let l = load_tmx(&tmx(&csv_layer(&data.join(",")), &tiles)).unwrap();
    let m = &l.map;
    assert_eq!(at(m, 0, 0), named(TileKind::OnewaySlopeBl));
    assert_eq!(at(m, 1, 0), named(TileKind::OnewaySlopeBr));
    assert_eq!(at(m, 2, 0), (TileKind::Ceiling, vec![8; 16], true));
    assert_eq!(at(m, 3, 0), named(TileKind::OnewayGentleBlLow));
    assert_eq!(at(m, 0, 1), named(TileKind::OnewaySlopeBl));
    // A rotated one-way gentle slope is no kind, as a rotated gentle slope.
    let e = err_tmx(&tmx(
        &csv_layer(&format!("{},0,0,0,0,0,0,0", 3 | d)),
        &tiles,
    ));
    assert_eq!(
        e,
        "t.tmx:13: layer \"collision\", tile (0, 0): tile 2 of tileset \"t\": oneway_gentle_br_low flipped diagonally (rotated) is no tile kind exactly; draw the shape in the tile collision editor if a custom profile is meant"
    );
}

#[test]
fn a_one_way_property_that_is_no_bool_is_an_error_naming_the_tile_or_object() {
    let text = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        &tile(
            0,
            &[
                &kind("slope_br"),
                r#"<property name="one_way" value="yes"/>"#,
            ],
            None,
        ),
    );
    assert_eq!(
        err_tmx(&text),
        "t.tmx:4: tile 0 of tileset \"t\": property \"one_way\": must be a bool property, found a string property"
    );
    // On a tile's collision object: the tile's shape error names its line.
    let text = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        &tile(
            0,
            &[],
            Some(
                r#"<object x="0" y="8" width="16" height="8"><properties><property name="one_way" type="int" value="1"/></properties></object>"#,
            ),
        ),
    );
    assert_eq!(
        err_tmx(&text),
        "t.tmx:4: tile 0 of tileset \"t\": collision object on line 4 has property \"one_way\" that must be a bool property, found a int property"
    );
    // Solid and one-way shapes in one tile.
    let text = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        &tile(
            0,
            &[],
            Some(&format!(
                r#"<object x="0" y="12" width="16" height="4"/><object x="0" y="0"><properties>{ONE_WAY}</properties><polygon points="0,16 16,0 16,16"/></object>"#
            )),
        ),
    );
    assert!(
        err_tmx(&text).ends_with("solid shapes and one-way shapes (marked one_way, or polylines) meet in this tile; a tile is solid or one-way, not both: keep the one-way surface out of the solid tiles"),
        "{}",
        err_tmx(&text)
    );
}

#[test]
fn a_polyline_in_a_tiles_collision_editor_is_a_one_way_floor() {
    let tiles = [
        tile(
            0,
            &[],
            Some(r#"<object x="0" y="0"><polyline points="0,0 16,8"/></object>"#),
        ),
        tile(
            1,
            &[],
            Some(r#"<object x="0" y="4"><polyline points="0,0 16,0"/></object>"#),
        ),
        tile(
            2,
            &[],
            Some(r#"<object id="1" x="0" y="0"><polyline points="0,16 4,0"/></object>"#),
        ),
    ]
    .join("\n");
    let l = load_tmx(&tmx(&csv_layer("1,2,0,0,0,0,0,0"), &tiles)).unwrap();
    assert_eq!(at(&l.map, 0, 0), named(TileKind::OnewayGentleBlHigh));
    assert_eq!(at(&l.map, 1, 0), (TileKind::Floor, vec![12; 16], true));
    let e = err_tmx(&tmx(&csv_layer("3,0,0,0,0,0,0,0"), &tiles));
    assert_eq!(
        e,
        "t.tmx:6: tile 2 of tileset \"t\": collision object on line 6 is a polyline whose segment 1 (from (0, 16) to (4, 0)) is steeper than 45°; a collision polyline is a one-way floor, each segment rising or falling at most 1 px per px"
    );
}

/// A `w x h` map of 16 px tiles, no tileset, with the object layer
/// `collisions` holding `objs`.
fn object_map(w: u32, h: u32, objs: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="{w}" height="{h}" tilewidth="16" tileheight="16" infinite="0">
 <objectgroup name="collisions">
{objs}
 </objectgroup>
</map>
"#
    )
}

#[test]
fn a_polyline_hill_on_a_collision_layer_loads_as_one_way_slopes() {
    // Solid ground (row 3), and a hill drawn as a polyline from the ground
    // at x = 0: 45° up two tiles, flat for two, down at 1:2 for two.
    let text = object_map(
        6,
        4,
        r#"  <object id="1" name="ground" x="0" y="48" width="96" height="16"/>
  <object id="2" name="hill" x="0" y="48"><polyline points="0,0 32,-32 64,-32 80,-24 96,-16"/></object>"#,
    );
    let l = load_tmx(&text).unwrap();
    let m = &l.map;
    use TileKind::*;
    // Each column's surface is the pixel the line crosses at its centre:
    // the 45° part is exactly oneway_slope_br, the flat part along a tile
    // top edge a platform, the 1:2 part the one-way gentle slopes.
    let row = |y| (0..6).map(|x| at(m, x, y).0).collect::<Vec<_>>();
    assert_eq!(row(0), [Empty; 6]);
    assert_eq!(
        row(1),
        [
            Empty,
            OnewaySlopeBr,
            Platform,
            Platform,
            OnewayGentleBlHigh,
            OnewayGentleBlLow
        ]
    );
    assert_eq!(row(2), [OnewaySlopeBr, Empty, Empty, Empty, Empty, Empty]);
    assert_eq!(row(3), [Solid; 6]);
    // The surface follows the line: tile (1, 1)'s column 0 is 1 px high
    // (the line at y = 31.5 there), its column 15 the whole tile.
    assert_eq!(
        m.tileset()
            .height(m.get(tilestep::TileXY::new(1, 1)).unwrap(), 0),
        1
    );
    // The lints see a one-way hill, hollow under its top: nothing to say.
    let found: Vec<String> = lint(&l, &LintOptions::default())
        .into_iter()
        .map(|d| d.message)
        .collect();
    assert_eq!(found, Vec::<String>::new());

    // Off the grid and part-way: a line ending mid-tile, at mid-height.
    let text = object_map(
        2,
        1,
        r#"  <object id="1" x="-40" y="8.5"><polyline points="0,0 64,0"/></object>"#,
    );
    let l = load_tmx(&text).unwrap();
    let mut hs = vec![8; 16];
    hs[8..].fill(0);
    assert_eq!(at(&l.map, 0, 0), (Floor, vec![8; 16], true));
    assert_eq!(at(&l.map, 1, 0), (Floor, hs, true));
}

#[test]
fn a_steep_polyline_is_refused_naming_the_object_and_the_segment() {
    let text = object_map(
        4,
        3,
        r#"  <object id="1" name="cliff" x="0" y="32"><polyline points="0,0 16,0 20,-24 40,-24"/></object>"#,
    );
    assert_eq!(
        err_tmx(&text),
        "t.tmx:3: layer \"collisions\": object \"cliff\" (line 4) is a polyline whose segment 2 (from (16, 32) to (20, 8)) is steeper than 45°; a collision polyline is a one-way floor, each segment rising or falling at most 1 px per px"
    );
    // Unnamed, vertical: named by its place in the layer.
    let text = object_map(
        4,
        3,
        r#"  <object id="7" x="8" y="0"><polyline points="0,0 0,16"/></object>"#,
    );
    assert!(err_tmx(&text).starts_with(
        "t.tmx:3: layer \"collisions\": unnamed object 1 (line 4) is a polyline whose segment 1 (from (8, 0) to (8, 16)) is steeper than 45°"
    ));
}

#[test]
fn one_way_objects_on_a_collision_layer() {
    // A rectangle marked one-way over a tile's bottom half: a one-way
    // floor of 8 px; a one-way triangle over two rows: a one-way slope on
    // a platform (the full tile's surface is its top edge).
    let text = object_map(
        3,
        2,
        &format!(
            r#"  <object id="1" name="step" x="0" y="24" width="16" height="8"><properties>{ONE_WAY}</properties></object>
  <object id="2" name="ramp" x="16" y="32"><properties>{ONE_WAY}</properties><polygon points="0,0 32,-32 32,0"/></object>"#
        ),
    );
    let l = load_tmx(&text).unwrap();
    let m = &l.map;
    assert_eq!(at(m, 0, 1), (TileKind::Floor, vec![8; 16], true));
    assert_eq!(at(m, 1, 1), named(TileKind::OnewaySlopeBr));
    assert_eq!(at(m, 2, 1), named(TileKind::Platform));
    assert_eq!(at(m, 2, 0), named(TileKind::OnewaySlopeBr));
    assert_eq!(at(m, 0, 0), named(TileKind::Empty));

    // A one_way property that is no bool, on an object: named.
    let text = object_map(
        2,
        1,
        r#"  <object id="1" name="cloud" x="0" y="8" width="16" height="8"><properties><property name="one_way" value="true"/></properties></object>"#,
    );
    assert_eq!(
        err_tmx(&text),
        "t.tmx:3: layer \"collisions\": object \"cloud\" (line 4): property \"one_way\": must be a bool property, found a string property"
    );

    // Solid and one-way in one tile: an error naming the objects and the
    // tile, or in lenient mode a note and an empty tile.
    let text = object_map(
        2,
        1,
        r#"  <object id="1" name="rock" x="0" y="8" width="16" height="8"/>
  <object id="2" name="path" x="0" y="4"><polyline points="0,0 32,0"/></object>"#,
    );
    assert_eq!(
        err_tmx(&text),
        "t.tmx:3: layer \"collisions\": object \"rock\" (line 4), object \"path\" (line 5) at tile (0, 0): solid shapes and one-way shapes (marked one_way, or polylines) meet in this tile; a tile is solid or one-way, not both: keep the one-way surface out of the solid tiles"
    );
    let l = load_tmx_with(&text, &LoadOptions::default().lenient()).unwrap();
    assert_eq!(at(&l.map, 0, 0), named(TileKind::Empty));
    assert_eq!(at(&l.map, 1, 0), (TileKind::Floor, vec![12; 16], true));
    assert_eq!(
        (l.notes.len(), l.notes[0].kind, l.notes[0].cell),
        (1, NoteKind::BadShape, Some((0, 0)))
    );
}

#[test]
fn tmj_polylines_and_one_way_objects_read_alike() {
    let tmj = r#"{"type":"map","orientation":"orthogonal","width":3,"height":2,"tilewidth":16,"tileheight":16,"infinite":false,"tilesets":[],
"layers":[{"type":"objectgroup","name":"collision","objects":[
 {"id":1,"name":"hill","x":0,"y":32,"width":0,"height":0,"rotation":0,"polyline":[{"x":0,"y":0},{"x":32,"y":-32},{"x":48,"y":-32}]},
 {"id":2,"name":"step","x":32,"y":24,"width":16,"height":8,"rotation":0,"properties":[{"name":"one_way","type":"bool","value":true}]}]}]}"#;
    let load = |s: &str| {
        load_bytes(
            Path::new("m.tmj"),
            s.as_bytes().to_vec(),
            Format::Tmj,
            &LoadOptions::default(),
        )
    };
    let l = load(tmj).unwrap();
    let m = &l.map;
    assert_eq!(at(m, 0, 1), named(TileKind::OnewaySlopeBr));
    assert_eq!(at(m, 1, 0), named(TileKind::OnewaySlopeBr));
    assert_eq!(at(m, 2, 0), named(TileKind::Platform));
    assert_eq!(at(m, 2, 1), (TileKind::Floor, vec![8; 16], true));
    let steep = tmj.replace(r#"{"x":32,"y":-32},"#, r#"{"x":8,"y":-32},"#);
    assert_eq!(
        load(&steep).unwrap_err().to_string(),
        "m.tmj: layer \"collision\": object \"hill\" is a polyline whose segment 1 (from (0, 32) to (8, 0)) is steeper than 45°; a collision polyline is a one-way floor, each segment rising or falling at most 1 px per px"
    );
}

#[test]
fn the_hills_example_is_a_one_way_hill_and_lints_clean() {
    let l: LoadedMap = load_map(ex("tiled/hills.tmx"), &LoadOptions::default()).unwrap();
    let m = &l.map;
    use TileKind::*;
    let row = |y| (0..12).map(|x| at(m, x, y).0).collect::<Vec<_>>();
    let e = Empty;
    assert_eq!(
        row(3),
        [
            e,
            e,
            OnewaySlopeBr,
            Platform,
            Platform,
            OnewayGentleBlHigh,
            OnewayGentleBlLow,
            e,
            e,
            e,
            e,
            e
        ]
    );
    assert_eq!(
        row(4),
        [
            e,
            OnewaySlopeBr,
            e,
            e,
            e,
            e,
            e,
            OnewayGentleBlHigh,
            OnewayGentleBlLow,
            e,
            e,
            e
        ]
    );
    assert_eq!(row(5), [Solid; 12]);
    // The ledge: a one-way rectangle over the bottom half of two tiles.
    assert_eq!(at(m, 10, 2), (Floor, vec![8; 16], true));
    assert_eq!(at(m, 11, 2), (Floor, vec![8; 16], true));
    assert_eq!(l.objects.len(), 1);
    assert_eq!(lint(&l, &LintOptions::default()), []);
}

#[test]
fn hostile_polylines_are_refused_cheaply_never_a_panic() {
    // A point too far away to place, and one far off the grid.
    let far = object_map(
        2,
        1,
        r#"  <object id="1" x="1e308" y="0"><polyline points="0,0 1e308,0"/></object>"#,
    );
    assert!(
        err_tmx(&far).ends_with(
            "unnamed object 1 (line 4) is a polyline whose point 2 is too far away to place"
        ),
        "{}",
        err_tmx(&far)
    );
    let off = object_map(
        2,
        1,
        r#"  <object id="1" x="-1e300" y="-1e300"><polyline points="0,0 1e300,1e300 3e300,1e300"/></object>"#,
    );
    let l = load_tmx(&off).unwrap();
    assert!(l.map.get(tilestep::TileXY::new(0, 0)).is_some());
    // A zigzag across a wide map, over and over: past the work limit,
    // refused before the work.
    let points: Vec<String> = (0..3000)
        .map(|i| format!("{},{}", (i % 2) * 80000, i % 2))
        .collect();
    let zigzag = object_map(
        5000,
        4,
        &format!(
            r#"  <object id="1" name="zigzag" x="0" y="16"><polyline points="{}"/></object>"#,
            points.join(" ")
        ),
    );
    let t = std::time::Instant::now();
    assert!(
        err_tmx(&zigzag).contains("collision objects this large or detailed"),
        "{}",
        err_tmx(&zigzag)
    );
    assert!(t.elapsed().as_secs() < 2);
}
