//! Tiled's flip bits applied to a tile's collision.

use super::{classify, mask, Coll};
use tilestep::TileKind;

/// Applies Tiled's flips (diagonal = swap x and y first, then horizontal,
/// then vertical). Named kinds map to named kinds where the pixels are
/// exactly another kind; `Err` when the result is no tile kind.
///
/// One-way tiles have no solid pixels, so they are flipped by kind: a
/// platform flips vertically (`platform` <-> `platform_under`), a one-way
/// wall horizontally (`oneway_left` <-> `oneway_right`). A diagonal flip
/// (a rotation) of either is refused: it would turn a platform into a wall
/// or a wall into a platform, and a platform's drop-through input has no
/// counterpart on a wall, so no kind says what the author meant.
///
/// A one-way profile (a one-way slope, a custom profile marked one-way)
/// has the pixels of its solid twin: it flips as its twin does, and stays
/// one-way (`oneway_slope_br` flipped horizontally is `oneway_slope_bl`,
/// diagonally still `oneway_slope_br`; a rotated one-way gentle slope is
/// no kind, as a rotated gentle slope is not).
pub fn flip(c: &Coll, t: i32, h: bool, v: bool, d: bool) -> Result<Coll, String> {
    if !(h || v || d) {
        return Ok(c.clone());
    }
    if c.is_oneway_profile() {
        return flip_as(&c.solid_twin(), c.kind.name(), t, (h, v, d)).map(|f| f.to_one_way());
    }
    flip_as(c, c.kind.name(), t, (h, v, d))
}

