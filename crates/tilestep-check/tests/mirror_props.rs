//! Metamorphic property tests at scale: a map mirrored left-right with
//! mirrored inputs, or top-bottom with gravity flipped, gives the mirrored
//! trace, exactly, frame by frame (box, standing, velocity, contact flags).
//!
//! The exactness conditions are those of `crates/tilestep/tests/mirror.rs`
//! (the floor of a subpixel position is not symmetric, and an even width
//! puts the sensor column right of centre):
//! - left-right: odd body widths; whole-pixel horizontal speeds and start x;
//! - top-bottom: whole-pixel vertical speeds, accelerations, jumps and start y.
//!
//! Custom profiles are mirrored too (heights reversed for left-right; floor
//! and ceiling swapped for top-bottom). Resizes are left out: their search
//! order (against gravity, then left, then right) is not mirror-symmetric.
//! `TILESTEP_PROPTEST_CASES` scales these like `props.rs`.

mod common;
use common::*;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::sync::atomic::{AtomicU64, Ordering};
use tilestep::{Body, ContactFlags, Gravity};
use tilestep_check::sim::{mirror_char, run, Case, Row};
use tilestep_check::SolidField;

/// The case's map size in px (width, height).
fn px_size(c: &Case) -> (i32, i32) {
    (
        c.rows[0].len() as i32 * c.tile as i32,
        c.rows.len() as i32 * c.tile as i32,
    )
}

fn mirror(c: &Case, x: bool) -> Case {
    let mut m = c.clone();
    let (wpx, hpx) = px_size(c);
    m.rows = c
        .rows
        .iter()
        .map(|r| {
            let r: String = r.chars().map(|ch| mirror_char(ch, x)).collect();
            if x {
                r.chars().rev().collect()
            } else {
                r
            }
        })
        .collect();
    if x {
        for p in &mut m.profiles {
            p.2.reverse();
        }
        std::mem::swap(&mut m.edges.left, &mut m.edges.right);
        m.start.0 = (wpx - 1) * 256 - c.start.0;
        m.vel.0 = -c.vel.0;
        for (_, f) in &mut m.script {
            f.vx = f.vx.map(|v| -v);
            f.ax = -f.ax;
        }
    } else {
        m.rows.reverse();
        for p in &mut m.profiles {
            p.1 = !p.1;
        }
        std::mem::swap(&mut m.edges.top, &mut m.edges.bottom);
        m.start.1 = (hpx + c.size.1) * 256 - c.start.1;
        m.vel.1 = -c.vel.1;
        m.gravity = c.gravity.flipped();
        for (_, f) in &mut m.script {
            f.vy = f.vy.map(|v| -v);
            f.gravity = f.gravity.map(Gravity::flipped);
        }
    }
    m
}

/// (left, top, right, bottom, standing, vx, vy).
type Key = (i32, i32, i32, i32, bool, i32, i32);

/// A row as comparable numbers.
fn key(b: &Body) -> Key {
    let r = b.rect();
    (
        r.left.0, r.top.0, r.right.0, r.bottom.0, b.standing, b.vel.x.0, b.vel.y.0,
    )
}

/// The mirror image of row `q` of the mirrored case `c`.
fn mirrored_key(q: &Row, c: &Case, x: bool) -> (Key, ContactFlags) {
    let (wpx, hpx) = px_size(c);
    let (l, t, r, b, s, vx, vy) = key(&q.0);
    let f = q.1.flags;
    if x {
        ((wpx - r, t, wpx - l, b, s, -vx, vy), f.mirror_x())
    } else {
        ((l, hpx - b, r, hpx - t, s, vx, -vy), f.mirror_y())
    }
}

fn whole(s: impl Strategy<Value = i32>) -> impl Strategy<Value = i32> {
    s.prop_map(|v| (v / 256).clamp(-200, 200) * 256)
}

fn check_mirror(x: bool, default_cases: u32) {
    let frames = AtomicU64::new(0);
    let strat = case(&[8, 16, 18, 32], KINDS, true, false).prop_flat_map(move |c| {
        (
            Just(c),
            whole(speed()),
            prop::collection::vec(whole(speed()), 12),
            0..=3i32,
        )
    });
    let mut r = runner(cases(default_cases));
    let result = r.run(&strat, |(mut c, v0, speeds, jumpk)| {
        // Impose the exactness conditions on the mirrored axis.
        if x {
            c.size.0 |= 1;
            c.start.0 &= !255;
            c.vel.0 = v0;
            for (i, (_, f)) in c.script.iter_mut().enumerate() {
                f.vx = f.vx.map(|_| speeds[i % speeds.len()]);
                f.ax = 0;
            }
        } else {
            c.start.1 &= !255;
            c.vel.1 = v0;
            c.accel = (c.accel / 256 + 1) * 256;
            c.max_fall &= !255;
            for (i, (_, f)) in c.script.iter_mut().enumerate() {
                f.vy = f.vy.map(|_| speeds[i % speeds.len()]);
                f.jump = f.jump.map(|j| ((j / 256) + jumpk) * 256);
            }
        }
        let map = c.map().expect("valid");
        let field = SolidField::new(&map);
        if place(&mut c, &field).is_none() {
            return Ok(());
        }
        let m = mirror(&c, x);
        let mmap = m.map().expect("valid");
        let mfield = SolidField::new(&mmap);
        let a = run(&map, &field, &c);
        let b = run(&mmap, &mfield, &m);
        for (o, cc) in [(&a, &c), (&b, &m)] {
            if let Some(report) = o.failure_report(cc) {
                return Err(TestCaseError::fail(report));
            }
        }
        for (i, (p, q)) in a.trace.iter().zip(&b.trace).enumerate() {
            let want = mirrored_key(q, &m, x);
            let got = (key(&p.0), p.1.flags);
            if got != want {
                return Err(TestCaseError::fail(format!(
                    "frame {i}: (left, top, right, bottom, standing, vx, vy), flags = {got:?}, mirror image of the mirrored run = {want:?}\n\nthe case:\n{c:?}\n\nthe mirrored case:\n{m:?}"
                )));
            }
        }
        frames.fetch_add(a.trace.len() as u64 - 1, Ordering::Relaxed);
        Ok(())
    });
    eprintln!(
        "{} mirror: {} frames compared",
        if x { "left-right" } else { "top-bottom" },
        frames.load(Ordering::Relaxed)
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}

#[test]
fn left_right_mirror_is_exact_at_scale() {
    check_mirror(true, 512);
}

#[test]
fn top_bottom_mirror_with_gravity_flipped_is_exact_at_scale() {
    check_mirror(false, 512);
}
