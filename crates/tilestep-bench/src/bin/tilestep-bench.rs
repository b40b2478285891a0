//! `cargo run --release -p tilestep-bench --bin tilestep-bench -- [--quick]`
//!
//! tilestep side by side with rapier2d's character controller,
//! macroquad-platformer and a naive pixel stepper, in one process, on the
//! same generated level with the same fixed-seed inputs. Prints tables,
//! writes a PNG plot and ends with one JSON line. See this crate's README.
//!
//! Other modes:
//! - `--callgrind`: runs `valgrind --tool=callgrind` on this binary's
//!   `--workload` mode (tilestep, rapier, naive, macroquad-platformer) and
//!   writes instructions per body-step to `target/tilestep-bench/callgrind.json`.
//! - `--workload KEY N SETTLE FRAMES [SPEED]`: the fixed workload alone (what
//!   `--callgrind` measures; keys: tilestep, rapier, rapier-polyline, mqp,
//!   naive), every run at SPEED px/frame when given.
//! - `--scaling [--quick]`: the multi-core table alone, on 1 to 16 threads
//!   (for a machine with that many cores).
//! - `--out DIR`: where the PNG and callgrind file go (default `target/tilestep-bench`).
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use tilestep_bench::engines::{
    batch::TilestepBatch, compare, path_shares, rapier, workload, Engine, Kind, TILE,
};
use tilestep_bench::{level_ascii, level_ascii_default, spawns};

/// Timing budget of one run.
#[derive(Clone, Copy)]
struct Budget {
    quick: bool,
    /// Timed repeats per configuration (median taken).
    repeats: usize,
    /// Target time of one timed repeat.
    rep_time: Duration,
    /// Settle frames (fewer if the time cap is hit).
    settle: usize,
    /// Time cap for settling one engine.
    settle_cap: Duration,
}

/// One timed configuration.
#[derive(Clone, Debug)]
struct Timing {
    ns: f64,
    frames: usize,
    settle: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out_dir = args
        .iter()
        .position(|a| a == "--out")
        .and_then(|i| args.get(i + 1))
        .map(PathBuf::from)
        .unwrap_or_else(default_out);
    if let Some(i) = args.iter().position(|a| a == "--workload") {
        let get = |j: usize| args.get(i + j).cloned().unwrap_or_default();
        let kind = Kind::from_key(&get(1)).expect("engine key");
        let num = |j: usize, d: usize| get(j).parse().unwrap_or(d);
        let speed = get(5).parse().ok();
        let e = workload(kind, num(2, 1000), num(3, 60), num(4, 100), speed);
        let standing = (0..e.len()).filter(|&i| e.standing(i)).count();
        println!("{}: {} bodies, {standing} standing", kind.name(), e.len());
        return;
    }
    std::fs::create_dir_all(&out_dir).expect("output directory");
    if args.iter().any(|a| a == "--callgrind") {
        match run_callgrind(&out_dir, &CALLGRIND_ENGINES) {
            Some(v) => println!("{v}"),
            None => {
                eprintln!("valgrind not found or failed");
                std::process::exit(1)
            }
        }
        return;
    }
    let quick = args.iter().any(|a| a == "--quick");
    let scaling = args.iter().any(|a| a == "--scaling");
    let b = if quick {
        Budget {
            quick,
            repeats: 3,
            rep_time: Duration::from_millis(40),
            settle: 40,
            settle_cap: Duration::from_secs(2),
        }
    } else {
        Budget {
            quick,
            repeats: 5,
            rep_time: Duration::from_millis(250),
            settle: 60,
            settle_cap: Duration::from_secs(30),
        }
    };
    if scaling {
        let ascii = level_ascii_default();
        let map = tilestep::TileMap::from_ascii(&ascii, TILE as u32).expect("valid level");
        multi_core(&ascii, &map, b, &[1, 2, 4, 8, 16]);
        return;
    }
    run(b, &out_dir);
}

