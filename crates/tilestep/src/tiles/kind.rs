//! Tile kinds: their names, characters, presets (height profiles) and
//! mirror images.

/// The collision kind of a tile, as named in the contract (`docs/contract.md`,
/// "Kinds and their solid pixels").
///
/// Every slope preset is a height profile; [`TileKind::Floor`] and
/// [`TileKind::Ceiling`] carry an arbitrary one (given in [`crate::TileDef::custom`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TileKind {
    /// No collision (`.` or space).
    Empty,
    /// Every pixel solid (`#`).
    Solid,
    /// One-way surface on the tile's top edge (`-`): stops only bodies moving down.
    Platform,
    /// One-way surface on the tile's bottom edge (`_`): stops only bodies moving up.
    PlatformUnder,
    /// Exactly like `Solid` (`E`); kept so maps made for END_SLOPE engines load.
    EndSlope,
    /// Floor 45°, rises to the right (`/`): `h(c) = c + 1`.
    SlopeBr,
    /// Floor 45°, rises to the left (`\`): `h(c) = T - c`.
    SlopeBl,
    /// Ceiling 45° (`7`): `h(c) = c + 1` from the top.
    SlopeTr,
    /// Ceiling 45° (`F`): `h(c) = T - c` from the top.
    SlopeTl,
    /// Floor 1:2 rising right, thin half (`r`): `h(c) = c/2 + 1`.
    GentleBrLow,
    /// Floor 1:2 rising right, thick half (`R`): `h(c) = T/2 + c/2 + 1`.
    GentleBrHigh,
    /// Floor 1:2 rising left, thick half (`L`): `h(c) = T/2 + (T-1-c)/2 + 1`.
    GentleBlHigh,
    /// Floor 1:2 rising left, thin half (`l`): `h(c) = (T-1-c)/2 + 1`.
    GentleBlLow,
    /// Ceiling twin of `gentle_br_low` (`m`).
    GentleTrLow,
    /// Ceiling twin of `gentle_br_high` (`M`).
    GentleTrHigh,
    /// Ceiling twin of `gentle_bl_high` (`W`).
    GentleTlHigh,
    /// Ceiling twin of `gentle_bl_low` (`w`).
    GentleTlLow,
    /// A `platform` that the drop input does not pass (`=`): one-way from
    /// above, and firm under a body told to drop.
    PlatformFirm,
    /// A `platform_under` that the drop input does not pass (`~`): one-way
    /// from below, and firm under a body told to drop with gravity up.
    PlatformUnderFirm,
    /// A one-way wall on the tile's left edge (`[`): stops only a body
    /// moving right whose right side was at or left of that edge when the
    /// frame began. It never supports a body and never stops a vertical
    /// move.
    OnewayLeft,
    /// A one-way wall on the tile's right edge (`]`): stops only a body
    /// moving left whose left side was at or right of that edge when the
    /// frame began. It never supports a body and never stops a vertical
    /// move.
    OnewayRight,
    /// The pixels of `slope_br` (`1`), one-way from above: its surface
    /// (each column's topmost pixel) stops only feet coming down onto it.
    OnewaySlopeBr,
    /// The pixels of `slope_bl` (`2`), one-way from above.
    OnewaySlopeBl,
    /// The pixels of `gentle_br_low` (`3`), one-way from above.
    OnewayGentleBrLow,
    /// The pixels of `gentle_br_high` (`4`), one-way from above.
    OnewayGentleBrHigh,
    /// The pixels of `gentle_bl_high` (`5`), one-way from above.
    OnewayGentleBlHigh,
    /// The pixels of `gentle_bl_low` (`6`), one-way from above.
    OnewayGentleBlLow,
    /// The pixels of `slope_tr` (`a`), one-way from below: its surface
    /// (each column's bottommost pixel) stops only a top coming up into it.
    OnewaySlopeTr,
    /// The pixels of `slope_tl` (`b`), one-way from below.
    OnewaySlopeTl,
    /// The pixels of `gentle_tr_low` (`c`), one-way from below.
    OnewayGentleTrLow,
    /// The pixels of `gentle_tr_high` (`d`), one-way from below.
    OnewayGentleTrHigh,
    /// The pixels of `gentle_tl_high` (`e`), one-way from below.
    OnewayGentleTlHigh,
    /// The pixels of `gentle_tl_low` (`f`), one-way from below.
    OnewayGentleTlLow,
    /// An arbitrary floor height profile (heights counted from the bottom edge).
    Floor,
    /// An arbitrary ceiling height profile (heights counted from the top edge).
    Ceiling,
}

