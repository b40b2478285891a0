//! The tile row of a map picture's legend: the tile kinds and tags the map
//! holds and its edges. One list for `tilestep sim --png` and `tilestep
//! render`, so both say the same of the same map.

use crate::palette as pal;
use crate::strip::{Item, Swatch};
use tilestep::{EdgePolicy, TileKind, TileMap, TileShape, TileXY};

/// The legend items for `map`: solid, then slopes and custom profiles,
/// `end_slope`, the platforms, the one-way walls, the one-way slopes (and
/// custom profiles marked one-way) and each tag it holds, then its edges.
pub fn tile_items(map: &TileMap) -> Vec<Item> {
    let mut kinds: Vec<TileKind> = Vec::new();
    let mut tags: Vec<u8> = Vec::new();
    // Solid profiles, and one-way ones on floors and on ceilings.
    let (mut solid_profile, mut oneway_floor, mut oneway_ceiling) = (false, false, false);
    for y in 0..map.height() {
        for x in 0..map.width() {
            let Some(id) = map.get(TileXY::new(x, y)) else {
                continue;
            };
            let d = map.tileset().def(id);
            if !kinds.contains(&d.kind) {
                kinds.push(d.kind);
            }
            match d.kind.shape() {
                TileShape::Floor if d.one_way => oneway_floor = true,
                TileShape::Ceiling if d.one_way => oneway_ceiling = true,
                TileShape::Floor | TileShape::Ceiling => solid_profile = true,
                TileShape::OnewayFloor => oneway_floor = true,
                TileShape::OnewayCeiling => oneway_ceiling = true,
                _ => {}
            }
            if let Some(t) = d.tag.filter(|t| !tags.contains(t)) {
                tags.push(t);
            }
        }
    }
    tags.sort_unstable();
    let mut items = vec![Item::new(Swatch::Fill(pal::SOLID), "solid")];
    if solid_profile {
        items.push(Item::new(Swatch::Fill(pal::SLOPE), "slope / profile"));
    }
    if kinds.contains(&TileKind::EndSlope) {
        items.push(Item::new(Swatch::Fill(pal::END_SLOPE), "end_slope"));
    }
    if kinds.contains(&TileKind::Platform) {
        items.push(Item::new(Swatch::Line(pal::PLATFORM), "platform (top)"));
    }
    if kinds.contains(&TileKind::PlatformUnder) {
        items.push(Item::new(
            Swatch::Line(pal::UNDER),
            "platform_under (bottom)",
        ));
    }
    if kinds.contains(&TileKind::PlatformFirm) {
        items.push(Item::new(
            Swatch::DoubleLine(pal::PLATFORM),
            "platform_firm (top, no drop)",
        ));
    }
    if kinds.contains(&TileKind::PlatformUnderFirm) {
        items.push(Item::new(
            Swatch::DoubleLine(pal::UNDER),
            "platform_under_firm (bottom, no drop)",
        ));
    }
    if kinds.contains(&TileKind::OnewayLeft) {
        items.push(Item::new(
            Swatch::WallLeft(pal::WALL),
            "oneway_left (stops moving right)",
        ));
    }
    if kinds.contains(&TileKind::OnewayRight) {
        items.push(Item::new(
            Swatch::WallRight(pal::WALL),
            "oneway_right (stops moving left)",
        ));
    }
    if oneway_floor {
        items.push(Item::new(
            Swatch::OnewaySlope(pal::PLATFORM, false),
            "one-way slope (from above)",
        ));
    }
    if oneway_ceiling {
        items.push(Item::new(
            Swatch::OnewaySlope(pal::UNDER, true),
            "one-way slope (from below)",
        ));
    }
    for t in &tags {
        items.push(Item::new(
            Swatch::Fill(pal::TAG_EMPTY + t % pal::TAGS),
            format!("tag {t}"),
        ));
    }
    let e = map.edges();
    items.push(Item::new(Swatch::Line(pal::EDGE_SOLID), "solid edge"));
    if [e.left, e.right, e.top, e.bottom].contains(&EdgePolicy::Open) {
        items.push(Item::new(Swatch::Dashed(pal::EDGE_OPEN), "open edge"));
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{Legend, TileDef};

    fn labels(map: &TileMap) -> Vec<String> {
        tile_items(map).into_iter().map(|i| i.label).collect()
    }

    #[test]
    fn custom_profiles_count_as_slopes() {
        // A map whose only sloped tile is a custom floor profile: the
        // picture from `tilestep sim --png` used to leave "slope / profile"
        // out, while `tilestep render` listed it.
        let mut legend = Legend::default();
        legend.insert(
            'b',
            TileDef::custom(false, &[1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8]).with_tag(4),
        );
        let map = TileMap::from_ascii_with("....\n.b..\n####\n", 16, &legend, Default::default())
            .unwrap();
        assert_eq!(
            labels(&map),
            [
                "solid",
                "slope / profile",
                "tag 4",
                "solid edge",
                "open edge"
            ]
        );
        let plain = TileMap::from_ascii("....\n-_E.\n####\n", 16).unwrap();
        assert_eq!(
            labels(&plain),
            [
                "solid",
                "end_slope",
                "platform (top)",
                "platform_under (bottom)",
                "solid edge",
                "open edge"
            ]
        );
    }

    #[test]
    fn one_way_walls_are_named_by_the_move_they_stop() {
        let map = TileMap::from_ascii("[..]\n####\n", 16).unwrap();
        assert_eq!(
            labels(&map),
            [
                "solid",
                "oneway_left (stops moving right)",
                "oneway_right (stops moving left)",
                "solid edge",
                "open edge"
            ]
        );
        let items = tile_items(&map);
        assert_eq!(items[1].swatch, Swatch::WallLeft(pal::WALL));
        assert_eq!(items[2].swatch, Swatch::WallRight(pal::WALL));
        // Only the kinds the map holds.
        let one = TileMap::from_ascii("..]\n###\n", 16).unwrap();
        assert!(!labels(&one).iter().any(|l| l.starts_with("oneway_left")));
        assert!(labels(&one).iter().any(|l| l.starts_with("oneway_right")));
    }

    #[test]
    fn one_way_slopes_are_named_by_the_side_they_stop() {
        let both = TileMap::from_ascii("..a.\n.12.\n####\n", 16).unwrap();
        assert_eq!(
            labels(&both),
            [
                "solid",
                "one-way slope (from above)",
                "one-way slope (from below)",
                "solid edge",
                "open edge"
            ]
        );
        let items = tile_items(&both);
        assert_eq!(items[1].swatch, Swatch::OnewaySlope(pal::PLATFORM, false));
        assert_eq!(items[2].swatch, Swatch::OnewaySlope(pal::UNDER, true));
        // Only the sides the map holds; beside solid slopes, which keep
        // their own entry.
        let floor = TileMap::from_ascii("....\n/3\\.\n####\n", 16).unwrap();
        assert_eq!(
            labels(&floor),
            [
                "solid",
                "slope / profile",
                "one-way slope (from above)",
                "solid edge",
                "open edge"
            ]
        );
        let ceiling = TileMap::from_ascii("f...\n....\n####\n", 16).unwrap();
        assert!(labels(&ceiling).contains(&"one-way slope (from below)".to_string()));
        assert!(!labels(&ceiling).contains(&"one-way slope (from above)".to_string()));
        // A custom profile marked one-way is a one-way slope, not a solid
        // profile.
        let mut legend = Legend::default();
        legend.insert('p', TileDef::custom(true, &[4; 16]).with_one_way());
        let map = TileMap::from_ascii_with("p...\n....\n####\n", 16, &legend, Default::default())
            .unwrap();
        assert_eq!(
            labels(&map),
            [
                "solid",
                "one-way slope (from below)",
                "solid edge",
                "open edge"
            ]
        );
    }
}
