//! The heads-up display: the controls on one line, the preset and frame,
//! and a message (a capture's path, an error) for a few seconds.

use crate::text::panel;

/// The controls, as shown on screen (two lines).
pub const CONTROLS: [&str; 2] = [
    "arrows/WASD move, climb (Down: drop, crouch)  Space/C jump  X/Shift dash  Z/V grab  G flip",
    "Tab overlay  F5/P capture  R reset  M next level  E enemy  1/2/3 nes/celeste/metroidvania  Esc quit",
];

/// Seconds a message stays.
pub const MESSAGE_SECONDS: f64 = 4.0;

/// A message shown until a time.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Message {
    text: String,
    until: f64,
}

impl Message {
    /// Shows `text` from time `now` (seconds) for [`MESSAGE_SECONDS`].
    pub fn show(&mut self, text: String, now: f64) {
        self.text = text;
        self.until = now + MESSAGE_SECONDS;
    }

    /// The message at time `now`, if one is showing.
    pub fn at(&self, now: f64) -> Option<&str> {
        (now < self.until && !self.text.is_empty()).then_some(self.text.as_str())
    }
}

/// The status line: preset, frame, in script mode the script's progress,
/// and the enemy's follower status (`enemy following`, `enemy off`...)
/// on a level with an enemy.
pub fn status(
    preset: &str,
    frame: u32,
    script: Option<(u64, usize)>,
    enemy: Option<&str>,
) -> String {
    let mut s = format!("preset {preset}   frame {frame}");
    if let Some((done, len)) = script {
        s.push_str(&format!("   script {}/{len}", done.min(len as u64)));
    }
    if let Some(e) = enemy {
        s.push_str(&format!("   enemy {e}"));
    }
    s
}

/// Draws the HUD panel at the top-left; returns its height.
pub fn draw(status: &str, message: Option<&str>) -> f32 {
    let mut lines: Vec<String> = CONTROLS.iter().map(|l| l.to_string()).collect();
    lines.push(status.to_string());
    if let Some(m) = message {
        lines.push(m.to_string());
    }
    panel(0.0, 0.0, &lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_expire() {
        let mut m = Message::default();
        assert_eq!(m.at(0.0), None);
        m.show("wrote x.toml".into(), 10.0);
        assert_eq!(m.at(11.0), Some("wrote x.toml"));
        assert_eq!(m.at(10.0 + MESSAGE_SECONDS), None);
    }

    #[test]
    fn status_line() {
        assert_eq!(status("nes", 5, None, None), "preset nes   frame 5");
        assert_eq!(
            status("celeste", 5, Some((7, 3)), None),
            "preset celeste   frame 5   script 3/3"
        );
        assert_eq!(
            status("nes", 5, None, Some("arrived")),
            "preset nes   frame 5   enemy arrived"
        );
    }
}
