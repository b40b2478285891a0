//! Two players over rollback netcode (bevy_ggrs): two GGRS peers in this
//! process, talking over loopback UDP with 2 frames of input delay. This
//! window is peer 0 and plays player 1 (blue); a headless peer on another
//! thread plays player 2 (orange), from the same keyboard. On the tour
//! level: a lift, a one-way ferry, a crate to push, and a crumbling bridge
//! that gives way under a player and grows back (tile edits under
//! rollback, with the game's own rolled-back state).
//!
//! ```text
//! cargo run -p tilestep-bevy --example rollback --features window,ggrs
//! ```
//!
//! Player 1: A/D move, W jump, S drops through one-way platforms. Player 2:
//! arrows, Up or Right Ctrl jumps, Down drops. F1 toggles the gizmos.
//!
//! `--frames N` plays scripted buttons instead, and once both peers have
//! confirmed frame N prints both peers' checksums of it and exits (status
//! 0 when they are equal); `--screenshot FILE` saves the window first.

#[path = "../common/mod.rs"]
mod common;
mod input;
mod level;
mod view;

use bevy::prelude::*;
use bevy::render::view::screenshot::{save_to_disk, Screenshot};
use bevy::window::WindowResolution;
use bevy_ggrs::ggrs::{
    DesyncDetection, GgrsEvent, PlayerType, SessionBuilder, UdpNonBlockingSocket,
};
use bevy_ggrs::prelude::*;
use bevy_ggrs::{ConfirmedFrameCount, RollbackFrameCount, SaveWorld};
use common::arg;
use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use tilestep_bevy::prelude::*;

/// The input: the buttons' bits.
type Config = bevy_ggrs::GgrsConfig<u8>;

/// Frames of input delay on each peer.
const INPUT_DELAY: usize = 2;

/// What both peers share: player 2's keys (read by the window), each peer's
/// checksum of the frame `--frames` names, and the signal to stop.
#[derive(Resource, Clone, Default)]
struct Shared {
    player2: Arc<AtomicU8>,
    sums: Arc<Mutex<[Option<u128>; 2]>>,
    stop: Arc<AtomicBool>,
}

/// This peer: its player, and the frame to compare (`--frames`).
#[derive(Resource, Clone, Copy)]
struct Peer {
    handle: usize,
    frames: Option<i32>,
}

/// The checksum of the frame to compare, from its last save.
#[derive(Resource, Default)]
struct LastSum(Option<u128>);

fn main() {
    let frames = arg("--frames").and_then(|f| f.parse().ok());
    let shot = arg("--screenshot");
    let ports = [free_port(), free_port()];
    let shared = Shared::default();
    let headless = {
        let shared = shared.clone();
        std::thread::spawn(move || run_headless_peer(ports, frames, shared))
    };
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "tilestep + bevy_ggrs: two players".into(),
            resolution: WindowResolution::from((960u32, 540u32)),
            ..Default::default()
        }),
        ..Default::default()
    }))
    .add_plugins(TilestepDebugPlugin)
    .insert_resource(ClearColor(Color::srgb(0.08, 0.09, 0.13)))
    .insert_resource(Shot(shot, 0))
    .add_systems(Startup, (view::setup_view, view::dress_bodies))
    .add_systems(
        Update,
        (input::keyboard, view::toggle_gizmos, view::draw_tiles),
    )
    .add_systems(Last, finish);
    add_game(&mut app, Peer { handle: 0, frames }, ports, shared.clone());
    let exit = app.run();
    shared.stop.store(true, Ordering::Relaxed);
    headless.join().expect("the headless peer");
    std::process::exit(if exit.is_success() { 0 } else { 1 });
}

