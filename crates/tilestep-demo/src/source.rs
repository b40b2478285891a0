//! What to play, as scenario text: the built-in tour, a scenario file as
//! it is, or a map file wrapped in a scenario made here (one `[[body]]`
//! with a `[body.controller]`), so every source goes through the CLI's
//! scenario parser.

use std::path::Path;
use tilestep::{Body, Size, SubPoint, TileMap};

/// The built-in tour level.
pub const TOUR: &str = include_str!("../levels/tour.toml");

/// The name the tour goes by in errors and captures.
pub const TOUR_NAME: &str = "tilestep-demo/levels/tour.toml";

/// The built-in moves level: a place to play the controller's moves.
pub const MOVES: &str = include_str!("../levels/moves.toml");

/// The name the moves level goes by in errors and captures.
pub const MOVES_NAME: &str = "tilestep-demo/levels/moves.toml";

/// The built-in levels, in the order M steps through them: (name, text).
pub const BUILT_IN: [(&str, &str); 2] = [(TOUR_NAME, TOUR), (MOVES_NAME, MOVES)];

/// The player's size in a map file's generated scenario, px.
pub const PLAYER: (i32, i32) = (12, 24);

/// Object names (any case) that mark where a map file's player starts.
const SPAWN_NAMES: [&str; 4] = ["player", "spawn", "start", "hero"];

/// Scenario text and the path it is parsed as (errors name it; a relative
/// `map_file` is found beside it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The scenario TOML.
    pub text: String,
    /// The path it is parsed as.
    pub origin: String,
}

/// Whether `path` names a map (by its extension, as the map loaders read
/// it) rather than a scenario.
pub fn is_map(path: &str) -> bool {
    tilestep_maps::Format::of(std::path::Path::new(path)).is_some()
}

/// The text of the file at `path` (a scenario, a capture, a key script),
/// read by the tools' one bounded reader. `Err`: a `path: message` line.
pub fn read_text(path: &str) -> Result<String, String> {
    let bytes = tilestep_maps::read_bounded(path.as_ref()).map_err(|e| format!("{path}: {e}"))?;
    String::from_utf8(bytes).map_err(|_| format!("{path}: not UTF-8 text"))
}

/// The source for `file` (`None`: the tour). `Err`: a `file: message` line.
pub fn load(file: Option<&str>, level: Option<&str>, preset: &str) -> Result<Source, String> {
    let Some(file) = file else {
        return Ok(Source {
            text: TOUR.to_string(),
            origin: TOUR_NAME.to_string(),
        });
    };
    if !is_map(file) {
        let text = read_text(file)?;
        return Ok(Source {
            text,
            origin: file.to_string(),
        });
    }
    let abs = std::fs::canonicalize(file).map_err(|e| format!("{file}: {e}"))?;
    let mut opts = tilestep_maps::LoadOptions::default();
    opts.level = level.map(String::from);
    let loaded = tilestep_maps::load_map(&abs, &opts).map_err(|e| e.to_string())?;
    let marks: Vec<(i32, i32)> = loaded
        .objects
        .iter()
        .filter(|o| {
            SPAWN_NAMES
                .iter()
                .any(|n| o.name.eq_ignore_ascii_case(n) || o.class.eq_ignore_ascii_case(n))
        })
        .map(|o| (o.x, o.y))
        .collect();
    let start = spawn(&loaded.map, &marks).ok_or_else(|| {
        format!("{file}: no place for a 12x24 player to stand (add an object named \"player\")")
    })?;
    Ok(Source {
        text: map_scenario(&abs, level, preset, start),
        origin: abs.display().to_string(),
    })
}

/// The scenario wrapped around the map file at `abs`: its player starts
/// at `start` (bottom centre, px) with `preset`.
pub fn map_scenario(abs: &Path, level: Option<&str>, preset: &str, start: (i32, i32)) -> String {
    let mut s = String::from("# A map file with the demo's player.\nframes = 600\n");
    s.push_str(&format!(
        "map_file = {}\n",
        quoted(&abs.display().to_string())
    ));
    if let Some(l) = level {
        s.push_str(&format!("level = {}\n", quoted(l)));
    }
    s.push_str(&format!(
        "\n[[body]]\nname = \"player\"\nsize = [{}, {}]\nstart = [{}, {}]\n\n\
         [body.controller]\npreset = {}\n",
        PLAYER.0,
        PLAYER.1,
        start.0,
        start.1,
        quoted(preset)
    ));
    s
}

