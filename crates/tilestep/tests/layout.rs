//! The core's layout keeps its shape (`docs/architecture.md`): each folder
//! reaches only the layers below it, by the paths its code names and by the
//! methods it calls; every path inside the crate names the folder it
//! reaches (never a name re-exported at the crate root); `rules/` (the
//! contract's one home) never reaches the shortcuts or the step; no source
//! file passes 400 lines, and no function 80.
//!
//! Read from the source text with its test code (every item marked
//! `#[cfg(test)]`) and its comments left out: tests may reach anything.

use std::collections::{BTreeMap, BTreeSet};
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
    ("game", &["tiles", "body", "map", "query"]),
    (
        "world",
        &["tiles", "body", "map", "step", "moving", "query", "game"],
    ),
];

/// Every layer, and the modules at the bottom anything may reach.
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
    "world",
];
const BOTTOM: &[&str] = &["units", "error"];

/// Files whose functions the 80-line limit leaves alone: none.
const LONG_ALLOWED: &[&str] = &[];

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

/// `path` relative to `src/`, with `/` separators.
fn rel(path: &Path) -> String {
    let rel = path.strip_prefix(src()).unwrap();
    rel.to_string_lossy().replace('\\', "/")
}

/// The folder (or top-level file's stem) `path` belongs to under `src/`.
fn layer_of(path: &Path) -> String {
    let rel = rel(path);
    let first = rel.split('/').next().unwrap();
    first.trim_end_matches(".rs").to_string()
}

/// `text` without its test code: every item marked `#[cfg(test)]` (a
/// test module, `pub(crate)` or not, a helper for tests), from the
/// attribute to the item's end (its closing brace, or its `;`); nothing
/// of a file that says `#![cfg(test)]` (a test module of its own file).
fn without_tests(text: &str) -> String {
    if text.lines().any(|l| l.trim() == "#![cfg(test)]") {
        return String::new();
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim() != "#[cfg(test)]" {
            out.push(lines[i]);
            i += 1;
            continue;
        }
        i = item_end(&lines, i + 1) + 1;
    }
    out.join("\n")
}

/// The last line of the item that starts at line `start` (after any
/// further attributes): where its braces balance, or its first `;` when it
/// has none.
fn item_end(lines: &[&str], start: usize) -> usize {
    let mut depth = 0i32;
    let mut opened = false;
    for (j, line) in lines.iter().enumerate().skip(start) {
        for ch in line.chars() {
            match ch {
                '{' => {
                    depth += 1;
                    opened = true;
                }
                '}' => depth -= 1,
                _ => {}
            }
        }
        if (opened && depth == 0) || (!opened && line.trim_end().ends_with(';')) {
            return j;
        }
    }
    lines.len() - 1
}

/// The product text of `path`: without its test code.
fn product_of(path: &Path) -> String {
    without_tests(&fs::read_to_string(path).unwrap())
}

/// The product code of `path`: without its test code and its comments
/// (lines starting `//`, and the rest of a line after `// `).
fn code_of(path: &Path) -> String {
    product_of(path)
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| l.split(" // ").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each `crate::` path of `code`, as its segments, a `use crate::{…}`
/// group opened into one path per item.
fn crate_paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let segs = segments(item.trim());
                if !segs.is_empty() {
                    out.push(segs);
                }
            }
            continue;
        }
        out.push(segments(rest));
    }
    out
}

/// The identifiers of the path at the start of `text`, `a::b::C`.
fn segments(text: &str) -> Vec<String> {
    let mut segs = Vec::new();
    let mut rest = text;
    loop {
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            break;
        }
        rest = &rest[name.len()..];
        segs.push(name);
        match rest.strip_prefix("::") {
            Some(r) => rest = r,
            None => break,
        }
    }
    segs
}

