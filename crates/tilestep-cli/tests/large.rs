//! A large run: a 200x50-tile map, 1,000 bodies, 1,000 frames, every step
//! checked. Ignored by default (slow in a debug build); run it with
//!
//! ```text
//! cargo test -p tilestep-cli --release --test large -- --ignored --nocapture
//! ```
//!
//! It prints how long the binary took.

use std::fmt::Write;
use std::path::Path;
mod common;
use std::time::Instant;
use tilestep_testkit::Lcg;

/// 200x50 tiles: a ceiling with hanging slopes, underside platforms,
/// platforms, and a floor with 45-degree and 1:2 hills and valleys.
fn map() -> String {
    let w = 200;
    let mut rows: Vec<Vec<char>> = vec![vec!['.'; w]; 50];
    let put = |r: usize, c: usize, s: &str, rows: &mut Vec<Vec<char>>| {
        for (i, ch) in s.chars().enumerate() {
            if c + i < w {
                rows[r][c + i] = ch;
            }
        }
    };
    for r in [0, 1, 45, 46, 47, 48, 49] {
        put(r, 0, &"#".repeat(w), &mut rows);
    }
    for c in (0..w).step_by(25) {
        put(2, c + 3, "7##F", &mut rows);
        put(2, c + 12, "mM##Ww", &mut rows);
        put(8, c + 5, "______", &mut rows);
        put(14, c + 15, "------", &mut rows);
        put(44, c + 2, "/##\\", &mut rows);
        put(44, c + 9, "rR##Ll", &mut rows);
        put(45, c + 18, "\\/", &mut rows);
        put(44, c + 22, "E", &mut rows);
    }
    rows.iter()
        .map(|r| r.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

fn scenario(bodies: usize, frames: usize) -> String {
    let mut s = format!("frames = {frames}\nmap = '''\n{}'''\n", map());
    let mut rng = Lcg(7);
    for i in 0..bodies {
        let (w, h) = (8 + 2 * rng.below(6), 16 + 2 * rng.below(8));
        let x = 16 + rng.below(200 * 16 - 32);
        let y = 320 + rng.below(160);
        let gravity = if rng.below(5) == 0 { -0.25 } else { 0.25 };
        let _ = write!(
            s,
            "\n[[body]]\nname = \"b{i}\"\nsize = [{w}, {h}]\nstart = [{x}, {y}]\ngravity = {gravity}\n"
        );
        let mut left = frames;
        while left > 0 {
            let len = (20 + rng.below(120) as usize).min(left);
            left -= len;
            let vx = (rng.below(601) as f64 - 300.0) / 100.0;
            let _ = write!(s, "\n[[body.input]]\nframes = {len}\nvx = {vx}\n");
            match rng.below(6) {
                0 => s.push_str("jump = 5.5\n"),
                1 => s.push_str("drop = true\n"),
                2 => s.push_str("flip_gravity = true\n"),
                _ => {}
            }
        }
    }
    s
}

#[test]
#[ignore = "slow in debug builds; run with --release"]
fn thousand_bodies_thousand_frames() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("large.toml");
    std::fs::write(&path, scenario(1000, 1000)).unwrap();
    for trace in [false, true] {
        let mut cmd = common::tilestep();
        cmd.arg("sim").arg(&path);
        if trace {
            cmd.arg("--trace").arg(dir.join("large.csv"));
        }
        let t = Instant::now();
        let out = cmd.output().unwrap();
        let secs = t.elapsed().as_secs_f64();
        let stdout = String::from_utf8_lossy(&out.stdout);
        println!("{stdout}");
        println!("1000 bodies x 1000 frames on 200x50 tiles (trace: {trace}): {secs:.2} s");
        assert!(stdout.contains("1000000 body-steps checked"), "{stdout}");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
