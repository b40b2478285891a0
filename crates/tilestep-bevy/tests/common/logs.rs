//! What the plugin logs, captured: a `log` logger for the whole test
//! binary that keeps every record, so a test can find the lines that name
//! what it did (tests run in parallel: match on something of its own).

use std::sync::{Mutex, Once};

static LINES: Mutex<Vec<(log::Level, String)>> = Mutex::new(Vec::new());

struct Keep;

impl log::Log for Keep {
    fn enabled(&self, _: &log::Metadata) -> bool {
        true
    }
    fn log(&self, record: &log::Record) {
        let line = record.args().to_string();
        if let Ok(mut lines) = LINES.lock() {
            lines.push((record.level(), line));
        }
    }
    fn flush(&self) {}
}

/// Starts keeping log records (once per test binary).
pub fn capture() {
    static START: Once = Once::new();
    START.call_once(|| {
        log::set_logger(&Keep).expect("no other logger in the test binary");
        log::set_max_level(log::LevelFilter::Trace);
    });
}

/// The lines logged at `level` so far that contain `needle`.
pub fn logged(level: log::Level, needle: &str) -> Vec<String> {
    LINES
        .lock()
        .map(|l| {
            l.iter()
                .filter(|(lv, s)| *lv == level && s.contains(needle))
                .map(|(_, s)| s.clone())
                .collect()
        })
        .unwrap_or_default()
}
