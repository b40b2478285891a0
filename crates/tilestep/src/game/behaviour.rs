//! Tile behaviours keyed by tag: the small layer that turns a step's
//! contacts into what a spring, spikes, ice, a conveyor or a ladder do.
//! Tags never change collision (the contract); behaviours are what the game
//! does with them, so each one stays a few lines of game code.

use crate::body::Body;
use crate::body::{Contacts, Ground, MovingSolid, TagSet};
use crate::map::TileMap;
use crate::tiles::{Tag, MAX_TAG};
use crate::units::{Px, Subpx};

/// What touching a tagged tile does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Behaviour {
    /// Standing on it launches the body against gravity at `speed`
    /// (subpixels/frame): see [`Effects::bounce`].
    Spring {
        /// Launch speed, subpixels per frame.
        speed: Subpx,
    },
    /// Touching or overlapping it hurts: see [`Effects::hurt`].
    Spikes,
    /// Standing on it scales traction (how fast the game changes the body's
    /// horizontal speed) to `percent` of normal: see [`Effects::traction`].
    Ice {
        /// Traction in percent of normal, 0..=100.
        percent: u8,
    },
    /// Standing on it adds `speed` (subpixels/frame, + right) to the body's
    /// horizontal speed: see [`Effects::surface_speed`].
    Conveyor {
        /// Surface speed, subpixels per frame.
        speed: Subpx,
    },
    /// Overlapping it lets the body climb (the game turns gravity off while
    /// climbing): see [`Effects::ladder`]. Make the ladder's top tile a
    /// `platform` with the same tag so the top can be stood on, and climb
    /// down through it with `drop`.
    Ladder,
    /// Overlapping it puts the body in water (a controller with
    /// [`crate::SwimMoves`] swims there): see [`Effects::water`].
    Water,
}

/// The behaviours in effect for one body after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Effects {
    /// Launch speed against gravity from a spring it stands on.
    pub bounce: Option<Subpx>,
    /// It touched or overlaps spikes.
    pub hurt: bool,
    /// Traction in percent of normal (100 off ice; the lowest ice it stands on).
    pub traction: u8,
    /// Horizontal surface speed of the conveyor it stands on, subpixels/frame.
    pub surface_speed: Subpx,
    /// Its box overlaps a ladder.
    pub ladder: bool,
    /// Its box overlaps water.
    pub water: bool,
    /// Its head is under water too: the row of its box furthest against
    /// gravity (its top row, or its bottom row under gravity up)
    /// overlaps water.
    pub submerged: bool,
}

impl Default for Effects {
    fn default() -> Self {
        Effects {
            bounce: None,
            hurt: false,
            traction: 100,
            surface_speed: Subpx::ZERO,
            ladder: false,
            water: false,
            submerged: false,
        }
    }
}

/// A table from tags to behaviours.
///
/// ```
/// use tilestep::*;
/// let mut legend = Legend::default();
/// legend.insert('S', TileDef::new(TileKind::Solid).with_tag(1)); // spring
/// legend.insert('^', TileDef::new(TileKind::Empty).with_tag(2)); // spikes
/// let map = TileMap::from_ascii_with("......\n..^...\n##S###\n", 16, &legend, Edges::default()).unwrap();
/// let mut rules = Behaviours::default();
/// rules.set(1, Behaviour::Spring { speed: Subpx(6 * 256) });
/// rules.set(2, Behaviour::Spikes);
///
/// let mut body = Body::new(SubPoint::from_px(40, 32), Size::new(12, 12));
/// body.vel.y.0 += 64;
/// let c = map.step(&mut body, StepInput::default());
/// let fx = rules.effects(&map, &body, &c);
/// assert!(fx.hurt); // in the spikes
/// if let Some(v) = fx.bounce {
///     body.vel.y = -v; // on the spring: boing
/// }
/// map.step(&mut body, StepInput::default());
/// assert_eq!(body.pos.y.floor_px().0, 26);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Behaviours {
    by_tag: [Option<Behaviour>; MAX_TAG as usize + 1],
    /// Bit `t`: tag `t` has a behaviour (so that none costs nothing).
    any: u64,
    /// Bit `t`: tag `t` is a ladder (read from the box's overlap).
    ladders: u64,
    /// Bit `t`: tag `t` is water (read from the box's overlap).
    waters: u64,
}

