//! Random scenarios with moving solids (all three kinds, every loop mode,
//! fractional speeds and waypoints), solid, pushable and inheriting bodies
//! in stacks (riders of riders, chained pushes), both gravities, jumps and
//! drops: every one must run with every invariant
//! held (exit 0). A squish is a report, never a failure. Fixed seeds, so a
//! failure is reproducible: the scenario is left in the target dir.
//! `TILESTEP_RANDOM_SEEDS=3000 cargo test -p tilestep-cli --test
//! random_solids` runs more seeds than the default 150 (3000 pass).

mod common;
use std::fmt::Write;
use std::path::Path;
use tilestep_testkit::Lcg;

const W: i64 = 32;
const H: i64 = 14;

/// A scenario: a floor, a few tiles in the top two rows, one moving solid per 8-tile
/// lane (so no two start overlapping) with bodies on or above it.
fn scenario(seed: u64) -> String {
    let mut r = Lcg(seed);
    let mut s = String::new();
    let _ = writeln!(s, "frames = {}\nmap = '''", r.pick(&[90, 150]));
    for y in 0..H {
        let row: String = (0..W)
            .map(|x| {
                if y == H - 1 {
                    '#'
                } else if y <= 1 && x % 8 != 0 && r.below(100) < 25 {
                    *r.pick(&['#', '-', '_', '7', 'F', 'W', 'm'])
                } else {
                    '.'
                }
            })
            .collect();
        let _ = writeln!(s, "{row}");
    }
    s.push_str("'''\n");
    let mut bodies = String::new();
    for lane in 0..W / 8 {
        let x0 = lane * 128 + 8;
        let (w, h) = *r.pick(&[(32, 8), (48, 8), (16, 32), (64, 16), (24, 24)]);
        let (x, y) = (x0 + r.below(40), 104 + r.below(80));
        let kind = r.pick(&["solid", "solid", "platform", "platform_under"]);
        let _ = write!(
            s,
            "\n[[solid]]\nkind = \"{kind}\"\npos = [{x}, {y}]\nsize = [{w}, {h}]\nwaypoints = ["
        );
        for k in 0..=r.below(3) {
            let wx = (x + r.below(160) - 80).clamp(0, W * 16 - w);
            let wy = (y + r.below(200) - 100).clamp(40, (H - 1) * 16 - h);
            let frac = r.pick(&["", ".5", ".25"]);
            let _ = write!(s, "{}[{wx}{frac}, {wy}]", if k > 0 { ", " } else { "" });
        }
        let _ = writeln!(
            s,
            "]\nspeed = {}\nloop = \"{}\"\nwait = {}",
            r.pick(&["0.5", "1", "1.5", "3", "7.25", "20"]),
            r.pick(&["cycle", "ping_pong", "stop"]),
            r.below(8)
        );
        // Bodies: a stack on its top (each standing on the one below, so
        // crates carry riders of riders), or high above it; none starts
        // overlapping another.
        let mut top = y;
        for _ in 0..r.below(3) + 1 {
            let (bw, bh) = *r.pick(&[(12, 24), (16, 16), (8, 8), (20, 12)]);
            let bx = x + w / 2 + r.below(17) - 8;
            let on_top = r.below(100) < 70;
            let by = if on_top {
                top
            } else {
                (56 + r.below(8)).min(top)
            };
            if by - bh < 32 {
                break; // it would start in the tiles of the top two rows
            }
            top = by - bh;
            let g = r.pick(&["0.25", "0.25", "0.25", "-0.25", "0"]);
            let _ = write!(
                bodies,
                "\n[[body]]\nsize = [{bw}, {bh}]\nstart = [{bx}, {by}]\ngravity = {g}\n"
            );
            if r.below(100) < 30 {
                bodies.push_str("inherit = true\n");
            }
            match r.below(100) {
                0..=19 => {
                    let _ = writeln!(
                        bodies,
                        "pushable = true\npush_speed = {}",
                        r.pick(&["0.5", "1", "2"])
                    );
                    continue;
                }
                20..=39 => bodies.push_str("solid = true\n"),
                _ => {}
            }
            for _ in 0..r.below(3) + 1 {
                let _ = writeln!(
                    bodies,
                    "\n[[body.input]]\nframes = {}\nvx = {}",
                    10 + r.below(50),
                    r.pick(&["-3", "-1.5", "-0.5", "0", "0.5", "1.5", "3"])
                );
                if r.below(100) < 30 {
                    let _ = writeln!(bodies, "jump = {}", r.pick(&["3", "5"]));
                }
                if r.below(100) < 20 {
                    bodies.push_str("drop = true\n");
                }
            }
        }
    }
    s + &bodies
}

#[test]
fn random_moving_solid_scenarios_hold_every_invariant() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("random-solids");
    std::fs::create_dir_all(&dir).unwrap();
    // TILESTEP_RANDOM_SEEDS=N runs more (or fewer) seeds.
    let n: u64 = std::env::var("TILESTEP_RANDOM_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let (mut ran, mut squishes) = (0, 0);
    for seed in 0..n {
        let path = dir.join(format!("seed{seed}.toml"));
        std::fs::write(&path, scenario(seed)).unwrap();
        let out = common::tilestep().arg("sim").arg(&path).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if out.status.code() == Some(2) {
            // Two bodies of one lane may start overlapping the map or a solid.
            assert!(stderr.contains("starts"), "{}: {stderr}", path.display());
            continue;
        }
        assert_eq!(out.status.code(), Some(0), "{}:\n{stdout}", path.display());
        ran += 1;
        squishes += usize::from(stdout.contains("squished (reported"));
    }
    assert!(
        ran * 10 >= n * 9,
        "only {ran} of {n} random scenarios were valid"
    );
    assert!(squishes > 0, "no random scenario squished a body");
}
