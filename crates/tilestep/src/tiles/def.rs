//! Tile definitions ([`TileDef`]): a kind with its tag, custom heights,
//! collision layers and one-way mark; and the gradient and tag types
//! they carry.

use super::TileKind;
use alloc::vec::Vec;

/// A surface gradient: `rise` px over `run` px, positive when the surface
/// rises (toward the solid side's open face) to the right. 45° is `1/1`, 1:2 is `1/2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gradient {
    /// Pixels gained over `run`; negative when the surface falls to the right.
    pub rise: i16,
    /// Horizontal run in px, always positive.
    pub run: u16,
}

/// A tag: a small game-chosen integer, `0..=63` (spring, spikes, ice, ...).
/// Tags never change collision; they are reported in contacts and queries.
pub type Tag = u8;

/// Largest allowed tag value.
pub const MAX_TAG: Tag = 63;

/// One tile definition of a [`crate::TileSet`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileDef {
    /// The collision kind.
    pub kind: TileKind,
    /// Optional tag, `0..=MAX_TAG`.
    pub tag: Option<Tag>,
    /// Heights for [`TileKind::Floor`] / [`TileKind::Ceiling`] (one per column,
    /// each `0..=T`); empty for every other kind.
    pub heights: Vec<u16>,
    /// Collision layers (a bit set, default `1`): the tile collides with a
    /// body only on a map view whose mask shares a bit with these
    /// ([`crate::TileMap::masked`]). Enemy-only walls, say, use layer `2`.
    pub layers: u8,
    /// A custom profile ([`TileKind::Floor`], [`TileKind::Ceiling`]) that
    /// is one-way: its pixels are no solid pixels, and its surface (each
    /// column's outermost pixel) stops only feet coming from its open
    /// side, as a one-way slope's does. `false` by default; a tile set
    /// refuses it on any other kind (the one-way slopes are one-way by
    /// kind).
    pub one_way: bool,
}

impl TileDef {
    /// A definition of a named kind with no tag.
    pub fn new(kind: TileKind) -> Self {
        TileDef {
            kind,
            tag: None,
            heights: Vec::new(),
            layers: 1,
            one_way: false,
        }
    }

    /// A custom floor (`ceiling == false`) or ceiling profile from per-column
    /// heights in px. Checked against the tile size when added to a tile set.
    pub fn custom(ceiling: bool, heights: &[u16]) -> Self {
        TileDef {
            kind: if ceiling {
                TileKind::Ceiling
            } else {
                TileKind::Floor
            },
            tag: None,
            heights: heights.to_vec(),
            layers: 1,
            one_way: false,
        }
    }

    /// The same custom profile, one-way ([`TileDef::one_way`]).
    pub fn with_one_way(mut self) -> Self {
        self.one_way = true;
        self
    }

    /// The same definition on collision layers `layers` (a bit set).
    pub fn with_layers(mut self, layers: u8) -> Self {
        self.layers = layers;
        self
    }

    /// The same definition with a tag.
    pub fn with_tag(mut self, tag: Tag) -> Self {
        self.tag = Some(tag);
        self
    }
}
