//! The CSV trace (`docs/scenarios.md`): a header, then one row per body per
//! frame (frame 0 = the start, before any step).
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

use crate::error::CliError;
use crate::run::Sink;
use std::fs::File;
use std::io::{BufWriter, Write};
use tilestep::{Body, Contacts, Solid};

/// The header line (the checker's, which the contract spells out).
pub use tilestep_check::sim::HEADER;

/// The `contacts` cell: flag names in [`tilestep::ContactFlags::ALL`] order, then
/// `tag:N` ascending, `|`-separated.
pub fn contacts_cell(c: &Contacts) -> String {
    contacts_cell_with(c, false)
}

/// [`contacts_cell`] with `squished` after the flag names when asked.
pub fn contacts_cell_with(c: &Contacts, squished: bool) -> String {
    let mut s = String::new();
    tilestep_check::sim::contacts_cell(&mut s, c, squished);
    s
}

/// Writes the trace to a file as the run goes.
pub struct CsvTrace {
    path: String,
    out: BufWriter<File>,
    names: Vec<String>,
    solid_names: Vec<String>,
    /// One row at a time, reused.
    buf: String,
}

impl CsvTrace {
    /// Creates `path` and writes the header. `names`: the bodies';
    /// `solid_names`: the moving solids'.
    pub fn create(
        path: &str,
        names: Vec<String>,
        solid_names: Vec<String>,
    ) -> Result<CsvTrace, CliError> {
        let file = File::create(path)
            .map_err(|e| CliError::file(path, format!("cannot create the trace: {e}")))?;
        let mut t = CsvTrace {
            path: path.to_string(),
            out: BufWriter::new(file),
            names,
            solid_names,
            buf: String::new(),
        };
        writeln!(t.out, "{HEADER}").map_err(|e| t.io(e))?;
        Ok(t)
    }

    fn io(&self, e: std::io::Error) -> CliError {
        CliError::file(&self.path, format!("cannot write the trace: {e}"))
    }

    /// Flushes the file.
    pub fn finish(mut self) -> Result<(), CliError> {
        self.out.flush().map_err(|e| self.io(e))
    }
}

impl Sink for CsvTrace {
    fn row(
        &mut self,
        frame: u32,
        body: usize,
        b: &Body,
        c: &Contacts,
        squished: bool,
    ) -> Result<(), CliError> {
        let name = self.names.get(body).map_or("?", String::as_str);
        self.buf.clear();
        tilestep_check::sim::csv_row_with(&mut self.buf, frame, name, b, c, squished);
        self.out
            .write_all(self.buf.as_bytes())
            .map_err(|e| self.io(e))
    }

    fn solid_row(
        &mut self,
        frame: u32,
        solid: usize,
        s: &Solid,
        squished: bool,
    ) -> Result<(), CliError> {
        let r = s.rect();
        let name = self.solid_names.get(solid).map_or("?", String::as_str);
        writeln!(
            self.out,
            "{frame},{name},{},{},{},{},{},{},{},{},0,none,{}",
            s.pos.x.0,
            s.pos.y.0,
            s.vel.x.0,
            s.vel.y.0,
            r.left.0,
            r.top.0,
            r.right.0,
            r.bottom.0,
            if squished { "squished" } else { "" }
        )
        .map_err(|e| self.io(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilestep::ContactFlags;

    #[test]
    fn contacts_in_contract_order_then_tags() {
        let mut c = Contacts::default();
        c.flags.insert(ContactFlags::SLOPE);
        c.flags.insert(ContactFlags::FLOOR);
        c.tags.insert(7);
        c.tags.insert(2);
        assert_eq!(contacts_cell(&c), "floor|slope|tag:2|tag:7");
        assert_eq!(contacts_cell(&Contacts::default()), "");
        assert_eq!(
            contacts_cell_with(&c, true),
            "floor|slope|squished|tag:2|tag:7"
        );
    }
}
