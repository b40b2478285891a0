//! A tiny, self-contained case: an ASCII map, one body and a script of input
//! runs, stepped with the core and judged by the independent checker after
//! every step. The property tests and the step fuzz target generate these;
//! a failing one prints (through its `Debug`) as a pasteable regression test
//! (see [`crate::repro`]).
//!
//! Each frame, in this order (the order of `tilestep sim`, plus a resize and
//! a direct gravity or vertical-speed change, which a script may ask for):
//!
//! 1. On a run's first frame: `gravity` sets the direction, then `flip`
//!    reverses it; then `resize` calls `map.resize` (checked: on success the
//!    core is clear and moved by at most the growth; on refusal the body is
//!    unchanged).
//! 2. `vx` (when set) becomes the horizontal speed; else `ax` is added.
//! 3. `vy` (first frame, when set) becomes the vertical speed; else the
//!    gravity acceleration `accel` is added along gravity (saturating) and
//!    the speed along gravity is capped at `max_fall`.
//! 4. On a run's first frame, `jump` (when set and the body stands as the
//!    last step left it) sets the speed against gravity.
//! 5. `map.step(&mut body, StepInput { drop })`, then the checker: invariants
//!    1, 2, 3 and 5, and the reported `standing` against the contract's
//!    definition computed from the map data.

use crate::check::{check_step, rule_name, StepFacts};
use crate::geom::{core_clear, Boxel};
use crate::hash::fnv1a64;
use crate::solid::SolidField;
use tilestep::{
    Body, Contacts, CoreShape, Edges, Gravity, Legend, MapError, Size, StepInput, SubPoint, Subpx,
    TileDef, TileKind, TileMap,
};
use tilestep_scenario::trace_row::{push_body_row, HEADER};

/// One run of frames: `vx`, `ax` and `drop` hold every frame of the run;
/// the rest act on its first frame only.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Frame {
    /// Horizontal speed set every frame, subpixels/frame.
    pub vx: Option<i32>,
    /// Added to the horizontal speed every frame when `vx` is `None`.
    pub ax: i32,
    /// Vertical speed set on the first frame instead of gravity's acceleration.
    pub vy: Option<i32>,
    /// Speed against gravity on the first frame, if standing, subpixels/frame.
    pub jump: Option<i32>,
    /// Fall through one-way surfaces along gravity, every frame.
    pub drop: bool,
    /// Gravity direction set on the first frame (before `flip`).
    pub gravity: Option<Gravity>,
    /// Reverse gravity on the first frame.
    pub flip: bool,
    /// New body size `(w, h)` on the first frame, through `map.resize`.
    pub resize: Option<(i32, i32)>,
}

/// A map, one body and its script.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Case {
    /// Tile size, px.
    pub tile: u32,
    /// The map, one string per row, default characters of the contract
    /// (`docs/contract.md`) plus the `profiles` characters.
    pub rows: Vec<String>,
    /// Custom height profiles: `(char, ceiling, heights)`.
    pub profiles: Vec<(char, bool, Vec<u16>)>,
    /// Edge policies.
    pub edges: Edges,
    /// Start origin, subpixels.
    pub start: (i32, i32),
    /// Start velocity, subpixels/frame.
    pub vel: (i32, i32),
    /// Body size `(w, h)`, px.
    pub size: (i32, i32),
    /// The shape of the body's core.
    pub core: CoreShape,
    /// Start gravity direction.
    pub gravity: Gravity,
    /// Gravity acceleration (magnitude), subpixels/frame².
    pub accel: i32,
    /// Cap on the speed along gravity, subpixels/frame.
    pub max_fall: i32,
    /// Runs of frames: `(length, frame)`.
    pub script: Vec<(u32, Frame)>,
}

/// One recorded frame: the body after the step and its contacts.
pub type Row = (Body, Contacts);

/// What a run of a [`Case`] gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Frame 0 (the start) then one row per step.
    pub trace: Vec<Row>,
    /// Body-steps judged (the core was clear when they began).
    pub checked: u64,
    /// Every failure: `frame N: what`.
    pub failures: Vec<String>,
}

impl Outcome {
    /// The failures, one a line, then a blank line and `case`'s repro (its
    /// `Debug`), for a property test or fuzz target to report; `None` when
    /// nothing failed.
    pub fn failure_report(&self, case: &Case) -> Option<String> {
        (!self.failures.is_empty()).then(|| format!("{}\n\n{case:?}", self.failures.join("\n")))
    }

