//! FNV-1a 64: a fixed, dependency-free hash for golden traces. The same
//! bytes give the same hash on every target (no seeds, no platform words).

/// FNV-1a 64 offset basis.
pub const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
/// FNV-1a 64 prime.
pub const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a 64 of `bytes`, continuing from `state` (start with [`FNV_OFFSET`]).
pub fn fnv1a64_update(mut state: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        state ^= u64::from(b);
        state = state.wrapping_mul(FNV_PRIME);
    }
    state
}

/// FNV-1a 64 of `bytes`.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    fnv1a64_update(FNV_OFFSET, bytes)
}

/// A golden file's check: with `TILESTEP_BLESS` set in the environment,
/// writes `now` to `path`; otherwise panics, listing the lines that changed
/// (`now` against `was`) and how to bless on purpose (`bless`: the command),
/// unless the file holds exactly `now`. For tests of golden trace hashes.
pub fn assert_golden(path: &str, now: &str, bless: &str) {
    if std::env::var_os("TILESTEP_BLESS").is_some() {
        std::fs::write(path, now).unwrap_or_else(|e| panic!("{path}: {e}"));
        return;
    }
    let want = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{path}: {e} (TILESTEP_BLESS=1 {bless} writes it)"));
    if now != want {
        let gone = |a: &str, b: &str, tag: &str| -> Vec<String> {
            a.lines()
                .filter(|l| !b.lines().any(|w| w == *l))
                .map(|l| format!("  {tag}  {l}"))
                .collect()
        };
        let mut diff = gone(now, &want, "now");
        diff.extend(gone(&want, now, "was"));
        panic!(
            "golden hashes in {path} changed:\n{}\nif on purpose: TILESTEP_BLESS=1 {bless}",
            diff.join("\n")
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_vectors() {
        // The published FNV-1a 64 test vectors.
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
