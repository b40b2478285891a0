use tilestep::*;
fn main() {
    let rows = [
        "................",
        "................",
        "................",
        "................",
        "............####",
        "........rR/#####",
        "......./########",
        "################",
    ];
    let m = TileMap::from_ascii(&rows.join("\n"), 16).unwrap();
    let mut b = Body::new(SubPoint::from_px(40, 112), Size::new(40, 56));
    b.standing = m.stands(&b);
    for f in 0..100 {
        b.vel.x.0 = 512;
        b.vel.y.0 += 64;
        b.vel.y.0 = b.vel.y.0.min(6 * 256);
        let c = m.step(&mut b, StepInput::default());
        println!(
            "{f} {:?} {:?} vy={} st={} {:?}",
            (b.pos.x.0 as f64 / 256.0, b.pos.y.0 as f64 / 256.0),
            b.rect(),
            b.vel.y.0,
            b.standing,
            c.flags
        );
    }
}
