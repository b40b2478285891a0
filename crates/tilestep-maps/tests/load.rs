//! The same level in every format loads into the same collision map, and
//! broken files give the documented errors (never a panic).

mod common;

use common::*;
use std::path::Path;
use tilestep::{TileKind, TileMap};
use tilestep_maps::{load_bytes, load_map, Format, LoadOptions, MapLoadError, NoteKind};

/// (kind, tag, heights) of every cell, row-major.
fn cells(m: &TileMap) -> Vec<(TileKind, Option<u8>, Vec<u16>)> {
    let mut v = Vec::new();
    for y in 0..m.height() {
        for x in 0..m.width() {
            let d = def_at(m, x, y);
            v.push((d.kind, d.tag, d.heights.clone()));
        }
    }
    v
}

#[test]
fn ascii_tmx_tmj_and_ldtk_load_the_same_level() {
    let o = LoadOptions::default();
    let ascii = load_map(ex("level.txt"), &o).unwrap();
    let want = cells(&ascii.map);
    // Every named kind is in the level.
    for k in tilestep::TileKind::ALL {
        assert!(
            want.iter().any(|c| c.0 == k),
            "{k:?} missing from the example"
        );
    }
    for f in ["tiled/level.tmx", "tiled/level.tmj", "ldtk/level.ldtk"] {
        let l = load_map(ex(f), &o).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert_eq!(
            (l.map.width(), l.map.height(), l.map.tile_size().px()),
            (24, 10, 16),
            "{f}"
        );
        let got = cells(&l.map);
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "{f}: cell ({}, {})", i % 24, i / 24);
        }
        assert_eq!(l.objects.len(), 1, "{f}");
        assert_eq!((l.objects[0].x, l.objects[0].y), (40, 128), "{f}");
        assert!(l.notes.is_empty(), "{f}: {:?}", l.notes);
    }
}

#[test]
fn tags_custom_profiles_and_flips() {
    let tiles = format!(
        "{SOLID_TILE}\n{}\n{}",
        r#"  <tile id="1"><properties><property name="collision" value="solid"/><property name="tag" type="int" value="5"/></properties></tile>"#,
        r#"  <tile id="2"><objectgroup><object x="0" y="12" width="16" height="4"/></objectgroup></tile>"#
    );
    let l = load_tmx(&tmx(
        &csv_layer("1,2,3,0,1,1,2147483651,1073741827"),
        &tiles,
    ))
    .unwrap();
    let d = |x, y| def_at(&l.map, x, y).clone();
    assert_eq!(d(1, 0).tag, Some(5));
    assert_eq!(
        (d(2, 0).kind, d(2, 0).heights.clone()),
        (TileKind::Floor, vec![4; 16])
    );
    assert_eq!(d(2, 1).kind, TileKind::Floor); // flipped horizontally: still a floor of 4
    assert_eq!(
        (d(3, 1).kind, d(3, 1).heights.clone()),
        (TileKind::Ceiling, vec![4; 16])
    );
}

