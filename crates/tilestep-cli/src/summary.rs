//! The one-screen summary printed after a run.

use crate::run::Outcome;
use std::fmt::Write;
use tilestep::{EdgePolicy, PxRect, Size, SubPoint, Subpx};
use tilestep_scenario::scenario::Scenario;
use tilestep_scenario::trace_row::contacts_cell;

/// Bodies listed in full; the rest are counted.
pub const MAX_LISTED_BODIES: usize = 12;

/// Failures listed in full; the rest are counted.
pub const MAX_LISTED_FAILURES: usize = 20;

/// A subpixel value as px with two decimals (exact value in parentheses elsewhere).
fn px(v: Subpx) -> String {
    format!("{:.2}", f64::from(v.0) / 256.0)
}

/// A box's size and place: "WxH  at (x, y) px [x, y]" (px with two
/// decimals, then the exact subpixels).
fn placed(size: Size, pos: SubPoint) -> String {
    format!(
        "{}x{}  at ({}, {}) px [{}, {}]",
        size.w().0,
        size.h().0,
        px(pos.x),
        px(pos.y),
        pos.x.0,
        pos.y.0
    )
}

/// The pixels a box covers: "box left..right x top..bottom" (px, right and
/// bottom exclusive).
fn box_span(r: PxRect) -> String {
    format!(
        "box {}..{} x {}..{}",
        r.left.0, r.right.0, r.top.0, r.bottom.0
    )
}

fn edge(e: EdgePolicy) -> &'static str {
    e.name()
}

/// The invariants line(s) alone: "invariants: all held (...)" or the failures.
pub fn invariants(sc: &Scenario, out: &Outcome) -> String {
    let mut s = String::new();
    if out.failure_count == 0 {
        let _ = writeln!(
            s,
            "invariants: all held ({} body-steps checked)",
            out.steps_checked
        );
        return s;
    }
    let _ = writeln!(
        s,
        "invariants: {} FAILED ({} body-steps checked)",
        out.failure_count, out.steps_checked
    );
    for f in out.failures.iter().take(MAX_LISTED_FAILURES) {
        let name = sc.bodies.get(f.body).map_or("?", |b| b.name.as_str());
        let _ = writeln!(
            s,
            "  body {name:?}, frame {}: {}: {}",
            f.frame,
            f.rule(),
            f.message
        );
    }
    let shown = out.failures.len().min(MAX_LISTED_FAILURES) as u64;
    if out.failure_count > shown {
        let _ = writeln!(s, "  ... and {} more", out.failure_count - shown);
    }
    s
}

/// The whole summary.
pub fn summary(sc: &Scenario, out: &Outcome) -> String {
    let mut s = String::new();
    let m = &sc.map;
    let t = m.tile_size().px();
    let e = m.edges();
    let _ = writeln!(s, "scenario: {}", sc.file);
    let _ = writeln!(
        s,
        "map: {}x{} tiles of {t} px ({}x{} px); edges: left {}, right {}, top {}, bottom {}",
        m.width(),
        m.height(),
        m.width() * t,
        m.height() * t,
        edge(e.left),
        edge(e.right),
        edge(e.top),
        edge(e.bottom)
    );
    if sc.solids.is_empty() {
        let _ = writeln!(s, "frames: {}, bodies: {}", sc.frames, sc.bodies.len());
    } else {
        let _ = writeln!(
            s,
            "frames: {}, bodies: {}, moving solids: {}",
            sc.frames,
            sc.bodies.len(),
            sc.solids.len()
        );
    }
    let body_rows = sc.bodies.iter().zip(&out.bodies).enumerate();
    list_rows(&mut s, body_rows, "bodies", |(i, (spec, b))| {
        let contacts = contacts_cell(&out.last[i], false);
        format!(
            "{:<10} {}  vel ({}, {}) px/f  {}  {}  gravity {}  contacts: {}",
            spec.name,
            placed(b.size, b.pos),
            px(b.vel.x),
            px(b.vel.y),
            box_span(b.rect()),
            if b.standing { "standing" } else { "airborne" },
            b.gravity.name(),
            if contacts.is_empty() { "-" } else { &contacts }
        )
    });
    list_rows(
        &mut s,
        sc.solids.iter().zip(&out.solids),
        "solids",
        |(spec, sd)| {
            format!(
                "{:<10} {} {} (top-left)  {}  {} waypoints, {}",
                spec.name,
                sd.kind.name(),
                placed(sd.size, sd.pos),
                box_span(sd.rect()),
                spec.route.points.len() - 1,
                spec.route.looping.name()
            )
        },
    );
    s.push_str(&squishes(sc, out));
    s.push_str(&invariants(sc, out));
    s
}

