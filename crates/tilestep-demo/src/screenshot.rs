//! `--screenshot`: the last rendered frame as a PNG, written with the `png`
//! crate (macroquad's own `export_png` panics on a bad path).

use std::fs::File;
use std::io::BufWriter;

/// Writes `rgba` (`w` x `h` pixels, rows bottom-up as OpenGL reads them)
/// to `path` as an opaque top-down PNG.
pub fn write_png(path: &str, w: u32, h: u32, rgba: &[u8]) -> Result<(), String> {
    let err = |e: &dyn std::fmt::Display| format!("{path}: {e}");
    let row = w as usize * 4;
    if rgba.len() != row * h as usize {
        return Err(err(&"screen data has the wrong size"));
    }
    let mut top_down = Vec::with_capacity(rgba.len());
    for r in rgba.chunks_exact(row).rev() {
        top_down.extend_from_slice(r);
    }
    for px in top_down.chunks_exact_mut(4) {
        px[3] = 255;
    }
    let file = File::create(path).map_err(|e| err(&e))?;
    let mut enc = png::Encoder::new(BufWriter::new(file), w, h);
    enc.set_color(png::ColorType::Rgba);
    enc.set_depth(png::BitDepth::Eight);
    let mut wr = enc.write_header().map_err(|e| err(&e))?;
    wr.write_image_data(&top_down).map_err(|e| err(&e))?;
    wr.finish().map_err(|e| err(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_top_down_and_refuses_bad_paths() {
        let dir = crate::test_dir::scratch("png");
        let p = dir.join("a.png");
        let p = p.to_str().unwrap();
        // Two rows: bottom red, top green (bottom-up input).
        let data = [255, 0, 0, 0, 0, 255, 0, 7];
        write_png(p, 1, 2, &data).unwrap();
        let dec = png::Decoder::new(std::io::BufReader::new(File::open(p).unwrap()));
        let mut r = dec.read_info().unwrap();
        let mut buf = vec![0; r.output_buffer_size().unwrap()];
        r.next_frame(&mut buf).unwrap();
        assert_eq!(&buf[..8], &[0, 255, 0, 255, 255, 0, 0, 255]);
        assert!(write_png("/nonexistent/dir/a.png", 1, 2, &data).is_err());
        assert!(write_png(p, 2, 2, &data).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