#[test]
fn documented_errors() {
    let ok_tiles = SOLID_TILE;
    // Huge declared size: refused before allocating.
    let huge = tmx(&csv_layer("1"), ok_tiles).replace(
        r#"width="4" height="2" tilewidth"#,
        r#"width="4000000" height="4000000" tilewidth"#,
    );
    assert_tmx_err(&huge, "size 4000000x4000000 tiles refused");
    // Bad base64 and bad zlib.
    let b64 = tmx(
        r#" <layer name="collision" width="4" height="2"><data encoding="base64">AQ*A</data></layer>"#,
        ok_tiles,
    );
    assert_tmx_err(&b64, "bad layer data: base64: invalid character '*'");
    let z = tmx(
        r#" <layer name="collision" width="4" height="2"><data encoding="base64" compression="zlib">AAAAAAAA</data></layer>"#,
        ok_tiles,
    );
    assert_tmx_err(&z, "bad layer data: zlib:");
    // zlib bomb-ish: inflates past the layer: refused without inflating it all.
    let zstd = tmx(
        r#" <layer name="collision" width="4" height="2"><data encoding="base64" compression="zstd">AAAA</data></layer>"#,
        ok_tiles,
    );
    assert_tmx_err(&zstd, "\"zstd\" is not supported");
    // Truncated CSV.
    let short = tmx(&csv_layer("1,1,1"), ok_tiles);
    assert_tmx_err(
        &short,
        "t.tmx:6: layer \"collision\": bad layer data: 3 tiles, the layer needs 8",
    );
    // Missing external tileset.
    let missing = tmx(&csv_layer("1,1,1,1,1,1,1,1"), "").replace(
        r#"<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4">"#,
        r#"<tileset firstgid="1" source="nowhere.tsx"/><tileset firstgid="100" name="u" tilewidth="16" tileheight="16">"#,
    );
    let e = err_tmx(&missing);
    assert!(
        e.starts_with("t.tmx:3: tileset \"nowhere.tsx\": cannot read"),
        "{e}"
    );
    // Wrong property types.
    let wrong = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        r#"  <tile id="0"><properties><property name="collision" type="int" value="3"/></properties></tile>"#,
    );
    assert_eq!(err_tmx(&wrong), "t.tmx:4: tile 0 of tileset \"t\": property \"collision\": must be a string naming a tile kind, found a int property");
    let tag = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        r#"  <tile id="0"><properties><property name="collision" value="solid"/><property name="tag" value="x"/></properties></tile>"#,
    );
    assert_tmx_err(
        &tag,
        "property \"tag\": must be an int property, found a string property",
    );
    // Unknown kind names.
    let unk = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        r#"  <tile id="0"><properties><property name="collision" value="slope_up"/></properties></tile>"#,
    );
    assert!(err_tmx(&unk).starts_with("t.tmx:4: tile 0 of tileset \"t\": unknown tile kind \"slope_up\" (kinds: empty, solid,"), "{}", err_tmx(&unk));
    // Non-square tiles, infinite maps, odd sizes.
    let ns = tmx(&csv_layer("1"), ok_tiles).replace(
        r#"tilewidth="16" tileheight="16" infinite"#,
        r#"tilewidth="16" tileheight="8" infinite"#,
    );
    assert_tmx_err(&ns, "unsupported: non-square tiles (16x8 px)");
    let inf = tmx(&csv_layer("1"), ok_tiles).replace(r#"infinite="0""#, r#"infinite="1""#);
    assert_tmx_err(&inf, "unsupported: infinite maps");
    let odd = tmx(&csv_layer("1"), ok_tiles).replace(
        r#"tilewidth="16" tileheight="16" infinite"#,
        r#"tilewidth="15" tileheight="15" infinite"#,
    );
    assert_tmx_err(&odd, "unsupported: tile size 15 px");
    // A shape that can't be a height profile; a flip that makes no kind.
    let float = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        r#"  <tile id="0"><objectgroup><object x="4" y="4" width="8" height="8"/></objectgroup></tile>"#,
    );
    assert_tmx_err(&float, "is not a height profile");
    let plat = tmx(
        &csv_layer("536870913,0,0,0,0,0,0,0"),
        r#"  <tile id="0"><properties><property name="collision" value="platform"/></properties></tile>"#,
    );
    assert_tmx_err(&plat, "one-way wall");
    // A collision-layer tile with no collision data collides as solid,
    // with a warning (it was an error before real maps were read as users
    // have them), or is refused when every tile must name a kind.
    let text = tmx(&csv_layer("2,0,0,0,0,0,0,0"), ok_tiles);
    let none = load_tmx(&text).unwrap();
    assert_eq!(def_at(&none.map, 0, 0).kind, TileKind::Solid);
    assert_eq!(none.notes, []);
    assert_eq!(none.warnings.len(), 1);
    assert_eq!(none.warnings[0].cell(), (0, 0));
    assert_eq!(
        none.warnings[0].to_string(),
        "t.tmx:6: layer \"collision\": 1 cell hold tiles with no collision data (tile 1 of tileset \"t\"), so they collide as solid"
    );
    let refused = load_bytes(
        Path::new("t.tmx"),
        text.into_bytes(),
        Format::Tmx,
        &LoadOptions::default().require_kinds(),
    )
    .unwrap_err();
    assert!(
        matches!(refused, MapLoadError::NoKind { .. }),
        "{refused:?}"
    );
    // Not XML at all; garbage; empty.
    assert!(err_tmx("<map").starts_with("t.tmx:1: not well-formed XML"));
    assert!(err_tmx("").contains("not well-formed XML"));
}

