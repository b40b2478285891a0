//! JSON readers shared by the Tiled JSON (`.tmj`, `.tsj`) and LDtk (`.ldtk`)
//! loaders: parsing with the line of a syntax error, and typed fields whose
//! errors name the key and what was found.

use crate::error::{Loc, MapLoadError};
use serde_json::Value;

/// Parses JSON, naming the line of a syntax error.
pub fn json(bytes: &[u8], at: &Loc) -> Result<Value, MapLoadError> {
    serde_json::from_slice(bytes).map_err(|e| MapLoadError::Syntax {
        at: at.line(Some(e.line().max(1))),
        msg: format!("not valid JSON: {e}"),
    })
}

/// An [`MapLoadError::Invalid`] at `at`.
pub(crate) fn invalid(at: &Loc, msg: impl Into<String>) -> MapLoadError {
    MapLoadError::Invalid {
        at: at.clone(),
        msg: msg.into(),
    }
}

/// The whole number at `key` (required).
pub(crate) fn uint(v: &Value, key: &str, at: &Loc) -> Result<u64, MapLoadError> {
    match v.get(key) {
        None => Err(invalid(at, format!("missing {key:?}"))),
        Some(x) => x
            .as_u64()
            .ok_or_else(|| invalid(at, format!("{key:?} must be a whole number, found {x}"))),
    }
}

/// The number at `key` (0 when absent).
pub(crate) fn num(v: &Value, key: &str, at: &Loc) -> Result<f64, MapLoadError> {
    match v.get(key) {
        None => Ok(0.0),
        Some(x) => x
            .as_f64()
            .ok_or_else(|| invalid(at, format!("{key:?} must be a number, found {x}"))),
    }
}

/// The string at `key` (empty when absent or not a string).
pub(crate) fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

/// The array at `key` (empty when absent or null).
pub(crate) fn array<'a>(v: &'a Value, key: &str, at: &Loc) -> Result<&'a [Value], MapLoadError> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(a)) => Ok(a),
        Some(x) => Err(invalid(at, format!("{key:?} must be an array, found {x}"))),
    }
}
