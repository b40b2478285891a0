//! Seeded generators for tilestep's tests and the bench's workload, in one
//! place: the core's tests, the CLI's tests and the bench's generated level
//! and input streams all draw from [`Lcg`], so a sequence they depend on has
//! one definition.
//!
//! No dependencies and no floats: the same numbers on every target.
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

pub mod level;

/// A 64-bit linear congruential generator (Knuth's MMIX multiplier and
/// increment) that returns the state's top 31 bits.
///
/// The tuple field is the state; `Lcg(seed)` starts from `seed` as it is.
/// Tests and the bench's workload depend on its exact sequence: changing a
/// constant or a method's arithmetic changes their maps, scripts and
/// timings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lcg(pub u64);

impl Lcg {
    /// Advances the state one step and returns its top 31 bits.
    #[inline]
    #[allow(clippy::should_implement_trait)] // an endless stream, not an Iterator
    pub fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }

    /// A value in `0..n`, in `n`'s type: [`next`](Lcg::next) modulo `n`.
    /// Takes one step; an `n` below 1 counts as 1 (the value is then 0).
    #[inline]
    pub fn below<N: Bound>(&mut self, n: N) -> N {
        N::below(self.next(), n)
    }

    /// One of `xs`, drawn with [`below`](Lcg::below)`(xs.len())`.
    ///
    /// # Panics
    ///
    /// If `xs` is empty.
    #[inline]
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

/// An integer type [`Lcg::below`] draws in.
pub trait Bound: Copy {
    /// `x` modulo `n` (an `n` below 1 counts as 1), as `Self`.
    fn below(x: u32, n: Self) -> Self;
}

macro_rules! bound {
    ($($t:ty),*) => {$(
        impl Bound for $t {
            #[inline]
            fn below(x: u32, n: Self) -> Self {
                // Both fit in u64: x < 2^31, and n is at least 1 here.
                (u64::from(x) % (n.max(1) as u64)) as Self
            }
        }
    )*};
}

bound!(u32, u64, usize, i32, i64);

#[cfg(test)]
mod tests {
    use super::Lcg;

    #[test]
    fn the_sequence_is_pinned() {
        let mut r = Lcg(7);
        let got = [r.next(), r.next(), r.next(), r.next()];
        assert_eq!(got, [1059165278, 2052263231, 1946856753, 585718673]);
    }

    #[test]
    fn below_is_next_modulo_n_in_every_type() {
        let mut r = Lcg(12345);
        let got = [
            r.below(10u32),
            r.below(10u32),
            r.below(10u32),
            r.below(10u32),
        ];
        assert_eq!(got, [4, 3, 2, 1]);
        for seed in 0..100 {
            let x = Lcg(seed).next();
            assert_eq!(Lcg(seed).below(1000u32), x % 1000);
            assert_eq!(Lcg(seed).below(1000u64), u64::from(x) % 1000);
            assert_eq!(Lcg(seed).below(1000usize), x as usize % 1000);
            assert_eq!(Lcg(seed).below(1000i32), (x % 1000) as i32);
            assert_eq!(Lcg(seed).below(1000i64), i64::from(x % 1000));
        }
    }

    #[test]
    fn below_an_empty_range_is_zero_and_still_takes_a_step() {
        let mut r = Lcg(3);
        assert_eq!(r.below(0u32), 0);
        assert_eq!(r.below(-5i64), 0);
        let mut s = Lcg(3);
        s.next();
        s.next();
        assert_eq!(r, s);
    }

    #[test]
    fn pick_indexes_with_below() {
        let xs = ['a', 'b', 'c', 'd', 'e'];
        for seed in 0..50 {
            let i = Lcg(seed).below(xs.len());
            assert_eq!(Lcg(seed).pick(&xs), &xs[i]);
        }
    }
}
