//! `tilestep nav`: the graph's size and a plan as text and JSON, the
//! picture, the errors, and the same output every run.

mod common;

use common::{error_of_args, run_in_root, tilestep, write};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Output;

/// Ground, and a ledge three tiles up on the right (10x5 tiles of 16 px).
const LEDGE: &str = "\
..........
..........
......####
..........
##########
";

/// Ground, and a ledge seven tiles up that no jump reaches.
const HIGH: &str = "\
..........
..........
..........
..........
####......
..........
..........
..........
..........
..........
..........
##########
";

/// Writes an ASCII map under the tests' folder; returns its path.
fn map(name: &str, text: &str) -> PathBuf {
    write(name, text.as_bytes())
}

/// Runs `tilestep nav MAP ARGS`.
fn nav(map: &Path, args: &[&str]) -> Output {
    let mut all: Vec<&OsStr> = vec!["nav".as_ref(), map.as_os_str()];
    all.extend(args.iter().map(OsStr::new));
    tilestep().args(all).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// The route onto the ledge of [`LEDGE`]: from the ground's left to the
/// ledge's top.
const ONTO_LEDGE: [&str; 6] = ["--body", "12x24", "--from", "24,40", "--to", "140,20"];

#[test]
fn text_has_the_graph_and_a_plan_with_a_jump_onto_the_ledge() {
    let m = map("nav_ledge.txt", LEDGE);
    let o = nav(&m, &ONTO_LEDGE);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{}", stderr(&o));
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].ends_with(": 10x5 tiles of 16 px; body 12x24, preset nes"),
        "{out}"
    );
    let graph = lines[1];
    for part in ["places", "segments", "samples", "edges", "jump", "sims"] {
        assert!(
            graph.starts_with("graph: ") && graph.contains(part),
            "{out}"
        );
    }
    assert!(lines[2].starts_with("plan from 24,40 to 140,20: "), "{out}");
    assert!(lines[2].contains(" frames, "), "{out}");
    let jump = lines
        .iter()
        .find(|l| l.contains(". jump: "))
        .expect("a jump step");
    assert!(
        jump.contains("script RJ x") && jump.contains("lands on segment"),
        "{out}"
    );
    assert!(
        out.contains("\nbuttons: ") && out.contains("\nend: "),
        "{out}"
    );
    // The end is on the ledge: its top is y 32.
    assert!(out.contains(",32 px)\n"), "{out}");
}

#[test]
fn json_has_the_graph_and_the_plan() {
    let m = map("nav_ledge_json.txt", LEDGE);
    let o = nav(&m, &[&ONTO_LEDGE[..], &["--format", "json"]].concat());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 1, "one JSON document on one line");
    assert!(
        out.starts_with("{\"graph\":{\"edges\":") && out.ends_with("}\n"),
        "{out}"
    );
    for key in [
        "\"places\":",
        "\"segments\":",
        "\"samples\":",
        "\"plan\":{",
        "\"steps\":[{",
        "\"kind\":\"jump\"",
        "\"lead\":{\"segment\":",
        "\"speed\":\"",
        "\"script\":[[\"",
        "\"lands_on\":",
        "\"buttons\":[[\"",
        "\"end\":[",
    ] {
        assert!(out.contains(key), "{key} in {out}");
    }
    let frames = out.split("\"frames\":").nth(1).expect("frames");
    let n: u32 = frames.split(',').next().unwrap().parse().unwrap();
    assert!(n > 0, "{out}");
    // Without a route, the graph alone.
    let o = nav(&m, &["--body", "12x24", "--format", "json"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).ends_with(",\"plan\":null}\n"), "{}", stdout(&o));
}

