//! The CSV trace written to a file as a run goes: the header, then the
//! rows of [`crate::trace_row`] (frame 0 = the start, before any step).

use crate::error::InputError;
use crate::sink::Sink;
use crate::trace_row::{push_body_row, push_solid_row, HEADER};
use std::fs::File;
use std::io::{BufWriter, Write};
use tilestep::{Body, Contacts, MovingSolid};

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
    ) -> Result<CsvTrace, InputError> {
        let file = File::create(path)
            .map_err(|e| InputError::file(path, format!("cannot create the trace: {e}")))?;
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

    fn io(&self, e: std::io::Error) -> InputError {
        InputError::file(&self.path, format!("cannot write the trace: {e}"))
    }

    /// Flushes the file.
    pub fn finish(mut self) -> Result<(), InputError> {
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
    ) -> Result<(), InputError> {
        let name = self.names.get(body).map_or("?", String::as_str);
        self.buf.clear();
        push_body_row(&mut self.buf, frame, name, b, c, squished);
        self.out
            .write_all(self.buf.as_bytes())
            .map_err(|e| self.io(e))
    }

    fn solid_row(
        &mut self,
        frame: u32,
        solid: usize,
        s: &MovingSolid,
        squished: bool,
    ) -> Result<(), InputError> {
        let name = self.solid_names.get(solid).map_or("?", String::as_str);
        self.buf.clear();
        push_solid_row(&mut self.buf, frame, name, s, squished);
        self.out
            .write_all(self.buf.as_bytes())
            .map_err(|e| self.io(e))
    }
}
