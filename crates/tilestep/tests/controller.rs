//! The character controller (`Controller::update` before each step), one
//! documented behaviour per test, with exact numbers from the presets.
//!
//! Every frame goes through the shared harness's `Sim::step` (gravity 0 in
//! the harness: the controller adds its own), so the contract's invariants
//! (core never in a solid, no zip, flush stops) are checked on every frame
//! of every test. Frame numbers count controller updates from 1: frame `n`
//! is the `n`-th `update` + `step`.
//!
//! Celeste preset (subpixels, 1 px = 256): max_run 768, accel = turn 142,
//! friction 57, air_accel 92, air_friction 37, gravity 128, held_gravity 32,
//! max_fall 1365, jump_speed 896, jump_cut 384, coyote 6, buffer 5,
//! climb 384. NES preset: max_run 400, accel 10, turn 26, friction 13,
//! air_accel 10, air_friction 0, gravity 112, held_gravity 32, max_fall
//! 1152, jump_speed 1024, no jump cut, no coyote, no buffer.

mod common;
use common::*;
use tilestep::{Behaviours, Buttons, ControllerConfig, Gravity, Subpx, TileMap};
use tilestep_testkit::Lcg;

const CELESTE: ControllerConfig = ControllerConfig::CELESTE_LIKE;
const NES: ControllerConfig = ControllerConfig::NES_LIKE;

/// Ice traction, percent.
const ICE_PERCENT: i32 = 25;

fn world(rows: &[&str]) -> (TileMap, Behaviours) {
    tagged_world(rows, ICE_PERCENT as u8)
}

/// `a, a + d, a + 2d, ...` clamped to `end` (inclusive), `n` terms.
fn ramp(a: i32, d: i32, end: i32, n: usize) -> Vec<i32> {
    (0..n as i32)
        .map(|i| {
            let v = a + d * i;
            if d >= 0 {
                v.min(end)
            } else {
                v.max(end)
            }
        })
        .collect()
}

/// A flat room: floor top at y = 128, ceiling bottom at y = 16, 640 px wide.
const FLAT: &[&str] = &[
    "########################################",
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "########################################",
];

fn flat() -> (TileMap, Behaviours) {
    world(FLAT)
}

// ---------------------------------------------------------------- running

#[test]
fn celeste_reaches_max_run_after_ceil_max_run_over_accel_frames() {
    let (m, r) = flat();
    let mut p = Player::new(&m, &r, 40, 128, CELESTE);
    assert!(p.standing());
    let n = (CELESTE.max_run.0 as u32).div_ceil(CELESTE.accel.0 as u32);
    assert_eq!(n, 6);
    let v = p.vxs(8, k("R"));
    assert_eq!(v, [142, 284, 426, 568, 710, 768, 768, 768]);
    assert_eq!(v[n as usize - 2], 710, "one frame short of max_run");
    // 142+284+426+568+710+768*3 subpixels travelled on the ground.
    assert_eq!(p.sx(), 40 * 256 + 2130 + 768 * 3);
    assert_eq!(p.at().1, 128);
}

#[test]
fn nes_reaches_max_run_after_40_frames() {
    let (m, r) = flat();
    let mut p = Player::new(&m, &r, 40, 128, NES);
    let n = (NES.max_run.0 as u32).div_ceil(NES.accel.0 as u32);
    assert_eq!(n, 40);
    let v = p.vxs(42, k("R"));
    assert_eq!(v, ramp(10, 10, 400, 42));
    assert_eq!((v[38], v[39]), (390, 400));
    // Left is the mirror image.
    let mut p = Player::new(&m, &r, 600, 128, NES);
    assert_eq!(p.vxs(42, k("L")), ramp(-10, -10, -400, 42));
}

