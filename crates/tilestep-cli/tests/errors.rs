//! Malformed scenarios: exit code 2 and a message naming the file, the line
//! and the problem, exactly.

mod common;
use common::{error_of, write};

fn expect(name: &str, text: &str, line: usize, msg: &str) {
    let p = write(name, text.as_bytes());
    assert_eq!(
        error_of(&p),
        format!("error: {}:{line}: {msg}", p.display())
    );
}

const GOOD_TAIL: &str =
    "map = '''\n....\n....\n####\n'''\n\n[[body]]\nsize = [12, 24]\nstart = [24, 32]\n";

#[test]
fn unknown_key_names_its_table_and_line() {
    let text = format!("frames = 10\n{GOOD_TAIL}gravty = 0.5\n");
    expect(
        "unknown_key.toml",
        &text,
        11,
        "unknown key \"gravty\" in [[body]]",
    );
    let text = format!("frames = 10\nframez = 3\n{GOOD_TAIL}");
    expect(
        "unknown_top.toml",
        &text,
        2,
        "unknown key \"framez\" at the top level",
    );
    let text = format!("frames = 10\n{GOOD_TAIL}\n[[body.input]]\nframes = 5\nvxx = 1\n");
    expect(
        "unknown_input.toml",
        &text,
        14,
        "unknown key \"vxx\" in [[body.input]]",
    );
}

#[test]
fn wrong_types() {
    let text = format!("frames = \"ten\"\n{GOOD_TAIL}");
    expect(
        "wrong_type.toml",
        &text,
        1,
        "\"frames\" must be a whole number, found the string \"ten\"",
    );
    let text = format!("frames = 10\n{GOOD_TAIL}gravity = true\n");
    expect(
        "wrong_type_gravity.toml",
        &text,
        11,
        "\"gravity\" must be a number, found true",
    );
    let text = format!("frames = 10\n{GOOD_TAIL}velocity = [1]\n");
    expect(
        "wrong_len.toml",
        &text,
        11,
        "\"velocity\" must have 2 elements, found 1",
    );
    let text = format!("frames = 10\n{GOOD_TAIL}gravity = nan\n");
    expect("nan.toml", &text, 11, "\"gravity\" must be a finite number");
    let text = format!("frames = 10\n{GOOD_TAIL}velocity = [1e9, 0]\n");
    expect(
        "absurd.toml",
        &text,
        11,
        "\"velocity\" = 1000000000 is out of range (at most 2^21 = 2097152 px either way)",
    );
}

#[test]
fn ragged_row_names_the_file_line() {
    // The map starts on line 3 (after `map = '''` on line 2): map line 2 is file line 4.
    let text = "frames = 10\nmap = '''\n....\n...\n####\n'''\n[[body]]\nsize = [12, 24]\nstart = [24, 32]\n";
    expect(
        "ragged.toml",
        text,
        4,
        "ragged map row: map line 2 has 3 characters, the first row has 4",
    );
}

#[test]
fn unknown_map_char_names_line_and_column() {
    let text = "frames = 10\n\nmap = '''\n....\n..?.\n####\n'''\n[[body]]\nsize = [12, 24]\nstart = [24, 32]\n";
    expect(
        "unknown_char.toml",
        text,
        5,
        "map line 2, column 3: character '?' is not a tile kind and not in [legend]",
    );
}

#[test]
fn legend_problems() {
    let text = format!("frames = 10\n{GOOD_TAIL}[legend]\n\"ab\" = {{ kind = \"solid\" }}\n");
    expect(
        "legend_key.toml",
        &text,
        12,
        "legend key \"ab\" must be a single character",
    );
    let text = format!("frames = 10\n{GOOD_TAIL}[legend]\n\"S\" = {{ kind = \"stone\" }}\n");
    let p = write("legend_kind.toml", text.as_bytes());
    let e = error_of(&p);
    assert!(
        e.starts_with(&format!(
            "error: {}:12: legend 'S': unknown tile kind \"stone\"",
            p.display()
        )),
        "{e}"
    );
}

