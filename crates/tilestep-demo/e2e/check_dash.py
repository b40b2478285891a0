#!/usr/bin/env python3
"""Checks the native demo's mid-dash picture (see native.sh and dash.keys:
the run ends, and its screenshot is taken, 4 frames into a dash to the
right, in the air, with the overlay on):

1. The demo's exit lines (its log) say it was dashing with no dash left:
   `final moves: dashing   dashes left 0/1 ...`, the overlay's moves line.
2. Its final state (`--state`, a one-row trace CSV) is a level dash's:
   airborne, vx = 2048 (8 px/frame, CELESTE_LIKE's dash speed), vy = 0
   (gravity is off while dashing).
3. The screenshot shows it: the player is drawn in the dash colour
   (palette.rs PLAYER_DASH, a colour nothing else on screen has), at least
   MIN_DASH_PIXELS pixels of it, and no pixel in the player's usual green.
   The overlay draws the body's core over it (palette.rs CORE, 60 % opaque),
   so either colour counts as is or under the core, within TOLERANCE.

    python3 check_dash.py DASH.png DASH.log DASH.csv

Exit status 1 with a message on the first failure.
"""
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pngstats import read_png  # noqa: E402

# palette.rs: PLAYER_DASH and PLAYER.
DASH_RGB = bytes.fromhex("ff6e59")
PLAYER_RGB = bytes.fromhex("00e436")
# The player's 12x24 box less its outline, eyes and feet is about 150
# pixels at scale 1; the window's scale is at least 1.
MIN_DASH_PIXELS = 100
DASH_SPEED = 2048
# palette.rs CORE: the overlay's core, drawn over the body.
CORE_RGB, CORE_ALPHA = bytes.fromhex("29adff"), 0.6
# Per channel, for the GPU's rounding.
TOLERANCE = 3


def fail(msg):
    print(f"FAIL (native e2e, dash): {msg}")
    sys.exit(1)


def under_core(rgb):
    """`rgb` with the overlay's core drawn over it."""
    return bytes(round(c * (1 - CORE_ALPHA) + k * CORE_ALPHA) for c, k in zip(rgb, CORE_RGB))


def near(a, b):
    return all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))


def count_colours(path, wanted):
    """Pixels of each colour in `wanted`, as is or under the core."""
    w, h, bpp, rows = read_png(path)
    seen = {}
    for row in rows:
        for x in range(w):
            px = bytes(row[x * bpp:x * bpp + 3])
            seen[px] = seen.get(px, 0) + 1
    counts = {}
    for c in wanted:
        looks = (c, under_core(c))
        counts[c] = sum(n for px, n in seen.items() if any(near(px, v) for v in looks))
    return counts


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    png, log, state = sys.argv[1:]
    moves = [line.strip() for line in open(log) if line.startswith("final moves:")]
    if not moves:
        fail(f"{log}: no 'final moves:' line")
    print(f"demo's moves at exit: {moves[-1]}")
    if not moves[-1].startswith("final moves: dashing") or "dashes left 0/1" not in moves[-1]:
        fail(f"expected 'final moves: dashing ... dashes left 0/1', got {moves[-1]!r}")

    with open(state, newline="") as f:
        rows = list(csv.DictReader(f))
    if len(rows) != 1:
        fail(f"{state}: expected one row, found {len(rows)}")
    s = rows[0]
    print(f"demo's state at exit: frame {s['frame']} x {s['x']} y {s['y']} v ({s['vx']},{s['vy']}) standing {s['standing']}")
    if (int(s["vx"]), int(s["vy"])) != (DASH_SPEED, 0) or s["standing"] not in ("0", "false"):
        fail(f"expected an airborne level dash (vx {DASH_SPEED}, vy 0, standing 0), got {dict(s)}")

    counts = count_colours(png, [DASH_RGB, PLAYER_RGB])
    dash, green = counts[DASH_RGB], counts[PLAYER_RGB]
    print(f"{png}: {dash} pixels in the dash colour #{DASH_RGB.hex()}, {green} in the player's green #{PLAYER_RGB.hex()}")
    if dash < MIN_DASH_PIXELS:
        fail(f"the picture shows {dash} pixels of the dash colour, expected at least {MIN_DASH_PIXELS}")
    if green:
        fail(f"the picture shows {green} pixels of the player's usual green: not drawn as dashing")
    print("dash picture checks ok")


if __name__ == "__main__":
    main()