/// Writes one line per item (`row` gives it, without indentation or
/// newline), the first [`MAX_LISTED_BODIES`] only; the rest are counted:
/// "... and N more bodies (see --trace)".
fn list_rows<T>(
    s: &mut String,
    items: impl ExactSizeIterator<Item = T>,
    what: &str,
    row: impl Fn(T) -> String,
) {
    let total = items.len();
    for item in items.take(MAX_LISTED_BODIES) {
        let _ = writeln!(s, "  {}", row(item));
    }
    if total > MAX_LISTED_BODIES {
        let _ = writeln!(
            s,
            "  ... and {} more {what} (see --trace)",
            total - MAX_LISTED_BODIES
        );
    }
}

/// The squish report: "squished: none" (only when there are moving
/// solids) or one line per body squished. A squish is a report, not an
/// invariant failure.
pub fn squishes(sc: &Scenario, out: &Outcome) -> String {
    let mut s = String::new();
    if sc.solids.is_empty() {
        return s;
    }
    let hit: Vec<usize> = (0..out.squished.len())
        .filter(|&j| out.squished[j].frames > 0)
        .collect();
    if hit.is_empty() {
        let _ = writeln!(s, "squished: none");
        return s;
    }
    let _ = writeln!(s, "squished (reported, not an invariant failure):");
    for j in hit {
        let q = &out.squished[j];
        let by: Vec<String> =
            q.by.iter()
                .map(|&i| format!("{:?}", sc.solids[i].name))
                .collect();
        let _ = writeln!(
            s,
            "  body {:?}: {} frame{} (frames {} to {}) by {}",
            sc.bodies[j].name,
            q.frames,
            if q.frames == 1 { "" } else { "s" },
            q.first,
            q.last,
            by.join(", ")
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write;
    use std::sync::Arc;

    /// A scenario of `bodies` resting bodies and `solids` still platforms.
    fn crowd(bodies: usize, solids: usize) -> Arc<Scenario> {
        let mut text = String::from("frames = 2\nmap = '''\n");
        text.push_str(&".".repeat(40));
        text.push('\n');
        text.push_str(&"#".repeat(40));
        text.push_str("\n'''\n");
        for i in 0..bodies {
            let x = 8 + 16 * i;
            let _ = write!(
                text,
                "\n[[body]]\nname = \"b{i}\"\nsize = [8, 8]\nstart = [{x}, 16]\n"
            );
        }
        for i in 0..solids {
            let x = 16 * i;
            let _ = write!(
                text,
                "\n[[solid]]\nname = \"s{i}\"\nsize = [8, 2]\npos = [{x}, 0]\n"
            );
        }
        Arc::new(tilestep_scenario::scenario::parse("crowd.toml", &text).unwrap())
    }

    fn summary_of(sc: &Arc<Scenario>) -> String {
        let mut field = tilestep_check::SolidField::new(&sc.map);
        let out = crate::run::run(sc, &mut field, &mut []).unwrap();
        summary(sc, &out)
    }

    #[test]
    fn lists_the_first_bodies_and_solids_and_counts_the_rest() {
        let sc = crowd(MAX_LISTED_BODIES + 2, MAX_LISTED_BODIES + 1);
        let s = summary_of(&sc);
        let listed = |prefix: char| {
            s.lines()
                .filter(|l| l.strip_prefix("  ").is_some_and(|r| r.starts_with(prefix)))
                .count()
        };
        assert_eq!(listed('b'), MAX_LISTED_BODIES, "{s}");
        assert_eq!(listed('s'), MAX_LISTED_BODIES, "{s}");
        assert!(s.contains("  ... and 2 more bodies (see --trace)\n"), "{s}");
        assert!(s.contains("  ... and 1 more solids (see --trace)\n"), "{s}");
    }

    #[test]
    fn lists_everything_up_to_the_limit() {
        let s = summary_of(&crowd(MAX_LISTED_BODIES, 1));
        assert!(!s.contains("more bodies"), "{s}");
        assert!(s.contains("\n  b0 "), "{s}");
        assert!(s.contains("\n  s0 "), "{s}");
    }
}