fn default_out() -> PathBuf {
    // target/ beside the workspace's Cargo.lock, found from this binary's path.
    let exe = std::env::current_exe().unwrap_or_default();
    exe.ancestors()
        .find(|p| p.file_name().is_some_and(|n| n == "target"))
        .map(|t| t.join("tilestep-bench"))
        .unwrap_or_else(|| PathBuf::from("target/tilestep-bench"))
}

fn run(b: Budget, out_dir: &Path) {
    let started = Instant::now();
    let ascii = level_ascii_default();
    let map = tilestep::TileMap::from_ascii(&ascii, TILE as u32).expect("valid level");
    println!("# tilestep-bench{}", if b.quick { " --quick" } else { "" });
    println!(
        "machine: {} logical CPUs; load average: {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        load_average()
    );
    println!(
        "level: 400x60 tiles of 16 px (seed 1), bodies 12x24 px (spawn seed 2); settle {} frames, then {} timed repeats of ~{} ms per engine, round-robin, median",
        b.settle,
        b.repeats,
        b.rep_time.as_millis()
    );
    println!();

    // 1. ns per body-step against body count, every engine (Kind::ALL, in
    // table order).
    let counts: [usize; 4] = [1, 100, 10_000, 100_000];
    let mut results: Vec<(Kind, Vec<(usize, Timing)>)> =
        Kind::ALL.iter().map(|&k| (k, vec![])).collect();
    for &n in &counts {
        let sp = spawns(&map, n, 2);
        let mut engines: Vec<Box<dyn Engine>> = Kind::ALL
            .iter()
            .map(|k| k.build(&ascii, &sp, None))
            .collect();
        let ts = time_round_robin(&mut engines, b);
        for (r, t) in results.iter_mut().zip(ts) {
            r.1.push((n, t));
        }
    }
    println!("## ns per body-step (body-steps/s), by body count");
    print!("| engine | level |");
    for n in counts {
        print!(" {n} |");
    }
    println!(" vs tilestep on its level, 10k |");
    println!("|---|---|{}---|", "---|".repeat(counts.len()));
    let ns_at = |k: Kind, n: usize| -> f64 {
        results
            .iter()
            .find(|r| r.0 == k)
            .and_then(|r| r.1.iter().find(|x| x.0 == n))
            .map_or(f64::NAN, |x| x.1.ns)
    };
    for (k, row) in &results {
        print!("| {} | {} |", k.name(), k.variant().name());
        for (_, t) in row {
            let capped = if t.settle < b.settle { "*" } else { "" };
            print!(" {:.0} ({}){capped} |", t.ns, rate(t.ns));
        }
        let r = ns_at(*k, 10_000) / ns_at(k.reference(), 10_000);
        println!(" {r:.2}x |");
    }
    let capped: Vec<String> = results
        .iter()
        .flat_map(|(k, row)| {
            row.iter()
                .filter(|x| x.1.settle < b.settle || x.1.frames < 3)
                .map(move |x| {
                    format!(
                        "{} at {}: {} settle + {} timed frames",
                        k.name(),
                        x.0,
                        x.1.settle,
                        x.1.frames
                    )
                })
        })
        .collect();
    if !capped.is_empty() {
        println!(
            "capped (* = settle cut short by the time cap): {}",
            capped.join("; ")
        );
    }
    println!();

    // 2. Comparability: where bodies end up against tilestep on the same
    // level, after 60 frames and at the end (all engines in lock-step).
    let (cn, cf) = if b.quick { (300, 300) } else { (1000, 600) };
    println!("## comparability: {cn} bodies against tilestep on the same level (same spawns, same inputs)");
    println!("| engine | level | frames | mean abs dx px | mean abs dy px | within 1 tile | standing | tilestep standing | mean travel px | tilestep travel px |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let sp = spawns(&map, cn, 2);
    let ref_kinds = [
        Kind::Tilestep,
        Kind::TilestepNoPlatforms,
        Kind::TilestepSolidOnly,
    ];
    let peer_kinds = [
        Kind::Rapier,
        Kind::RapierPolyline,
        Kind::MacroquadPlatformer,
        Kind::Naive,
        Kind::TilestepNoPlatforms,
    ];
    let mut refs: Vec<Box<dyn Engine>> = ref_kinds
        .iter()
        .map(|k| k.build(&ascii, &sp, None))
        .collect();
    let mut peers: Vec<Box<dyn Engine>> = peer_kinds
        .iter()
        .map(|k| k.build(&ascii, &sp, None))
        .collect();
    let mut rows: Vec<(usize, Kind, tilestep_bench::engines::Comparison)> = vec![];
    for f in 1..=cf {
        refs.iter_mut()
            .chain(peers.iter_mut())
            .for_each(|e| e.step());
        if f == 60 || f == cf {
            for (k, e) in peer_kinds.iter().zip(&peers) {
                // tilestep without platforms is compared with tilestep on the
                // full level: how much the platforms alone move bodies around.
                let rk = if *k == Kind::TilestepNoPlatforms {
                    Kind::Tilestep
                } else {
                    k.reference()
                };
                let r = &refs[ref_kinds.iter().position(|x| *x == rk).expect("reference")];
                rows.push((f, *k, compare(e.as_ref(), r.as_ref(), &sp)));
            }
        }
    }
    rows.sort_by_key(|r| peer_kinds.iter().position(|k| *k == r.1));
    for (f, k, c) in &rows {
        println!(
            "| {} | {} | {f} | {:.1} | {:.1} | {:.0}% | {:.0}% | {:.0}% | {:.0} | {:.0} |",
            if *k == Kind::TilestepNoPlatforms {
                "tilestep no platforms vs full"
            } else {
                k.name()
            },
            k.variant().name(),
            c.mean_dx,
            c.mean_dy,
            c.within_tile * 100.0,
            c.standing * 100.0,
            c.standing_ref * 100.0,
            c.travel,
            c.travel_ref
        );
    }
    println!();

    // 3. Cost against horizontal speed.
    let sn = if b.quick { 300 } else { 2000 };
    println!("## ns per body-step against horizontal speed ({sn} bodies, constant |vx|)");
    let speed_kinds = [
        Kind::TilestepNoPlatforms,
        Kind::Rapier,
        Kind::RapierPolyline,
        Kind::Naive,
        Kind::Tilestep,
    ];
    print!("| px/frame |");
    speed_kinds.iter().for_each(|k| print!(" {} |", k.name()));
    println!(" rapier / tilestep |");
    println!("|---|{}---|", "---|".repeat(speed_kinds.len()));
    let sp = spawns(&map, sn, 2);
    let mut speed_rows = Vec::new();
    for s in [1, 8, 32, 127] {
        let mut engines: Vec<Box<dyn Engine>> = speed_kinds
            .iter()
            .map(|k| k.build(&ascii, &sp, Some(s)))
            .collect();
        let ts = time_round_robin(&mut engines, b);
        print!("| {s} |");
        ts.iter().for_each(|t| print!(" {:.0} |", t.ns));
        println!(" {:.1}x |", ts[1].ns / ts[0].ns);
        speed_rows.push((s, ts));
    }
    println!();

    // 4. Cost against map size (same height, wider levels, same body count).
    let mn = if b.quick { 1000 } else { 10_000 };
    println!("## ns per body-step against map size ({mn} bodies)");
    println!("| level tiles | tilestep (no platforms) | rapier2d KCC cuboids | rapier2d KCC polyline | cuboids + slope polygons | polyline points | cuboids / tilestep |");
    println!("|---|---|---|---|---|---|---|");
    for w in [100usize, 400, 1600] {
        let a = level_ascii(w, 60, 1);
        let m = tilestep::TileMap::from_ascii(&a, TILE as u32).expect("valid level");
        let sp = spawns(&m, mn, 2);
        let mut engines: Vec<Box<dyn Engine>> = [
            Kind::TilestepNoPlatforms,
            Kind::Rapier,
            Kind::RapierPolyline,
        ]
        .iter()
        .map(|k| k.build(&a, &sp, None))
        .collect();
        let ts = time_round_robin(&mut engines, b);
        let np = tilestep_bench::Variant::NoPlatforms.apply(&a);
        let pts = rapier::ground_loop(&np).map_or(0, |l| l.len());
        let cub = rapier::colliders(&np, rapier::Setup::Cuboids).0.len();
        println!(
            "| {w}x60 | {:.0} | {:.0} | {:.0} | {cub} | {pts} | {:.1}x |",
            ts[0].ns,
            ts[1].ns,
            ts[2].ns,
            ts[1].ns / ts[0].ns
        );
    }
    println!();

    // 5. Memory per body.
    println!("## memory per body (state stepped per body; map/colliders/controller shared)");
    println!("| engine | bytes per body | shared setup |");
    println!("|---|---|---|");
    let sp = spawns(&map, 10, 2);
    for k in [
        Kind::Tilestep,
        Kind::Rapier,
        Kind::RapierPolyline,
        Kind::MacroquadPlatformer,
        Kind::Naive,
    ] {
        let e = k.build(&ascii, &sp, None);
        println!(
            "| {} | {} | {} |",
            k.name(),
            e.bytes_per_body(),
            e.describe()
        );
    }
    println!();

    // 5b. The core's derived data (the solid bitmap, the tile occupancy bits).
    let t0 = Instant::now();
    let rebuilt = map.masked(0xff);
    let build_ms = t0.elapsed().as_secs_f64() * 1e3;
    let per_tile = rebuilt.derived_bytes_per_tile();
    println!("## derived data (solid bitmap in 64-row bands, tile occupancy bits by tile row)");
    println!(
        "{} bytes per tile ({} KiB for the level); rebuilt in {build_ms:.2} ms (a masked view: cells copied, every tile written)",
        per_tile,
        per_tile * (map.width() * map.height()) as usize / 1024
    );
    println!();

    // 6. Multi-core: the core's batch API, step_all against par_step_all.
    multi_core(&ascii, &map, b, &[1, 2, 4]);

    // 7. Callgrind: instructions per body-step.
    let cg_path = out_dir.join("callgrind.json");
    let cg = if b.quick {
        read_text(&cg_path)
    } else {
        run_callgrind(out_dir, &CALLGRIND_ENGINES).or_else(|| read_text(&cg_path))
    };
    let cg_val = |key: &str| -> Option<f64> {
        let s = cg.as_deref()?;
        let i = s.find(&format!("\"{key}\":"))? + key.len() + 3;
        s[i..].split([',', '}']).next()?.trim().parse().ok()
    };
    println!(
        "## callgrind instructions per body-step ({})",
        cg_path.display()
    );
    match &cg {
        Some(s) => println!("{}", s.trim()),
        None => println!("none: run `tilestep-bench --callgrind` once (needs valgrind)"),
    }
    println!();

    // 8. The plot.
    let png = out_dir.join("ns_per_body_step.png");
    match plot(&png, &results, b.settle) {
        Ok(labels) => println!(
            "plot: {} ({})",
            png.display(),
            if labels {
                "with labels"
            } else {
                "no font found: no text labels"
            }
        ),
        Err(e) => println!("plot failed: {e}"),
    }
    println!(
        "elapsed: {:.1} s; load average now: {}",
        started.elapsed().as_secs_f64(),
        load_average()
    );

    // Where body-steps go: how they start (see engines::path_shares).
    let (pf, ps, pa) = path_shares(if b.quick { 1000 } else { 10_000 }, 60, 100);
    println!(
        "path shares (tilestep, full level, by state before the step): standing on flat ground {:.1}%, standing on a slope {:.1}%, airborne {:.1}%",
        pf * 100.0,
        ps * 100.0,
        pa * 100.0
    );
    let ts = ns_at(Kind::Tilestep, 10_000);
    let ts_same = ns_at(Kind::TilestepNoPlatforms, 10_000);
    let rp = ns_at(Kind::Rapier, 10_000);
    // The step alone: tilestep's workload less the null engine's (the
    // bench loop: inputs, the motion rule).
    let null_cg = cg_val("null");
    let cgv = match (cg_val("tilestep"), null_cg) {
        (Some(t), Some(z)) => format!("{:.0}", t - z),
        _ => "null".to_string(),
    };
    let null_v = null_cg.map_or("null".to_string(), |v| format!("{v:.0}"));
    let speed_ns = |k: Kind| -> String {
        let i = speed_kinds
            .iter()
            .position(|x| *x == k)
            .expect("speed kind");
        let parts: Vec<String> = speed_rows
            .iter()
            .map(|(s, ts)| format!("\"{s}\":{:.1}", ts[i].ns))
            .collect();
        format!("{{{}}}", parts.join(","))
    };
    let speed_ratio = |k: Kind| -> f64 {
        let i = speed_kinds
            .iter()
            .position(|x| *x == k)
            .expect("speed kind");
        let at = |px: i32| {
            speed_rows
                .iter()
                .find(|r| r.0 == px)
                .map_or(f64::NAN, |r| r.1[i].ns)
        };
        at(127) / at(1)
    };
    let cgr = cg_val("rapier").map_or("null".to_string(), |v| format!("{v:.0}"));
    let cg_ratio = match (cg_val("rapier"), cg_val("tilestep-noplat")) {
        (Some(r), Some(t)) => format!("{:.2}", r / t),
        _ => "null".to_string(),
    };
    println!(
        "{{\"tilestep_ns_per_step\":{ts:.1},\"rapier_ns_per_step\":{rp:.1},\"ratio_vs_rapier\":{:.2},\"callgrind_instr_per_step\":{cgv},\"null_instr_per_step\":{null_v},\"tilestep_same_level_ns_per_step\":{ts_same:.1},\"tilestep_solid_only_ns_per_step\":{:.1},\"naive_ns_per_step\":{:.1},\"mqp_ns_per_step\":{:.1},\"tilestep_ns_by_speed\":{},\"tilestep_same_level_ns_by_speed\":{},\"speed_cost_127_vs_1\":{:.2},\"derived_bytes_per_tile\":{per_tile},\"derived_build_ms\":{build_ms:.2},\"path_shares\":{{\"standing_flat\":{pf:.3},\"standing_slope\":{ps:.3},\"airborne\":{pa:.3}}},\"rapier_callgrind_instr_per_step\":{cgr},\"callgrind_ratio_vs_rapier\":{cg_ratio},\"bodies\":10000,\"quick\":{}}}",
        rp / ts_same,
        ns_at(Kind::TilestepSolidOnly, 10_000),
        ns_at(Kind::Naive, 10_000),
        ns_at(Kind::MacroquadPlatformer, 10_000),
        speed_ns(Kind::Tilestep),
        speed_ns(Kind::TilestepNoPlatforms),
        speed_ratio(Kind::Tilestep),
        b.quick
    );
}

/// The multi-core table: `TileMap::step_all` serial against
/// `par_step_all` on rayon pools of each of `threads`, at 10,000 and
/// 100,000 bodies sharing one `&TileMap`.
fn multi_core(ascii: &str, map: &tilestep::TileMap, b: Budget, threads: &[usize]) {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    let names: Vec<String> = threads.iter().map(|t| format!("{t} thr")).collect();
    println!("## multi-core tilestep (TileMap::step_all serial, par_step_all on rayon pools; bodies share &TileMap; ns per body-step); {cpus} logical CPUs here");
    println!(
        "| bodies | serial | {} | speed-up at {} |",
        names.join(" | "),
        threads.last().unwrap_or(&1)
    );
    println!("|---|---|{}---|", "---|".repeat(threads.len()));
    for n in [10_000usize, 100_000] {
        let sp = spawns(map, n, 2);
        let mut e = TilestepBatch::new(
            ascii,
            &sp.iter()
                .map(|s| (*s, tilestep_bench::InputStream::new(s.seed)))
                .collect::<Vec<_>>(),
        );
        for _ in 0..b.settle.min(60) {
            e.frame_par();
        }
        let pools: Vec<rayon::ThreadPool> = threads
            .iter()
            .map(|&t| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(t)
                    .build()
                    .expect("pool")
            })
            .collect();
        let mut serial = vec![];
        let mut par = vec![vec![]; pools.len()];
        for _ in 0..b.repeats {
            serial.push(time_frames(n, b.rep_time, || e.frame()));
            for (i, p) in pools.iter().enumerate() {
                par[i].push(time_frames(n, b.rep_time, || p.install(|| e.frame_par())));
            }
        }
        let s = median(&mut serial);
        let ps: Vec<String> = par
            .iter_mut()
            .map(|v| format!("{:.1}", median(v)))
            .collect();
        let last = median(par.last_mut().expect("a pool"));
        println!("| {n} | {s:.1} | {} | {:.2}x |", ps.join(" | "), s / last);
    }
    if cpus < *threads.iter().max().unwrap_or(&1) {
        println!("(threads past the {cpus} logical CPUs here share them: scaling to more cores is not measured by this run)");
    }
    println!();
}

