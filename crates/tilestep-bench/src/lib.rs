//! The shared benchmark workload: a generated level (fixed seed) with flat
//! runs, 45° and 1:2 slopes up and down, one-way platforms and walls, and
//! bodies walking and jumping with fixed-seed inputs.
//!
//! The side-by-side comparison lives in [`engines`]: the same level (as ASCII,
//! with per-engine [`Variant`]s where a peer lacks a tile kind) and the same
//! per-body [`InputStream`]s, replayed by tilestep, rapier2d's kinematic
//! character controller, macroquad-platformer and a naive pixel stepper.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod engines;

use tilestep::{Body, Px, PxPoint, Size, StepInput, SubPoint, TileMap};
use tilestep_testkit::Lcg;

pub use tilestep_testkit::level::level_ascii;
use tilestep_testkit::level::seeded;

/// The benchmark level: 400x60 tiles of 16 px (about the size the issue asks for).
pub fn level(seed: u64) -> TileMap {
    TileMap::from_ascii(&level_ascii(400, 60, seed), 16).expect("generated level is valid")
}

/// The benchmark level's ASCII source (400x60 tiles, seed 1).
pub fn level_ascii_default() -> String {
    level_ascii(400, 60, 1)
}

/// Which tile kinds a peer gets: the level is the same, with the kinds a peer
/// doesn't support turned into ones it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Every tile kind: solids, 45° and 1:2 slopes, one-way platforms.
    Full,
    /// One-way platforms removed (rapier's character controller has no
    /// one-way surfaces).
    NoPlatforms,
    /// Slopes made solid and platforms removed (macroquad-platformer collides
    /// with whole tiles only).
    SolidOnly,
    /// The level rich in one-way slopes (tilestep alone): every ground
    /// slope turned into its one-way twin over the same solid fill, and
    /// every floating platform into a one-way hill (a `1`, flat platform,
    /// a `2`).
    OnewaySlopes,
}

impl Variant {
    /// A short name for tables.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Full => "full",
            Variant::NoPlatforms => "no-platforms",
            Variant::SolidOnly => "solid-only",
            Variant::OnewaySlopes => "oneway-slopes",
        }
    }

    /// `ascii` with the kinds this variant lacks replaced.
    pub fn apply(self, ascii: &str) -> String {
        if self == Variant::OnewaySlopes {
            return oneway_slopes(ascii);
        }
        ascii
            .chars()
            .map(|c| match (self, c) {
                (Variant::Full, c) => c,
                (_, '-' | '_') => '.',
                (Variant::SolidOnly, '/' | '\\' | 'r' | 'R' | 'L' | 'l') => '#',
                (_, c) => c,
            })
            .collect()
    }
}

/// [`Variant::OnewaySlopes`] of `ascii`: slopes to their one-way twins,
/// each run of two or more platform tiles to a hill whose ends are
/// one-way 45° slopes.
fn oneway_slopes(ascii: &str) -> String {
    let line = |row: &str| {
        let mut cells: Vec<char> = row
            .chars()
            .map(|c| match c {
                '/' => '1',
                '\\' => '2',
                'r' => '3',
                'R' => '4',
                'L' => '5',
                'l' => '6',
                c => c,
            })
            .collect();
        let mut x = 0;
        while x < cells.len() {
            let run = cells[x..].iter().take_while(|&&c| c == '-').count();
            if run >= 2 {
                cells[x] = '1';
                cells[x + run - 1] = '2';
            }
            x += run.max(1);
        }
        cells.into_iter().collect::<String>()
    };
    ascii.split('\n').map(line).collect::<Vec<_>>().join("\n")
}

/// One frame of one body's input: what a player's controller says. It
/// doesn't depend on the body's state, so every engine replays the same
/// stream; [`next_vy`] turns it into a vertical speed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Input {
    /// Horizontal speed, subpixels per frame (256 = 1 px).
    pub vx: i32,
    /// Jump this frame (taken only if the body stands).
    pub jump: bool,
    /// Fall through one-way platforms this frame.
    pub drop: bool,
}

/// A fixed-seed stream of [`Input`]s for one body: walk left or right at 0
/// to 3.5 px/frame for 10 to 59 frames, with a 1 in 3 jump at the start of
/// each run, and a drop every 97th frame of a run's countdown.
#[derive(Clone, Debug)]
pub struct InputStream {
    rng: Lcg,
    vx: i32,
    left: u32,
    speed: Option<i32>,
}

impl InputStream {
    /// A stream from a seed.
    pub fn new(seed: u64) -> InputStream {
        InputStream {
            rng: seeded(seed),
            vx: 0,
            left: 0,
            speed: None,
        }
    }

