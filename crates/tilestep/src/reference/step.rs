//! The step as it was before the fast path: one function, kept verbatim
//! (only `self` became `map`) as the reference the fast step is compared
//! with, trace for trace.

use super::map::Map;
use super::mover::{Mover, Step};
use crate::body::Body;
use crate::contacts::{ContactFlags, Contacts, TagSet};
use crate::map::TileMap;
use crate::solid::Solid;
use crate::step::StepInput;
use crate::tile_shape::Class;
use crate::units::{Px, PxRect, SubPoint, Subpx, WORLD_LIMIT_PX};

/// Clamp positions to the world limit so subpixels never overflow.
fn clamp_world(v: Subpx) -> Subpx {
    let lim = Px(WORLD_LIMIT_PX).to_subpx().0;
    Subpx(v.0.clamp(-lim, lim))
}

/// [`TileMap::step_among`] as the reference stepper computes it: the same
/// result, bit for bit, by the per-pixel rules with no derived data.
pub fn step_among(
    tiles: &TileMap,
    body: &mut Body,
    input: StepInput,
    solids: &[Solid],
) -> Contacts {
    let map = Map(tiles);

    let g = body.gravity.sign();
    let was_standing = body.standing;
    let carried = body.carried;
    body.carried = SubPoint::default();
    body.vel.x = body.vel.x.clamp_speed();
    body.vel.y = body.vel.y.clamp_speed();
    let b0 = body.box_px();
    let drop = input.drop;
    let mv = Mover {
        ignore_top: drop && g >= 0,
        ignore_under: drop && g <= 0,
        lift: body.assists.ledge_assist as i32,
        ..Mover::new(map, b0, g, solids)
    };
    let mut c = Contacts::default();
    let (mut px, mut py) = (b0.px, b0.py);

    // Free flight: nothing but empty tiles anywhere it could reach.
    let flight = mv.flight_clear(
        px,
        py,
        (body.pos.x + body.vel.x).floor_px().0 - px,
        (body.pos.y + body.vel.y).floor_px().0 - py,
    );
    // Standing logic applies when the body stands and isn't moving against gravity.
    let mut walker = !flight && g != 0 && body.vel.y.0 * g >= 0 && mv.supported(px, py);
    if walker {
        body.vel.y = Subpx::ZERO;
        body.pos.y = body.pos.y.floor();
    }

    // Horizontal.
    let vx = body.vel.x;
    let dir = vx.signum();
    let target = body.pos.x + vx;
    let steps = (target.floor_px().0 - px).abs();
    let (mut hmin, mut hmax) = (py, py);
    let mut blocked = false;
    let vy_sign = body.vel.y.signum();
    let mut i = 0;
    // (Skipped when the body stood on a slope: it would rarely apply there.)
    let on_slope = walker && body.ground.is_some_and(|gr| gr.gradient.is_some());
    if dir != 0 && (flight || !on_slope && mv.run_clear(px, py, dir, steps, walker)) {
        px += dir * steps;
        i = steps + 1;
    }
    while i <= steps && dir != 0 {
        // The last iteration only probes: one more pixel blocked = touching.
        if i == steps {
            blocked = mv.blocked_ahead(px, py, dir, walker, vy_sign);
            break;
        }
        let r = if walker {
            mv.walk(px, py, dir)
        } else {
            mv.air(px, py, dir, vy_sign)
        };
        match r {
            Step::Blocked => {
                blocked = true;
                break;
            }
            Step::Moved(ny) => {
                px += dir;
                py = ny;
            }
            Step::Lost(ny) => {
                px += dir;
                py = ny;
                walker = false;
            }
        }
        hmin = hmin.min(py);
        hmax = hmax.max(py);
        i += 1;
    }
    let hbox = mv.bx(px, py);
    let hprobe = blocked.then(|| hbox.at(px + dir, py));
    let dy_h = py - b0.py;
    body.pos.y += Px(dy_h).to_subpx();
    if blocked {
        body.vel.x = Subpx::ZERO;
        body.pos.x = Px(px).to_subpx();
        c.flags.insert(if dir > 0 {
            ContactFlags::WALL_RIGHT
        } else {
            ContactFlags::WALL_LEFT
        });
    } else {
        body.pos.x = target;
    }
    let hrect = PxRect::new(
        b0.left().min(hbox.left()),
        hmin - b0.h,
        b0.right().max(hbox.right()),
        hmax,
    );

    // Vertical.
    let mut vrect = PxRect::new(hbox.left(), py - b0.h, hbox.right(), py);
    let mut vstop = 0;
    // Whether it stands afterwards, when a phase already decided it: a
    // walker that kept its support, or a sweep along gravity whose probe
    // pixel was free (not standing) or blocked (standing).
    let mut stands = if flight {
        Some(false)
    } else {
        walker.then_some(true)
    };
    // A walker now was one at the start: vel.y is already zero and pos.y
    // whole (only whole pixels were added since).
    if !walker {
        let vy = body.vel.y;
        let target = body.pos.y + vy;
        let want = target.floor_px().0 - py;
        let vdir = if want != 0 {
            want.signum()
        } else {
            vy.signum()
        };
        if vdir != 0 {
            // Sweep the whole distance plus one probe pixel.
            let n = want.abs();
            let (mut free, mut oneway) = if flight {
                (n + 1, false)
            } else {
                mv.sweep_v(px, py, vdir, n + 1)
            };
            let corner = body.assists.corner_correction as i32;
            if free < n && vdir == -g && corner > 0 {
                // Ceiling corner correction: nudge sideways, keep rising.
                let at = py + vdir * free;
                let rest = n - free;
                let vx_sign = body.vel.x.signum();
                if let Some((dx, f2)) = mv.corner_shift(px, at, vdir, corner, rest + 1, vx_sign) {
                    px += dx;
                    body.pos.x += Px(dx).to_subpx();
                    free += f2;
                    oneway = false;
                }
            }
            if free <= n {
                py += vdir * free;
                if vdir == g && !oneway {
                    // Landing: the feet settle onto the sensor column's
                    // ground when every overlap then lies in the wedges.
                    if let Some(k) = mv.feet_depth(px, py, mv.reach()) {
                        py += g * k;
                    }
                }
                body.vel.y = Subpx::ZERO;
                body.pos.y = Px(py).to_subpx();
                vstop = vdir;
                if vdir == g {
                    stands = Some(true);
                }
                c.flags.insert(if vdir > 0 {
                    ContactFlags::FLOOR
                } else {
                    ContactFlags::CEILING
                });
                if oneway {
                    c.flags.insert(ContactFlags::PLATFORM);
                }
            } else {
                py += vdir * n;
                body.pos.y = target;
                // The free probe pixel means not standing, unless the
                // frame-start rule let it pass a one-way surface that now
                // lies along its edge: the standing test is geometric.
                let fb = mv.bx(px, py);
                if vdir == g && !mv.oneway_under(fb.left(), fb.right() - 1, py) {
                    stands = Some(false);
                }
            }
            // At the columns it ends at: a corner correction may have
            // nudged it sideways.
            let vb = mv.bx(px, py);
            vrect = vrect.union(&PxRect::new(vb.left(), py - b0.h, vb.right(), py));
        }
    }
    let unclamped = (px, py);
    body.pos.x = clamp_world(body.pos.x);
    body.pos.y = clamp_world(body.pos.y);
    let fin = body.box_px();
    let (px, py) = (fin.px, fin.py);
    let row = mv.beyond_row(py);

    // Standing and ground: supported, and not moving against gravity (a
    // jump, or a rise through a one-way surface whose edge the box now
    // lies along). A standing body's speed and subpixel remainder along
    // gravity are cleared, as for any flush stop: a walker's and a
    // landing body's already are, so only the geometric test clears them.
    body.standing = match stands {
        Some(s) if unclamped == (px, py) => s,
        _ => {
            let s = g != 0 && body.vel.y.0 * g >= 0 && mv.supported(px, py);
            if s {
                body.vel.y = Subpx::ZERO;
                body.pos.y = body.pos.y.floor();
            }
            s
        }
    };
    // What it stands on: a moving solid under the sensor column first,
    // then a tile, then a moving solid elsewhere under the box.
    body.ground = None;
    if body.standing {
        let (x0, x1) = (fin.left(), fin.right() - 1);
        let tile_sensor = mv.tile_support(px, py).is_some();
        let rect_at = |a: i32, b: i32| {
            mv.solid_surface_under(a, b, py)
                .or_else(|| mv.oneway_solid_under(a, b, py))
        };
        c.on_solid = rect_at(px, px).or_else(|| {
            if tile_sensor {
                None
            } else {
                // Only when no column has a tile's support.
                rect_at(x0, x1).filter(|_| (x0..=x1).all(|x| mv.tile_support(x, py).is_none()))
            }
        });
        if let Some(i) = c.on_solid {
            if solids[i].kind != crate::solid::SolidKind::Solid {
                c.flags.insert(ContactFlags::PLATFORM);
            }
        } else {
            let (ground, slope, oneway) = map.ground_of(&mv, px, py);
            body.ground = Some(ground);
            if slope {
                c.flags.insert(ContactFlags::SLOPE);
            }
            if oneway {
                c.flags.insert(ContactFlags::PLATFORM);
            }
        }
        c.flags.insert(if g > 0 {
            ContactFlags::FLOOR
        } else {
            ContactFlags::CEILING
        });
    }
    body.since_standing = if body.standing {
        0
    } else {
        body.since_standing.saturating_add(1)
    };
    if body.inherit && was_standing && !body.standing {
        body.vel.x += carried.x;
        body.vel.y += carried.y;
    }
    // What stopped it: every tile the next pixel would have entered.
    let mut stop_tags = TagSet::default();
    let mut note = |tx: i32, ty: i32| {
        if matches!(map.class_at(tx, ty), Class::Floor | Class::Ceiling) {
            c.flags.insert(ContactFlags::SLOPE);
        }
        if let Some(t) = map.tag_at(tx, ty) {
            stop_tags.insert(t);
        }
        false
    };
    if let Some(p) = hprobe {
        map.core_visit(p, &mut note);
        c.wall_solid = mv.rect_hit(&p);
    }
    let vprobe = (vstop != 0).then(|| fin.at(px, py + vstop));
    if let Some(p) = vprobe {
        map.core_visit(p, &mut note);
        if vstop == g {
            map.row_visit(row, fin.left(), fin.right() - 1, &mut note);
        }
    }
    c.ground = body.ground;

    // Edges and out-of-map.
    let path = hrect.union(&vrect);
    let bounds = map.bounds();
    if path.left.0 <= 0 {
        c.flags.insert(ContactFlags::EDGE_LEFT);
    }
    if path.right.0 >= bounds.right.0 {
        c.flags.insert(ContactFlags::EDGE_RIGHT);
    }
    if path.top.0 <= 0 {
        c.flags.insert(ContactFlags::EDGE_TOP);
    }
    if path.bottom.0 >= bounds.bottom.0 {
        c.flags.insert(ContactFlags::EDGE_BOTTOM);
    }
    if fin.right() <= 0
        || fin.left() >= bounds.right.0
        || fin.py <= 0
        || fin.top() >= bounds.bottom.0
    {
        c.flags.insert(ContactFlags::OUT);
    }

    // Tags: tiles overlapped along both phases, what stopped it, what it stands on.
    if map.set.has_tags() {
        let mut tags = TagSet::default();
        map.collect_tags(&hrect, &mut tags);
        map.collect_tags(&vrect, &mut tags);
        if body.standing {
            map.collect_tags(
                &PxRect::new(fin.left(), row, fin.right(), row + 1),
                &mut tags,
            );
        }
        c.tags = TagSet(tags.0 | stop_tags.0);
    }
    // Tags of moving solids stood on or stopped by.
    if !solids.is_empty() {
        let mut tags = c.tags;
        let probes = [hprobe, vprobe, c.on_solid.map(|_| fin.at(px, py + g))];
        // Active solids only, as everywhere else in the step.
        for (i, s) in solids.iter().enumerate().filter(|(_, s)| s.active) {
            let Some(tag) = s.tag else { continue };
            // Its box as a full solid, whatever its kind.
            let r = crate::solid::Rect {
                kind: crate::solid::SolidKind::Solid,
                ..crate::solid::Rect::of(s)
            };
            if Some(i) == c.on_solid || probes.iter().flatten().any(|p| r.hits_core(p)) {
                tags.insert(tag);
            }
        }
        c.tags = tags;
    }
    c
}
