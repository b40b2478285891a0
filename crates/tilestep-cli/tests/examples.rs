//! Every scenario in `examples/scenarios/` runs with exit code 0 and writes a
//! trace that follows the format of `docs/scenarios.md`.

mod common;

use std::path::{Path, PathBuf};

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

/// A name, a size `[w, h]`, and whether it may crouch (a controlled
/// body: its box may be lower).
type Named = (String, i64, i64, bool);

/// Names and sizes of the `[[body]]` or `[[solid]]` tables (`key`).
fn named(t: &toml::Table, key: &str, prefix: &str) -> Vec<Named> {
    let Some(list) = t.get(key).and_then(|v| v.as_array()) else {
        return Vec::new();
    };
    list.iter()
        .enumerate()
        .map(|(i, b)| {
            let name = b
                .get("name")
                .and_then(|n| n.as_str())
                .map_or(format!("{prefix}{i}"), String::from);
            let size = b["size"].as_array().unwrap();
            (
                name,
                size[0].as_integer().unwrap(),
                size[1].as_integer().unwrap(),
                b.get("controller").is_some(),
            )
        })
        .collect()
}

/// Frames, body names and sizes, moving solid names and sizes, read from
/// the scenario with plain TOML.
fn expected(path: &Path) -> (usize, Vec<Named>, Vec<Named>) {
    let t: toml::Table = std::fs::read_to_string(path).unwrap().parse().unwrap();
    let frames = t["frames"].as_integer().unwrap() as usize;
    (
        frames,
        named(&t, "body", "body"),
        named(&t, "solid", "solid"),
    )
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
            // `squished` (moving solids) comes after the contract's flags.
            let i = FLAGS
                .iter()
                .chain(&["squished"])
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

fn check_trace(csv: &str, frames: usize, bodies: &[Named], solids: &[Named], name: &str) {
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(HEADER), "{name}: header");
    let rows: Vec<&str> = lines.collect();
    let per_frame = bodies.len() + solids.len();
    assert_eq!(rows.len(), (frames + 1) * per_frame, "{name}: row count");
    for (r, row) in rows.iter().enumerate() {
        let ctx = format!("{name} row {}", r + 2);
        let f: Vec<&str> = row.split(',').collect();
        assert_eq!(f.len(), 13, "{ctx}: {row}");
        let frame = r / per_frame;
        assert_eq!(f[0], frame.to_string(), "{ctx}: frame order");
        let n: Vec<i64> = f[2..10]
            .iter()
            .map(|s| {
                s.parse()
                    .unwrap_or_else(|_| panic!("{ctx}: not an integer: {s}"))
            })
            .collect();
        if let Some(solid) = solids.get((r % per_frame).wrapping_sub(bodies.len())) {
            // A moving solid's row, after the bodies': x, y its top-left.
            assert_eq!(f[1], solid.0, "{ctx}: solid order");
            let (l, t) = (n[0] >> 8, n[1] >> 8);
            assert_eq!(
                (n[4], n[5], n[6], n[7]),
                (l, t, l + solid.1, t + solid.2),
                "{ctx}: solid box from x, y (top-left) and size"
            );
            assert_eq!((f[10], f[11]), ("0", "none"), "{ctx}: solid row");
            assert!(f[12].is_empty() || f[12] == "squished", "{ctx}: {}", f[12]);
            continue;
        }
        let body = &bodies[r % per_frame];
        assert_eq!(f[1], body.0, "{ctx}: body order");
        let (px, py) = (n[0] >> 8, n[1] >> 8);
        let left = px - body.1 / 2;
        // A crouching body's box is lower than its size (its feet stay).
        let top = if (1..body.2).contains(&(py - n[5])) && body.3 {
            n[5]
        } else {
            py - body.2
        };
        assert_eq!(
            (n[4], n[5], n[6], n[7]),
            (left, top, left + body.1, py),
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
        let out = common::tilestep()
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
        let (frames, bodies, solids) = expected(&path);
        check_trace(
            &std::fs::read_to_string(&trace).unwrap(),
            frames,
            &bodies,
            &solids,
            &name,
        );
    }
}

/// Runs an example with `--trace`; returns its exit code, stdout and trace.
fn run_example(name: &str) -> (Option<i32>, String, String) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples-rows");
    std::fs::create_dir_all(&dir).unwrap();
    let trace = dir.join(format!("{name}.csv"));
    let out = common::tilestep()
        .arg("sim")
        .arg(examples_dir().join(name))
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        std::fs::read_to_string(&trace).unwrap(),
    )
}