#[test]
fn body_inside_a_solid() {
    let text = "frames = 10\nmap = '''\n....\n####\n'''\n\n[[body]]\nname = \"stuck\"\nsize = [12, 24]\nstart = [24, 30]\n";
    expect(
        "inside.toml",
        text,
        7,
        "body \"stuck\" starts with its core inside a solid (box x 18..30, y 6..30 px)",
    );
}

#[test]
fn tile_size_out_of_range() {
    for (t, name) in [(17, "ts17.toml"), (300, "ts300.toml"), (2, "ts2.toml")] {
        let text = format!("tile_size = {t}\nframes = 10\n{GOOD_TAIL}");
        expect(
            name,
            &text,
            1,
            &format!("tile_size {t} is out of range: it must be an even number from 4 to 256"),
        );
    }
}

#[test]
fn missing_keys() {
    expect(
        "no_frames.toml",
        GOOD_TAIL,
        1,
        "missing required key \"frames\"",
    );
    let text = "frames = 10\nmap = '''\n....\n####\n'''\n[[body]]\nstart = [24, 16]\n";
    expect(
        "no_size.toml",
        text,
        6,
        "missing required key \"size\" in [[body]]",
    );
    let text = "frames = 10\n[[body]]\nsize = [1, 1]\nstart = [0, 0]\n";
    expect(
        "no_map.toml",
        text,
        1,
        "missing required key \"map\" (or \"map_file\")",
    );
    let text = "frames = 10\nmap = '''\n....\n'''\n";
    expect(
        "no_body.toml",
        text,
        1,
        "no [[body]]: a scenario needs at least one",
    );
}

#[test]
fn garbage_and_empty_files() {
    let p = write("garbage.toml", b"\xff\xfe\x00\x01garbage\n");
    assert_eq!(
        error_of(&p),
        format!(
            "error: {}:1: not a TOML scenario: the file is not UTF-8 text",
            p.display()
        )
    );
    let p = write("nonsense.toml", b"frames = 3\nthis is not toml\n");
    let e = error_of(&p);
    assert!(
        e.starts_with(&format!("error: {}:2: invalid TOML: ", p.display())),
        "{e}"
    );
    expect(
        "empty.toml",
        "",
        1,
        "the scenario is empty: it needs frames, a map and at least one [[body]]",
    );
}

#[test]
fn map_files() {
    let p = write("tiled.toml", b"frames = 1\nmap_file = \"level.tmx\"\n");
    assert_eq!(
        error_of(&p),
        format!(
            "error: {}:2: map_file \"level.tmx\": cannot read {}: no such file",
            p.display(),
            p.with_file_name("level.tmx").display()
        )
    );
    let p = write(
        "level_not_ldtk.toml",
        b"frames = 1\nmap_file = \"x.txt\"\nlevel = \"L\"\n",
    );
    assert_eq!(
        error_of(&p),
        format!(
            "error: {}:3: \"level\" applies to LDtk (.ldtk) maps; map_file \"x.txt\" is not one",
            p.display()
        )
    );
    let map = write("ragged_level.txt", b"....\n....\n..\n");
    let p = write(
        "uses_ragged.toml",
        b"frames = 1\nmap_file = \"ragged_level.txt\"\n[[body]]\nsize = [4, 4]\nstart = [8, 8]\n",
    );
    assert_eq!(
        error_of(&p),
        format!(
            "error: {}:3: ragged map row: map line 3 has 2 characters, the first row has 4",
            map.display()
        )
    );
}

/// A good scenario (body on line 8) followed by `[[solid]]` on line 12 and
/// its keys from line 13.
fn with_solid(keys: &str) -> String {
    format!("frames = 10\n{GOOD_TAIL}\n[[solid]]\n{keys}")
}