#[test]
fn friction_stops_a_running_body_in_ceil_speed_over_friction_frames() {
    let (m, r) = flat();
    // Celeste: 768 / 57 -> 14 frames, 13 * 768 - 57 * (1 + ... + 13) subpixels.
    let mut p = Player::new(&m, &r, 40, 128, CELESTE);
    p.hold(6, k("R"));
    assert_eq!(p.vx(), 768);
    let from = p.sx();
    let v = p.vxs(15, k("-"));
    assert_eq!(v, ramp(711, -57, 0, 15));
    assert_eq!((v[12], v[13]), (27, 0), "stopped on frame 14");
    assert_eq!(p.sx() - from, 13 * 768 - 57 * 91);
    assert_eq!(p.sx() - from, 4797, "18.7 px of sliding");
    // NES: 400 / 13 -> 31 frames.
    let mut p = Player::new(&m, &r, 40, 128, NES);
    p.hold(40, k("R"));
    let from = p.sx();
    let v = p.vxs(32, k("-"));
    assert_eq!(v, ramp(387, -13, 0, 32));
    assert_eq!((v[29], v[30]), (10, 0), "stopped on frame 31");
    assert_eq!(p.sx() - from, 30 * 400 - 13 * 465);
}

#[test]
fn turning_uses_turn_not_accel_or_friction() {
    let (m, r) = flat();
    // NES, where turn (26), accel (10) and friction (13) all differ.
    let mut p = Player::new(&m, &r, 300, 128, NES);
    p.hold(40, k("R"));
    assert_eq!(p.vx(), 400);
    let v = p.vxs(18, k("L"));
    // 400 - 26 k until it crosses 0 (400 - 26 * 15 = 10, then -16), then
    // speeding up to the left is accel: -26, -36.
    let mut want = ramp(374, -26, -16, 16);
    want.extend([-26, -36]);
    assert_eq!(v, want);
    // Celeste: turn = accel = 142, from 768 past 0 in 6 frames.
    let mut p = Player::new(&m, &r, 300, 128, CELESTE);
    p.hold(6, k("R"));
    assert_eq!(p.vxs(7, k("L")), [626, 484, 342, 200, 58, -84, -226]);
}

#[test]
fn air_accel_and_air_friction_apply_off_the_ground() {
    let (m, r) = flat();
    // Celeste, from rest: the jump frame starts on the ground (accel 142),
    // then +92 per frame in the air.
    let mut p = Player::new(&m, &r, 40, 128, CELESTE);
    let mut v = p.vxs(1, k("RJ"));
    assert!(!p.standing());
    v.extend(p.vxs(7, k("RJ")));
    assert_eq!(v, [142, 234, 326, 418, 510, 602, 694, 768]);
    // Letting go in the air: -37 per frame.
    assert_eq!(p.vxs(3, k("J")), [731, 694, 657]);
    assert!(!p.standing());
    // NES keeps its momentum in the air (air_friction 0).
    let mut p = Player::new(&m, &r, 40, 128, NES);
    p.hold(40, k("R"));
    p.press(k("RJ"));
    assert!(!p.standing());
    assert_eq!(p.vxs(10, k("J")), [400; 10]);
    // And steers in the air by air_accel 10, turning included.
    assert_eq!(p.vxs(3, k("LJ")), [390, 380, 370]);
}

// ---------------------------------------------------------------- jumping

/// Jumps from rest on the flat floor holding J for `hold` frames; returns
/// the rise to the apex in subpixels and the vy after each frame.
fn jump_rise(cfg: ControllerConfig, hold: u32) -> (i32, Vec<i32>) {
    let (m, r) = flat();
    let mut p = Player::new(&m, &r, 300, 128, cfg);
    let y0 = p.sy();
    let mut top = y0;
    let mut vys = Vec::new();
    for f in 0..200 {
        p.press(if f < hold { k("J") } else { k("-") });
        vys.push(p.vy());
        top = top.min(p.sy());
        if p.standing() {
            break;
        }
    }
    assert!(p.standing(), "landed again");
    assert_eq!(p.sy(), y0);
    (y0 - top, vys)
}

