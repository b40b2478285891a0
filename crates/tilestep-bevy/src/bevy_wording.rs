//! The loader's messages in a Bevy user's words: `tilestep-maps` names
//! its own calls (`LoadOptions::with_level`) and the command line's flags
//! (`--level`); an app names [`crate::assets::MapLoaderSettings`]' fields.

/// What `tilestep-maps` tells a library user to set, and the field of
/// `MapLoaderSettings` that sets it (the CLI's flag and the scenario's key
/// dropped with it).
const SETTINGS: [(&str, &str); 2] = [
    (
        "`LoadOptions::with_level` (CLI: `--level`; a scenario's `level = \"...\"`)",
        "`MapLoaderSettings::level`",
    ),
    (
        "`LoadOptions::with_layers` (CLI: `--layer NAME`; a scenario's `layer = \"...\"`)",
        "`MapLoaderSettings::collision_layers`",
    ),
];

/// The start and end of the loader's advice to name a kind:
/// ``with `KindTable::add_entry("NAME=KIND")` in `LoadOptions::kinds` (CLI: `--kind NAME=KIND`)``.
const KIND_START: &str = "with `KindTable::add_entry(\"";
const KIND_END: &str = "=KIND\")` in `LoadOptions::kinds` (CLI: `--kind ";

/// `text` (a load error, warning or note) naming `MapLoaderSettings`'
/// fields where it names the library's calls or the CLI's flags.
pub(crate) fn for_bevy(text: &str) -> String {
    let mut out = text.to_string();
    for (library, bevy) in SETTINGS {
        out = out.replace(library, bevy);
    }
    let mut done = String::new();
    while let Some(start) = out.find(KIND_START) {
        let rest = &out[start + KIND_START.len()..];
        let Some(name_end) = rest.find(KIND_END) else {
            break;
        };
        let name = &rest[..name_end];
        let after_flag = &rest[name_end + KIND_END.len()..];
        let Some(close) = after_flag.find("`)") else {
            break;
        };
        done.push_str(&out[..start]);
        done.push_str(&format!(
            "in `MapLoaderSettings::kinds` (`\"{name}\": \"KIND\"`, or `with_kind(\"{name}\", ...)`)"
        ));
        out = after_flag[close + 2..].to_string();
    }
    done.push_str(&out);
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_level_and_layers_are_the_settings_fields() {
        let e = "x.ldtk: no level chosen (the project has several; name one with \
                 `LoadOptions::with_level` (CLI: `--level`; a scenario's `level = \"...\"`)); \
                 available: A, B";
        assert_eq!(
            for_bevy(e),
            "x.ldtk: no level chosen (the project has several; name one with \
             `MapLoaderSettings::level`); available: A, B"
        );
    }

    #[test]
    fn a_kind_is_named_in_the_settings_kinds() {
        let w = "x.ldtk: IntGrid value 3 \"ladder\" of layer \"Collisions\" names no tile kind, \
                 so it collides as solid; name its kind with \
                 `KindTable::add_entry(\"ladder=KIND\")` in `LoadOptions::kinds` \
                 (CLI: `--kind ladder=KIND`)";
        assert_eq!(
            for_bevy(w),
            "x.ldtk: IntGrid value 3 \"ladder\" of layer \"Collisions\" names no tile kind, \
             so it collides as solid; name its kind in `MapLoaderSettings::kinds` \
             (`\"ladder\": \"KIND\"`, or `with_kind(\"ladder\", ...)`)"
        );
    }
}
