//! Body options of moving-solid scenarios, end to end through the binary:
//! `solid = true` (a crate that stops and carries other bodies) and
//! `inherit = true` (a jump off a rising lift keeps the lift's speed).

mod common;

use std::path::Path;

/// The scenario run through the binary (a file, so `tilestep sim` runs it
/// as it is).
const SCENARIO: &str = "tests/scenarios/solid_bodies.toml";

/// The rows of one body (or solid), in frame order, split into cells.
fn rows<'a>(csv: &'a str, name: &str) -> Vec<Vec<&'a str>> {
    csv.lines()
        .map(|l| l.split(',').collect::<Vec<_>>())
        .filter(|f| f[1] == name)
        .collect()
}

#[test]
fn a_solid_body_stops_and_carries_and_inherit_keeps_the_lift_speed() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("solid-bodies");
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("crate.csv");
    let out = common::tilestep()
        .arg("sim")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(SCENARIO))
        .arg("--trace")
        .arg(&csv)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("invariants: all held"), "{stdout}");
    let csv = std::fs::read_to_string(&csv).unwrap();

    // The player walks into the crate and is stopped flush against it.
    let player = rows(&csv, "player");
    assert_eq!(
        player[46][4..13],
        [
            "0",
            "0",
            "180",
            "40",
            "192",
            "64",
            "1",
            "down",
            "floor|wall_right"
        ]
    );
    let crate_ = rows(&csv, "crate");
    assert_eq!(crate_[46][6], "192", "the crate's left edge");
    assert!(
        crate_.iter().all(|r| r[2] == "51200"),
        "a solid body is not pushed"
    );
    // Then it jumps onto it and stands on its top (y 48).
    assert_eq!(
        player[120][2..],
        ["49920", "12288", "0", "0", "189", "24", "201", "48", "1", "down", "floor"]
    );

    // Both jump 3 px/frame off the rising lift on frame 21; the one with
    // inherit = true adds the lift's 1 px/frame.
    let (plain, inheritor) = (rows(&csv, "plain"), rows(&csv, "inheritor"));
    assert_eq!(plain[21][5], "-768");
    assert_eq!(inheritor[21][5], "-1024");
    // The lift's own rows: moving up 1 px/frame, then stopped at its waypoint.
    let lift = rows(&csv, "lift");
    assert_eq!(lift[1][4..6], ["0", "-256"]);
    assert_eq!(
        lift[120][2..],
        ["4096", "2048", "0", "0", "16", "8", "112", "16", "0", "none", ""]
    );
}
