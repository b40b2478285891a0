//! debug
use tilestep::*;
fn main() {
    let rows = ["##########","#........#","#........#","#...1##..#","#........#","#........#","##########"];
    let m = TileMap::from_ascii(&rows.join("\n"), 16).unwrap();
    let mut b = Body::new(SubPoint::from_px(72, 96), Size::new(12, 24));
    b.standing = m.stands(&b);
    b.vel.y.0 = -6*256;
    for f in 0..60 {
        b.vel.y.0 += 64;
        if b.vel.y.0 > 6*256 { b.vel.y.0 = 6*256; }
        let mut s = b; let c2 = m.step_by_rules(&mut s, StepInput::default(), &[]);
        let c = m.step(&mut b, StepInput::default());
        if s != b { println!("DIFF rules {:?} {:?} {:?}", s.pos.y.floor_px(), s.standing, c2.flags); }
        println!("{f} {:?} {:?} st {} v {} {:?}", b.pos.x.floor_px().0, b.pos.y.floor_px().0, b.standing, b.vel.y.0, c.flags);
        let _ = c2;
    }
}