#[test]
fn lenient_mode_notes_instead_of_failing() {
    let unk = tmx(
        &csv_layer("1,0,0,0,0,0,0,0"),
        r#"  <tile id="0"><properties><property name="collision" value="slope_up"/><property name="colour" value="red"/></properties></tile>"#,
    );
    let l = load_bytes(
        Path::new("t.tmx"),
        unk.into_bytes(),
        Format::Tmx,
        &LoadOptions::default().lenient(),
    )
    .unwrap();
    let kinds: Vec<NoteKind> = l.notes.iter().map(|n| n.kind).collect();
    assert_eq!(
        kinds,
        vec![NoteKind::UnknownProperty, NoteKind::UnknownKind]
    );
}

#[test]
fn ldtk_levels_and_errors() {
    let bytes = std::fs::read(ex("ldtk/level.ldtk")).unwrap();
    let p = Path::new("p.ldtk");
    let e = load_bytes(
        p,
        bytes.clone(),
        Format::Ldtk,
        &LoadOptions::default().with_level("Nope"),
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "p.ldtk: no level \"Nope\"; available: \"Level_0\""
    );
    // The example project with some text replaced, loaded with the defaults.
    let text = String::from_utf8(bytes).unwrap();
    let edited = |from: &str, to: &str, n: usize| {
        let bytes = text.replacen(from, to, n).into_bytes();
        load_bytes(p, bytes, Format::Ldtk, &LoadOptions::default())
    };
    let solid = "\"identifier\": \"solid\"";
    let l = edited(solid, "\"identifier\": \"solid#7\"", 1).unwrap();
    let d = def_at(&l.map, 0, 0);
    assert_eq!((d.kind, d.tag), (TileKind::Solid, Some(7)));
    // A value naming no kind collides as solid, with a warning naming it
    // and the library's way to name its kind, then the CLI's.
    let rock = edited(solid, "\"identifier\": \"rock\"", 1).unwrap();
    assert_eq!(def_at(&rock.map, 0, 0).kind, TileKind::Solid);
    assert_eq!(rock.notes, []);
    assert_eq!(
        rock.warnings[0].to_string(),
        "p.ldtk: level \"Level_0\": IntGrid value 1 \"rock\" of layer \"Collision\" names no tile kind, so it collides as solid; name its kind with `KindTable::add_entry(\"rock=KIND\")` in `LoadOptions::kinds` (CLI: `--kind rock=KIND`)"
    );
    let e = edited("\"__cWid\": 24", "\"__cWid\": 99999999", 2)
        .unwrap_err()
        .to_string();
    assert!(e.contains("refused: a side is longer than 2^21 px"), "{e}");
}

#[test]
fn truncated_files_never_panic() {
    for f in [
        "tiled/level.tmx",
        "tiled/level.tmj",
        "tiled/hills.tmx",
        "ldtk/level.ldtk",
        "level.txt",
    ] {
        let bytes = std::fs::read(ex(f)).unwrap();
        let fmt = Format::of(Path::new(f)).unwrap();
        for cut in (0..bytes.len()).step_by(7) {
            let _ = load_bytes(&ex(f), bytes[..cut].to_vec(), fmt, &LoadOptions::default());
        }
    }
}

