//! The buttons a player holds in one frame: the controller's input, and
//! what a recording stores per frame.

/// Buttons held during one frame, as bits. Directions are screen-relative:
/// `UP` is toward -y whatever the gravity.
///
/// ```
/// use tilestep::Buttons;
/// let b = Buttons::parse("RJ").unwrap();
/// assert!(b.has(Buttons::RIGHT) && b.has(Buttons::JUMP) && !b.has(Buttons::LEFT));
/// assert_eq!(b.letters().as_str(), "RJ");
/// assert_eq!(Buttons::NONE.letters().as_str(), "-");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Buttons(pub u8);

/// The letters of [`Buttons::parse`] and [`Buttons::letters`], in bit order.
const LETTERS: [(u8, char); 8] = [
    (Buttons::LEFT.0, 'L'),
    (Buttons::RIGHT.0, 'R'),
    (Buttons::UP.0, 'U'),
    (Buttons::DOWN.0, 'D'),
    (Buttons::JUMP.0, 'J'),
    (Buttons::FLIP.0, 'F'),
    (Buttons::DASH.0, 'X'),
    (Buttons::GRAB.0, 'G'),
];

impl Buttons {
    /// Nothing held.
    pub const NONE: Buttons = Buttons(0);
    /// Left (toward -x). Letter `L`.
    pub const LEFT: Buttons = Buttons(1);
    /// Right (toward +x). Letter `R`.
    pub const RIGHT: Buttons = Buttons(2);
    /// Up (toward -y on screen): climbs ladders. Letter `U`.
    pub const UP: Buttons = Buttons(4);
    /// Down (toward +y on screen): climbs down ladders; held while
    /// standing, drops through one-way platforms. Letter `D`.
    pub const DOWN: Buttons = Buttons(8);
    /// Jump: pressing jumps, holding makes the jump higher. Letter `J`.
    pub const JUMP: Buttons = Buttons(16);
    /// Flip gravity (on the press). Letter `F`.
    pub const FLIP: Buttons = Buttons(32);
    /// Dash (on the press; [`crate::DashMoves`]). Letter `X`, the key
    /// Celeste binds it to.
    pub const DASH: Buttons = Buttons(64);
    /// Grab: held, clings to a wall ([`crate::GrabMoves`]). Letter `G`.
    pub const GRAB: Buttons = Buttons(128);
    /// Every button: the bits [`Buttons::from_bits`] keeps.
    pub const ALL: Buttons = Buttons(255);

