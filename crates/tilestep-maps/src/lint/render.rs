//! Diagnostics as text (rustc style, with the tile's neighbourhood) and as
//! JSON.

use super::Diagnostic;
use tilestep::{TileKind, TileMap, TileXY};

/// The character a tile is drawn with: the kind's default character, `f`
/// for a custom floor profile, `c` for a custom ceiling profile.
pub fn tile_char(k: TileKind) -> char {
    match k {
        TileKind::Floor => 'f',
        TileKind::Ceiling => 'c',
        k => k.default_char().unwrap_or('?'),
    }
}

/// rustc-style text: header, `-->` location, the neighbourhood (5 rows,
/// up to 17 columns) with the tile marked by a caret, and the help.
pub fn render_text(dg: &Diagnostic, file: &str, m: &TileMap) -> String {
    let mut s = format!("{}[{}]: {}\n", dg.severity.name(), dg.code, dg.message);
    let Some((x, y)) = dg.cell else {
        s.push_str(&format!(" --> {file}\n  = help: {}\n", dg.help));
        return s;
    };
    let (y0, y1) = ((y - 2).max(0), (y + 2).min(m.height() - 1));
    let (x0, x1) = ((x - 8).max(0), (x + 8).min(m.width() - 1));
    let gw = y1.to_string().len();
    let pad = " ".repeat(gw);
    s.push_str(&format!("{pad}--> {file}:tile ({x}, {y})\n{pad} |\n"));
    for yy in y0..=y1 {
        let row: String = (x0..=x1)
            .map(|xx| {
                m.get(TileXY::new(xx, yy))
                    .map_or('?', |id| tile_char(m.tileset().def(id).kind))
            })
            .collect();
        s.push_str(&format!("{yy:>gw$} | {row}\n"));
        if yy == y {
            s.push_str(&format!("{pad} | {}^\n", " ".repeat((x - x0) as usize)));
        }
    }
    s.push_str(&format!("{pad} |\n{pad} = help: {}\n", dg.help));
    s
}

/// One diagnostic as a JSON object: code, severity, message, file, level
/// (an LDtk level's identifier, or null), tile (`[x, y]` or null), help.
pub fn diagnostic_json(dg: &Diagnostic, file: &str, level: Option<&str>) -> serde_json::Value {
    serde_json::json!({
        "code": dg.code,
        "severity": dg.severity.name(),
        "message": dg.message,
        "file": file,
        "level": level,
        "tile": dg.cell.map(|(x, y)| [x, y]),
        "help": dg.help,
    })
}

/// [`diagnostic_json`] on one line, with no level.
pub fn render_json(dg: &Diagnostic, file: &str) -> String {
    diagnostic_json(dg, file, None).to_string()
}
