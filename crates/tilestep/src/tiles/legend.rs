//! A legend: the characters of an ASCII map beyond the contract's
//! defaults (`docs/contract.md`), each a tile definition, with tags.

use crate::tiles::TileDef;
use alloc::vec::Vec;

/// Extra or overriding map characters.
///
/// ```
/// use tilestep::{Legend, TileDef, TileKind, TileMap, Edges};
/// let mut legend = Legend::default();
/// legend.insert('^', TileDef::new(TileKind::Empty).with_tag(2)); // spikes
/// let map = TileMap::from_ascii_with("..^.\n####\n", 16, &legend, Edges::default()).unwrap();
/// assert_eq!(map.width(), 4);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Legend {
    entries: Vec<(char, TileDef)>,
}

impl Legend {
    /// Maps `ch` to `def`, replacing an earlier entry for `ch`.
    pub fn insert(&mut self, ch: char, def: TileDef) {
        self.entries.retain(|e| e.0 != ch);
        self.entries.push((ch, def));
    }

    /// The entry for `ch`, if any.
    pub fn get(&self, ch: char) -> Option<&TileDef> {
        self.entries.iter().find(|e| e.0 == ch).map(|e| &e.1)
    }

    /// All entries in insertion order.
    pub fn entries(&self) -> &[(char, TileDef)] {
        &self.entries
    }
}