#[test]
fn gzip_data_layers_override_and_hostile_sources() {
    // gzip data; no `collision` layer: every layer with collision data, later over earlier.
    let tiles = format!(
        "{SOLID_TILE}\n{}",
        r#"  <tile id="1"><properties><property name="collision" value="platform"/></properties></tile>"#
    );
    let body = r#" <layer name="ground" width="4" height="2"><data encoding="base64" compression="gzip">H4sIAAAAAAACA2NkYGBgRMLoAAB78ycNIAAAAA==</data></layer>
 <layer name="art" width="4" height="2"><data encoding="csv">0,0,0,0,0,0,0,0</data></layer>
 <layer name="over" width="4" height="2"><data encoding="csv">0,2,0,0,0,0,0,2</data></layer>"#;
    let l = load_tmx(&tmx(body, &tiles)).unwrap();
    let k = |x, y| def_at(&l.map, x, y).kind;
    assert_eq!(
        (k(0, 0), k(1, 0), k(0, 1), k(3, 1)),
        (
            TileKind::Solid,
            TileKind::Platform,
            TileKind::Empty,
            TileKind::Platform
        )
    );
    // A zlib stream that inflates past the layer is cut off, not inflated.
    let bomb = tmx(
        r#" <layer name="collision" width="4" height="2"><data encoding="base64" compression="zlib">eJztwzENAAAMA6DWv+k56LsHEpqkIwAAAPDvAI1QAAk=</data></layer>"#,
        SOLID_TILE,
    );
    assert_tmx_err(&bomb, "33 bytes of tile data, the layer needs 32");
    // A tileset source naming an endless device is read up to the limit
    // and refused, not read forever; a huge one is refused by its size.
    let dev = tmx(&csv_layer("1,1,1,1,1,1,1,1"), "").replace(
        r#"<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4">"#,
        r#"<tileset firstgid="1" source="/dev/zero"/><tileset firstgid="100" name="u" tilewidth="16" tileheight="16">"#,
    );
    assert_tmx_err(
        &dev,
        "tileset \"/dev/zero\": refused: it gave more than 67108864 bytes",
    );
    let huge = std::env::temp_dir().join(format!("tilestep-huge-{}.tsx", std::process::id()));
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(3 << 30)
        .unwrap(); // sparse
    let big = dev.replace("/dev/zero", &huge.display().to_string());
    assert_tmx_err(
        &big,
        "file of 3221225472 bytes refused (at most 67108864 bytes)",
    );
    let _ = std::fs::remove_file(&huge);
    // Entity declarations are refused (nothing is expanded); a DOCTYPE
    // alone, as older Tiled versions wrote, is read.
    let body = tmx(&csv_layer("1,1,1,1,1,1,1,1"), SOLID_TILE)
        .replace(r#"<?xml version="1.0" encoding="UTF-8"?>"#, "");
    let dtd = format!("<!DOCTYPE map [<!ENTITY a \"aaaa\">]>\n{body}");
    assert_tmx_err(
        &dtd,
        "t.tmx:1: unsupported: entity declarations (<!ENTITY>)",
    );
    let doctype = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE map SYSTEM \"http://mapeditor.org/dtd/1.0/map.dtd\">{body}"
    );
    assert_eq!(load_tmx(&doctype).unwrap().map.width(), 4);
}

#[test]
fn tmj_errors_name_the_layer_or_tile() {
    let map = |tiles: &str, data: &str| {
        format!(
            r#"{{"type":"map","orientation":"orthogonal","width":2,"height":1,"tilewidth":16,"tileheight":16,"infinite":false,
"tilesets":[{{"firstgid":1,"name":"t","tilewidth":16,"tileheight":16,"tiles":[{tiles}]}}],
"layers":[{{"type":"tilelayer","name":"collision","width":2,"height":1,"data":{data}}}]}}"#
        )
    };
    let load = |s: String| {
        load_bytes(
            Path::new("m.tmj"),
            s.into_bytes(),
            Format::Tmj,
            &LoadOptions::default(),
        )
    };
    let solid = r#"{"id":0,"properties":[{"name":"collision","type":"string","value":"solid"}]}"#;
    let l = load(map(solid, "[1,0]")).unwrap();
    assert_eq!(def_at(&l.map, 0, 0).kind, TileKind::Solid);
    // base64 layer data in JSON too (1u32, 0u32 little-endian).
    let e =
        load(map(solid, r#""AQAAAAAAAAA=""#).replace(r#""data""#, r#""encoding":"base64","data""#))
            .unwrap();
    assert_eq!(e.map.width(), 2);
    let wrong = r#"{"id":0,"properties":[{"name":"tag","type":"int","value":"7"}]}"#;
    assert_eq!(
        load(map(wrong, "[1,0]")).unwrap_err().to_string(),
        "m.tmj: tile 0 of tileset \"t\": property \"tag\": type \"int\" but the value \"7\" is not an integer"
    );
    assert_eq!(
        load(map(solid, "[1]")).unwrap_err().to_string(),
        "m.tmj: layer \"collision\": bad layer data: 1 tiles, the layer needs 2"
    );
    assert_eq!(
        load(map(solid, "[1,-3]")).unwrap_err().to_string(),
        "m.tmj: layer \"collision\": bad layer data: value 2 (-3) is not a tile id"
    );
}

#[test]
fn ldtk_identifier_tags() {
    use tilestep_maps::ldtk::parse_identifier;
    assert_eq!(parse_identifier("solid#3"), Ok(("solid", Some(3))));
    assert_eq!(parse_identifier("slope_br__12"), Ok(("slope_br", Some(12))));
    assert_eq!(
        parse_identifier("gentle_bl_high"),
        Ok(("gentle_bl_high", None))
    );
    assert!(parse_identifier("solid#64").is_err());
}
