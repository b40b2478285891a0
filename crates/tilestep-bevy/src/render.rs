//! Drawing between fixed steps: each body's and moving solid's `Transform`
//! follows its engine position, interpolated between the last two fixed
//! steps and optionally snapped to whole pixels.

use crate::components::{TileBody, TileSolid};
use crate::scale::PixelScale;
use bevy::prelude::{Fixed, Query, Res, Resource, Time, Transform, Without};
use tilestep::SubPoint;

/// How `Transform`s follow the simulation.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RenderSettings {
    /// Draw between the last two fixed steps by how far the clock is into
    /// the next one (`Time<Fixed>::overstep_fraction`), so motion is smooth
    /// at any frame rate; off: draw the last step's position. On by default.
    /// Turn it off when the plugin runs in a schedule that is not fixed.
    pub interpolate: bool,
    /// Draw at whole engine pixels (crisp pixel art). Off by default.
    pub snap_to_pixels: bool,
}

impl Default for RenderSettings {
    fn default() -> Self {
        RenderSettings {
            interpolate: true,
            snap_to_pixels: false,
        }
    }
}

/// `a + (b - a) * t` per axis, rounded to subpixels.
pub(crate) fn lerp(a: SubPoint, b: SubPoint, t: f32) -> SubPoint {
    let l = |a: i32, b: i32| (a as f32 + (b as f32 - a as f32) * t).round() as i32;
    SubPoint::new(l(a.x.0, b.x.0), l(a.y.0, b.y.0))
}

/// The fraction of the way from the last step's start to its end to draw.
pub(crate) fn alpha(settings: &RenderSettings, time: Option<&Time<Fixed>>) -> f32 {
    match (settings.interpolate, time) {
        (true, Some(t)) => t.overstep_fraction().clamp(0.0, 1.0),
        _ => 1.0,
    }
}

/// Sets the `Transform` translation (x, y; z is kept) of every body and
/// moving solid to the centre of its box in world units ([`PixelScale`]).
pub fn sync_transforms(
    time: Option<Res<Time<Fixed>>>,
    scale: Res<PixelScale>,
    settings: Res<RenderSettings>,
    mut bodies: Query<(&TileBody, &mut Transform)>,
    mut solids: Query<(&TileSolid, &mut Transform), Without<TileBody>>,
) {
    let t = alpha(&settings, time.as_deref());
    let snap = settings.snap_to_pixels;
    for (b, mut tf) in &mut bodies {
        let p = scale.body_centre_at(&b.body, lerp(b.prev, b.body.pos, t), snap);
        if tf.translation.x != p.x || tf.translation.y != p.y {
            tf.translation.x = p.x;
            tf.translation.y = p.y;
        }
    }
    for (s, mut tf) in &mut solids {
        let p = scale.solid_centre_at(&s.solid, lerp(s.prev, s.solid.pos, t), snap);
        if tf.translation.x != p.x || tf.translation.y != p.y {
            tf.translation.x = p.x;
            tf.translation.y = p.y;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lerp_ends_and_middle() {
        let a = SubPoint::new(0, 512);
        let b = SubPoint::new(256, 0);
        assert_eq!(lerp(a, b, 0.0), a);
        assert_eq!(lerp(a, b, 1.0), b);
        assert_eq!(lerp(a, b, 0.5), SubPoint::new(128, 256));
    }

    #[test]
    fn no_interpolation_draws_the_last_step() {
        let s = RenderSettings {
            interpolate: false,
            snap_to_pixels: false,
        };
        assert_eq!(alpha(&s, None), 1.0);
        assert_eq!(alpha(&RenderSettings::default(), None), 1.0);
    }
}