    /// The trace as CSV (the scenario trace's rows,
    /// [`tilestep_scenario::trace_row`]), body name `b`.
    pub fn csv(&self) -> String {
        let mut s = String::from(HEADER);
        s.push('\n');
        for (f, (b, c)) in self.trace.iter().enumerate() {
            push_body_row(&mut s, f as u32, "b", b, c, false);
        }
        s
    }

    /// FNV-1a 64 of [`Outcome::csv`].
    pub fn hash(&self) -> u64 {
        fnv1a64(self.csv().as_bytes())
    }
}

impl Frame {
    /// A run at horizontal speed `vx`, subpixels/frame, nothing else.
    pub fn vx(vx: i32) -> Frame {
        Frame {
            vx: Some(vx),
            ..Frame::default()
        }
    }

    /// This run, jumping at `speed` (subpixels/frame) on its first frame.
    pub fn with_jump(self, speed: i32) -> Frame {
        Frame {
            jump: Some(speed),
            ..self
        }
    }

    /// This run, reversing gravity on its first frame.
    pub fn with_flip(self) -> Frame {
        Frame { flip: true, ..self }
    }

    /// This run, dropping through one-way surfaces every frame.
    pub fn with_drop(self) -> Frame {
        Frame { drop: true, ..self }
    }

    /// This run, resizing the body to `(w, h)` px on its first frame.
    pub fn with_resize(self, w: i32, h: i32) -> Frame {
        Frame {
            resize: Some((w, h)),
            ..self
        }
    }
}

impl Case {
    /// A body of `size` px (`(w, h)`) at `start` (its origin, subpixels) on
    /// the map `rows` of `tile` px tiles: at rest, gravity down at
    /// 64 subpixels/frame² capped at 6 px/frame, default edges, no custom
    /// profiles and an empty script. Change the rest with struct update
    /// syntax: `Case { script, ..Case::new(..) }`.
    pub fn new(tile: u32, rows: &[&str], start: (i32, i32), size: (i32, i32)) -> Case {
        Case {
            tile,
            rows: rows.iter().map(|r| r.to_string()).collect(),
            profiles: vec![],
            edges: Edges::default(),
            start,
            vel: (0, 0),
            size,
            core: CoreShape::Chamfered,
            gravity: Gravity::Down,
            accel: 64,
            max_fall: 6 * 256,
            script: vec![],
        }
    }

    /// The map this case describes.
    pub fn map(&self) -> Result<TileMap, MapError> {
        let mut legend = Legend::default();
        for (ch, ceiling, heights) in &self.profiles {
            legend.insert(*ch, TileDef::custom(*ceiling, heights));
        }
        TileMap::from_ascii_with(&self.rows.join("\n"), self.tile, &legend, self.edges)
    }

    /// The start body.
    pub fn body(&self) -> Body {
        let mut b = Body::new(
            SubPoint::new(self.start.0, self.start.1),
            Size::new(self.size.0, self.size.1),
        );
        b.vel = SubPoint::new(self.vel.0, self.vel.1);
        b.gravity = self.gravity;
        b.core = self.core;
        b
    }

    /// Total frames of the script.
    pub fn frames(&self) -> u64 {
        self.script.iter().map(|r| u64::from(r.0)).sum()
    }

    /// Runs the case, judging every step. Panics only if the map is invalid.
    pub fn run(&self) -> Outcome {
        let map = self.map().expect("the case's map is valid");
        let field = SolidField::new(&map);
        run(&map, &field, self)
    }

    /// Runs the case twice and panics with the repro if any check failed or
    /// the two runs differ (a regression test's body).
    pub fn assert_ok(&self) {
        let a = self.run();
        assert!(
            a.failures.is_empty(),
            "{:?}\n{}",
            self,
            a.failures.join("\n")
        );
        assert_eq!(a, self.run(), "not deterministic\n{self:?}");
    }
}

/// Runs `case` on `map` (which must be `case.map()`), judging every step over `field`.
pub fn run(map: &TileMap, field: &SolidField, case: &Case) -> Outcome {
    run_with(map, field, case, |m, b, i| m.step(b, i))
}

