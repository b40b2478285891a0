//! The command line, parsed by hand: `tilestep sim [SCENARIO.toml] [--trace
//! OUT.csv] [--png OUT.png] [--gif OUT.gif] [--quiet]`.

use crate::error::CliError;

/// Help for `tilestep --help` and `tilestep sim --help`.
pub const HELP: &str = "\
tilestep - run tile collision scenarios headless

USAGE:
    tilestep sim [SCENARIO.toml] [--trace OUT.csv] [--png OUT.png] [--gif OUT.gif] [--quiet]

    With no SCENARIO, runs the built-in tour (examples/scenarios/tour.toml):
    every tile kind, both gravities, platforms and a fast fall on one map.

OPTIONS:
    --trace OUT.csv   write the trace: one row per body per frame (frame 0 = start)
    --png OUT.png     draw the map, each body's path, boxes and contacts
    --gif OUT.gif     write an animation of the run (at most 300 GIF frames)
    --quiet           print nothing but errors and failed invariants
    -h, --help        print this help
    -V, --version     print the version

EXIT CODES:
    0   the run finished and every checked invariant held
    1   an invariant of the collision contract failed (listed in the summary)
    2   the scenario, map or command line is invalid (the message names the
        file, line and problem), or an output could not be written

The scenario format and the trace columns are described in the crate's README.
";

/// What to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Print [`HELP`].
    Help,
    /// Print the version.
    Version,
    /// Run a scenario.
    Sim(SimArgs),
}

/// Arguments of `tilestep sim`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimArgs {
    /// The scenario file; `None` runs the built-in tour.
    pub scenario: Option<String>,
    /// Where to write the CSV trace.
    pub trace: Option<String>,
    /// Where to write the PNG picture.
    pub png: Option<String>,
    /// Where to write the GIF animation.
    pub gif: Option<String>,
    /// Print only errors and invariant failures.
    pub quiet: bool,
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, CliError> {
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        None | Some("-h" | "--help" | "help") => return Ok(Command::Help),
        Some("-V" | "--version") => return Ok(Command::Version),
        Some("sim") => {}
        Some(other) => {
            return Err(CliError::usage(format!(
                "unknown command {other:?} (try `tilestep sim --help`)"
            )))
        }
    }
    let mut sim = SimArgs::default();
    let rest: Vec<&String> = it.collect();
    let mut i = 0;
    while i < rest.len() {
        let arg = rest[i].as_str();
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        let slot = match name {
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "--quiet" | "-q" => {
                if inline.is_some() {
                    return Err(CliError::usage("--quiet takes no value"));
                }
                sim.quiet = true;
                i += 1;
                continue;
            }
            "--trace" => &mut sim.trace,
            "--png" => &mut sim.png,
            "--gif" => &mut sim.gif,
            _ if name.starts_with('-') && name.len() > 1 => {
                return Err(CliError::usage(format!(
                    "unknown option {name:?} (try `tilestep sim --help`)"
                )))
            }
            _ => {
                if sim.scenario.is_some() {
                    return Err(CliError::usage(format!(
                        "more than one scenario given ({arg:?}); run one at a time"
                    )));
                }
                sim.scenario = Some(arg.to_string());
                i += 1;
                continue;
            }
        };
        let value = match inline {
            Some(v) => v,
            None => {
                i += 1;
                match rest.get(i) {
                    Some(v) if !v.starts_with("--") => v.to_string(),
                    _ => return Err(CliError::usage(format!("{name} needs a file name"))),
                }
            }
        };
        if value.is_empty() {
            return Err(CliError::usage(format!("{name} needs a file name")));
        }
        if slot.is_some() {
            return Err(CliError::usage(format!("{name} given twice")));
        }
        *slot = Some(value);
        i += 1;
    }
    Ok(Command::Sim(sim))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<Command, CliError> {
        let v: Vec<String> = s.split_whitespace().map(String::from).collect();
        parse(&v)
    }

    #[test]
    fn parses_every_option() {
        let c = p("sim a.toml --trace t.csv --png=p.png --gif g.gif --quiet").unwrap();
        assert_eq!(
            c,
            Command::Sim(SimArgs {
                scenario: Some("a.toml".into()),
                trace: Some("t.csv".into()),
                png: Some("p.png".into()),
                gif: Some("g.gif".into()),
                quiet: true,
            })
        );
        assert_eq!(p("sim").unwrap(), Command::Sim(SimArgs::default()));
        assert_eq!(p("sim --help").unwrap(), Command::Help);
        assert_eq!(p("").unwrap(), Command::Help);
    }

    #[test]
    fn refuses_bad_arguments() {
        assert!(p("run x").is_err());
        assert!(p("sim --trace").is_err());
        assert!(p("sim --trace --png x").is_err());
        assert!(p("sim a b").is_err());
        assert!(p("sim --bogus").is_err());
        assert!(p("sim --png a --png b").is_err());
    }
}
