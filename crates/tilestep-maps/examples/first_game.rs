//! A first game: LDtk's sample platformer, a player on the controller, a
//! stone it pushes, a one-way ferry, 600 frames and a line-of-sight cast.
//! `cargo run -p tilestep-maps --example first_game`
use tilestep::*;
use tilestep_maps::{load_map, KindTable, LoadOptions};

const FILE: &str = "examples/maps/real/ldtk/Typical_2D_platformer_example.ldtk";
const LEVEL: &str = "Your_typical_2D_platformer";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut kinds = KindTable::new();
    for entry in ["dirt=solid", "stone=solid", "ladder=platform#4/empty#4"] {
        kinds.add_entry(entry)?;
    }
    let opts = LoadOptions::default().with_kinds(kinds).with_level(LEVEL);
    let path = format!("{}/../../{FILE}", env!("CARGO_MANIFEST_DIR"));
    let level = load_map(path, &opts)?;
    let start = level.objects.iter().find(|o| o.name == "Player");
    let (x, y) = start.map_or((48, 64), |o| (o.x, o.y));
    let at = |dx: i32, dy: i32| SubPoint::from_px(x + dx, y + dy);
    let mut world = World::new(level.map);
    world.behaviours_mut().set(4, Behaviour::Ladder);
    let hero = BodyDrive::Controlled(Controller::new(ControllerConfig::CELESTE_LIKE));
    let player = world.spawn(Body::new(at(0, 0), Size::new(12, 24)), hero)?;
    let mut stone = Body::new(at(32, 0), Size::new(16, 16));
    (stone.solid, stone.core) = (true, CoreShape::Box); // a crate: solid, box-cored
    let stone = world.spawn(stone, BodyDrive::pushable(Subpx(256), Fall::default()))?;
    let ferry = MovingSolid::new(at(-96, -48), Size::new(32, 8), SolidKind::Platform);
    let route = Route::new(vec![at(-96, -48), at(-32, -48)], Subpx(128));
    world.add_solid(ferry, route.with_looping(Looping::PingPong));
    let mut landings = 0;
    for frame in 0..600 {
        let walk = [Buttons::RIGHT, Buttons::LEFT][frame / 300];
        let jump = frame > 150 && frame % 60 < 10;
        world.step(&[(player, if jump { walk.with(Buttons::JUMP) } else { walk })]);
        landings += u32::from(world.report(player).is_some_and(|r| r.landed));
    }
    println!("{landings} landings; the stone began at x = {} px", x + 32);
    for (name, id) in [("player", player), ("stone", stone)] {
        let b = world.body(id).ok_or("despawned")?;
        let (bx, by) = (b.pos.x.floor_px().0, b.pos.y.floor_px().0);
        println!("{name} at ({bx}, {by}) px");
    }
    let eye = at(0, -20);
    let far = SubPoint::new(eye.x.0 + 200 * 256, eye.y.0);
    let hit = world.map().cast(eye, far, CastOptions::default());
    println!("looking right from the start: {:?}", hit.map(|h| h.pixel));
    Ok(())
}
