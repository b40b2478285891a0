//! Two GGRS peers in one process over loopback UDP, with a simulated
//! network delay, so their predictions miss and they roll back.

use super::rollback::Config;
use bevy_ggrs::ggrs::{
    DesyncDetection, Message, NonBlockingSocket, PlayerType, SessionBuilder, UdpNonBlockingSocket,
};
use bevy_ggrs::Session;
use std::collections::VecDeque;
use std::net::{Ipv4Addr, SocketAddr, UdpSocket};

/// A UDP socket whose messages arrive `lag` receive calls after they came:
/// a slower network than loopback.
pub struct LaggySocket {
    udp: UdpNonBlockingSocket,
    lag: u32,
    calls: u32,
    held: VecDeque<(u32, SocketAddr, Message)>,
}

impl NonBlockingSocket<SocketAddr> for LaggySocket {
    fn send_to(&mut self, msg: &Message, addr: &SocketAddr) {
        self.udp.send_to(msg, addr);
    }

    fn receive_all_messages(&mut self) -> Vec<(SocketAddr, Message)> {
        self.calls += 1;
        let calls = self.calls;
        for (from, msg) in self.udp.receive_all_messages() {
            self.held.push_back((calls, from, msg));
        }
        let mut due = Vec::new();
        while self.held.front().is_some_and(|m| m.0 + self.lag <= calls) {
            let (_, from, msg) = self.held.pop_front().unwrap();
            due.push((from, msg));
        }
        due
    }
}

/// A loopback port free now.
pub fn free_port() -> u16 {
    UdpSocket::bind((Ipv4Addr::LOCALHOST, 0))
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Player `local`'s session of a two-player game (its peer on loopback
/// port `remote`), listening on port `port` with `lag` receive calls of
/// network delay and `delay` frames of input delay; peers compare
/// checksums every frame.
pub fn p2p_session(
    local: usize,
    port: u16,
    remote: u16,
    lag: u32,
    delay: usize,
) -> Session<Config> {
    let socket = LaggySocket {
        udp: UdpNonBlockingSocket::bind_to_port(port).unwrap(),
        lag,
        calls: 0,
        held: VecDeque::new(),
    };
    let peer = SocketAddr::from((Ipv4Addr::LOCALHOST, remote));
    let s = SessionBuilder::<Config>::new()
        .with_num_players(2)
        .unwrap()
        .with_input_delay(delay)
        .with_desync_detection_mode(DesyncDetection::On { interval: 1 })
        .add_player(PlayerType::Local, local)
        .unwrap()
        .add_player(PlayerType::Remote(peer), 1 - local)
        .unwrap()
        .start_p2p_session(socket)
        .unwrap();
    Session::P2P(s)
}