#[test]
fn celeste_tap_jump_is_cut_and_rises_44_px_less_than_a_held_jump() {
    // Held: -896 + 32 k until 0 (28 frames): 32 * (28 + ... + 1).
    let (held, v) = jump_rise(CELESTE, 100);
    assert_eq!(v[..4], [-896, -864, -832, -800]);
    assert_eq!(v[27..30], [-32, 0, 128]);
    assert_eq!(held, 32 * 406);
    assert_eq!(held, 12992, "50.75 px");
    // Tapped (one frame): released while rising faster than the cut, the
    // speed drops to jump_cut, then plain gravity.
    let (tap, v) = jump_rise(CELESTE, 1);
    assert_eq!(v[..6], [-896, -384, -256, -128, 0, 128]);
    assert_eq!(tap, 896 + 384 + 256 + 128);
    assert_eq!(tap, 1664, "6.5 px");
    assert_eq!(held - tap, 11328, "44.25 px lower");
    // Released later, below the cut speed: no cut, just gravity.
    let (_, v) = jump_rise(CELESTE, 17);
    assert_eq!(v[15..19], [-416, -384, -256, -128]);
}

#[test]
fn nes_tap_jump_has_no_cut_only_heavier_gravity() {
    // Held: -1024 + 32 k: 32 * (32 + ... + 1) = 66 px exactly.
    let (held, v) = jump_rise(NES, 100);
    assert_eq!(v[31..34], [-32, 0, 112]);
    assert_eq!(held, 66 * 256);
    // Tapped: 1024 - 112 k for k = 0..=9.
    let (tap, v) = jump_rise(NES, 1);
    assert_eq!(v[..3], [-1024, -912, -800]);
    assert_eq!(tap, 10 * 1024 - 112 * 45);
    assert_eq!(tap, 5200, "20.3 px");
}

/// The ledge room: a ledge top at y = 64 ending at x = 160, floor at 112.
const LEDGE: &[&str] = &[
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "##########..............................",
    "##########..............................",
    "##########..............................",
    "########################################",
];

/// Walks right off the ledge, then presses jump on the `j`-th frame in the
/// air (the first update that starts off the ground is `j = 1`). Whether
/// it jumped.
fn coyote_jump(cfg: ControllerConfig, j: u32) -> bool {
    let (m, r) = world(LEDGE);
    let mut p = Player::new(&m, &r, 120, 64, cfg);
    let mut frames = 0;
    while p.standing() {
        p.press(k("R"));
        frames += 1;
        assert!(frames < 100);
    }
    p.hold(j - 1, k("R"));
    assert!(!p.standing());
    p.press(k("RJ"));
    p.vy() == -cfg.jump_speed.0
}

#[test]
fn coyote_jump_works_for_a_few_frames_after_walking_off_a_ledge() {
    for j in 1..=5 {
        assert!(coyote_jump(CELESTE, j), "airborne frame {j}");
    }
    assert!(!coyote_jump(CELESTE, 7), "airborne frame 7");
    assert!(!coyote_jump(CELESTE, 10));
}

#[test]
fn coyote_jump_works_on_airborne_frame_coyote_frames_and_not_after() {
    assert!(coyote_jump(CELESTE, 6), "airborne frame 6 of 6");
    assert!(!coyote_jump(CELESTE, 7));
    let one = ControllerConfig {
        coyote_frames: 1,
        ..CELESTE
    };
    assert!(coyote_jump(one, 1), "coyote_frames = 1: one airborne frame");
}

#[test]
fn nes_has_no_coyote_time() {
    assert!(!coyote_jump(NES, 1));
    let zero = ControllerConfig {
        coyote_frames: 0,
        ..CELESTE
    };
    assert!(!coyote_jump(zero, 1));
}

/// Falls from y = 48 onto the flat floor (y = 128), pressing jump (and
/// holding it) `early` frames before the frame that starts standing
/// (`early = 0`: on that frame). Whether it jumped on that frame.
fn buffered_jump(cfg: ControllerConfig, early: u32) -> bool {
    let (m, r) = flat();
    // Dry run: the first frame that starts standing.
    let mut p = Player::new(&m, &r, 300, 48, cfg);
    assert!(!p.standing());
    let mut land = 1;
    while !p.standing() {
        p.press(k("-"));
        land += 1;
    }
    let mut p = Player::new(&m, &r, 300, 48, cfg);
    for f in 1..land {
        p.press(if f + early >= land { k("J") } else { k("-") });
    }
    assert!(p.standing(), "landed");
    p.press(k("J"));
    p.vy() == -cfg.jump_speed.0
}

