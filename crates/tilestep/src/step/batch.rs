//! Stepping many bodies at once: [`TileMap::step_all`] in order, and with
//! the `rayon` feature `TileMap::par_step_all` on rayon's thread pool.
//! Bodies stepped together don't see each other (each steps against the
//! map alone, as with [`TileMap::step`]), so the order doesn't matter and
//! the parallel result equals the serial one bit for bit.

use crate::body::Body;
use crate::body::Contacts;
use crate::body::StepInput;
use crate::map::TileMap;

/// [`TileMap::step_all`]: each body stepped on `map` in index order.
pub(crate) fn step_all(
    map: &TileMap,
    bodies: &mut [Body],
    inputs: &[StepInput],
    contacts: &mut [Contacts],
) {
    assert_same_lengths("step_all", bodies.len(), inputs.len(), contacts.len());
    for ((b, i), c) in bodies.iter_mut().zip(inputs).zip(contacts.iter_mut()) {
        *c = map.step(b, *i);
    }
}

/// `TileMap::par_step_all`: [`step_all`] on rayon's current thread pool,
/// in chunks of at least 256 bodies.
#[cfg(feature = "rayon")]
pub(crate) fn par_step_all(
    map: &TileMap,
    bodies: &mut [Body],
    inputs: &[StepInput],
    contacts: &mut [Contacts],
) {
    use rayon::prelude::*;
    assert_same_lengths("par_step_all", bodies.len(), inputs.len(), contacts.len());
    bodies
        .par_iter_mut()
        .zip(inputs.par_iter())
        .zip(contacts.par_iter_mut())
        .with_min_len(256)
        .for_each(|((b, i), c)| *c = map.step(b, *i));
}

/// Panics, naming the call, unless the batch's three slices have the same
/// length.
fn assert_same_lengths(call: &str, bodies: usize, inputs: usize, contacts: usize) {
    assert!(
        bodies == inputs && bodies == contacts,
        "{call}: {bodies} bodies, {inputs} inputs, {contacts} contacts"
    );
}

#[cfg(test)]
mod tests {
    use crate::{Body, Contacts, Size, StepInput, SubPoint, TileMap};
    use alloc::vec;
    use alloc::vec::Vec;

    fn bodies(n: i32) -> Vec<Body> {
        (0..n)
            .map(|i| {
                let mut b = Body::new(
                    SubPoint::from_px(20 + i % 90, 10 + i % 30),
                    Size::new(12, 24),
                );
                b.vel = SubPoint::new((i % 7 - 3) * 300, (i % 5) * 200);
                b
            })
            .collect()
    }

    const LEVEL: &str = "........\n...-/...\n..r...#.\n########\n";

    #[test]
    fn step_all_equals_stepping_one_by_one() {
        let map = TileMap::from_ascii(LEVEL, 16).unwrap();
        let (mut a, mut b) = (bodies(300), bodies(300));
        let inputs: Vec<StepInput> = (0..300).map(|i| StepInput { drop: i % 4 == 0 }).collect();
        let mut ca = vec![Contacts::default(); 300];
        for _ in 0..20 {
            map.step_all(&mut a, &inputs, &mut ca);
            for (k, body) in b.iter_mut().enumerate() {
                let c = map.step(body, inputs[k]);
                assert_eq!(c, ca[k]);
            }
            assert_eq!(a, b);
        }
    }

    #[test]
    #[should_panic(expected = "step_all: 2 bodies, 1 inputs")]
    fn step_all_refuses_slices_of_different_lengths() {
        let map = TileMap::from_ascii(LEVEL, 16).unwrap();
        map.step_all(
            &mut bodies(2),
            &[StepInput::default()],
            &mut [Contacts::default(); 2],
        );
    }

    #[cfg(feature = "rayon")]
    #[test]
    fn par_step_all_equals_step_all() {
        let map = TileMap::from_ascii(LEVEL, 16).unwrap();
        let (mut a, mut b) = (bodies(2000), bodies(2000));
        let inputs = vec![StepInput::default(); 2000];
        let (mut ca, mut cb) = (
            vec![Contacts::default(); 2000],
            vec![Contacts::default(); 2000],
        );
        for _ in 0..10 {
            map.step_all(&mut a, &inputs, &mut ca);
            map.par_step_all(&mut b, &inputs, &mut cb);
            assert_eq!((&a, &ca), (&b, &cb));
        }
    }
}
