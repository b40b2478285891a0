//! `--gif`: the run as an animation. One GIF frame every `k` simulation
//! frames so there are at most [`MAX_GIF_FRAMES`]; each shows the map, every
//! body's box (core outline) and a short trail, every moving solid's route
//! and box, and the frame number.

use crate::bodydraw::{draw_box, draw_path};
use crate::canvas::Canvas;
use crate::mapdraw::{draw_map, View};
use crate::palette as pal;
use crate::record::Recorder;
use crate::soliddraw::{draw_route, draw_solid};
use std::borrow::Cow;
use std::fs::File;
use std::io::BufWriter;
use tilestep_check::solid::SolidField;
use tilestep_scenario::error::InputError;
use tilestep_scenario::scenario::Scenario;

/// Most GIF frames written.
pub const MAX_GIF_FRAMES: usize = 300;

/// Longer side of the animation, px (smaller than the PNG to keep files small).
pub const TARGET_SIDE: i32 = 720;

/// Simulation frames shown as a trail behind each body.
pub const TRAIL: usize = 40;

/// Simulation frames per GIF frame for a run of `n` recorded frames.
pub fn stride(n: usize) -> usize {
    n.div_ceil(MAX_GIF_FRAMES).max(1)
}

/// Writes the animation.
pub fn write_gif(
    path: &str,
    sc: &Scenario,
    f: &SolidField,
    rec: &Recorder,
) -> Result<(), InputError> {
    let err = |e: String| InputError::file(path, format!("cannot write the GIF: {e}"));
    let v = View::fit(f, TARGET_SIDE);
    let (w, h) = (v.w(), v.h() + 12);
    if w > i32::from(u16::MAX) || h > i32::from(u16::MAX) {
        return Err(err(format!("{w}x{h} px is too large for a GIF")));
    }
    let mut base = Canvas::new(w, h, pal::STRIP);
    draw_map(&mut base, &v, f, sc.map.edges());
    let file = File::create(path).map_err(|e| err(e.to_string()))?;
    let palette = pal::colors().concat();
    let mut enc = gif::Encoder::new(BufWriter::new(file), w as u16, h as u16, &palette)
        .map_err(|e| err(e.to_string()))?;
    enc.set_repeat(gif::Repeat::Infinite)
        .map_err(|e| err(e.to_string()))?;
    let n = rec.frames();
    let k = stride(n);
    // 60 simulation frames per second, at least 2/100 s per GIF frame.
    let delay = ((k * 100).div_ceil(60)).max(2) as u16;
    let mut frame_idx = 0;
    while frame_idx < n {
        let mut c = base.clone();
        for (i, (path, spec)) in rec.solids.iter().zip(&sc.solids).enumerate() {
            if spec.route.points.len() > 1 {
                draw_route(&mut c, &v, spec, pal::moving_light(i));
            }
            if let Some(s) = path.get(frame_idx) {
                let (strong, light) = (pal::moving(i), pal::moving_light(i));
                draw_solid(&mut c, &v, s, spec.solid.kind, strong, light, true);
            }
        }
        for (i, path) in rec.paths.iter().enumerate() {
            let from = frame_idx.saturating_sub(TRAIL);
            if let Some(trail) = path.get(from..=frame_idx) {
                draw_path(&mut c, &v, trail, pal::body_light(i));
            }
            if let Some(s) = path.get(frame_idx) {
                draw_box(&mut c, &v, s, pal::body(i), pal::body(i));
            }
        }
        let label = format!("frame {frame_idx} / {}", n.saturating_sub(1));
        c.text(4, v.h() + 3, 1, &label, pal::TEXT);
        c.text(
            w - 6 * sc.file.len() as i32 - 4,
            v.h() + 3,
            1,
            &sc.file,
            pal::TEXT_FAINT,
        );
        let last = frame_idx + k >= n;
        let frame = gif::Frame {
            width: w as u16,
            height: h as u16,
            buffer: Cow::Borrowed(&c.px),
            delay: if last { 200 } else { delay },
            ..gif::Frame::default()
        };
        enc.write_frame(&frame).map_err(|e| err(e.to_string()))?;
        frame_idx += k;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_most_300_frames() {
        for n in [1, 299, 300, 301, 1001, 100_000] {
            let k = stride(n);
            assert!(n.div_ceil(k) <= MAX_GIF_FRAMES, "{n}");
        }
    }
}