#[test]
fn buffer_a_press_up_to_buffer_frames_before_landing_jumps_on_landing() {
    // (Falling 80 px at +128 per frame, capped at 1365, lands on the 20th
    // step: the frame that starts standing is the 21st.)
    for early in 0..=5 {
        assert!(buffered_jump(CELESTE, early), "{early} frames early");
    }
    assert!(!buffered_jump(CELESTE, 6), "6 frames early: forgotten");
    assert!(!buffered_jump(CELESTE, 9));
}

#[test]
fn nes_has_no_jump_buffer() {
    assert!(buffered_jump(NES, 0), "a press on the landing frame jumps");
    assert!(!buffered_jump(NES, 1), "one frame early does not");
}

// ---------------------------------------------------------------- flipping

#[test]
fn flip_only_when_standing_unless_flip_in_air() {
    let (m, r) = flat();
    // Standing: flips, and falls up to the ceiling.
    let mut p = Player::new(&m, &r, 300, 128, CELESTE);
    p.press(k("F"));
    assert_eq!(p.sim.body.gravity, Gravity::Up);
    assert_eq!(p.vy(), -128, "gravity 128 toward -y");
    p.hold(60, k("-"));
    assert!(p.standing());
    assert_eq!(p.sim.body.rect().top.0, 16, "standing on the ceiling");
    // Holding F does not flip again; a new press does.
    p.hold(3, k("F"));
    assert_eq!(p.sim.body.gravity, Gravity::Down);
    // In the air: ignored with the preset.
    let mut p = Player::new(&m, &r, 300, 128, CELESTE);
    p.hold(3, k("J"));
    assert!(!p.standing());
    p.press(k("JF"));
    assert_eq!(p.sim.body.gravity, Gravity::Down);
    // ... and flips with flip_in_air.
    let cfg = ControllerConfig {
        flip_in_air: true,
        ..CELESTE
    };
    let mut p = Player::new(&m, &r, 300, 128, cfg);
    p.hold(3, k("J"));
    let vy = p.vy();
    p.press(k("JF"));
    assert_eq!(p.sim.body.gravity, Gravity::Up);
    assert_eq!(p.vy(), vy - 128, "no held gravity after a flip: +128 up");
}

#[test]
fn flipping_gravity_leaves_no_jump_toward_the_old_floor() {
    let (m, r) = flat();
    let mut p = Player::new(&m, &r, 300, 128, CELESTE);
    p.press(k("F"));
    p.hold(2, k("-"));
    assert!(!p.standing());
    p.press(k("J"));
    // Still falling up: 128 + 256 + 384 + 512 subpixels above the floor.
    assert_eq!((p.vy(), p.sy()), (-512, 128 * 256 - 1280), "no jump");
    let mut p = Player::new(&m, &r, 300, 128, CELESTE);
    p.press(k("FJ"));
    assert_eq!(p.vy(), -128, "no jump on the flip frame");
}

// ---------------------------------------------------------------- one-way

const ROOM: &[&str] = PLATFORM_ROOM;

#[test]
fn down_held_drops_through_a_platform_onto_the_floor_below() {
    let (m, r) = world(ROOM);
    let mut p = Player::new(&m, &r, 72, 32, CELESTE);
    assert!(p.standing());
    // Held: 48 px at +128 per frame, capped at max_fall 1365 from frame 11:
    // 128 * (1 + ... + 10) + 1365 * 4 >= 48 * 256.
    let mut frames = 0;
    while frames == 0 || !p.standing() {
        p.press(k("D"));
        frames += 1;
        assert!(frames < 60);
    }
    assert_eq!(frames, 14);
    assert_eq!(p.at(), (72, 80));
    // Standing on solid ground, down does nothing.
    p.hold(5, k("D"));
    assert_eq!(p.at(), (72, 80));
}

#[test]
fn one_frame_of_down_commits_the_drop_until_past_the_platform() {
    // One frame of down moves 0.5 px, not past the platform's edge: it
    // landed on the platform again. The press commits the drop.
    let (m, r) = world(ROOM);
    let mut p = Player::new(&m, &r, 72, 32, CELESTE);
    p.press(k("D"));
    p.hold(30, k("-"));
    assert!(p.standing());
    assert_eq!(p.at(), (72, 80), "on the floor below");
}

