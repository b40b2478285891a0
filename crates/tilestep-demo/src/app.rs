//! The main loop: commands, fixed-rate simulation frames, drawing, and the
//! files written at exit.

use crate::args::Args;
use crate::camera::View;
use crate::clock::FixedClock;
use crate::draw_bodies::Look;
use crate::game::Game;
use crate::hud::{self, Message};
use crate::input::{self, Command};
use crate::script::Script;
use crate::source::BUILT_IN;
use crate::{draw_bodies, draw_map, overlay, publish};
use macroquad::prelude::{
    clear_background, get_frame_time, get_screen_data, get_time, is_quit_requested, next_frame,
    prevent_quit, screen_height, screen_width,
};

/// How a run ended: the process exit code.
pub type Code = i32;

/// Everything the loop keeps between rendered frames.
struct App {
    game: Game,
    script: Option<Script>,
    overlay: bool,
    /// Simulation frames stepped since launch (what `--frames` counts).
    stepped: u64,
    /// The player's last horizontal direction, for drawing.
    facing: i32,
    message: Message,
    clock: FixedClock,
    /// The built-in level playing ([`crate::source::BUILT_IN`]); `None`: a
    /// file from the command line.
    level: Option<usize>,
}

/// Runs the game until Esc, the window closing or `--frames`; writes the
/// outputs `args` asks for. Returns the exit code.
pub async fn run(args: Args, game: Game, script: Option<Script>) -> Code {
    prevent_quit();
    let mut app = App {
        game,
        script,
        overlay: args.overlay,
        stepped: 0,
        facing: 1,
        message: Message::default(),
        clock: FixedClock::default(),
        level: args.file.is_none().then_some(0),
    };
    let limit = args.frames;
    loop {
        let mut quit = is_quit_requested();
        for c in input::commands() {
            quit |= app.command(c);
        }
        let due = if app.script.is_some() {
            1
        } else {
            u64::from(app.clock.advance(f64::from(get_frame_time())))
        };
        for _ in 0..due {
            if limit.is_some_and(|n| app.stepped >= n) {
                break;
            }
            app.step();
        }
        app.draw();
        if quit || limit.is_some_and(|n| app.stepped >= n) {
            return app.finish(&args);
        }
        next_frame().await;
    }
}

impl App {
    /// Steps one simulation frame (script or keyboard).
    fn step(&mut self) {
        let held = match &self.script {
            Some(s) => s.at(self.stepped),
            None => input::held(),
        };
        self.game.step(held);
        self.stepped += 1;
        let vx = self.game.snapshot().body.vel.x.0;
        if vx != 0 {
            self.facing = vx.signum();
        }
        if publish::ENABLED {
            publish::publish(&self.game.page_json());
        }
    }

    /// Carries out a command; true to quit. A script run ignores the
    /// commands that would change the simulation (reset, presets).
    fn command(&mut self, c: Command) -> bool {
        let scripted = self.script.is_some();
        match c {
            // A web page has nothing to quit to.
            Command::Quit => return !cfg!(target_arch = "wasm32"),
            Command::Overlay => self.overlay = !self.overlay,
            Command::Capture => {
                let text = self.game.capture();
                let msg = save_capture(&text);
                self.message.show(msg, get_time());
            }
            Command::Reset if !scripted => self.game.reset(),
            Command::Level if !scripted => self.next_level(),
            Command::Enemy if !scripted => {
                let msg = match self.game.toggle_enemy() {
                    Ok(on) => format!(
                        "enemy {} (capture window starts again)",
                        if on { "on" } else { "off" }
                    ),
                    Err(e) => e,
                };
                self.message.show(msg, get_time());
            }
            Command::Preset(p) if !scripted => {
                let msg = match self.game.switch(p) {
                    Ok(()) => format!("preset {} (capture window starts again)", p.name()),
                    Err(e) => e,
                };
                self.message.show(msg, get_time());
            }
            _ => {}
        }
        false
    }

    /// Starts the next built-in level (the first after a file), with its
    /// own preset; an error (not expected: the levels are tested) leaves
    /// the game as it was and shows it.
    fn next_level(&mut self) {
        let i = self.level.map_or(0, |i| (i + 1) % BUILT_IN.len());
        let (name, text) = BUILT_IN[i];
        let msg = match Game::new(name, text, None) {
            Ok(g) => {
                self.game = g;
                self.level = Some(i);
                self.facing = 1;
                format!("level {name}")
            }
            Err(e) => e,
        };
        self.message.show(msg, get_time());
    }