#[test]
fn each_folder_reaches_only_the_layers_below_it() {
    let mut wrong = Vec::new();
    for path in rust_files(&src()) {
        let layer = layer_of(&path);
        let Some((_, allowed)) = MAY_REACH.iter().find(|(l, _)| *l == layer) else {
            continue;
        };
        for segs in crate_paths(&code_of(&path)) {
            let other = segs[0].as_str();
            if LAYERS.contains(&other) && other != layer && !allowed.contains(&other) {
                wrong.push(format!(
                    "{} reaches {other} ({})",
                    rel(&path),
                    segs.join("::")
                ));
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
fn every_path_names_its_folder_not_a_crate_root_re_export() {
    let mut wrong = Vec::new();
    for path in rust_files(&src()) {
        if rel(&path) == "lib.rs" {
            continue;
        }
        for segs in crate_paths(&code_of(&path)) {
            let first = segs[0].as_str();
            if !LAYERS.contains(&first) && !BOTTOM.contains(&first) {
                wrong.push(format!("{}: crate::{}", rel(&path), segs.join("::")));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "paths through the crate root (name the folder instead):\n{}",
        wrong.join("\n")
    );
}

/// The names of the methods of `TileMap` (the type whose methods lie in
/// several layers) each layer defines.
fn map_methods_by_layer() -> BTreeMap<String, BTreeSet<String>> {
    let mut by_layer: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in rust_files(&src()) {
        let names = by_layer.entry(layer_of(&path)).or_default();
        for block in impl_blocks(&code_of(&path), "impl TileMap {") {
            names.extend(functions(&block).into_iter().map(|(name, _)| name));
        }
    }
    by_layer
}

/// The text of each block of `code` that opens with the line `head`.
fn impl_blocks(code: &str, head: &str) -> Vec<String> {
    let lines: Vec<&str> = code.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if *line == head {
            let end = item_end(&lines, i);
            out.push(lines[i..=end].join("\n"));
        }
    }
    out
}

#[test]
fn each_folder_calls_only_the_map_methods_of_the_layers_below_it() {
    // A `TileMap` method belongs to the layer whose file defines it; a
    // call of one on a map (`map.name(`, `self.map.name(`, or `self.name(`
    // inside `impl TileMap`) reaches that layer: method calls name no
    // path, so they are read here.
    let by_layer = map_methods_by_layer();
    let mut wrong = Vec::new();
    for path in rust_files(&src()) {
        let layer = layer_of(&path);
        let Some((_, allowed)) = MAY_REACH.iter().find(|(l, _)| *l == layer) else {
            continue;
        };
        let reachable = |l: &str| l == layer || allowed.contains(&l) || BOTTOM.contains(&l);
        for call in map_method_calls(&code_of(&path)) {
            let homes: Vec<&str> = by_layer
                .iter()
                .filter(|(_, names)| names.contains(&call))
                .map(|(l, _)| l.as_str())
                .collect();
            if !homes.is_empty() && homes.iter().all(|l| !reachable(l)) {
                wrong.push(format!(
                    "{} calls TileMap::{call} of {}",
                    rel(&path),
                    homes.join(", ")
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "methods of layers above called:\n{}",
        wrong.join("\n")
    );
}

/// The names of the methods `code` calls, `.name(` (and `.name::<…>(`),
/// on a receiver that ends with `receiver`, or on any receiver (`""`).
fn method_calls_on(code: &str, receiver: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find('.') {
        let before = rest[..at].trim_end();
        rest = &rest[at + 1..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let after = &rest[name.len()..];
        let call = after.starts_with('(') || after.starts_with("::<");
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        let on = receiver.is_empty()
            || before.ends_with(receiver)
                && !before[..before.len() - receiver.len()].ends_with(ident);
        if call && on && !name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit()) {
            out.insert(name);
        }
    }
    out
}

/// The names of the methods `code` calls.
fn method_calls(code: &str) -> BTreeSet<String> {
    method_calls_on(code, "")
}

/// The names of the methods `code` calls on a map: `map.name(` (a field
/// or a variable named `map`), and `self.name(` inside `impl TileMap`.
fn map_method_calls(code: &str) -> BTreeSet<String> {
    let mut calls = method_calls_on(code, "map");
    for block in impl_blocks(code, "impl TileMap {") {
        calls.extend(method_calls_on(&block, "self"));
    }
    calls
}

#[test]
fn no_source_file_passes_400_lines() {
    let long: Vec<String> = rust_files(&src())
        .into_iter()
        .filter_map(|p| {
            let n = fs::read_to_string(&p).unwrap().lines().count();
            (n > 400).then(|| format!("{}: {n} lines", rel(&p)))
        })
        .collect();
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn no_function_passes_80_lines() {
    let mut long = Vec::new();
    for path in rust_files(&src()) {
        if LONG_ALLOWED.contains(&rel(&path).as_str()) {
            continue;
        }
        for (name, lines) in functions(&product_of(&path)) {
            if lines > 80 {
                long.push(format!("{}: fn {name}, {lines} lines", rel(&path)));
            }
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

/// Each function of `code` with its length in lines (its comments
/// among them), from its `fn` line to the closing brace at the same
/// indent.
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
fn the_readers_find_what_they_look_for() {
    // The checks above can fail: each reader finds real items.
    let code = "impl X {\n    pub(crate) fn a(&self) -> i32 {\n        1\n    }\n}\nfn b() {}\nconst fn c() -> u8 {\n    0\n}\n";
    let found = functions(code);
    assert_eq!(found, [("a".into(), 3), ("b".into(), 1), ("c".into(), 3)]);
    let rules = functions(&code_of(&src().join("rules/walk.rs")));
    assert!(
        rules.iter().any(|(n, l)| n == "walk" && *l > 20),
        "{rules:?}"
    );
    // Test code, `pub(crate)` modules and single items, is left out.
    let text = "fn a() {}\n#[cfg(test)]\npub(crate) mod tests {\n    fn t() {}\n}\n#[cfg(test)]\nuse x::y;\n#[cfg(test)]\nfn helper() {\n}\nfn b() {}\n";
    assert_eq!(without_tests(text), "fn a() {}\nfn b() {}");
    assert_eq!(without_tests("//! Tests.\n#![cfg(test)]\nuse x::y;\n"), "");
    // Paths, grouped ones opened, and method calls.
    let paths = crate_paths(
        "use crate::map::TileMap;\nuse crate::{Body, units::Px};\nlet s = crate::Solid::new();",
    );
    let firsts: Vec<&str> = paths.iter().map(|p| p[0].as_str()).collect();
    assert_eq!(firsts, ["map", "Body", "units", "Solid"]);
    let calls = method_calls("map.ground_among(b, c, s); x.min(1).max::<i32>(2); 1.5; a.field");
    let calls: Vec<&str> = calls.iter().map(|s| s.as_str()).collect();
    assert_eq!(calls, ["ground_among", "max", "min"]);
    let methods = map_methods_by_layer();
    assert!(methods["query"].contains("ground_among") && methods["map"].contains("shape_at"));
    assert!(!methods["game"].contains("ground_among"));
    let on_map = map_method_calls(
        "self.map.shape_at(1, 2); rules\n    .map\n    .tile_of(3); heap.push(1); self.g(2)",
    );
    let on_map: Vec<&str> = on_map.iter().map(|s| s.as_str()).collect();
    assert_eq!(on_map, ["shape_at", "tile_of"]);
}
