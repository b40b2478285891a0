//! The contract's one home (`docs/contract.md`): every rule that moves a
//! body or decides what it touches, pixel by pixel, as the contract words
//! it. The shortcuts (`shortcuts/`) are faster paths to exactly these
//! results; the step (`step/`) runs its phases with them.
//!
//! | rule | file |
//! |---|---|
//! | the rules' context, the core test | `context.rs` |
//! | support: real surfaces, chamfers, one-way edges; the standing rule | `support.rs` |
//! | one-way surfaces: which stop a move, the frame-start test | `oneway.rs` |
//! | one-way walls: which stop a move sideways | `oneway_wall.rs` |
//! | one-way profiles: their surfaces under the feet, their support | `oneway_profile.rs` |
//! | walking one pixel: step up, follow down, ledges, walls | `walk.rs` |
//! | one pixel in the air, with its slides and the ledge assist | `air.rs` |
//! | the vertical sweep | `sweep.rs` |
//! | the feet rule's depth: its entry, its bitmap read, the rule | `feet.rs` |
//! | the assists: the ceiling corner correction, the ledge assist's lift | `assists.rs` |
//! | a moving solid's box against a body's core | `solid_box.rs` |
//! | what a standing body stands on, the moving solid stood on | `ground.rs` |
//! | what stopped a step and the tags stood on, as reported | `report.rs` |
//! | the step's end: the world limit, standing, the body's state, the contacts | `end.rs` |

mod air;
mod assists;
mod context;
mod end;
mod feet;
mod ground;
mod oneway;
mod oneway_profile;
mod oneway_wall;
mod report;
mod solid_box;
mod support;
mod sweep;
mod walk;

pub(crate) use context::{PixelMove, Rules};
pub(crate) use end::{StepEnd, WallStop};
pub(crate) use oneway::stopping;
pub(crate) use solid_box::Rect;
pub(crate) use support::may_stand;
pub(crate) use sweep::SweepV;
pub(crate) use walk::{headroom, within_step, ONEWAY_LOOK, READ_ABOVE, STEP};
