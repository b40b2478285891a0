//! The collision map under rollback, without copying it: each saved frame
//! keeps a mark of the map's edit journal (a few bytes), loading a frame
//! undoes the [`CollisionMap::set_tile`] edits made since, and edits older
//! than the confirmed frame are forgotten. The map's checksum is its edit
//! digest (O(1), whatever the map's size).

use super::checksum;
use crate::map::CollisionMap;
use crate::tile_edits::EditMark;
use bevy::ecs::change_detection::DetectChangesMut;
use bevy::log::warn;
use bevy::prelude::{
    App, Commands, IntoScheduleConfigs, Plugin, Query, Res, ResMut, With, Without,
};
use bevy_ggrs::{
    ChecksumFlag, ChecksumPart, ConfirmedFrameCount, GgrsSnapshots, LoadWorld, LoadWorldSystems,
    RollbackFrameCount, RollbackId, SaveWorld, SaveWorldSystems,
};

/// The journal's mark at each saved frame (`None`: no map then).
pub(crate) type EditMarks = GgrsSnapshots<CollisionMap, Option<EditMark>>;

/// Rolls the [`CollisionMap`]'s tile edits back and forth, and checksums
/// them. Part of [`TilestepGgrsPlugins`](super::TilestepGgrsPlugins).
///
/// The map itself is not saved: it must be the same on every peer when the
/// session starts, stay inserted during it, and change only through
/// `set_tile` (a `map_mut` edit or a `replace` can't be rolled back; a
/// frame saved before one is not undone to, with a warning).
#[derive(Debug, Default)]
pub struct MapEditsRollbackPlugin;

impl Plugin for MapEditsRollbackPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<EditMarks>()
            .add_systems(
                SaveWorld,
                (
                    EditMarks::sync_depth,
                    EditMarks::discard_old_snapshots,
                    save_edit_mark,
                )
                    .chain()
                    .in_set(SaveWorldSystems::Snapshot),
            )
            .add_systems(SaveWorld, checksum_map.in_set(SaveWorldSystems::Checksum))
            .add_systems(LoadWorld, load_edit_mark.in_set(LoadWorldSystems::Data));
    }
}

/// Saves the journal's mark for this frame (recording from the first), and
/// forgets the edits before the confirmed frame's mark.
pub(crate) fn save_edit_mark(
    mut marks: ResMut<EditMarks>,
    frame: Res<RollbackFrameCount>,
    confirmed: Option<Res<ConfirmedFrameCount>>,
    map: Option<ResMut<CollisionMap>>,
) {
    let oldest = confirmed.and_then(|c| marks.peek(c.0).copied().flatten());
    let mark = map.map(|mut map| {
        // Bookkeeping, not a change to the map.
        let journal = map.bypass_change_detection().edits_mut();
        if let Some(oldest) = oldest {
            journal.forget_before(oldest);
        }
        journal.mark()
    });
    marks.push(frame.0, mark);
}

/// Undoes the edits made after the loaded frame's mark.
pub(crate) fn load_edit_mark(
    mut marks: ResMut<EditMarks>,
    frame: Res<RollbackFrameCount>,
    map: Option<ResMut<CollisionMap>>,
) {
    let saved = *marks.rollback(frame.0).get();
    let (Some(mut map), Some(mark)) = (map, saved) else {
        return;
    };
    if map.edits().is_behind(mark) && !map.undo_edits_to(mark) {
        warn!(
            "tilestep: the collision map can't be rolled back to frame {}: it was \
             replaced or edited outside `set_tile` since",
            frame.0
        );
    }
}

/// The map's checksum part: its generation and edit digest.
#[allow(clippy::type_complexity)]
pub(crate) fn checksum_map(
    mut commands: Commands,
    map: Option<Res<CollisionMap>>,
    mut part: Query<&mut ChecksumPart, (Without<RollbackId>, With<ChecksumFlag<CollisionMap>>)>,
) {
    let value = map.map(|m| (m.edits().generation(), m.edits().digest()));
    let sum = ChecksumPart(u128::from(checksum::portable(&value)));
    match part.single_mut() {
        Ok(mut p) => *p = sum,
        Err(_) => {
            commands.spawn((sum, ChecksumFlag::<CollisionMap>::default()));
        }
    }
}

/// What rolling the map back keeps in memory ([`journal_memory`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JournalMemory {
    /// Bytes each saved frame keeps for the map (a mark of its edit
    /// journal and the frame's number), whatever the map's size.
    pub per_saved_frame: usize,
    /// Bytes the journal keeps per `set_tile` edit, until its frame is
    /// confirmed.
    pub per_edit: usize,
    /// Edits the journal holds now.
    pub edits_held: usize,
}

/// What rolling `map` back keeps in memory.
pub fn journal_memory(map: &CollisionMap) -> JournalMemory {
    JournalMemory {
        per_saved_frame: size_of::<i32>() + size_of::<Option<EditMark>>(),
        per_edit: size_of::<crate::tile_edits::UndoEdit>(),
        edits_held: map.edits().undoable(),
    }
}
