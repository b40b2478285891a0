//! Debug drawing (feature `debug`): gizmos for the map's tiles and wedges,
//! bodies' boxes and cores, their sensor columns and contacts, and moving
//! solids, toggled at run time through [`DebugDraw`]. Drawn where bodies
//! are drawn: between fixed steps as [`crate::RenderSettings`] says.

use crate::components::{StepReport, TileBody, TileSolid};
use crate::map::CollisionMap;
use crate::render::{alpha, lerp, RenderSettings};
use crate::scale::PixelScale;
use bevy::app::{App, Plugin, PostUpdate};
use bevy::color::Color;
use bevy::math::{Isometry2d, Vec2};
use bevy::prelude::{Fixed, Gizmos, IntoScheduleConfigs, Query, Res, Resource, Time};
use tilestep::{Body, ContactFlags, CoreShape, TileShape, TileXY};

/// What the debug gizmos draw; `enabled` switches them all.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DebugDraw {
    /// Draw anything at all (toggle it from a key).
    pub enabled: bool,
    /// The map: solid tiles, one-way platforms and slope surfaces.
    pub map: bool,
    /// Bodies' boxes.
    pub boxes: bool,
    /// Bodies' cores (the box with 45° corners cut off) and sensor columns.
    pub cores: bool,
    /// The sides where the last step met something.
    pub contacts: bool,
    /// Moving solids.
    pub solids: bool,
}

impl Default for DebugDraw {
    /// Everything on.
    fn default() -> Self {
        DebugDraw {
            enabled: true,
            map: true,
            boxes: true,
            cores: true,
            contacts: true,
            solids: true,
        }
    }
}

impl DebugDraw {
    /// Switches all drawing on or off.
    pub fn toggle(&mut self) {
        self.enabled = !self.enabled;
    }
}

/// Adds [`DebugDraw`] and the drawing system (in `PostUpdate`, after
/// `TilestepSet::Sync`). Needs the plugin's resources ([`crate::TilestepPlugin`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct TilestepDebugPlugin;

impl Plugin for TilestepDebugPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<DebugDraw>()
            .add_systems(PostUpdate, draw.after(crate::TilestepSet::Sync));
    }
}

const TILE: Color = Color::srgb(0.45, 0.45, 0.55);
const WEDGE: Color = Color::srgb(0.95, 0.75, 0.2);
const BOX: Color = Color::srgb(0.3, 0.8, 1.0);
const CORE: Color = Color::srgb(1.0, 0.4, 0.8);
const SENSOR: Color = Color::srgb(1.0, 1.0, 1.0);
const CONTACT: Color = Color::srgb(0.2, 1.0, 0.3);
const SOLID: Color = Color::srgb(1.0, 0.55, 0.1);

/// The outline of a body's core, pixels (y down), from its sensor column
/// `px`, box `left..right` x `top..bottom`: the corners cut at 45°, or the
/// box itself for a box core.
pub fn core_outline(body: &Body) -> [Vec2; 7] {
    let r = body.rect();
    let px = body.sensor_x().0 as f32;
    let (l, t, rt, b) = (
        r.left.0 as f32,
        r.top.0 as f32,
        r.right.0 as f32,
        r.bottom.0 as f32,
    );
    let (dl, dr) = match body.core {
        CoreShape::Box => (0.0, 0.0),
        _ => (px - l, rt - px),
    };
    [
        Vec2::new(px, t),
        Vec2::new(l, (t + dl).min(b)),
        Vec2::new(l, (b - dl).max(t)),
        Vec2::new(px, b),
        Vec2::new(rt, (b - dr).max(t)),
        Vec2::new(rt, (t + dr).min(b)),
        Vec2::new(px, t),
    ]
}

