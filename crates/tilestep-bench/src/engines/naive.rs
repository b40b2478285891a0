//! The naive pixel stepper, "the floor everyone starts from": a bitmap of
//! solid pixels (slopes drawn as their pixels, exactly tilestep's), the body's
//! box moved 1 px at a time and tested pixel by pixel along its leading
//! edge. Walking, it steps up 1 px when blocked (so 45° and 1:2 slopes climb)
//! and down 1 px when the ground falls away under it by one pixel. One-way
//! platforms are the top pixel row of `-` tiles, blocking only downward
//! moves onto them (unless dropping). Same subpixel units as tilestep.

use super::{grid, Engine, BODY_H, BODY_W, TILE};
use crate::{next_vy, InputStream, Spawn};
use tilestep::{PxPoint, TileMap};

/// Bitmaps of the level's pixels.
pub struct Pixels {
    w: i32,
    h: i32,
    stride: usize,
    solid: Vec<u64>,
    oneway: Vec<u64>,
}

impl Pixels {
    /// Rasterises `ascii` (16 px tiles) with tilestep's own pixel rules.
    pub fn new(ascii: &str) -> Pixels {
        let map = TileMap::from_ascii(ascii, TILE as u32).expect("valid level");
        let g = grid(ascii);
        let (w, h) = (map.bounds().right.0, map.bounds().bottom.0);
        let stride = (w as usize).div_ceil(64);
        let mut p = Pixels {
            w,
            h,
            stride,
            solid: vec![0; stride * h as usize],
            oneway: vec![0; stride * h as usize],
        };
        for y in 0..h {
            for x in 0..w {
                let i = y as usize * stride + x as usize / 64;
                if map.is_solid(PxPoint::new(x, y)) {
                    p.solid[i] |= 1 << (x % 64);
                }
                let ch = g[(y / TILE) as usize][(x / TILE) as usize];
                if ch == '-' && y % TILE == 0 {
                    p.oneway[i] |= 1 << (x % 64);
                }
            }
        }
        p
    }

    /// Solid pixel; the left and right map edges are solid, top and bottom open.
    #[inline]
    fn solid(&self, x: i32, y: i32) -> bool {
        if x < 0 || x >= self.w {
            return true;
        }
        if y < 0 || y >= self.h {
            return false;
        }
        self.solid[y as usize * self.stride + x as usize / 64] >> (x % 64) & 1 != 0
    }

    #[inline]
    fn oneway(&self, x: i32, y: i32) -> bool {
        if x < 0 || x >= self.w || y < 0 || y >= self.h {
            return false;
        }
        self.oneway[y as usize * self.stride + x as usize / 64] >> (x % 64) & 1 != 0
    }

    /// Any solid pixel in row `y`, columns `[x0, x1)`.
    fn solid_row(&self, y: i32, x0: i32, x1: i32) -> bool {
        (x0..x1).any(|x| self.solid(x, y))
    }

    /// Any solid pixel in column `x`, rows `[y0, y1)`.
    fn solid_col(&self, x: i32, y0: i32, y1: i32) -> bool {
        (y0..y1).any(|y| self.solid(x, y))
    }

    /// Row `y` holds the box up (solid, or a one-way top unless dropping).
    fn floor_row(&self, y: i32, x0: i32, x1: i32, drop: bool) -> bool {
        (x0..x1).any(|x| self.solid(x, y) || (!drop && self.oneway(x, y)))
    }
}

/// One naive body: bottom-centre and velocity in subpixels, like tilestep.
#[derive(Clone, Debug)]
pub struct NaiveBody {
    x: i32,
    y: i32,
    vy: i32,
    standing: bool,
    input: InputStream,
}

impl NaiveBody {
    /// One frame.
    pub fn step(&mut self, p: &Pixels) {
        let (w, h) = (BODY_W, BODY_H);
        let inp = self.input.next_input();
        self.vy = next_vy(inp, self.standing, self.vy);
        let walking = self.standing && self.vy >= 0;
        let (mut px, mut py) = (self.x >> 8, self.y >> 8);

        // Horizontal, 1 px at a time.
        let target = self.x + inp.vx;
        let dir = ((target >> 8) - px).signum();
        let mut stopped = false;
        while px != target >> 8 {
            let left = px - w / 2;
            let ahead = if dir > 0 { left + w } else { left - 1 };
            if !p.solid_col(ahead, py - h, py) {
                px += dir;
            } else if walking
                && !p.solid_col(ahead, py - h - 1, py - 1)
                && !p.solid_row(py - h - 1, left, left + w)
            {
                px += dir;
                py -= 1;
            } else {
                stopped = true;
                break;
            }
            if walking {
                let l = px - w / 2;
                if !p.floor_row(py, l, l + w, inp.drop) && p.floor_row(py + 1, l, l + w, inp.drop) {
                    py += 1;
                }
            }
        }
        self.x = if stopped { px << 8 } else { target };
        let mut y = if walking {
            py << 8
        } else {
            (py << 8) | (self.y & 255)
        };

        // Vertical, 1 px at a time.
        let l = px - w / 2;
        let target = y + self.vy;
        let dir = ((target >> 8) - py).signum();
        let mut stopped = false;
        while py != target >> 8 {
            let blocked = if dir > 0 {
                p.floor_row(py, l, l + w, inp.drop)
            } else {
                p.solid_row(py - h - 1, l, l + w)
            };
            if blocked {
                stopped = true;
                break;
            }
            py += dir;
        }
        if stopped {
            self.vy = 0;
            y = py << 8;
        } else {
            y = target;
        }
        self.y = y;
        self.standing = p.floor_row(py, l, l + w, inp.drop);
    }
}

/// The naive engine.
pub struct Naive {
    pixels: Pixels,
    bodies: Vec<NaiveBody>,
}

impl Naive {
    /// Builds the bitmaps and one body per start.
    pub fn new(ascii: &str, starts: &[(Spawn, InputStream)]) -> Naive {
        Naive {
            pixels: Pixels::new(ascii),
            bodies: starts
                .iter()
                .map(|(s, input)| NaiveBody {
                    x: s.x << 8,
                    y: s.y << 8,
                    vy: 0,
                    standing: false,
                    input: input.clone(),
                })
                .collect(),
        }
    }
}

impl Engine for Naive {
    fn len(&self) -> usize {
        self.bodies.len()
    }
    fn step(&mut self) {
        let p = &self.pixels;
        self.bodies.iter_mut().for_each(|b| b.step(p));
    }
    fn position(&self, i: usize) -> (f64, f64) {
        let b = &self.bodies[i];
        (b.x as f64 / 256.0, b.y as f64 / 256.0)
    }
    fn standing(&self, i: usize) -> bool {
        self.bodies[i].standing
    }
    fn bytes_per_body(&self) -> usize {
        // Position, speed and the standing flag; the input stream isn't state.
        std::mem::size_of::<NaiveBody>() - std::mem::size_of::<InputStream>()
    }
    fn describe(&self) -> String {
        format!(
            "{}x{} px bitmaps (solid + one-way), {} KiB",
            self.pixels.w,
            self.pixels.h,
            (self.pixels.solid.len() + self.pixels.oneway.len()) * 8 / 1024
        )
    }
}
