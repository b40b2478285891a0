//! The trace's rows (`docs/scenarios.md`, "The trace"), as text: the one
//! place the CSV trace's format is written down in code. [`crate::trace`]
//! writes them to a file; the judge's golden traces, the demo's state file
//! and the Bevy plugin's trace tests format them here.
//!
//! Extensions for moving solids (the header is unchanged):
//!
//! - a body's `contacts` may hold `squished`: a moving solid could not push
//!   it this frame (before its step). It comes after the contract's flag
//!   names and before the tags.
//! - after the body rows of each frame, one row per moving solid, in file
//!   order, `body` = its name: `x, y` = its **top-left** corner in
//!   subpixels (not a bottom-centre origin), `vx, vy` = its movement this
//!   frame in subpixels, `left, top, right, bottom` = its box in whole px,
//!   `standing` = 0, `gravity` = `none`, `contacts` = `squished` when it
//!   could not push some body this frame, else empty.

use std::fmt::Write as _;
use tilestep::{Body, Contacts, MovingSolid, PxRect, SubPoint};

/// The header line, without its newline.
pub const HEADER: &str = "frame,body,x,y,vx,vy,left,top,right,bottom,standing,gravity,contacts";

/// Appends one body's row, ending in a newline: `x, y` its origin and
/// `vx, vy` its velocity in subpixels, its box in whole px, then
/// [`push_contacts_cell`].
pub fn push_body_row(
    out: &mut String,
    frame: u32,
    name: &str,
    b: &Body,
    c: &Contacts,
    squished: bool,
) {
    push_motion(out, frame, name, b.pos, b.vel, b.rect());
    let _ = write!(out, "{},{},", u8::from(b.standing), b.gravity.name());
    push_contacts_cell(out, c, squished);
    out.push('\n');
}

/// Appends one moving solid's row, ending in a newline (see the module
/// docs: top-left corner and movement in subpixels, box in whole px).
pub fn push_solid_row(out: &mut String, frame: u32, name: &str, s: &MovingSolid, squished: bool) {
    push_motion(out, frame, name, s.pos, s.vel, s.rect());
    out.push_str(if squished {
        "0,none,squished\n"
    } else {
        "0,none,\n"
    });
}

/// The columns every row starts with, each followed by a comma: `frame`,
/// `body`, `x, y` and `vx, vy` in subpixels, then the box in whole px.
fn push_motion(out: &mut String, frame: u32, name: &str, pos: SubPoint, vel: SubPoint, r: PxRect) {
    let _ = write!(
        out,
        "{frame},{name},{},{},{},{},{},{},{},{},",
        pos.x.0, pos.y.0, vel.x.0, vel.y.0, r.left.0, r.top.0, r.right.0, r.bottom.0,
    );
}

/// Appends the `contacts` cell: the flag names in [`tilestep::ContactFlags::ALL`]
/// order, `squished` when asked, then `tag:N` ascending, `|`-separated.
pub fn push_contacts_cell(out: &mut String, c: &Contacts, squished: bool) {
    let start = out.len();
    // The flags' names as `ContactFlags` prints them.
    let _ = write!(out, "{}", c.flags);
    // A `|` before every item but the first.
    let sep = |out: &mut String| {
        if out.len() > start {
            out.push('|');
        }
    };
    if squished {
        sep(out);
        out.push_str("squished");
    }
    for t in c.tags.iter() {
        sep(out);
        let _ = write!(out, "tag:{t}");
    }
}

/// The `contacts` cell as a string ([`push_contacts_cell`]).
pub fn contacts_cell(c: &Contacts, squished: bool) -> String {
    let mut s = String::new();
    push_contacts_cell(&mut s, c, squished);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::{ContactFlags, Size, SolidKind};

    #[test]
    fn contacts_in_contract_order_then_tags() {
        let mut c = Contacts::default();
        c.flags.insert(ContactFlags::SLOPE);
        c.flags.insert(ContactFlags::FLOOR);
        c.tags.insert(7);
        c.tags.insert(2);
        assert_eq!(contacts_cell(&c, false), "floor|slope|tag:2|tag:7");
        assert_eq!(contacts_cell(&Contacts::default(), false), "");
        assert_eq!(contacts_cell(&c, true), "floor|slope|squished|tag:2|tag:7");
    }

    #[test]
    fn a_body_row_has_every_column_of_the_header() {
        let mut b = Body::new(SubPoint::from_px(24, 32), Size::new(12, 24));
        b.vel = SubPoint::new(384, -5);
        b.standing = true;
        let mut row = String::new();
        push_body_row(&mut row, 3, "p", &b, &Contacts::default(), false);
        assert_eq!(row, "3,p,6144,8192,384,-5,18,8,30,32,1,down,\n");
        assert_eq!(row.split(',').count(), HEADER.split(',').count());
    }

    #[test]
    fn a_solid_row_gives_its_top_left_corner_and_never_stands() {
        let mut s = MovingSolid::new(
            SubPoint::from_px(32, 48),
            Size::new(32, 8),
            SolidKind::Platform,
        );
        s.vel = SubPoint::new(256, 0);
        let mut row = String::new();
        push_solid_row(&mut row, 7, "lift", &s, true);
        assert_eq!(row, "7,lift,8192,12288,256,0,32,48,64,56,0,none,squished\n");
    }
}
