//! The shared benchmark workload: a generated level (fixed seed) with flat
//! runs, 45° and 1:2 slopes up and down, one-way platforms and walls, and
//! bodies walking and jumping with fixed-seed inputs.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use tilestep::{Body, Size, StepInput, SubPoint, TileMap};

/// A small deterministic generator (PCG-style LCG), the same on every target.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }

    /// A value in `0..n`.
    pub fn below(&mut self, n: u32) -> u32 {
        self.next_u32() % n.max(1)
    }
}

/// Builds a `width x height` ASCII level (tiles) from `seed`: a ground line
/// that runs flat, climbs and descends 45° and 1:2 slopes, with walls, and
/// one-way platforms floating above it.
pub fn level_ascii(width: usize, height: usize, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut grid = vec![vec!['.'; width]; height];
    let mut ground = height as i32 - 6; // row of the ground's top tile
    let mut x = 0usize;
    while x < width {
        let kind = rng.below(6);
        let len = 2 + rng.below(6) as usize;
        for _ in 0..len {
            if x >= width {
                break;
            }
            let g = ground.clamp(8, height as i32 - 2);
            match kind {
                // 45° up: '/' on row g-1 then the ground rises.
                1 if g > 10 => {
                    grid[g as usize - 1][x] = '/';
                    ground = g - 1;
                }
                2 if g < height as i32 - 3 => {
                    grid[g as usize][x] = '\\';
                    ground = g + 1;
                    fill(&mut grid, x, (g + 1) as usize);
                    x += 1;
                    continue;
                }
                // 1:2 up over two tiles.
                3 if g > 10 && x + 1 < width => {
                    grid[g as usize - 1][x] = 'r';
                    grid[g as usize - 1][x + 1] = 'R';
                    fill(&mut grid, x, g as usize);
                    fill(&mut grid, x + 1, g as usize);
                    ground = g - 1;
                    x += 2;
                    continue;
                }
                4 if g < height as i32 - 3 && x + 1 < width => {
                    grid[g as usize][x] = 'L';
                    grid[g as usize][x + 1] = 'l';
                    fill(&mut grid, x, (g + 1) as usize);
                    fill(&mut grid, x + 1, (g + 1) as usize);
                    ground = g + 1;
                    x += 2;
                    continue;
                }
                // A short wall.
                5 if rng.below(4) == 0 => {
                    grid[g as usize - 1][x] = '#';
                }
                _ => {}
            }
            fill(&mut grid, x, ground.clamp(8, height as i32 - 2) as usize);
            x += 1;
        }
        // Sometimes a platform above.
        if rng.below(3) == 0 && x > 6 {
            let row = (ground - 4 - rng.below(3) as i32).max(2) as usize;
            for cell in &mut grid[row][x.saturating_sub(5)..x] {
                if *cell == '.' {
                    *cell = '-';
                }
            }
        }
    }
    grid.iter()
        .map(|r| r.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Fills column `x` with solid from row `from` to the bottom.
fn fill(grid: &mut [Vec<char>], x: usize, from: usize) {
    for row in grid.iter_mut().skip(from) {
        row[x] = '#';
    }
}

/// The benchmark level: 400x60 tiles of 16 px (about the size the issue asks for).
pub fn level(seed: u64) -> TileMap {
    TileMap::from_ascii(&level_ascii(400, 60, seed), 16).expect("generated level is valid")
}

/// One body with its gravity and a fixed-seed input stream.
#[derive(Clone, Debug)]
pub struct Walker {
    /// The body.
    pub body: Body,
    rng: Rng,
    vx: i32,
    left: u32,
}

/// `n` bodies of 12x24 px dropped at fixed-seed positions above the ground,
/// each with its own input stream: walk left or right at 1 to 3 px/frame,
/// sometimes jump, sometimes drop through platforms.
pub fn walkers(map: &TileMap, n: usize, seed: u64) -> Vec<Walker> {
    let mut rng = Rng::new(seed);
    let wpx = map.bounds().right.0;
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let x = 8 + rng.below((wpx - 16) as u32) as i32;
        let y = 24 + rng.below(64) as i32;
        let body = Body::new(SubPoint::from_px(x, y), Size::new(12, 24));
        if map.fits(&body) {
            out.push(Walker {
                body,
                rng: Rng::new(rng.next_u32() as u64),
                vx: 0,
                left: 0,
            });
        }
    }
    out
}

impl Walker {
    /// Applies this frame's input and gravity (0.25 px/frame², cap 6 px/frame),
    /// then steps the body once.
    #[inline]
    pub fn step(&mut self, map: &TileMap) {
        if self.left == 0 {
            self.left = 10 + self.rng.below(50);
            self.vx = (self.rng.below(7) as i32 - 3) * 256 + self.rng.below(128) as i32;
            if self.body.standing && self.rng.below(3) == 0 {
                self.body.vel.y.0 = -5 * 256;
            }
        }
        self.left -= 1;
        self.body.vel.x.0 = self.vx;
        if !self.body.standing || self.body.vel.y.0 < 0 {
            self.body.vel.y.0 = (self.body.vel.y.0 + 64).min(6 * 256);
        } else {
            self.body.vel.y.0 = 64;
        }
        let drop = self.left % 97 == 0;
        map.step(&mut self.body, StepInput { drop });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_is_deterministic_and_walkers_stay_out_of_solids() {
        assert_eq!(level_ascii(400, 60, 1), level_ascii(400, 60, 1));
        let map = level(1);
        let mut ws = walkers(&map, 200, 2);
        for _ in 0..600 {
            for w in &mut ws {
                w.step(&map);
                assert!(map.fits(&w.body));
            }
        }
        let standing = ws.iter().filter(|w| w.body.standing).count();
        assert!(standing > 100, "most walkers are on the ground: {standing}");
    }
}
