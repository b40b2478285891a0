//! LDtk IntGrid values as tile kinds: the rule of the `.ldtk` loader (each
//! value's identifier names a kind, optionally with a tag: `solid#3`, or
//! `solid__3` since LDtk may only allow identifier characters), for the
//! loader and for engine integrations that hold an IntGrid as data
//! (`tilestep-bevy`'s bevy_ecs_ldtk support builds its collision map from
//! the cells bevy_ecs_ldtk spawns).

use crate::shape::Coll;
use crate::TileBuilder;
use std::collections::HashMap;
use std::fmt;
use tilestep::{Edges, MapError, TileId, TileKind, TileMap, TileSize, MAX_TAG};

/// Splits `kind#TAG` / `kind__TAG` into a kind name and a tag.
pub fn parse_identifier(id: &str) -> Result<(&str, Option<u8>), String> {
    let (name, tag) = match id.split_once('#') {
        Some((n, t)) => (n, Some(t)),
        None => match id.rsplit_once("__") {
            Some((n, t)) if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) => (n, Some(t)),
            _ => (id, None),
        },
    };
    let tag = match tag {
        None => None,
        Some(t) => match t.parse::<u32>() {
            Ok(n) if n <= MAX_TAG as u32 => Some(n as u8),
            _ => return Err(format!("tag {t:?} in {id:?} is not a number from 0 to 63")),
        },
    };
    Ok((name, tag))
}

/// Why an IntGrid value has no tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IntGridError {
    /// The layer defines no such value.
    Undefined {
        /// The value.
        value: i64,
    },
    /// Its identifier's tag isn't a number from 0 to 63.
    Identifier {
        /// The value's identifier.
        identifier: String,
        /// What is wrong with it.
        msg: String,
    },
    /// Its identifier names no tile kind.
    UnknownKind {
        /// The value's identifier.
        identifier: String,
    },
    /// The tile set refused its definition (too many definitions).
    Map(MapError),
}

impl fmt::Display for IntGridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntGridError::Undefined { value } => {
                write!(f, "IntGrid value {value} is not defined in the layer")
            }
            IntGridError::Identifier { identifier, msg } => {
                write!(f, "IntGrid identifier {identifier:?}: {msg}")
            }
            IntGridError::UnknownKind { identifier } => {
                write!(f, "unknown tile kind {identifier:?}")
            }
            IntGridError::Map(err) => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for IntGridError {}

/// One IntGrid layer's values as tile ids of one tile set. Value 0 is
/// `empty`; each other value's identifier is read the first time it is
/// asked for, so the ids follow the order values are first met in, as the
/// `.ldtk` loader meets them (row by row from the top-left).
#[derive(Debug)]
pub struct IntGridKinds {
    builder: TileBuilder,
    names: HashMap<i64, String>,
    ids: HashMap<i64, TileId>,
}

impl IntGridKinds {
    /// The values of a layer: `(value, identifier)` pairs (a value without
    /// an identifier has an empty one, which names no kind), for tiles of
    /// `tile_size`.
    pub fn new(tile_size: TileSize, values: impl IntoIterator<Item = (i64, String)>) -> Self {
        IntGridKinds {
            builder: TileBuilder::new(tile_size),
            names: values.into_iter().collect(),
            ids: HashMap::new(),
        }
    }

    /// Every value the layer defines, in increasing order.
    pub fn values(&self) -> Vec<i64> {
        let mut v: Vec<i64> = self.names.keys().copied().collect();
        v.sort_unstable();
        v
    }

    /// The identifier of `value`, if the layer defines it.
    pub fn identifier(&self, value: i64) -> Option<&str> {
        self.names.get(&value).map(String::as_str)
    }

    /// The tile of `value` (`empty`, id 0, for 0), adding its definition to
    /// the tile set the first time.
    pub fn tile(&mut self, value: i64) -> Result<TileId, IntGridError> {
        if value == 0 {
            return Ok(TileId(0));
        }
        if let Some(id) = self.ids.get(&value) {
            return Ok(*id);
        }
        let identifier = self
            .names
            .get(&value)
            .ok_or(IntGridError::Undefined { value })?;
        let (name, tag) = parse_identifier(identifier).map_err(|msg| IntGridError::Identifier {
            identifier: identifier.clone(),
            msg,
        })?;
        let kind = TileKind::from_name(name).ok_or_else(|| IntGridError::UnknownKind {
            identifier: identifier.clone(),
        })?;
        let id = self
            .builder
            .id(&Coll::named(kind), tag)
            .map_err(IntGridError::Map)?;
        self.ids.insert(value, id);
        Ok(id)
    }

    /// The map of `width x height` tiles, `cells` row by row from the
    /// top-left (tile ids from [`IntGridKinds::tile`]).
    pub fn map(
        self,
        width: u32,
        height: u32,
        edges: Edges,
        cells: &[TileId],
    ) -> Result<TileMap, MapError> {
        self.builder.finish(width, height, edges, cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_become_kinds_and_tags_in_the_order_met() {
        let size = TileSize::new(16).unwrap();
        let values = [
            (1, "solid"),
            (2, "platform__4"),
            (3, "solid#5"),
            (4, "lava"),
            (5, "solid#99"),
        ]
        .map(|(v, n)| (v, n.to_string()));
        let mut kinds = IntGridKinds::new(size, values);
        assert_eq!(kinds.values(), [1, 2, 3, 4, 5]);
        assert_eq!(kinds.tile(0), Ok(TileId(0)));
        let tagged_platform = kinds.tile(2).unwrap();
        let tagged_solid = kinds.tile(3).unwrap();
        assert_eq!(kinds.tile(2), Ok(tagged_platform), "read once");
        let plain = kinds.tile(1).unwrap();
        assert_eq!(
            kinds.tile(4),
            Err(IntGridError::UnknownKind {
                identifier: "lava".into()
            })
        );
        assert!(matches!(
            kinds.tile(5),
            Err(IntGridError::Identifier { .. })
        ));
        assert_eq!(kinds.tile(9), Err(IntGridError::Undefined { value: 9 }));
        let map = kinds
            .map(
                3,
                1,
                Edges::default(),
                &[plain, tagged_platform, tagged_solid],
            )
            .unwrap();
        let def = |x| {
            map.tileset()
                .def(map.get(tilestep::TileXY::new(x, 0)).unwrap())
                .clone()
        };
        assert_eq!((def(0).kind, def(0).tag), (TileKind::Solid, None));
        assert_eq!((def(1).kind, def(1).tag), (TileKind::Platform, Some(4)));
        assert_eq!((def(2).kind, def(2).tag), (TileKind::Solid, Some(5)));
    }
}
