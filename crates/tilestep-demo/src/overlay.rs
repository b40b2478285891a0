//! The debug overlay: every body's box, core and sensor column drawn over
//! the level, and the player's numbers (position with the subpixel
//! remainder, velocity, contacts, controller state and moves: dashes and
//! stamina left, dashing, grabbing, hanging, crouched, in water) in a panel.

use crate::camera::View;
use crate::core_px::core_columns;
use crate::draw_map::fill;
use crate::palette as pal;
use crate::snapshot::Snapshot;
use crate::text::panel;
use tilestep::{Body, ControllerState};

/// Draws a body's box outline, its core and its sensor column.
pub fn draw_shapes(v: &View, b: &Body) {
    for c in core_columns(b) {
        fill(v, c.x, c.y0, c.x + 1, c.y1, pal::CORE);
    }
    let r = b.rect();
    let (l, t, rt, bt) = (r.left.0, r.top.0, r.right.0, r.bottom.0);
    // The box: 1 screen px lines along its outer pixels' edges.
    let (x0, y0, x1, y1) = (v.sx(l), v.sy(t), v.sx(rt), v.sy(bt));
    let line = |x: f32, y: f32, w: f32, h: f32| {
        macroquad::shapes::draw_rectangle(x, y, w, h, pal::BOX);
    };
    line(x0, y0, x1 - x0, 1.0);
    line(x0, y1 - 1.0, x1 - x0, 1.0);
    line(x0, y0, 1.0, y1 - y0);
    line(x1 - 1.0, y0, 1.0, y1 - y0);
    // The sensor column, a little past the box at both ends.
    let sx = b.sensor_x().0;
    fill(v, sx, t - 3, sx + 1, bt + 3, pal::alpha(pal::SENSOR, 0.8));
}

/// `v` subpixels as `px+rem/256`, flooring (so -1 is `-1px+255/256`).
pub fn px_rem(v: i32) -> String {
    format!("{}px+{}/256", v >> 8, v & 255)
}

/// Subpixels per frame as px/frame with two decimals.
fn speed(v: i32) -> String {
    format!("{v} ({:.2} px/f)", f64::from(v) / 256.0)
}

/// The player's lines of the overlay panel; with its controller's state
/// `ctl`, two more: the controller's timers and the moves
/// ([`crate::moves_view::MovesView::line`], from `s.moves`).
pub fn lines(s: &Snapshot, ctl: Option<&ControllerState>) -> Vec<String> {
    let b = s.body;
    let yes = |x: bool| if x { "yes" } else { "no" };
    let mut out = vec![
        format!("frame {}   preset {}   body {}", s.frame, s.preset, s.name),
        format!(
            "x {} ({})   y {} ({})",
            px_rem(b.pos.x.0),
            b.pos.x.0,
            px_rem(b.pos.y.0),
            b.pos.y.0
        ),
        format!("vx {}   vy {}", speed(b.vel.x.0), speed(b.vel.y.0)),
        format!(
            "standing {}   gravity {}   ground {}   sensor column x={}",
            yes(b.standing),
            b.gravity.name(),
            s.ground_name().unwrap_or("-"),
            b.sensor_x().0
        ),
        format!("contacts {}", non_empty(&s.contacts_cell())),
    ];
    if let Some(c) = ctl {
        out.push(format!(
            "coyote {}   buffer {}   jumping {}   climbing {}   held {}",
            c.coyote,
            c.buffer,
            yes(c.jumping),
            yes(c.climbing),
            c.prev.letters().as_str()
        ));
        out.push(s.moves.line());
    }
    out
}

/// `s`, or `-` when empty.
fn non_empty(s: &str) -> &str {
    if s.is_empty() {
        "-"
    } else {
        s
    }
}

/// Draws the player's panel at screen `(x, y)` (top-left).
pub fn draw_panel(x: f32, y: f32, s: &Snapshot, ctl: Option<&ControllerState>) {
    panel(x, y, &lines(s, ctl));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves_view::MovesView;
    use tilestep::{Contacts, Size, SubPoint};

    #[test]
    fn subpixels_split_into_px_and_remainder() {
        assert_eq!(px_rem(67088), "262px+16/256");
        assert_eq!(px_rem(0), "0px+0/256");
        assert_eq!(px_rem(-1), "-1px+255/256");
    }

    #[test]
    fn lines_show_the_numbers() {
        let mut b = Body::new(SubPoint::new(67088, 77824), Size::new(12, 24));
        b.vel.x.0 = 384;
        let c = Contacts::default();
        let s = Snapshot {
            frame: 9,
            name: "player",
            body: &b,
            contacts: &c,
            ground: None,
            squished: false,
            climbing: false,
            preset: "nes",
            moves: MovesView::default(),
        };
        let st = ControllerState {
            coyote: 3,
            ..Default::default()
        };
        assert_eq!(lines(&s, None).len(), 5);
        let l = lines(&s, Some(&st));
        assert_eq!(l.len(), 7);
        assert!(
            l[1].starts_with("x 262px+16/256 (67088)   y 304px+0/256"),
            "{}",
            l[1]
        );
        assert!(l[2].contains("vx 384 (1.50 px/f)"));
        assert!(l[3].contains("sensor column x=262") && l[3].contains("ground -"));
        assert_eq!(l[4], "contacts -");
        assert!(l[5].starts_with("coyote 3"));
        assert_eq!(l[6], "moves: -");
    }

    #[test]
    fn lines_show_the_moves() {
        let b = Body::new(SubPoint::new(0, 0), Size::new(12, 24));
        let c = Contacts::default();
        let moves = MovesView {
            dashes: Some((0, 1)),
            stamina: Some((6000, 6600)),
            dashing: true,
            grab_dir: -1,
            crouched: true,
            in_water: true,
            ..MovesView::default()
        };
        let s = Snapshot {
            frame: 0,
            name: "player",
            body: &b,
            contacts: &c,
            ground: None,
            squished: false,
            climbing: false,
            preset: "celeste",
            moves,
        };
        let l = lines(&s, Some(&ControllerState::default()));
        assert_eq!(
            l[6],
            "moves: dashing, grabbing left wall, crouched, in water   \
             dashes left 0/1   stamina left 6000/6600"
        );
        let hang = Snapshot {
            moves: MovesView {
                hang_dir: 1,
                ..MovesView::default()
            },
            ..s
        };
        assert_eq!(
            lines(&hang, Some(&ControllerState::default()))[6],
            "moves: hanging at right ledge"
        );
    }
}
