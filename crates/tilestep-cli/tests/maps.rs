//! `tilestep check` and `tilestep render` on the example maps (clean) and
//! on the broken maps in `examples/maps/broken/` (their diagnostics pinned
//! in the `.check` / `.json` files next to them), and `tilestep sim` over
//! editor maps.

mod common;

use common::{root, run_in_root as run};
use std::path::Path;
use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn example_maps_are_clean_in_every_format() {
    // The same level in every format: the same summary of what collides.
    let summary = "24x10 tiles of 16 px, 130 colliding (89 solid, 12 slopes and profiles, 29 one-way); no problems found";
    for (f, label) in [
        ("examples/maps/level.txt", ""),
        ("examples/maps/tiled/level.tmx", ""),
        ("examples/maps/tiled/level.tmj", ""),
        ("examples/maps/ldtk/level.ldtk", ", level \"Level_0\""),
    ] {
        let o = run(&["check", f, "--deny", "warnings"]);
        assert_eq!(stdout(&o), format!("{f}{label}: {summary}\n"));
        assert_eq!(o.status.code(), Some(0), "{f}");
    }
}

#[test]
fn the_hills_example_drawn_as_objects_is_clean() {
    // Collision drawn as objects only: solid ground, a one-way hill drawn
    // as a polyline, a ledge marked one_way.
    let f = "examples/maps/tiled/hills.tmx";
    let o = run(&["check", f, "--deny", "warnings"]);
    assert_eq!(
        stdout(&o),
        format!("{f}: 12x6 tiles of 16 px, 22 colliding (12 solid, 0 slopes and profiles, 10 one-way); no problems found\n")
    );
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn broken_maps_give_the_pinned_diagnostics() {
    // (map, exit code without --deny, with --deny warnings)
    for (f, plain, deny) in [
        ("platforms.txt", 0, 1),
        ("steps.txt", 0, 1),
        ("walls.txt", 0, 1),
        ("oneway.txt", 0, 1),
        ("tiles.tmx", 1, 1),
    ] {
        let path = format!("examples/maps/broken/{f}");
        let want = std::fs::read_to_string(root().join(format!("{path}.check"))).unwrap();
        let o = run(&["check", &path]);
        assert_eq!(stdout(&o), want, "{f}");
        assert_eq!(o.status.code(), Some(plain), "{f}");
        assert_eq!(
            run(&["check", &path, "--deny", "warnings"]).status.code(),
            Some(deny),
            "{f}"
        );
    }
    let want = std::fs::read_to_string(root().join("examples/maps/broken/tiles.tmx.json")).unwrap();
    let o = run(&[
        "check",
        "examples/maps/broken/tiles.tmx",
        "--format",
        "json",
    ]);
    assert_eq!(stdout(&o), want);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn unreadable_maps_exit_2_with_the_loader_error() {
    let cases = [
        (
            vec!["check", "examples/maps/broken/truncated.tmj"],
            "error: examples/maps/broken/truncated.tmj:94: not valid JSON: EOF while parsing a value at line 94 column 6",
        ),
        (
            vec!["check", "examples/maps/ldtk/level.ldtk", "--level", "Nope"],
            "error: examples/maps/ldtk/level.ldtk: no level \"Nope\"; available: \"Level_0\"",
        ),
        (
            vec!["render", "examples/maps/missing.tmx", "--png", "x.png"],
            "error: examples/maps/missing.tmx: cannot read: No such file or directory (os error 2)",
        ),
        (
            vec!["check", "README.md"],
            "error: README.md: unknown map format: expected .txt (ASCII), .tmx or .tmj/.json (Tiled), or .ldtk (LDtk)",
        ),
    ];
    for (args, want) in cases {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&o.stderr).lines().next(),
            Some(want),
            "{args:?}"
        );
    }
}

#[test]
fn render_writes_a_png_of_each_format() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("render");
    std::fs::create_dir_all(&dir).unwrap();
    for f in [
        "level.txt",
        "tiled/level.tmx",
        "tiled/level.tmj",
        "ldtk/level.ldtk",
    ] {
        let out = dir.join(f.replace('/', "_") + ".png");
        let o = run(&[
            "render",
            &format!("examples/maps/{f}"),
            "--png",
            out.to_str().unwrap(),
        ]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{f}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let png = std::fs::read(&out).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    }
}