/// The named kinds with their contract names and default ASCII characters,
/// in the contract's order (every kind but the custom profiles). Kinds
/// added later come last, so that the standard tile set's ids of the
/// earlier ones never change.
const NAMED: [(TileKind, &str, char); 33] = [
    (TileKind::Empty, "empty", '.'),
    (TileKind::Solid, "solid", '#'),
    (TileKind::Platform, "platform", '-'),
    (TileKind::PlatformUnder, "platform_under", '_'),
    (TileKind::EndSlope, "end_slope", 'E'),
    (TileKind::SlopeBr, "slope_br", '/'),
    (TileKind::SlopeBl, "slope_bl", '\\'),
    (TileKind::SlopeTr, "slope_tr", '7'),
    (TileKind::SlopeTl, "slope_tl", 'F'),
    (TileKind::GentleBrLow, "gentle_br_low", 'r'),
    (TileKind::GentleBrHigh, "gentle_br_high", 'R'),
    (TileKind::GentleBlHigh, "gentle_bl_high", 'L'),
    (TileKind::GentleBlLow, "gentle_bl_low", 'l'),
    (TileKind::GentleTrLow, "gentle_tr_low", 'm'),
    (TileKind::GentleTrHigh, "gentle_tr_high", 'M'),
    (TileKind::GentleTlHigh, "gentle_tl_high", 'W'),
    (TileKind::GentleTlLow, "gentle_tl_low", 'w'),
    (TileKind::PlatformFirm, "platform_firm", '='),
    (TileKind::PlatformUnderFirm, "platform_under_firm", '~'),
    (TileKind::OnewayLeft, "oneway_left", '['),
    (TileKind::OnewayRight, "oneway_right", ']'),
    (TileKind::OnewaySlopeBr, "oneway_slope_br", '1'),
    (TileKind::OnewaySlopeBl, "oneway_slope_bl", '2'),
    (TileKind::OnewayGentleBrLow, "oneway_gentle_br_low", '3'),
    (TileKind::OnewayGentleBrHigh, "oneway_gentle_br_high", '4'),
    (TileKind::OnewayGentleBlHigh, "oneway_gentle_bl_high", '5'),
    (TileKind::OnewayGentleBlLow, "oneway_gentle_bl_low", '6'),
    (TileKind::OnewaySlopeTr, "oneway_slope_tr", 'a'),
    (TileKind::OnewaySlopeTl, "oneway_slope_tl", 'b'),
    (TileKind::OnewayGentleTrLow, "oneway_gentle_tr_low", 'c'),
    (TileKind::OnewayGentleTrHigh, "oneway_gentle_tr_high", 'd'),
    (TileKind::OnewayGentleTlHigh, "oneway_gentle_tl_high", 'e'),
    (TileKind::OnewayGentleTlLow, "oneway_gentle_tl_low", 'f'),
];

/// The one-way slopes, floor then ceiling.
const ONEWAY_SLOPES: [TileKind; 12] = [
    TileKind::OnewaySlopeBr,
    TileKind::OnewaySlopeBl,
    TileKind::OnewayGentleBrLow,
    TileKind::OnewayGentleBrHigh,
    TileKind::OnewayGentleBlHigh,
    TileKind::OnewayGentleBlLow,
    TileKind::OnewaySlopeTr,
    TileKind::OnewaySlopeTl,
    TileKind::OnewayGentleTrLow,
    TileKind::OnewayGentleTrHigh,
    TileKind::OnewayGentleTlHigh,
    TileKind::OnewayGentleTlLow,
];

