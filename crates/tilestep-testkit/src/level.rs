//! The bench's generated level, shared with the tests that walk it (the
//! navigation crate's among them) so they need not depend on the bench and
//! its peers.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use crate::Lcg;

/// The workload's generator for `seed`: the tests' [`Lcg`], started from
/// `seed` XOR the golden ratio's 64 bits. The level, the spawns and the
/// input streams are this exact sequence.
pub fn seeded(seed: u64) -> Lcg {
    Lcg(seed ^ 0x9e37_79b9_7f4a_7c15)
}

/// Builds a `width x height` ASCII level (tiles) from `seed`: a ground line
/// that runs flat, climbs and descends 45° and 1:2 slopes, with walls, and
/// one-way platforms floating above it.
pub fn level_ascii(width: usize, height: usize, seed: u64) -> String {
    let mut rng = seeded(seed);
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
                    fill(&mut grid, x, g as usize);
                    ground = g - 1;
                    x += 1;
                    continue;
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
            let row = (ground - 4 - rng.below(3)).max(2) as usize;
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
