//! The numbers the README states about the core, read from the README and
//! checked against the code: the controller presets' table, the sizes of
//! a `Body` and of `Contacts`, the speed clamp, the tile sizes and the
//! body side range.

use std::path::Path;
use tilestep::{Body, Contacts, ControllerConfig, TileSize, MAX_BODY_PX, MAX_SPEED, SUBPX_PER_PX};

fn readme() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md");
    std::fs::read_to_string(path).unwrap()
}

/// The cells of the presets table's row for `name` (its first cell
/// starts with the preset's name in backquotes).
fn preset_row(readme: &str, name: &str) -> Vec<String> {
    let head = format!("| `{name}`");
    let line = readme
        .lines()
        .find(|l| l.starts_with(&head))
        .unwrap_or_else(|| panic!("no table row for {name}"));
    line.trim_matches('|')
        .split('|')
        .map(|c| c.trim().to_string())
        .collect()
}

/// `v` subpixels in px, as the README writes it: `cell`'s decimals, the
/// value rounded half away from zero (integer math).
fn px(v: i32, cell: &str) -> String {
    let decimals = cell.split('.').nth(1).map_or(0, |d| d.len()) as u32;
    let scale = 10i64.pow(decimals);
    let scaled =
        (i64::from(v) * scale * 2 + i64::from(SUBPX_PER_PX)) / (2 * i64::from(SUBPX_PER_PX));
    match decimals {
        0 => scaled.to_string(),
        d => format!(
            "{}.{:0width$}",
            scaled / scale,
            scaled % scale,
            width = d as usize
        ),
    }
}

/// The README's value in `cell` equals `v` subpixels (a first number
/// only, for cells like `0.5 (0.125)` or `0.359 / 0.145`: `which` picks).
fn check(cell: &str, which: usize, v: i32, what: &str) {
    let shown = cell
        .split([' ', '(', ')', '/'])
        .filter(|s| !s.is_empty())
        .nth(which)
        .unwrap_or_else(|| panic!("{what}: no number {which} in {cell:?}"));
    if shown == "none" {
        assert_eq!(v, 0, "{what}: the README says none");
        return;
    }
    assert_eq!(
        shown,
        px(v, shown),
        "{what}: README {shown}, code {v} subpixels"
    );
}

#[test]
fn the_controller_presets_table_matches_the_presets() {
    let text = readme();
    for (name, c) in [
        ("NES_LIKE", ControllerConfig::NES_LIKE),
        ("CELESTE_LIKE", ControllerConfig::CELESTE_LIKE),
        ("METROIDVANIA", ControllerConfig::METROIDVANIA),
    ] {
        let row = preset_row(&text, name);
        check(&row[1], 0, c.max_run.0, "run");
        check(&row[2], 0, c.accel.0, "accel");
        check(&row[3], 0, c.turn.0, "turn");
        check(&row[4], 0, c.friction.0, "friction");
        check(&row[5], 0, c.air_accel.0, "air accel");
        check(&row[5], 1, c.air_friction.0, "air friction");
        check(&row[6], 0, c.gravity.0, "gravity");
        check(&row[6], 1, c.held_gravity.0, "held gravity");
        check(&row[7], 0, c.jump_speed.0, "jump");
        check(&row[8], 0, c.jump_cut.0, "cut");
        check(&row[9], 0, c.max_fall.0, "fall cap");
        assert_eq!(row[10], c.coyote_frames.to_string(), "{name} coyote");
        assert_eq!(row[11], c.buffer_frames.to_string(), "{name} buffer");
        let assists = match (c.assists.corner_correction, c.assists.ledge_assist) {
            (0, 0) => "none".to_string(),
            (a, b) => format!("corner {a} px, ledge {b} px"),
        };
        assert_eq!(row[12], assists, "{name} assists");
    }
}

#[test]
fn the_sizes_and_limits_the_readme_states_are_the_code_s() {
    // Its prose, with line breaks as spaces.
    let text = readme().split_whitespace().collect::<Vec<_>>().join(" ");
    let body = format!("A `Body` is {} bytes", std::mem::size_of::<Body>());
    assert!(text.contains(&body), "README lacks {body:?}");
    let contacts = format!("a plain {}-byte value", std::mem::size_of::<Contacts>());
    assert!(text.contains(&contacts), "README lacks {contacts:?}");
    let clamp = format!("{} px/frame per axis", MAX_SPEED.0 / SUBPX_PER_PX);
    assert!(text.contains(&clamp), "README lacks {clamp:?}");
    assert!(text.contains("any even number from 4 to 256"));
    assert!(TileSize::new(4).is_ok() && TileSize::new(256).is_ok());
    assert!(TileSize::new(2).is_err() && TileSize::new(258).is_err() && TileSize::new(5).is_err());
    assert_eq!(MAX_BODY_PX, 4096);
    assert!(text.contains("1 to 4096 px each side"));
}
