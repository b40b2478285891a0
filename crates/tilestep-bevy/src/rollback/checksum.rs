//! The checksums of the step's components and resources: what peers
//! compare every saved frame. Each hashes what the game's outcome depends
//! on (not where a body was drawn from, not entity ids, which differ
//! between peers) with [`PortableHasher`], so a native and a browser peer
//! agree.

use crate::components::{MovingSolid, StepReport, TileBody, TileController};
use core::hash::{Hash, Hasher};

/// A hasher that writes every integer as its little-endian bytes, `usize`
/// and `isize` (lengths, enum discriminants) as 64 bits: the same value
/// hashes the same on 32- and 64-bit targets of either byte order.
pub(crate) struct PortableHasher<H>(pub(crate) H);

macro_rules! write_le {
    ($($name:ident: $t:ty),*) => {
        $(fn $name(&mut self, n: $t) {
            self.0.write(&n.to_le_bytes());
        })*
    };
}

impl<H: Hasher> Hasher for PortableHasher<H> {
    fn finish(&self) -> u64 {
        self.0.finish()
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
    }

    write_le!(write_u8: u8, write_u16: u16, write_u32: u32, write_u64: u64, write_u128: u128,
        write_i8: i8, write_i16: i16, write_i32: i32, write_i64: i64, write_i128: i128);

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_isize(&mut self, n: isize) {
        self.write_i64(n as i64);
    }
}

/// `value`'s hash with bevy_ggrs' checksum hasher, portably.
pub(crate) fn portable<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = PortableHasher(bevy_ggrs::checksum_hasher());
    value.hash(&mut h);
    h.finish()
}

/// A body: the engine's body and its drop request (not its position
/// before the step, kept for drawing, nor its place in the step order).
pub(crate) fn body(b: &TileBody) -> u64 {
    portable(&(b.body, b.drop))
}

/// A step report: contacts, squish, steps, standing (the entities it names
/// follow from the contacts).
pub(crate) fn report(r: &StepReport) -> u64 {
    portable(&(r.contacts, r.squished, r.steps, r.standing, r.admitted))
}

/// A controller: its state and the effects of the body's last step.
pub(crate) fn controller(c: &TileController) -> u64 {
    portable(&(c.controller, c.effects))
}

/// A moving solid: the engine's solid, its next move and squish (not its
/// position before the step nor its place in the order).
pub(crate) fn solid(s: &MovingSolid) -> u64 {
    portable(&(s.solid, s.next_move, s.squished))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hasher that keeps the bytes written.
    #[derive(Default)]
    struct Bytes(Vec<u8>);

    impl Hasher for Bytes {
        fn finish(&self) -> u64 {
            0
        }
        fn write(&mut self, bytes: &[u8]) {
            self.0.extend_from_slice(bytes);
        }
    }

    fn bytes<T: Hash>(v: &T) -> Vec<u8> {
        let mut h = PortableHasher(Bytes::default());
        v.hash(&mut h);
        h.0 .0
    }

    #[test]
    fn sizes_and_lengths_are_64_bit_little_endian() {
        assert_eq!(bytes(&1usize), [1, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(bytes(&0x0102u16), [2, 1]);
        assert_eq!(bytes(&-1isize), [0xff; 8]);
        assert_eq!(bytes(&vec![7u8]), [1, 0, 0, 0, 0, 0, 0, 0, 7]);
    }

    #[test]
    fn a_body_hash_ignores_where_it_is_drawn_from() {
        use tilestep::{Size, SubPoint};
        let a = TileBody::new(SubPoint::from_px(10, 10), Size::new(8, 8));
        let mut b = a.clone();
        b.teleport(SubPoint::from_px(10, 10));
        b.prev = SubPoint::from_px(0, 0);
        assert_eq!(body(&a), body(&b));
        b.body.vel.x.0 = 1;
        assert_ne!(body(&a), body(&b));
    }
}
