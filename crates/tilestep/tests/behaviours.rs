//! The five tile behaviours as game code would use them: each is a few lines
//! on top of `Behaviours::effects`.

mod common;
use common::{px, tagged_world, LADDER_ROOM};
use tilestep::{Behaviours, Body, Gravity, Size, StepInput, SubPoint, TileMap};

fn world(rows: &[&str]) -> (TileMap, Behaviours) {
    tagged_world(rows, 10)
}

/// A small controller: approach `target` speed by `accel` scaled by traction,
/// ride conveyors, bounce on springs, climb ladders. Returns whether it got hurt.
struct Player {
    body: Body,
    run: i32,
    hurt: u32,
}

impl Player {
    fn new(x: i32, y: i32) -> Player {
        let mut body = Body::new(SubPoint::from_px(x, y), Size::new(12, 24));
        body.standing = true;
        Player {
            body,
            run: 0,
            hurt: 0,
        }
    }

    fn frame(&mut self, map: &TileMap, rules: &Behaviours, target: i32, climb: i32, drop: bool) {
        let fx_before = self.fx(map, rules, &Default::default());
        // Ladder: gravity off while climbing on it.
        if fx_before.ladder && climb != 0 {
            self.body.gravity = Gravity::None;
            self.body.vel.y.0 = climb;
        } else if self.body.gravity == Gravity::None && !fx_before.ladder {
            self.body.gravity = Gravity::Down;
        }
        if self.body.gravity == Gravity::None && climb == 0 {
            self.body.vel.y.0 = 0;
        }
        // Ice: traction scales how fast the run speed changes.
        let accel = 32 * fx_before.traction as i32 / 100;
        self.run += (target - self.run).clamp(-accel.max(1), accel.max(1));
        // Conveyor: the surface carries the body.
        self.body.vel.x.0 = self.run + fx_before.surface_speed.0;
        if self.body.gravity == Gravity::Down {
            self.body.vel.y.0 = (self.body.vel.y.0 + 64).min(px(6));
        }
        let c = map.step(&mut self.body, StepInput { drop });
        let fx = rules.effects(map, &self.body, &c);
        // Spring: launch on landing.
        if let Some(v) = fx.bounce {
            self.body.vel.y = -v;
        }
        // Spikes: count the hit.
        if fx.hurt {
            self.hurt += 1;
        }
    }

    fn fx(&self, map: &TileMap, rules: &Behaviours, c: &tilestep::Contacts) -> tilestep::Effects {
        rules.effects(map, &self.body, c)
    }
}

#[test]
fn spring_bounces_a_body_that_lands_on_it() {
    let (map, rules) = world(&[
        "..........",
        "..........",
        "..........",
        "..........",
        "....S.....",
        "##########",
    ]);
    let mut p = Player::new(72, 8);
    p.body.standing = false;
    let mut highest_after_bounce = i32::MAX;
    let mut bounced = 0;
    for _ in 0..200 {
        let was = p.body.vel.y.0;
        p.frame(&map, &rules, 0, 0, false);
        if p.body.vel.y.0 < 0 && was >= 0 {
            bounced += 1;
        }
        if bounced > 0 {
            highest_after_bounce = highest_after_bounce.min(p.body.pos.y.floor_px().0);
        }
    }
    assert!(bounced >= 3, "bounces again every landing");
    assert!(
        highest_after_bounce < 64 - 60,
        "launched about 7 px/frame up"
    );
}

#[test]
fn spikes_hurt_on_overlap_only() {
    let (map, rules) = world(&["..........", "..........", ".....^....", "##########"]);
    let mut p = Player::new(24, 48);
    for _ in 0..20 {
        p.frame(&map, &rules, px(1), 0, false);
    }
    assert_eq!(p.hurt, 0, "not there yet");
    let on_spikes = |b: &Body| {
        let r = b.rect();
        r.right.0 > 80 && r.left.0 < 96 && r.bottom.0 > 32 && r.top.0 < 48
    };
    let mut expected = 0;
    for _ in 0..60 {
        let before = on_spikes(&p.body);
        p.frame(&map, &rules, px(1), 0, false);
        expected += (before || on_spikes(&p.body)) as u32;
    }
    assert!(expected > 20);
    assert_eq!(
        p.hurt, expected,
        "hurts on exactly the frames its path overlaps the spikes"
    );
}

#[test]
fn ice_makes_stopping_take_longer() {
    let (map, rules) = world(&[
        "..............................",
        "..............................",
        "IIIIIIIIIIIIIII###############",
    ]);
    let slide = |x: i32| {
        // Arriving at 2 px/frame, then letting go of the stick.
        let mut p = Player::new(x, 32);
        p.run = px(2);
        let from = p.body.sensor_x().0;
        for _ in 0..200 {
            p.frame(&map, &rules, 0, 0, false);
        }
        p.body.sensor_x().0 - from
    };
    let (on_ice, on_rock) = (slide(20), slide(300));
    assert!(on_rock <= 18, "stops in about 16 px on rock: {on_rock}");
    assert!(
        on_ice > 5 * on_rock,
        "slides much further on ice: {on_ice} vs {on_rock}"
    );
}

#[test]
fn conveyor_carries_a_body_standing_still() {
    let (map, rules) = world(&["..........", "..........", ">>>>>>>>##"]);
    let mut p = Player::new(24, 32);
    for _ in 0..60 {
        p.frame(&map, &rules, 0, 0, false);
    }
    assert_eq!(
        p.body.sensor_x().0,
        24 + 60,
        "1 px/frame from the surface, from the first frame (it starts standing on it)"
    );
}

#[test]
fn ladder_climbs_up_stands_on_its_top_and_climbs_down_through_it() {
    let (map, rules) = world(LADDER_ROOM);
    let mut p = Player::new(56, 96);
    // Climb up at 1 px/frame.
    for _ in 0..100 {
        p.frame(&map, &rules, 0, -px(1), false);
    }
    assert!(p.body.pos.y.floor_px().0 <= 32, "climbed to the top");
    // Let go: gravity returns and the ladder's top holds it like a platform.
    for _ in 0..30 {
        p.frame(&map, &rules, 0, 0, false);
    }
    assert!(p.body.standing);
    assert_eq!(
        p.body.pos.y.floor_px().0,
        32,
        "standing on the ladder's top"
    );
    // Climb down through the top (drop), to the floor.
    for _ in 0..120 {
        p.frame(&map, &rules, 0, px(1), true);
    }
    assert_eq!(p.body.pos.y.floor_px().0, 96, "back at the bottom");
}