#[test]
fn sim_runs_over_tiled_and_ldtk_maps_like_ascii() {
    // The same walk on the same level in three formats gives the same trace.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("sim-maps");
    std::fs::create_dir_all(&dir).unwrap();
    let maps = root().join("examples/maps");
    let mut traces = Vec::new();
    for (f, level) in [
        ("level.txt", ""),
        ("tiled/level.tmx", ""),
        ("tiled/level.tmj", ""),
        ("ldtk/level.ldtk", "level = \"Level_0\"\n"),
    ] {
        let sc = dir.join(format!("{}.toml", f.replace('/', "_")));
        let map = maps.join(f);
        std::fs::write(
            &sc,
            format!(
                "frames = 200\nmap_file = {:?}\n{level}[[body]]\nsize = [12, 24]\nstart = [40, 128]\n[[body.input]]\nframes = 100\nvx = 2.0\n[[body.input]]\nframes = 100\nvx = -1.5\njump = 4.0\n",
                map.to_str().unwrap()
            ),
        )
        .unwrap();
        let trace = dir.join(format!("{}.csv", f.replace('/', "_")));
        traces.push(common::quiet_trace(f, &sc, &trace));
    }
    assert!(traces.iter().all(|t| t == &traces[0]));
}

/// The JSON document of `check --format json`.
fn json_of(args: &[&str]) -> (serde_json::Value, Option<i32>) {
    let o = run(args);
    let doc = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: not one JSON document ({e}): {}", stdout(&o)));
    (doc, o.status.code())
}

#[test]
fn check_json_is_one_document_for_clean_problem_and_failing_maps() {
    let (clean, code) = json_of(&["check", "examples/maps/level.txt", "--format", "json"]);
    assert_eq!(code, Some(0));
    assert_eq!(clean["maps"][0]["summary"]["colliding"], 130);
    assert_eq!(clean["maps"][0]["problems"], serde_json::json!([]));
    assert_eq!(
        (clean["errors"].as_u64(), clean["error"].is_null()),
        (Some(0), true)
    );
    let (broken, code) = json_of(&["check", "examples/maps/broken/tiles.tmx", "--format=json"]);
    assert_eq!(code, Some(1));
    assert_eq!(broken["maps"][0]["problems"].as_array().unwrap().len(), 4);
    let (failed, code) = json_of(&[
        "check",
        "examples/maps/broken/truncated.tmj",
        "--format",
        "json",
    ]);
    assert_eq!(code, Some(2));
    assert_eq!(failed["not_loaded"], 1);
    assert_eq!(failed["maps"][0]["error"]["line"], 94);
    let (missing, code) = json_of(&["check", "examples/maps/missing.ldtk", "--format", "json"]);
    assert_eq!(code, Some(2));
    assert_eq!(missing["maps"], serde_json::json!([]));
    assert!(missing["error"]["message"]
        .as_str()
        .unwrap()
        .starts_with("cannot read"));
}

#[test]
fn layers_and_kinds_from_the_command_line() {
    // A chosen layer that doesn't exist: the error lists the layers.
    let o = run(&["check", "examples/maps/tiled/level.tmx", "--layer", "walls"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&o.stderr).lines().next(),
        Some("error: examples/maps/tiled/level.tmx:2: no tile or object layer \"walls\"; available: tile layer \"decor\", tile layer \"collision\", object layer \"objects\"")
    );
    // The decor layer chosen: its tiles have no collision data, so they
    // collide as solid, with a warning.
    let o = run(&["check", "examples/maps/tiled/level.tmx", "--layer", "decor"]);
    assert!(
        stdout(&o).contains("warning[TS0008]: layer \"decor\": "),
        "{}",
        stdout(&o)
    );
    // --kind names an LDtk value's kind.
    let o = run(&[
        "check",
        "examples/maps/ldtk/level.ldtk",
        "--kind",
        "solid=platform",
    ]);
    assert!(
        stdout(&o).contains("1 solid, 12 slopes and profiles, 117 one-way"),
        "{}",
        stdout(&o)
    );
    // LDtk's sample: its ladder collides as solid, with a warning naming
    // the library's fix, then the flag; named as a column, its top cell is
    // a platform and nothing is left to warn about.
    let bottom = [
        "check",
        "examples/maps/real/ldtk/Typical_2D_platformer_example.ldtk",
        "--level",
        "bottom",
    ];
    let o = run(&bottom);
    assert!(
        stdout(&o).contains("warning[TS0008]: IntGrid value 2 \"ladder\" of layer \"Collisions\" names no tile kind, so it collides as solid; name its kind with `KindTable::add_entry(\"ladder=KIND\")` in `LoadOptions::kinds` (CLI: `--kind ladder=KIND`)"),
        "{}",
        stdout(&o)
    );
    let kinds = ["--kind", "dirt=solid", "--kind", "stone=solid", "--kind"];
    let o = run(&[&bottom[..], &kinds[..], &["ladder=platform#4/empty#4"]].concat());
    assert_eq!(o.status.code(), Some(0));
    assert!(!stdout(&o).contains("TS0008"), "{}", stdout(&o));
}
