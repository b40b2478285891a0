//! Draws the moving solids and the bodies: characters with eyes on the
//! side they face (at the bottom when gravity is up), solid and pushable
//! bodies as stones, and the enemy's plan track (overlay).

use crate::camera::View;
use crate::draw_map::fill;
use crate::palette as pal;
use tilestep::{Body, Gravity, MovingSolid, SolidKind, SubPoint};

/// Draws each moving solid: full ones as blocks, one-way ones as bars on
/// their surface side.
pub fn draw_solids(v: &View, solids: &[MovingSolid]) {
    for s in solids.iter().filter(|s| s.active) {
        let r = s.rect();
        let (l, t, rt, b) = (r.left.0, r.top.0, r.right.0, r.bottom.0);
        if !v.sees(l, t, rt, b) {
            continue;
        }
        match s.kind {
            SolidKind::Platform => {
                fill(v, l, t, rt, t + 3, pal::PLATFORM);
                fill(v, l + 2, t + 3, rt - 2, b, pal::alpha(pal::PLATFORM, 0.4));
            }
            SolidKind::PlatformUnder => {
                fill(v, l, b - 3, rt, b, pal::UNDER);
                fill(v, l + 2, t, rt - 2, b - 3, pal::alpha(pal::UNDER, 0.4));
            }
            _ => {
                fill(v, l, t, rt, b, pal::INK);
                fill(v, l + 1, t + 1, rt - 1, b - 1, pal::MOVER);
                fill(v, l + 1, t + 1, rt - 1, t + 2, pal::WHITE);
            }
        }
    }
}

/// How a body is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// The player: green, with eyes.
    Player,
    /// The player mid-dash: peach, with eyes.
    Dashing,
    /// The enemy that chases the player: red, with eyes.
    Enemy,
    /// Another character (a scripted body): lavender, with eyes.
    Other,
    /// A solid or pushable body: a stone block.
    Stone,
}

/// Draws body `b` with `look`, facing `facing` (-1 left, +1 right).
pub fn draw_body(v: &View, b: &Body, look: Look, facing: i32) {
    let r = b.rect();
    let (l, t, rt, bt) = (r.left.0, r.top.0, r.right.0, r.bottom.0);
    if !v.sees(l, t, rt, bt) {
        return;
    }
    if look == Look::Stone {
        fill(v, l, t, rt, bt, pal::INK);
        fill(v, l + 1, t + 1, rt - 1, bt - 1, pal::BODY);
        fill(v, l + 1, t + 1, rt - 1, t + 2, pal::SPIKES);
        let (cx, cy) = ((l + rt) / 2, (t + bt) / 2);
        fill(v, cx - 2, cy - 1, cx + 1, cy, pal::INK);
        fill(v, cx, cy, cx + 2, cy + 2, pal::INK);
        return;
    }
    let (body, edge) = match look {
        Look::Player => (pal::PLAYER, pal::PLAYER_EDGE),
        Look::Dashing => (pal::PLAYER_DASH, pal::PLAYER_EDGE),
        Look::Enemy => (pal::ENEMY, pal::ENEMY_EDGE),
        _ => (pal::BODY, pal::INK),
    };
    fill(v, l, t, rt, bt, edge);
    fill(v, l + 1, t + 1, rt - 1, bt - 1, body);
    // Head end: the top, or the bottom when falling up.
    let up = b.gravity == Gravity::Up;
    let eye_y = if up { bt - 8 } else { t + 5 };
    let cx = b.sensor_x().0 + facing.signum() * 2;
    fill(v, cx - 2, eye_y, cx - 1, eye_y + 3, pal::WHITE);
    fill(v, cx + 1, eye_y, cx + 2, eye_y + 3, pal::WHITE);
    // Feet.
    let foot_y = if up { t + 1 } else { bt - 3 };
    fill(v, l + 1, foot_y, rt - 1, foot_y + 2, edge);
}

/// Draws `track` (a plan's body origins, subpixels) as a thin line through
/// the middle of a body `h` px tall (gravity down: above the origin).
pub fn draw_track(v: &View, track: &[SubPoint], h: i32) {
    let at = |p: &SubPoint| (v.sx(p.x.floor_px().0), v.sy(p.y.floor_px().0 - h / 2));
    for w in track.windows(2) {
        let ((x0, y0), (x1, y1)) = (at(&w[0]), at(&w[1]));
        macroquad::shapes::draw_line(x0, y0, x1, y1, 1.0, pal::TRACK);
    }
}
