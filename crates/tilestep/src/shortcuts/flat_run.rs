//! A run across flat tile tops: when the whole swept box lies in empty
//! (or one-way) tiles and, for a walker, the ground along the way is flat
//! tile tops under the sensor column, the rules would move it all the way
//! at the same height.

use crate::rules::Rules;

/// True when a walker's feet (its box's edge along gravity, bottom row
/// `py` exclusive) lie on a tile edge: where flat tile tops, and most
/// walls beside them, are met.
#[inline(always)]
pub(crate) fn feet_on_tile_edge(rules: &Rules, py: i32) -> bool {
    rules
        .map
        .on_tile_edge(if rules.g > 0 { py } else { py - rules.h })
}

/// Fast path for `steps` pixels of horizontal movement plus the probe
/// pixel: true when the whole swept box lies in empty (or one-way)
/// tiles and, for a walker, the ground along the way is flat tile tops
/// under the sensor column, where it starts included (so it stands
/// there). The per-pixel rules would then move it all the way at the
/// same height, so the caller may skip them.
#[inline(always)]
pub(crate) fn flat_run(
    rules: &Rules,
    px: i32,
    py: i32,
    dir: i32,
    steps: i32,
    walker: bool,
) -> bool {
    let b = rules.bx(px, py);
    // A walker's feet on a tile edge first: a mask, and most walkers
    // off flat tops (on slopes) fail it.
    if walker && !feet_on_tile_edge(rules, py) {
        return false;
    }
    let (x0, x1) = b.swept_columns(dir, steps);
    if !rules.tiles_empty(x0, b.top(), x1, py - 1, true) {
        return false;
    }
    if !walker {
        return true;
    }
    let (s0, s1) = if dir > 0 {
        (px, px + steps + 1)
    } else {
        (px - steps - 1, px)
    };
    // The tile row right beyond the box along gravity: every tile there
    // solid, or one-way with a surface that holds the box up.
    // (Under a drop that passes plain one-way tiles, none counts: the
    // rules decide there.)
    let also = rules
        .oneway_stopping(rules.g)
        .filter(|s| !s.firm_only)
        .map(|s| s.side.shape());
    let row = match rules.g > 0 {
        true => rules.map.tile_of(py),
        false => rules.map.tile_of(b.top()) - 1,
    };
    rules.map.row_all(row, s0, s1, also)
}
