//! What moves and collides: a body's state ([`Body`], [`Gravity`]), its
//! box in whole pixels, the contacts a step reports ([`Contacts`]), the
//! assists a body may ask for ([`Assists`]), the per-frame gravity rule
//! (`Body::fall`, `Body::jump`) and the moving solids' boxes ([`MovingSolid`]).
//! Plain data and geometry: the rules that move them are in `rules/`.

mod assist;
mod box_px;
mod contacts;
mod contacts_display;
mod core_shape;
mod fall;
mod input;
mod solid;
mod state;

pub use assist::Assists;
pub(crate) use box_px::BoxPx;
pub use contacts::{ContactFlags, Contacts, Ground, TagSet};
pub use core_shape::CoreShape;
pub use input::StepInput;
pub use solid::{MovingSolid, SolidKind};
pub use state::{Body, Gravity};