#[test]
fn solid_problems_name_their_line() {
    let cases: &[(&str, &str, usize, &str)] = &[
        (
            "pos = [0, 0]\nsize = [8, 8]\nspeeed = 1\n",
            "solid_unknown.toml",
            15,
            "unknown key \"speeed\" in [[solid]]",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nkind = \"ladder\"\n",
            "solid_kind.toml",
            15,
            "solid kind must be \"solid\", \"platform\" or \"platform_under\", found \"ladder\"",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nkind = \"one_way\"\n",
            "solid_kind_renamed.toml",
            15,
            "solid kind must be \"solid\", \"platform\" or \"platform_under\", found \"one_way\" (renamed \"platform\" in 0.4)",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nwaypoints = [[8, 0]]\nspeed = 1\nloop = \"bounce\"\n",
            "solid_loop.toml",
            17,
            "\"loop\" must be \"cycle\", \"ping_pong\" or \"stop\", found \"bounce\"",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nwaypoints = [[8, 0]]\n",
            "solid_no_speed.toml",
            12,
            "missing required key \"speed\" in [[solid]] (it has waypoints)",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nwaypoints = [[8, 0]]\nspeed = 0\n",
            "solid_speed0.toml",
            16,
            "\"speed\" must be more than 0 and at most 127 px/frame, found 0",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nspeed = 200\n",
            "solid_speed_fast.toml",
            15,
            "\"speed\" must be more than 0 and at most 127 px/frame, found 200",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nspeed = 1\nwaypoints = [[1, 2], [3]]\n",
            "solid_waypoints.toml",
            16,
            "\"waypoints\" must hold [x, y] pairs of numbers, element 2 is an array of 1",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nspeed = 1\nwaypoints = [[1, \"a\"]]\n",
            "solid_waypoints_str.toml",
            16,
            "\"waypoints\" must hold [x, y] pairs of numbers, element 1 is [.., the string \"a\"]",
        ),
        (
            "size = [8, 8]\n",
            "solid_no_pos.toml",
            12,
            "missing required key \"pos\" in [[solid]]",
        ),
        (
            "pos = [0, 0]\nsize = [0, 8]\n",
            "solid_size.toml",
            14,
            "\"size\": element 1 = 0 is out of range (1 to 4096)",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\ntag = 64\n",
            "solid_tag.toml",
            15,
            "\"tag\" = 64 is out of range (0 to 63)",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nwait = -1\n",
            "solid_wait.toml",
            15,
            "\"wait\" = -1 is out of range (0 to 10000000)",
        ),
        (
            "pos = [0, 0]\nsize = [8, 8]\nstart_frame = 0\n",
            "solid_start.toml",
            15,
            "\"start_frame\" = 0 is out of range (1 to 10000000)",
        ),
        (
            "name = \"body0\"\npos = [0, 0]\nsize = [8, 8]\n",
            "solid_name.toml",
            12,
            "solid name \"body0\" is already used by the body on line 8",
        ),
        (
            "name = \"a b\"\npos = [0, 0]\nsize = [8, 8]\n",
            "solid_name_chars.toml",
            13,
            "solid name \"a b\" must be 1 to 64 letters, digits, '_', '-' or '.'",
        ),
        (
            "pos = [12, 10]\nsize = [24, 24]\n",
            "solid_over_body.toml",
            12,
            "solid \"solid0\" starts over the core of body \"body0\" (line 8)",
        ),
    ];
    for (keys, name, line, msg) in cases {
        expect(name, &with_solid(keys), *line, msg);
    }
    // Two solids with one name.
    let text = format!(
        "{}\n[[solid]]\nname = \"solid0\"\npos = [0, 0]\nsize = [8, 8]\n",
        with_solid("pos = [0, 0]\nsize = [8, 8]\n")
    );
    expect(
        "solid_twice.toml",
        &text,
        16,
        "solid name \"solid0\" is already used by the solid on line 12",
    );
}

#[test]
fn body_option_problems_name_their_line() {
    let body = |extra: &str| format!("frames = 10\n{GOOD_TAIL}{extra}");
    expect(
        "inherit_type.toml",
        &body("inherit = 1\n"),
        11,
        "\"inherit\" must be true or false, found the integer 1",
    );
    expect(
        "push_speed_alone.toml",
        &body("push_speed = 2\n"),
        11,
        "\"push_speed\" needs \"pushable = true\"",
    );
    expect(
        "pushable_not_solid.toml",
        &body("pushable = true\nsolid = false\n"),
        12,
        "a pushable body is solid to the others: leave out \"solid = false\"",
    );
    expect(
        "pushable_input.toml",
        &body("pushable = true\n\n[[body.input]]\nframes = 5\nvx = 1\n"),
        13,
        "body \"body0\" is pushable: it has no [[body.input]] (it moves only when pushed, and by gravity)",
    );
    expect(
        "push_speed_negative.toml",
        &body("pushable = true\npush_speed = -1\n"),
        12,
        "\"push_speed\" must be 0 or more, found -1",
    );
    // A crate over the body's head, 4 px into it: nothing starts overlapping.
    expect(
        "body_in_crate.toml",
        &body("\n[[body]]\nname = \"crate\"\nsize = [16, 16]\nstart = [24, 12]\nsolid = true\n"),
        8,
        "body \"body0\" starts with its core in the box of solid body \"crate\" (line 12)",
    );
}

#[test]
fn controller_behaviour_and_keys_errors_name_the_line() {
    // GOOD_TAIL's [[body]] header is line 8; its last key line 10.
    let ctl = |extra: &str| format!("frames = 10\n{GOOD_TAIL}\n[body.controller]\n{extra}");
    expect(
        "ctl_preset.toml",
        &ctl("preset = \"snes\"\n"),
        13,
        "preset must be \"nes\", \"celeste\" or \"metroidvania\", found \"snes\"",
    );
    expect(
        "ctl_unknown.toml",
        &ctl("jump = 3\n"),
        13,
        "unknown key \"jump\" in [body.controller]",
    );
    expect(
        "ctl_keys.toml",
        &ctl("keys = '''\nR*3\nRQ\n'''\n"),
        15,
        "in \"keys\": \"RQ\": buttons are letters from LRUDJFXG, each at most once, or '-' for none",
    );
    let text =
        format!("frames = 10\n{GOOD_TAIL}max_fall = 3\n\n[body.controller]\npreset = \"nes\"\n");
    expect(
        "ctl_max_fall.toml",
        &text,
        11,
        "body \"body0\" has a [body.controller]: its motion comes from the controller, so leave out max_fall (set max_fall in [body.controller])",
    );
    let beh = |b: &str| format!("frames = 10\n{GOOD_TAIL}\n[[behaviour]]\n{b}");
    expect(
        "beh_kind.toml",
        &beh("tag = 1\nkind = \"lava\"\n"),
        14,
        "behaviour kind must be \"spring\", \"spikes\", \"ice\", \"conveyor\", \"ladder\" or \"water\", found \"lava\"",
    );
    expect(
        "beh_missing.toml",
        &beh("tag = 1\nkind = \"spring\"\n"),
        12,
        "missing required key \"speed\" in [[behaviour]]",
    );
    expect(
        "beh_extra.toml",
        &beh("tag = 1\nkind = \"ice\"\npercent = 20\nspeed = 2\n"),
        16,
        "\"speed\" does not apply to a \"ice\" behaviour",
    );
    expect(
        "beh_twice.toml",
        &format!(
            "{}\n[[behaviour]]\ntag = 1\nkind = \"ladder\"\n",
            beh("tag = 1\nkind = \"ladder\"\n")
        ),
        17,
        "tag 1 already has a behaviour (line 12)",
    );
}

#[test]
fn move_table_and_move_state_errors_name_the_line() {
    // The [body.controller] header is line 12; `extra` starts on line 13.
    let ctl = |extra: &str| format!("frames = 10\n{GOOD_TAIL}\n[body.controller]\n{extra}");
    expect(
        "move_unknown.toml",
        &ctl("preset = \"metroidvania\"\n\n[body.controller.wall]\nreach = 2\nslide_speed = 1\n"),
        17,
        "unknown key \"slide_speed\" in [body.controller.wall] (its keys: slide_max, slide_frames, jump_x, jump_lock, reach, climb_jump)",
    );
    expect(
        "move_range.toml",
        &ctl("\n[body.controller.dash]\ncount = 1\nframes = 300\n"),
        16,
        "\"frames\" = 300 is out of range (0 to 255)",
    );
    expect(
        "move_speed.toml",
        &ctl("\n[body.controller.swim]\nstroke = 200\n"),
        15,
        "\"stroke\" must be from 0 to 127 px/frame, found 200",
    );
    expect(
        "move_stamina.toml",
        &ctl("\n[body.controller.grab]\nstamina = 70000\n"),
        15,
        "\"stamina\" = 70000 is out of range (0 to 65535)",
    );
    expect(
        "move_height.toml",
        &ctl("\n[body.controller.crouch]\nheight = 5000\n"),
        15,
        "\"height\" = 5000 is out of range (0 to 4096)",
    );
    expect(
        "move_flag.toml",
        &ctl("\n[body.controller.ledge]\nhang = 1\n"),
        15,
        "\"hang\" must be true or false, found the integer 1",
    );
    expect(
        "move_not_table.toml",
        &ctl("wall = 3\n"),
        13,
        "wrong type: integer `3`, expected a table",
    );
    expect(
        "move_state_side.toml",
        &ctl("\n[body.controller.state]\nprev = \"RXG\"\nfacing = 2\n"),
        16,
        "\"facing\" = 2 is out of range (-1 to 1)",
    );
    expect(
        "move_state_dir.toml",
        &ctl("\n[body.controller.state]\ndash_dir = [1, 0, 1]\n"),
        15,
        "\"dash_dir\" must have 2 elements, found 3",
    );
    expect(
        "move_state_prev.toml",
        &ctl("\n[body.controller.state]\nprev = \"RQ\"\n"),
        15,
        "\"prev\" must be letters from LRUDJFXG or '-', found \"RQ\"",
    );
    let beh = |b: &str| format!("frames = 10\n{GOOD_TAIL}\n[[behaviour]]\n{b}");
    expect(
        "beh_water_speed.toml",
        &beh("tag = 1\nkind = \"water\"\nspeed = 2\n"),
        15,
        "\"speed\" does not apply to a \"water\" behaviour",
    );
}

#[test]
fn a_core_shape_must_be_chamfered_or_box() {
    let text = format!("frames = 10\n{GOOD_TAIL}core = \"round\"\n");
    expect(
        "core_shape.toml",
        &text,
        11,
        "core must be \"chamfered\" or \"box\", found \"round\"",
    );
    let text = format!("frames = 10\n{GOOD_TAIL}core = 1\n");
    expect(
        "core_shape_type.toml",
        &text,
        11,
        "\"core\" must be a string, found the integer 1",
    );
    // A box core that starts in a solid where a chamfered one would not:
    // its box overlaps the floor's corner by its bottom-left pixel.
    let tail = GOOD_TAIL
        .replace("####\n", "###.\n")
        .replace("[24, 32]", "[53, 33]");
    let text = format!("frames = 10\n{tail}core = \"box\"\n");
    let p = common::write("core_box_inside.toml", text.as_bytes());
    assert!(common::error_of(&p).contains("starts with its core inside a solid"));
    let chamfered = format!("frames = 10\n{tail}");
    let p = common::write("core_chamfered_fits.toml", chamfered.as_bytes());
    let out = common::tilestep().arg("sim").arg(&p).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "the chamfered core fits there");
}
