//! What changes from frame to frame in a [`crate::world::World`]: each
//! body's script state ([`Live`]), the whole [`State`] (copy it to
//! snapshot), and the [`Recording`] of the last states that captures
//! ([`crate::capture`]) are written from.

use std::collections::VecDeque;
use tilestep::{Body, Buttons, Contacts, Controller, Effects, Ground, MovingSolid, RouteProgress};

/// A body's script and controller while it runs.
#[derive(Clone, Debug)]
pub struct Live {
    /// Signed gravity acceleration, subpixels/frame² (scripted bodies).
    pub g: i32,
    /// Index of the current phase.
    pub phase: usize,
    /// The frame the current phase began.
    pub phase_start: u32,
    /// The push waiting for its next step, subpixels/frame.
    pub push: Option<i32>,
    /// The controller of a controlled body.
    pub control: Option<Controller>,
    /// The effects of its last step (controlled bodies).
    pub fx: Effects,
    /// The buttons it held in the last frame (controlled bodies).
    pub held: Buttons,
}

/// Everything that changes from frame to frame: copy it to snapshot.
#[derive(Clone, Debug)]
pub struct State {
    /// Frames stepped so far.
    pub frame: u32,
    /// The bodies, in file order.
    pub bodies: Vec<Body>,
    /// The moving solids, in file order.
    pub solids: Vec<MovingSolid>,
    /// Where each moving solid is along its route.
    pub routes: Vec<RouteProgress>,
    /// Each body's script state.
    pub live: Vec<Live>,
    /// Each body's contacts of the last step.
    pub last: Vec<Contacts>,
    /// What each body stood on after its last step, among the moving
    /// solids and solid bodies that step was among.
    pub grounds: Vec<Option<Ground>>,
    /// Each body was squished in the last frame.
    pub body_squished: Vec<bool>,
    /// Each moving solid squished a body in the last frame.
    pub solid_squished: Vec<bool>,
}

/// The last frames of a world: the state before each. The buttons a
/// controlled body held in a frame are in the state after it
/// (`Live::held`): the next recorded state's, or the world's now.
#[derive(Clone, Debug)]
pub struct Recording {
    cap: usize,
    /// The recorded states, oldest first.
    pub(crate) states: VecDeque<State>,
}

impl Recording {
    /// Keeps at most `cap` frames (at least 1).
    pub fn new(cap: usize) -> Recording {
        Recording {
            cap: cap.max(1),
            states: VecDeque::new(),
        }
    }

    pub(crate) fn before_frame(&mut self, st: &State) {
        if self.states.len() == self.cap {
            self.states.pop_front();
        }
        self.states.push_back(st.clone());
    }
}
