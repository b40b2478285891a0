//! The command line, parsed by hand: what to load, how to drive the player
//! and what to write at exit.

/// The usage text printed for `--help` and after a bad argument.
pub const USAGE: &str = "\
usage: tilestep-demo [FILE] [--preset nes|celeste|metroidvania] [--script KEYS_FILE]
                     [--frames N] [--screenshot OUT.png] [--capture OUT.toml]
                     [--state OUT.csv] [--overlay] [--level NAME]

FILE: a scenario .toml, or a map (.txt ASCII, .tmx/.tmj Tiled, .ldtk LDtk);
none: the built-in tour.";

/// The preset a run starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// `ControllerConfig::NES_LIKE`.
    Nes,
    /// `ControllerConfig::CELESTE_LIKE`.
    Celeste,
    /// `ControllerConfig::METROIDVANIA`.
    Metroidvania,
}

impl Preset {
    /// The preset's name, as the scenario file and the CLI spell it.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Nes => "nes",
            Preset::Celeste => "celeste",
            Preset::Metroidvania => "metroidvania",
        }
    }

    /// The preset named `s`, if any.
    pub fn from_name(s: &str) -> Option<Preset> {
        match s {
            "nes" => Some(Preset::Nes),
            "celeste" => Some(Preset::Celeste),
            "metroidvania" => Some(Preset::Metroidvania),
            _ => None,
        }
    }

    /// Its controller configuration.
    pub fn config(self) -> tilestep::ControllerConfig {
        match self {
            Preset::Nes => tilestep::ControllerConfig::NES_LIKE,
            Preset::Celeste => tilestep::ControllerConfig::CELESTE_LIKE,
            Preset::Metroidvania => tilestep::ControllerConfig::METROIDVANIA,
        }
    }
}

/// Everything the command line says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Args {
    /// The scenario or map to load; `None`: the built-in tour.
    pub file: Option<String>,
    /// `--preset`: overrides the player's preset.
    pub preset: Option<Preset>,
    /// `--script`: a keys file that drives the player instead of the keyboard.
    pub script: Option<String>,
    /// `--frames`: exit after this many simulation frames.
    pub frames: Option<u64>,
    /// `--screenshot`: PNG of the last rendered frame, written at exit.
    pub screenshot: Option<String>,
    /// `--capture`: the capture TOML, written at exit.
    pub capture: Option<String>,
    /// `--state`: the player's final state as a one-row trace CSV.
    pub state: Option<String>,
    /// `--overlay`: start with the debug overlay on.
    pub overlay: bool,
    /// `--level`: the LDtk level to load.
    pub level: Option<String>,
    /// `--help`: print the usage and exit 0.
    pub help: bool,
}

#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
/// Parses the arguments after the program name. `Err` is a one-line
/// message for stderr (the caller exits 2).
pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<Args, String> {
    let mut out = Args::default();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .filter(|v| !v.is_empty())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match a.as_str() {
            "-h" | "--help" => out.help = true,
            "--overlay" => out.overlay = true,
            "--preset" => {
                let v = value("--preset")?;
                let p = Preset::from_name(&v).ok_or_else(|| {
                    format!("unknown preset \"{v}\" (nes, celeste or metroidvania)")
                })?;
                out.preset = Some(p);
            }
            "--script" => set(&mut out.script, "--script", value("--script")?)?,
            "--frames" => {
                let v = value("--frames")?;
                let n = v
                    .parse::<u64>()
                    .map_err(|_| format!("--frames needs a whole number, not \"{v}\""))?;
                if out.frames.replace(n).is_some() {
                    return Err("--frames given twice".into());
                }
            }
            "--screenshot" => set(&mut out.screenshot, "--screenshot", value("--screenshot")?)?,
            "--capture" => set(&mut out.capture, "--capture", value("--capture")?)?,
            "--state" => set(&mut out.state, "--state", value("--state")?)?,
            "--level" => set(&mut out.level, "--level", value("--level")?)?,
            s if s.starts_with('-') && s.len() > 1 => {
                return Err(format!("unknown option \"{s}\""));
            }
            _ => {
                if out.file.is_some() {
                    return Err(format!("one FILE only (got a second: \"{a}\")"));
                }
                out.file = Some(a);
            }
        }
    }
    if out.level.is_some() && out.file.as_deref().is_none_or(|f| !f.ends_with(".ldtk")) {
        return Err("--level needs an .ldtk FILE".into());
    }
    Ok(out)
}

/// Sets an option that may be given once.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn set(slot: &mut Option<String>, name: &str, v: String) -> Result<(), String> {
    if slot.replace(v).is_some() {
        return Err(format!("{name} given twice"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<Args, String> {
        parse(s.split_whitespace().map(String::from))
    }

    #[test]
    fn no_arguments_is_the_tour() {
        assert_eq!(p("").unwrap(), Args::default());
    }

    #[test]
    fn every_option() {
        let a = p(
            "lvl.ldtk --preset nes --script s.keys --frames 300 --screenshot a.png \
                   --capture c.toml --state s.csv --overlay --level Level_1",
        )
        .unwrap();
        assert_eq!(a.file.as_deref(), Some("lvl.ldtk"));
        assert_eq!(a.preset, Some(Preset::Nes));
        assert_eq!(a.script.as_deref(), Some("s.keys"));
        assert_eq!(a.frames, Some(300));
        assert_eq!(a.screenshot.as_deref(), Some("a.png"));
        assert_eq!(a.capture.as_deref(), Some("c.toml"));
        assert_eq!(a.state.as_deref(), Some("s.csv"));
        assert!(a.overlay && !a.help);
        assert_eq!(a.level.as_deref(), Some("Level_1"));
    }

    #[test]
    fn bad_arguments_are_errors() {
        assert!(p("--preset snes").unwrap_err().contains("unknown preset"));
        assert!(p("--frames").unwrap_err().contains("needs a value"));
        assert!(p("--frames -3").unwrap_err().contains("whole number"));
        assert!(p("--frames 1 --frames 2").unwrap_err().contains("twice"));
        assert!(p("--bogus").unwrap_err().contains("unknown option"));
        assert!(p("a.toml b.toml").unwrap_err().contains("one FILE"));
        assert!(p("a.toml --level L").unwrap_err().contains(".ldtk"));
        assert!(p("--level L").is_err());
    }

    #[test]
    fn preset_names_round_trip() {
        for pr in [Preset::Nes, Preset::Celeste, Preset::Metroidvania] {
            assert_eq!(Preset::from_name(pr.name()), Some(pr));
            assert_eq!(
                tilestep::ControllerConfig::preset(pr.name()),
                Some(pr.config())
            );
        }
    }
}