#[test]
fn two_frames_of_down_are_enough_to_drop() {
    let (m, r) = world(ROOM);
    let mut p = Player::new(&m, &r, 72, 32, CELESTE);
    p.hold(2, k("D"));
    assert_eq!(p.sy(), 32 * 256 + 128 + 256, "1.5 px below the edge");
    p.hold(30, k("-"));
    assert_eq!(p.at(), (72, 80));
}

// ---------------------------------------------------------------- ladders

#[test]
fn ladder_up_climbs_without_gravity_onto_its_top_and_down_climbs_back() {
    let (m, r) = world(LADDER_ROOM);
    let mut p = Player::new(&m, &r, 56, 96, CELESTE);
    assert!(p.standing() && p.fx.ladder);
    // Up grabs and climbs at climb_speed 384 (1.5 px/frame), no gravity.
    let y0 = p.sy();
    for f in 1..=20 {
        p.press(k("U"));
        assert!(p.ctl.state.climbing);
        assert_eq!(p.vy(), -384);
        assert_eq!(p.sy(), y0 - 384 * f);
    }
    // Letting go of up hangs on the ladder.
    let y = p.sy();
    p.hold(10, k("-"));
    assert_eq!((p.sy(), p.vy()), (y, 0));
    assert!(p.ctl.state.climbing && !p.standing());
    // Up to the top: the box leaves the ladder's last tile (bottom at or
    // above y = 32), gravity returns and it lands on the ladder's top.
    p.hold(30, k("U"));
    assert!(!p.ctl.state.climbing);
    assert!(p.standing());
    assert_eq!(p.at(), (56, 32), "standing on the ladder top (a platform)");
    p.hold(10, k("-"));
    assert_eq!(p.at(), (56, 32));
    // Down from the top: drops through the top, grabs, climbs down at 384.
    let mut vys = Vec::new();
    while p.at().1 < 96 {
        p.press(k("D"));
        vys.push(p.vy());
        assert!(vys.len() < 60);
    }
    assert!(p.ctl.state.climbing);
    // Two frames of falling (+128 per frame) until the box overlaps the
    // top tile, then climbing at 384 down to the floor, which stops it:
    // 128 + 256 + 384 * 41 + 256 = 64 px in 44 frames.
    assert_eq!(vys.len(), 44);
    assert_eq!(vys[..3], [128, 256, 384]);
    assert!(vys[2..43].iter().all(|&v| v == 384));
    assert_eq!(vys[43], 0);
    assert_eq!(p.at(), (56, 96));
    assert!(p.standing());
}

#[test]
fn jumping_off_a_ladder_lets_go_with_jump_speed() {
    let (m, r) = world(LADDER_ROOM);
    let mut p = Player::new(&m, &r, 56, 96, CELESTE);
    p.hold(10, k("U"));
    p.press(k("J"));
    assert!(!p.ctl.state.climbing);
    assert_eq!(p.vy(), -896);
    p.press(k("J"));
    assert_eq!(p.vy(), -864, "held gravity: a real jump");
}

// ---------------------------------------------------------------- ice

const ICE_ROOM: &[&str] = &[
    "........................................",
    "........................................",
    "IIIIIIIIIIIIIIIIIIIIiiiiiiiiiiiiiiiiiiii",
];

#[test]
fn ice_scales_accel_turn_and_friction_by_its_percent() {
    let (m, r) = world(ICE_ROOM);
    let mut p = Player::new(&m, &r, 24, 32, CELESTE);
    assert_eq!(p.fx.traction, 25);
    // accel 142 * 25 / 100 = 35: ceil(768 / 35) = 22 frames to max_run.
    let a = CELESTE.accel.0 * ICE_PERCENT / 100;
    assert_eq!(a, 35);
    assert_eq!(p.vxs(23, k("R")), ramp(35, 35, 768, 23));
    // friction 57 * 25 / 100 = 14.
    assert_eq!(p.vxs(3, k("-")), [754, 740, 726]);
    // turn 142 * 25 / 100 = 35.
    assert_eq!(p.vxs(3, k("L")), [691, 656, 621]);
    // In the air the ice no longer applies: air_accel 92.
    p.press(k("LJ"));
    assert_eq!(p.vx(), 586, "the jump frame still starts on the ice");
    assert_eq!(p.vxs(2, k("LJ")), [494, 402]);
}

