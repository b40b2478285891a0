//! The demo's colours: a small fixed palette (PICO-8's sixteen), so the
//! pixel art reads the same at every scale.

use macroquad::color::Color;

/// A colour from `0xRRGGBB`, opaque.
pub const fn rgb(hex: u32) -> Color {
    Color {
        r: ((hex >> 16) & 0xff) as f32 / 255.0,
        g: ((hex >> 8) & 0xff) as f32 / 255.0,
        b: (hex & 0xff) as f32 / 255.0,
        a: 1.0,
    }
}

/// `c` with alpha `a`.
pub const fn alpha(c: Color, a: f32) -> Color {
    Color { a, ..c }
}

/// Beyond the map.
pub const OUTSIDE: Color = rgb(0x000000);
/// The sky behind the tiles.
pub const SKY: Color = rgb(0x1d2b53);
/// Faint tile grid.
pub const GRID: Color = rgb(0x233163);
/// `solid` tiles.
pub const SOLID: Color = rgb(0x5f574f);
/// Slope and profile tiles.
pub const SLOPE: Color = rgb(0x83769c);
/// `end_slope` tiles.
pub const END_SLOPE: Color = rgb(0xab5236);
/// `platform` surfaces.
pub const PLATFORM: Color = rgb(0xffa300);
/// `platform_under` surfaces.
pub const UNDER: Color = rgb(0xff77a8);
/// The opacity of the hatching over a one-way profile's pixels (the
/// one-way slopes), drawn in its surface's colour ([`PLATFORM`] on
/// floors, [`UNDER`] on ceilings): faint, so they never read as solid.
pub const ONEWAY_PIXELS: f32 = 0.6;
/// One-way walls (`oneway_left`, `oneway_right`).
pub const WALL: Color = rgb(0xffccaa);
/// Springs.
pub const SPRING: Color = rgb(0xff004d);
/// Ice.
pub const ICE: Color = rgb(0x29adff);
/// Conveyors.
pub const CONVEYOR: Color = rgb(0xffec27);
/// Ladders.
pub const LADDER: Color = rgb(0xab5236);
/// Water (PICO-8's extra "true blue"), drawn see-through.
pub const WATER: Color = rgb(0x065ab5);
/// The opacity of water tiles.
pub const WATER_ALPHA: f32 = 0.6;
/// Spikes.
pub const SPIKES: Color = rgb(0xc2c3c7);
/// A tag with no behaviour.
pub const TAG: Color = rgb(0x7e2553);
/// Moving full solids.
pub const MOVER: Color = rgb(0xc2c3c7);
/// The player.
pub const PLAYER: Color = rgb(0x00e436);
/// The player mid-dash (PICO-8's "dark peach", one of its extra colours:
/// nothing else on screen has it, so the end-to-end test can count it).
pub const PLAYER_DASH: Color = rgb(0xff6e59);
/// The player's outline.
pub const PLAYER_EDGE: Color = rgb(0x008751);
/// The enemy (the tour's chaser), PICO-8's red.
pub const ENEMY: Color = rgb(0xff004d);
/// The enemy's outline and feet.
pub const ENEMY_EDGE: Color = rgb(0x7e2553);
/// The enemy's plan track in the overlay.
pub const TRACK: Color = alpha(rgb(0xff004d), 0.8);
/// Other bodies.
pub const BODY: Color = rgb(0x83769c);
/// Eyes, text.
pub const WHITE: Color = rgb(0xfff1e8);
/// Dark text and outlines.
pub const INK: Color = rgb(0x000000);
/// The overlay's box outline.
pub const BOX: Color = rgb(0xffec27);
/// The overlay's core.
pub const CORE: Color = alpha(rgb(0x29adff), 0.6);
/// The overlay's sensor column.
pub const SENSOR: Color = rgb(0xff004d);
/// The shade under a one-way bar.
pub const SHADE: Color = alpha(rgb(0x000000), 0.45);
/// Text panels.
pub const PANEL: Color = alpha(rgb(0x000000), 0.7);
