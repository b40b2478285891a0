//! The command line, parsed by hand: `tilestep sim [SCENARIO.toml] [--trace
//! OUT.csv] [--png OUT.png] [--gif OUT.gif] [--quiet]` here, and the map
//! commands `tilestep check`, `tilestep render` and `tilestep nav` in
//! [`crate::mapargs`].

use crate::argwalk::{Arg, ArgWalk};
use crate::mapargs;
pub use crate::mapargs::{CheckArgs, MapArgs, NavArgs, RenderArgs};
use tilestep_scenario::error::InputError;

/// Help for `tilestep --help` and `tilestep sim --help`.
pub const HELP: &str = "\
tilestep - run tile collision scenarios headless

USAGE:
    tilestep sim [SCENARIO.toml] [--trace OUT.csv] [--png OUT.png] [--gif OUT.gif] [--quiet]
    tilestep check MAP [--format text|json] [--deny warnings] [MAP OPTIONS]
    tilestep render MAP --png OUT.png [MAP OPTIONS]
    tilestep nav MAP --body WxH [--preset NAME] [--from X,Y --to X,Y]
                 [--png OUT.png] [--format text|json] [MAP OPTIONS]

    With no SCENARIO, runs the built-in tour (examples/scenarios/tour.toml):
    every tile kind, both gravities, platforms and a fast fall on one map.

OPTIONS:
    --trace OUT.csv   write the trace: one row per body per frame (frame 0 = start),
                      then one per moving solid ([[solid]]; x, y its top-left)
    --png OUT.png     draw the map, each body's path, boxes and contacts, and
                      each moving solid's route and boxes
    --gif OUT.gif     write an animation of the run (at most 300 GIF frames)
    --quiet           print nothing but errors and failed invariants
    -h, --help        print this help
    -V, --version     print the version

    MAP is an ASCII map (.txt), a Tiled map (.tmx, .tmj) or an LDtk project
    (.ldtk). `check` lints it (TS0001..TS0011, see crates/tilestep-maps/README.md)
    and prints a summary for each map or level (--format json: one JSON
    document); `render` draws it as the engine sees it. Without --level,
    both take every level of an LDtk project (render in their world places).

NAV OPTIONS:
    `nav` builds the navigation graph of one kind of body on the map (the
    first level, or --level's) and prints its size; with --from and --to,
    the fastest plan between them, checked by simulation (exit 1: no plan).
    --body WxH        the body's box, px (chamfered core, gravity down)
    --preset NAME     the controller: nes (default), celeste, metroidvania
    --from X,Y        where the body starts, px: it stands on the place below
    --to X,Y          where it goes, px: the place below (at most 4 tiles)
    --png OUT.png     draw the map, segments, samples, edges (by kind) and
                      the plan's track
    --format json     one JSON document: {\"graph\": .., \"plan\": ..}

MAP OPTIONS:
    --level NAME      only this LDtk level (exact name, else any case when
                      only one level matches)
    --layer NAME      read collision from this layer (repeatable, later over
                      earlier): a Tiled tile layer (its tiles with no collision
                      data collide as solid) or object layer (its rectangles and
                      polygons), or an LDtk IntGrid layer. Default: the layers
                      named collision/collisions (any case); LDtk: else the
                      only IntGrid layer
    --kind NAME=KIND  what the project's name (an LDtk IntGrid identifier or
                      value, a Tiled tile class) stands for: a tile kind with an
                      optional tag (repeatable): --kind dirt=solid
                      --kind ladder=empty#4 --kind 3=platform; TOP/KIND gives
                      each column's top cell TOP: --kind
                      ladder=platform#4/empty#4. Values naming no kind collide
                      as solid (warning TS0008)

EXIT CODES:
    0   the run finished and every checked invariant held (check: no errors,
        and no warnings under --deny warnings)
    1   an invariant of the collision contract failed (listed in the summary);
        check: errors found, or warnings under --deny warnings
    2   the scenario, map or command line is invalid (the message names the
        file, line and problem), or an output could not be written; check:
        the map, or a level of it, could not be read

A moving solid that can't push a body reports it squished (summary, and the
contact `squished` in the trace); that is not an invariant failure.

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
    /// Lint a map.
    Check(CheckArgs),
    /// Draw a map.
    Render(RenderArgs),
    /// Build a map's navigation graph and plan on it.
    Nav(NavArgs),
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
pub fn parse(args: &[String]) -> Result<Command, InputError> {
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        None | Some("-h" | "--help" | "help") => return Ok(Command::Help),
        Some("-V" | "--version") => return Ok(Command::Version),
        Some("sim") => {}
        Some(cmd @ ("check" | "render" | "nav")) => {
            let rest: Vec<String> = it.cloned().collect();
            if rest.iter().any(|a| a == "-h" || a == "--help") {
                return Ok(Command::Help);
            }
            return match cmd {
                "check" => mapargs::check_args(&rest).map(Command::Check),
                "render" => mapargs::render_args(&rest).map(Command::Render),
                _ => mapargs::nav_args(&rest).map(Command::Nav),
            };
        }
        Some(other) => {
            return Err(InputError::usage(format!(
            "unknown command {other:?} (commands: sim, check, render, nav; try `tilestep --help`)"
        )))
        }
    }
    let mut sim = SimArgs::default();
    let rest: Vec<String> = it.cloned().collect();
    let mut walk = ArgWalk::new(&rest);
    while let Some(arg) = walk.next_arg() {
        let (name, inline) = match arg {
            Arg::Positional(file) => {
                if sim.scenario.is_some() {
                    return Err(InputError::usage(format!(
                        "more than one scenario given ({file:?}); run one at a time"
                    )));
                }
                sim.scenario = Some(file.to_string());
                continue;
            }
            Arg::Option { name, inline } => (name, inline),
        };
        let slot = match name {
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "--quiet" | "-q" => {
                if inline.is_some() {
                    return Err(InputError::usage("--quiet takes no value"));
                }
                sim.quiet = true;
                continue;
            }
            "--trace" => &mut sim.trace,
            "--png" => &mut sim.png,
            "--gif" => &mut sim.gif,
            _ => {
                return Err(InputError::usage(format!(
                    "unknown option {name:?} (try `tilestep sim --help`)"
                )))
            }
        };
        let value = walk.value(name, inline, "a file name")?;
        if slot.is_some() {
            return Err(InputError::usage(format!("{name} given twice")));
        }
        *slot = Some(value);
    }
    Ok(Command::Sim(sim))
}

/// [`parse`] of a command line written as one string, split at white space
/// (for the tests below).
#[cfg(test)]
fn parse_line(line: &str) -> Result<Command, InputError> {
    parse(&crate::argwalk::words(line))
}

#[cfg(test)]
mod tests {
    use super::parse_line as p;
    use super::*;

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

    #[test]
    fn map_commands_go_to_their_parsers() {
        assert!(matches!(p("check m.tmx").unwrap(), Command::Check(c) if c.map.map == "m.tmx"));
        assert!(matches!(
            p("render m.tmx --png o.png").unwrap(),
            Command::Render(r) if r.png == "o.png"
        ));
        assert!(matches!(
            p("nav m.txt --body 12x24").unwrap(),
            Command::Nav(n) if n.body == (12, 24)
        ));
        assert_eq!(p("check m.tmx --help").unwrap(), Command::Help);
        assert!(p("render m.tmx").is_err());
    }
}
