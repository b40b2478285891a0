//! `tilestep-demo`: a playable tilestep level in a window (native and
//! wasm32). See the crate README for the controls and the command line.
//!
//! The simulation is the scenario crate's [`tilestep_scenario::world::World`], stepped at a
//! fixed 60 Hz (exactly one frame per rendered frame with `--script`), so
//! what is played here replays in `tilestep sim` bit for bit.
#![deny(unsafe_code)]
#![deny(missing_docs)]

mod app;
mod args;
mod camera;
#[cfg(not(target_arch = "wasm32"))]
mod capture_file;
mod chaser;
#[cfg(test)]
mod chaser_tests;
mod clock;
mod core_px;
mod draw_bodies;
mod draw_map;
mod game;
mod hud;
mod input;
#[cfg(test)]
mod moves_level_tests;
mod moves_view;
mod overlay;
mod palette;
mod publish;
mod screenshot;
mod script;
mod shapes;
mod snapshot;
mod source;
#[cfg(test)]
mod test_dir;
mod text;
#[cfg(test)]
mod tour_tests;

use macroquad::window::Conf;

/// The window: 960x540, resizable, 4x MSAA off (pixel art).
fn window_conf() -> Conf {
    Conf {
        window_title: "tilestep demo".to_string(),
        window_width: 960,
        window_height: 540,
        window_resizable: true,
        high_dpi: false,
        sample_count: 1,
        ..Default::default()
    }
}

/// Parses the command line and loads the game; `Err` is the message for
/// stderr (exit 2). On wasm32 there is no command line: the tour.
fn setup() -> Result<(args::Args, game::Game, Option<script::Script>), String> {
    #[cfg(target_arch = "wasm32")]
    let a = args::Args::default();
    #[cfg(not(target_arch = "wasm32"))]
    let a = args::parse(std::env::args().skip(1))
        .map_err(|e| format!("error: {e}\n{}", args::USAGE))?;
    if a.help {
        println!("{}", args::USAGE);
        std::process::exit(0);
    }
    let preset = a.preset.unwrap_or(args::Preset::Celeste).name();
    let src = source::load(a.file.as_deref(), a.level.as_deref(), preset)
        .map_err(|e| format!("error: {e}"))?;
    let game = game::Game::new(&src.origin, &src.text, a.preset)?;
    let script = match &a.script {
        Some(path) => {
            let text = source::read_text(path).map_err(|e| format!("error: {e}"))?;
            Some(script::Script::parse(path, &text).map_err(|e| format!("error: {e}"))?)
        }
        None => None,
    };
    Ok((a, game, script))
}

/// Loads everything first (errors need no window), then opens the window.
fn main() {
    let (a, game, script) = match setup().and_then(|x| display_check().map(|()| x)) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            exit(2);
            return;
        }
    };
    macroquad::Window::from_config(window_conf(), async move {
        let code = app::run(a, game, script).await;
        exit(code);
    });
}

/// On Linux and the BSDs, a window needs an X11 or Wayland display: say so
/// instead of letting the window library panic.
fn display_check() -> Result<(), String> {
    let unix_desktop = cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "ios"),
        not(target_os = "android")
    ));
    let has = |v: &str| std::env::var_os(v).is_some_and(|s| !s.is_empty());
    if unix_desktop && !has("DISPLAY") && !has("WAYLAND_DISPLAY") {
        return Err(
            "error: no display (DISPLAY and WAYLAND_DISPLAY are unset); \
                    run it on a desktop, or headless under xvfb-run"
                .to_string(),
        );
    }
    Ok(())
}

/// Ends the process with `code` (native). On the web there is no process
/// to end: the page stays.
fn exit(code: app::Code) {
    #[cfg(not(target_arch = "wasm32"))]
    std::process::exit(code);
    #[cfg(target_arch = "wasm32")]
    macroquad::logging::error!("tilestep-demo stopped (code {})", code);
}
