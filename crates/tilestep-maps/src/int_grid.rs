//! LDtk IntGrid values as tile kinds: the rule of the `.ldtk` loader, for
//! the loader and for engine integrations that hold an IntGrid as data
//! (`tilestep-bevy`'s bevy_ecs_ldtk support builds its collision map from
//! the cells bevy_ecs_ldtk spawns). A value's kind is, in this order:
//!
//! 1. the kinds table's entry for its identifier, then for its number
//!    ([`KindTable::value`]); an entry naming a column's top cell
//!    ([`crate::KindSpec`], `platform#4/empty#4`) gives each column's top
//!    cell that kind when [`IntGridKinds::map`] builds the map;
//! 2. the kind its identifier names, optionally with a tag (`solid#3`, or
//!    `solid__3` since LDtk may only allow identifier characters);
//! 3. `solid`, for any other value (an identifier such as `dirt`, or
//!    none): [`IntGridKinds::defaulted`] lists them, for a warning.

use crate::kinds::{KindSpec, KindTable, KindTag};
// Public at this path too, as before; the `kind#TAG` spelling is the kinds
// table's, so it is defined there.
pub use crate::kinds::parse_identifier;
use crate::shape::Coll;
use crate::TileBuilder;
use std::collections::HashMap;
use std::fmt;
use tilestep::{Edges, MapError, TileId, TileKind, TileMap, TileSize};

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
            IntGridError::Map(err) => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for IntGridError {}

/// The kind an identifier names: `Ok(None)` when its name part is no
/// kind; `Err` when it is one but its tag is no number from 0 to 63.
fn identifier_kind(id: &str) -> Result<Option<KindTag>, String> {
    match parse_identifier(id) {
        Ok((name, tag)) => Ok(TileKind::from_name(name).map(|kind| KindTag { kind, tag })),
        Err(msg) => {
            let name = id.split('#').next().unwrap_or(id);
            let name = name.rsplit_once("__").map_or(name, |(n, _)| n);
            match TileKind::from_name(name) {
                Some(_) => Err(msg),
                None => Ok(None),
            }
        }
    }
}

/// IntGrid layers' values as tile ids of one tile set. Value 0 is
/// `empty`; each other value is read the first time it is asked for, so
/// the ids follow the order values are first met in, as the `.ldtk`
/// loader meets them (row by row from the top-left, layer after layer).
#[derive(Debug)]
pub struct IntGridKinds {
    builder: TileBuilder,
    table: KindTable,
    /// Each layer's identifiers by value.
    layers: Vec<HashMap<i64, String>>,
    ids: HashMap<(usize, i64), TileId>,
    defaulted: Vec<(usize, i64)>,
}

impl IntGridKinds {
    /// The values of a layer: `(value, identifier)` pairs (a value without
    /// an identifier has an empty one, which names no kind), for tiles of
    /// `tile_size`, with an empty kinds table.
    pub fn new(tile_size: TileSize, values: impl IntoIterator<Item = (i64, String)>) -> Self {
        IntGridKinds {
            builder: TileBuilder::new(tile_size),
            table: KindTable::default(),
            layers: vec![values.into_iter().collect()],
            ids: HashMap::new(),
            defaulted: Vec::new(),
        }
    }

    /// The same, reading values through `table` first.
    pub fn with_kinds(mut self, table: KindTable) -> Self {
        self.table = table;
        self
    }

    /// Adds another layer's values (several layers make one map, later
    /// over earlier); returns its index for [`IntGridKinds::tile_in`]. The
    /// first layer, given to [`IntGridKinds::new`], is 0.
    pub fn add_layer(&mut self, values: impl IntoIterator<Item = (i64, String)>) -> usize {
        self.layers.push(values.into_iter().collect());
        self.layers.len() - 1
    }

    /// Every value the first layer defines, in increasing order.
    pub fn values(&self) -> Vec<i64> {
        let mut v: Vec<i64> = self.layers[0].keys().copied().collect();
        v.sort_unstable();
        v
    }

    /// The identifier of `value` in the first layer, if it defines it.
    pub fn identifier(&self, value: i64) -> Option<&str> {
        self.identifier_in(0, value)
    }

    /// The identifier of `value` in layer `layer`, if it defines it.
    pub fn identifier_in(&self, layer: usize, value: i64) -> Option<&str> {
        self.layers.get(layer)?.get(&value).map(String::as_str)
    }

    /// The tile of `value` of the first layer (`empty`, id 0, for 0).
    pub fn tile(&mut self, value: i64) -> Result<TileId, IntGridError> {
        self.tile_in(0, value)
    }

    /// The tile of `value` of layer `layer` (`empty`, id 0, for 0), adding
    /// its definition to the tile set the first time.
    pub fn tile_in(&mut self, layer: usize, value: i64) -> Result<TileId, IntGridError> {
        if value == 0 {
            return Ok(TileId(0));
        }
        if let Some(id) = self.ids.get(&(layer, value)) {
            return Ok(*id);
        }
        let identifier = self
            .identifier_in(layer, value)
            .ok_or(IntGridError::Undefined { value })?
            .to_string();
        let spec = match self.table.value(&identifier, value) {
            Some(k) => k,
            None => match identifier_kind(&identifier) {
                Ok(Some(k)) => KindSpec::from(k),
                Ok(None) => {
                    self.defaulted.push((layer, value));
                    KindSpec::from(KindTag {
                        kind: TileKind::Solid,
                        tag: None,
                    })
                }
                Err(msg) => return Err(IntGridError::Identifier { identifier, msg }),
            },
        };
        let rest = Coll::named(spec.kind.kind);
        let id = match spec.top {
            None => self.builder.id(&rest, spec.kind.tag),
            Some(top) => self
                .builder
                .column((&Coll::named(top.kind), top.tag), (&rest, spec.kind.tag)),
        }
        .map_err(IntGridError::Map)?;
        self.ids.insert((layer, value), id);
        Ok(id)
    }