    /// The same stream with every run at exactly `px` px/frame (left or right,
    /// as drawn; a drawn 0 becomes right): the cost-versus-speed workload.
    pub fn with_speed(mut self, px: i32) -> InputStream {
        self.speed = Some(px * 256);
        self
    }

    /// The next frame's input.
    #[inline]
    pub fn next_input(&mut self) -> Input {
        let mut jump = false;
        if self.left == 0 {
            self.left = 10 + self.rng.below(50);
            self.vx = (self.rng.below(7) - 3) * 256 + self.rng.below(128);
            if let Some(s) = self.speed {
                self.vx = if self.vx < 0 { -s } else { s };
            }
            jump = self.rng.below(3) == 0;
        }
        self.left -= 1;
        Input {
            vx: self.vx,
            jump,
            drop: self.left % 97 == 0,
        }
    }
}

/// The shared motion rule, in subpixels per frame: a jump from standing
/// sets -5 px/frame; in the air (or rising) gravity adds 0.25 px/frame² up
/// to 6 px/frame; standing keeps a 0.25 px/frame push into the ground.
#[inline]
pub fn next_vy(input: Input, standing: bool, vy: i32) -> i32 {
    let vy = if input.jump && standing { -5 * 256 } else { vy };
    if !standing || vy < 0 {
        (vy + 64).min(6 * 256)
    } else {
        64
    }
}

/// A body's start: bottom-centre in px and the seed of its input stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spawn {
    /// Bottom-centre x, px.
    pub x: i32,
    /// Bottom-centre y, px (screen: down is +y).
    pub y: i32,
    /// Seed of its [`InputStream`].
    pub seed: u64,
}

/// `n` fixed-seed starts for 12x24 px bodies: a random column, 2 to 49 px
/// above the first surface there (solid or platform), where the body fits.
/// They land within about 20 frames, so a short settle reaches the steady
/// state of walking and jumping.
pub fn spawns(map: &TileMap, n: usize, seed: u64) -> Vec<Spawn> {
    let mut rng = seeded(seed);
    let (wpx, hpx) = (map.bounds().right.0, map.bounds().bottom.0);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let x = 8 + rng.below((wpx - 16) as u32) as i32;
        let above = 2 + rng.below(48);
        let s = rng.next() as u64;
        let Some(ground) = map.surface_below(PxPoint::new(x, 0), Px(hpx)) else {
            continue;
        };
        let y = ground.y.0 - above;
        let body = Body::new(SubPoint::from_px(x, y), Size::new(12, 24));
        if y >= 24 && map.fits(&body) {
            out.push(Spawn { x, y, seed: s });
        }
    }
    out
}

/// One body with its gravity and a fixed-seed input stream.
#[derive(Clone, Debug)]
pub struct Walker {
    /// The body.
    pub body: Body,
    rng: Lcg,
    vx: i32,
    left: u32,
}

/// `n` bodies of 12x24 px dropped at fixed-seed positions above the ground,
/// each with its own input stream: walk left or right at 1 to 3 px/frame,
/// sometimes jump, sometimes drop through platforms.
pub fn walkers(map: &TileMap, n: usize, seed: u64) -> Vec<Walker> {
    let mut rng = seeded(seed);
    let wpx = map.bounds().right.0;
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let x = 8 + rng.below((wpx - 16) as u32) as i32;
        let y = 24 + rng.below(64);
        let body = Body::new(SubPoint::from_px(x, y), Size::new(12, 24));
        if map.fits(&body) {
            out.push(Walker {
                body,
                rng: seeded(rng.next() as u64),
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
            self.vx = (self.rng.below(7) - 3) * 256 + self.rng.below(128);
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
    #[test]
    fn variants_replace_only_what_they_lack() {
        let a = "..-/\\rRLl#";
        assert_eq!(Variant::Full.apply(a), a);
        assert_eq!(Variant::NoPlatforms.apply(a), ".../\\rRLl#");
        assert_eq!(Variant::SolidOnly.apply(a), "...#######");
        assert_eq!(Variant::OnewaySlopes.apply(a), "..-123456#");
        assert_eq!(Variant::OnewaySlopes.apply("..----.-\n/-"), "..1--2.-\n1-");
    }

    use super::*;

    #[test]
    fn level_is_deterministic_and_walkers_stay_out_of_solids() {
        assert_eq!(level_ascii(400, 60, 1), level_ascii(400, 60, 1));
        // Regression: the 45° rise used to be overwritten with solid, so the
        // level had 16 px walls instead of '/' slopes.
        let text = level_ascii(400, 60, 1);
        for ch in ['/', '\\', 'r', 'R', 'L', 'l', '-'] {
            assert!(text.contains(ch), "the level has {ch:?} tiles");
        }
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
