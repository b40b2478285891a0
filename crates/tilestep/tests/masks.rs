//! Collision masks: some bodies ignore some tiles (enemy-only walls).

mod common;
use common::*;
use tilestep::{
    ContactFlags, Edges, Legend, PxPoint, TileDef, TileKind, TileMap, TileSet, TileSize, TileXY,
};

const PLAYER: u8 = 0b01;
const ENEMY: u8 = 0b10;

#[test]
fn enemy_only_wall_stops_enemies_and_lets_the_player_through() {
    let mut legend = Legend::default();
    // A barrier on the enemy layer only; it keeps its tag for everyone.
    legend.insert(
        'X',
        TileDef::new(TileKind::Solid).with_layers(ENEMY).with_tag(7),
    );
    let map = TileMap::from_ascii_with(
        "..........\n..........\n.....X....\n##########\n",
        16,
        &legend,
        Edges::default(),
    )
    .unwrap();
    let (player_view, enemy_view) = (map.masked(PLAYER), map.masked(ENEMY | PLAYER));
    let mut enemy = Sim::new(&enemy_view, 40, 48, 12, 24);
    let c = enemy.run(60, walk(px(2)));
    assert!(c.has(ContactFlags::WALL_RIGHT));
    assert_eq!(enemy.body.rect().right.0, 80, "the enemy is stopped flush");
    let mut player = Sim::new(&player_view, 40, 48, 12, 24);
    let mut saw_tag = false;
    for _ in 0..60 {
        saw_tag |= player.step(walk(px(2))).tags.contains(7);
    }
    assert!(player.at().0 > 120, "the player walked through");
    assert!(saw_tag, "the ignored tile still reports its tag");
}

#[test]
fn masks_work_with_two_byte_cells() {
    let mut set = TileSet::new(TileSize::new(16).unwrap());
    for _ in 0..300 {
        set.add(TileDef::new(TileKind::Empty)).unwrap();
    }
    let wall = set
        .add(TileDef::new(TileKind::Solid).with_layers(ENEMY))
        .unwrap();
    assert!(wall.0 > 255);
    let mut map = TileMap::new(set, 4, 2, Edges::default()).unwrap();
    map.set(TileXY::new(2, 1), wall);
    assert!(map.is_solid(PxPoint::new(40, 20)));
    assert!(!map.masked(PLAYER).is_solid(PxPoint::new(40, 20)));
    assert!(map.masked(ENEMY).is_solid(PxPoint::new(40, 20)));
    assert_eq!(map.masked(PLAYER).get(TileXY::new(2, 1)), Some(wall));
}
