//! What the graph is built for: one kind of body, and the build's options.

use tilestep::{Body, ControllerConfig, CoreShape, Gravity, Size, Subpx};

/// One kind of body the graph is built for: every body of this size, core,
/// gravity and controller feel moves the same way, so one graph serves them
/// all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NavBody {
    /// The box, whole px.
    pub size: Size,
    /// The core's shape (chamfered for characters).
    pub core: CoreShape,
    /// Gravity the body falls with: [`Gravity::Down`] or [`Gravity::Up`]
    /// (a graph for [`Gravity::None`] has no places).
    pub gravity: Gravity,
    /// The controller's feel: every edge is simulated with it.
    pub config: ControllerConfig,
}

impl NavBody {
    /// A body of `size` with a chamfered core, gravity down, and `config`.
    pub fn new(size: Size, config: ControllerConfig) -> NavBody {
        NavBody {
            size,
            core: CoreShape::Chamfered,
            gravity: Gravity::Down,
            config,
        }
    }

    /// The kind of `body`: its size, core and gravity, moved by `config`.
    pub fn of(body: &Body, config: ControllerConfig) -> NavBody {
        NavBody {
            size: body.size,
            core: body.core,
            gravity: body.gravity,
            config,
        }
    }

    /// The body's top running speed, subpixels per frame (at least 1).
    pub(crate) fn max_run(&self) -> i32 {
        self.config.max_run.0.max(1)
    }
}

/// How densely the graph samples take-off places and how long an arc may
/// fly. Plain data; [`NavOptions::default`] suits bodies of about a tile's
/// width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NavOptions {
    /// Spacing of the take-off samples along a surface, px (on an absolute
    /// grid, so an edit elsewhere never moves a sample). Each surface's two
    /// ends are samples too. At least 4. Default 48.
    pub sample_px: u16,
    /// The longest arc simulated, frames: a jump or fall that has not landed
    /// by then is no edge. Default 150.
    pub max_arc_frames: u16,
    /// The most frames a walk to a place may take past its time at the top
    /// speed before a plan that asks for it counts as failed, frames; a
    /// walk gives up sooner when it has taken three times its time at the
    /// top speed and 90 frames more. Default 600.
    pub lead_frames: u16,
}

impl Default for NavOptions {
    fn default() -> NavOptions {
        NavOptions {
            sample_px: 48,
            max_arc_frames: 150,
            lead_frames: 600,
        }
    }
}

impl NavOptions {
    /// The sample spacing, px, at least 4.
    pub(crate) fn spacing(&self) -> i32 {
        i32::from(self.sample_px.max(4))
    }
}

/// The horizontal speed a graph state moves with: at rest, or running at
/// the controller's top speed one way. The graph's states are a sample
/// place and one of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Speed {
    /// Horizontal speed 0.
    Rest,
    /// Running left (toward -x) at the top speed.
    Left,
    /// Running right (toward +x) at the top speed.
    Right,
}

impl Speed {
    /// The three, in their index order.
    pub const ALL: [Speed; 3] = [Speed::Rest, Speed::Left, Speed::Right];

    /// Its index, 0..3.
    pub(crate) fn index(self) -> u32 {
        self as u32
    }

    /// Its name: `rest`, `left` or `right`.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Rest => "rest",
            Speed::Left => "left",
            Speed::Right => "right",
        }
    }

    /// The direction it runs: -1, 0 or +1.
    pub fn dir(self) -> i32 {
        match self {
            Speed::Rest => 0,
            Speed::Left => -1,
            Speed::Right => 1,
        }
    }

    /// The running class toward `dir` (-1 or +1); `Rest` for 0.
    pub fn toward(dir: i32) -> Speed {
        match dir.signum() {
            -1 => Speed::Left,
            1 => Speed::Right,
            _ => Speed::Rest,
        }
    }

    /// The class of a body landing with horizontal speed `vx` (subpixels
    /// per frame) under a top speed of `max_run`: running when at least
    /// three quarters of it, else at rest.
    pub(crate) fn classify(vx: Subpx, max_run: i32) -> Speed {
        let quarter = max_run / 4;
        if vx.0 >= max_run - quarter {
            Speed::Right
        } else if vx.0 <= -(max_run - quarter) {
            Speed::Left
        } else {
            Speed::Rest
        }
    }
}
