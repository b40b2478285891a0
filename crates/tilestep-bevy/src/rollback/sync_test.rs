//! A sync test session of local players: the check that a game's rollback
//! restores everything its frames depend on.

use bevy_ggrs::ggrs::{Config, GgrsError, PlayerType, SessionBuilder};
use bevy_ggrs::Session;

/// A bevy_ggrs sync test of `players` local players (handles
/// `0..players`): every frame is rolled back `check_distance` frames and
/// simulated again, and the two checksums compared. Insert it as a
/// resource. ggrs refuses no players, or a check distance not under its
/// prediction window.
pub fn sync_test_session<C: Config>(
    players: usize,
    check_distance: usize,
) -> Result<Session<C>, GgrsError> {
    let mut builder = SessionBuilder::<C>::new()
        .with_num_players(players)?
        .with_check_distance(check_distance);
    for handle in 0..players {
        builder = builder.add_player(PlayerType::Local, handle)?;
    }
    Ok(Session::SyncTest(builder.start_synctest_session()?))
}
