//! A body driven by the character controller ([`tilestep::Controller`])
//! from a script of held buttons, on a [`Case`]'s map from its start,
//! judged every step: what the step fuzz targets draw so that the
//! controller's moves and the assists its presets turn on (the ceiling
//! corner correction, the ledge assist) are stepped and compared too.
//! The case's own script is not used: the controller sets the speeds.

use crate::sim::{step_judged, Case, Outcome};
use crate::solid::SolidField;
use std::fmt;
use tilestep::{
    Body, Buttons, Contacts, Controller, ControllerConfig, Effects, StepInput, TileMap,
};

/// A case's map and body, driven by the controller.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Controlled {
    /// The map, and the body where it starts (its script is not used).
    pub case: Case,
    /// The controller's feel (its assists are the body's).
    pub config: ControllerConfig,
    /// Runs of frames with the buttons held: `(length, buttons)`.
    pub buttons: Vec<(u32, Buttons)>,
}

impl Controlled {
    /// Runs it, judging every step. Panics only if the map is invalid.
    pub fn run(&self) -> Outcome {
        let map = self.case.map().expect("the case's map is valid");
        let field = SolidField::new(&map);
        run_controlled_with(&map, &field, self, |m, b, i| m.step(b, i))
    }
}

/// Runs `c` on `map` (which must be `c.case.map()`), judging every step
/// over `field`, the step made by `step(map, body, input)`: the step, or
/// (for the differential tests and fuzz target) the step by the rules
/// alone.
pub fn run_controlled_with(
    map: &TileMap,
    field: &SolidField,
    c: &Controlled,
    mut step: impl FnMut(&TileMap, &mut Body, StepInput) -> Contacts,
) -> Outcome {
    let mut body = c.case.body();
    body.standing = map.stands(&body);
    let mut out = Outcome {
        trace: vec![(body, Contacts::default())],
        checked: 0,
        failures: Vec::new(),
    };
    let mut ctl = Controller::new(c.config);
    let fx = Effects::default();
    let mut frame = 0u32;
    for &(len, held) in &c.buttons {
        for _ in 0..len {
            frame += 1;
            let input = ctl.update(map, &mut body, held, &fx);
            step_judged(map, field, &mut body, input, &mut step, (&mut out, frame));
        }
    }
    out
}

impl fmt::Debug for Controlled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let preset = ControllerConfig::PRESETS
            .into_iter()
            .find(|p| ControllerConfig::preset(p) == Some(self.config));
        writeln!(
            f,
            "// A controlled case: {:?} with",
            preset.unwrap_or("a custom config")
        )?;
        writeln!(f, "// config {:?}", self.config)?;
        let keys: Vec<String> = self
            .buttons
            .iter()
            .map(|(n, b)| format!("{}*{n}", b.letters().as_str()))
            .collect();
        writeln!(f, "// buttons {}", keys.join(" "))?;
        write!(f, "{:?}", self.case)
    }
}
