//! An indexed-colour raster (palette indices from [`crate::palette`]) with
//! the few drawing operations the pictures need. Drawing outside is clipped.

use crate::font;

/// A `w x h` image of palette indices.
#[derive(Clone, Debug)]
pub struct Canvas {
    /// Width, px.
    pub w: i32,
    /// Height, px.
    pub h: i32,
    /// Row-major palette indices.
    pub px: Vec<u8>,
}

impl Canvas {
    /// A canvas filled with `fill`.
    pub fn new(w: i32, h: i32, fill: u8) -> Canvas {
        Canvas {
            w,
            h,
            px: vec![fill; (w.max(0) * h.max(0)) as usize],
        }
    }

    /// Sets one pixel (clipped).
    pub fn set(&mut self, x: i32, y: i32, c: u8) {
        if x >= 0 && y >= 0 && x < self.w && y < self.h {
            self.px[(y * self.w + x) as usize] = c;
        }
    }

    /// Fills `[x0, x1) x [y0, y1)` (clipped).
    pub fn fill(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, c: u8) {
        let (x0, x1) = (x0.max(0), x1.min(self.w));
        let (y0, y1) = (y0.max(0), y1.min(self.h));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        for y in y0..y1 {
            let row = (y * self.w) as usize;
            self.px[row + x0 as usize..row + x1 as usize].fill(c);
        }
    }

    /// A rectangle outline `t` px thick, inside `[x0, x1) x [y0, y1)`.
    pub fn frame(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, t: i32, c: u8) {
        self.fill(x0, y0, x1, y0 + t, c);
        self.fill(x0, y1 - t, x1, y1, c);
        self.fill(x0, y0, x0 + t, y1, c);
        self.fill(x1 - t, y0, x1, y1, c);
    }

    /// A line from `(x0, y0)` to `(x1, y1)` with square pens `t` px wide.
    pub fn line(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, t: i32, c: u8) {
        let (dx, dy) = ((x1 - x0).abs(), -(y1 - y0).abs());
        let (sx, sy) = ((x1 - x0).signum(), (y1 - y0).signum());
        let (mut x, mut y, mut err) = (x0, y0, dx + dy);
        let off = t / 2;
        // Bounded: at most dx + dy + 1 pixels.
        for _ in 0..=(dx - dy) {
            self.fill(x - off, y - off, x - off + t, y - off + t, c);
            if x == x1 && y == y1 {
                break;
            }
            let e2 = 2 * err;
            if e2 >= dy {
                err += dy;
                x += sx;
            }
            if e2 <= dx {
                err += dx;
                y += sy;
            }
        }
    }

    /// Text with its top-left corner at `(x, y)`, each font pixel `s` px.
    pub fn text(&mut self, x: i32, y: i32, s: i32, text: &str, c: u8) {
        for (i, ch) in text.chars().enumerate() {
            let gx = x + i as i32 * font::ADVANCE * s;
            for (r, bits) in font::glyph(ch).iter().enumerate() {
                for col in 0..font::W {
                    if bits & (1 << (font::W - 1 - col)) != 0 {
                        let (px, py) = (gx + col * s, y + r as i32 * s);
                        self.fill(px, py, px + s, py + s, c);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawing_is_clipped_and_lines_reach_their_ends() {
        let mut c = Canvas::new(10, 10, 0);
        c.fill(-5, -5, 3, 3, 1);
        c.line(0, 9, 9, 0, 1, 2);
        c.text(8, 8, 1, "A", 3);
        assert_eq!(c.px[0], 1);
        assert_eq!(c.px[9 * 10], 2);
        assert_eq!(c.px[9], 2);
    }
}