/// Width and height from a PNG's header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[1..4], b"PNG");
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn png_is_the_map_as_render_draws_it() {
    let m = map("nav_ledge_png.txt", LEDGE);
    let dir = m.parent().unwrap();
    let (ours, theirs) = (dir.join("nav_ledge.png"), dir.join("nav_ledge_render.png"));
    let o = nav(
        &m,
        &[&ONTO_LEDGE[..], &["--png", ours.to_str().unwrap()]].concat(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let r = tilestep()
        .arg("render")
        .arg(&m)
        .arg("--png")
        .arg(&theirs)
        .output()
        .unwrap();
    assert_eq!(r.status.code(), Some(0));
    let (w, h) = png_size(&std::fs::read(&ours).unwrap());
    // 160x80 px and a margin of 8 px each side, drawn 4x, then the legend.
    assert_eq!(w, (160 + 16) * 4);
    assert!(h > (80 + 16) * 4, "{h}");
    assert_eq!(w, png_size(&std::fs::read(&theirs).unwrap()).0);
}

#[test]
fn the_same_level_in_every_format_has_the_same_graph() {
    let mut graphs = Vec::new();
    for f in [
        "examples/maps/level.txt",
        "examples/maps/tiled/level.tmx",
        "examples/maps/ldtk/level.ldtk",
    ] {
        let o = run_in_root(&["nav", f, "--body", "12x24"]);
        assert_eq!(o.status.code(), Some(0), "{f}: {}", stderr(&o));
        let out = stdout(&o);
        graphs.push(out.lines().nth(1).unwrap().to_string());
    }
    assert!(graphs[0].starts_with("graph: "), "{graphs:?}");
    assert!(graphs.iter().all(|g| *g == graphs[0]), "{graphs:?}");
}

#[test]
fn bad_bodies_and_points_are_refused() {
    let m = map("nav_errors.txt", LEDGE);
    let m = m.to_str().unwrap();
    for (args, want) in [
        (
            vec!["--body", "12"],
            "error: --body \"12\": expected WxH in whole px, e.g. --body 12x24",
        ),
        (
            vec!["--body", "0x24"],
            "error: --body \"0x24\": each side must be 1 to 4096 px",
        ),
        (
            vec!["--body", "12x200"],
            "error: --body 12x200: larger than the map (160x80 px)",
        ),
        (
            vec![],
            "error: `tilestep nav` needs --body WxH (px), e.g. --body 12x24",
        ),
        (
            vec!["--body", "12x24", "--from", "24,40", "--to", "500,20"],
            "error: --to 500,20: outside the map (x 0 to 159, y 0 to 79 px)",
        ),
        (
            vec!["--body", "12x24", "--from", "a,b", "--to", "1,2"],
            "error: --from \"a,b\": expected X,Y in whole px, e.g. --from 40,100",
        ),
        (
            vec!["--body", "12x24", "--to", "1,2"],
            "error: --from and --to go together: give both or neither",
        ),
    ] {
        let head = ["nav", m];
        let all: Vec<&OsStr> = head.iter().chain(&args).map(OsStr::new).collect();
        assert_eq!(error_of_args(&all), want, "{args:?}");
    }
}

#[test]
fn an_unreachable_target_is_exit_1_naming_why() {
    let m = map("nav_high.txt", HIGH);
    let o = nav(
        &m,
        &["--body", "12x24", "--from", "140,150", "--to", "30,50"],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(
        err,
        "error: no path from 140,150 to 30,50: the graph has no way to the target\n"
    );
    assert!(
        stdout(&o).contains("\nplan from 140,150 to 30,50: no path: "),
        "{}",
        stdout(&o)
    );
    let o = nav(
        &m,
        &[
            "--body", "12x24", "--from", "140,150", "--to", "30,50", "--format", "json",
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("\"no_path\":\"the graph has no way to the target\",\"plan\":null}"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn the_same_command_gives_the_same_output() {
    let m = map("nav_twice.txt", LEDGE);
    let dir = m.parent().unwrap();
    let runs: Vec<(Vec<u8>, Vec<u8>)> = (0..2)
        .map(|i| {
            let png = dir.join(format!("nav_twice_{i}.png"));
            let o = nav(
                &m,
                &[&ONTO_LEDGE[..], &["--png", png.to_str().unwrap()]].concat(),
            );
            assert_eq!(o.status.code(), Some(0));
            let text = String::from_utf8(o.stdout).unwrap();
            (
                text.replace(png.to_str().unwrap(), "").into_bytes(),
                std::fs::read(png).unwrap(),
            )
        })
        .collect();
    assert_eq!(runs[0], runs[1]);
}
