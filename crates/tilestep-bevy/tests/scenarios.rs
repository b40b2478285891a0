//! Example scenarios played through the plugin (one fixed step per frame)
//! give the trace `tilestep sim --trace` writes, bit for bit (the
//! scenario's `World`, its hash checked against the CLI's golden file): scripted
//! bodies, moving solids, squishes, pushable and solid bodies, gravity
//! flips, and the character controller with behaviours.

mod common;

fn same_trace(name: &str) {
    let sc = common::load(name);
    let want = common::runner_trace(&sc);
    let golden = common::golden_hash(name).expect("a golden hash for every example");
    assert_eq!(
        tilestep_check::hash::fnv1a64(want.as_bytes()),
        golden,
        "{name}: the reference trace is the one `tilestep sim` writes"
    );
    let got = common::plugin_trace(&sc);
    common::assert_same_trace(name, &want, &got);
}

#[test]
fn flat_walk() {
    same_trace("flat_walk.toml");
}

#[test]
fn running_jump() {
    same_trace("running_jump.toml");
}

#[test]
fn slopes_and_ceilings_with_gravity_flips() {
    same_trace("ceiling_slopes.toml");
}

#[test]
fn moving_platforms() {
    same_trace("moving_platforms.toml");
}

#[test]
fn crusher_squishes() {
    same_trace("crusher.toml");
}

#[test]
fn pushed_stone() {
    same_trace("push_stone.toml");
}

#[test]
fn chained_push() {
    same_trace("chained_push.toml");
}

#[test]
fn stack_on_lift() {
    same_trace("stack_on_lift.toml");
}

#[test]
fn controller_with_behaviours() {
    same_trace("controller.toml");
}

#[test]
fn tour() {
    same_trace("tour.toml");
}

#[test]
fn assists_keep_to_one_way_surfaces_and_walls() {
    same_trace("assist_platform_under.toml");
    same_trace("assist_wall_corner.toml");
}

#[test]
fn firm_platforms_hold_a_dropping_body() {
    same_trace("firm_platforms.toml");
}

#[test]
fn oneway_walls_stop_one_side_only() {
    same_trace("oneway_walls.toml");
}

#[test]
fn oneway_slopes_hold_from_one_side() {
    same_trace("oneway_hill.toml");
    same_trace("oneway_jump_drop.toml");
    same_trace("oneway_ceiling.toml");
    same_trace("oneway_fast_fall.toml");
}

#[test]
fn a_walker_pushes_a_stone_every_frame() {
    // The pusher's speed was zeroed by its stop against the stone, so it
    // reached the stone every other frame: the stone stuttered.
    same_trace("push_walk.toml");
}

#[test]
fn a_one_frame_tap_of_down_drops() {
    // One frame of Down moved the body half a pixel: it landed back on the
    // platform.
    same_trace("tap_drop.toml");
}

#[test]
fn the_controllers_moves_match_the_runner() {
    for name in [
        "move_wall_jump.toml",
        "move_dash.toml",
        "move_grab.toml",
        "move_ledge.toml",
        "move_crouch.toml",
        "move_swim.toml",
        "moves_level.toml",
    ] {
        same_trace(name);
    }
}
