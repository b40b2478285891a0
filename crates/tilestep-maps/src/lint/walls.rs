//! TS0011: one-way walls against a fully solid tile. A one-way wall stops
//! bodies coming from its open side (`oneway_left`: from the left, at the
//! tile's left edge) and lets them through from the other. With a solid
//! tile directly behind it no body comes through it, so it only stops bodies
//! like a solid wall; with one on its open side no body ever meets it.

use super::{d, Diagnostic, Severity, View};
use tilestep::{TileKind, TileShape};

const HELP: &str = "a one-way wall stops bodies coming from its open side (oneway_left: from the left; oneway_right: from the right) and lets them through from the other side; with a solid tile directly behind it nothing comes through, with one on its open side nothing is stopped; clear that tile, turn the wall around, or use solid or empty";

/// The TS0011 warning for the tile at (x, y), if it is a one-way wall
/// against a fully solid tile (`solid`, `end_slope`) in its row.
pub(super) fn diagnostic(v: &View, x: i32, y: i32, k: TileKind) -> Option<Diagnostic> {
    // (the open side's step in x, the open side's name, the far side's)
    let (open, from, beyond) = match k.shape() {
        TileShape::OnewayLeft => (-1, "left", "right"),
        TileShape::OnewayRight => (1, "right", "left"),
        _ => return None,
    };
    let solid_at = |dx: i32| {
        v.solid(x + dx, y)
            .then(|| v.kind(x + dx, y).unwrap_or(TileKind::Solid))
    };
    let message = if let Some(behind) = solid_at(-open) {
        format!(
            "{} at ({x}, {y}) can't be crossed: tile ({}, {y}) directly behind it is {}, so no body comes through it from the {beyond}",
            k.name(),
            x - open,
            behind.name()
        )
    } else if let Some(front) = solid_at(open) {
        format!(
            "{} at ({x}, {y}) never stops a body: tile ({}, {y}) on its open side is {}, so no body meets it from the {from}",
            k.name(),
            x + open,
            front.name()
        )
    } else {
        return None;
    };
    Some(d("TS0011", Severity::Warning, Some((x, y)), message, HELP))
}

#[cfg(test)]
mod tests {
    use crate::lint::{lint, Diagnostic, LintOptions, Severity};
    use crate::{Format, LoadedMap};
    use tilestep::TileMap;

    /// The TS0011 diagnostics of an ASCII map of 16 px tiles.
    fn walls(ascii: &str) -> Vec<Diagnostic> {
        let m = TileMap::from_ascii(ascii, 16).unwrap();
        let l = LoadedMap::bare(m, Format::Ascii);
        lint(&l, &LintOptions::default())
            .into_iter()
            .filter(|dg| dg.code == "TS0011")
            .collect()
    }

    fn messages(ascii: &str) -> Vec<String> {
        walls(ascii).into_iter().map(|dg| dg.message).collect()
    }

    #[test]
    fn a_wall_with_solid_directly_behind_it_can_never_be_crossed() {
        let found = walls("......\n.[#.]E\n######\n");
        assert_eq!(
            found
                .iter()
                .map(|dg| (dg.cell, dg.severity))
                .collect::<Vec<_>>(),
            [
                (Some((1, 1)), Severity::Warning),
                (Some((4, 1)), Severity::Warning)
            ]
        );
        assert_eq!(
            found[0].message,
            "oneway_left at (1, 1) can't be crossed: tile (2, 1) directly behind it is solid, so no body comes through it from the right"
        );
        assert_eq!(
            messages("....\nE]..\n####\n"),
            ["oneway_right at (1, 1) can't be crossed: tile (0, 1) directly behind it is end_slope, so no body comes through it from the left"]
        );
        // Walled in on both sides: said once, as the wall that can't be crossed.
        assert_eq!(
            messages("...\n#[#\n###\n"),
            ["oneway_left at (1, 1) can't be crossed: tile (2, 1) directly behind it is solid, so no body comes through it from the right"]
        );
    }

    #[test]
    fn a_wall_with_solid_on_its_open_side_never_stops_a_body() {
        assert_eq!(
            messages("....\n#[..\n####\n"),
            ["oneway_left at (1, 1) never stops a body: tile (0, 1) on its open side is solid, so no body meets it from the left"]
        );
        assert_eq!(
            messages("....\n..]E\n####\n"),
            ["oneway_right at (2, 1) never stops a body: tile (3, 1) on its open side is end_slope, so no body meets it from the right"]
        );
    }

    #[test]
    fn walls_with_room_on_both_sides_are_fine() {
        // Open on both sides, beside slopes, platforms and other walls,
        // solid only above or below, and against the map's side edges.
        for ascii in [
            "......\n.[..].\n######\n",
            "#.[].#\n######\n",
            "/[]\\\n####\n",
            "-[-]_\n#####\n",
            "..[..\n..#..\n",
            "..#..\n..]..\n",
            "[..]\n####\n",
            "[[]]\n####\n",
        ] {
            assert_eq!(messages(ascii), Vec::<String>::new(), "{ascii}");
        }
    }

    #[test]
    fn the_other_lints_see_a_wall_tile_as_open_space() {
        // (code, message) of every diagnostic of an ASCII map.
        let all = |ascii: &str| {
            let l = LoadedMap::bare(TileMap::from_ascii(ascii, 16).unwrap(), Format::Ascii);
            lint(&l, &LintOptions::default())
                .into_iter()
                .map(|dg| (dg.code, dg.message))
                .collect::<Vec<_>>()
        };
        // A slope over a wall floats (TS0005), and ground ending in a wall
        // tile ends in a step (TS0003), as over an empty tile.
        assert_eq!(
            all(".../\n...]\n####\n"),
            [(
                "TS0005",
                "slope_br has nothing under it: tile (3, 1) is oneway_right".to_string()
            )]
        );
        assert_eq!(
            all("..\n/[\n##\n"),
            [(
                "TS0003",
                "surfaces don't connect: slope_br ends at height 16 px, oneway_left at (1, 1) starts at 0 px (a 16 px step)".to_string()
            )]
        );
        // A wall is not ground: a platform over walls only can't be reached.
        assert_eq!(all("--\n..\n[]\n..\n..\n")[0].0, "TS0004");
    }
}
