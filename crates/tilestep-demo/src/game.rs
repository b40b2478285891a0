//! The game: a [`World`] (the CLI's frame loop, so what is played here
//! replays in `tilestep sim` bit for bit), the player in it, the preset,
//! the level's enemy (see [`crate::chaser`]), and the commands that rebuild
//! the world (reset, preset switch, the enemy on or off). [`Game::save`]
//! and [`Game::restore`] copy the whole state that steps (the world, the
//! enemy's follower): the same future follows a restore.

use crate::args::Preset;
use crate::chaser::{self, Chaser};
use crate::moves_view::MovesView;
use crate::snapshot::Snapshot;
use std::sync::Arc;
use tilestep::{Buttons, Controller, Effects};
use tilestep_nav::{FollowStatus, NavGraph};
use tilestep_scenario::body_spec::BodySpec;
use tilestep_scenario::controlspec::ControlSpec;
use tilestep_scenario::scenario::{parse, Scenario};
use tilestep_scenario::world::World;

/// Frames a capture holds: the last 10 s at 60 Hz.
pub const CAPTURE_FRAMES: usize = 600;

/// A scenario being played.
pub struct Game {
    /// The scenario as loaded (preset applied): what reset goes back to.
    base: Scenario,
    /// The name scenario text is parsed as (errors, relative map files).
    origin: String,
    /// The world now.
    world: World,
    /// The player's body index.
    player: usize,
    /// The player's preset now.
    preset: Preset,
    /// Frames stepped before the world was last rebuilt by a preset switch
    /// (so the frame count runs on across a switch; a reset zeroes it).
    frame_base: u32,
    /// The level's enemy, if it has one (on or off).
    enemy: Option<Enemy>,
    /// The enemy's chase while it is on.
    chaser: Option<Chaser>,
}

/// The level's enemy: its body as the level gives it (to put it back when
/// it is switched on) and the graph of its kind on the level's map (the
/// demo edits no tiles: it is built again with each level only).
struct Enemy {
    spec: BodySpec,
    graph: Arc<NavGraph>,
}

/// The state [`Game::save`] copies: everything that steps. (No key saves
/// or restores yet: the tests check that a restore has the same future,
/// for a rewind or a rollback to build on.)
#[derive(Clone, Debug)]
#[cfg_attr(not(test), allow(dead_code))]
pub struct Saved {
    world: World,
    chaser: Option<Chaser>,
    frame_base: u32,
    preset: Preset,
}

impl Game {
    /// Parses `text` as scenario `origin` and starts it. The player is the
    /// first body with a controller; with none, the first body that isn't
    /// pushable gets one. `preset` (when given) replaces the player's.
    /// `Err`: the error line for stderr.
    pub fn new(origin: &str, text: &str, preset: Option<Preset>) -> Result<Game, String> {
        let mut sc = parse(origin, text).map_err(|e| e.to_string())?;
        let player = match sc.bodies.iter().position(|b| b.control.is_some()) {
            Some(p) => p,
            None => {
                let p = sc.bodies.iter().position(|b| !b.pushable).ok_or_else(|| {
                    format!("error: {origin}: no body the player can control (all are pushable)")
                })?;
                let pr = preset.unwrap_or(Preset::Celeste);
                sc.bodies[p].control = Some(ControlSpec {
                    preset: pr.name(),
                    controller: Controller::new(pr.config()),
                    fx: Effects::default(),
                    keys: Vec::new(),
                });
                p
            }
        };
        let current = sc.bodies[player]
            .control
            .as_ref()
            .and_then(|c| Preset::from_name(c.preset))
            .unwrap_or(Preset::Celeste);
        let preset = preset.unwrap_or(current);
        with_preset(&mut sc, player, preset);
        let world = recording(sc.clone());
        let found = chaser::find(&world, player);
        let enemy = found.and_then(|j| {
            Some(Enemy {
                spec: sc.bodies[j].clone(),
                graph: chaser::graph(&world, j)?,
            })
        });
        let chaser = found.map(|j| Chaser::new(&world, j, player));
        Ok(Game {
            base: sc,
            origin: origin.to_string(),
            world,
            player,
            preset,
            frame_base: 0,
            enemy,
            chaser,
        })
    }

    /// The world now.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// The player's body index.
    pub fn player(&self) -> usize {
        self.player
    }

    /// The preset now.
    pub fn preset(&self) -> Preset {
        self.preset
    }

    /// Frames stepped since the start (or the last reset).
    pub fn frame(&self) -> u32 {
        self.frame_base.saturating_add(self.world.frame())
    }

