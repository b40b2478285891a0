//! The one place where the engine's pixels become Bevy world units.
//!
//! tilestep works in whole pixels and subpixels (1 px = 256 subpixels) with
//! **y down**: pixel (0, 0) is the top-left corner of the map and y grows
//! toward the bottom of the screen. Bevy's world has **y up**. Every
//! conversion in this crate goes through [`PixelScale`]:
//!
//! - world x = `origin.x` + px x / `pixels_per_unit`
//! - world y = `origin.y` - (px y) / `pixels_per_unit`
//!
//! so the map's top-left corner is at `origin` (the world origin unless
//! moved, as the `ldtk` feature does to lay the map over the level
//! bevy_ecs_ldtk spawns) and the map extends to +x and -y. Positions handed to `Transform` are the **centre** of a box
//! (a body's or a moving solid's), which is where Bevy draws a sprite.

use bevy::math::Vec2;
use bevy::prelude::Resource;
use tilestep::{Body, MovingSolid, SubPoint, TileMap, TileXY, SUBPX_PER_PX};

/// How many engine pixels make one Bevy world unit, and the conversions
/// between the two (engine y down, Bevy y up). Inserted by the plugin.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct PixelScale {
    /// Engine pixels per world unit (1.0: one pixel is one unit; 16.0 with
    /// 16 px tiles: one tile is one unit). Must be positive.
    pub pixels_per_unit: f32,
    /// Where the map's top-left corner (pixel (0, 0)) is in the world,
    /// world units (default: the origin).
    pub origin: Vec2,
}

impl Default for PixelScale {
    fn default() -> Self {
        PixelScale::new(1.0)
    }
}

impl PixelScale {
    /// A scale of `pixels_per_unit` engine pixels per world unit, the map's
    /// top-left corner at the world origin.
    pub fn new(pixels_per_unit: f32) -> PixelScale {
        PixelScale {
            pixels_per_unit,
            origin: Vec2::ZERO,
        }
    }

    /// A point in engine pixels (y down, may be fractional) as a world
    /// position (units, y up).
    pub fn px_to_world(&self, x_px: f32, y_px: f32) -> Vec2 {
        self.origin + Vec2::new(x_px / self.pixels_per_unit, -y_px / self.pixels_per_unit)
    }

    /// A world position (units, y up) as engine pixels (y down, fractional).
    pub fn world_to_px(&self, world: Vec2) -> Vec2 {
        let rel = world - self.origin;
        Vec2::new(rel.x * self.pixels_per_unit, -rel.y * self.pixels_per_unit)
    }

    /// A length in engine pixels as world units (no flip: lengths and sizes
    /// are positive on both sides).
    pub fn len_to_world(&self, px: f32) -> f32 {
        px / self.pixels_per_unit
    }

    /// A subpixel point (y down) as a world position (units, y up).
    pub fn subpx_to_world(&self, p: SubPoint) -> Vec2 {
        let s = SUBPX_PER_PX as f32;
        self.px_to_world(p.x.0 as f32 / s, p.y.0 as f32 / s)
    }

    /// The centre of `body`'s box as a world position: its origin (bottom
    /// centre, subpixels) raised by half its height. With `snap`, the box
    /// the engine collides with (origin floored to whole pixels) instead of
    /// the exact subpixel position.
    pub fn body_centre(&self, body: &Body, snap: bool) -> Vec2 {
        self.body_centre_at(body, body.pos, snap)
    }

    /// [`PixelScale::body_centre`] with the body's origin at `pos`
    /// (subpixels): used to draw positions between two fixed steps.
    pub fn body_centre_at(&self, body: &Body, pos: SubPoint, snap: bool) -> Vec2 {
        let (x, y) = origin_px(pos, snap);
        self.px_to_world(x, y - body.size.h().0 as f32 / 2.0)
    }

    /// The centre of a moving solid's box as a world position, its top-left
    /// corner being at `pos` (subpixels).
    pub fn solid_centre_at(&self, solid: &MovingSolid, pos: SubPoint, snap: bool) -> Vec2 {
        let (x, y) = origin_px(pos, snap);
        self.px_to_world(
            x + solid.size.w().0 as f32 / 2.0,
            y + solid.size.h().0 as f32 / 2.0,
        )
    }

    /// The tile under a world position, or `None` outside `map`.
    pub fn world_to_tile(&self, map: &TileMap, world: Vec2) -> Option<TileXY> {
        let p = self.world_to_px(world);
        let t = map.tile_size().px() as f32;
        let (x, y) = ((p.x / t).floor(), (p.y / t).floor());
        let inside = x >= 0.0 && y >= 0.0 && x < map.width() as f32 && y < map.height() as f32;
        inside.then(|| TileXY::new(x as i32, y as i32))
    }

    /// The world position of the centre of tile `at` of `map`.
    pub fn tile_centre(&self, map: &TileMap, at: TileXY) -> Vec2 {
        let t = map.tile_size().px() as f32;
        self.px_to_world((at.x as f32 + 0.5) * t, (at.y as f32 + 0.5) * t)
    }
}

/// A subpixel point as pixels: exact, or floored to whole pixels (`snap`).
fn origin_px(pos: SubPoint, snap: bool) -> (f32, f32) {
    if snap {
        (pos.x.floor_px().0 as f32, pos.y.floor_px().0 as f32)
    } else {
        let s = SUBPX_PER_PX as f32;
        (pos.x.0 as f32 / s, pos.y.0 as f32 / s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::Size;

    #[test]
    fn y_flips_and_scales() {
        let s = PixelScale::new(16.0);
        assert_eq!(s.px_to_world(32.0, 48.0), Vec2::new(2.0, -3.0));
        assert_eq!(s.world_to_px(Vec2::new(2.0, -3.0)), Vec2::new(32.0, 48.0));
        assert_eq!(s.len_to_world(8.0), 0.5);
    }

    #[test]
    fn an_origin_moves_the_map_and_round_trips() {
        let s = PixelScale {
            origin: Vec2::new(100.0, 64.0),
            ..PixelScale::new(2.0)
        };
        assert_eq!(s.px_to_world(0.0, 0.0), Vec2::new(100.0, 64.0));
        assert_eq!(s.px_to_world(32.0, 48.0), Vec2::new(116.0, 40.0));
        assert_eq!(s.world_to_px(Vec2::new(116.0, 40.0)), Vec2::new(32.0, 48.0));
    }

    #[test]
    fn body_centre_is_half_a_height_above_the_origin() {
        let s = PixelScale::new(1.0);
        let mut b = Body::new(SubPoint::from_px(40, 48), Size::new(12, 24));
        assert_eq!(s.body_centre(&b, false), Vec2::new(40.0, -36.0));
        b.pos.x.0 += 128; // half a pixel
        assert_eq!(s.body_centre(&b, false), Vec2::new(40.5, -36.0));
        assert_eq!(s.body_centre(&b, true), Vec2::new(40.0, -36.0));
    }

    #[test]
    fn tiles_round_trip() {
        let map = TileMap::from_ascii("....\n....\n", 16).unwrap();
        let s = PixelScale::new(16.0);
        let c = s.tile_centre(&map, TileXY::new(3, 1));
        assert_eq!(c, Vec2::new(3.5, -1.5));
        assert_eq!(s.world_to_tile(&map, c), Some(TileXY::new(3, 1)));
        assert_eq!(s.world_to_tile(&map, Vec2::new(-0.1, -0.5)), None);
        assert_eq!(s.world_to_tile(&map, Vec2::new(0.5, -2.5)), None);
    }
}
