use tilestep::*;
fn main() {
    let rows = [
        "..............",
        "..............",
        "........./####",
        "......../#####",
        "......./######",
        "##############",
    ];
    let m = TileMap::from_ascii(&rows.join("\n"), 16).unwrap();
    for (vx, jump) in [
        (3 * 256, 2 * 256),
        (4 * 256, 300),
        (2 * 256, 256),
        (6 * 256, 3 * 256),
    ] {
        let mut b = Body::new(SubPoint::from_px(80, 80), Size::new(12, 24));
        b.standing = m.stands(&b);
        for f in 0..40 {
            b.vel.x.0 = vx;
            b.vel.y.0 += 64;
            if f == 0 {
                b.vel.y.0 = -jump;
            }
            let c = m.step(&mut b, StepInput::default());
            println!(
                "{f} {:?} vy={} st={} {:?}",
                (b.pos.x.0 as f64 / 256.0, b.pos.y.0 as f64 / 256.0),
                b.vel.y.0,
                b.standing,
                c.flags
            );
            if c.has(ContactFlags::WALL_RIGHT) {
                println!("WALL");
                break;
            }
        }
    }
}
