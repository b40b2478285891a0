//! The one bounded reader: every file the tools read (scenarios, maps,
//! external tilesets, captures, the demo's arguments) goes through
//! [`read_bounded`], so no input can make them read without end.

use std::fmt;
use std::io::Read;
use std::path::Path;

/// Largest file any tool reads, bytes (64 MiB).
pub const MAX_FILE_BYTES: u64 = 64 << 20;

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
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads the whole file at `path`, at most [`MAX_FILE_BYTES`]. A regular
/// file over the limit is refused by its size before a byte is read;
/// anything else that isn't a folder (a device, a pipe, a FIFO) is read up
/// to the limit and refused if it goes on, so `/dev/zero` is an error, not
/// a hang.
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
    let mut out = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut out))
        .map_err(io)?;
    if out.len() as u64 > MAX_FILE_BYTES {
        // A regular file that grew while read, or a stream.
        return Err(ReadError::TooLarge {
            bytes: meta.is_file().then_some(out.len() as u64),
        });
    }
    Ok(out)
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