/// Settles every engine, then times them round-robin (so load changes hit
/// all alike); the median per engine, ns per body-step.
fn time_round_robin(engines: &mut [Box<dyn Engine>], b: Budget) -> Vec<Timing> {
    let mut settled = vec![0; engines.len()];
    for (e, s) in engines.iter_mut().zip(&mut settled) {
        let t0 = Instant::now();
        while *s < b.settle && t0.elapsed() < b.settle_cap {
            e.step();
            *s += 1;
        }
    }
    let mut samples: Vec<Vec<f64>> = vec![vec![]; engines.len()];
    let mut frames = vec![0; engines.len()];
    for _ in 0..b.repeats {
        for (i, e) in engines.iter_mut().enumerate() {
            let n = e.len();
            let mut f = 0;
            let ns = time_frames(n, b.rep_time, || {
                e.step();
                f += 1;
            });
            frames[i] += f;
            samples[i].push(ns);
        }
    }
    samples
        .iter_mut()
        .zip(frames.iter().zip(&settled))
        .map(|(s, (&frames, &settle))| Timing {
            ns: median(s),
            frames,
            settle,
        })
        .collect()
}

/// Runs `frame` (one frame of `n` bodies) until `budget` has passed (at
/// least once); ns per body-step.
fn time_frames(n: usize, budget: Duration, mut frame: impl FnMut()) -> f64 {
    let t0 = Instant::now();
    let mut f = 0u64;
    while f == 0 || t0.elapsed() < budget {
        frame();
        f += 1;
    }
    t0.elapsed().as_nanos() as f64 / (f as f64 * n as f64)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn rate(ns: f64) -> String {
    let r = 1e9 / ns;
    if r >= 1e6 {
        format!("{:.1} M/s", r / 1e6)
    } else {
        format!("{:.0} k/s", r / 1e3)
    }
}

fn load_average() -> String {
    read_text(Path::new("/proc/loadavg"))
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|| "unknown".into())
}