    /// Steps one simulation frame with the player holding `held` (and the
    /// enemy, when on, what its follower presses).
    pub fn step(&mut self, held: Buttons) {
        let mut live = vec![(self.player, held)];
        if let (Some(c), Some(e)) = (self.chaser.as_mut(), &self.enemy) {
            live.push((c.body(), c.buttons(&e.graph, &self.world, self.player)));
        }
        self.world.step(&live);
    }

    /// Back to the scenario's start (with the preset now; the enemy stays
    /// on or off, its chase starts again).
    pub fn reset(&mut self) {
        let mut sc = self.base.clone();
        with_preset(&mut sc, self.player, self.preset);
        if self.chaser.is_none() {
            without_enemy(&mut sc, self.player);
        }
        self.world = recording(sc);
        self.chaser = chaser::find(&self.world, self.player)
            .map(|j| Chaser::new(&self.world, j, self.player));
        self.frame_base = 0;
    }

    /// The enemy's chase, while it is on.
    pub fn chaser(&self) -> Option<&Chaser> {
        self.chaser.as_ref()
    }

    /// The enemy's graph (the level's, built once).
    pub fn enemy_graph(&self) -> Option<&NavGraph> {
        self.enemy.as_ref().map(|e| &*e.graph)
    }

    /// The enemy's follower status, while it is on.
    pub fn enemy_status(&self) -> Option<FollowStatus> {
        self.chaser.as_ref().map(Chaser::status)
    }

    /// The enemy for the HUD: `off`, or its follower's status in words
    /// (`following`, `arrived`, `no path (why)`); `None` without one.
    pub fn enemy_text(&self) -> Option<String> {
        self.enemy.as_ref()?;
        Some(
            self.enemy_status()
                .map_or("off".to_string(), chaser::status_text),
        )
    }

    /// The web page's JSON: the player's ([`Snapshot::json`]) with
    /// `"enemy"` added ([`chaser::json`]: `null` when off or none).
    pub fn page_json(&self) -> String {
        let mut s = self.snapshot().json();
        s.pop(); // the object's closing brace
        s.push_str(",\"enemy\":");
        s.push_str(&chaser::json(self.chaser.as_ref(), &self.world));
        s.push('}');
        s
    }

    /// Switches the enemy off (its body leaves the world) or on (back at
    /// its start, chasing afresh), where the game is now: like a preset
    /// switch, the world goes on from a capture of this instant, so the
    /// capture window starts again. `Ok(on)`: whether it is on now; `Err`:
    /// the level has none (or the capture did not parse, not expected).
    pub fn toggle_enemy(&mut self) -> Result<bool, String> {
        let Some(enemy) = &self.enemy else {
            return Err("no enemy on this level".to_string());
        };
        let mut sc = parse(&self.origin, &self.world.state_toml()).map_err(|e| e.to_string())?;
        with_preset(&mut sc, self.player, self.preset);
        match self.chaser {
            Some(_) => without_enemy(&mut sc, self.player),
            None => sc.bodies.push(enemy.spec.clone()),
        }
        self.frame_base = self.frame();
        self.world = recording(sc);
        let on = self.chaser.is_none();
        self.chaser = chaser::find(&self.world, self.player)
            .filter(|_| on)
            .map(|j| Chaser::new(&self.world, j, self.player));
        Ok(on)
    }

    /// A copy of the state that steps: [`Game::restore`] goes back to it,
    /// and the same buttons then give the same frames, bit for bit.
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn save(&self) -> Saved {
        Saved {
            world: self.world.clone(),
            chaser: self.chaser.clone(),
            frame_base: self.frame_base,
            preset: self.preset,
        }
    }

    /// Goes back to `saved` (taken from this game, on this level).
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn restore(&mut self, saved: &Saved) {
        self.world = saved.world.clone();
        self.chaser = saved.chaser.clone();
        self.frame_base = saved.frame_base;
        self.preset = saved.preset;
    }

    /// Switches the player's preset where it is now: the world continues
    /// from a capture of this instant with the new numbers, so the capture
    /// window starts again here. `Err` (not expected: the capture is the
    /// CLI's own output) leaves the game as it was.
    pub fn switch(&mut self, preset: Preset) -> Result<(), String> {
        if preset == self.preset {
            return Ok(());
        }
        let text = self.world.state_toml();
        let mut sc = parse(&self.origin, &text).map_err(|e| e.to_string())?;
        with_preset(&mut sc, self.player, preset);
        self.frame_base = self.frame();
        self.world = recording(sc);
        self.preset = preset;
        Ok(())
    }

