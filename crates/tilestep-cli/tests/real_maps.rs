//! The real maps of `examples/maps/real/` (LDtk's sample projects, and
//! Tiled maps of a HaxeFlixel demo, a Phaser tutorial and Tiled's Sticker
//! Knight sample; sources and licences in its README): each loads with its
//! collision and no renaming, `tilestep check` lints every level of each,
//! and a scripted walker crosses one level of each with the judge clean
//! (`examples/maps/real/walks/`).

mod common;

use common::{root, run_in_root as run};
use std::path::{Path, PathBuf};
use tilestep_maps::lint::Summary;
use tilestep_maps::{load_levels, KindTable, LoadOptions, NoteKind};

fn real(rel: &str) -> PathBuf {
    root().join("examples/maps/real").join(rel)
}

/// A level's name, colliding tiles, notes' kinds and warnings (values or
/// tiles naming no kind, collided as solid).
type Level = (Option<String>, usize, Vec<NoteKind>, usize);

/// Each level, loaded with `opts`.
fn levels(rel: &str, opts: &LoadOptions) -> Vec<Level> {
    load_levels(real(rel), opts)
        .unwrap_or_else(|e| panic!("{rel}: {e}"))
        .into_iter()
        .map(|l| {
            let m = l.result.unwrap_or_else(|e| panic!("{rel}: {e}"));
            let notes = m.notes.iter().map(|n| n.kind).collect();
            let warnings = m.warnings.len();
            (m.level, Summary::of(&m.map).colliding(), notes, warnings)
        })
        .collect()
}

/// `(level, colliding)` of each level.
fn colliding(rel: &str, opts: &LoadOptions) -> Vec<(String, usize)> {
    levels(rel, opts)
        .into_iter()
        .map(|(l, n, _, _)| (l.unwrap_or_default(), n))
        .collect()
}

fn owned(v: &[(&str, usize)]) -> Vec<(String, usize)> {
    v.iter().map(|(l, n)| (l.to_string(), *n)).collect()
}

#[test]
fn ldtk_samples_load_every_level_with_no_options() {
    let o = LoadOptions::default();
    let platformer = "ldtk/Typical_2D_platformer_example.ldtk";
    assert_eq!(
        colliding(platformer, &o),
        owned(&[
            ("Your_typical_2D_platformer", 657),
            ("Top", 719),
            ("Bottom", 400),
            ("World_Level_3", 322)
        ])
    );
    // dirt, stone and ladder name no kind: solid, with a warning each.
    for (_, _, notes, warnings) in levels(platformer, &o) {
        assert_eq!((notes, warnings), (vec![], 3));
    }
    // Named by a kinds table, the ladder is an empty tile tagged 4.
    let mut kinds = KindTable::new();
    for k in ["dirt=solid", "stone=solid", "ladder=empty#4"] {
        kinds.add_entry(k).unwrap();
    }
    let named = levels(platformer, &o.clone().with_kinds(kinds));
    assert_eq!(named[0].1, 636);
    assert!(named.iter().all(|l| l.2.is_empty() && l.3 == 0));
    assert_eq!(
        colliding("ldtk/SeparateLevelFiles.ldtk", &o),
        owned(&[
            ("World_Level_0", 18),
            ("World_Level_1", 20),
            ("World_Level_2", 13)
        ])
    );
    assert_eq!(
        colliding("ldtk/Typical_TopDown_example.ldtk", &o),
        owned(&[
            ("World_Level_0", 200),
            ("World_Level_1", 90),
            ("World_Level_2", 73)
        ])
    );
}

#[test]
fn ldtk_levels_keep_their_world_places_and_separate_files_name_themselves() {
    let origins = |rel: &str| -> Vec<(i64, i64)> {
        load_levels(real(rel), &LoadOptions::default())
            .unwrap()
            .into_iter()
            .map(|l| l.result.unwrap().origin)
            .collect()
    };
    // GridVania and free layouts: their world positions.
    assert_eq!(
        origins("ldtk/Typical_TopDown_example.ldtk"),
        [(256, 0), (0, 0), (768, 0)]
    );
    assert_eq!(
        origins("ldtk/Typical_2D_platformer_example.ldtk")[1],
        (352, -352)
    );
    // A linear layout: side by side, 32 px apart.
    assert_eq!(
        origins("ldtk/SeparateLevelFiles.ldtk"),
        [(0, 0), (272, 0), (544, 0)]
    );
    // A project whose level files are missing: each level says which file.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-level-files");
    std::fs::create_dir_all(&dir).unwrap();
    let project = dir.join("SeparateLevelFiles.ldtk");
    std::fs::copy(real("ldtk/SeparateLevelFiles.ldtk"), &project).unwrap();
    let first = load_levels(&project, &LoadOptions::default())
        .unwrap()
        .remove(0);
    let e = first.result.unwrap_err().to_string();
    assert_eq!(
        e,
        format!(
            "{}: level \"World_Level_0\", level file \"SeparateLevelFiles/World_Level_0.ldtkl\": cannot read: No such file or directory (os error 2)",
            project.display()
        )
    );
}