#[test]
fn slow_ice_still_changes_speed_by_at_least_one_subpixel() {
    let (m, r) = world(ICE_ROOM);
    let mut p = Player::new(&m, &r, 400, 32, CELESTE);
    assert_eq!(p.fx.traction, 1);
    // 142 * 1 / 100 = 1 and 57 * 1 / 100 = 0 -> at least 1.
    assert_eq!(p.vxs(5, k("R")), [1, 2, 3, 4, 5]);
    assert_eq!(p.vxs(5, k("-")), [4, 3, 2, 1, 0]);
}

// ---------------------------------------------------------------- conveyors

const BELT: &[&str] = &[
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "....>>>>>>>>>>>>>>>>>>>>................",
];

#[test]
fn conveyor_carries_a_still_body_at_its_surface_speed() {
    let (m, r) = world(BELT);
    let mut p = Player::new(&m, &r, 100, 64, CELESTE);
    assert_eq!(p.fx.surface_speed.0, 256);
    let x0 = p.sx();
    assert_eq!(p.vxs(5, k("-")), [256; 5]);
    assert_eq!(p.sx(), x0 + 5 * 256);
    assert_eq!(p.ctl.state.surface.0, 256);
}

#[test]
fn conveyor_speed_adds_to_a_running_speed_kept_separate() {
    let (m, r) = world(BELT);
    // With the belt: the running part ramps as on rock, +256 on top.
    let mut p = Player::new(&m, &r, 100, 64, CELESTE);
    let v = p.vxs(8, k("R"));
    assert_eq!(v, [398, 540, 682, 824, 966, 1024, 1024, 1024]);
    // Running on past the belt's end: back to max_run 768 at once, not
    // 1024 - friction.
    let mut last = 1024;
    let mut frames = 0;
    while p.fx.surface_speed.0 != 0 {
        p.press(k("R"));
        last = p.vx();
        frames += 1;
        assert!(frames < 200);
    }
    assert_eq!(last, 1024);
    assert_eq!(p.vxs(2, k("R")), [768, 768]);
    assert_eq!(p.ctl.state.surface.0, 0);
    // Against the belt: -768 + 256.
    let mut p = Player::new(&m, &r, 300, 64, CELESTE);
    assert_eq!(p.vxs(7, k("L")), [114, -28, -170, -312, -454, -512, -512]);
    // Jumping off the belt: the surface speed stays behind.
    let mut p = Player::new(&m, &r, 100, 64, CELESTE);
    p.press(k("J"));
    assert_eq!(p.vx(), 256, "still on the belt when the jump starts");
    p.press(k("J"));
    assert_eq!(p.vx(), 0, "in the air: the running speed alone, 0");
}

const BELT_WALL: &[&str] = &[
    "......................#.................",
    "......................#.................",
    "......................#.................",
    "......................#.................",
    "....>>>>>>>>>>>>>>>>>>>>................",
];

#[test]
fn conveyor_pinning_a_body_to_a_wall_leaves_no_phantom_running_speed() {
    let (m, r) = world(BELT_WALL);
    let mut p = Player::new(&m, &r, 340, 64, CELESTE);
    p.hold(40, k("-"));
    assert_eq!(p.at().0, 352 - 6, "pinned against the wall by the belt");
    let v = p.vxs(6, k("J"));
    assert!(!p.standing());
    assert_eq!(v, [0; 6], "it never ran: no horizontal speed in the air");
    assert_eq!(p.at().0, 346);
}

// ---------------------------------------------------------------- springs

const SPRINGS: &[&str] = &[
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "..........SS............................",
    "########################################",
];

/// Falls onto the spring from y = 64 (to its top, y = 112); returns the
/// player standing on it.
fn on_spring<'a>(m: &'a TileMap, r: &Behaviours) -> Player<'a> {
    let mut p = Player::new(m, r, 176, 64, CELESTE);
    while !p.standing() {
        p.press(k("-"));
    }
    assert_eq!(p.fx.bounce, Some(Subpx(SPRING_SPEED)));
    assert_eq!(p.at().1, 112);
    p
}

