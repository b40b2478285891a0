//! Moving a body by hand (a respawn, a door) with its report kept true:
//! the solids it stood on and ran into are forgotten at once, not at its
//! next step.

use crate::components::{StepReport, TileBody};
use bevy::ecs::system::EntityCommand;
use bevy::ecs::world::EntityWorldMut;
use tilestep::SubPoint;

/// Moves a body's origin to a point (subpixels, y down) without drawing
/// the move between steps ([`TileBody::teleport`]), and clears its
/// [`StepReport`]'s `on` and `wall`, so nothing reads it as still on the
/// lift it left. Queue it: `commands.entity(e).queue(Teleport(pos))`.
///
/// ```
/// use bevy::prelude::*;
/// use tilestep::{Size, SubPoint};
/// use tilestep_bevy::prelude::*;
///
/// let mut world = World::new();
/// let e = world.spawn(TileBody::new(SubPoint::from_px(8, 16), Size::new(12, 24))).id();
/// world.commands().entity(e).queue(Teleport(SubPoint::from_px(40, 16)));
/// world.flush();
/// assert_eq!(world.get::<TileBody>(e).unwrap().pos, SubPoint::from_px(40, 16));
/// assert_eq!(world.get::<StepReport>(e).unwrap().on, None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Teleport(pub SubPoint);

impl EntityCommand for Teleport {
    type Out = ();

    fn apply(self, mut entity: EntityWorldMut) {
        if let Some(mut b) = entity.get_mut::<TileBody>() {
            b.teleport(self.0);
        }
        if let Some(mut r) = entity.get_mut::<StepReport>() {
            r.forget_solids();
        }
    }
}
