//! Two GGRS peers in one process over loopback UDP (feature `ggrs`), with
//! input delay and a simulated network delay so they predict, miss and roll
//! back: after the co-op level's 600 frames of scripted inputs, each peer
//! playing one player, both have the same checksum, compared every frame
//! along the way, and the same trace as `tilestep sim` playing the level.

mod common;

use bevy::prelude::*;
use bevy_ggrs::ggrs::GgrsEvent;
use bevy_ggrs::{ConfirmedFrameCount, Session};
use common::loopback::{free_port, p2p_session};
use common::rollback::{coop, coop_app, trace_to, Checksums, Config, RollbackLog};
use common::{assert_same_trace, runner_trace};
use tilestep_bevy::prelude::*;

/// Frames of input delay on each peer.
const INPUT_DELAY: usize = 2;

/// Receive calls a message waits (two a rendered frame): about 6 frames
/// of latency, more than the input delay, so predictions are used.
const NETWORK_LAG: u32 = 12;

/// The frame both peers must have confirmed: the level's last.
const LAST: i32 = 600;

/// Events other than the session's progress (desyncs, disconnections).
fn trouble(app: &mut App) -> Vec<String> {
    let Some(mut session) = app.world_mut().get_resource_mut::<Session<Config>>() else {
        return Vec::new();
    };
    let Session::P2P(s) = &mut *session else {
        return Vec::new();
    };
    s.events()
        .filter(|e| {
            !matches!(
                e,
                GgrsEvent::Synchronizing { .. }
                    | GgrsEvent::Synchronized { .. }
                    | GgrsEvent::WaitRecommendation { .. }
            )
        })
        .map(|e| format!("{e:?}"))
        .collect()
}

fn confirmed(app: &App) -> i32 {
    app.world().resource::<ConfirmedFrameCount>().0
}

#[test]
fn two_peers_end_with_the_same_checksum_and_the_trace_of_tilestep_sim() {
    let sc = coop();
    let ports = [free_port(), free_port()];
    let mut peers = [0, 1].map(|local| {
        let mut app = coop_app(
            &sc,
            TilestepGgrsPlugins::<Config>::default().build(),
            INPUT_DELAY,
        );
        let session = p2p_session(
            local,
            ports[local],
            ports[1 - local],
            NETWORK_LAG,
            INPUT_DELAY,
        );
        app.insert_resource(session);
        app
    });
    let mut events = Vec::new();
    for _ in 0..20_000 {
        if peers.iter().all(|p| confirmed(p) >= LAST) {
            break;
        }
        for p in &mut peers {
            p.update();
            events.extend(trouble(p));
        }
    }
    assert!(events.is_empty(), "{events:?}");
    for p in &peers {
        assert!(confirmed(p) >= LAST, "confirmed only to {}", confirmed(p));
        let loads = p.world().resource::<RollbackLog>().loads;
        assert!(loads > 0, "no rollback: the network delay hid nothing");
    }
    let sums = peers
        .each_ref()
        .map(|p| p.world().resource::<Checksums>().0[&LAST]);
    assert_eq!(sums[0], sums[1], "frame {LAST}'s checksums");
    let want = runner_trace(&sc);
    for p in &peers {
        assert_same_trace("coop.toml", &want, &trace_to(p, LAST as u32));
    }
}
