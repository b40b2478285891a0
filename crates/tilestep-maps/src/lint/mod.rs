//! The map linter behind `tilestep check`: what the loader had to guess
//! and layouts that are likely mistakes (the engine accepts every layout;
//! see `docs/contract.md`), and what the engine sees ([`Summary`]). Every
//! lint, its rule and an example are in this crate's README.

mod notes;
#[cfg(test)]
mod oneway_tests;
mod render;
mod seams;
mod summary;
mod walls;

pub use render::{diagnostic_json, render_json, render_text, tile_char};
pub use summary::Summary;

use crate::shape::def_shape;
use crate::LoadedMap;
use tilestep::TileShape;
use tilestep::{EdgePolicy, TileId, TileKind, TileMap, TileXY};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// The map doesn't mean what its author wrote (exit 1).
    Error,
    /// Likely a mistake (exit 1 under `--deny warnings`).
    Warning,
    /// Worth knowing; never fails.
    Info,
}

impl Severity {
    /// `error`, `warning`, `info`.
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// `TS0001` ...
    pub code: &'static str,
    /// How serious.
    pub severity: Severity,
    /// What, in one line.
    pub message: String,
    /// The tile (x, y) concerned, if any.
    pub cell: Option<(i32, i32)>,
    /// How to fix it.
    pub help: String,
}

/// Lint settings.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct LintOptions {
    /// How many tiles above a surface a jump reaches (TS0004). Default 3.
    pub jump_tiles: i32,
}

impl Default for LintOptions {
    fn default() -> Self {
        LintOptions { jump_tiles: 3 }
    }
}

struct View<'a> {
    m: &'a TileMap,
    t: i32,
}

impl View<'_> {
    fn id(&self, x: i32, y: i32) -> Option<TileId> {
        self.m.get(TileXY::new(x, y))
    }

    fn kind(&self, x: i32, y: i32) -> Option<TileKind> {
        self.id(x, y).map(|id| self.m.tileset().def(id).kind)
    }

    /// How the tile collides ([`def_shape`]: a custom profile marked
    /// one-way is a one-way profile).
    fn shape(&self, x: i32, y: i32) -> Option<TileShape> {
        self.id(x, y).map(|id| def_shape(self.m.tileset().def(id)))
    }

    fn solid(&self, x: i32, y: i32) -> bool {
        self.shape(x, y) == Some(TileShape::Solid)
    }

    /// A tile a body can stand on top of: solid, a floor slope (solid or
    /// one-way) or a platform, with no solid tile right above it.
    fn standable(&self, x: i32, y: i32) -> bool {
        matches!(
            self.shape(x, y),
            Some(
                TileShape::Solid | TileShape::Floor | TileShape::OnewayFloor | TileShape::Platform
            )
        ) && !self.solid(x, y - 1)
    }

    /// The floor surface's height in column `c` of tile (x, y), px above
    /// the tile's bottom edge: `h(c)` for a floor slope (solid or one-way),
    /// `T` for a solid tile with no solid above it, 0 for an empty tile
    /// (or a one-way wall, which has no solid pixels) on a solid tile.
    /// `None` where there is no floor surface (walls, ceilings, platforms,
    /// empty tiles over nothing solid).
    fn surface(&self, x: i32, y: i32, c: i32) -> Option<i32> {
        let id = self.id(x, y)?;
        match self.shape(x, y)? {
            TileShape::Floor | TileShape::OnewayFloor => Some(self.m.tileset().height(id, c)),
            TileShape::Solid if !self.solid(x, y - 1) => Some(self.t),
            TileShape::Empty | TileShape::OnewayLeft | TileShape::OnewayRight
                if self.solid(x, y + 1) =>
            {
                Some(0)
            }
            _ => None,
        }
    }
}

/// TS0004's help for a run of platforms.
const REACH_HELP: &str = "a body reaches a one-way platform by jumping from ground at most 3 tiles lower, in its columns or the next; add ground, steps or another platform within reach";

/// TS0004's help for a run holding one-way slopes.
const REACH_HELP_ONE_WAY: &str = "a body reaches a one-way slope or platform by jumping from ground at most 3 tiles lower, in its columns or the next, and landing on its surface; add ground, steps or a platform within reach";

pub(crate) fn d(
    code: &'static str,
    severity: Severity,
    cell: Option<(i32, i32)>,
    message: String,
    help: &str,
) -> Diagnostic {
    Diagnostic {
        code,
        severity,
        message,
        cell,
        help: help.to_string(),
    }
}