#[test]
fn spring_launches_at_its_speed_on_the_first_frame_standing_on_it() {
    let (m, r) = world(SPRINGS);
    let mut p = on_spring(&m, &r);
    let y0 = p.sy();
    // Launch at -1792, then plain gravity 128 (not held gravity: not a jump).
    let v = p.vys(4, k("-"));
    assert_eq!(v, [-1792, -1664, -1536, -1408]);
    let mut top = p.sy();
    while p.vy() < 0 {
        p.press(k("-"));
        top = top.min(p.sy());
    }
    // 1792 + 1664 + ... + 128 = 14 * 1792 - 128 * 91 subpixels: 52.5 px.
    assert_eq!(y0 - top, 13440);
    // Back down, it bounces again at the same speed.
    while !p.standing() {
        p.press(k("-"));
    }
    p.press(k("-"));
    assert_eq!(p.vy(), -1792);
}

#[test]
fn jump_pressed_on_a_spring_does_not_cut_its_launch() {
    let (m, r) = world(SPRINGS);
    let mut p = on_spring(&m, &r);
    assert_eq!(p.vys(4, k("J")), [-1792, -1664, -1536, -1408]);
    let mut p = on_spring(&m, &r);
    p.hold(2, k("-"));
    assert_eq!(p.vys(2, k("J")), [-1536, -1408], "a press in the air");
}

// ---------------------------------------------------------------- gravity up

const UPSIDE: &[&str] = &[
    "##########",
    "..........",
    "..........",
    "..........",
    "...____...",
    "..........",
    "..........",
    "..........",
];

#[test]
fn gravity_up_jumps_down_the_screen_and_up_drops_through_platform_under() {
    let (m, r) = world(UPSIDE);
    // Standing under the platform_under: the box's top on its bottom edge.
    let mut p = Player::with_gravity(&m, &r, 72, 104, CELESTE, Gravity::Up);
    assert!(p.standing());
    // A jump goes toward +y at jump_speed, held gravity pulling back up.
    let v = p.vys(3, k("J"));
    assert_eq!(v, [896, 864, 832]);
    assert!(p.at().1 > 104);
    p.hold(80, k("-"));
    assert!(p.standing());
    assert_eq!(p.at(), (72, 104), "back under the platform");
    // Down does not drop (down is up for it), Up does: falls "up" 64 px to
    // the ceiling.
    p.hold(10, k("D"));
    assert_eq!(p.at(), (72, 104));
    let mut frames = 0;
    while frames == 0 || !p.standing() {
        p.press(k("U"));
        frames += 1;
        assert!(frames < 60);
    }
    // 64 px at 128 per frame, capped at 1365 from frame 11:
    // 128 * (1 + ... + 10) + 1365 * 7 >= 64 * 256.
    assert_eq!(frames, 17);
    assert_eq!(p.sim.body.rect().top.0, 16);
    assert_eq!(p.at(), (72, 40));
}

// ---------------------------------------------------------------- top-down

/// A room 10 x 8 tiles, walled all around.
fn top_down() -> (TileMap, Behaviours) {
    let rows = walled_room(10, 8);
    world(&rows.iter().map(String::as_str).collect::<Vec<_>>())
}

#[test]
fn gravity_none_moves_on_both_axes_and_nothing_falls() {
    let (m, r) = top_down();
    let mut p = Player::with_gravity(&m, &r, 60, 80, CELESTE, Gravity::None);
    assert!(!p.standing());
    // No buttons: nothing moves.
    p.hold(10, k("-"));
    assert_eq!((p.vx(), p.vy(), p.at()), (0, 0, (60, 80)));
    // Down runs down like a floor run: accel 142 to max_run 768, friction 57.
    assert_eq!(p.vys(7, k("D")), [142, 284, 426, 568, 710, 768, 768]);
    assert_eq!(p.vys(3, k("-")), [711, 654, 597]);
    p.hold(20, k("-"));
    // Up turns by turn 142.
    assert_eq!(p.vys(2, k("U")), [-142, -284]);
    // Both axes at once reach max_run on both.
    p.hold(20, k("RU"));
    assert_eq!((p.vx(), p.vy()), (768, -768));
    p.hold(30, k("RU"));
    // Stopped in the room's top right corner, inside the walls.
    assert_eq!(p.sim.body.rect().right.0, 144);
    assert_eq!(p.sim.body.rect().top.0, 16);
}

