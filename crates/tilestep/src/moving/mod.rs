//! Moving solids: a solid's move, which carries its riders and pushes the
//! bodies in its way, all or nothing ([`SolidMoved`]); the chains of bodies
//! one pixel of it takes along; and routes that move a solid through its
//! points in exact subpixels ([`Route`]).

mod chain;
mod route;
mod solid_move;

pub use route::{Looping, Route, RouteProgress};
pub use solid_move::{SolidMoved, Squish};