#[test]
fn tiled_maps_load_with_their_collision_conventions() {
    let o = LoadOptions::default();
    // Phaser's convention: a bool `collides` on the tiles (spikes drawn
    // as collision shapes).
    let phaser = levels("tiled/phaser/platformer.json", &o);
    assert_eq!(
        (phaser[0].1, phaser[0].2.is_empty(), phaser[0].3),
        (218, true, 0)
    );
    // Sticker Knight draws with tile objects: nothing collides by default;
    // its `bounds` object layer has rectangles at fractional coordinates.
    let knight = "tiled/sticker-knight/sandbox2.tmx";
    assert_eq!(levels(knight, &o)[0].1, 0);
    let bounds = levels(knight, &o.clone().with_layers(vec!["bounds".into()]));
    assert_eq!(bounds[0].1, 15);
    // An older Tiled's DOCTYPE is read; the `collisions` object layer is
    // chosen by its name; two crates float mid-tile, which no tile can be:
    // refused naming them, or (check) noted and left empty.
    let flixel = "tiled/flixel/test2.tmx";
    let e = tilestep_maps::load_map(real(flixel), &o)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("layer \"collisions\": object \"c3\" (line 249) at tile (10, 6): the collision shape is not a height profile"),
        "{e}"
    );
    let lenient = levels(flixel, &o.clone().lenient());
    assert_eq!(lenient[0].1, 209);
    assert_eq!(lenient[0].2, [NoteKind::BadShape; 2]);
    // Its ground tile layer chosen instead: tiles without data are solid.
    let ground = levels(flixel, &o.clone().with_layers(vec!["bg4".into()]));
    assert_eq!(
        (ground[0].1, ground[0].2.clone(), ground[0].3),
        (92, vec![], 1)
    );
}

#[test]
fn check_lints_every_level_of_each_and_its_json_parses() {
    // (file, levels, exit code): warnings only, except the flixel map's
    // two crates (errors).
    for (f, n, code) in [
        ("ldtk/Typical_2D_platformer_example.ldtk", 4, 0),
        ("ldtk/SeparateLevelFiles.ldtk", 3, 0),
        ("ldtk/Typical_TopDown_example.ldtk", 3, 0),
        ("tiled/phaser/platformer.json", 1, 0),
        ("tiled/sticker-knight/sandbox2.tmx", 1, 0),
        ("tiled/flixel/test2.tmx", 1, 1),
    ] {
        let path = format!("examples/maps/real/{f}");
        let o = run(&["check", &path]);
        let out = String::from_utf8(o.stdout).unwrap();
        let summaries = out.lines().filter(|l| l.contains(" tiles of ")).count();
        assert_eq!((summaries, o.status.code()), (n, Some(code)), "{f}: {out}");
        let o = run(&["check", &path, "--format", "json"]);
        let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(doc["maps"].as_array().unwrap().len(), n, "{f}");
        assert_eq!(o.status.code(), Some(code), "{f}");
    }
    // Nothing collides in Sticker Knight by default: TS0009 lists layers.
    let o = run(&[
        "check",
        "examples/maps/real/tiled/sticker-knight/sandbox2.tmx",
    ]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("warning[TS0009]: nothing collides"), "{out}");
    assert!(out.contains("object layer \"bounds\" (4 objects)"), "{out}");
}

#[test]
fn a_walker_crosses_one_level_of_each_with_the_judge_clean() {
    let walks = root().join("examples/maps/real/walks");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&walks)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 6, "one walk per real map");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("real-walks");
    std::fs::create_dir_all(&dir).unwrap();
    for f in files {
        let name = f.file_stem().unwrap().to_str().unwrap();
        let trace = dir.join(format!("{name}.csv"));
        let csv = common::quiet_trace(name, &f, &trace);
        let x = |row: &str| row.split(',').nth(2).unwrap().parse::<i64>().unwrap() / 256;
        let rows: Vec<&str> = csv.lines().skip(1).collect();
        let moved = (x(rows[rows.len() - 1]) - x(rows[0])).abs();
        assert!(moved >= 160, "{name}: the walker moved {moved} px");
    }
}
