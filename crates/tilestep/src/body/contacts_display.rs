//! How contacts print (`Display`): as the trace's `contacts` cell writes
//! them (`docs/scenarios.md`), names joined by `|`.

use core::fmt;

use super::{ContactFlags, Contacts};

impl ContactFlags {
    /// Writes the names of the flags set, in [`ContactFlags::ALL`] order,
    /// joined by `between`; true when it wrote any. What `Display` and
    /// `Debug` print.
    pub(super) fn write_names(
        &self,
        f: &mut fmt::Formatter<'_>,
        between: &str,
    ) -> Result<bool, fmt::Error> {
        let mut sep = "";
        for (_, name) in ContactFlags::ALL
            .iter()
            .filter(|(fl, _)| self.contains(*fl))
        {
            write!(f, "{sep}{name}")?;
            sep = between;
        }
        Ok(!sep.is_empty())
    }
}

impl fmt::Display for ContactFlags {
    /// The names of the flags set, in [`ContactFlags::ALL`] order, joined
    /// by `|` (`floor|wall_left`); nothing for none. Bits with no name are
    /// left out (`Debug` shows them).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_names(f, "|").map(|_| ())
    }
}

impl fmt::Display for Contacts {
    /// The flags ([`ContactFlags`]'s `Display`), then each tag met as
    /// `tag:N` in ascending order, all joined by `|`
    /// (`floor|slope|tag:2`); nothing for no contact.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.flags)?;
        let mut sep = if self.flags.is_empty() { "" } else { "|" };
        for t in self.tags.iter() {
            write!(f, "{sep}tag:{t}")?;
            sep = "|";
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn flags_print_their_trace_names_joined_by_bars() {
        let f = ContactFlags::WALL_LEFT | ContactFlags::FLOOR;
        assert_eq!(f.to_string(), "floor|wall_left");
        assert_eq!(ContactFlags::ONE_WAY.to_string(), "platform");
        assert_eq!(ContactFlags::NONE.to_string(), "");
        assert_eq!(ContactFlags(1 << 15).to_string(), "");
    }

    #[test]
    fn contacts_print_flags_then_tags_as_the_trace_cell() {
        let mut c = Contacts::default();
        assert_eq!(c.to_string(), "");
        c.tags.insert(7);
        c.tags.insert(2);
        assert_eq!(c.to_string(), "tag:2|tag:7");
        c.flags = ContactFlags::SLOPE | ContactFlags::FLOOR;
        assert_eq!(c.to_string(), "floor|slope|tag:2|tag:7");
    }
}
