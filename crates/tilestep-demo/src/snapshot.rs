//! The player's state after a simulation frame, as text: the JSON the web
//! page reads each frame, the `final ...` line printed at exit and the
//! one-row trace CSV of `--state` (the row format of `tilestep sim --trace`).

use crate::moves_view::MovesView;
use std::fmt::Write as _;
use tilestep::{Body, Contacts, Ground};
use tilestep_scenario::trace_row::{push_body_row, push_contacts_cell, HEADER};

/// One body's state after a frame, with what the controller remembers.
#[derive(Clone, Copy, Debug)]
pub struct Snapshot<'a> {
    /// Simulation frames stepped (0 = the start).
    pub frame: u32,
    /// The body's name (the trace's `body` column).
    pub name: &'a str,
    /// The body.
    pub body: &'a Body,
    /// What its last step touched.
    pub contacts: &'a Contacts,
    /// What it stood on after its last step.
    pub ground: Option<Ground>,
    /// Whether a moving solid could not push it this frame.
    pub squished: bool,
    /// Whether its controller is climbing a ladder.
    pub climbing: bool,
    /// The controller preset's name (`nes`, `celeste`, `metroidvania`).
    pub preset: &'a str,
    /// Its controller's moves (all off without a controller).
    pub moves: MovesView,
}

impl Snapshot<'_> {
    /// The trace's `contacts` cell (`floor|slope|tag:3`).
    pub fn contacts_cell(&self) -> String {
        let mut s = String::new();
        push_contacts_cell(&mut s, self.contacts, self.squished);
        s
    }

    /// The kind name of the tile it stands on (`platform`, `slope_br`...).
    pub fn ground_name(&self) -> Option<&'static str> {
        self.ground.map(|g| g.kind.name())
    }

    /// The JSON object the web page receives each frame.
    pub fn json(&self) -> String {
        let b = self.body;
        let r = b.rect();
        let mut s = String::with_capacity(320);
        let _ = write!(
            s,
            "{{\"frame\":{},\"x\":{},\"y\":{},\"vx\":{},\"vy\":{},\"px\":{},\"py\":{},\
             \"left\":{},\"top\":{},\"right\":{},\"bottom\":{},\"standing\":{},\
             \"gravity\":\"{}\",\"contacts\":\"{}\",\"ground\":",
            self.frame,
            b.pos.x.0,
            b.pos.y.0,
            b.vel.x.0,
            b.vel.y.0,
            b.pos.x.floor_px().0,
            b.pos.y.floor_px().0,
            r.left.0,
            r.top.0,
            r.right.0,
            r.bottom.0,
            b.standing,
            b.gravity.name(),
            self.contacts_cell(),
        );
        match self.ground_name() {
            Some(g) => {
                let _ = write!(s, "\"{g}\"");
            }
            None => s.push_str("null"),
        }
        let _ = write!(
            s,
            ",\"climbing\":{},\"preset\":\"{}\",\"moves\":{}}}",
            self.climbing,
            json_text(self.preset),
            self.moves.json()
        );
        s
    }

    /// The line printed on stdout at exit.
    pub fn final_line(&self) -> String {
        let b = self.body;
        format!(
            "final frame={} x={} y={} vx={} vy={} standing={}",
            self.frame,
            b.pos.x.0,
            b.pos.y.0,
            b.vel.x.0,
            b.vel.y.0,
            u8::from(b.standing)
        )
    }

    /// The `--state` file: the trace header and this row.
    pub fn csv(&self) -> String {
        let mut s = String::from(HEADER);
        s.push('\n');
        push_body_row(
            &mut s,
            self.frame,
            self.name,
            self.body,
            self.contacts,
            self.squished,
        );
        s
    }
}

/// `s` with the characters JSON needs escaped left out (names here are
/// plain ASCII words; anything else is dropped rather than mis-quoted).
fn json_text(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_graphic() && *c != '"' && *c != '\\')
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{ContactFlags, Size, StepInput, SubPoint, TileMap};

    fn stand() -> (Body, Contacts, Option<Ground>) {
        let map = TileMap::from_ascii("....\n....\n--..\n####\n", 16).unwrap();
        let mut b = Body::new(SubPoint::from_px(12, 32), Size::new(12, 24));
        b.pos.x.0 += 5;
        b.vel.y.0 = 64;
        let c = map.step(&mut b, StepInput::default());
        let ground = map.ground(&b, &c);
        (b, c, ground)
    }

    #[test]
    fn json_has_every_field() {
        let (b, c, ground) = stand();
        assert!(c.has(ContactFlags::ONE_WAY));
        let s = Snapshot {
            frame: 7,
            name: "player",
            body: &b,
            contacts: &c,
            ground,
            squished: false,
            climbing: false,
            preset: "celeste",
            moves: MovesView::default(),
        };
        assert_eq!(
            s.json(),
            "{\"frame\":7,\"x\":3077,\"y\":8192,\"vx\":0,\"vy\":0,\"px\":12,\"py\":32,\
             \"left\":6,\"top\":8,\"right\":18,\"bottom\":32,\"standing\":true,\
             \"gravity\":\"down\",\"contacts\":\"floor|platform\",\"ground\":\"platform\",\
             \"climbing\":false,\"preset\":\"celeste\",\"moves\":{\"dashing\":false,\
             \"dashes_left\":null,\"stamina_left\":null,\"grab\":0,\"hang\":0,\
             \"ledge_climb\":false,\"crouched\":false,\"in_water\":false}}"
        );
    }

    #[test]
    fn final_line_and_csv() {
        let (b, c, ground) = stand();
        let s = Snapshot {
            frame: 1,
            name: "player",
            body: &b,
            contacts: &c,
            ground,
            squished: true,
            climbing: true,
            preset: "nes",
            moves: MovesView::default(),
        };
        assert_eq!(
            s.final_line(),
            "final frame=1 x=3077 y=8192 vx=0 vy=0 standing=1"
        );
        assert_eq!(
            s.csv(),
            "frame,body,x,y,vx,vy,left,top,right,bottom,standing,gravity,contacts\n\
             1,player,3077,8192,0,0,6,8,18,32,1,down,floor|platform|squished\n"
        );
        let s = Snapshot { ground: None, ..s };
        assert!(s.json().contains("\"ground\":null"));
    }
}