#[test]
fn gravity_none_accelerates_both_axes_alike() {
    let (m, r) = top_down();
    let mut p = Player::with_gravity(&m, &r, 60, 80, CELESTE, Gravity::None);
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    for _ in 0..4 {
        p.press(k("RD"));
        xs.push(p.vx());
        ys.push(p.vy());
    }
    assert_eq!(xs, ys);
}

// ---------------------------------------------------------------- invariants

const SLOPES: &[&str] = &[
    "########################################",
    "#......................................#",
    "#...7F......W..w......mM.....7.F.......#",
    "#..........................__..........#",
    "#.....----.......H.........../\\.....>>.#",
    "#................H.......rR..........###",
    "#.../\\...rRLl....T...../##..\\......./###",
    "#../##\\.rR##Ll...H....-...#..lL..../####",
    "#./####rR####Ll..H......SS##LLll../#####",
    "#/#######IIIII##########################",
    "########################################",
];

#[test]
fn random_buttons_over_slopes_never_put_the_core_in_a_solid() {
    let (m, r) = world(SLOPES);
    let starts = [(40, 100), (200, 80), (300, 80), (440, 80), (560, 48)];
    for (cfg, name) in [
        (CELESTE, "celeste"),
        (NES, "nes"),
        (
            ControllerConfig {
                flip_in_air: true,
                ..CELESTE
            },
            "celeste+flip_in_air",
        ),
    ] {
        for (si, &(x, y)) in starts.iter().enumerate() {
            let mut rng = Lcg(si as u64 * 7919 + 1);
            let mut p = Player::new(&m, &r, x, y, cfg);
            let mut held = Buttons::NONE;
            let mut flips = 0;
            let mut jumps = 0;
            for _ in 0..3000 {
                // Hold each combination for a few frames, like a player.
                if rng.next() % 6 == 0 {
                    held = Buttons((rng.next() % 64) as u8);
                    if rng.next() % 4 != 0 {
                        held.0 &= !Buttons::FLIP.0; // flips are rarer
                    }
                }
                let g = p.sim.body.gravity;
                p.press(held);
                flips += (g != p.sim.body.gravity) as u32;
                jumps += (p.vy() == -cfg.jump_speed.0 * p.sim.body.gravity.sign()) as u32;
                assert!(
                    core_clear(&m, &p.sim.body),
                    "{name} start {si} frame {}",
                    p.sim.frame
                );
            }
            assert!(flips > 0 && jumps > 0, "{name} start {si}: exercised");
        }
    }
}

/// A floor, and a one-way platform whose top is at y = 64 (row 4).
const THROUGH: &[&str] = &[
    "........................................",
    "........................................",
    "........................................",
    "........................................",
    "..........------------..................",
    "........................................",
    "........................................",
    "........................................",
    "########################################",
];

#[test]
fn rising_through_a_one_way_platform_arms_no_coyote_jump() {
    // A body rising through a platform has its bottom along the
    // platform's top for one frame. The step does not report that as
    // standing (the contract's standing rule: not while moving against
    // gravity), so the controller gets no jump from it and no coyote time
    // after it (a free double jump).
    let (m, r) = world(THROUGH);
    for later in 0..=3 {
        let mut p = Player::new(&m, &r, 240, 66, CELESTE);
        assert!(!p.standing());
        p.sim.body.vel.y = Subpx(-576);
        p.press(k("-"));
        assert!(
            !p.standing() && p.vy() < 0 && p.sim.body.rect().bottom.0 == 64,
            "along the platform while rising, and not standing ({:?})",
            p.sim.body
        );
        p.hold(later, k("-"));
        let before = p.vy();
        p.press(k("J"));
        assert_ne!(p.vy(), -CELESTE.jump_speed.0, "{later} frames later");
        assert!(p.vy() > before, "gravity goes on: {} -> {}", before, p.vy());
    }
}