/// Draws what [`DebugDraw`] asks for.
#[allow(clippy::too_many_arguments)]
pub fn draw(
    mut gizmos: Gizmos,
    opts: Res<DebugDraw>,
    scale: Res<PixelScale>,
    settings: Res<RenderSettings>,
    time: Option<Res<Time<Fixed>>>,
    map: Option<Res<CollisionMap>>,
    bodies: Query<(&TileBody, &StepReport)>,
    solids: Query<&TileSolid>,
) {
    if !opts.enabled {
        return;
    }
    let t = alpha(&settings, time.as_deref());
    let w = |x: f32, y: f32| scale.px_to_world(x, y);
    if let (true, Some(map)) = (opts.map, map.as_ref()) {
        draw_map(&mut gizmos, map, &scale);
    }
    for (b, rep) in &bodies {
        // Drawn where the body is drawn: the offset of the interpolated
        // position from the last step's, in pixels.
        let at = lerp(b.prev, b.body.pos, t);
        let off = Vec2::new(
            (at.x.0 - b.body.pos.x.0) as f32 / 256.0,
            (at.y.0 - b.body.pos.y.0) as f32 / 256.0,
        );
        let r = b.body.rect();
        let (l, tp, rt, bt) = (
            r.left.0 as f32 + off.x,
            r.top.0 as f32 + off.y,
            r.right.0 as f32 + off.x,
            r.bottom.0 as f32 + off.y,
        );
        if opts.boxes {
            let c = w((l + rt) / 2.0, (tp + bt) / 2.0);
            let size = Vec2::new(scale.len_to_world(rt - l), scale.len_to_world(bt - tp));
            gizmos.rect_2d(Isometry2d::from_translation(c), size, BOX);
        }
        if opts.cores {
            let pts = core_outline(&b.body).map(|p| w(p.x + off.x, p.y + off.y));
            gizmos.linestrip_2d(pts, CORE);
            let sx = b.body.sensor_x().0 as f32 + 0.5 + off.x;
            gizmos.line_2d(w(sx, tp), w(sx, bt + 3.0), SENSOR);
        }
        if opts.contacts {
            let f = rep.contacts.flags;
            let (tl, tr) = (Vec2::new(l, tp), Vec2::new(rt, tp));
            let (bl, br) = (Vec2::new(l, bt), Vec2::new(rt, bt));
            for (flag, a, b2) in [
                (ContactFlags::FLOOR, bl, br),
                (ContactFlags::CEILING, tl, tr),
                (ContactFlags::WALL_LEFT, tl, bl),
                (ContactFlags::WALL_RIGHT, tr, br),
            ] {
                if f.contains(flag) {
                    gizmos.line_2d(w(a.x, a.y), w(b2.x, b2.y), CONTACT);
                }
            }
        }
    }
    if opts.solids {
        for s in &solids {
            let at = lerp(s.prev, s.solid.pos, t);
            let c = scale.solid_centre_at(&s.solid, at, false);
            let size = Vec2::new(
                scale.len_to_world(s.solid.size.w().0 as f32),
                scale.len_to_world(s.solid.size.h().0 as f32),
            );
            gizmos.rect_2d(Isometry2d::from_translation(c), size, SOLID);
        }
    }
}

/// Solid tiles as squares, one-way platforms as their surface line, and
/// every other non-empty tile (slopes, wedges, height profiles) as the
/// surface of its solid pixels, column by column.
fn draw_map(gizmos: &mut Gizmos, map: &CollisionMap, scale: &PixelScale) {
    let m = map.map();
    let ts = m.tile_size().px();
    let t = ts as f32;
    for ty in 0..m.height() {
        for tx in 0..m.width() {
            let Some(id) = m.get(TileXY::new(tx, ty)) else {
                continue;
            };
            let (x0, y0) = (tx as f32 * t, ty as f32 * t);
            match m.tileset().def(id).kind.shape() {
                TileShape::Solid => {
                    let c = scale.px_to_world(x0 + t / 2.0, y0 + t / 2.0);
                    let s = Vec2::splat(scale.len_to_world(t));
                    gizmos.rect_2d(Isometry2d::from_translation(c), s, TILE);
                }
                TileShape::Platform => {
                    gizmos.line_2d(
                        scale.px_to_world(x0, y0),
                        scale.px_to_world(x0 + t, y0),
                        TILE,
                    );
                }
                TileShape::PlatformUnder => {
                    gizmos.line_2d(
                        scale.px_to_world(x0, y0 + t),
                        scale.px_to_world(x0 + t, y0 + t),
                        TILE,
                    );
                }
                shape @ (TileShape::Floor | TileShape::Ceiling) => {
                    // The top of a floor profile's columns, the bottom of a
                    // ceiling profile's: h(c) px from the solid edge.
                    let pts = (0..ts).map(|c| {
                        let h = m.tileset().height(id, c).clamp(0, ts);
                        let y = if shape == TileShape::Floor { ts - h } else { h };
                        scale.px_to_world(x0 + c as f32 + 0.5, y0 + y as f32)
                    });
                    gizmos.linestrip_2d(pts, WEDGE);
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Size, SubPoint};

    #[test]
    fn the_core_is_the_box_with_its_corners_cut() {
        let b = Body::new(SubPoint::from_px(40, 48), Size::new(12, 24)); // 34..46 x 24..48
        let o = core_outline(&b);
        assert_eq!(o[0], Vec2::new(40.0, 24.0));
        assert_eq!(o[1], Vec2::new(34.0, 30.0));
        assert_eq!(o[2], Vec2::new(34.0, 42.0));
        assert_eq!(o[3], Vec2::new(40.0, 48.0));
        assert_eq!(o[4], Vec2::new(46.0, 42.0));
        assert_eq!(o[5], Vec2::new(46.0, 30.0));
    }

    #[test]
    fn a_box_core_is_the_box() {
        let mut b = Body::new(SubPoint::from_px(40, 48), Size::new(12, 24));
        b.core = tilestep::CoreShape::Box;
        let o = core_outline(&b);
        assert_eq!(o[1], Vec2::new(34.0, 24.0));
        assert_eq!(o[2], Vec2::new(34.0, 48.0));
        assert_eq!(o[4], Vec2::new(46.0, 48.0));
        assert_eq!(o[5], Vec2::new(46.0, 24.0));
    }
}
