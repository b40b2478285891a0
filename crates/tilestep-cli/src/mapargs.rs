//! The map commands' command lines: `tilestep check MAP [--format
//! text|json] [--deny warnings] [--level NAME] [--layer NAME]...
//! [--kind NAME=KIND]...` and `tilestep render MAP --png OUT.png [--level
//! NAME] [--layer NAME]... [--kind NAME=KIND]...`.

use crate::argwalk::{Arg, ArgWalk};
use tilestep_maps::KindTable;
use tilestep_scenario::error::InputError;
use tilestep_scenario::mapkeys::MapKeys;

/// A map file and what of it to read: its level, its collision layers,
/// the kinds of its own names. Shared by `check` and `render`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapArgs {
    /// The map file.
    pub map: String,
    /// `--level` (`None`: every level), `--layer` names in order (empty:
    /// the loader's defaults) and `--kind` entries, as a scenario's keys
    /// give them: [`MapKeys::options`] are the load options they ask for.
    pub keys: MapKeys,
}

/// Arguments of `tilestep check`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckArgs {
    /// The map and what of it to read.
    pub map: MapArgs,
    /// One JSON document instead of text.
    pub json: bool,
    /// Warnings fail the check (exit 1).
    pub deny_warnings: bool,
}

/// Arguments of `tilestep render`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RenderArgs {
    /// The map and what of it to read.
    pub map: MapArgs,
    /// Where to write the PNG.
    pub png: String,
}

/// Options a map command may repeat.
const REPEATABLE: [&str; 2] = ["--layer", "--kind"];

/// One positional argument (the map) and `--name value` / `--name=value`
/// options among `names`, in order.
fn options(
    cmd: &str,
    args: &[String],
    names: &[&str],
) -> Result<(String, Vec<(String, String)>), InputError> {
    let mut pos: Option<String> = None;
    let mut opts: Vec<(String, String)> = Vec::new();
    let mut walk = ArgWalk::new(args);
    while let Some(arg) = walk.next_arg() {
        match arg {
            Arg::Option { name, inline } => {
                if !names.contains(&name) {
                    return Err(InputError::usage(format!(
                        "unknown option {name:?} for `tilestep {cmd}` (try `tilestep --help`)"
                    )));
                }
                let value = walk.value(name, inline, "a value")?;
                if !REPEATABLE.contains(&name) && opts.iter().any(|o| o.0 == name) {
                    return Err(InputError::usage(format!("{name} given twice")));
                }
                opts.push((name.to_string(), value));
            }
            Arg::Positional(file) => {
                if pos.is_some() {
                    return Err(InputError::usage(format!(
                        "more than one map given ({file:?}); `tilestep {cmd}` takes one"
                    )));
                }
                pos = Some(file.to_string());
            }
        }
    }
    let pos = pos.ok_or_else(|| {
        InputError::usage(format!(
            "`tilestep {cmd}` needs a map file (.txt, .tmx, .tmj or .ldtk)"
        ))
    })?;
    Ok((pos, opts))
}

/// The value of option `name`, if given.
fn get(opts: &[(String, String)], name: &str) -> Option<String> {
    opts.iter().find(|o| o.0 == name).map(|o| o.1.clone())
}

/// Every value of option `name`, in order.
fn all(opts: &[(String, String)], name: &str) -> Vec<String> {
    opts.iter()
        .filter(|o| o.0 == name)
        .map(|o| o.1.clone())
        .collect()
}

/// The map, `--level`, `--layer`s and `--kind`s.
fn map_args(map: String, o: &[(String, String)]) -> Result<MapArgs, InputError> {
    let mut kinds = KindTable::new();
    for k in all(o, "--kind") {
        kinds
            .add_entry(&k)
            .map_err(|e| InputError::usage(format!("--kind: {e}")))?;
    }
    Ok(MapArgs {
        map,
        keys: MapKeys {
            level: get(o, "--level"),
            layers: all(o, "--layer"),
            kinds,
        },
    })
}

