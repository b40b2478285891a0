//! `tilestep`: runs a tile-collision scenario headless, checks the collision
//! contract's invariants independently of the engine, and writes a trace, a
//! picture and an animation. See the crate README for the scenario format.
#![forbid(unsafe_code)]

use std::process::ExitCode;
use tilestep_cli::args::{self, Command, SimArgs};
use tilestep_cli::run;
use tilestep_cli::{gif_out, mapcheck, mapcmd, navcmd, record, render, summary};
use tilestep_scenario::error::{InputError, EXIT_INVALID};
use tilestep_scenario::Sink;
use tilestep_scenario::{scenario, trace};

/// The built-in tour, run when no scenario is given.
const TOUR: &str = include_str!("../tour.toml");

/// The name the built-in tour is reported under.
const TOUR_NAME: &str = "examples/scenarios/tour.toml (built-in)";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match args::parse(&argv) {
        Ok(Command::Help) => {
            print!("{}", args::HELP);
            ExitCode::SUCCESS
        }
        Ok(Command::Version) => {
            println!("tilestep {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        Ok(Command::Sim(a)) => match sim(&a) {
            Ok(code) => ExitCode::from(code),
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(EXIT_INVALID as u8)
            }
        },
        Ok(Command::Check(a)) => report(mapcheck::check(&a)),
        Ok(Command::Render(a)) => report(mapcmd::render(&a)),
        Ok(Command::Nav(a)) => report(navcmd::nav(&a)),
        Err(e) => {
            eprintln!("{e}");
            eprintln!("usage: tilestep sim [SCENARIO.toml] [--trace OUT.csv] [--png OUT.png] [--gif OUT.gif] [--quiet]");
            eprintln!("       tilestep check MAP [--format json] [--deny warnings] [--level NAME] [--layer NAME]... [--kind NAME=KIND]...");
            eprintln!("       tilestep render MAP --png OUT.png [--level NAME] [--layer NAME]... [--kind NAME=KIND]...");
            eprintln!("       tilestep nav MAP --body WxH [--preset NAME] [--from X,Y --to X,Y] [--png OUT.png] [--format text|json] [MAP OPTIONS]");
            ExitCode::from(EXIT_INVALID as u8)
        }
    }
}

/// The exit code of a command, printing its error (exit 2) to stderr.
fn report(r: Result<u8, InputError>) -> ExitCode {
    match r {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(EXIT_INVALID as u8)
        }
    }
}

/// Reads the scenario file as UTF-8 text.
fn read_scenario(path: &str) -> Result<String, InputError> {
    let bytes = tilestep_maps::read_bounded(path.as_ref())
        .map_err(|e| InputError::file(path, e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| {
        let ok = e.utf8_error().valid_up_to();
        let line = 1 + e.as_bytes()[..ok].iter().filter(|&&b| b == b'\n').count();
        InputError::at(
            path,
            line,
            "not a TOML scenario: the file is not UTF-8 text",
        )
    })
}

/// Runs `tilestep sim`; returns the exit code (0 or 1).
fn sim(a: &SimArgs) -> Result<u8, InputError> {
    let (file, text) = match &a.scenario {
        Some(p) => (p.clone(), read_scenario(p)?),
        None => (TOUR_NAME.to_string(), TOUR.to_string()),
    };
    let sc = std::sync::Arc::new(scenario::parse(&file, &text)?);
    let mut field = tilestep_check::solid::SolidField::new(&sc.map);
    let names: Vec<String> = sc.bodies.iter().map(|b| b.name.clone()).collect();
    let solid_names: Vec<String> = sc.solids.iter().map(|s| s.name.clone()).collect();
    let mut trace = match &a.trace {
        Some(p) => Some(trace::CsvTrace::create(p, names, solid_names)?),
        None => None,
    };
    let mut rec = (a.png.is_some() || a.gif.is_some())
        .then(|| record::Recorder::new(sc.bodies.len(), sc.solids.len()));
    let mut sinks: Vec<&mut dyn Sink> = Vec::new();
    if let Some(t) = trace.as_mut() {
        sinks.push(t);
    }
    if let Some(r) = rec.as_mut() {
        sinks.push(r);
    }
    let out = run::run(&sc, &mut field, &mut sinks)?;
    drop(sinks);
    if let Some(t) = trace {
        t.finish()?;
    }
    if let (Some(p), Some(r)) = (&a.png, &rec) {
        render::write_png(p, &sc, &field, r)?;
    }
    if let (Some(p), Some(r)) = (&a.gif, &rec) {
        gif_out::write_gif(p, &sc, &field, r)?;
    }
    if a.quiet {
        if out.failure_count > 0 {
            print!("{}", summary::invariants(&sc, &out));
        }
    } else {
        print!("{}", summary::summary(&sc, &out));
        for (what, p) in [("trace", &a.trace), ("png", &a.png), ("gif", &a.gif)] {
            if let Some(p) = p {
                println!("{what}: {p}");
            }
        }
    }
    Ok(if out.failure_count > 0 { 1 } else { 0 })
}