/// [`run`] with the step made by `step(map, body, input)` instead of
/// [`TileMap::step`]: the differential tests pass the step by the rules
/// alone ([`TileMap::step_by_rules`], on the map without its bitmap) and
/// compare the two traces.
pub fn run_with(
    map: &TileMap,
    field: &SolidField,
    case: &Case,
    mut step: impl FnMut(&TileMap, &mut Body, StepInput) -> Contacts,
) -> Outcome {
    let mut body = case.body();
    body.standing = map.stands(&body);
    let mut out = Outcome {
        trace: vec![(body, Contacts::default())],
        checked: 0,
        failures: Vec::new(),
    };
    let mut frame = 0u32;
    for (len, fr) in &case.script {
        for i in 0..*len {
            frame += 1;
            let first = i == 0;
            let fail = |out: &mut Outcome, what: String| {
                if out.failures.len() < 20 {
                    out.failures.push(format!("frame {frame}: {what}"));
                }
            };
            // 1. Gravity direction, flip, resize.
            if first {
                if let Some(g) = fr.gravity {
                    body.gravity = g;
                }
                if fr.flip {
                    body.gravity = body.gravity.flipped();
                }
                if let Some((w, h)) = fr.resize {
                    let old = body;
                    let was_clear = core_clear(field, Boxel::of_body(&body));
                    match map.resize(&mut body, Size::new(w, h)) {
                        Ok(shift) => {
                            let (dx, dy) = (shift.x.0, shift.y.0);
                            let grow = (w - old.size.w().0).max(h - old.size.h().0).max(1);
                            if body.size != Size::new(w, h)
                                || body.pos.x.0 != old.pos.x.0 + dx * 256
                                || body.pos.y.0 != old.pos.y.0 + dy * 256
                            {
                                fail(&mut out, format!("resize to {w}x{h} reported shift ({dx}, {dy}) but left {body:?}"));
                            } else if was_clear && !core_clear(field, Boxel::of_body(&body)) {
                                fail(&mut out, format!("resize to {w}x{h} (shift {dx}, {dy}) left the core overlapping a solid pixel"));
                            } else if dx.abs().max(dy.abs()) > grow {
                                fail(&mut out, format!("resize to {w}x{h} moved the body ({dx}, {dy}), more than the growth {grow}"));
                            }
                        }
                        Err(_) => {
                            if body != old {
                                fail(
                                    &mut out,
                                    format!("refused resize to {w}x{h} changed the body"),
                                );
                            }
                        }
                    }
                }
            }
            let g = body.gravity.sign();
            // 2. Horizontal input.
            body.vel.x.0 = match fr.vx {
                Some(v) => v,
                None => body.vel.x.0.saturating_add(fr.ax),
            };
            // 3. Vertical speed or gravity.
            match fr.vy.filter(|_| first) {
                Some(v) => body.vel.y.0 = v,
                None => body.fall(Subpx(case.accel.saturating_mul(g)), Subpx(case.max_fall)),
            }
            // 4. Jump.
            if let (true, true, Some(j)) = (first, body.standing, fr.jump) {
                body.jump(Subpx(j));
            }
            // 5. Step and judge.
            let input = StepInput { drop: fr.drop };
            step_judged(map, field, &mut body, input, &mut step, (&mut out, frame));
        }
    }
    out
}

/// Steps `body` on `map` with `input` (by `step`), judges the step over
/// `field` when the body's core was clear as it began, and records it in
/// `out` (frame `frame`).
pub(crate) fn step_judged(
    map: &TileMap,
    field: &SolidField,
    body: &mut Body,
    input: StepInput,
    step: &mut impl FnMut(&TileMap, &mut Body, StepInput) -> Contacts,
    (out, frame): (&mut Outcome, u32),
) {
    let before = *body;
    let c = step(map, body, input);
    let facts = StepFacts {
        before,
        vel_in: before.vel,
        drop: input.drop,
        after: *body,
    };
    if core_clear(field, Boxel::of_body(&before)) {
        out.checked += 1;
        for (inv, msg) in check_step(field, &facts) {
            if out.failures.len() < 20 {
                out.failures
                    .push(format!("frame {frame}: {}: {msg}", rule_name(inv)));
            }
        }
    }
    out.trace.push((*body, c));
}

/// The tile kinds' default characters, for generators: every named kind
/// except `empty`.
pub const KIND_CHARS: &str = "#-_E/\\7FrRLlmMWw=~[]123456abcdef";

/// The character a mirrored map uses for `ch` (`x`: left-right, else
/// top-bottom); profile characters stay (their profiles are mirrored instead).
pub fn mirror_char(ch: char, x: bool) -> char {
    match TileKind::from_char(ch) {
        Some(k) => {
            let m = if x { k.mirror_x() } else { k.mirror_y() };
            m.default_char().unwrap_or(ch)
        }
        None => ch,
    }
}

#[cfg(test)]
mod tests {
    use super::KIND_CHARS;

    #[test]
    fn kind_chars_are_the_named_kinds_but_empty() {
        let want: String = tilestep::TileKind::ALL[1..]
            .iter()
            .filter_map(|k| k.default_char())
            .collect();
        assert_eq!(tilestep::TileKind::ALL[0], tilestep::TileKind::Empty);
        assert_eq!(KIND_CHARS, want);
    }
}
