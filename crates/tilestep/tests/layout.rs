//! The core's layout keeps its shape (`docs/architecture.md`): each folder
//! reaches only the layers below it, `rules/` (the contract's one home)
//! never reaches the shortcuts or the step, no source file passes 400
//! lines, and no function of `rules/`, `shortcuts/` or `step/` passes 80.
//!
//! Read from the source text: a `crate::folder` path names what a file
//! reaches. (Names re-exported at the crate root are not followed; the
//! core's own files name the folder.)

use std::fs;
use std::path::{Path, PathBuf};

/// What each folder (or top-level file) of `src/` may reach besides
/// itself, `units` and `error`: the layers below it.
const MAY_REACH: &[(&str, &[&str])] = &[
    ("tiles", &[]),
    ("body", &["tiles"]),
    ("map", &["tiles", "body"]),
    ("rules", &["tiles", "body", "map"]),
    ("shortcuts", &["tiles", "body", "map", "rules"]),
    ("step", &["tiles", "body", "map", "rules", "shortcuts"]),
    ("moving", &["tiles", "body", "map", "rules"]),
    ("query", &["tiles", "body", "map", "rules"]),
    ("game", &["tiles", "body", "map"]),
];

/// The layers a `crate::` path may name.
const LAYERS: &[&str] = &[
    "tiles",
    "body",
    "map",
    "rules",
    "shortcuts",
    "step",
    "moving",
    "query",
    "game",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The folder (or top-level file's stem) `path` belongs to under `src/`.
fn layer_of(path: &Path) -> String {
    let rel = path.strip_prefix(src()).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

/// The source of `path` without its `#[cfg(test)]` module (tests may
/// reach anything).
fn code_of(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

#[test]
fn each_folder_reaches_only_the_layers_below_it() {
    let mut wrong = Vec::new();
    for path in rust_files(&src()) {
        let layer = layer_of(&path);
        let Some((_, allowed)) = MAY_REACH.iter().find(|(l, _)| *l == layer) else {
            continue;
        };
        let code = code_of(&path);
        for other in LAYERS
            .iter()
            .filter(|&&l| l != layer && !allowed.contains(&l))
        {
            for pattern in [format!("crate::{other}::"), format!("crate::{other};")] {
                if let Some(at) = code.find(&pattern) {
                    let line = code[..at].lines().count();
                    wrong.push(format!("{}:{line} reaches {other}", path.display()));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "layers reached from above:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_source_file_passes_400_lines() {
    let long: Vec<String> = rust_files(&src())
        .into_iter()
        .filter_map(|p| {
            let n = fs::read_to_string(&p).unwrap().lines().count();
            (n > 400).then(|| format!("{}: {n} lines", p.display()))
        })
        .collect();
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn no_function_of_the_rules_the_shortcuts_or_the_step_passes_80_lines() {
    let mut long = Vec::new();
    for folder in ["rules", "shortcuts", "step"] {
        for path in rust_files(&src().join(folder)) {
            for (name, lines) in functions(&code_of(&path)) {
                if lines > 80 {
                    long.push(format!("{}: fn {name}, {lines} lines", path.display()));
                }
            }
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

/// Each function of `code` with its length in lines, from its `fn` line
/// to the closing brace at the same indent.
fn functions(code: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let body = line.trim_start();
        let indent = line.len() - body.len();
        let Some(at) = body.find("fn ") else { continue };
        let head = &body[..at];
        let is_fn = head
            .split_whitespace()
            .all(|w| w == "pub" || w.starts_with("pub(") || w == "const");
        if !is_fn || body.trim_end().ends_with(';') {
            continue;
        }
        let name: String = body[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if body.contains('{') && body.trim_end().ends_with('}') {
            out.push((name, 1));
            continue;
        }
        let close = " ".repeat(indent) + "}";
        let end = (i..lines.len())
            .find(|&j| lines[j] == close)
            .unwrap_or(lines.len() - 1);
        out.push((name, end - i + 1));
    }
    out
}

#[test]
fn the_length_reader_finds_functions_and_their_ends() {
    // The checks above can fail: the reader measures real functions.
    let code = "impl X {\n    pub(crate) fn a(&self) -> i32 {\n        1\n    }\n}\nfn b() {}\nconst fn c() -> u8 {\n    0\n}\n";
    let found = functions(code);
    assert_eq!(found, [("a".into(), 3), ("b".into(), 1), ("c".into(), 3)]);
    let rules = functions(&code_of(&src().join("rules/walk.rs")));
    assert!(
        rules.iter().any(|(n, l)| n == "walk" && *l > 20),
        "{rules:?}"
    );
}
