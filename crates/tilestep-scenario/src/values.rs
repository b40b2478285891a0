//! Checking leaf values of the scenario file: type, range, and conversion of
//! decimal px to subpixels. Every error names the key and the line.

use crate::error::InputError;
use crate::raw::Val;
use std::ops::Range;
use toml::Value;

/// Largest |value| in px accepted for positions, speeds and accelerations:
/// 2^21 px (the core's largest map side), so subpixels fit an `i32`.
pub const MAX_ABS_PX: f64 = (1u32 << 21) as f64;

/// The scenario text and the name to report it under.
#[derive(Clone, Copy, Debug)]
pub struct Src<'a> {
    /// The file name as the user gave it.
    pub file: &'a str,
    /// Its contents.
    pub text: &'a str,
    /// Byte offsets of the line ends (see [`newlines`]), so that finding a
    /// line is a binary search, not a scan (scenarios can be large).
    pub newlines: &'a [usize],
}

/// The byte offsets of every `\n` in `text`.
pub fn newlines(text: &str) -> Vec<usize> {
    text.bytes()
        .enumerate()
        .filter(|(_, b)| *b == b'\n')
        .map(|(i, _)| i)
        .collect()
}

impl Src<'_> {
    /// The 1-based line of a span's start.
    pub fn line(&self, span: &Range<usize>) -> usize {
        1 + self.newlines.partition_point(|&n| n < span.start)
    }

    /// An error at the line of `span`.
    pub fn err(&self, span: &Range<usize>, msg: impl Into<String>) -> InputError {
        InputError::at(self.file, self.line(span), msg)
    }

    /// The error for a required `key` missing from the table `table` (such
    /// as `[[body]]`) whose header is on `line`.
    pub fn missing(&self, line: usize, key: &str, table: &str) -> InputError {
        InputError::at(
            self.file,
            line,
            format!("missing required key {key:?} in {table}"),
        )
    }
}

/// "a string", "an integer", ... for messages.
fn found(v: &Value) -> String {
    match v {
        Value::String(s) => format!("the string {s:?}"),
        Value::Integer(i) => format!("the integer {i}"),
        Value::Float(f) => format!("the number {f}"),
        Value::Boolean(b) => format!("{b}"),
        Value::Datetime(_) => "a date".to_string(),
        Value::Array(_) => "an array".to_string(),
        Value::Table(_) => "a table".to_string(),
    }
}

/// The value of an integer or a decimal; `None` for anything else.
fn as_number(v: &Value) -> Option<f64> {
    match v {
        Value::Integer(i) => Some(*i as f64),
        Value::Float(f) => Some(*f),
        _ => None,
    }
}

/// A number (integer or decimal), finite.
pub fn number(src: Src, key: &str, v: &Val) -> Result<f64, InputError> {
    let x = as_number(v.get_ref()).ok_or_else(|| {
        let msg = format!("{key:?} must be a number, found {}", found(v.get_ref()));
        src.err(&v.span(), msg)
    })?;
    check_px(src, key, v, x)
}

fn check_px(src: Src, key: &str, v: &Val, x: f64) -> Result<f64, InputError> {
    if !x.is_finite() {
        return Err(src.err(&v.span(), format!("{key:?} must be a finite number")));
    }
    if x.abs() > MAX_ABS_PX {
        return Err(src.err(
            &v.span(),
            format!("{key:?} = {x} is out of range (at most 2^21 = 2097152 px either way)"),
        ));
    }
    Ok(x)
}

/// A TOML string literal (quoted and escaped), for writing scenarios.
pub fn toml_str(s: &str) -> String {
    Value::String(s.to_string()).to_string()
}

/// Decimal px to subpixels: nearest 1/256, ties away from zero.
pub fn to_subpx(px: f64) -> i32 {
    // f64::round rounds half away from zero; |px| <= 2^21 keeps this in i32.
    (px * 256.0).round() as i32
}

/// A px value (decimals allowed) as subpixels.
pub fn subpx(src: Src, key: &str, v: &Val) -> Result<i32, InputError> {
    Ok(to_subpx(number(src, key, v)?))
}

/// A whole number within `range`.
pub fn integer(src: Src, key: &str, v: &Val, range: Range<i64>) -> Result<i64, InputError> {
    let i = match v.get_ref() {
        Value::Integer(i) => *i,
        Value::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => *f as i64,
        other => {
            return Err(src.err(
                &v.span(),
                format!("{key:?} must be a whole number, found {}", found(other)),
            ))
        }
    };
    if !range.contains(&i) {
        return Err(src.err(
            &v.span(),
            format!(
                "{key:?} = {i} is out of range ({} to {})",
                range.start,
                range.end - 1
            ),
        ));
    }
    Ok(i)
}

/// A string.
pub fn string<'v>(src: Src, key: &str, v: &'v Val) -> Result<&'v str, InputError> {
    match v.get_ref() {
        Value::String(s) => Ok(s),
        other => Err(src.err(
            &v.span(),
            format!("{key:?} must be a string, found {}", found(other)),
        )),
    }
}

/// A boolean.
pub fn boolean(src: Src, key: &str, v: &Val) -> Result<bool, InputError> {
    match v.get_ref() {
        Value::Boolean(b) => Ok(*b),
        other => Err(src.err(
            &v.span(),
            format!("{key:?} must be true or false, found {}", found(other)),
        )),
    }
}