/// A UTF-8 input file, read by the tools' one bounded reader (`None` if
/// unreadable, over the limit, or not text).
fn read_text(path: &Path) -> Option<String> {
    String::from_utf8(tilestep_maps::read_bounded(path).ok()?).ok()
}

/// Engines, body counts and frame counts of the callgrind runs.
const CALLGRIND_ENGINES: [(Kind, usize, usize); 10] = [
    (Kind::Null, 1000, 100),
    (Kind::Tilestep, 1000, 100),
    (Kind::TilestepNoPlatforms, 1000, 100),
    (Kind::TilestepSolidOnly, 1000, 100),
    (Kind::TilestepOneway, 1000, 100),
    (Kind::TilestepWorld, 1000, 100),
    (Kind::Rapier, 200, 50),
    (Kind::RapierPolyline, 200, 50),
    (Kind::Naive, 1000, 50),
    (Kind::MacroquadPlatformer, 500, 50),
];

/// Runs this binary's `--workload` under callgrind twice per engine (0 and F
/// timed frames after 60 settle frames) and writes
/// `{"tilestep": instr/step, ...}` to `out_dir/callgrind.json`.
fn run_callgrind(out_dir: &Path, engines: &[(Kind, usize, usize)]) -> Option<String> {
    let exe = std::env::current_exe().ok()?;
    let ir = |k: Kind, n: usize, f: usize| -> Option<u64> {
        let o = Command::new("valgrind")
            .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
            .arg(&exe)
            .args(["--workload", k.key(), &n.to_string(), "60", &f.to_string()])
            .output()
            .ok()?;
        let err = String::from_utf8_lossy(&o.stderr);
        let line = err.lines().find(|l| l.contains("Collected :"))?;
        line.rsplit(':').next()?.trim().parse().ok()
    };
    let mut parts = vec![];
    for &(k, n, f) in engines {
        let (a, b) = (ir(k, n, 0)?, ir(k, n, f)?);
        parts.push(format!(
            "\"{}\":{:.0}",
            k.key(),
            (b - a) as f64 / (n * f) as f64
        ));
    }
    let json = format!(
        "{{{},\"settle_frames\":60,\"note\":\"instructions per body-step: (Ir(settle+F) - Ir(settle)) / (bodies*F), from tilestep-bench --callgrind\"}}\n",
        parts.join(",")
    );
    std::fs::write(out_dir.join("callgrind.json"), &json).ok()?;
    Some(json)
}