#[test]
fn moving_solids_have_trace_rows_and_squishes_are_reported() {
    let (code, stdout, csv) = run_example("crusher.toml");
    assert_eq!(
        code,
        Some(0),
        "a squish is not an invariant failure: {stdout}"
    );
    assert!(stdout.contains("invariants: all held"), "{stdout}");
    assert!(
        stdout.contains("  body \"victim\": 54 frames (frames 67 to 120) by \"press\"\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  body \"rider\": 88 frames (frames 33 to 120) by \"lift\"\n"),
        "{stdout}"
    );
    let rows: Vec<&str> = csv.lines().collect();
    // Frame 0: the bodies, then the solids (x, y top-left in subpixels).
    assert_eq!(
        rows[1..9],
        [
            "0,victim,25600,28672,0,0,94,88,106,112,1,down,",
            "0,rider,71680,26624,0,0,274,80,286,104,1,down,",
            "0,press,4096,16384,0,0,16,64,32,112,0,none,",
            "0,lift,65536,26624,0,0,256,104,304,112,0,none,",
            "1,victim,25600,28672,0,0,94,88,106,112,1,down,floor",
            "1,rider,71680,26368,0,0,274,79,286,103,1,down,floor",
            "1,press,4608,16384,512,0,18,64,34,112,0,none,",
            "1,lift,65536,26368,0,-256,256,103,304,111,0,none,",
        ]
    );
    // The press first fails to push the victim into the wall on frame 67.
    assert!(rows.contains(&"66,press,37888,16384,512,0,148,64,164,112,0,none,"));
    assert!(rows.contains(&"67,victim,43520,28672,0,0,164,88,176,112,1,down,floor|squished"));
    assert!(rows.contains(&"67,press,37888,16384,0,0,148,64,164,112,0,none,squished"));
}

#[test]
fn moving_platforms_carry_and_the_stone_is_pushed() {
    let (code, stdout, csv) = run_example("moving_platforms.toml");
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("squished: none"), "{stdout}");
    let last: Vec<&str> = csv.lines().rev().take(6).collect();
    // Final rows, last first: the solids, then the bodies.
    assert!(
        last[5].starts_with("300,rider,30720,24576,"),
        "on the ledge the lift reached: {}",
        last[5]
    );
    assert!(
        last[4].starts_with("300,walker,105984,40960,"),
        "across the gap: {}",
        last[4]
    );
    assert!(
        last[3].contains(",1,down,floor|platform"),
        "faller on the riser: {}",
        last[3]
    );
    let (code, stdout, csv) = run_example("push_stone.toml");
    assert_eq!(code, Some(0), "{stdout}");
    let stone: Vec<Vec<i64>> = csv
        .lines()
        .filter(|l| l.contains(",stone,"))
        .map(|l| {
            l.split(',')
                .skip(2)
                .take(8)
                .map(|v| v.parse().unwrap())
                .collect()
        })
        .collect();
    assert!(
        stone.iter().any(|s| s[7] < 64 && s[7] > 48),
        "the stone went up the 1:2 slope"
    );
    assert_eq!(
        stone.last().unwrap()[7],
        64,
        "and off the ledge onto the floor"
    );
    assert!(stone.last().unwrap()[4] >= 256, "beyond the ledge");
}

/// The rows of `body` in a trace: frame, x, y, vx, vy (subpixels).
fn rows_of(csv: &str, body: &str) -> Vec<[i64; 5]> {
    csv.lines()
        .filter(|l| l.split(',').nth(1) == Some(body))
        .map(|l| {
            let v: Vec<i64> = l
                .split(',')
                .take(6)
                .filter_map(|v| v.parse().ok())
                .collect();
            [v[0], v[1], v[2], v[3], v[4]]
        })
        .collect()
}

#[test]
fn pushing_a_stone_at_1_px_per_frame_moves_it_every_frame_without_a_stutter() {
    // The wall stop zeroed the pusher's speed, so it reached the stone
    // every other frame and the stone moved 1 px every other frame.
    let (code, stdout, csv) = run_example("push_walk.toml");
    assert_eq!(code, Some(0), "{stdout}");
    let stone = rows_of(&csv, "stone");
    let moves: Vec<i64> = stone.windows(2).map(|w| w[1][1] - w[0][1]).collect();
    let first = moves.iter().position(|&d| d != 0).expect("the stone moved");
    let after = &moves[first..];
    assert!(after.len() >= 60, "pushed for {} frames", after.len());
    assert!(
        after.iter().all(|&d| d == 256),
        "1 px every frame after contact: {after:?}"
    );
    let player = rows_of(&csv, "player");
    assert!(
        player[first + 1..].iter().all(|p| p[3] > 256),
        "the player walks on"
    );
}

