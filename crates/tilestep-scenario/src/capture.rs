//! Captures: the last frames of a running [`World`] written as a scenario
//! that `tilestep sim` replays to the same state, bit for bit.
//!
//! The scenario starts from the state at the start of the window (positions
//! and velocities as exact decimals of 1/256 px, controller state and the
//! effects of the step before, moving solids mid-route, input phases cut
//! at the window start) and holds every controlled body's buttons as
//! `keys`. It loads the same map (`Scenario::map_toml`).

use crate::keys::write_keys;
use crate::movespec::{write_move_state, write_move_tables};
use crate::state::State;
use crate::values::toml_str;
use crate::world::World;
use std::fmt::Write;
use tilestep::Buttons;

/// Exact px of a subpixel value: `v / 256` in decimal (at most 8 digits
/// after the point, so parsing rounds back to `v`).
pub fn px(v: i32) -> String {
    let s = format!("{}", f64::from(v) / 256.0);
    if s.contains('.') {
        s
    } else {
        format!("{s}.0")
    }
}

fn pair(x: i32, y: i32) -> String {
    format!("[{}, {}]", px(x), px(y))
}

impl World {
    /// The recorded frames ([`World::record`]) as a scenario TOML that
    /// `tilestep sim` runs from the state at the window's start to the state
    /// now. With no recording, or nothing recorded yet, a scenario of 0
    /// frames at the state now ([`World::state_toml`]).
    pub fn capture_toml(&self) -> String {
        match &self.rec {
            Some(r) if !r.states.is_empty() => {
                let after = r.states.iter().skip(1).chain([self.state()]);
                self.toml_from(&r.states[0], after.collect())
            }
            _ => self.state_toml(),
        }
    }

    /// The state now as a scenario of 0 frames (a world can go on from it,
    /// with other settings).
    pub fn state_toml(&self) -> String {
        self.toml_from(self.state(), Vec::new())
    }

    /// The scenario from `start` through the frames that ended in the
    /// states `after` (their `Live::held` are the buttons of each frame).
    fn toml_from(&self, start: &State, after: Vec<&State>) -> String {
        let sc = self.scenario();
        let frames = after.len();
        let f0 = start.frame;
        let mut o = String::new();
        let _ = writeln!(
            o,
            "# A capture: frames {}..={} of {} (tilestep {}).\n# Replay: tilestep sim THIS_FILE",
            f0 + 1,
            f0 + frames as u32,
            sc.file,
            env!("CARGO_PKG_VERSION")
        );
        let _ = writeln!(o, "frames = {frames}");
        o.push_str(&sc.map_toml);
        for tag in 0..=tilestep::MAX_TAG {
            if let Some(b) = sc.behaviours.get(tag) {
                let _ = writeln!(o, "\n[[behaviour]]\ntag = {tag}\n{}", behaviour(b));
            }
        }
        for (i, spec) in sc.solids.iter().enumerate() {
            let s = &start.solids[i];
            let r = &start.routes[i];
            let _ = writeln!(o, "\n[[solid]]\nname = {}", toml_str(&spec.name));
            let kind = s.kind.name();
            let _ = writeln!(o, "kind = \"{kind}\"\npos = {}", pair(s.pos.x.0, s.pos.y.0));
            let _ = writeln!(o, "size = [{}, {}]", s.size.w().0, s.size.h().0);
            if let Some(t) = s.tag {
                let _ = writeln!(o, "tag = {t}");
            }
            if spec.route.points.len() > 1 {
                let w: Vec<String> = spec.route.points[1..]
                    .iter()
                    .map(|p| pair(p.x.0, p.y.0))
                    .collect();
                let _ = writeln!(o, "waypoints = [{}]", w.join(", "));
                let _ = writeln!(o, "speed = {}", px(spec.route.speed.0));
            }
            let _ = writeln!(
                o,
                "loop = \"{}\"\nwait = {}",
                spec.route.looping.name(),
                spec.route.wait
            );
            let sf = spec.start_frame.saturating_sub(f0).max(1);
            let _ = writeln!(o, "start_frame = {sf}");
            let p0 = spec.route.points[0];
            let _ = writeln!(o, "origin = {}", pair(p0.x.0, p0.y.0));
            let _ = writeln!(
                o,
                "heading = {}\nreturning = {}\nwaiting = {}\narrived = {}",
                r.heading, r.returning, r.waiting, r.arrived
            );
        }
        for (j, spec) in sc.bodies.iter().enumerate() {
            let b = &start.bodies[j];
            let l = &start.live[j];
            let _ = writeln!(o, "\n[[body]]\nname = {}", toml_str(&spec.name));
            let _ = writeln!(o, "size = [{}, {}]", b.size.w().0, b.size.h().0);
            let _ = writeln!(o, "start = {}", pair(b.pos.x.0, b.pos.y.0));
            let _ = writeln!(o, "velocity = {}", pair(b.vel.x.0, b.vel.y.0));
            let _ = writeln!(o, "standing = {}", b.standing);
            if b.since_standing != 0 {
                let _ = writeln!(o, "since_standing = {}", b.since_standing);
            }
            let _ = writeln!(o, "core = \"{}\"", b.core.name());
            for (key, on) in [
                ("inherit", b.inherit),
                ("solid", spec.solid && !spec.pushable),
                ("pushable", spec.pushable),
            ] {
                if on {
                    let _ = writeln!(o, "{key} = true");
                }
            }
            if spec.pushable {
                let _ = writeln!(o, "push_speed = {}", px(spec.push_speed));
                if let Some(p) = l.push {
                    let _ = writeln!(o, "pushed = {}", px(p));
                }
            }
            match (&l.control, &spec.control) {
                (Some(c), Some(cs)) => {
                    // Only the sign counts for a controlled body; a zero
                    // magnitude would read as no gravity.
                    let g = c.config.gravity.0.max(1) * b.gravity.sign();
                    let _ = writeln!(o, "gravity = {}", px(g));
                    let keys: Vec<Buttons> = after.iter().map(|s| s.live[j].held).collect();
                    o.push_str(&controller_toml(cs.preset, c, &l.fx, &keys));
                }
                _ => {
                    let _ = writeln!(o, "gravity = {}", px(l.g));
                    let _ = writeln!(o, "max_fall = {}", px(spec.max_fall));
                    o.push_str(&phases_toml(spec, l, f0));
                }
            }
        }
        o
    }
}

