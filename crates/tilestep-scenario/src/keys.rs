//! Recorded buttons as text: the `keys` of a scenario's `[body.controller]`
//! and the demo's `--script` files.
//!
//! Whitespace-separated tokens, one per run of frames: `LETTERS` (one
//! frame) or `LETTERS*N` (N frames, 1 to 10,000,000), where LETTERS are
//! from `LRUDJFXG` (left, right, up, down, jump, flip, dash, grab; each at
//! most once, any order) or `-` for no button. `#` starts a comment to the end of the line.
//!
//! ```
//! use tilestep::Buttons;
//! use tilestep_scenario::keys::{parse_keys, write_keys};
//! let k = parse_keys("-*2 R*3 RJ  # run, then jump").unwrap();
//! assert_eq!(k.len(), 6);
//! assert_eq!(k[5], Buttons::RIGHT.with(Buttons::JUMP));
//! assert_eq!(write_keys(&k), "-*2 R*3 RJ");
//! ```

use tilestep::Buttons;

/// Most frames one keys text may hold.
pub const MAX_KEY_FRAMES: u64 = 10_000_000;

/// A problem in keys text: the 1-based line and column of the bad token
/// within the text, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeysError {
    /// 1-based line within the keys text.
    pub line: usize,
    /// 1-based column (in characters) of the token.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl core::fmt::Display for KeysError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// Parses keys text into one [`Buttons`] per frame.
pub fn parse_keys(text: &str) -> Result<Vec<Buttons>, KeysError> {
    let mut out = Vec::new();
    for (li, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("");
        let mut col = 0;
        for piece in line.split(|c: char| c.is_whitespace()) {
            let at = col;
            col += piece.chars().count() + 1;
            if piece.is_empty() {
                continue;
            }
            let err = |message: String| KeysError {
                line: li + 1,
                column: at + 1,
                message,
            };
            let (letters, count) = match piece.split_once('*') {
                Some((l, n)) => match n.parse::<u64>() {
                    Ok(n) if (1..=MAX_KEY_FRAMES).contains(&n) => (l, n),
                    _ => {
                        return Err(err(format!(
                            "{piece:?}: the count after '*' must be a whole number from 1 to {MAX_KEY_FRAMES}"
                        )))
                    }
                },
                None => (piece, 1),
            };
            let b = Buttons::parse(letters).ok_or_else(|| {
                err(format!(
                    "{piece:?}: buttons are letters from LRUDJFXG, each at most once, or '-' for none"
                ))
            })?;
            if out.len() as u64 + count > MAX_KEY_FRAMES {
                return Err(err(format!("more than {MAX_KEY_FRAMES} frames of keys")));
            }
            out.extend(std::iter::repeat_n(b, count as usize));
        }
    }
    Ok(out)
}

/// Writes one [`Buttons`] per frame as keys text, runs of the same buttons
/// joined, at most 16 tokens per line.
pub fn write_keys(keys: &[Buttons]) -> String {
    let mut out = String::new();
    let mut tokens = 0;
    let mut i = 0;
    while i < keys.len() {
        let b = keys[i];
        let n = keys[i..].iter().take_while(|&&k| k == b).count();
        if tokens > 0 {
            out.push(if tokens % 16 == 0 { '\n' } else { ' ' });
        }
        out.push_str(b.letters().as_str());
        if n > 1 {
            out.push('*');
            out.push_str(&n.to_string());
        }
        tokens += 1;
        i += n;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_button_combination() {
        let keys: Vec<Buttons> = (0..600u32).map(|i| Buttons((i * 7 % 256) as u8)).collect();
        assert_eq!(parse_keys(&write_keys(&keys)).unwrap(), keys);
        assert_eq!(parse_keys("").unwrap(), vec![]);
        assert_eq!(write_keys(&[]), "");
    }

    #[test]
    fn errors_name_line_column_and_token() {
        let e = parse_keys("R*2\n  RQ*3").unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        assert!(e.message.contains("\"RQ*3\""), "{e}");
        assert_eq!(parse_keys("RXG*2 XJ").unwrap().len(), 3);
        let e = parse_keys("R*0").unwrap_err();
        assert!(e.message.contains("from 1 to"), "{e}");
        assert!(parse_keys("R*99999999999999999999").is_err());
        assert!(parse_keys("R*").is_err());
        assert!(parse_keys("*3").is_err());
        let e = parse_keys("R*9000000 L*2000000").unwrap_err();
        assert_eq!(e.column, 11);
    }
}
