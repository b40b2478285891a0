//! Errors the command reports: each names the file, the line and what is wrong.

use std::fmt;

/// Exit code for an invalid scenario, map or command line.
pub const EXIT_INVALID: i32 = 2;

/// A problem with the input (scenario, map file, arguments) or with writing an
/// output. Printed as `error: FILE:LINE: MESSAGE` (file and line when known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The file the problem is in, as the user named it.
    pub file: Option<String>,
    /// 1-based line inside that file.
    pub line: Option<usize>,
    /// What is wrong.
    pub msg: String,
}

impl InputError {
    /// An error at `file:line`.
    pub fn at(file: &str, line: usize, msg: impl Into<String>) -> InputError {
        InputError {
            file: Some(file.to_string()),
            line: Some(line),
            msg: msg.into(),
        }
    }

    /// An error about a whole file (no line: it could not be read or written).
    pub fn file(file: &str, msg: impl Into<String>) -> InputError {
        InputError {
            file: Some(file.to_string()),
            line: None,
            msg: msg.into(),
        }
    }

    /// An error about the command line.
    pub fn usage(msg: impl Into<String>) -> InputError {
        InputError {
            file: None,
            line: None,
            msg: msg.into(),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: ")?;
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(f, "{file}:{line}: ")?,
            (Some(file), None) => write!(f, "{file}: ")?,
            _ => {}
        }
        write!(f, "{}", self.msg)
    }
}

impl std::error::Error for InputError {}

/// The 1-based line holding byte `offset` of `src` (offsets past the end
/// count as the last line).
pub fn line_of(src: &str, offset: usize) -> usize {
    let end = offset.min(src.len());
    1 + src.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_file_line_message() {
        let e = InputError::at("a.toml", 12, "unknown key \"gravty\" in [[body]]");
        assert_eq!(
            e.to_string(),
            "error: a.toml:12: unknown key \"gravty\" in [[body]]"
        );
        assert_eq!(InputError::usage("no").to_string(), "error: no");
    }

    #[test]
    fn lines_count_from_one() {
        let s = "a\nb\nc";
        assert_eq!(line_of(s, 0), 1);
        assert_eq!(line_of(s, 2), 2);
        assert_eq!(line_of(s, 99), 3);
    }
}
