//! The map linter behind `tilestep check`: what the loader had to guess
//! and layouts that are likely mistakes (the engine accepts every layout;
//! see `docs/contract.md`), and what the engine sees ([`Summary`]). Every
//! lint, its rule and an example are in this crate's README.

mod notes;
mod render;
mod summary;
mod walls;

pub use render::{diagnostic_json, render_json, render_text, tile_char};
pub use summary::Summary;

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

    fn shape(&self, x: i32, y: i32) -> Option<TileShape> {
        self.kind(x, y).map(TileKind::shape)
    }

    fn solid(&self, x: i32, y: i32) -> bool {
        self.shape(x, y) == Some(TileShape::Solid)
    }

    /// A tile a body can stand on top of: solid, a floor slope or a
    /// platform, with no solid tile right above it.
    fn standable(&self, x: i32, y: i32) -> bool {
        matches!(
            self.shape(x, y),
            Some(TileShape::Solid | TileShape::Floor | TileShape::Platform)
        ) && !self.solid(x, y - 1)
    }

    /// The floor surface's height in column `c` of tile (x, y), px above
    /// the tile's bottom edge: `h(c)` for a floor slope, `T` for a solid
    /// tile with no solid above it, 0 for an empty tile (or a one-way
    /// wall, which has no solid pixels) on a solid tile. `None` where there
    /// is no floor surface (walls, ceilings, platforms, empty tiles over
    /// nothing solid).
    fn surface(&self, x: i32, y: i32, c: i32) -> Option<i32> {
        let id = self.id(x, y)?;
        match self.m.tileset().def(id).kind.shape() {
            TileShape::Floor => Some(self.m.tileset().height(id, c)),
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
    out.extend(l.notes.iter().map(notes::diagnostic));
    out.extend(notes::nothing_collides(l));
    for y in 0..h {
        for x in 0..w {
            let k = v.kind(x, y).unwrap_or(TileKind::Empty);
            // TS0003: surfaces that don't connect at a seam next to a slope.
            if x + 1 < w {
                let (ka, kb) = (k, v.kind(x + 1, y).unwrap_or(TileKind::Empty));
                let slope = |k: TileKind| k.shape() == TileShape::Floor;
                if slope(ka) || slope(kb) {
                    if let (Some(a), Some(b)) = (v.surface(x, y, t - 1), v.surface(x + 1, y, 0)) {
                        if (a - b).abs() > 1 {
                            let at = if slope(ka) { (x, y) } else { (x + 1, y) };
                            out.push(d(
                                "TS0003",
                                Severity::Warning,
                                Some(at),
                                format!(
                                    "surfaces don't connect: {} ends at height {a} px, {} at ({}, {y}) starts at {b} px (a {} px step)",
                                    ka.name(),
                                    kb.name(),
                                    x + 1,
                                    (a - b).abs()
                                ),
                                "a walker climbs at most 1 px per px at a seam, so this step stops it like a wall; use matching pieces (rR, Ll, / then #) or a slope whose edge has the neighbour's height",
                            ));
                        }
                    }
                }
            }
            // TS0011: one-way walls against a solid tile.
            out.extend(walls::diagnostic(&v, x, y, k));
            // TS0005: slopes with nothing under (or over) them: an empty
            // tile, or a one-way wall (no solid pixels either).
            let open = |s: Option<TileShape>| {
                s.is_some_and(|s| s == TileShape::Empty || s.is_oneway_wall())
            };
            let floating = match k.shape() {
                TileShape::Floor => y + 1 < h && open(v.shape(x, y + 1)),
                TileShape::Ceiling => y > 0 && open(v.shape(x, y - 1)),
                _ => false,
            };
            if floating {
                let (side, under) = if k.shape() == TileShape::Floor {
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
            // TS0004: platforms nothing can jump onto.
            // (Firm or not: a drop passes a plain one, and nothing else.)
            let top = |k: Option<TileKind>| k.is_some_and(|k| k.shape() == TileShape::Platform);
            if top(Some(k)) && !(x > 0 && top(v.kind(x - 1, y))) {
                let mut x1 = x;
                while x1 + 1 < w && top(v.kind(x1 + 1, y)) {
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
                    out.push(d(
                        "TS0004",
                        Severity::Warning,
                        Some((x, y)),
                        format!(
                            "platform ({} tile{}) can't be reached: nothing to stand on within {} tiles below it or beside it",
                            x1 - x + 1,
                            if x1 > x { "s" } else { "" },
                            o.jump_tiles
                        ),
                        "a body reaches a one-way platform by jumping from ground at most 3 tiles lower, in its columns or the next; add ground, steps or another platform within reach",
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
        let inside = match kind.shape() {
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
