//! The legend strip under the picture: a title line, then swatches naming
//! the tile kinds, contact markers and bodies, wrapped to the image width.

use crate::bodydraw::{draw_marker, Marker};
use crate::canvas::Canvas;
use crate::font;
use crate::palette as pal;

/// How an item's swatch looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swatch {
    /// A filled square.
    Fill(u8),
    /// A thick horizontal line (one-way surfaces, edges).
    Line(u8),
    /// Two thick horizontal lines (the firm platforms, which a drop
    /// doesn't pass: drawn like their `=` and `~` characters).
    DoubleLine(u8),
    /// A vertical line on the left with ticks to the right at its ends,
    /// like `[` (`oneway_left`, whose wall is the tile's left edge).
    WallLeft(u8),
    /// A vertical line on the right with ticks to the left at its ends,
    /// like `]` (`oneway_right`, whose wall is the tile's right edge).
    WallRight(u8),
    /// A 45° line over light hatching: a one-way slope's surface and its
    /// pixels, as the map draws them. `false`: a floor's (rising to the
    /// right, hatched below: stops bodies from above); `true`: a
    /// ceiling's (falling to the right, hatched above: stops bodies from
    /// below).
    OnewaySlope(u8, bool),
    /// A dashed line (open edges).
    Dashed(u8),
    /// A contact marker.
    Mark(Marker),
    /// A body: its colour as an outlined square.
    Body(u8, u8),
}

/// One legend entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// The swatch.
    pub swatch: Swatch,
    /// Its label.
    pub label: String,
}

impl Item {
    /// An item.
    pub fn new(swatch: Swatch, label: impl Into<String>) -> Item {
        Item {
            swatch,
            label: label.into(),
        }
    }
}

/// Places items left to right, wrapping; returns each item's top-left
/// corner and the total height (title and padding included).
fn layout(width: i32, fs: i32, rows: &[Vec<Item>]) -> (Vec<(i32, i32)>, i32) {
    let pad = 6 * fs;
    let line_h = (font::H + 5) * fs;
    let mut pos = Vec::new();
    let mut y = pad + line_h; // after the title
    for row in rows {
        let mut x = pad;
        for it in row {
            let w = (font::H + 3) * fs + font::text_width(&it.label) * fs + 6 * fs;
            if x > pad && x + w > width - pad {
                x = pad;
                y += line_h;
            }
            pos.push((x, y));
            x += w;
        }
        y += line_h;
    }
    (pos, y + pad / 2)
}

/// Height of the strip for this width.
pub fn height(width: i32, fs: i32, rows: &[Vec<Item>]) -> i32 {
    layout(width, fs, rows).1
}

/// Draws the strip with its top at `y0`.
pub fn draw(c: &mut Canvas, y0: i32, fs: i32, title: &str, rows: &[Vec<Item>]) {
    let (pos, h) = layout(c.w, fs, rows);
    c.fill(0, y0, c.w, y0 + h, pal::STRIP);
    c.fill(0, y0, c.w, y0 + 1, pal::TEXT_FAINT);
    let pad = 6 * fs;
    let room = ((c.w - 2 * pad) / (font::ADVANCE * fs)).max(4) as usize;
    let title: String = if title.chars().count() > room {
        title.chars().take(room - 3).chain("...".chars()).collect()
    } else {
        title.to_string()
    };
    c.text(pad, y0 + pad, fs, &title, pal::TEXT);
    let sw = font::H * fs;
    for ((x, y), it) in pos.iter().zip(rows.iter().flatten()) {
        let (x, y) = (*x, y0 + *y);
        match it.swatch {
            Swatch::Fill(col) => {
                c.fill(x, y, x + sw, y + sw, col);
                c.frame(x, y, x + sw, y + sw, 1, pal::TEXT_FAINT);
            }
            Swatch::Line(col) => c.fill(x, y + sw / 2 - fs, x + sw, y + sw / 2 + fs + 1, col),
            Swatch::DoubleLine(col) => {
                c.fill(x, y + sw / 4 - fs, x + sw, y + sw / 4 + fs + 1, col);
                c.fill(x, y + 3 * sw / 4 - fs, x + sw, y + 3 * sw / 4 + fs + 1, col);
            }
            Swatch::WallLeft(col) | Swatch::WallRight(col) => {
                let (a, b) = (x + sw / 4, x + 3 * sw / 4);
                let bar = if matches!(it.swatch, Swatch::WallLeft(_)) {
                    a
                } else {
                    b
                };
                c.fill(bar - fs, y, bar + fs + 1, y + sw, col);
                c.fill(a, y, b + 1, y + fs + 1, col);
                c.fill(a, y + sw - fs - 1, b + 1, y + sw, col);
            }
            Swatch::OnewaySlope(col, ceiling) => {
                for i in 0..sw {
                    // The surface's row in column i, and the rows of the
                    // pixels behind it (below a floor's, above a ceiling's).
                    let (line, pixels) = if ceiling {
                        ((y + i - fs).max(y)..y + i + 1, y..y + i - fs)
                    } else {
                        let s = y + sw - 1 - i;
                        (s..(s + fs + 1).min(y + sw), s + fs + 1..y + sw)
                    };
                    c.fill(x + i, line.start, x + i + 1, line.end, col);
                    for yy in pixels.filter(|yy| (i - yy).rem_euclid(4) == 0) {
                        c.set(x + i, yy, col);
                    }
                }
            }
            Swatch::Dashed(col) => {
                for i in (0..sw).step_by(4) {
                    c.fill(
                        x + i,
                        y + sw / 2,
                        (x + i + 2).min(x + sw),
                        y + sw / 2 + 1,
                        col,
                    );
                }
            }
            Swatch::Mark(m) => draw_marker(c, x + sw / 2, y + sw / 2, fs + 1, m),
            Swatch::Body(strong, light) => {
                c.fill(x, y, x + sw, y + sw, light);
                c.frame(x, y, x + sw, y + sw, fs.max(2), strong);
            }
        }
        c.text(x + sw + 3 * fs, y, fs, &it.label, pal::TEXT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_wrap_to_the_width() {
        let row: Vec<Item> = (0..30)
            .map(|i| Item::new(Swatch::Fill(2), format!("item {i}")))
            .collect();
        let narrow = height(200, 1, std::slice::from_ref(&row));
        let wide = height(2000, 1, &[row]);
        assert!(narrow > wide);
    }
}