/// An array (its elements are unspanned; errors point at the array).
pub fn array<'v>(
    src: Src,
    key: &str,
    v: &'v Val,
    len: Option<usize>,
) -> Result<&'v [Value], InputError> {
    let a = match v.get_ref() {
        Value::Array(a) => a,
        other => {
            return Err(src.err(
                &v.span(),
                format!("{key:?} must be an array, found {}", found(other)),
            ))
        }
    };
    if let Some(n) = len {
        if a.len() != n {
            return Err(src.err(
                &v.span(),
                format!("{key:?} must have {n} elements, found {}", a.len()),
            ));
        }
    }
    Ok(a)
}

/// `[x, y]` px (decimals allowed) as subpixels.
pub fn pair_subpx(src: Src, key: &str, v: &Val) -> Result<[i32; 2], InputError> {
    let a = array(src, key, v, Some(2))?;
    let mut out = [0; 2];
    for (o, e) in out.iter_mut().zip(a) {
        let x = as_number(e).ok_or_else(|| {
            let msg = format!("{key:?} must hold numbers, found {}", found(e));
            src.err(&v.span(), msg)
        })?;
        *o = to_subpx(check_px(src, key, v, x)?);
    }
    Ok(out)
}

/// `[[x, y], ...]` px (decimals allowed) as subpixels; errors point at the
/// array and name the element.
pub fn pair_list_subpx(src: Src, key: &str, v: &Val) -> Result<Vec<[i32; 2]>, InputError> {
    let a = array(src, key, v, None)?;
    let mut out = Vec::with_capacity(a.len());
    for (i, e) in a.iter().enumerate() {
        let bad = |what: String| {
            src.err(
                &v.span(),
                format!(
                    "{key:?} must hold [x, y] pairs of numbers, element {} is {what}",
                    i + 1
                ),
            )
        };
        let p = match e {
            Value::Array(p) if p.len() == 2 => p,
            Value::Array(p) => return Err(bad(format!("an array of {}", p.len()))),
            other => return Err(bad(found(other))),
        };
        let mut xy = [0; 2];
        for (o, c) in xy.iter_mut().zip(p) {
            let x = match c {
                Value::Integer(n) => *n as f64,
                Value::Float(f) => *f,
                other => return Err(bad(format!("[.., {}]", found(other)))),
            };
            *o = to_subpx(check_px(src, key, v, x)?);
        }
        out.push(xy);
    }
    Ok(out)
}

/// An array of whole numbers, each within `range`.
pub fn int_list(
    src: Src,
    key: &str,
    v: &Val,
    len: Option<usize>,
    range: Range<i64>,
) -> Result<Vec<i64>, InputError> {
    let a = array(src, key, v, len)?;
    let mut out = Vec::with_capacity(a.len());
    for (i, e) in a.iter().enumerate() {
        let n = match e {
            Value::Integer(n) => *n,
            other => {
                return Err(src.err(
                    &v.span(),
                    format!(
                        "{key:?} must hold whole numbers, element {} is {}",
                        i + 1,
                        found(other)
                    ),
                ))
            }
        };
        if !range.contains(&n) {
            return Err(src.err(
                &v.span(),
                format!(
                    "{key:?}: element {} = {n} is out of range ({} to {})",
                    i + 1,
                    range.start,
                    range.end - 1
                ),
            ));
        }
        out.push(n);
    }
    Ok(out)
}

/// The name of the `i`-th `what` (`body`, `solid`): its `name` key
/// ([`name_of`]) when given, else `{what}{i}`.
pub fn name_or_numbered(
    src: Src,
    what: &str,
    i: usize,
    v: Option<&Val>,
) -> Result<String, InputError> {
    match v {
        Some(v) => name_of(src, what, v),
        None => Ok(format!("{what}{i}")),
    }
}

/// A name: 1 to 64 letters, digits, '_', '-' or '.'.
pub fn name_of(src: Src, what: &str, v: &Val) -> Result<String, InputError> {
    let n = string(src, "name", v)?;
    let ok = !n.is_empty()
        && n.chars().count() <= 64
        && n.chars().all(|c| c.is_alphanumeric() || "_-.".contains(c));
    if !ok {
        return Err(src.err(
            &v.span(),
            format!("{what} name {n:?} must be 1 to 64 letters, digits, '_', '-' or '.'"),
        ));
    }
    Ok(n.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_by_binary_search_match_a_scan() {
        let text = "a\nbb\n\nccc";
        let nl = newlines(text);
        let src = Src {
            file: "f",
            text,
            newlines: &nl,
        };
        for i in 0..=text.len() {
            assert_eq!(src.line(&(i..i)), crate::error::line_of(text, i), "{i}");
        }
    }

    #[test]
    fn rounds_to_nearest_256th_ties_away_from_zero() {
        assert_eq!(to_subpx(1.5), 384);
        assert_eq!(to_subpx(0.05), 13); // 12.8
        assert_eq!(to_subpx(0.5 / 256.0), 1);
        assert_eq!(to_subpx(-0.5 / 256.0), -1);
        assert_eq!(to_subpx(1.5 / 256.0), 2);
        assert_eq!(to_subpx(-2.5 / 256.0), -3);
        assert_eq!(to_subpx(MAX_ABS_PX), 1 << 29);
    }
}
