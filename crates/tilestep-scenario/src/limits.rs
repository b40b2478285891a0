//! The most a scenario may ask for: inputs past these are errors, refused
//! before anything is allocated for them.

/// Most frames a scenario may run.
pub const MAX_FRAMES: i64 = 10_000_000;

/// Most bodies a scenario may hold.
pub const MAX_BODIES: usize = 100_000;

/// Most moving solids a scenario may hold.
pub const MAX_SOLIDS: usize = 10_000;

/// Most waypoints one moving solid may hold.
pub const MAX_WAYPOINTS: usize = 10_000;

/// Fastest a moving solid may move, px/frame (the core's clamp).
pub const MAX_SOLID_SPEED_PX: f64 = 127.0;