    /// The last frames (at most [`CAPTURE_FRAMES`], since the last reset
    /// or preset switch) as a scenario that `tilestep sim` replays.
    pub fn capture(&self) -> String {
        self.world.capture_toml()
    }

    /// The player's state now.
    pub fn snapshot(&self) -> Snapshot<'_> {
        let w = &self.world;
        let p = self.player;
        Snapshot {
            frame: self.frame(),
            name: w.body_name(p),
            body: &w.bodies()[p],
            contacts: &w.contacts()[p],
            ground: w.grounds()[p],
            squished: w.squished(p),
            climbing: w.controller(p).is_some_and(|c| c.state.climbing),
            preset: self.preset.name(),
            moves: w.controller(p).map_or(MovesView::default(), MovesView::of),
        }
    }
}

/// A world of `sc` that records the last [`CAPTURE_FRAMES`] frames.
fn recording(sc: Scenario) -> World {
    let mut w = World::new(sc);
    w.record(CAPTURE_FRAMES);
    w
}

/// Takes the enemy's body out of `sc` (the player's stays).
fn without_enemy(sc: &mut Scenario, player: usize) {
    let enemy = sc
        .bodies
        .iter()
        .enumerate()
        .position(|(j, b)| j != player && b.name == chaser::NAME && b.control.is_some());
    if let Some(j) = enemy {
        sc.bodies.remove(j);
    }
}

/// Gives body `player` of `sc` the numbers of `preset` (its controller
/// state is kept).
fn with_preset(sc: &mut Scenario, player: usize, preset: Preset) {
    if let Some(c) = sc.bodies.get_mut(player).and_then(|b| b.control.as_mut()) {
        c.preset = preset.name();
        c.controller.config = preset.config();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::{TOUR, TOUR_NAME};

    fn tour() -> Game {
        Game::new(TOUR_NAME, TOUR, None).unwrap()
    }

    #[test]
    fn the_tour_starts_standing_at_the_left() {
        let g = tour();
        let s = g.snapshot();
        assert_eq!(s.name, "player");
        assert_eq!((s.body.pos.x.0, s.body.pos.y.0), (40 * 256, 336 * 256));
        assert!(s.body.standing);
        assert_eq!(g.preset(), Preset::Celeste);
    }

    #[test]
    fn captures_replay_to_the_same_state() {
        let mut g = tour();
        let keys = tilestep_scenario::keys::parse_keys("R*60 RJ*14 R*10 -*20 D*20 L*30").unwrap();
        for &k in &keys {
            g.step(k);
        }
        let text = g.capture();
        let sc = parse("capture.toml", &text).unwrap();
        let mut replay = World::new(sc);
        for _ in 0..keys.len() {
            replay.step(&[]);
        }
        assert_eq!(replay.bodies(), g.world().bodies());
    }

    #[test]
    fn switching_presets_keeps_the_place() {
        let mut g = tour();
        for _ in 0..30 {
            g.step(Buttons::RIGHT);
        }
        let before = *g.snapshot().body;
        g.switch(Preset::Nes).unwrap();
        assert_eq!(g.preset(), Preset::Nes);
        let after = *g.snapshot().body;
        // `ground` comes back with the next step; the rest is as it was.
        assert_eq!(
            (after.pos, after.vel, after.standing),
            (before.pos, before.vel, true)
        );
        assert_eq!(g.frame(), 30);
        let c = g.world().controller(g.player()).unwrap();
        assert_eq!(c.config, tilestep::ControllerConfig::NES_LIKE);
        g.step(Buttons::RIGHT);
        assert_eq!(g.frame(), 31);
        g.reset();
        assert_eq!(g.frame(), 0);
        assert_eq!(g.snapshot().body.pos.x.0, 40 * 256);
        assert_eq!(g.preset(), Preset::Nes);
    }

    #[test]
    fn a_scenario_without_a_controller_gets_one() {
        let text = "frames = 10\nmap = '''\n....\n####\n'''\n[[body]]\nsize = [12, 24]\nstart = [24, 16]\n";
        let mut g = Game::new("s.toml", text, Some(Preset::Nes)).unwrap();
        assert_eq!(g.player(), 0);
        g.step(Buttons::RIGHT);
        assert!(g.snapshot().body.vel.x.0 > 0);
        let e = Game::new("bad.toml", "frames = 1\nmap = 3\n", None)
            .err()
            .unwrap();
        assert!(e.contains("bad.toml:2"), "{e}");
    }
}
