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

/// Arguments of `tilestep nav`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NavArgs {
    /// The map and what of it to read.
    pub map: MapArgs,
    /// The body's box, px (`--body WxH`).
    pub body: (i32, i32),
    /// The controller preset (`--preset`, default `nes`).
    pub preset: String,
    /// Where the plan starts and ends, px (`--from X,Y --to X,Y`).
    pub route: Option<((i32, i32), (i32, i32))>,
    /// Where to write the PNG.
    pub png: Option<String>,
    /// One JSON document instead of text.
    pub json: bool,
}

/// The controller presets `--preset` takes.
pub const PRESETS: [&str; 3] = ["nes", "celeste", "metroidvania"];

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

/// `--format`: true for `json`, false for `text` or none.
fn json_format(o: &[(String, String)]) -> Result<bool, InputError> {
    match get(o, "--format").as_deref() {
        None | Some("text") => Ok(false),
        Some("json") => Ok(true),
        Some(f) => Err(InputError::usage(format!(
            "--format must be \"text\" or \"json\", not {f:?}"
        ))),
    }
}

/// `tilestep check`'s arguments (those after the command's name).
pub(crate) fn check_args(args: &[String]) -> Result<CheckArgs, InputError> {
    let names = ["--format", "--deny", "--level", "--layer", "--kind"];
    let (map, o) = options("check", args, &names)?;
    let json = json_format(&o)?;
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

/// Two whole numbers `A` and `B` written `A{sep}B` (`12x24`, `40,-8`).
fn pair(v: &str, sep: char) -> Option<(i32, i32)> {
    let (a, b) = v.split_once(sep)?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}

/// `--body WxH`: each side 1 to [`tilestep::MAX_BODY_PX`] px.
fn body_size(v: &str) -> Result<(i32, i32), InputError> {
    let (w, h) = pair(&v.to_ascii_lowercase(), 'x').ok_or_else(|| {
        InputError::usage(format!(
            "--body {v:?}: expected WxH in whole px, e.g. --body 12x24"
        ))
    })?;
    let max = tilestep::MAX_BODY_PX;
    if !(1..=max).contains(&w) || !(1..=max).contains(&h) {
        return Err(InputError::usage(format!(
            "--body {v:?}: each side must be 1 to {max} px"
        )));
    }
    Ok((w, h))
}

/// `--from X,Y` or `--to X,Y`, px.
fn point(name: &str, v: &str) -> Result<(i32, i32), InputError> {
    pair(v, ',').ok_or_else(|| {
        InputError::usage(format!(
            "{name} {v:?}: expected X,Y in whole px, e.g. {name} 40,100"
        ))
    })
}

/// `tilestep nav`'s arguments (those after the command's name).
pub(crate) fn nav_args(args: &[String]) -> Result<NavArgs, InputError> {
    let names = [
        "--body", "--preset", "--from", "--to", "--png", "--format", "--level", "--layer", "--kind",
    ];
    let (map, o) = options("nav", args, &names)?;
    let body = get(&o, "--body").ok_or_else(|| {
        InputError::usage("`tilestep nav` needs --body WxH (px), e.g. --body 12x24")
    })?;
    let preset = get(&o, "--preset").unwrap_or_else(|| PRESETS[0].to_string());
    if !PRESETS.contains(&preset.as_str()) {
        return Err(InputError::usage(format!(
            "--preset must be one of {}, not {preset:?}",
            PRESETS.join(", ")
        )));
    }
    let route = match (get(&o, "--from"), get(&o, "--to")) {
        (None, None) => None,
        (Some(a), Some(b)) => Some((point("--from", &a)?, point("--to", &b)?)),
        _ => {
            return Err(InputError::usage(
                "--from and --to go together: give both or neither",
            ))
        }
    };
    Ok(NavArgs {
        body: body_size(&body)?,
        preset,
        route,
        png: get(&o, "--png"),
        json: json_format(&o)?,
        map: map_args(map, &o)?,
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
    fn parses_nav() {
        let nav = |line: &str| nav_args(&words(line));
        let a = nav("m.txt --body 12x24 --from 40,100 --to=300,-8 --format json").unwrap();
        assert_eq!(a.body, (12, 24));
        assert_eq!(a.preset, "nes");
        assert_eq!(a.route, Some(((40, 100), (300, -8))));
        assert!(a.json);
        assert_eq!(
            nav("m.txt --body 8X8 --preset celeste").unwrap().preset,
            "celeste"
        );
        for (line, msg) in [
            ("m.txt", "needs --body WxH"),
            ("m.txt --body 12", "--body \"12\": expected WxH"),
            ("m.txt --body 0x24", "each side must be 1 to 4096 px"),
            ("m.txt --body 12x99999", "each side must be 1 to 4096 px"),
            (
                "m.txt --body 12x24 --from 1,2",
                "--from and --to go together",
            ),
            (
                "m.txt --body 12x24 --from 1;2 --to 3,4",
                "--from \"1;2\": expected X,Y",
            ),
            (
                "m.txt --body 12x24 --preset snes",
                "--preset must be one of",
            ),
            ("m.txt --body 12x24 --format xml", "--format must be"),
        ] {
            let e = nav(line).unwrap_err().to_string();
            assert!(e.contains(msg), "{line}: {e}");
        }
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
