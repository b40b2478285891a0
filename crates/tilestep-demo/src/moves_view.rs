//! The controller's optional moves as the demo shows them: dashes and
//! stamina left, and what the body is doing (dashing, grabbing a wall,
//! hanging at or climbing onto a ledge, crouched, in water), for the
//! overlay's panel, the web page's state and the line printed at exit.

use std::fmt::Write as _;
use tilestep::Controller;

/// A controller's moves after a frame, read from its config and state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MovesView {
    /// Dashes left and the config's count; `None` when it has no dash.
    pub dashes: Option<(u8, u8)>,
    /// Stamina left and full, points; `None` when it has no wall grab.
    pub stamina: Option<(u16, u16)>,
    /// Dashing now.
    pub dashing: bool,
    /// Holding on to a wall: its side, -1 left or +1 right; 0 = not.
    pub grab_dir: i8,
    /// At a ledge: the wall's side, -1 or +1; 0 = not.
    pub hang_dir: i8,
    /// At a ledge and climbing onto it (rather than hanging).
    pub ledge_climb: bool,
    /// Crouched (the box shrunk).
    pub crouched: bool,
    /// In water.
    pub in_water: bool,
}

/// `-1` as `left`, anything else as `right`.
fn side(dir: i8) -> &'static str {
    if dir < 0 {
        "left"
    } else {
        "right"
    }
}

impl MovesView {
    /// What controller `c` shows now.
    pub fn of(c: &Controller) -> MovesView {
        let (cfg, m) = (&c.config, &c.state.moves);
        MovesView {
            dashes: (cfg.dash.count > 0).then(|| {
                let count = cfg.dash.count;
                (count.saturating_sub(m.dashes_spent), count)
            }),
            stamina: (cfg.grab.stamina > 0).then(|| {
                let full = cfg.grab.stamina;
                (full.saturating_sub(m.stamina_spent), full)
            }),
            dashing: m.dash_frames > 0,
            grab_dir: m.grab_dir.signum(),
            hang_dir: m.hang_dir.signum(),
            ledge_climb: m.hang_dir != 0 && m.climb_to.is_some(),
            crouched: m.crouch_from.0 != 0,
            in_water: m.in_water,
        }
    }

    /// What the body is doing, comma-separated (`dashing`, `grabbing left
    /// wall`, `hanging at right ledge`, `climbing onto right ledge`,
    /// `crouched`, `in water`); `-` for none of them.
    pub fn doing(&self) -> String {
        let mut out: Vec<String> = Vec::new();
        if self.dashing {
            out.push("dashing".into());
        }
        if self.grab_dir != 0 {
            out.push(format!("grabbing {} wall", side(self.grab_dir)));
        }
        if self.hang_dir != 0 {
            let what = if self.ledge_climb {
                "climbing onto"
            } else {
                "hanging at"
            };
            out.push(format!("{what} {} ledge", side(self.hang_dir)));
        }
        if self.crouched {
            out.push("crouched".into());
        }
        if self.in_water {
            out.push("in water".into());
        }
        if out.is_empty() {
            "-".into()
        } else {
            out.join(", ")
        }
    }

    /// The overlay's line: `moves: dashing   dashes left 0/1   stamina
    /// left 6600/6600` (the counts only for the moves the config has).
    pub fn line(&self) -> String {
        let mut s = format!("moves: {}", self.doing());
        if let Some((left, of)) = self.dashes {
            let _ = write!(s, "   dashes left {left}/{of}");
        }
        if let Some((left, of)) = self.stamina {
            let _ = write!(s, "   stamina left {left}/{of}");
        }
        s
    }

    /// The web page's `moves` object: `{"dashing":true,"dashes_left":0,
    /// "stamina_left":null,"grab":0,"hang":0,"ledge_climb":false,
    /// "crouched":false,"in_water":false}` (`null`: the config lacks it).
    pub fn json(&self) -> String {
        let opt = |v: Option<u32>| v.map_or("null".to_string(), |n| n.to_string());
        format!(
            "{{\"dashing\":{},\"dashes_left\":{},\"stamina_left\":{},\"grab\":{},\
             \"hang\":{},\"ledge_climb\":{},\"crouched\":{},\"in_water\":{}}}",
            self.dashing,
            opt(self.dashes.map(|d| u32::from(d.0))),
            opt(self.stamina.map(|d| u32::from(d.0))),
            self.grab_dir,
            self.hang_dir,
            self.ledge_climb,
            self.crouched,
            self.in_water
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{ControllerConfig, Px};

    #[test]
    fn counts_only_for_the_moves_the_config_has() {
        let nes = Controller::new(ControllerConfig::NES_LIKE);
        let v = MovesView::of(&nes);
        assert_eq!(v, MovesView::default());
        assert_eq!(v.line(), "moves: -");
        let celeste = Controller::new(ControllerConfig::CELESTE_LIKE);
        let v = MovesView::of(&celeste);
        let (dashes, stamina) = (
            ControllerConfig::CELESTE_LIKE.dash.count,
            ControllerConfig::CELESTE_LIKE.grab.stamina,
        );
        assert_eq!(v.dashes, Some((dashes, dashes)));
        assert_eq!(v.stamina, Some((stamina, stamina)));
        assert_eq!(
            v.line(),
            format!("moves: -   dashes left {dashes}/{dashes}   stamina left {stamina}/{stamina}")
        );
    }

    #[test]
    fn every_flag_is_named() {
        let mut c = Controller::new(ControllerConfig::CELESTE_LIKE);
        let m = &mut c.state.moves;
        m.dashes_spent = 1;
        m.dash_frames = 4;
        m.stamina_spent = 600;
        m.grab_dir = 1;
        m.hang_dir = -1;
        m.crouch_from = Px(24);
        m.in_water = true;
        let v = MovesView::of(&c);
        assert_eq!(
            v.doing(),
            "dashing, grabbing right wall, hanging at left ledge, crouched, in water"
        );
        assert!(v
            .line()
            .contains("dashes left 0/1   stamina left 6000/6600"));
        assert_eq!(
            v.json(),
            "{\"dashing\":true,\"dashes_left\":0,\"stamina_left\":6000,\"grab\":1,\
             \"hang\":-1,\"ledge_climb\":false,\"crouched\":true,\"in_water\":true}"
        );
        c.state.moves.climb_to = Some(Px(40));
        assert!(MovesView::of(&c)
            .doing()
            .contains("climbing onto left ledge"));
        let none = MovesView::default().json();
        assert!(none.contains("\"dashes_left\":null,\"stamina_left\":null"));
    }
}
