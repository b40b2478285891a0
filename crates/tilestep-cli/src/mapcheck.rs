//! `tilestep check MAP`: every map or level of the file loaded (leniently)
//! and linted; in text, rustc-style diagnostics and one summary line per
//! map or level (size, colliding tiles by family, problems), then a total
//! for a project; with `--format json`, one JSON document for every run:
//! each map's summary and problems, and load errors as objects.

use crate::args::CheckArgs;
use serde_json::{json, Value};
use tilestep_maps::lint::{self, Diagnostic, LintOptions, Severity, Summary};
use tilestep_maps::LoadedMap;
use tilestep_scenario::error::{InputError, EXIT_INVALID};
use tilestep_scenario::mapsrc;

/// One map or level: where it is named, and its lint or its load error.
struct Checked {
    /// `FILE` or `FILE, level "NAME"`.
    label: String,
    /// The LDtk level's identifier.
    level: Option<String>,
    /// The loaded map, its summary and diagnostics; or why it didn't load.
    outcome: Result<(LoadedMap, Summary, Vec<Diagnostic>), InputError>,
}

/// Problems counted over a run.
#[derive(Default)]
struct Counts {
    errors: usize,
    warnings: usize,
    notes: usize,
    not_loaded: usize,
}

impl Counts {
    fn add(&mut self, c: &Checked) {
        match &c.outcome {
            Ok((_, _, diags)) => {
                let n = |s: Severity| diags.iter().filter(|d| d.severity == s).count();
                self.errors += n(Severity::Error);
                self.warnings += n(Severity::Warning);
                self.notes += n(Severity::Info);
            }
            Err(_) => self.not_loaded += 1,
        }
    }

    /// `2 errors, 1 warning, 0 notes` or `no problems found`.
    fn verdict(&self) -> String {
        let plural = |n: usize, w: &str| format!("{n} {w}{}", if n == 1 { "" } else { "s" });
        if self.errors + self.warnings + self.notes == 0 {
            return "no problems found".into();
        }
        format!(
            "{}, {}, {}",
            plural(self.errors, "error"),
            plural(self.warnings, "warning"),
            plural(self.notes, "note")
        )
    }

    /// The exit code: 2 when something could not be read, 1 for errors (or
    /// warnings under `--deny warnings`), else 0.
    fn exit(&self, deny_warnings: bool) -> u8 {
        if self.not_loaded > 0 {
            EXIT_INVALID as u8
        } else {
            u8::from(self.errors > 0 || (deny_warnings && self.warnings > 0))
        }
    }
}

/// Loads and lints every map or level `a` asks for.
fn check_all(a: &CheckArgs) -> Result<Vec<Checked>, InputError> {
    let opts = a.map.keys.options().lenient();
    let levels = mapsrc::load_levels(&a.map.map, &opts)?;
    Ok(levels
        .into_iter()
        .map(|l| {
            let label = match &l.level {
                Some(n) => format!("{}, level {n:?}", a.map.map),
                None => a.map.map.clone(),
            };
            let outcome = l
                .result
                .map(|m| {
                    let s = Summary::of(&m.map);
                    let d = lint::lint(&m, &LintOptions::default());
                    (m, s, d)
                })
                .map_err(|e| mapsrc::load_error(&e));
            Checked {
                label,
                level: l.level,
                outcome,
            }
        })
        .collect())
}

/// Runs `tilestep check`; returns the exit code. The report goes to
/// stdout, each load error to stderr; `Err` (exit 2) when the file can't
/// be read at all (in JSON, a document naming the error is printed first).
pub fn check(a: &CheckArgs) -> Result<u8, InputError> {
    let checked = match check_all(a) {
        Ok(c) => c,
        Err(e) if a.json => {
            println!("{:#}", document(a, &[], &Counts::default(), Some(&e)));
            return Err(e);
        }
        Err(e) => return Err(e),
    };
    let mut counts = Counts::default();
    for c in &checked {
        counts.add(c);
        if let Err(e) = &c.outcome {
            eprintln!("{e}");
        }
    }
    if a.json {
        println!("{:#}", document(a, &checked, &counts, None));
    } else {
        print!("{}", text(a, &checked, &counts));
    }
    Ok(counts.exit(a.deny_warnings))
}

/// The text report.
fn text(a: &CheckArgs, checked: &[Checked], counts: &Counts) -> String {
    let mut out = String::new();
    for c in checked {
        match &c.outcome {
            Ok((m, summary, diags)) => {
                for d in diags {
                    out.push_str(&lint::render_text(d, &c.label, &m.map));
                    out.push('\n');
                }
                let mut one = Counts::default();
                one.add(c);
                out.push_str(&format!("{}: {summary}; {}\n", c.label, one.verdict()));
            }
            Err(_) if checked.len() > 1 => {
                out.push_str(&format!("{}: not loaded (see its error)\n", c.label))
            }
            Err(_) => {}
        }
    }
    if checked.len() > 1 {
        let failed = match counts.not_loaded {
            0 => String::new(),
            n => format!("; {n} not loaded"),
        };
        out.push_str(&format!(
            "{}: {} levels, {}{failed}\n",
            a.map.map,
            checked.len(),
            counts.verdict()
        ));
    }
    out
}

/// A load error as a JSON object.
fn error_json(e: &InputError) -> Value {
    json!({ "file": e.file, "line": e.line, "message": e.msg })
}

/// The JSON document: the file, each map or level (summary, problems or
/// load error), the counts and, when the file itself failed, its error.
fn document(
    a: &CheckArgs,
    checked: &[Checked],
    counts: &Counts,
    failed: Option<&InputError>,
) -> Value {
    let maps: Vec<Value> = checked
        .iter()
        .map(|c| match &c.outcome {
            Ok((m, s, diags)) => json!({
                "level": c.level,
                "origin": [m.origin.0, m.origin.1],
                "summary": {
                    "width": s.width,
                    "height": s.height,
                    "tile_size": s.tile_size,
                    "colliding": s.colliding(),
                    "solid": s.solid,
                    "slopes_and_profiles": s.profiles,
                    "one_way": s.one_way,
                },
                "problems": diags
                    .iter()
                    .map(|d| lint::diagnostic_json(d, &a.map.map, c.level.as_deref()))
                    .collect::<Vec<_>>(),
                "error": null,
            }),
            Err(e) => json!({
                "level": c.level,
                "summary": null,
                "problems": [],
                "error": error_json(e),
            }),
        })
        .collect();
    json!({
        "file": a.map.map,
        "maps": maps,
        "errors": counts.errors,
        "warnings": counts.warnings,
        "notes": counts.notes,
        "not_loaded": counts.not_loaded + usize::from(failed.is_some()),
        "error": failed.map(error_json),
    })
}
