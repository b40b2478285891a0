//! Capture files: each F5 writes a new `tilestep-capture-SECONDS.toml`
//! (never overwriting one) in the working folder.

use std::io::Write;
use std::path::Path;

/// Writes `text` to a new capture file in `dir`; returns its path.
pub fn write_new(dir: &Path, text: &str) -> Result<String, String> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    for n in 1..1000 {
        let name = if n == 1 {
            format!("tilestep-capture-{secs}.toml")
        } else {
            format!("tilestep-capture-{secs}-{n}.toml")
        };
        let path = dir.join(name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut f) => {
                let shown = path.display().to_string();
                f.write_all(text.as_bytes())
                    .map_err(|e| format!("{shown}: {e}"))?;
                return Ok(shown);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", path.display())),
        }
    }
    Err(format!("{}: too many captures this second", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_overwrites() {
        let dir = crate::test_dir::scratch("cap");
        let a = write_new(&dir, "a").unwrap();
        let b = write_new(&dir, "b").unwrap();
        assert_ne!(a, b);
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "a");
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "b");
        assert!(write_new(Path::new("/nonexistent/dir"), "c").is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