    /// The values met so far that named no kind and collide as `solid`:
    /// `(layer, value)`, in the order met.
    pub fn defaulted(&self) -> &[(usize, i64)] {
        &self.defaulted
    }

    /// The map of `width x height` tiles, `cells` row by row from the
    /// top-left (tile ids from [`IntGridKinds::tile`]); a value whose
    /// kinds-table entry names a column's top cell has that kind in each
    /// cell whose cell above is not of the same entry (or that is in the
    /// top row).
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
        let lava = kinds.tile(4).unwrap();
        assert_eq!(kinds.defaulted(), [(0, 4)]);
        assert_eq!(lava, plain, "a value naming no kind collides as solid");
        assert!(matches!(
            kinds.tile(5),
            Err(IntGridError::Identifier { .. })
        ));
        assert_eq!(identifier_kind("lava#99"), Ok(None));
        assert_eq!(identifier_kind("lava__7"), Ok(None));
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

    #[test]
    fn every_named_kind_is_found_by_its_identifier() {
        for kind in TileKind::ALL {
            let want = KindTag { kind, tag: None };
            assert_eq!(
                identifier_kind(kind.name()),
                Ok(Some(want)),
                "{}",
                kind.name()
            );
        }
        let firm = identifier_kind("platform_firm#3").unwrap().unwrap();
        assert_eq!((firm.kind, firm.tag), (TileKind::PlatformFirm, Some(3)));
        let wall = identifier_kind("oneway_right__12").unwrap().unwrap();
        assert_eq!((wall.kind, wall.tag), (TileKind::OnewayRight, Some(12)));
        assert!(identifier_kind("oneway_left#64").is_err());
    }

    #[test]
    fn one_way_walls_keep_the_standard_ids_untagged() {
        // Untagged named kinds keep their ids of the standard tile set (as
        // in ASCII maps): the one-way walls are 19 and 20.
        let size = TileSize::new(16).unwrap();
        let values = [
            (19, "oneway_left"),
            (20, "oneway_right"),
            (21, "oneway_left#2"),
        ]
        .map(|(v, n)| (v, n.to_string()));
        let mut kinds = IntGridKinds::new(size, values);
        assert_eq!(kinds.tile(19), Ok(TileId(19)));
        assert_eq!(kinds.tile(20), Ok(TileId(20)));
        let tagged = kinds.tile(21).unwrap();
        assert!(tagged.0 > 20, "{tagged:?}");
        assert_eq!(kinds.defaulted(), []);
        let map = kinds
            .map(3, 1, Edges::default(), &[TileId(19), TileId(20), tagged])
            .unwrap();
        let def = |x| {
            let d = map
                .tileset()
                .def(map.get(tilestep::TileXY::new(x, 0)).unwrap());
            (d.kind, d.tag)
        };
        assert_eq!(def(0), (TileKind::OnewayLeft, None));
        assert_eq!(def(1), (TileKind::OnewayRight, None));
        assert_eq!(def(2), (TileKind::OnewayLeft, Some(2)));
    }
}

#[cfg(test)]
mod table_tests {
    use super::*;

    #[test]
    fn the_kinds_table_comes_first_then_the_identifier_then_solid() {
        let size = TileSize::new(16).unwrap();
        let values =
            [(1, "dirt"), (2, "ladder"), (3, "platform"), (4, "")].map(|(v, n)| (v, n.to_string()));
        let mut table = KindTable::new();
        table.add_entry("ladder=empty#4").unwrap();
        table.add_entry("3=solid").unwrap();
        let mut kinds = IntGridKinds::new(size, values).with_kinds(table);
        let other = kinds.add_layer([(1, "platform".to_string())]);
        let ids: Vec<TileId> = [1, 2, 3, 4].map(|v| kinds.tile(v).unwrap()).to_vec();
        let over = kinds.tile_in(other, 1).unwrap();
        assert_eq!(kinds.defaulted(), [(0, 1), (0, 4)]);
        let map = kinds
            .map(
                5,
                1,
                Edges::default(),
                &[ids[0], ids[1], ids[2], ids[3], over],
            )
            .unwrap();
        let def = |x| {
            let d = map
                .tileset()
                .def(map.get(tilestep::TileXY::new(x, 0)).unwrap());
            (d.kind, d.tag)
        };
        assert_eq!(def(0), (TileKind::Solid, None));
        assert_eq!(def(1), (TileKind::Empty, Some(4)));
        assert_eq!(
            def(2),
            (TileKind::Solid, None),
            "by number, over the identifier"
        );
        assert_eq!(def(3), (TileKind::Solid, None));
        assert_eq!(def(4), (TileKind::Platform, None));
    }
}