/// `tilestep check`'s arguments (those after the command's name).
pub(crate) fn check_args(args: &[String]) -> Result<CheckArgs, InputError> {
    let names = ["--format", "--deny", "--level", "--layer", "--kind"];
    let (map, o) = options("check", args, &names)?;
    let json = match get(&o, "--format").as_deref() {
        None | Some("text") => false,
        Some("json") => true,
        Some(f) => {
            return Err(InputError::usage(format!(
                "--format must be \"text\" or \"json\", not {f:?}"
            )))
        }
    };
    let deny_warnings = match get(&o, "--deny").as_deref() {
        None => false,
        Some("warnings") => true,
        Some(d) => {
            return Err(InputError::usage(format!(
                "--deny takes \"warnings\", not {d:?}"
            )))
        }
    };
    Ok(CheckArgs {
        map: map_args(map, &o)?,
        json,
        deny_warnings,
    })
}

/// `tilestep render`'s arguments (those after the command's name).
pub(crate) fn render_args(args: &[String]) -> Result<RenderArgs, InputError> {
    let names = ["--png", "--level", "--layer", "--kind"];
    let (map, o) = options("render", args, &names)?;
    let png = get(&o, "--png")
        .ok_or_else(|| InputError::usage("`tilestep render` needs --png OUT.png"))?;
    Ok(RenderArgs {
        map: map_args(map, &o)?,
        png,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::argwalk::words;
    use tilestep::TileKind;
    use tilestep_maps::KindTag;

    /// `tilestep check`'s arguments, written as one string.
    fn check(line: &str) -> Result<CheckArgs, InputError> {
        check_args(&words(line))
    }

    /// `tilestep render`'s arguments, written as one string.
    fn render(line: &str) -> Result<RenderArgs, InputError> {
        render_args(&words(line))
    }

    #[test]
    fn parses_check_and_render() {
        assert_eq!(
            check("m.tmx --format json --deny=warnings --level L").unwrap(),
            CheckArgs {
                map: MapArgs {
                    map: "m.tmx".into(),
                    keys: MapKeys {
                        level: Some("L".into()),
                        ..MapKeys::default()
                    },
                },
                json: true,
                deny_warnings: true,
            }
        );
        assert_eq!(
            render("m.ldtk --png o.png").unwrap(),
            RenderArgs {
                map: MapArgs {
                    map: "m.ldtk".into(),
                    ..MapArgs::default()
                },
                png: "o.png".into(),
            }
        );
        assert!(check("").is_err());
        assert!(check("a b").is_err());
        assert!(check("a --format xml").is_err());
        assert!(check("a --deny errors").is_err());
        assert!(check("a --level x --level y").is_err());
        assert!(render("a").is_err());
        assert!(render("a --trace x").is_err());
    }

    #[test]
    fn layers_and_kinds_repeat() {
        let c =
            check("m.ldtk --layer Walls --layer=Ground --kind dirt=solid --kind ladder=empty#4")
                .unwrap();
        assert_eq!(c.map.keys.layers, ["Walls", "Ground"]);
        let ladder = KindTag {
            kind: TileKind::Empty,
            tag: Some(4),
        };
        assert_eq!(c.map.keys.kinds.get("ladder"), Some(ladder.into()));
        let e = render("m.ldtk --png o.png --kind dirt").unwrap_err();
        assert_eq!(
            e.to_string(),
            "error: --kind: kind \"dirt\": expected NAME=KIND, e.g. dirt=solid, 3=platform#2 or ladder=platform#4/empty#4"
        );
        let c = check("m.ldtk --kind ladder=platform#4/empty#4").unwrap();
        let top = KindTag {
            kind: TileKind::Platform,
            tag: Some(4),
        };
        assert_eq!(
            c.map.keys.kinds.get("ladder"),
            Some(tilestep_maps::KindSpec::column(top, ladder))
        );
    }
}