#[test]
fn a_one_frame_tap_of_down_drops_through_a_platform_to_the_floor() {
    // One frame of Down moved the body half a pixel, and it landed back on
    // the platform.
    let (code, stdout, csv) = run_example("tap_drop.toml");
    assert_eq!(code, Some(0), "{stdout}");
    let player = rows_of(&csv, "player");
    assert_eq!(player[10][2], 48 * 256, "standing on the platform before");
    assert_eq!(player.last().unwrap()[2], 112 * 256, "on the floor after");
}

#[test]
fn the_built_in_tour_runs_and_draws() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (png, gif) = (dir.join("tour.png"), dir.join("tour.gif"));
    let out = common::tilestep()
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

/// The tour's map shows every tile kind by its default character, as its
/// header and the README's picture say.
#[test]
fn the_built_in_tour_holds_every_tile_kind() {
    let tour: toml::Table = include_str!("../tour.toml").parse().unwrap();
    let map = tour["map"].as_str().unwrap();
    let missing: Vec<&str> = tilestep::TileKind::ALL
        .iter()
        .filter(|k| {
            k.default_char()
                .is_some_and(|c| c != '.' && !map.contains(c))
        })
        .map(|k| k.name())
        .collect();
    assert!(missing.is_empty(), "not in the tour: {missing:?}");
}

#[test]
fn help_and_bad_arguments() {
    let run = |args: &[&str]| common::tilestep().args(args).output().unwrap();
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

#[test]
fn bodies_pressed_against_walls_slide_to_the_floor_and_never_climb() {
    let (code, stdout, csv) = run_example("wall_slide.toml");
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("invariants: all held"), "{stdout}");
    // Every body ends standing on the floor (its bottom at y = 160).
    let last: Vec<&str> = csv.lines().filter(|l| l.starts_with("540,")).collect();
    assert_eq!(last.len(), 5);
    for row in &last {
        let cells: Vec<&str> = row.split(',').collect();
        assert_eq!((cells[9], cells[10]), ("160", "1"), "{row}");
    }
    // No body off the floor ever stands (on a wall's side): each stands
    // only with its bottom on the floor; the jumper's bottom gets no
    // higher than one jump (52.5 px) above it.
    let mut highest_jumper = 160;
    for row in csv.lines().skip(1) {
        let cells: Vec<&str> = row.split(',').collect();
        let bottom: i32 = cells[9].parse().unwrap();
        assert!(cells[10] == "0" || bottom == 160, "{row}");
        if cells[1] == "jumper" {
            highest_jumper = highest_jumper.min(bottom);
        }
    }
    assert_eq!(160 - highest_jumper, 53, "the jumper rose one jump");
}

#[test]
fn box_cores_stop_at_their_box_and_walk_over_slopes() {
    let (code, stdout, csv) = run_example("box_core.toml");
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("invariants: all held"), "{stdout}");
    // Per body: (left, top, right, bottom, standing) of every frame.
    let rows = |name: &str| -> Vec<[i64; 5]> {
        csv.lines()
            .filter(|l| l.split(',').nth(1) == Some(name))
            .map(|l| {
                let c: Vec<i64> = l
                    .split(',')
                    .skip(6)
                    .take(5)
                    .map(|v| v.parse().unwrap())
                    .collect();
                [c[0], c[1], c[2], c[3], c[4]]
            })
            .collect()
    };
    let enemy = rows("enemy");
    assert_eq!(enemy.last().unwrap()[2], 560, "flush with the right wall");
    assert!(enemy.iter().all(|r| r[4] == 1), "never left the ground");
    assert!(enemy.iter().any(|r| r[3] <= 64), "went over the 1:2 hill");
    let log = rows("log");
    assert!(log.iter().all(|r| r[4] == 1), "never left the ground");
    assert!(log.iter().any(|r| r[3] <= 64), "went over the 1:2 hill");
    let crate_ = rows("crate");
    assert!(
        crate_.iter().any(|r| r[3] <= 64),
        "pushed over the 45° hill"
    );
    // The same 32x16 body with the chamfered core sinks 9 px into the wall.
    assert_eq!(rows("blob").last().unwrap()[0], 16 - 9);
}
