//! A scratch directory for the unit tests that write files.

use std::path::PathBuf;

/// `tilestep-demo-{name}-{process id}` under the system's temp directory,
/// created: one per test that writes files, none shared between runs.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tilestep-demo-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