/// [`flip`] of a collision that is no one-way profile, named `name` in
/// messages.
fn flip_as(c: &Coll, name: &str, t: i32, (h, v, d): (bool, bool, bool)) -> Result<Coll, String> {
    use TileKind::*;
    match c.kind {
        Empty | Solid | EndSlope => return Ok(c.clone()),
        Platform | PlatformUnder | PlatformFirm | PlatformUnderFirm => {
            if d {
                return Err(format!(
                    "a diagonally flipped (rotated) {} would be a one-way wall; rotated one-way tiles are refused, use a oneway_left or oneway_right tile",
                    c.kind.name()
                ));
            }
            return Ok(Coll::named(if v { c.kind.mirror_y() } else { c.kind }));
        }
        OnewayLeft | OnewayRight => {
            if d {
                return Err(format!(
                    "a diagonally flipped (rotated) {} would be a one-way platform; rotated one-way tiles are refused, use a platform or platform_under tile",
                    c.kind.name()
                ));
            }
            return Ok(Coll::named(if h { c.kind.mirror_x() } else { c.kind }));
        }
        _ => {}
    }
    let m = mask(c, t);
    let mut out = vec![false; m.len()];
    for r in 0..t {
        for col in 0..t {
            let (mut x, mut y) = (col, r);
            if d {
                (x, y) = (y, x);
            }
            if h {
                x = t - 1 - x;
            }
            if v {
                y = t - 1 - y;
            }
            out[(y * t + x) as usize] = m[(r * t + col) as usize];
        }
    }
    let named = !matches!(c.kind, TileKind::Floor | TileKind::Ceiling);
    let res = classify(&out, t);
    if let (true, true, Ok(r)) = (d, named, &res) {
        if matches!(r.kind, TileKind::Floor | TileKind::Ceiling) {
            return Err(format!(
                "{name} flipped diagonally (rotated) is no tile kind exactly; draw the shape in the tile collision editor if a custom profile is meant"
            ));
        }
    }
    res.map_err(|e| {
        format!(
            "{name} flipped{}{}{} is not a tile kind: {e}",
            if h { " horizontally" } else { "" },
            if v { " vertically" } else { "" },
            if d { " diagonally" } else { "" }
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flips_of_named_kinds_match_mirror_x_and_y() {
        for t in [4, 8, 16, 18, 24] {
            for k in TileKind::ALL {
                let c = Coll::named(k);
                assert_eq!(
                    flip(&c, t, true, false, false).unwrap().kind,
                    k.mirror_x(),
                    "{k:?} {t}"
                );
                assert_eq!(
                    flip(&c, t, false, true, false).unwrap().kind,
                    k.mirror_y(),
                    "{k:?} {t}"
                );
            }
        }
    }

    #[test]
    fn diagonal_flips_of_45_degree_slopes_are_exact() {
        let c = |k| Coll::named(k);
        assert_eq!(
            flip(&c(TileKind::SlopeBr), 16, false, false, true)
                .unwrap()
                .kind,
            TileKind::SlopeBr
        );
        assert_eq!(
            flip(&c(TileKind::SlopeBl), 16, false, false, true)
                .unwrap()
                .kind,
            TileKind::SlopeTr
        );
        assert!(flip(&c(TileKind::GentleBrLow), 16, false, false, true).is_err());
        assert!(flip(&c(TileKind::Platform), 16, false, false, true).is_err());
    }

    #[test]
    fn one_way_walls_flip_by_kind_and_refuse_rotations() {
        use TileKind::{OnewayLeft, OnewayRight};
        let kind = |k, h, v| flip(&Coll::named(k), 16, h, v, false).unwrap().kind;
        for (k, mirrored) in [(OnewayLeft, OnewayRight), (OnewayRight, OnewayLeft)] {
            assert_eq!(kind(k, true, false), mirrored, "{k:?} horizontally");
            assert_eq!(kind(k, false, true), k, "{k:?} vertically");
            assert_eq!(kind(k, true, true), mirrored, "{k:?} both ways");
            // A rotation, with or without the other flips: refused, naming
            // the tile's kind, never a panic.
            for (h, v) in [(false, false), (true, false), (false, true), (true, true)] {
                let e = flip(&Coll::named(k), 16, h, v, true).unwrap_err();
                assert!(
                    e.starts_with(&format!("a diagonally flipped (rotated) {}", k.name())),
                    "{e}"
                );
            }
        }
        let e = flip(&Coll::named(TileKind::PlatformFirm), 16, true, false, true).unwrap_err();
        assert!(e.contains("use a oneway_left or oneway_right tile"), "{e}");
    }

    #[test]
    fn one_way_slopes_flip_as_their_solid_twins_and_stay_one_way() {
        use TileKind::*;
        let c = |k| Coll::named(k);
        let kind = |k, d| flip(&c(k), 16, false, false, d).map(|f| f.kind);
        // A diagonal flip follows the solid twin's rule.
        assert_eq!(kind(OnewaySlopeBr, true), Ok(OnewaySlopeBr));
        assert_eq!(kind(OnewaySlopeBl, true), Ok(OnewaySlopeTr));
        assert_eq!(kind(OnewaySlopeTl, true), Ok(OnewaySlopeTl));
        assert_eq!(
            kind(OnewayGentleBrLow, true).unwrap_err(),
            "oneway_gentle_br_low flipped diagonally (rotated) is no tile kind exactly; draw the shape in the tile collision editor if a custom profile is meant"
        );
        for k in TileKind::ALL
            .into_iter()
            .filter(|k| k.shape().is_oneway_profile())
        {
            // Both ways at once, and every rotation: one-way or refused.
            assert_eq!(
                flip(&c(k), 16, true, true, false).unwrap().kind,
                k.mirror_x().mirror_y(),
                "{k:?}"
            );
            for (h, v) in [(false, false), (true, false), (false, true), (true, true)] {
                if let Ok(f) = flip(&c(k), 16, h, v, true) {
                    assert!(f.kind.shape().is_oneway_profile(), "{k:?} -> {f:?}");
                    assert_eq!(f.kind.solid_twin().one_way_twin(), Some(f.kind));
                }
            }
        }
        // A custom profile marked one-way is flipped pixel-wise and stays
        // one-way: a one-way floor of 4 px upside down is a one-way ceiling.
        let low = Coll::custom(false, vec![4; 16]).to_one_way();
        assert_eq!(
            flip(&low, 16, false, true, false).unwrap(),
            Coll::custom(true, vec![4; 16]).to_one_way()
        );
        let mut ramp: Vec<u16> = (1..=16).collect();
        ramp[0] = 2;
        let f = flip(
            &Coll::custom(false, ramp.clone()).to_one_way(),
            16,
            true,
            false,
            false,
        );
        ramp.reverse();
        assert_eq!(f.unwrap(), Coll::custom(false, ramp).to_one_way());
    }
}
