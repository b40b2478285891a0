//! The camera: an integer pixel scale chosen from the window size, and a
//! view that follows the player and stays inside the map when it can.

/// World pixels the view should at least show vertically; the scale is the
/// largest whole number that keeps this many rows on screen.
pub const MIN_VIEW_ROWS: i32 = 240;

/// Largest scale.
pub const MAX_SCALE: i32 = 6;

/// What the screen shows: world pixel `(x, y)` is drawn at screen
/// `((x - x0) * scale, (y - y0) * scale)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// World x at the screen's left edge, px.
    pub x0: i32,
    /// World y at the screen's top edge, px.
    pub y0: i32,
    /// Screen px per world px.
    pub scale: i32,
    /// World px shown across.
    pub w: i32,
    /// World px shown down.
    pub h: i32,
}

impl View {
    /// The whole-number scale for a screen `sw` x `sh` px.
    pub fn scale_for(sw: i32, sh: i32) -> i32 {
        (sh / MIN_VIEW_ROWS)
            .min(sw / MIN_VIEW_ROWS)
            .clamp(1, MAX_SCALE)
    }

    /// The view of a `sw` x `sh` screen centred on world `(cx, cy)`, kept
    /// inside the map `(0, 0)-(map_w, map_h)` on each axis where the map is
    /// larger than the view (else the map is centred on that axis).
    pub fn follow(sw: i32, sh: i32, cx: i32, cy: i32, map_w: i32, map_h: i32) -> View {
        let scale = View::scale_for(sw, sh);
        let (w, h) = (sw / scale, sh / scale);
        View {
            x0: axis(cx, w, map_w),
            y0: axis(cy, h, map_h),
            scale,
            w,
            h,
        }
    }

    /// Screen x of world x.
    pub fn sx(&self, x: i32) -> f32 {
        ((x - self.x0) * self.scale) as f32
    }

    /// Screen y of world y.
    pub fn sy(&self, y: i32) -> f32 {
        ((y - self.y0) * self.scale) as f32
    }

    /// Screen length of `n` world px.
    pub fn len(&self, n: i32) -> f32 {
        (n * self.scale) as f32
    }

    /// Whether world rectangle `[x0, x1) x [y0, y1)` is (partly) on screen.
    pub fn sees(&self, x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
        x1 > self.x0 && x0 < self.x0 + self.w && y1 > self.y0 && y0 < self.y0 + self.h
    }
}

/// One axis of [`View::follow`]: the left (top) edge of a `len`-wide view
/// centred on `c` over a `size`-wide map.
fn axis(c: i32, len: i32, size: i32) -> i32 {
    if size <= len {
        return -(len - size) / 2;
    }
    (c - len / 2).clamp(0, size - len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_is_whole_and_bounded() {
        assert_eq!(View::scale_for(960, 540), 2);
        assert_eq!(View::scale_for(1280, 720), 3);
        assert_eq!(View::scale_for(100, 100), 1);
        assert_eq!(View::scale_for(10000, 10000), MAX_SCALE);
    }

    #[test]
    fn follows_and_clamps_to_the_map() {
        // 960x540 at scale 2: 480x270 world px over a 1760x384 map.
        let v = View::follow(960, 540, 40, 330, 1760, 384);
        assert_eq!((v.x0, v.y0, v.w, v.h), (0, 114, 480, 270));
        let v = View::follow(960, 540, 900, 200, 1760, 384);
        assert_eq!((v.x0, v.y0), (660, 65));
        let v = View::follow(960, 540, 1750, 0, 1760, 384);
        assert_eq!((v.x0, v.y0), (1280, 0));
        assert_eq!(v.sx(1280), 0.0);
        assert_eq!(v.sy(1), 2.0);
    }

    #[test]
    fn small_maps_are_centred() {
        let v = View::follow(960, 540, 0, 0, 160, 64);
        assert_eq!((v.x0, v.y0), (-160, -103));
        assert!(v.sees(0, 0, 16, 16));
        assert!(!v.sees(-400, 0, -300, 16));
    }
}
