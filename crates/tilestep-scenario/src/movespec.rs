//! The controller's optional moves in a scenario: the tables
//! `[body.controller.wall]`, `.dash`, `.grab`, `.ledge`, `.crouch` and
//! `.swim` (each key a field of the core's `WallMoves`, `DashMoves`, ...,
//! in the scenario's units), and the moves' memory and the water effects
//! in `[body.controller.state]`. Documented in `docs/scenarios.md`
//! ("Controlled bodies", "Captures").
//!
//! One table of [`Field`]s per struct drives both directions: parsing a
//! scenario ([`apply_move_tables`], [`apply_move_state`]) and writing a
//! capture ([`write_move_tables`], [`write_move_state`]), so a key can't be
//! read without being written.

use crate::capture::px;
use crate::controlspec::{signed_speed, small, speed};
use crate::error::InputError;
use crate::raw::{RawController, RawControllerState, RawMoveTable, Val};
use crate::values::{boolean, int_list, integer, Src};
use std::fmt::Write;
use tilestep::{ControllerConfig, Effects, MoveState, Px, Subpx, MAX_BODY_PX, WORLD_LIMIT_PX};

/// Where one key's value goes, and how it is checked and written.
#[derive(Debug)]
pub enum Slot<'a> {
    /// A speed or acceleration: px/frame (px/frame²), 0 to 127.
    Speed(&'a mut Subpx),
    /// A signed speed or acceleration: px/frame (px/frame²), within ±127.
    SignedSpeed(&'a mut Subpx),
    /// Frames or a small count: a whole number, 0 to 255.
    Count(&'a mut u8),
    /// Stamina points: a whole number, 0 to 65535.
    Points(&'a mut u16),
    /// A height in whole px, 0 to 4096 (the largest body side).
    Height(&'a mut Px),
    /// true or false.
    Flag(&'a mut bool),
    /// A side: -1, 0 or 1.
    Side(&'a mut i8),
    /// A direction on screen: `[x, y]`, each -1, 0 or 1.
    Direction(&'a mut (i8, i8)),
    /// A row or column in whole px, within the world's limit.
    Coord(&'a mut Px),
    /// A row or column in whole px, or none when the key is absent.
    MaybeCoord(&'a mut Option<Px>),
}

/// One key: its name and where its value goes.
pub type Field<'a> = (&'static str, Slot<'a>);

impl Slot<'_> {
    /// Checks `v` (the value of `key`) and stores it.
    pub fn read(&mut self, src: Src, key: &str, v: &Val) -> Result<(), InputError> {
        let lim = i64::from(WORLD_LIMIT_PX);
        match self {
            Slot::Speed(s) => **s = speed(src, key, v)?,
            Slot::SignedSpeed(s) => **s = Subpx(signed_speed(src, key, v)?),
            Slot::Count(n) => **n = small(src, key, v)?,
            Slot::Points(n) => **n = integer(src, key, v, 0..65536)? as u16,
            Slot::Height(h) => {
                **h = Px(integer(src, key, v, 0..i64::from(MAX_BODY_PX) + 1)? as i32)
            }
            Slot::Flag(b) => **b = boolean(src, key, v)?,
            Slot::Side(d) => **d = integer(src, key, v, -1..2)? as i8,
            Slot::Direction(d) => {
                let xy = int_list(src, key, v, Some(2), -1..2)?;
                **d = (xy[0] as i8, xy[1] as i8);
            }
            Slot::Coord(c) => **c = Px(integer(src, key, v, -lim..lim + 1)? as i32),
            Slot::MaybeCoord(c) => **c = Some(Px(integer(src, key, v, -lim..lim + 1)? as i32)),
        }
        Ok(())
    }

    /// The value as the scenario writes it; `None` for an absent
    /// [`Slot::MaybeCoord`] (the key is left out).
    pub fn text(&self) -> Option<String> {
        Some(match self {
            Slot::Speed(s) | Slot::SignedSpeed(s) => px(s.0),
            Slot::Count(n) => n.to_string(),
            Slot::Points(n) => n.to_string(),
            Slot::Height(p) | Slot::Coord(p) => p.0.to_string(),
            Slot::Flag(b) => b.to_string(),
            Slot::Side(d) => d.to_string(),
            Slot::Direction((x, y)) => format!("[{x}, {y}]"),
            Slot::MaybeCoord(c) => c.as_ref()?.0.to_string(),
        })
    }
}

/// The move tables' names, in the order captures write them.
pub const MOVE_TABLES: [&str; 6] = ["wall", "dash", "grab", "ledge", "crouch", "swim"];

/// Each move table of `c`: its name and its keys, in the fields' order.
pub fn move_fields(c: &mut ControllerConfig) -> [(&'static str, Vec<Field<'_>>); 6] {
    use Slot::{Count, Flag, Height, Points, SignedSpeed, Speed};
    let ControllerConfig {
        wall,
        dash,
        grab,
        ledge,
        crouch,
        swim,
        ..
    } = c;
    let wall = vec![
        ("slide_max", Speed(&mut wall.slide_max)),
        ("slide_frames", Count(&mut wall.slide_frames)),
        ("jump_x", Speed(&mut wall.jump_x)),
        ("jump_lock", Count(&mut wall.jump_lock)),
        ("reach", Count(&mut wall.reach)),
        ("climb_jump", Flag(&mut wall.climb_jump)),
    ];
    let dash = vec![
        ("count", Count(&mut dash.count)),
        ("speed", Speed(&mut dash.speed)),
        ("frames", Count(&mut dash.frames)),
        ("end_speed", Speed(&mut dash.end_speed)),
        ("cooldown", Count(&mut dash.cooldown)),
        ("refill_delay", Count(&mut dash.refill_delay)),
    ];
    let grab = vec![
        ("stamina", Points(&mut grab.stamina)),
        ("tired", Points(&mut grab.tired)),
        ("reach", Count(&mut grab.reach)),
        ("up_speed", Speed(&mut grab.up_speed)),
        ("down_speed", Speed(&mut grab.down_speed)),
        ("slip_speed", Speed(&mut grab.slip_speed)),
        ("accel", Speed(&mut grab.accel)),
        ("up_cost", Points(&mut grab.up_cost)),
        ("still_cost", Points(&mut grab.still_cost)),
        ("jump_cost", Points(&mut grab.jump_cost)),
        ("hop_up", Speed(&mut grab.hop_up)),
        ("hop_x", Speed(&mut grab.hop_x)),
    ];
    let ledge = vec![
        ("hang", Flag(&mut ledge.hang)),
        ("climb_speed", Speed(&mut ledge.climb_speed)),
    ];
    let crouch = vec![
        ("height", Height(&mut crouch.height)),
        ("max_run", Speed(&mut crouch.max_run)),
    ];
    let swim = vec![
        ("stroke", Speed(&mut swim.stroke)),
        ("gravity", SignedSpeed(&mut swim.gravity)),
        ("max_sink", Speed(&mut swim.max_sink)),
        ("max_speed", Speed(&mut swim.max_speed)),
        ("drag", Speed(&mut swim.drag)),
    ];
    let [a, b, g, l, k, s] = MOVE_TABLES;
    [
        (a, wall),
        (b, dash),
        (g, grab),
        (l, ledge),
        (k, crouch),
        (s, swim),
    ]
}

/// The raw move tables of `[body.controller]`, in [`MOVE_TABLES`] order.
fn raw_tables(r: &RawController) -> [Option<&RawMoveTable>; 6] {
    [&r.wall, &r.dash, &r.grab, &r.ledge, &r.crouch, &r.swim]
        .map(|t| t.as_ref().map(|t| t.get_ref()))
}

/// Applies the move tables of `r` over the preset's values in `c`: each
/// key given overrides its field; a key the table doesn't have is an
/// error naming its line.
pub fn apply_move_tables(
    src: Src,
    r: &RawController,
    c: &mut ControllerConfig,
) -> Result<(), InputError> {
    for ((name, mut fields), raw) in move_fields(c).into_iter().zip(raw_tables(r)) {
        let Some(raw) = raw else { continue };
        // In file order, so the first bad key in the file is the one named.
        let mut keys: Vec<_> = raw.iter().collect();
        keys.sort_by_key(|(k, _)| k.span().start);
        for (k, v) in keys {
            let key = k.get_ref().as_str();
            let Some((_, slot)) = fields.iter_mut().find(|(n, _)| *n == key) else {
                let known: Vec<&str> = fields.iter().map(|(n, _)| *n).collect();
                return Err(src.err(
                    &k.span(),
                    format!(
                        "unknown key {key:?} in [body.controller.{name}] (its keys: {})",
                        known.join(", ")
                    ),
                ));
            };
            slot.read(src, key, v)?;
        }
    }
    Ok(())
}

/// Writes every move table of `c`, every key (a capture is self-contained
/// whatever the preset holds).
pub fn write_move_tables(o: &mut String, c: &ControllerConfig) {
    let mut c = *c;
    for (name, fields) in move_fields(&mut c) {
        let _ = writeln!(o, "\n[body.controller.{name}]");
        write_fields(o, &fields);
    }
}

fn write_fields(o: &mut String, fields: &[Field]) {
    for (key, slot) in fields {
        if let Some(t) = slot.text() {
            let _ = writeln!(o, "{key} = {t}");
        }
    }
}

/// The keys of `[body.controller.state]` for the moves' memory and the
/// water effects, in the fields' order.
pub fn move_state_fields<'a>(m: &'a mut MoveState, fx: &'a mut Effects) -> [Field<'a>; 18] {
    use Slot::{Coord, Count, Direction, Flag, Height, MaybeCoord, Points, Side};
    [
        ("facing", Side(&mut m.facing)),
        ("lock_frames", Count(&mut m.lock_frames)),
        ("lock_dir", Side(&mut m.lock_dir)),
        ("slide_frames", Count(&mut m.slide_frames)),
        ("dashes_spent", Count(&mut m.dashes_spent)),
        ("dash_frames", Count(&mut m.dash_frames)),
        ("dash_dir", Direction(&mut m.dash_dir)),
        ("dash_cooldown", Count(&mut m.dash_cooldown)),
        ("dash_refill", Count(&mut m.dash_refill)),
        ("stamina_spent", Points(&mut m.stamina_spent)),
        ("grab_dir", Side(&mut m.grab_dir)),
        ("hang_dir", Side(&mut m.hang_dir)),
        ("hang_row", Coord(&mut m.hang_row)),
        ("climb_to", MaybeCoord(&mut m.climb_to)),
        ("crouch_from", Height(&mut m.crouch_from)),
        ("in_water", Flag(&mut m.in_water)),
        ("water", Flag(&mut fx.water)),
        ("submerged", Flag(&mut fx.submerged)),
    ]
}

/// The values `r` gives for the keys of [`move_state_fields`], by name.
fn raw_move_state(r: &RawControllerState) -> [(&'static str, &Option<Val>); 18] {
    [
        ("facing", &r.facing),
        ("lock_frames", &r.lock_frames),
        ("lock_dir", &r.lock_dir),
        ("slide_frames", &r.slide_frames),
        ("dashes_spent", &r.dashes_spent),
        ("dash_frames", &r.dash_frames),
        ("dash_dir", &r.dash_dir),
        ("dash_cooldown", &r.dash_cooldown),
        ("dash_refill", &r.dash_refill),
        ("stamina_spent", &r.stamina_spent),
        ("grab_dir", &r.grab_dir),
        ("hang_dir", &r.hang_dir),
        ("hang_row", &r.hang_row),
        ("climb_to", &r.climb_to),
        ("crouch_from", &r.crouch_from),
        ("in_water", &r.in_water),
        ("water", &r.water),
        ("submerged", &r.submerged),
    ]
}

/// Applies the moves' memory and the water effects `r` gives.
pub fn apply_move_state(
    src: Src,
    r: &RawControllerState,
    m: &mut MoveState,
    fx: &mut Effects,
) -> Result<(), InputError> {
    let raw = raw_move_state(r);
    for (key, mut slot) in move_state_fields(m, fx) {
        if let Some((_, Some(v))) = raw.iter().find(|(k, _)| *k == key) {
            slot.read(src, key, v)?;
        }
    }
    Ok(())
}

/// Writes the moves' memory and the water effects, one key a line
/// (`climb_to` only when set).
pub fn write_move_state(o: &mut String, m: &MoveState, fx: &Effects) {
    let (mut m, mut fx) = (*m, *fx);
    write_fields(o, &move_state_fields(&mut m, &mut fx));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_key_has_its_raw_value() {
        let (mut m, mut fx) = (MoveState::default(), Effects::default());
        let names: Vec<&str> = move_state_fields(&mut m, &mut fx)
            .iter()
            .map(|(k, _)| *k)
            .collect();
        let raw = crate::raw::RawControllerState::default();
        let raw_names: Vec<&str> = raw_move_state(&raw).iter().map(|(k, _)| *k).collect();
        assert_eq!(names, raw_names);
    }

    /// A room with a pool (tag 1 water) and a player; `controller` is the
    /// text of its `[body.controller]` and sub-tables.
    fn room(controller: &str) -> String {
        format!(
            "frames = 0\nmap = \'\'\'\n........\n...ww...\n...ww...\n########\n\'\'\'\n\
             [legend]\n\"w\" = {{ kind = \"empty\", tag = 1 }}\n\n\
             [[behaviour]]\ntag = 1\nkind = \"water\"\n\n\
             [[body]]\nname = \"p\"\nsize = [12, 24]\nstart = [20, 48]\n\n\
             [body.controller]\n{controller}"
        )
    }

    fn config(sc: &crate::Scenario) -> ControllerConfig {
        sc.bodies[0].control.as_ref().unwrap().controller.config
    }

    #[test]
    fn a_move_table_overrides_the_preset_key_by_key() {
        let sc = crate::parse(
            "t.toml",
            &room(
                "preset = \"metroidvania\"\n\n[body.controller.wall]\nslide_max = 0.5\nclimb_jump = true\n\n\
                 [body.controller.swim]\ngravity = -0.25\n\n[body.controller.dash]\ncount = 2\n\n\
                 [body.controller.crouch]\nheight = 10\n",
            ),
        )
        .unwrap();
        let mut want = ControllerConfig::METROIDVANIA;
        want.wall.slide_max = Subpx(128);
        want.wall.climb_jump = true;
        want.swim.gravity = Subpx(-64);
        want.dash.count = 2;
        want.crouch.height = Px(10);
        assert_eq!(config(&sc), want);
        assert_eq!(
            sc.bodies[0].control.as_ref().unwrap().preset,
            "metroidvania"
        );
        assert_eq!(sc.behaviours.get(1), Some(tilestep::Behaviour::Water));
    }

    #[test]
    fn an_unknown_move_key_names_its_line() {
        let e = crate::parse(
            "t.toml",
            &room("\n[body.controller.grab]\nstamina = 10\nstamna = 1\n"),
        )
        .unwrap_err();
        assert_eq!(e.line, Some(24), "{e}");
        assert!(
            e.msg
                .starts_with("unknown key \"stamna\" in [body.controller.grab]"),
            "{e}"
        );
        let e = crate::parse(
            "t.toml",
            &room("\n[body.controller.swim]\ngravity = -128\n"),
        )
        .unwrap_err();
        assert_eq!(
            e.msg,
            "\"gravity\" must be within ±127 px/frame, found -128"
        );
    }

    #[test]
    fn a_capture_mid_dash_and_crouched_replays_exactly() {
        let state = "\n[body.controller.state]\nprev = \"RXG\"\nfacing = 1\ndashes_spent = 1\n\
                     dash_frames = 5\ndash_dir = [1, -1]\ndash_cooldown = 8\ndash_refill = 3\n\
                     stamina_spent = 700\nlock_frames = 2\nlock_dir = -1\nslide_frames = 9\n\
                     hang_row = 16\nclimb_to = 33\ncrouch_from = 30\nin_water = true\nwater = true\n";
        let text = room(&format!("preset = \"celeste\"\n{state}"));
        let sc = crate::parse("t.toml", &text).unwrap();
        let ctl = &sc.bodies[0].control.as_ref().unwrap();
        let m = ctl.controller.state.moves;
        assert_eq!(
            (m.dash_dir, m.climb_to, m.crouch_from),
            ((1, -1), Some(Px(33)), Px(30))
        );
        assert!(ctl.fx.water && !ctl.fx.submerged);
        let mut live = crate::World::new(sc);
        // At frame 0 a capture is the state itself.
        let again = crate::parse("c.toml", &live.capture_toml()).unwrap();
        let back = crate::World::new(again);
        assert_eq!(back.controller(0), live.controller(0));
        assert_eq!(back.effects(0), live.effects(0));
        // A few frames on, through the dash's end, the water and a crouch.
        live.record(6);
        for b in ["RX", "RX", "D", "D", "LXG", "-"] {
            live.step(&[(0, tilestep::Buttons::parse(b).unwrap())]);
        }
        let cap = live.capture_toml();
        assert!(cap.contains("[body.controller.swim]"), "{cap}");
        let mut replay = crate::World::new(crate::parse("c.toml", &cap).unwrap());
        for _ in 0..replay.scenario().frames {
            replay.step(&[]);
        }
        assert_eq!(replay.frame(), 6);
        assert_eq!(replay.bodies(), live.bodies(), "{cap}");
        assert_eq!(replay.controller(0), live.controller(0), "{cap}");
        assert_eq!(replay.effects(0), live.effects(0), "{cap}");
    }

    #[test]
    fn captures_write_every_move_key() {
        let mut c = ControllerConfig::METROIDVANIA;
        c.swim.gravity = Subpx(-40);
        c.grab.stamina = 65535;
        let mut o = String::new();
        write_move_tables(&mut o, &c);
        assert!(
            o.contains("[body.controller.swim]\nstroke = 2.5\ngravity = -0.15625\n"),
            "{o}"
        );
        assert!(o.contains("\nstamina = 65535\n"), "{o}");
        assert!(o.contains("[body.controller.crouch]\nheight = 14\n"), "{o}");
    }
}
