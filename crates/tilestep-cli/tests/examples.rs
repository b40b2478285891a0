//! Every scenario in `examples/scenarios/` runs with exit code 0 and writes a
//! trace that follows the contract of `scenarios.md`.

use std::path::{Path, PathBuf};
use std::process::Command;

const HEADER: &str = "frame,body,x,y,vx,vy,left,top,right,bottom,standing,gravity,contacts";

const FLAGS: [&str; 11] = [
    "floor",
    "ceiling",
    "wall_left",
    "wall_right",
    "slope",
    "platform",
    "edge_left",
    "edge_right",
    "edge_top",
    "edge_bottom",
    "out",
];

fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/scenarios")
}

fn scenarios() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(examples_dir())
        .expect("examples/scenarios exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    v.sort();
    v
}

/// Frames, body names and sizes, read from the scenario with plain TOML.
fn expected(path: &Path) -> (usize, Vec<(String, i64, i64)>) {
    let t: toml::Table = std::fs::read_to_string(path).unwrap().parse().unwrap();
    let frames = t["frames"].as_integer().unwrap() as usize;
    let bodies = t["body"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let name = b
                .get("name")
                .and_then(|n| n.as_str())
                .map_or(format!("body{i}"), String::from);
            let size = b["size"].as_array().unwrap();
            (
                name,
                size[0].as_integer().unwrap(),
                size[1].as_integer().unwrap(),
            )
        })
        .collect();
    (frames, bodies)
}

/// Checks the contacts cell: known names in contract order, then tags ascending.
fn check_contacts(cell: &str, ctx: &str) {
    if cell.is_empty() {
        return;
    }
    let mut last_flag = None;
    let mut last_tag = None;
    for part in cell.split('|') {
        if let Some(n) = part.strip_prefix("tag:") {
            let n: u32 = n
                .parse()
                .unwrap_or_else(|_| panic!("{ctx}: bad tag {part}"));
            assert!(n <= 63, "{ctx}: tag {n}");
            assert!(last_tag < Some(n), "{ctx}: tags out of order in {cell}");
            last_tag = Some(n);
        } else {
            assert!(last_tag.is_none(), "{ctx}: flag after a tag in {cell}");
            let i = FLAGS
                .iter()
                .position(|f| *f == part)
                .unwrap_or_else(|| panic!("{ctx}: unknown contact {part:?}"));
            assert!(
                last_flag < Some(i),
                "{ctx}: contacts out of order in {cell}"
            );
            last_flag = Some(i);
        }
    }
}

fn check_trace(csv: &str, frames: usize, bodies: &[(String, i64, i64)], name: &str) {
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(HEADER), "{name}: header");
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), (frames + 1) * bodies.len(), "{name}: row count");
    for (r, row) in rows.iter().enumerate() {
        let ctx = format!("{name} row {}", r + 2);
        let f: Vec<&str> = row.split(',').collect();
        assert_eq!(f.len(), 13, "{ctx}: {row}");
        let (frame, body) = (r / bodies.len(), &bodies[r % bodies.len()]);
        assert_eq!(f[0], frame.to_string(), "{ctx}: frame order");
        assert_eq!(f[1], body.0, "{ctx}: body order");
        let n: Vec<i64> = f[2..10]
            .iter()
            .map(|s| {
                s.parse()
                    .unwrap_or_else(|_| panic!("{ctx}: not an integer: {s}"))
            })
            .collect();
        let (px, py) = (n[0] >> 8, n[1] >> 8);
        let left = px - body.1 / 2;
        assert_eq!(
            (n[4], n[5], n[6], n[7]),
            (left, py - body.2, left + body.1, py),
            "{ctx}: box from x, y and size"
        );
        assert!(f[10] == "0" || f[10] == "1", "{ctx}: standing {}", f[10]);
        assert!(["down", "up", "none"].contains(&f[11]), "{ctx}: gravity");
        if frame == 0 {
            assert_eq!(f[12], "", "{ctx}: frame 0 has no contacts");
        }
        check_contacts(f[12], &ctx);
    }
}

#[test]
fn every_example_runs_clean_and_its_trace_follows_the_contract() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples");
    std::fs::create_dir_all(&dir).unwrap();
    let list = scenarios();
    assert!(
        list.len() >= 13,
        "expected a dozen scenarios, found {}",
        list.len()
    );
    for path in list {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let trace = dir.join(format!("{name}.csv"));
        let out = Command::new(env!("CARGO_BIN_EXE_tilestep"))
            .arg("sim")
            .arg(&path)
            .arg("--trace")
            .arg(&trace)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{name}: {stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.contains("invariants: all held"), "{name}: {stdout}");
        let (frames, bodies) = expected(&path);
        check_trace(
            &std::fs::read_to_string(&trace).unwrap(),
            frames,
            &bodies,
            &name,
        );
    }
}

#[test]
fn the_built_in_tour_runs_and_draws() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (png, gif) = (dir.join("tour.png"), dir.join("tour.gif"));
    let out = Command::new(env!("CARGO_BIN_EXE_tilestep"))
        .args(["sim", "--png"])
        .arg(&png)
        .arg("--gif")
        .arg(&gif)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("map: 40x20 tiles of 16 px"), "{stdout}");
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
}

#[test]
fn help_and_bad_arguments() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_tilestep"))
            .args(args)
            .output()
            .unwrap()
    };
    let help = run(&["sim", "--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("--trace OUT.csv"));
    for bad in [
        &["sim", "--bogus"][..],
        &["sim", "--trace"],
        &["frobnicate"],
        &["sim", "a", "b"],
    ] {
        assert_eq!(run(bad).status.code(), Some(2), "{bad:?}");
    }
    let missing = run(&["sim", "no/such/file.toml"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr)
        .starts_with("error: no/such/file.toml: cannot read"));
}
