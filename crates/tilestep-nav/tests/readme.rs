//! The main README's navigation example is this crate's README example
//! (which runs as a doc test) without its hidden lines.

#[test]
fn the_main_readme_shows_the_tested_example() {
    let here = env!("CARGO_MANIFEST_DIR");
    let krate = std::fs::read_to_string(format!("{here}/README.md")).expect("the crate's README");
    let main = std::fs::read_to_string(format!("{here}/../../README.md")).expect("the main README");
    let block = |text: &str, after: &str| -> String {
        let from = text.find(after).expect("the section");
        let code = &text[from..];
        let start = code.find("```rust\n").expect("a rust block") + "```rust\n".len();
        let end = start + code[start..].find("```").expect("the block's end");
        code[start..end].to_string()
    };
    let example = block(&krate, "# tilestep-nav");
    let shown: Vec<&str> = example
        .lines()
        .filter(|l| !(l.starts_with("# ") || *l == "#"))
        .map(|l| l.trim_end())
        .collect::<Vec<_>>();
    let tested = shown.join("\n").trim().to_string();
    let readme = block(&main, "## Navigation").trim().to_string();
    assert_eq!(
        readme, tested,
        "README.md's Navigation example differs from crates/tilestep-nav/README.md's"
    );
}
