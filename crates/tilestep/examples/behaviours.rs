//! `cargo run -p tilestep --example behaviours`: a player runs across a level
//! with a spring, spikes, ice, a conveyor and a ladder. Each behaviour is a
//! few lines on top of `Behaviours::effects`.

use tilestep::{
    Behaviour, Behaviours, Body, Edges, Gravity, Legend, Size, StepInput, SubPoint, Subpx, TileDef,
    TileKind, TileMap,
};

const SPRING: u8 = 1;
const SPIKES: u8 = 2;
const ICE: u8 = 3;
const CONVEYOR: u8 = 4;
const LADDER: u8 = 5;

fn main() {
    let mut legend = Legend::default();
    legend.insert('S', TileDef::new(TileKind::Solid).with_tag(SPRING));
    legend.insert('^', TileDef::new(TileKind::Empty).with_tag(SPIKES));
    legend.insert('I', TileDef::new(TileKind::Solid).with_tag(ICE));
    legend.insert('>', TileDef::new(TileKind::Solid).with_tag(CONVEYOR));
    legend.insert('H', TileDef::new(TileKind::Empty).with_tag(LADDER));
    legend.insert('T', TileDef::new(TileKind::Platform).with_tag(LADDER));
    let level = [
        "..............................",
        "..............................",
        "..........................T###",
        "..........................H...",
        "..........^...............H...",
        "####S#####.#IIIIII>>>>>>##H...",
        "##############################",
    ];
    let map = TileMap::from_ascii_with(&level.join("\n"), 16, &legend, Edges::default())
        .expect("valid level");
    let mut rules = Behaviours::default();
    rules
        .set(
            SPRING,
            Behaviour::Spring {
                speed: Subpx(6 * 256),
            },
        )
        .set(SPIKES, Behaviour::Spikes)
        .set(ICE, Behaviour::Ice { percent: 15 })
        .set(CONVEYOR, Behaviour::Conveyor { speed: Subpx(256) })
        .set(LADDER, Behaviour::Ladder);

    let mut body = Body::new(SubPoint::from_px(24, 80), Size::new(12, 24));
    body.standing = true;
    let mut run = 0i32; // the player's own speed, subpixels/frame
    let mut fx = rules.effects(&map, &body, &Default::default());
    for frame in 0..400 {
        // Input: run right at 2 px/frame; climb when on the ladder.
        let target = if fx.ladder { 0 } else { 512 };
        let climb = fx.ladder && body.pos.y.floor_px().0 > 32;
        // Ladder: gravity off while climbing.
        body.gravity = if climb { Gravity::None } else { Gravity::Down };
        if climb {
            body.vel.y.0 = -256;
        } else {
            body.vel.y.0 = (body.vel.y.0 + 64).min(6 * 256);
        }
        // Ice: traction scales how fast the run speed changes.
        let accel = (32 * fx.traction as i32 / 100).max(1);
        run += (target - run).clamp(-accel, accel);
        // Conveyor: the surface adds its speed.
        body.vel.x.0 = run + fx.surface_speed.0;
        let contacts = map.step(&mut body, StepInput::default());
        fx = rules.effects(&map, &body, &contacts);
        // Spring: launch on landing.
        if let Some(v) = fx.bounce {
            body.vel.y = -v;
            println!("frame {frame:3}: boing at x = {}", body.sensor_x().0);
        }
        // Spikes: ouch.
        if fx.hurt {
            println!("frame {frame:3}: ouch at x = {}", body.sensor_x().0);
        }
        if frame % 50 == 0 {
            println!(
                "frame {frame:3}: at ({}, {}) px, standing {}, traction {}%, conveyor {}, ladder {}",
                body.sensor_x().0,
                body.pos.y.floor_px().0,
                body.standing,
                fx.traction,
                fx.surface_speed.0,
                fx.ladder
            );
        }
    }
}
