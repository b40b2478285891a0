//! The repository's README shows the crate README's ten-line setup (which
//! runs as a doc test of this crate): the two copies must say the same.

/// The visible lines of the first ```rust block after `heading` (doc-test
/// lines hidden with `# ` left out).
fn setup_lines(readme: &str, heading: &str) -> Vec<String> {
    let from = readme
        .find(heading)
        .unwrap_or_else(|| panic!("no {heading:?}"));
    let rest = &readme[from..];
    let start = rest.find("```rust\n").expect("a rust block") + "```rust\n".len();
    let end = rest[start..].find("```").expect("the block's end");
    rest[start..start + end]
        .lines()
        .filter(|l| !l.starts_with("# "))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_main_readme_shows_the_tested_ten_lines() {
    let here = env!("CARGO_MANIFEST_DIR");
    let krate = std::fs::read_to_string(format!("{here}/README.md")).unwrap();
    let Ok(main) = std::fs::read_to_string(format!("{here}/../../README.md")) else {
        // Built from its published package: there is no repository README.
        return;
    };
    let tested = setup_lines(&krate, "## Ten lines");
    assert!(tested.len() >= 10, "{tested:?}");
    assert_eq!(setup_lines(&main, "## In a Bevy game"), tested);
}
