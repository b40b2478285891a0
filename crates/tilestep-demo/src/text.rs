//! Text on screen: lines in a dark panel, in macroquad's built-in font.

use crate::palette as pal;
use macroquad::shapes::draw_rectangle;
use macroquad::text::{draw_text, measure_text};

/// Font size of every text, screen px.
pub const FONT: u16 = 16;

/// Height of one line, screen px.
pub const LINE: f32 = 17.0;

/// Draws `lines` in a panel whose top-left corner is at screen `(x, y)`;
/// returns the panel's height.
pub fn panel(x: f32, y: f32, lines: &[String]) -> f32 {
    if lines.is_empty() {
        return 0.0;
    }
    let w = lines
        .iter()
        .map(|l| measure_text(l, None, FONT, 1.0).width)
        .fold(0.0, f32::max);
    let h = LINE * lines.len() as f32 + 6.0;
    draw_rectangle(x, y, w + 12.0, h, pal::PANEL);
    for (i, l) in lines.iter().enumerate() {
        draw_text(
            l,
            x + 6.0,
            y + 3.0 + LINE * (i as f32 + 1.0) - 4.0,
            f32::from(FONT),
            pal::WHITE,
        );
    }
    h
}
