//! A failing [`Case`] printed as a regression test to paste: the map as
//! ASCII rows, the body, and the script, as Rust that builds the same case
//! and calls [`Case::assert_ok`]. This is the `Debug` of [`Case`] and
//! [`Frame`], so proptest's "minimal failing input" is already the test.

use crate::sim::{Case, Frame};
use std::fmt;

impl fmt::Debug for Frame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if let Some(v) = self.vx {
            parts.push(format!("vx: Some({v})"));
        }
        if self.ax != 0 {
            parts.push(format!("ax: {}", self.ax));
        }
        if let Some(v) = self.vy {
            parts.push(format!("vy: Some({v})"));
        }
        if let Some(v) = self.jump {
            parts.push(format!("jump: Some({v})"));
        }
        if self.drop {
            parts.push("drop: true".into());
        }
        if let Some(g) = self.gravity {
            parts.push(format!("gravity: Some(Gravity::{g:?})"));
        }
        if self.flip {
            parts.push("flip: true".into());
        }
        if let Some((w, h)) = self.resize {
            parts.push(format!("resize: Some(({w}, {h}))"));
        }
        parts.push("..Frame::default()".into());
        write!(f, "Frame {{ {} }}", parts.join(", "))
    }
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "// Regression test (tilestep-check repro); body {}x{} px, start ({}, {}) px + ({}, {})/256, {} frames.",
            self.size.0, self.size.1, self.start.0 >> 8, self.start.1 >> 8, self.start.0 & 255, self.start.1 & 255, self.frames())?;
        writeln!(f, "#[test]")?;
        writeln!(f, "fn regression() {{")?;
        writeln!(
            f,
            "    use tilestep::{{CoreShape, EdgePolicy, Edges, Gravity}};"
        )?;
        writeln!(f, "    use tilestep_check::sim::{{Case, Frame}};")?;
        writeln!(f, "    let case = Case {{")?;
        writeln!(f, "        tile: {},", self.tile)?;
        writeln!(f, "        rows: [")?;
        for r in &self.rows {
            writeln!(f, "            {r:?},")?;
        }
        writeln!(f, "        ]")?;
        writeln!(f, "        .map(String::from)")?;
        writeln!(f, "        .to_vec(),")?;
        write!(f, "        profiles: vec![")?;
        for (ch, ceiling, h) in &self.profiles {
            write!(f, "\n            ({ch:?}, {ceiling}, vec!{h:?}),")?;
        }
        if self.profiles.is_empty() {
            writeln!(f, "],")?;
        } else {
            writeln!(f, "\n        ],")?;
        }
        let e = self.edges;
        writeln!(
            f,
            "        edges: Edges {{ left: EdgePolicy::{:?}, right: EdgePolicy::{:?}, top: EdgePolicy::{:?}, bottom: EdgePolicy::{:?} }},",
            e.left,
            e.right,
            e.top,
            e.bottom
        )?;
        writeln!(f, "        start: ({}, {}),", self.start.0, self.start.1)?;
        writeln!(f, "        vel: ({}, {}),", self.vel.0, self.vel.1)?;
        writeln!(f, "        size: ({}, {}),", self.size.0, self.size.1)?;
        writeln!(f, "        core: CoreShape::{:?},", self.core)?;
        writeln!(f, "        gravity: Gravity::{:?},", self.gravity)?;
        writeln!(f, "        accel: {},", self.accel)?;
        writeln!(f, "        max_fall: {},", self.max_fall)?;
        writeln!(f, "        script: vec![")?;
        for (n, fr) in &self.script {
            writeln!(f, "            ({n}, {fr:?}),")?;
        }
        writeln!(f, "        ],")?;
        writeln!(f, "    }};")?;
        writeln!(f, "    case.assert_ok();")?;
        write!(f, "}}")
    }
}

#[cfg(test)]
mod tests {
    use crate::sim::{Case, Frame};
    use tilestep::{EdgePolicy, Edges, Gravity};

    #[test]
    fn a_case_prints_as_a_test_that_runs() {
        let case = Case {
            tile: 16,
            rows: ["....", "..a.", "####"].map(String::from).to_vec(),
            profiles: vec![('a', false, (1..=16).collect())],
            edges: Edges::default(),
            start: (24 * 256, 32 * 256),
            vel: (0, 0),
            size: (8, 16),
            core: tilestep::CoreShape::Chamfered,
            gravity: Gravity::Down,
            accel: 64,
            max_fall: 6 * 256,
            script: vec![(
                30,
                Frame {
                    vx: Some(384),
                    ..Frame::default()
                },
            )],
        };
        let text = format!("{case:?}");
        assert!(text.contains("\"..a.\","), "{text}");
        assert!(text.contains("('a', false, vec![1, 2,"), "{text}");
        assert!(
            text.contains("(30, Frame { vx: Some(384), ..Frame::default() }),"),
            "{text}"
        );
        assert!(text.ends_with("    case.assert_ok();\n}"), "{text}");
        case.assert_ok();
    }

    #[test]
    fn gravities_and_edges_print_as_rust_paths() {
        use EdgePolicy::{Open, Solid};
        for (g, name) in [
            (Gravity::Down, "Gravity::Down"),
            (Gravity::Up, "Gravity::Up"),
            (Gravity::None, "Gravity::None"),
        ] {
            let case = Case {
                tile: 16,
                rows: ["...."].map(String::from).to_vec(),
                profiles: vec![],
                edges: Edges {
                    left: Solid,
                    right: Open,
                    top: Open,
                    bottom: Solid,
                },
                start: (24 * 256, 8 * 256),
                vel: (0, 0),
                size: (8, 8),
                core: tilestep::CoreShape::Chamfered,
                gravity: g,
                accel: 64,
                max_fall: 6 * 256,
                script: vec![(
                    1,
                    Frame {
                        gravity: Some(g),
                        ..Frame::default()
                    },
                )],
            };
            let text = format!("{case:?}");
            assert!(
                text.contains(&format!("        gravity: {name},\n")),
                "{text}"
            );
            assert!(
                text.contains(&format!("gravity: Some({name}), ..Frame::default()")),
                "{text}"
            );
            assert!(
                text.contains("edges: Edges { left: EdgePolicy::Solid, right: EdgePolicy::Open, top: EdgePolicy::Open, bottom: EdgePolicy::Solid },"),
                "{text}"
            );
        }
    }
}
