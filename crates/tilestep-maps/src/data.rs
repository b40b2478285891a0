//! Layer data decoding (CSV, base64, zlib, gzip) with every size checked
//! before it is allocated, and the map-size check shared by all formats.

use crate::error::{Loc, MapLoadError};
use std::io::Read;
use tilestep::{TileSize, MAX_CELLS, MAX_MAP_SIDE_PX};

/// Checks a declared `width x height` (tiles of `t` px) against the core's
/// limits, before anything of that size is allocated.
pub fn check_size(width: u64, height: u64, t: u64) -> Result<usize, &'static str> {
    if width == 0 || height == 0 {
        return Err("a side is zero tiles");
    }
    if width.saturating_mul(t) > MAX_MAP_SIDE_PX || height.saturating_mul(t) > MAX_MAP_SIDE_PX {
        return Err("a side is longer than 2^21 px");
    }
    if width.saturating_mul(height) > MAX_CELLS {
        return Err("more than 2^26 cells");
    }
    Ok((width * height) as usize)
}

/// Checks a declared tile size (`noun`: what the format calls it, "tile
/// size" or "grid size"), then the map's `width x height` by
/// [`check_size`]; returns the tile size and the cell count.
pub fn check_tiles(
    at: &Loc,
    noun: &str,
    t: u64,
    width: u64,
    height: u64,
) -> Result<(TileSize, usize), MapLoadError> {
    let size =
        TileSize::new(t.min(u32::MAX as u64) as u32).map_err(|_| MapLoadError::Unsupported {
            at: at.clone(),
            msg: format!("{noun} {t} px; it must be an even number from 4 to 256"),
        })?;
    let n = check_size(width, height, t).map_err(|why| MapLoadError::Size {
        at: at.clone(),
        width,
        height,
        why,
    })?;
    Ok((size, n))
}

fn b64_value(c: u8) -> Option<u32> {
    Some(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => return None,
    } as u32)
}

/// Standard base64 (RFC 4648, `=` padding optional, ASCII whitespace
/// ignored). At most `limit` bytes are produced.
pub fn base64(text: &str, limit: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity((text.len() / 4 * 3).min(limit));
    let (mut acc, mut bits, mut pad) = (0u32, 0u32, 0usize);
    for (i, &c) in text.as_bytes().iter().enumerate() {
        if c.is_ascii_whitespace() {
            continue;
        }
        if c == b'=' {
            pad += 1;
            continue;
        }
        if pad > 0 {
            return Err(format!(
                "base64: character {:?} after '=' padding",
                c as char
            ));
        }
        let v = b64_value(c)
            .ok_or_else(|| format!("base64: invalid character {:?} at offset {i}", c as char))?;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            if out.len() >= limit {
                return Err(format!(
                    "base64: more than the {limit} bytes the layer needs"
                ));
            }
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if bits >= 6 || pad > 2 {
        return Err("base64: truncated (length is not a whole number of bytes)".into());
    }
    Ok(out)
}

/// Decompresses `data` with `compression` (`""`, `zlib`, `gzip`), reading at
/// most `want + 1` bytes so that a stream that inflates beyond the layer is
/// refused without inflating it all.
pub fn decompress(data: Vec<u8>, compression: &str, want: usize) -> Result<Vec<u8>, String> {
    let limit = want as u64 + 1;
    let mut out = Vec::new();
    let res = match compression {
        "" => return Ok(data),
        "zlib" => flate2::read::ZlibDecoder::new(&data[..])
            .take(limit)
            .read_to_end(&mut out),
        "gzip" => flate2::read::GzDecoder::new(&data[..])
            .take(limit)
            .read_to_end(&mut out),
        other => {
            return Err(format!(
                "compression {other:?} is not supported (use zlib, gzip or none)"
            ))
        }
    };
    res.map_err(|e| format!("{compression}: {e}"))?;
    Ok(out)
}

/// Little-endian u32 tile ids from decoded bytes: exactly `n` of them.
pub fn gids_le(bytes: &[u8], n: usize) -> Result<Vec<u32>, String> {
    if bytes.len() != n * 4 {
        return Err(format!(
            "{} bytes of tile data, the layer needs {} ({} tiles x 4 bytes)",
            bytes.len(),
            n * 4,
            n
        ));
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

/// Comma-separated tile ids: exactly `n` of them.
pub fn csv(text: &str, n: usize) -> Result<Vec<u32>, String> {
    let mut out = Vec::with_capacity(n.min(text.len() / 2 + 1));
    let body = text.trim();
    if body.is_empty() {
        return Err(format!("no tile data, the layer needs {n} tiles"));
    }
    for (i, f) in body.split(',').enumerate() {
        let f = f.trim();
        if f.is_empty() && i == n {
            continue; // one trailing comma
        }
        if out.len() >= n {
            return Err(format!("more than the {n} tiles the layer needs"));
        }
        out.push(
            f.parse::<u32>()
                .map_err(|_| format!("csv: value {} ({f:?}) is not a tile id", i + 1))?,
        );
    }
    if out.len() != n {
        return Err(format!("{} tiles, the layer needs {n}", out.len()));
    }
    Ok(out)
}

/// Decodes one layer's `data` with its encoding and compression.
pub fn layer(text: &str, encoding: &str, compression: &str, n: usize) -> Result<Vec<u32>, String> {
    match encoding {
        "csv" => {
            if !compression.is_empty() {
                return Err("csv data cannot be compressed".into());
            }
            csv(text, n)
        }
        "base64" => {
            if compression == "zstd" {
                return Err("compression \"zstd\" is not supported (use zlib, gzip or none; Tiled: Map > Map Properties > Tile Layer Format)".into());
            }
            let limit = if compression.is_empty() {
                n * 4 + 1
            } else {
                text.len()
            };
            let raw = base64(text, limit)?;
            let bytes = decompress(raw, compression, n * 4)?;
            gids_le(&bytes, n)
        }
        other => Err(format!(
            "encoding {other:?} is not supported (use csv or base64)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trip_and_errors() {
        assert_eq!(base64("AQAAAA==", 100).unwrap(), vec![1, 0, 0, 0]);
        assert_eq!(base64(" AQ\nAAAA ", 100).unwrap(), vec![1, 0, 0, 0]);
        assert!(base64("AQ*A", 100).is_err());
        assert!(base64("A", 100).is_err());
        assert!(base64("AQAAAA==", 2).is_err());
    }

    #[test]
    fn csv_counts() {
        assert_eq!(csv("1,2,\n3,4\n", 4).unwrap(), vec![1, 2, 3, 4]);
        assert_eq!(csv("1,2,3,4,", 4).unwrap(), vec![1, 2, 3, 4]);
        assert!(csv("1,2,3", 4).is_err());
        assert!(csv("1,2,3,4,5", 4).is_err());
        assert!(csv("1,x,3,4", 4).is_err());
    }

    #[test]
    fn sizes() {
        assert!(check_size(0, 5, 16).is_err());
        assert!(check_size(1 << 20, 1 << 20, 16).is_err());
        assert!(check_size(8193, 8193, 16).is_err()); // > 2^26 cells
        assert_eq!(check_size(10, 5, 16), Ok(50));
    }
}
