//! Turning fuzzer bytes into a bounded [`Case`]: a map of at most 12x10
//! tiles of any kind (custom profiles included) at tile sizes 4 to 32, one
//! body of 1 px to several tiles, and at most 16 input runs of at most 64
//! frames, so one input costs at most about a thousand body-steps.

use arbitrary::{Result, Unstructured};
use tilestep::{Buttons, ControllerConfig, CoreShape, EdgePolicy, Edges, Gravity, TileMap};
use tilestep_check::controlled::Controlled;
use tilestep_check::sim::{Case, Frame, KIND_CHARS};
use tilestep_check::SolidField;

fn pick_gravity(u: &mut Unstructured) -> Result<Gravity> {
    Ok(*u.choose(&[Gravity::Down, Gravity::Up, Gravity::None])?)
}

/// Four edge policies (left, right, top, bottom), one byte-driven bool
/// each: `true` is solid.
pub fn edges(u: &mut Unstructured) -> Result<Edges> {
    let mut edge = || -> Result<EdgePolicy> {
        Ok(if u.arbitrary()? {
            EdgePolicy::Solid
        } else {
            EdgePolicy::Open
        })
    };
    Ok(Edges {
        left: edge()?,
        right: edge()?,
        top: edge()?,
        bottom: edge()?,
    })
}

/// A speed: small, whole pixels, anything up to past the clamp.
fn speed(u: &mut Unstructured) -> Result<i32> {
    Ok(match u.int_in_range(0..=3u8)? {
        0 => u.int_in_range(-512..=512)?,
        1 => u.int_in_range(-8..=8i32)? * 256,
        2 => u.int_in_range(-(127 * 256)..=127 * 256)?,
        _ => u.arbitrary()?,
    })
}

fn side(u: &mut Unstructured) -> Result<i32> {
    Ok(if u.ratio(1, 5)? {
        u.int_in_range(1..=130)?
    } else {
        u.int_in_range(1..=24)?
    })
}

fn opt<T>(
    u: &mut Unstructured,
    num: u8,
    den: u8,
    f: impl FnOnce(&mut Unstructured) -> Result<T>,
) -> Result<Option<T>> {
    Ok(if u.ratio(num, den)? {
        Some(f(u)?)
    } else {
        None
    })
}

/// A case from fuzzer bytes (start not yet placed).
pub fn case(u: &mut Unstructured) -> Result<Case> {
    let tile = *u.choose(&[4u32, 8, 16, 18, 24, 32])?;
    let (w, h) = (u.int_in_range(1..=12usize)?, u.int_in_range(1..=10usize)?);
    let mut profiles = Vec::new();
    for ch in ['x', 'y'] {
        if u.ratio(1, 3)? {
            let ceiling = u.arbitrary()?;
            let hs = (0..tile)
                .map(|_| u.int_in_range(0..=tile as u16))
                .collect::<Result<Vec<u16>>>()?;
            profiles.push((ch, ceiling, hs));
        }
    }
    let alphabet: Vec<char> = "....."
        .chars()
        .chain(KIND_CHARS.chars())
        .chain(profiles.iter().map(|p| p.0))
        .collect();
    let rows = (0..h)
        .map(|_| (0..w).map(|_| u.choose(&alphabet).copied()).collect())
        .collect::<Result<Vec<String>>>()?;
    let (wpx, hpx) = (w as i32 * tile as i32, h as i32 * tile as i32);
    // The fields in the order they are drawn from the fuzzer's bytes.
    Ok(Case {
        tile,
        rows,
        profiles,
        edges: edges(u)?,
        start: (
            u.int_in_range(-256..=(wpx + 1) * 256)?,
            u.int_in_range(-256..=(hpx + 1) * 256)?,
        ),
        size: (side(u)?, side(u)?),
        // A third of the bodies have a box core (crates, logs, wide enemies).
        core: if u.ratio(1, 3)? {
            CoreShape::Box
        } else {
            CoreShape::Chamfered
        },
        vel: (speed(u)?, speed(u)?),
        gravity: pick_gravity(u)?,
        accel: u.int_in_range(0..=1024)?,
        max_fall: u.int_in_range(0..=150 * 256)?,
        script: script(u)?,
    })
}

/// A case's script from fuzzer bytes: 1 to 16 runs of frames, fewer
/// where the bytes run out.
fn script(u: &mut Unstructured) -> Result<Vec<(u32, Frame)>> {
    let runs = u.int_in_range(1..=16usize)?;
    let mut script = Vec::with_capacity(runs);
    for _ in 0..runs {
        if u.is_empty() {
            break;
        }
        let n = u.int_in_range(1..=64u32)?;
        let f = Frame {
            vx: opt(u, 4, 5, speed)?,
            ax: if u.ratio(1, 5)? {
                u.int_in_range(-64..=64)?
            } else {
                0
            },
            vy: opt(u, 1, 20, speed)?,
            jump: opt(u, 1, 5, |u| u.int_in_range(0..=3072))?,
            drop: u.ratio(1, 8)?,
            gravity: opt(u, 1, 20, pick_gravity)?,
            flip: u.ratio(1, 20)?,
            resize: opt(u, 1, 20, |u| Ok((side(u)?, side(u)?)))?,
        };
        script.push((n, f));
    }
    Ok(script)
}

/// Buttons the controller is driven with for a case ([`controlled`]): a
/// preset (the Celeste-like one turns the assists on) and 1 to 16 runs
/// of 1 to 64 frames of held buttons, fewer where the bytes run out.
pub fn controller(u: &mut Unstructured) -> Result<(ControllerConfig, Vec<(u32, Buttons)>)> {
    let config = *u.choose(&[ControllerConfig::CELESTE_LIKE, ControllerConfig::NES_LIKE])?;
    let runs = u.int_in_range(1..=16usize)?;
    let mut buttons = Vec::with_capacity(runs);
    for _ in 0..runs {
        if u.is_empty() {
            break;
        }
        let n = u.int_in_range(1..=64u32)?;
        buttons.push((n, Buttons::from_bits(u.int_in_range(0..=63u8)?)));
    }
    Ok((config, buttons))
}

/// A generated case with its map and the judge's solid pixels of it.
pub struct Mapped {
    /// The case, start not yet placed.
    pub case: Case,
    /// Its map.
    pub map: TileMap,
    /// The judge's solid pixels of `map`.
    pub field: SolidField,
}

/// [`case`] with its map and solid field, or `None` when the bytes run out.
pub fn mapped(u: &mut Unstructured) -> Option<Mapped> {
    let case = case(u).ok()?;
    let map = case.map().expect("generated maps are valid");
    let field = SolidField::new(&map);
    Some(Mapped { case, map, field })
}

/// How many whole px `case`'s body must rise for its core to be clear of
/// `field`'s solid pixels (0 when it already is); `None` when no lift up
/// to twice its height plus 64 px clears it.
pub fn lift_to_clear(
    case: &tilestep_check::sim::Case,
    field: &tilestep_check::SolidField,
) -> Option<i32> {
    use tilestep_check::geom::{core_clear, Boxel};
    let h = case.size.1;
    let b = Boxel::of_body(&case.body());
    (0..=2 * (h + 64)).find(|k| core_clear(field, b.at(b.px, b.py - k)))
}

/// The case of `m` driven by the controller instead of its script, with a
/// preset and held buttons drawn from `u` ([`controller`]).
pub fn controlled(m: &Mapped, u: &mut Unstructured) -> Option<Controlled> {
    let (config, buttons) = controller(u).ok()?;
    Some(Controlled {
        case: m.case.clone(),
        config,
        buttons,
    })
}
