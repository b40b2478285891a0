//! The planner against brute force: on small generated levels, from a few
//! starts, the segments the planner finds a plan to cover at least 95% of
//! those a brute-force search over the same buttons reaches, and every one
//! it claims is one the search reaches too (or a plan's replay proves it).

#[path = "common/brute.rs"]
mod brute;
mod common;

use common::{graph, level, point_over, replay_in_world, standing_at, PRESETS};
use tilestep::{Behaviours, Gravity};
use tilestep_nav::{plan, Target};

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow in debug: cargo test --release -p tilestep-nav --test brute"
)]
fn the_planner_finds_what_brute_force_reaches() {
    let beh = Behaviours::default();
    let (mut brute_total, mut both) = (0usize, 0usize);
    for seed in 1..=3 {
        let map = level(24, 14, seed, Gravity::Down);
        for preset in PRESETS {
            let g = graph(&map, preset, Gravity::Down);
            for start_sample in [g.samples().len() / 2] {
                let a = &g.samples()[start_sample];
                let start = standing_at(&map, &g, a);
                let reached = brute::reachable_segments(&g, &map, &start, 600, 1_000_000);
                let mut planned = Vec::new();
                for (id, seg) in g.segments().iter().enumerate() {
                    let b = &g.samples()[seg.first_sample as usize];
                    if let Ok(p) = plan(&g, &map, &beh, &start, Target::Point(point_over(&g, b))) {
                        let end = replay_in_world(&map, &g, &start, &p);
                        assert_eq!(
                            g.place_of(&end).map(|p| p.segment),
                            Some(id as u32),
                            "a plan's replay ends on its target"
                        );
                        planned.push(id as u32);
                    }
                }
                let covered = reached.iter().filter(|s| planned.contains(s)).count();
                let missed: Vec<_> = reached.iter().filter(|s| !planned.contains(s)).collect();
                for &&m in &missed {
                    let b = &g.samples()[g.segments()[m as usize].first_sample as usize];
                    let r = plan(&g, &map, &beh, &start, Target::Point(point_over(&g, b)));
                    eprintln!(
                        "  missed segment {m} {:?} at {:?}: {:?}",
                        g.segments()[m as usize],
                        (b.x, b.py),
                        r.err()
                    );
                }
                let extra: Vec<_> = planned.iter().filter(|s| !reached.contains(s)).collect();
                eprintln!(
                    "{preset} seed {seed} from {:?}: brute force reaches {} segments, the planner {} of them; {} more by plans ({extra:?})",
                    (a.x, a.py),
                    reached.len(),
                    covered,
                    extra.len()
                );
                brute_total += reached.len();
                both += covered;
            }
        }
    }
    assert!(
        both * 100 >= brute_total * 95,
        "the planner found {both} of the {brute_total} segments brute force reaches"
    );
}
