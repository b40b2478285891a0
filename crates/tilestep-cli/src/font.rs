//! A tiny 5x7 bitmap font for labels in pictures: upper-case letters,
//! digits and common punctuation (lower case is drawn as upper case; any
//! other character as a hollow box). Drawn for this crate: each line below
//! is a character, then its 7 rows of 5 pixels (`X` = ink), top row first.

/// Glyph width in px.
pub const W: i32 = 5;
/// Glyph height in px.
pub const H: i32 = 7;
/// Advance from one character to the next, px.
pub const ADVANCE: i32 = 6;

const GLYPHS: &str = r#"
A .XXX. X...X X...X XXXXX X...X X...X X...X
B XXXX. X...X X...X XXXX. X...X X...X XXXX.
C .XXX. X...X X.... X.... X.... X...X .XXX.
D XXXX. X...X X...X X...X X...X X...X XXXX.
E XXXXX X.... X.... XXXX. X.... X.... XXXXX
F XXXXX X.... X.... XXXX. X.... X.... X....
G .XXX. X...X X.... X.XXX X...X X...X .XXXX
H X...X X...X X...X XXXXX X...X X...X X...X
I .XXX. ..X.. ..X.. ..X.. ..X.. ..X.. .XXX.
J ..XXX ...X. ...X. ...X. ...X. X..X. .XX..
K X...X X..X. X.X.. XX... X.X.. X..X. X...X
L X.... X.... X.... X.... X.... X.... XXXXX
M X...X XX.XX X.X.X X.X.X X...X X...X X...X
N X...X XX..X X.X.X X..XX X...X X...X X...X
O .XXX. X...X X...X X...X X...X X...X .XXX.
P XXXX. X...X X...X XXXX. X.... X.... X....
Q .XXX. X...X X...X X...X X.X.X X..X. .XX.X
R XXXX. X...X X...X XXXX. X.X.. X..X. X...X
S .XXXX X.... X.... .XXX. ....X ....X XXXX.
T XXXXX ..X.. ..X.. ..X.. ..X.. ..X.. ..X..
U X...X X...X X...X X...X X...X X...X .XXX.
V X...X X...X X...X X...X X...X .X.X. ..X..
W X...X X...X X...X X.X.X X.X.X X.X.X .X.X.
X X...X X...X .X.X. ..X.. .X.X. X...X X...X
Y X...X X...X .X.X. ..X.. ..X.. ..X.. ..X..
Z XXXXX ....X ...X. ..X.. .X... X.... XXXXX
0 .XXX. X...X X..XX X.X.X XX..X X...X .XXX.
1 ..X.. .XX.. ..X.. ..X.. ..X.. ..X.. .XXX.
2 .XXX. X...X ....X ...X. ..X.. .X... XXXXX
3 XXXX. ....X ....X .XXX. ....X ....X XXXX.
4 ...X. ..XX. .X.X. X..X. XXXXX ...X. ...X.
5 XXXXX X.... XXXX. ....X ....X X...X .XXX.
6 ..XX. .X... X.... XXXX. X...X X...X .XXX.
7 XXXXX ....X ...X. ..X.. .X... .X... .X...
8 .XXX. X...X X...X .XXX. X...X X...X .XXX.
9 .XXX. X...X X...X .XXXX ....X ...X. .XX..
. ..... ..... ..... ..... ..... .XX.. .XX..
, ..... ..... ..... ..... .XX.. ..X.. .X...
: ..... .XX.. .XX.. ..... .XX.. .XX.. .....
; ..... .XX.. .XX.. ..... .XX.. ..X.. .X...
- ..... ..... ..... XXXXX ..... ..... .....
_ ..... ..... ..... ..... ..... ..... XXXXX
/ ....X ....X ...X. ..X.. .X... X.... X....
\ X.... X.... .X... ..X.. ...X. ....X ....X
( ...X. ..X.. .X... .X... .X... ..X.. ...X.
) .X... ..X.. ...X. ...X. ...X. ..X.. .X...
[ .XXX. .X... .X... .X... .X... .X... .XXX.
] .XXX. ...X. ...X. ...X. ...X. ...X. .XXX.
# .X.X. .X.X. XXXXX .X.X. XXXXX .X.X. .X.X.
+ ..... ..X.. ..X.. XXXXX ..X.. ..X.. .....
= ..... ..... XXXXX ..... XXXXX ..... .....
* ..... X.X.X .XXX. XXXXX .XXX. X.X.X .....
' ..X.. ..X.. .X... ..... ..... ..... .....
" .X.X. .X.X. ..... ..... ..... ..... .....
< ...X. ..X.. .X... X.... .X... ..X.. ...X.
> .X... ..X.. ...X. ....X ...X. ..X.. .X...
? .XXX. X...X ....X ...X. ..X.. ..... ..X..
! ..X.. ..X.. ..X.. ..X.. ..X.. ..... ..X..
% XX..X XX..X ...X. ..X.. .X... X..XX X..XX
& .XX.. X..X. X.X.. .X... X.X.X X..X. .XX.X
| ..X.. ..X.. ..X.. ..X.. ..X.. ..X.. ..X..
^ ..X.. .X.X. X...X ..... ..... ..... .....
~ ..... ..... .X... X.X.X ...X. ..... .....
@ .XXX. X...X X.XXX X.X.X X.XXX X.... .XXXX
$ ..X.. .XXXX X.X.. .XXX. ..X.X XXXX. ..X..
{ ...XX ..X.. ..X.. XX... ..X.. ..X.. ...XX
} XX... ..X.. ..X.. ...XX ..X.. ..X.. XX...
` .X... ..X.. ..... ..... ..... ..... .....
"#;

/// Shown for characters the font lacks.
const MISSING: [u8; 7] = [
    0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111,
];

/// The rows of `ch`'s glyph (bit 4 = the leftmost pixel; space is blank).
pub fn glyph(ch: char) -> [u8; 7] {
    if ch == ' ' {
        return [0; 7];
    }
    let up = ch.to_ascii_uppercase();
    let Some(line) = GLYPHS.lines().find(|l| l.starts_with(up)) else {
        return MISSING;
    };
    let mut out = [0u8; 7];
    for (o, row) in out.iter_mut().zip(line[up.len_utf8()..].split_whitespace()) {
        *o = row
            .bytes()
            .fold(0, |acc, b| (acc << 1) | u8::from(b == b'X'));
    }
    out
}

/// Width in px of `text` drawn with [`ADVANCE`] per character.
pub fn text_width(text: &str) -> i32 {
    (text.chars().count() as i32 * ADVANCE - 1).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_is_seven_rows_of_five() {
        for line in GLYPHS.lines().filter(|l| !l.is_empty()) {
            let rows: Vec<&str> = line[1..].split_whitespace().collect();
            assert_eq!(rows.len(), 7, "{line}");
            assert!(rows.iter().all(|r| r.len() == 5), "{line}");
        }
        for ch in ('A'..='Z').chain('0'..='9') {
            assert_ne!(glyph(ch), MISSING, "{ch}");
        }
        assert_eq!(glyph('a'), glyph('A'));
        assert_eq!(
            glyph('A'),
            [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001]
        );
        assert_eq!(text_width("ab"), 11);
    }
}
