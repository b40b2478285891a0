//! `--script`: the player's buttons read from a keys file (the format of a
//! scenario's `keys`, see `tilestep_scenario::keys`) instead of the keyboard.

use tilestep::Buttons;

/// Buttons per simulation frame; none after the last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    frames: Vec<Buttons>,
}

impl Script {
    /// Parses keys text; `Err` is `origin:line:column: message`.
    pub fn parse(origin: &str, text: &str) -> Result<Script, String> {
        tilestep_scenario::keys::parse_keys(text)
            .map(|frames| Script { frames })
            .map_err(|e| format!("{origin}:{e}"))
    }

    /// The buttons of simulation frame `n` (0-based: the first frame
    /// stepped is 0).
    pub fn at(&self, n: u64) -> Buttons {
        usize::try_from(n)
            .ok()
            .and_then(|i| self.frames.get(i))
            .copied()
            .unwrap_or(Buttons::NONE)
    }

    /// Frames it holds.
    pub fn len(&self) -> usize {
        self.frames.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_then_nothing() {
        let s = Script::parse("s.keys", "R*2 RJ").unwrap();
        assert_eq!(s.len(), 3);
        assert_eq!(s.at(0), Buttons::RIGHT);
        assert_eq!(s.at(2), Buttons::RIGHT.with(Buttons::JUMP));
        assert_eq!(s.at(3), Buttons::NONE);
        assert_eq!(s.at(u64::MAX), Buttons::NONE);
    }

    #[test]
    fn errors_name_the_file_and_line() {
        let e = Script::parse("s.keys", "R*2\nXQ").unwrap_err();
        assert!(e.starts_with("s.keys:2:"), "{e}");
    }
}
