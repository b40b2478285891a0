//! The one bounded reader: every file the tools read (scenarios, maps,
//! external tilesets, LDtk level files, captures, the demo's arguments)
//! goes through [`read_bounded`], so no input can make them read without
//! end or wait without end.

use std::fmt;
use std::io::Read;
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

/// Largest file any tool reads, bytes (64 MiB).
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// How long a file that is not a regular file (a FIFO, a pipe, a device)
/// may take to be opened and read whole before it is refused.
pub const STREAM_TIMEOUT: Duration = Duration::from_secs(10);

/// Why [`read_bounded`] read nothing. Its `Display` says what, without the
/// file's name: the caller names the file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReadError {
    /// It could not be opened or read (missing, a folder, permissions).
    Io {
        /// The system's reason.
        reason: String,
    },
    /// It holds more than [`MAX_FILE_BYTES`].
    TooLarge {
        /// Its size in bytes for a regular file; `None` for a device or a
        /// pipe, which was read up to the limit and went on.
        bytes: Option<u64>,
    },
    /// A FIFO, pipe or device that gave no end within [`STREAM_TIMEOUT`]
    /// (a FIFO nobody writes to never opens).
    TimedOut,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io { reason } => write!(f, "cannot read: {reason}"),
            ReadError::TooLarge { bytes: Some(n) } => write!(
                f,
                "file of {n} bytes refused (at most {MAX_FILE_BYTES} bytes)"
            ),
            ReadError::TooLarge { bytes: None } => write!(
                f,
                "refused: it gave more than {MAX_FILE_BYTES} bytes (a device or a pipe is read up to that limit)"
            ),
            ReadError::TimedOut => write!(
                f,
                "refused: it is not a regular file and gave no end within {} s (a FIFO with no writer never opens)",
                STREAM_TIMEOUT.as_secs()
            ),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads the whole file at `path`, at most [`MAX_FILE_BYTES`]. A regular
/// file over the limit is refused by its size before a byte is read;
/// anything else that isn't a folder (a device, a pipe, a FIFO) is read up
/// to the limit and refused if it goes on, so `/dev/zero` is an error, not
/// a hang; and it is read on a helper thread, refused when it has not
/// ended within [`STREAM_TIMEOUT`], so a FIFO nobody writes to is an error
/// too (the helper stays blocked on it until the process ends).
///
/// ```
/// use tilestep_maps::{read_bounded, ReadError};
/// let err = read_bounded("/dev/zero".as_ref()).unwrap_err();
/// assert_eq!(err, ReadError::TooLarge { bytes: None });
/// ```
pub fn read_bounded(path: &Path) -> Result<Vec<u8>, ReadError> {
    let io = |e: std::io::Error| ReadError::Io {
        reason: e.to_string(),
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if meta.is_dir() {
        return Err(ReadError::Io {
            reason: "it is a folder".into(),
        });
    }
    if meta.is_file() && meta.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge {
            bytes: Some(meta.len()),
        });
    }
    let out = if meta.is_file() {
        read_limited(path).map_err(io)?
    } else {
        read_stream(path, STREAM_TIMEOUT)?
    };
    if out.len() as u64 > MAX_FILE_BYTES {
        // A regular file that grew while read, or a stream.
        return Err(ReadError::TooLarge {
            bytes: meta.is_file().then_some(out.len() as u64),
        });
    }
    Ok(out)
}

/// Opens and reads `path`, at most one byte past [`MAX_FILE_BYTES`].
fn read_limited(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut out)?;
    Ok(out)
}

/// [`read_limited`] on a helper thread, given up after `timeout`: opening a
/// FIFO waits for a writer, and reading a pipe waits for its end.
fn read_stream(path: &Path, timeout: Duration) -> Result<Vec<u8>, ReadError> {
    let (tx, rx) = mpsc::channel();
    let owned = path.to_path_buf();
    std::thread::Builder::new()
        .name("tilestep-read".into())
        .spawn(move || {
            let _ = tx.send(read_limited(&owned));
        })
        .map_err(|e| ReadError::Io {
            reason: e.to_string(),
        })?;
    match rx.recv_timeout(timeout) {
        Ok(res) => res.map_err(|e| ReadError::Io {
            reason: e.to_string(),
        }),
        Err(_) => Err(ReadError::TimedOut),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("tilestep-read-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_small_file_is_read_whole() {
        let p = temp("small.txt");
        std::fs::write(&p, "..#\n").unwrap();
        assert_eq!(read_bounded(&p).unwrap(), b"..#\n");
    }

    #[test]
    fn a_3_gb_sparse_file_is_refused_by_its_size_at_once() {
        let p = temp("huge.txt");
        let f = std::fs::File::create(&p).unwrap();
        f.set_len(3 << 30).unwrap(); // sparse: costs no disk
        let t = std::time::Instant::now();
        assert_eq!(
            read_bounded(&p),
            Err(ReadError::TooLarge {
                bytes: Some(3 << 30)
            })
        );
        assert!(t.elapsed().as_secs() < 1, "refused before reading");
        let _ = std::fs::remove_file(&p);
    }

    #[test]
    fn an_endless_device_is_read_up_to_the_limit() {
        let e = read_bounded(Path::new("/dev/zero")).unwrap_err();
        assert_eq!(e, ReadError::TooLarge { bytes: None });
        assert!(e.to_string().contains(&MAX_FILE_BYTES.to_string()));
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_with_no_writer_is_refused_after_the_timeout_not_waited_on() {
        let p = temp("no-writer.fifo");
        let _ = std::fs::remove_file(&p);
        let made = std::process::Command::new("mkfifo").arg(&p).status();
        if !made.is_ok_and(|s| s.success()) {
            return; // no mkfifo here
        }
        let t = std::time::Instant::now();
        let short = Duration::from_millis(200);
        assert_eq!(read_stream(&p, short), Err(ReadError::TimedOut));
        assert!(t.elapsed() < Duration::from_secs(5));
        assert!(ReadError::TimedOut.to_string().contains("FIFO"));
        let _ = std::fs::remove_file(&p);
    }

    #[test]
    fn a_device_under_the_limit_reads_and_a_folder_or_missing_file_fails() {
        assert_eq!(read_bounded(Path::new("/dev/null")).unwrap(), b"");
        let dir = temp("");
        assert!(matches!(read_bounded(&dir), Err(ReadError::Io { .. })));
        assert!(matches!(
            read_bounded(&temp("missing.txt")),
            Err(ReadError::Io { .. })
        ));
    }
}