fn behaviour(b: tilestep::Behaviour) -> String {
    use tilestep::Behaviour as B;
    match b {
        B::Spring { speed } => format!("kind = \"spring\"\nspeed = {}", px(speed.0)),
        B::Spikes => "kind = \"spikes\"".into(),
        B::Ice { percent } => format!("kind = \"ice\"\npercent = {percent}"),
        B::Conveyor { speed } => format!("kind = \"conveyor\"\nspeed = {}", px(speed.0)),
        B::Ladder => "kind = \"ladder\"".into(),
        B::Water => "kind = \"water\"".into(),
        _ => "kind = \"unknown\"".into(),
    }
}

fn controller_toml(
    preset: &str,
    c: &tilestep::Controller,
    fx: &tilestep::Effects,
    keys: &[Buttons],
) -> String {
    let k = &c.config;
    let mut o = format!("\n[body.controller]\npreset = \"{preset}\"\n");
    for (name, v) in [
        ("max_run", k.max_run),
        ("accel", k.accel),
        ("turn", k.turn),
        ("friction", k.friction),
        ("air_accel", k.air_accel),
        ("air_friction", k.air_friction),
        ("gravity", k.gravity),
        ("held_gravity", k.held_gravity),
        ("max_fall", k.max_fall),
        ("jump_speed", k.jump_speed),
        ("jump_cut", k.jump_cut),
        ("climb_speed", k.climb_speed),
    ] {
        let _ = writeln!(o, "{name} = {}", px(v.0));
    }
    let _ = writeln!(
        o,
        "coyote_frames = {}\nbuffer_frames = {}\nflip_in_air = {}\ncorner_correction = {}\nledge_assist = {}",
        k.coyote_frames,
        k.buffer_frames,
        k.flip_in_air,
        k.assists.corner_correction,
        k.assists.ledge_assist
    );
    let _ = writeln!(o, "keys = '''\n{}\n'''", write_keys(keys));
    write_move_tables(&mut o, k);
    let s = &c.state;
    let _ = writeln!(
        o,
        "\n[body.controller.state]\nprev = \"{}\"\ncoyote = {}\nbuffer = {}\njumping = {}\nclimbing = {}\nsurface = {}",
        s.prev.letters().as_str(),
        s.coyote,
        s.buffer,
        s.jumping,
        s.climbing,
        px(s.surface.0)
    );
    if let Some(row) = s.drop_from {
        let _ = writeln!(o, "drop_from = {}", row.0);
    }
    if let Some(b) = fx.bounce {
        let _ = writeln!(o, "bounce = {}", px(b.0));
    }
    let _ = writeln!(
        o,
        "traction = {}\nsurface_speed = {}\nladder = {}\nhurt = {}",
        fx.traction,
        px(fx.surface_speed.0),
        fx.ladder,
        fx.hurt
    );
    write_move_state(&mut o, &s.moves, fx);
    o
}

/// A scripted body's input phases from frame `f0 + 1` on: the phase then
/// current, cut to what is left of it (without its first-frame jump and
/// flip when it began earlier), then the rest.
fn phases_toml(spec: &crate::scenario::BodySpec, l: &crate::state::Live, f0: u32) -> String {
    let mut o = String::new();
    let f = f0 + 1;
    let mut now = l.clone();
    let Some((_, first)) = crate::world::phase_for(spec, &mut now, f) else {
        return o;
    };
    let (p, start) = (now.phase, now.phase_start);
    for (i, ph) in spec.phases.iter().enumerate().skip(p) {
        let mut ph = ph.clone();
        if i == p && !first {
            ph.frames = (start.saturating_add(ph.frames).saturating_sub(f)).max(1);
            ph.jump = None;
            ph.flip_gravity = false;
        }
        let _ = writeln!(o, "\n[[body.input]]\nframes = {}", ph.frames);
        match ph.vx {
            Some(vx) => {
                let _ = writeln!(o, "vx = {}", px(vx));
            }
            None => {
                let _ = writeln!(o, "ax = {}", px(ph.ax));
            }
        }
        if let Some(j) = ph.jump {
            let _ = writeln!(o, "jump = {}", px(j));
        }
        let _ = writeln!(o, "drop = {}\nflip_gravity = {}", ph.drop, ph.flip_gravity);
    }
    o
}

#[cfg(test)]
mod tests {
    use super::px;

    #[test]
    fn px_is_exact() {
        for v in [-70000, -257, -1, 0, 1, 255, 256, 384, 1 << 29] {
            let s = px(v);
            let back = (s.parse::<f64>().unwrap() * 256.0).round() as i32;
            assert_eq!(back, v, "{s}");
        }
        assert_eq!(px(384), "1.5");
        assert_eq!(px(512), "2.0");
    }
}