impl TileKind {
    /// Every named kind, in the contract's order: `empty` first, then
    /// `solid`, the platforms, `end_slope`, the 45° and the 1:2 slopes,
    /// then the firm platforms, the one-way walls and the one-way slopes
    /// (ids of [`crate::TileSet::standard`]). The
    /// custom profiles ([`TileKind::Floor`], [`TileKind::Ceiling`]) are not
    /// listed: they need heights ([`crate::TileDef::custom`]).
    ///
    /// ```
    /// use tilestep::TileKind;
    /// assert_eq!(TileKind::ALL[0], TileKind::Empty);
    /// assert!(TileKind::ALL.iter().all(|k| TileKind::from_name(k.name()) == Some(*k)));
    /// ```
    pub const ALL: [TileKind; 33] = {
        let mut all = [TileKind::Empty; 33];
        let mut i = 0;
        while i < NAMED.len() {
            all[i] = NAMED[i].0;
            i += 1;
        }
        all
    };

    /// The kind's name in the contract (`"slope_br"`, ...); `"floor"` and
    /// `"ceiling"` for custom profiles.
    pub fn name(self) -> &'static str {
        match self {
            TileKind::Floor => "floor",
            TileKind::Ceiling => "ceiling",
            k => NAMED
                .iter()
                .find(|e| e.0 == k)
                .map(|e| e.1)
                .unwrap_or("empty"),
        }
    }

    /// Looks a named kind up by its contract name (not `floor`/`ceiling`,
    /// which need a profile).
    pub fn from_name(name: &str) -> Option<TileKind> {
        NAMED.iter().find(|e| e.1 == name).map(|e| e.0)
    }

    /// The kind's default ASCII character, if it has one.
    pub fn default_char(self) -> Option<char> {
        NAMED.iter().find(|e| e.0 == self).map(|e| e.2)
    }

    /// The kind with the default ASCII character `ch` (space is `empty`).
    pub fn from_char(ch: char) -> Option<TileKind> {
        if ch == ' ' {
            return Some(TileKind::Empty);
        }
        NAMED.iter().find(|e| e.2 == ch).map(|e| e.0)
    }

    /// The preset height `h(c)` of column `c` (0-based) for tile size `t`,
    /// exactly as in the contract's table; `None` for kinds without a preset
    /// profile (empty, solid, platforms, custom profiles).
    pub fn preset_height(self, t: i32, c: i32) -> Option<i32> {
        use TileKind::*;
        Some(match self.solid_twin() {
            SlopeBr | SlopeTr => c + 1,
            SlopeBl | SlopeTl => t - c,
            GentleBrLow | GentleTrLow => c / 2 + 1,
            GentleBrHigh | GentleTrHigh => t / 2 + c / 2 + 1,
            GentleBlHigh | GentleTlHigh => t / 2 + (t - 1 - c) / 2 + 1,
            GentleBlLow | GentleTlLow => (t - 1 - c) / 2 + 1,
            _ => return None,
        })
    }

    /// The solid slope whose pixels a one-way slope has (`oneway_slope_br`
    /// -> `slope_br`, ...); every other kind is its own.
    ///
    /// ```
    /// use tilestep::TileKind;
    /// assert_eq!(TileKind::OnewayGentleTlLow.solid_twin(), TileKind::GentleTlLow);
    /// assert_eq!(TileKind::Platform.solid_twin(), TileKind::Platform);
    /// ```
    pub const fn solid_twin(self) -> TileKind {
        use TileKind::*;
        match self {
            OnewaySlopeBr => SlopeBr,
            OnewaySlopeBl => SlopeBl,
            OnewayGentleBrLow => GentleBrLow,
            OnewayGentleBrHigh => GentleBrHigh,
            OnewayGentleBlHigh => GentleBlHigh,
            OnewayGentleBlLow => GentleBlLow,
            OnewaySlopeTr => SlopeTr,
            OnewaySlopeTl => SlopeTl,
            OnewayGentleTrLow => GentleTrLow,
            OnewayGentleTrHigh => GentleTrHigh,
            OnewayGentleTlHigh => GentleTlHigh,
            OnewayGentleTlLow => GentleTlLow,
            k => k,
        }
    }

    /// The one-way slope with this solid slope's pixels (`slope_br` ->
    /// `oneway_slope_br`, ...); `None` for every other kind.
    pub const fn one_way_twin(self) -> Option<TileKind> {
        let mut i = 0;
        while i < ONEWAY_SLOPES.len() {
            if ONEWAY_SLOPES[i].solid_twin() as u8 == self as u8 {
                return Some(ONEWAY_SLOPES[i]);
            }
            i += 1;
        }
        None
    }

    /// The kind mirrored left-right (`slope_br` <-> `slope_bl`, ...,
    /// `oneway_left` <-> `oneway_right`).
    pub fn mirror_x(self) -> TileKind {
        use TileKind::*;
        if let Some(m) = self.solid_twin().mirrored_slope_x() {
            if self.solid_twin() as u8 != self as u8 {
                return m.one_way_twin().unwrap_or(m);
            }
            return m;
        }
        match self {
            OnewayLeft => OnewayRight,
            OnewayRight => OnewayLeft,
            k => k,
        }
    }

    /// A solid slope mirrored left-right; `None` for every other kind.
    const fn mirrored_slope_x(self) -> Option<TileKind> {
        use TileKind::*;
        Some(match self {
            SlopeBr => SlopeBl,
            SlopeBl => SlopeBr,
            SlopeTr => SlopeTl,
            SlopeTl => SlopeTr,
            GentleBrLow => GentleBlLow,
            GentleBlLow => GentleBrLow,
            GentleBrHigh => GentleBlHigh,
            GentleBlHigh => GentleBrHigh,
            GentleTrLow => GentleTlLow,
            GentleTlLow => GentleTrLow,
            GentleTrHigh => GentleTlHigh,
            GentleTlHigh => GentleTrHigh,
            _ => return None,
        })
    }

    /// The kind mirrored top-bottom (floors <-> ceilings, `platform` <->
    /// `platform_under`, `platform_firm` <-> `platform_under_firm`, one-way
    /// floor slopes <-> one-way ceiling slopes).
    pub fn mirror_y(self) -> TileKind {
        use TileKind::*;
        let twin = self.solid_twin();
        if twin as u8 != self as u8 {
            let m = twin.mirror_y();
            return m.one_way_twin().unwrap_or(m);
        }
        match self {
            Platform => PlatformUnder,
            PlatformUnder => Platform,
            PlatformFirm => PlatformUnderFirm,
            PlatformUnderFirm => PlatformFirm,
            SlopeBr => SlopeTr,
            SlopeTr => SlopeBr,
            SlopeBl => SlopeTl,
            SlopeTl => SlopeBl,
            GentleBrLow => GentleTrLow,
            GentleTrLow => GentleBrLow,
            GentleBrHigh => GentleTrHigh,
            GentleTrHigh => GentleBrHigh,
            GentleBlHigh => GentleTlHigh,
            GentleTlHigh => GentleBlHigh,
            GentleBlLow => GentleTlLow,
            GentleTlLow => GentleBlLow,
            Floor => Ceiling,
            Ceiling => Floor,
            k => k,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn presets_match_contract_table_at_16() {
        let t = 16;
        let h = |k: TileKind| {
            (0..t)
                .map(|c| k.preset_height(t, c).unwrap())
                .collect::<Vec<_>>()
        };
        assert_eq!(h(TileKind::SlopeBr)[0], 1);
        assert_eq!(h(TileKind::SlopeBr)[15], 16);
        assert_eq!(h(TileKind::SlopeBl)[0], 16);
        // rR rises 1 px every 2 px, continuously across the pair.
        let mut pair = h(TileKind::GentleBrLow);
        pair.extend(h(TileKind::GentleBrHigh));
        assert_eq!(pair[0], 1);
        assert_eq!(pair[31], 16);
        for c in 1..32 {
            assert!(pair[c] - pair[c - 1] <= 1);
        }
        // Ll is its mirror.
        let mut ll = h(TileKind::GentleBlHigh);
        ll.extend(h(TileKind::GentleBlLow));
        let rev: Vec<_> = pair.iter().rev().copied().collect();
        assert_eq!(ll, rev);
    }

    #[test]
    fn names_and_chars_round_trip() {
        assert_eq!(TileKind::ALL.len(), NAMED.len());
        for (k, name, ch) in NAMED {
            assert_eq!(TileKind::from_name(name), Some(k));
            assert_eq!(TileKind::from_char(ch), Some(k));
            assert_eq!(k.name(), name);
            assert_eq!(k.mirror_x().mirror_x(), k);
            assert_eq!(k.mirror_y().mirror_y(), k);
        }
    }
}
