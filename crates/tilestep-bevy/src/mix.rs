//! 64 well-mixed bits from 64 bits: SplitMix64's step (an odd constant
//! added, then its finaliser), for the map's edit digest and the rollback
//! checksums. Every input bit changes about half the output bits, and 0
//! does not map to 0.

/// SplitMix64 of `z`.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::mix;

    #[test]
    fn known_values_and_no_fixed_zero() {
        // SplitMix64's first output from seed 0.
        assert_eq!(mix(0), 0xe220_a839_7b1d_cdaf);
        assert_ne!(mix(1), mix(0));
        assert_eq!(
            (mix(1) ^ mix(0)).count_ones() / 16,
            2,
            "about half the bits"
        );
    }
}