    /// The buttons as bits (one per button, as the constants give them):
    /// what a network input or a recording sends.
    ///
    /// ```
    /// use tilestep::Buttons;
    /// let b = Buttons::RIGHT.with(Buttons::JUMP);
    /// assert_eq!(Buttons::from_bits(b.bits()), b);
    /// assert_eq!(u8::from(b), 0b1_0010);
    /// ```
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The buttons of `bits`, keeping only the bits of a button (every
    /// bit of a `u8` is one since [`Buttons::DASH`] and [`Buttons::GRAB`]):
    /// what a network input or a recording sends.
    pub const fn from_bits(bits: u8) -> Buttons {
        Buttons(bits & Buttons::ALL.0)
    }

    /// Whether every button of `b` is held.
    pub const fn has(self, b: Buttons) -> bool {
        self.0 & b.0 == b.0 && b.0 != 0
    }

    /// These buttons and `b`.
    pub const fn with(self, b: Buttons) -> Buttons {
        Buttons(self.0 | b.0)
    }

    /// Buttons held now that were not held in `before` (the presses).
    pub const fn pressed_since(self, before: Buttons) -> Buttons {
        Buttons(self.0 & !before.0)
    }

    /// Horizontal direction: -1 (left only), +1 (right only) or 0.
    pub const fn dx(self) -> i32 {
        self.has(Buttons::RIGHT) as i32 - self.has(Buttons::LEFT) as i32
    }

    /// Vertical direction on screen: -1 (up only), +1 (down only) or 0.
    pub const fn dy(self) -> i32 {
        self.has(Buttons::DOWN) as i32 - self.has(Buttons::UP) as i32
    }

    /// Parses letters from `LRUDJFXG` (any order, each at most once); `-`
    /// alone is no button. `None` for any other text.
    pub fn parse(s: &str) -> Option<Buttons> {
        if s == "-" {
            return Some(Buttons::NONE);
        }
        if s.is_empty() {
            return None;
        }
        let mut b = Buttons::NONE;
        for ch in s.chars() {
            let bit = LETTERS.iter().find(|&&(_, c)| c == ch)?.0;
            if b.0 & bit != 0 {
                return None;
            }
            b.0 |= bit;
        }
        Some(b)
    }

    /// The letters of the held buttons in `LRUDJFXG` order, or `-` for none.
    pub fn letters(self) -> Letters {
        let mut out = Letters {
            buf: [0; 8],
            len: 0,
        };
        for &(bit, c) in &LETTERS {
            if self.0 & bit != 0 {
                out.buf[out.len] = c as u8;
                out.len += 1;
            }
        }
        if out.len == 0 {
            out.buf[0] = b'-';
            out.len = 1;
        }
        out
    }
}

impl From<u8> for Buttons {
    /// [`Buttons::from_bits`].
    fn from(bits: u8) -> Buttons {
        Buttons::from_bits(bits)
    }
}

impl From<Buttons> for u8 {
    /// [`Buttons::bits`].
    fn from(b: Buttons) -> u8 {
        b.bits()
    }
}

impl core::ops::BitOr for Buttons {
    type Output = Buttons;
    /// These buttons and `o` ([`Buttons::with`]).
    fn bitor(self, o: Buttons) -> Buttons {
        self.with(o)
    }
}

impl core::ops::BitOrAssign for Buttons {
    /// Adds the buttons of `o`.
    fn bitor_assign(&mut self, o: Buttons) {
        *self = self.with(o);
    }
}

impl core::fmt::Display for Buttons {
    /// [`Buttons::letters`]: `RJ`, or `-` for none (unknown bits unnamed).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.letters().as_str())
    }
}

/// The text of [`Buttons::letters`] (no allocation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Letters {
    buf: [u8; 8],
    len: usize,
}

impl Letters {
    /// The letters as text.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.buf[..self.len]).unwrap_or("-")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_combination_round_trips() {
        for bits in 0..=u8::MAX {
            let b = Buttons(bits);
            assert_eq!(Buttons::parse(b.letters().as_str()), Some(b));
        }
    }

    #[test]
    fn bits_round_trip_and_unknown_bits_are_dropped() {
        for bits in 0..=u8::MAX {
            let b = Buttons::from(bits);
            assert_eq!(b.bits(), bits, "{bits:#010b}");
            assert_eq!(Buttons::from_bits(u8::from(b)), b);
        }
        let letters = "LRUDJFXG";
        assert_eq!(Buttons::parse(letters), Some(Buttons::ALL));
        assert_eq!(Buttons::from(0xff), Buttons::ALL);
    }

    #[test]
    fn rejects_unknown_and_repeated_letters() {
        assert_eq!(Buttons::parse(""), None);
        assert_eq!(Buttons::parse("RR"), None);
        assert_eq!(Buttons::parse("Q"), None);
        assert_eq!(Buttons::parse("r"), None);
    }

    #[test]
    fn bit_or_joins_buttons_and_display_prints_their_letters() {
        let mut b = Buttons::RIGHT | Buttons::JUMP;
        assert_eq!(b, Buttons::RIGHT.with(Buttons::JUMP));
        b |= Buttons::LEFT;
        assert_eq!(b, Buttons::parse("LRJ").unwrap());
        assert_eq!(alloc::format!("{b}"), "LRJ");
        assert_eq!(alloc::format!("{}", Buttons::NONE), "-");
        assert_eq!(alloc::format!("{}", Buttons(0xc0)), "XG");
    }

    #[test]
    fn directions_cancel() {
        assert_eq!(Buttons::parse("LR").unwrap().dx(), 0);
        assert_eq!(Buttons::parse("L").unwrap().dx(), -1);
        assert_eq!(Buttons::parse("UD").unwrap().dy(), 0);
        assert_eq!(Buttons::parse("U").unwrap().dy(), -1);
        assert_eq!(
            Buttons::pressed_since(Buttons(3), Buttons(1)),
            Buttons::RIGHT
        );
    }
}
