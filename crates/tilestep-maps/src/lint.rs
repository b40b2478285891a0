//! Map lints (placeholder, filled below).