/// A TrueType font for the plot's text: `TILESTEP_BENCH_FONT`, else DejaVu
/// Sans or Liberation Sans where the system has them.
fn font() -> Option<&'static [u8]> {
    let mut paths: Vec<PathBuf> = std::env::var_os("TILESTEP_BENCH_FONT")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    if std::env::var_os("TILESTEP_BENCH_FONT").is_none() {
        for p in [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/TTF/DejaVuSans.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
        ] {
            paths.push(p.into());
        }
    }
    paths
        .iter()
        .find_map(|p| tilestep_maps::read_bounded(p.as_ref()).ok())
        .map(|b| &*Box::leak(b.into_boxed_slice()))
}

/// ns/body-step against body count, log-log, one line per engine. Returns
/// whether text labels were drawn.
fn plot(
    path: &Path,
    results: &[(Kind, Vec<(usize, Timing)>)],
    settle: usize,
) -> Result<bool, Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    let labels = match font() {
        Some(bytes) => {
            plotters::style::register_font("sans-serif", FontStyle::Normal, bytes).is_ok()
        }
        None => false,
    };
    let root = BitMapBackend::new(path, (960, 640)).into_drawing_area();
    root.fill(&WHITE)?;
    let (mut lo, mut hi) = (f64::MAX, 0f64);
    for (_, row) in results {
        for (_, t) in row {
            lo = lo.min(t.ns);
            hi = hi.max(t.ns);
        }
    }
    let mut cb = ChartBuilder::on(&root);
    cb.margin(20);
    if labels {
        cb.caption(
            "tilestep-bench: ns per body-step vs bodies (log-log)",
            ("sans-serif", 22),
        )
        .x_label_area_size(40)
        .y_label_area_size(60);
    }
    let mut chart = cb.build_cartesian_2d(
        (0.7f64..150_000f64).log_scale(),
        (lo * 0.7..hi * 1.4).log_scale(),
    )?;
    let mut mesh = chart.configure_mesh();
    if labels {
        mesh.x_desc("bodies").y_desc("ns per body-step");
    } else {
        mesh.x_labels(0).y_labels(0);
    }
    mesh.draw()?;
    let colors = [
        RED,
        BLUE,
        GREEN,
        MAGENTA,
        CYAN,
        BLACK,
        RGBColor(255, 140, 0),
    ];
    for (i, (k, row)) in results.iter().enumerate() {
        let c = colors[i % colors.len()];
        let pts: Vec<(f64, f64)> = row.iter().map(|(n, t)| (*n as f64, t.ns)).collect();
        let s = chart.draw_series(LineSeries::new(pts.clone(), c.stroke_width(2)))?;
        if labels {
            let name = k.name();
            s.label(name).legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], c.stroke_width(2))
            });
        }
        // Filled: settled; hollow: settling was cut short by the time cap.
        chart.draw_series(row.iter().map(|(n, t)| {
            let style = if t.settle < settle {
                c.stroke_width(2)
            } else {
                c.filled()
            };
            Circle::new((*n as f64, t.ns), 5, style)
        }))?;
    }
    if labels {
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .position(SeriesLabelPosition::UpperRight)
            .draw()?;
    }
    root.present()?;
    Ok(labels)
}
