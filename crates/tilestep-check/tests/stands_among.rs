//! `TileMap::stands_among` (the standing test among moving solids, used to
//! start a scenario's bodies) against the contract's definition as the
//! independent checker reads it (`tilestep_check::check::stands_all`:
//! solids count as solid pixels or one-way surfaces by kind), over random maps, bodies
//! and solids placed around each body, at every nearby position whose core
//! is clear.

mod common;
use common::*;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::cell::Cell;
use tilestep::{Body, MovingSolid, Size, SolidKind, SubPoint};
use tilestep_check::check::stands_all;
use tilestep_check::moving::SolidBox;
use tilestep_check::{core_clear, Boxel, Ignore, SolidField};

/// A solid relative to the body's box: offset of its top-left from the
/// box's bottom-left (px), size (px), kind (0 full, 1 one-way top, 2 one-way
/// bottom).
type RelSolid = ((i32, i32), (i32, i32), u8);

/// Up to four solids around the body.
fn solids() -> impl Strategy<Value = Vec<RelSolid>> {
    prop::collection::vec(
        ((-40..40i32, -40..40i32), (1..40i32, 1..24i32), 0..3u8),
        0..=4,
    )
}

#[test]
fn stands_among_solids_agrees_with_the_contract() {
    let mut r = runner(cases(512));
    let compared = Cell::new(0u64);
    let standing = Cell::new(0u64);
    let result = r.run(
        &(case(&[8, 16], KINDS, true, false), solids()),
        |(mut c, rel)| {
            let map = c.map().expect("generated maps are valid");
            let mut field = SolidField::new(&map);
            if place(&mut c, &field).is_none() {
                return Ok(());
            }
            let (w, h) = c.size;
            let mut body = Body::new(SubPoint::new(c.start.0, c.start.1), Size::new(w, h));
            body.gravity = c.gravity;
            let r0 = body.rect();
            let list: Vec<MovingSolid> = rel
                .iter()
                .map(|&((dx, dy), (sw, sh), k)| {
                    let kind = [SolidKind::Solid, SolidKind::Platform, SolidKind::PlatformUnder]
                        [k as usize];
                    let pos = SubPoint::from_px(r0.left.0 + dx, r0.bottom.0 + dy);
                    MovingSolid::new(pos, Size::new(sw, sh), kind)
                })
                .collect();
            field.set_boxes(list.iter().filter_map(SolidBox::of));
            let g = body.gravity.sign();
            for ox in -3..=3 {
                for oy in -3..=3 {
                    let mut b = body;
                    b.pos.x.0 += ox * 256;
                    b.pos.y.0 += oy * 256;
                    let bx = Boxel::of(b.pos.x.0, b.pos.y.0, w, h);
                    if !core_clear(&field, bx) {
                        continue;
                    }
                    let want = stands_all(&field, bx, g, Ignore::from_drop(false, g));
                    let got = map.stands_among(&b, &list);
                    if got != want {
                        return Err(TestCaseError::fail(format!(
                            "stands_among = {got}, the contract says {want}\nbody {b:?}\nsolids {list:?}\n\n{c:?}"
                        )));
                    }
                    compared.set(compared.get() + 1);
                    standing.set(standing.get() + want as u64);
                }
            }
            Ok(())
        },
    );
    if let Err(e) = result {
        panic!("{e}");
    }
    let (compared, standing) = (compared.get(), standing.get());
    eprintln!("{compared} positions compared, {standing} standing");
    assert!(
        standing > 100 && compared - standing > 100,
        "{standing} of {compared}"
    );
}