    /// Draws one rendered frame.
    fn draw(&self) {
        clear_background(crate::palette::OUTSIDE);
        let w = self.game.world();
        let map = w.map();
        let p = self.game.player();
        let me = &w.bodies()[p];
        let r = me.rect();
        let t = map.tile_size().px();
        let v = View::follow(
            screen_width() as i32,
            screen_height() as i32,
            me.sensor_x().0,
            (r.top.0 + r.bottom.0) / 2,
            map.width() * t,
            map.height() * t,
        );
        draw_map::draw_map(&v, map, &w.scenario().behaviours, self.game.frame());
        draw_bodies::draw_solids(&v, w.solids());
        let dashing = self.game.snapshot().moves.dashing;
        let enemy = self.game.chaser().map(|c| c.body());
        for (j, b) in w.bodies().iter().enumerate() {
            let spec = &w.scenario().bodies[j];
            let (look, facing) = if j == p && dashing {
                (Look::Dashing, self.facing)
            } else if j == p {
                (Look::Player, self.facing)
            } else if Some(j) == enemy {
                (Look::Enemy, b.vel.x.0.signum())
            } else if spec.solid || spec.pushable {
                (Look::Stone, 1)
            } else {
                (Look::Other, b.vel.x.0.signum())
            };
            draw_bodies::draw_body(&v, b, look, facing);
        }
        if self.overlay {
            for b in w.bodies() {
                overlay::draw_shapes(&v, b);
            }
            self.draw_enemy_track(&v);
        }
        let script = self.script.as_ref().map(|s| (self.stepped, s.len()));
        let enemy = self.game.enemy_text();
        let status = hud::status(
            self.game.preset().name(),
            self.game.frame(),
            script,
            enemy.as_deref(),
        );
        let h = hud::draw(&status, self.message.at(get_time()));
        if self.overlay {
            let ctl = w.controller(p).map(|c| &c.state);
            overlay::draw_panel(0.0, h + 4.0, &self.game.snapshot(), ctl);
        }
    }

    /// Draws the enemy's plan (overlay), from where the plan was made.
    fn draw_enemy_track(&self, v: &View) {
        let (Some(c), Some(g)) = (self.game.chaser(), self.game.enemy_graph()) else {
            return;
        };
        let w = self.game.world();
        let h = w.bodies()[c.body()].size.h().0;
        draw_bodies::draw_track(v, &c.track(g, w), h);
    }

    /// Writes the outputs at exit and prints the final lines (the state,
    /// then the moves); the exit code.
    fn finish(&self, args: &Args) -> Code {
        let mut code = 0;
        let mut fail = |e: String| {
            eprintln!("error: {e}");
            code = 2;
        };
        if let Some(path) = &args.screenshot {
            let img = get_screen_data();
            let (w, h) = (u32::from(img.width), u32::from(img.height));
            if let Err(e) = crate::screenshot::write_png(path, w, h, &img.bytes) {
                fail(e);
            }
        }
        if let Some(path) = &args.capture {
            if let Err(e) = std::fs::write(path, self.game.capture()) {
                fail(format!("{path}: {e}"));
            }
        }
        let snap = self.game.snapshot();
        if let Some(path) = &args.state {
            if let Err(e) = std::fs::write(path, snap.csv()) {
                fail(format!("{path}: {e}"));
            }
        }
        println!("{}", snap.final_line());
        println!("final {}", snap.moves.line());
        code
    }
}

/// Writes a capture to a fresh file in the working folder (native) or
/// offers it as a download and logs it (web); returns the message for the
/// HUD.
fn save_capture(text: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        macroquad::logging::info!("{}", text);
        crate::publish::download(text);
        "capture downloaded as tilestep-capture.toml (and in the console)".to_string()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        match crate::capture_file::write_new(std::path::Path::new("."), text) {
            Ok(path) => {
                println!("capture: {path}");
                format!("capture: {path}  (replay: tilestep sim {path})")
            }
            Err(e) => {
                eprintln!("error: {e}");
                format!("capture failed: {e}")
            }
        }
    }
}