/// Peer 1: the same game, headless, updated until told to stop.
fn run_headless_peer(ports: [u16; 2], frames: Option<i32>, shared: Shared) {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    add_game(&mut app, Peer { handle: 1, frames }, ports, shared.clone());
    while !shared.stop.load(Ordering::Relaxed) {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

/// A loopback port free now.
fn free_port() -> u16 {
    let s = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a UDP socket");
    s.local_addr().expect("its address").port()
}

/// The game on either peer: bevy_ggrs and tilestep's rollback plugins, the
/// P2P session, the level, and the inputs.
fn add_game(app: &mut App, peer: Peer, ports: [u16; 2], shared: Shared) {
    let (local, remote) = (peer.handle, 1 - peer.handle);
    let session = SessionBuilder::<Config>::new()
        .with_num_players(2)
        .expect("two players")
        .with_input_delay(INPUT_DELAY)
        .with_desync_detection_mode(DesyncDetection::On { interval: 10 })
        .add_player(PlayerType::Local, local)
        .expect("the local player")
        .add_player(
            PlayerType::Remote(SocketAddr::from((Ipv4Addr::LOCALHOST, ports[remote]))),
            remote,
        )
        .expect("the remote player")
        .start_p2p_session(UdpNonBlockingSocket::bind_to_port(ports[local]).expect("a UDP port"))
        .expect("a P2P session");
    app.add_plugins(GgrsPlugin::<Config>::default())
        .add_plugins(TilestepGgrsPlugins::<Config>::default())
        .insert_resource(RollbackFrameRate(60))
        .insert_resource(Session::P2P(session))
        .insert_resource(peer)
        .insert_resource(shared)
        .init_resource::<LastSum>()
        .rollback_resource_with_clone::<level::Bridge>()
        .checksum_resource_with_hash::<level::Bridge>()
        .add_systems(ReadInputs, input::read_inputs)
        .add_systems(GgrsSchedule, level::crumble.after(TilestepSet::Report))
        .add_systems(SaveWorld, keep_sum.in_set(SaveWorldSystems::Snapshot))
        .add_systems(Update, (report_events, publish_sum));
    level::spawn_level(app.world_mut());
}

/// The checksum of the frame to compare, at each save of it.
fn keep_sum(
    peer: Res<Peer>,
    frame: Res<RollbackFrameCount>,
    sum: Res<Checksum>,
    mut last: ResMut<LastSum>,
) {
    if peer.frames == Some(frame.0) {
        last.0 = Some(sum.0);
    }
}

/// Once the frame to compare is confirmed, its checksum goes to [`Shared`].
fn publish_sum(
    peer: Res<Peer>,
    confirmed: Res<ConfirmedFrameCount>,
    last: Res<LastSum>,
    shared: Res<Shared>,
) {
    if let (Some(n), Some(sum)) = (peer.frames, last.0) {
        if confirmed.0 >= n {
            shared.sums.lock().expect("the checksums")[peer.handle].get_or_insert(sum);
        }
    }
}

/// GGRS's warnings: desyncs and network trouble.
fn report_events(peer: Res<Peer>, mut session: ResMut<Session<Config>>) {
    if let Session::P2P(s) = &mut *session {
        for e in s.events() {
            if !matches!(
                e,
                GgrsEvent::Synchronizing { .. } | GgrsEvent::WaitRecommendation { .. }
            ) {
                println!("peer {}: {e:?}", peer.handle);
            }
        }
    }
}

/// `--screenshot`'s file and frames since it was asked for.
#[derive(Resource)]
struct Shot(Option<String>, u32);

/// With `--frames`: when both peers have their checksum of frame N, prints
/// them, saves the screenshot if asked, and exits (failing if they differ).
fn finish(
    mut commands: Commands,
    peer: Res<Peer>,
    shared: Res<Shared>,
    mut shot: ResMut<Shot>,
    mut exit: MessageWriter<AppExit>,
) {
    let (Some(n), [Some(a), Some(b)]) = (peer.frames, *shared.sums.lock().expect("the checksums"))
    else {
        return;
    };
    if let Some(path) = shot.0.clone() {
        shot.1 += 1;
        if shot.1 == 1 {
            // An older picture at that path is not this one.
            let _ = std::fs::remove_file(&path);
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()));
        }
        if !std::path::Path::new(&path).exists() && shot.1 < 600 {
            return;
        }
    }
    println!(
        "frame {n}: peer 0 checksum {a:032x}, peer 1 checksum {b:032x}: {}",
        if a == b { "equal" } else { "DIFFERENT" }
    );
    exit.write(if a == b {
        AppExit::Success
    } else {
        AppExit::from_code(1)
    });
}