/// Every lint over a loaded map, ordered by code, then row, then column.
pub fn lint(l: &LoadedMap, o: &LintOptions) -> Vec<Diagnostic> {
    let m = &l.map;
    let v = View {
        m,
        t: m.tile_size().px(),
    };
    let (w, h, t) = (m.width(), m.height(), v.t);
    let mut out = Vec::new();
    out.extend(l.warnings.iter().map(notes::warning));
    out.extend(l.notes.iter().map(notes::diagnostic));
    out.extend(notes::nothing_collides(l));
    for y in 0..h {
        for x in 0..w {
            let k = v.kind(x, y).unwrap_or(TileKind::Empty);
            // TS0003: surfaces that don't connect at a seam next to a slope
            // (solid or one-way).
            out.extend(seams::diagnostic(&v, x, y));
            // TS0011: one-way walls against a solid tile.
            out.extend(walls::diagnostic(&v, x, y, k));
            // TS0005: solid slopes with nothing under (or over) them: an
            // empty tile, or a one-way wall or slope (no solid pixels
            // either). A one-way slope in the air is a design, not a slip.
            let open = |s: Option<TileShape>| {
                s.is_some_and(|s| {
                    s == TileShape::Empty || s.is_oneway_wall() || s.is_oneway_profile()
                })
            };
            let shape = v.shape(x, y).unwrap_or(TileShape::Empty);
            let floating = match shape {
                TileShape::Floor => y + 1 < h && open(v.shape(x, y + 1)),
                TileShape::Ceiling => y > 0 && open(v.shape(x, y - 1)),
                _ => false,
            };
            if floating {
                let (side, under) = if shape == TileShape::Floor {
                    ("under", y + 1)
                } else {
                    ("over", y - 1)
                };
                out.push(d(
                    "TS0005",
                    Severity::Info,
                    Some((x, y)),
                    format!(
                        "{} has nothing {side} it: tile ({x}, {under}) is {}",
                        k.name(),
                        v.kind(x, under).unwrap_or(TileKind::Empty).name()
                    ),
                    "a floating slope is a thin wedge a body can walk under or bump into; put a solid tile behind it if it is meant to be ground",
                ));
            }
            // TS0004: platforms and one-way floor slopes nothing can jump
            // onto. (Firm or not: a drop passes a plain one, and nothing
            // else.)
            let top = |x: i32| {
                v.shape(x, y)
                    .is_some_and(|s| matches!(s, TileShape::Platform | TileShape::OnewayFloor))
            };
            if top(x) && !(x > 0 && top(x - 1)) {
                let mut x1 = x;
                while x1 + 1 < w && top(x1 + 1) {
                    x1 += 1;
                }
                let bottom_solid = m.edges().bottom == EdgePolicy::Solid;
                let reachable = (x - 1..=x1 + 1).any(|xx| {
                    (y..=y + o.jump_tiles).any(|yy| {
                        let own = yy == y && (x..=x1).contains(&xx);
                        !own && ((yy >= h && bottom_solid) || v.standable(xx, yy))
                    })
                });
                if !reachable {
                    let slope = |xx: i32| v.shape(xx, y) == Some(TileShape::OnewayFloor);
                    let slopes = (x..=x1).filter(|&xx| slope(xx)).count() as i32;
                    let what = match slopes {
                        0 => "platform",
                        n if n == x1 - x + 1 => "one-way slope",
                        _ => "platform and one-way slope",
                    };
                    out.push(d(
                        "TS0004",
                        Severity::Warning,
                        Some((x, y)),
                        format!(
                            "{what} ({} tile{}) can't be reached: nothing to stand on within {} tiles below it or beside it",
                            x1 - x + 1,
                            if x1 > x { "s" } else { "" },
                            o.jump_tiles
                        ),
                        if slopes > 0 {
                            REACH_HELP_ONE_WAY
                        } else {
                            REACH_HELP
                        },
                    ));
                }
            }
        }
        // TS0006: ground that runs off an open side edge.
        let e = m.edges();
        for (open, x, side) in [
            (e.left == EdgePolicy::Open, 0, "left"),
            (e.right == EdgePolicy::Open, w - 1, "right"),
        ] {
            if open && v.standable(x, y) {
                out.push(d(
                    "TS0006",
                    Severity::Warning,
                    Some((x, y)),
                    format!("ground runs off the open {side} edge of the map"),
                    "a body walking here leaves the map; close the edge (edge_* map property, [edges] in a scenario) or end the ground with a wall",
                ));
            }
        }
    }
    // TS0007: objects whose anchor is inside a solid pixel.
    for ob in &l.objects {
        let (px, py) = (ob.x, ob.y - 1);
        let (tx, ty) = (px.div_euclid(t), py.div_euclid(t));
        let Some(id) = v.id(tx, ty) else { continue };
        let (c, r) = (px.rem_euclid(t), py.rem_euclid(t));
        let hgt = m.tileset().height(id, c);
        let kind = m.tileset().def(id).kind;
        // (One-way profiles have no solid pixel.)
        let inside = match def_shape(m.tileset().def(id)) {
            TileShape::Solid => true,
            TileShape::Floor => r >= t - hgt,
            TileShape::Ceiling => r < hgt,
            _ => false,
        };
        if inside {
            let name = if ob.name.is_empty() {
                ob.class.clone()
            } else {
                ob.name.clone()
            };
            out.push(d(
                "TS0007",
                Severity::Warning,
                Some((tx, ty)),
                format!(
                    "object {name:?} (layer {:?}) at ({}, {}) px is inside {}: the pixel above its anchor is solid",
                    ob.layer, ob.x, ob.y, kind.name()
                ),
                "an object's anchor is read as a body's bottom centre; move it up so it rests on the surface",
            ));
        }
    }
    out.sort_by(|a, b| {
        (a.code, a.cell.map(|c| (c.1, c.0))).cmp(&(b.code, b.cell.map(|c| (c.1, c.0))))
    });
    out
}
