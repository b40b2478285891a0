//! One rule for reading every command's arguments in order: options
//! (`--name value`, `--name=value`, flags) and positionals. `tilestep sim`
//! ([`crate::args`]) and the map commands ([`crate::mapargs`]) both walk
//! their arguments with it.

use tilestep_scenario::error::InputError;

/// A command line written as one string, split at white space (for the
/// argument parsers' tests).
#[cfg(test)]
pub(crate) fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(String::from).collect()
}

/// One command-line argument as [`ArgWalk`] reads it.
pub(crate) enum Arg<'a> {
    /// An argument that is not an option (a file name).
    Positional(&'a str),
    /// `-x`, `--name` or `--name=value` (`inline` is the part after `=`).
    Option {
        /// The option's name, with its dashes.
        name: &'a str,
        /// The value written after `=`, if any.
        inline: Option<String>,
    },
}

/// Walks the arguments in order: options (`--name value`, `--name=value`,
/// flags) and positionals, one rule for every command.
pub(crate) struct ArgWalk<'a> {
    args: &'a [String],
    next: usize,
}

impl<'a> ArgWalk<'a> {
    /// A walk from the first of `args`.
    pub(crate) fn new(args: &'a [String]) -> ArgWalk<'a> {
        ArgWalk { args, next: 0 }
    }

    /// The next argument, or `None` after the last.
    pub(crate) fn next_arg(&mut self) -> Option<Arg<'a>> {
        let arg = self.args.get(self.next)?.as_str();
        self.next += 1;
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        Some(if name.starts_with('-') && name.len() > 1 {
            Arg::Option { name, inline }
        } else {
            Arg::Positional(arg)
        })
    }

    /// The value of option `name`: `inline` (from `--name=value`), else the
    /// next argument (consumed) unless that is another option. An empty or
    /// missing value is an error saying the option needs `what`.
    pub(crate) fn value(
        &mut self,
        name: &str,
        inline: Option<String>,
        what: &str,
    ) -> Result<String, InputError> {
        let value = inline.or_else(|| {
            let v = self.args.get(self.next).filter(|v| !v.starts_with("--"))?;
            self.next += 1;
            Some(v.clone())
        });
        match value {
            Some(v) if !v.is_empty() => Ok(v),
            _ => Err(InputError::usage(format!("{name} needs {what}"))),
        }
    }
}