impl Default for Behaviours {
    fn default() -> Self {
        Behaviours {
            by_tag: [None; MAX_TAG as usize + 1],
            any: 0,
            ladders: 0,
            waters: 0,
        }
    }
}

impl Behaviours {
    /// Attaches `b` to `tag` (tags above [`MAX_TAG`] are ignored).
    pub fn set(&mut self, tag: Tag, b: Behaviour) -> &mut Self {
        if let Some(slot) = self.by_tag.get_mut(tag as usize) {
            *slot = Some(b);
            let bit = 1u64 << tag;
            self.any |= bit;
            let only = |kind: Behaviour| if b == kind { bit } else { 0 };
            self.ladders = (self.ladders & !bit) | only(Behaviour::Ladder);
            self.waters = (self.waters & !bit) | only(Behaviour::Water);
        }
        self
    }

    /// True when no tag has a behaviour: every effect is the default.
    pub fn is_empty(&self) -> bool {
        self.any == 0
    }

    /// The behaviour of `tag`, if any.
    pub fn get(&self, tag: Tag) -> Option<Behaviour> {
        self.by_tag.get(tag as usize).copied().flatten()
    }

    /// What applies to `body` after a step that returned `contacts`: springs,
    /// ice and conveyors under it (the tile it stands on,
    /// [`TileMap::ground`]), spikes it touched or overlapped on its path,
    /// ladders and water its box overlaps now. After a step among moving solids, use
    /// [`Behaviours::effects_among`].
    pub fn effects(&self, map: &TileMap, body: &Body, contacts: &Contacts) -> Effects {
        self.effects_among(map, body, contacts, &[])
    }

    /// [`Behaviours::effects`] after a step among moving `solids` (the same
    /// slice, as they were): the tile stood on is found among them
    /// ([`TileMap::ground_among`]).
    pub fn effects_among(
        &self,
        map: &TileMap,
        body: &Body,
        contacts: &Contacts,
        solids: &[MovingSolid],
    ) -> Effects {
        self.effects_on(
            map,
            body,
            contacts,
            map.ground_among(body, contacts, solids),
        )
    }

    /// [`Behaviours::effects`] with what the body stands on already asked
    /// for (`ground`: what [`TileMap::ground`] or [`TileMap::ground_among`]
    /// gave for this body and these contacts), for a caller that keeps the
    /// ground too and would otherwise work it out twice.
    pub fn effects_on(
        &self,
        map: &TileMap,
        body: &Body,
        contacts: &Contacts,
        ground: Option<Ground>,
    ) -> Effects {
        let mut fx = Effects::default();
        if self.is_empty() {
            return fx;
        }
        let ground_tag = ground
            .and_then(|g| g.id)
            .and_then(|id| map.tileset().def(id).tag);
        if let Some(tag) = ground_tag {
            match self.get(tag) {
                Some(Behaviour::Spring { speed }) => fx.bounce = Some(speed),
                Some(Behaviour::Ice { percent }) => fx.traction = percent.min(100),
                Some(Behaviour::Conveyor { speed }) => fx.surface_speed = speed,
                _ => {}
            }
        }
        fx.hurt = self.any(contacts.tags, |b| b == Behaviour::Spikes);
        if self.ladders | self.waters != 0 {
            let over = map.overlap_tags(body.rect()).0;
            fx.ladder = over & self.ladders != 0;
            fx.water = over & self.waters != 0;
        }
        if fx.water {
            let mut head = body.rect();
            match body.gravity.sign() {
                g if g < 0 => head.top = Px(head.bottom.0 - 1),
                _ => head.bottom = Px(head.top.0 + 1),
            }
            fx.submerged = map.overlap_tags(head).0 & self.waters != 0;
        }
        fx
    }

    fn any(&self, tags: TagSet, f: impl Fn(Behaviour) -> bool) -> bool {
        tags.iter().any(|t| self.get(t).is_some_and(&f))
    }
}
