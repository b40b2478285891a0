//! Shared helpers for the CLI's integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Writes `bytes` to a fresh file under the target dir; returns its path.
pub fn write(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bad-scenarios");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// The `tilestep` binary under test, ready for its arguments: every test
/// runs it through here.
pub fn tilestep() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tilestep"))
}

/// The repository's root, where the example maps and scenarios are.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `tilestep ARGS` in the repository's root.
pub fn run_in_root(args: &[&str]) -> Output {
    tilestep().args(args).current_dir(root()).output().unwrap()
}

/// Runs `tilestep sim SCENARIO --trace TRACE --quiet` in the repository's
/// root; asserts exit code 0 (naming `what`, with the run's output);
/// returns the trace.
pub fn quiet_trace(what: &str, scenario: &Path, trace: &Path) -> String {
    let o = run_in_root(&[
        "sim",
        scenario.to_str().unwrap(),
        "--trace",
        trace.to_str().unwrap(),
        "--quiet",
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{what}: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::read_to_string(trace).unwrap()
}

/// Runs the scenario; asserts exit code 2; returns stderr's first line.
pub fn error_of(path: &Path) -> String {
    error_of_args(&["sim".as_ref(), path.as_os_str()])
}

/// Runs `tilestep ARGS`; asserts exit code 2 and nothing on stdout;
/// returns stderr's first line.
pub fn error_of_args(args: &[&std::ffi::OsStr]) -> String {
    let out = tilestep().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "nothing on stdout for invalid input");
    err.lines().next().unwrap_or("").to_string()
}