/// A TOML basic string.
fn quoted(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if c.is_control() => o.push_str(&format!("\\u{:04X}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// Where the player starts on `map`: the first of `marks` (bottom centre,
/// px) where it fits, else the leftmost, then highest, tile top it can
/// stand on.
pub fn spawn(map: &TileMap, marks: &[(i32, i32)]) -> Option<(i32, i32)> {
    let at = |x: i32, y: i32| Body::new(SubPoint::from_px(x, y), Size::new(PLAYER.0, PLAYER.1));
    if let Some(&m) = marks.iter().find(|&&(x, y)| map.fits(&at(x, y))) {
        return Some(m);
    }
    let t = map.tile_size().px();
    for tx in 0..map.width() {
        for ty in 1..map.height() {
            let (x, y) = (tx * t + t / 2, ty * t);
            let b = at(x, y);
            let r = b.rect();
            let inside = r.left.0 >= 0 && r.top.0 >= 0 && r.right.0 <= map.width() * t;
            if inside && map.fits(&b) && map.stands(&b) {
                return Some((x, y));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_argument_is_read_bounded() {
        // A scenario or capture argument naming an endless device, and a
        // 3 GB scenario, capture or map file: refused with the file and
        // the limit named, at once.
        let limit = tilestep_maps::MAX_FILE_BYTES.to_string();
        let e = load(Some("/dev/zero"), None, "celeste").err().unwrap();
        assert!(e.starts_with("/dev/zero: ") && e.contains(&limit), "{e}");
        let dir = crate::test_dir::scratch("source");
        for name in ["huge.toml", "capture.toml", "huge.txt", "huge.tmx"] {
            let p = dir.join(name);
            std::fs::File::create(&p).unwrap().set_len(3 << 30).unwrap(); // sparse
            let shown = p.display().to_string();
            let t = std::time::Instant::now();
            let e = load(Some(&shown), None, "celeste").err().unwrap();
            assert!(e.contains(&shown) && e.contains(&limit), "{name}: {e}");
            assert!(t.elapsed().as_secs() < 1, "{name}: refused before reading");
            let _ = std::fs::remove_file(&p);
        }
        let e = read_text("/dev/zero").unwrap_err();
        assert!(e.contains(&limit), "{e}");
    }

    #[test]
    fn maps_are_told_by_extension() {
        assert!(is_map("a/b.txt") && is_map("x.TMX") && is_map("l.ldtk") && is_map("m.tmj"));
        assert!(!is_map("s.toml"));
    }

    #[test]
    fn spawn_stands_on_the_first_floor() {
        let map = TileMap::from_ascii("#.....\n#.....\n#.....\n#..###\n######\n", 16).unwrap();
        assert_eq!(spawn(&map, &[]), Some((24, 64)));
        // A mark where the player fits wins; one inside a wall is skipped.
        assert_eq!(spawn(&map, &[(8, 40), (72, 48)]), Some((72, 48)));
        let full = TileMap::from_ascii("###\n###\n", 16).unwrap();
        assert_eq!(spawn(&full, &[]), None);
    }

    #[test]
    fn map_scenarios_quote_paths() {
        let s = map_scenario(Path::new("/m/a \"b\".ldtk"), Some("L_1"), "nes", (24, 64));
        assert!(s.contains("map_file = \"/m/a \\\"b\\\".ldtk\"\n"), "{s}");
        assert!(s.contains("level = \"L_1\"\n"));
        assert!(s.contains("start = [24, 64]\n"));
        assert!(s.contains("preset = \"nes\"\n"));
    }

    #[test]
    fn the_tour_is_the_default() {
        let s = load(None, None, "celeste").unwrap();
        assert_eq!(s.text, TOUR);
        assert!(load(Some("/nonexistent/x.toml"), None, "nes")
            .unwrap_err()
            .starts_with("/nonexistent/x.toml: "));
        assert!(load(Some("/nonexistent/x.tmx"), None, "nes").is_err());
    }
}
