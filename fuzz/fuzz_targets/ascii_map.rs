//! `TileMap::from_ascii_with` on arbitrary text, tile size, legend (named
//! kinds, tags past the limit, custom profiles of any length and height) and
//! edges: it must return a map or an error, never panic. A map it returns
//! must agree, pixel for pixel, with the independent checker's solid pixels
//! (`TileMap::is_solid` against `tilestep_check::SolidField`), inside the map
//! and a tile beyond each edge.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use tilestep::{Edges, Legend, PxPoint, TileDef, TileKind, TileMap};
use tilestep_check::SolidField;

fn input(u: &mut Unstructured) -> arbitrary::Result<(String, u32, Legend, Edges)> {
    let tile = if u.ratio(7, 8)? {
        *u.choose(&[4u32, 6, 8, 16, 18, 24, 32])?
    } else {
        u32::arbitrary(u)?
    };
    let mut legend = Legend::default();
    for _ in 0..u.int_in_range(0..=4)? {
        let ch = char::arbitrary(u)?;
        // Every named kind, plus the custom profiles.
        let kinds: Vec<TileKind> = TileKind::ALL
            .into_iter()
            .chain([TileKind::Floor, TileKind::Ceiling])
            .collect();
        let kind = *u.choose(&kinds)?;
        let mut def = if matches!(kind, TileKind::Floor | TileKind::Ceiling) {
            let n = if u.ratio(7, 8)? {
                tile.min(300) as usize
            } else {
                u.int_in_range(0..=40)?
            };
            let hs = (0..n)
                .map(|_| u.int_in_range(0..=tile.min(300) as u16 + 1))
                .collect::<arbitrary::Result<Vec<u16>>>()?;
            TileDef::custom(kind == TileKind::Ceiling, &hs)
        } else {
            TileDef::new(kind)
        };
        if u.ratio(1, 3)? {
            def = def.with_tag(u.int_in_range(0..=70)?);
        }
        legend.insert(ch, def);
    }
    let edges = tilestep_fuzz::gen::edges(u)?;
    let rest = u.bytes(u.len())?;
    let text = String::from_utf8_lossy(rest).into_owned();
    Ok((text, tile, legend, edges))
}

fuzz_target!(|data: &[u8]| {
    let Ok((text, tile, legend, edges)) = input(&mut Unstructured::new(data)) else {
        return;
    };
    let Ok(map) = TileMap::from_ascii_with(&text, tile, &legend, edges) else {
        return;
    };
    let t = map.tile_size().px();
    let (w, h) = (map.width() * t, map.height() * t);
    assert!(map.width() >= 1 && map.height() >= 1);
    if i64::from(w + 2 * t) * i64::from(h + 2 * t) > 1 << 18 {
        return; // keep each input cheap
    }
    let f = SolidField::new(&map);
    for y in -t..h + t {
        for x in -t..w + t {
            assert_eq!(
                map.is_solid(PxPoint::new(x, y)),
                f.solid(x, y),
                "pixel ({x}, {y}) of map {text:?} at T={tile}"
            );
        }
    }
});
