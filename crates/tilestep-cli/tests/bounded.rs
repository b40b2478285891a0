//! Every file `tilestep sim` reads goes through the one bounded reader: a
//! scenario or a `map_file` that is an endless device, or a 3 GB (sparse)
//! file, exits 2 at once with the file and the limit named.

mod common;
use common::{error_of, error_of_args, write};
use std::path::PathBuf;
use std::time::Instant;

const LIMIT: &str = "67108864 bytes";

/// A sparse file of 3 GB (it costs no disk) under the target dir.
fn huge(name: &str) -> PathBuf {
    let p = write(name, b"");
    std::fs::File::create(&p).unwrap().set_len(3 << 30).unwrap();
    p
}

/// `error_of`, and that it took less than a second.
fn quick_error(path: &std::path::Path) -> String {
    let t = Instant::now();
    let e = error_of(path);
    assert!(
        t.elapsed().as_secs() < 1,
        "{}: took {:?}",
        path.display(),
        t.elapsed()
    );
    e
}

#[test]
fn an_endless_or_huge_scenario_file_is_refused() {
    let e = quick_error("/dev/zero".as_ref());
    assert!(
        e.starts_with("error: /dev/zero: refused") && e.contains(LIMIT),
        "{e}"
    );
    let p = huge("huge_scenario.toml");
    let e = quick_error(&p);
    assert_eq!(
        e,
        format!(
            "error: {}: file of 3221225472 bytes refused (at most {LIMIT})",
            p.display()
        )
    );
    let _ = std::fs::remove_file(&p);
}

#[test]
fn an_endless_or_huge_map_file_is_refused() {
    let body = "\n[[body]]\nsize = [12, 24]\nstart = [24, 32]\n";
    let zero = write(
        "map_zero.toml",
        format!("frames = 5\nmap_file = \"/dev/zero\"\n{body}").as_bytes(),
    );
    let e = quick_error(&zero);
    assert!(
        e.contains("map_file \"/dev/zero\": /dev/zero: refused") && e.contains(LIMIT),
        "{e}"
    );
    for name in ["huge_map.txt", "huge_map.tmx", "huge_map.ldtk"] {
        let map = huge(name);
        let sc = write(
            "map_huge.toml",
            format!("frames = 5\nmap_file = \"{}\"\n{body}", map.display()).as_bytes(),
        );
        let e = quick_error(&sc);
        assert!(
            e.contains(&map.display().to_string())
                && e.contains("3221225472 bytes refused")
                && e.contains(LIMIT),
            "{name}: {e}"
        );
        let _ = std::fs::remove_file(&map);
    }
}

#[test]
fn check_and_render_refuse_them_too() {
    let map = huge("huge_check.tmx");
    // /dev/zero named as a map: a link with a map's extension.
    let zero = write("zero_link.tmx", b"");
    std::fs::remove_file(&zero).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    for cmd in ["check", "render"] {
        for m in [map.as_os_str(), zero.as_os_str()] {
            let t = Instant::now();
            let png = std::env::temp_dir().join("tilestep-never-written.png");
            let e = match cmd {
                "render" => error_of_args(&[cmd.as_ref(), m, "--png".as_ref(), png.as_os_str()]),
                _ => error_of_args(&[cmd.as_ref(), m]),
            };
            assert!(
                t.elapsed().as_secs() < 1,
                "{cmd} {m:?}: took {:?}",
                t.elapsed()
            );
            assert!(
                e.contains(&*m.to_string_lossy()) && e.contains(LIMIT),
                "{cmd}: {e}"
            );
        }
    }
    let _ = std::fs::remove_file(&map);
    let _ = std::fs::remove_file(&zero);
}
