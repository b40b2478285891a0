//! What a [`World`](crate::World)'s last frame did to one body
//! ([`BodyReport`]), events included.

use crate::body::{Body, ContactFlags, Contacts, Ground};
use crate::game::Effects;

/// A body's last frame in a world: its step's contacts and ground, the
/// behaviours' effects on it, whether a moving solid squished it, and the
/// events of the frame, each worked out from these and the body before
/// and after the frame. Plain data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BodyReport {
    /// The contacts its step returned (default before its first frame).
    pub contacts: Contacts,
    /// What it stands on after the step, among the moving solids and
    /// solid bodies it stepped among (`None`: airborne, or before its
    /// first frame).
    pub ground: Option<Ground>,
    /// The behaviours' effects of its step (what a controlled body's next
    /// step reads).
    pub effects: Effects,
    /// A moving solid could not push it this frame.
    pub squished: bool,
    /// It stands now and did not before the frame.
    pub landed: bool,
    /// It stood before the frame and does not now (a jump, a walk off a
    /// ledge, a drop).
    pub left_ground: bool,
    /// Its step was stopped sideways (`wall_left` or `wall_right`).
    pub hit_wall: bool,
    /// Its step was stopped against gravity (a head bump: `ceiling` with
    /// gravity down, `floor` with gravity up).
    pub bumped_head: bool,
    /// Its box is wholly outside the map now and was not before.
    pub left_map: bool,
}

impl BodyReport {
    /// The report of a frame that left the body `after` (standing before
    /// it when `stood`) with `contacts`, `ground`, `effects` and the squish
    /// mark; `was_out` when its box was wholly outside the map before.
    pub(super) fn of(
        stood: bool,
        after: &Body,
        contacts: Contacts,
        ground: Option<Ground>,
        effects: Effects,
        squished: bool,
        was_out: bool,
    ) -> BodyReport {
        let head = match after.gravity.sign() {
            1 => ContactFlags::CEILING,
            -1 => ContactFlags::FLOOR,
            _ => ContactFlags::NONE,
        };
        let wall = contacts.has(ContactFlags::WALL_LEFT) || contacts.has(ContactFlags::WALL_RIGHT);
        BodyReport {
            contacts,
            ground,
            effects,
            squished,
            landed: after.standing && !stood,
            left_ground: stood && !after.standing,
            hit_wall: wall,
            bumped_head: !head.is_empty() && contacts.has(head),
            left_map: contacts.has(ContactFlags::OUT) && !was_out,
        }
    }

    /// Its step met tiles with tags (`contacts.tags`: touched or
    /// overlapped on its path).
    pub fn met_tags(&self) -> bool {
        !self.contacts.tags.is_empty()
    }
}
