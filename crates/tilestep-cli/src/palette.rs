//! The fixed palette shared by the PNG (indexed colour) and the GIF: every
//! colour drawn is an index here, so both files are small and exact.

/// An RGB colour.
pub type Rgb = [u8; 3];

/// Empty map space.
pub const EMPTY: u8 = 0;
/// Faint tile grid over empty space.
pub const GRID: u8 = 1;
/// Solid pixels of `solid` tiles.
pub const SOLID: u8 = 2;
/// `end_slope` tiles (solid, a different shade).
pub const END_SLOPE: u8 = 3;
/// Solid pixels of slope and profile tiles.
pub const SLOPE: u8 = 4;
/// `platform` top edge.
pub const PLATFORM: u8 = 5;
/// `platform_under` bottom edge.
pub const UNDER: u8 = 6;
/// A solid map edge.
pub const EDGE_SOLID: u8 = 7;
/// An open map edge (dashed).
pub const EDGE_OPEN: u8 = 8;
/// Text.
pub const TEXT: u8 = 9;
/// The legend strip's background.
pub const STRIP: u8 = 10;
/// White.
pub const WHITE: u8 = 11;
/// Marker: floor or landing.
pub const MARK_FLOOR: u8 = 12;
/// Marker: ceiling.
pub const MARK_CEILING: u8 = 13;
/// Marker: wall.
pub const MARK_WALL: u8 = 14;
/// Marker: one-way platform.
pub const MARK_PLATFORM: u8 = 15;
/// Outside the map.
pub const OUTSIDE: u8 = 16;
/// Faint text.
pub const TEXT_FAINT: u8 = 17;
/// A one-way wall's edge (`oneway_left`, `oneway_right`).
pub const WALL: u8 = 18;

/// Number of tag tints (tags cycle through them).
pub const TAGS: u8 = 8;
/// First tag tint over empty space (`TAG_EMPTY + tag % TAGS`).
pub const TAG_EMPTY: u8 = 20;
/// First tag tint over solid pixels.
pub const TAG_SOLID: u8 = 28;
/// Number of body colours (bodies cycle through them).
pub const BODIES: u8 = 12;
/// First body colour (strong: core outline, path).
pub const BODY: u8 = 40;
/// First light body colour (box outline).
pub const BODY_LIGHT: u8 = 52;
/// Number of moving-solid colours (solids cycle through them).
pub const SOLIDS: u8 = 6;
/// First moving-solid colour (strong: outline, one-way edge).
pub const MOVING: u8 = 64;
/// First light moving-solid colour (fill, route).
pub const MOVING_LIGHT: u8 = 70;
/// `tilestep nav`: a segment (a surface the body walks along).
pub const NAV_SEGMENT: u8 = 76;
/// `tilestep nav`: a take-off sample.
pub const NAV_SAMPLE: u8 = 77;
/// `tilestep nav`: a walk edge.
pub const NAV_WALK: u8 = 78;
/// `tilestep nav`: a walk-off edge.
pub const NAV_WALK_OFF: u8 = 79;
/// `tilestep nav`: a drop edge (through a one-way floor).
pub const NAV_DROP: u8 = 80;
/// `tilestep nav`: a jump edge.
pub const NAV_JUMP: u8 = 81;
/// `tilestep nav`: the plan's track.
pub const NAV_TRACK: u8 = 82;
/// `tilestep nav`: a ladder edge.
pub const NAV_LADDER: u8 = 83;

const FIXED: [Rgb; 19] = [
    [246, 243, 235], // empty
    [230, 225, 212], // grid
    [92, 99, 112],   // solid
    [120, 94, 128],  // end_slope
    [112, 121, 138], // slope
    [230, 130, 20],  // platform
    [20, 160, 170],  // platform_under
    [40, 44, 52],    // solid edge
    [150, 150, 150], // open edge
    [30, 30, 36],    // text
    [255, 255, 255], // strip
    [255, 255, 255], // white
    [46, 160, 67],   // floor marker
    [140, 60, 190],  // ceiling marker
    [220, 40, 40],   // wall marker
    [240, 120, 0],   // platform marker
    [218, 214, 204], // outside
    [120, 120, 128], // faint text
    [205, 30, 175],  // one-way wall
];

const TAG_HUES: [Rgb; 8] = [
    [230, 60, 60],
    [40, 120, 230],
    [240, 180, 20],
    [30, 170, 90],
    [170, 70, 200],
    [20, 180, 190],
    [240, 110, 170],
    [130, 100, 60],
];

const BODY_COLORS: [Rgb; 12] = [
    [214, 39, 40],
    [31, 119, 180],
    [44, 160, 44],
    [148, 103, 189],
    [255, 127, 14],
    [227, 119, 194],
    [23, 190, 207],
    [140, 86, 75],
    [188, 189, 34],
    [0, 0, 160],
    [160, 0, 80],
    [0, 110, 80],
];

/// Moving solids: earthy, distinct from the body colours.
const SOLID_COLORS: [Rgb; 6] = [
    [120, 72, 30],
    [60, 90, 40],
    [40, 70, 120],
    [130, 40, 90],
    [90, 90, 20],
    [20, 100, 100],
];

/// `tilestep nav`'s colours, from [`NAV_SEGMENT`] on.
const NAV_COLORS: [Rgb; 8] = [
    [30, 150, 80],   // segment
    [10, 60, 30],    // sample
    [200, 205, 200], // walk
    [150, 80, 210],  // walk-off
    [0, 165, 215],   // drop
    [40, 80, 230],   // jump
    [255, 20, 90],   // track
    [190, 120, 20],  // ladder
];

fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let m = |x: u8, y: u8| (f32::from(x) * (1.0 - t) + f32::from(y) * t).round() as u8;
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}

/// The 256 colours, index = palette entry.
pub fn colors() -> Vec<Rgb> {
    let mut p = vec![[0, 0, 0]; 256];
    p[..FIXED.len()].copy_from_slice(&FIXED);
    for (i, h) in TAG_HUES.iter().enumerate() {
        p[TAG_EMPTY as usize + i] = mix(FIXED[EMPTY as usize], *h, 0.35);
        p[TAG_SOLID as usize + i] = mix(FIXED[SOLID as usize], *h, 0.45);
    }
    for (i, c) in BODY_COLORS.iter().enumerate() {
        p[BODY as usize + i] = *c;
        p[BODY_LIGHT as usize + i] = mix(*c, [255, 255, 255], 0.55);
    }
    for (i, c) in SOLID_COLORS.iter().enumerate() {
        p[MOVING as usize + i] = *c;
        p[MOVING_LIGHT as usize + i] = mix(*c, [255, 255, 255], 0.6);
    }
    let nav = NAV_SEGMENT as usize;
    p[nav..nav + NAV_COLORS.len()].copy_from_slice(&NAV_COLORS);
    p
}

/// The strong colour of moving solid `i`.
pub fn moving(i: usize) -> u8 {
    MOVING + (i % SOLIDS as usize) as u8
}

/// The light colour of moving solid `i`.
pub fn moving_light(i: usize) -> u8 {
    MOVING_LIGHT + (i % SOLIDS as usize) as u8
}

/// The strong colour of body `i`.
pub fn body(i: usize) -> u8 {
    BODY + (i % BODIES as usize) as u8
}

/// The light colour of body `i`.
pub fn body_light(i: usize) -> u8 {
    BODY_LIGHT + (i % BODIES as usize) as u8
}
