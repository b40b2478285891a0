#!/usr/bin/env python3
"""Checks the native demo's scripted run (see native.sh):

1. The demo's final player state (`--state`, a one-row trace CSV) equals the
   last player row of `tilestep sim CAPTURE.toml --trace`, bit for bit, in
   every column but `frame` (the capture's replay counts frames from the
   capture's start) and `body` (the player's name may differ).
2. The replayed trajectory (the capture's last 10 seconds, which here is the
   whole scripted run) does what the tour script asks: walks up the slope
   onto the higher floor, jumps onto the one-way platform and stands on it,
   drops through it, and ends well to the right of the spawn.

    python3 check_native.py STATE.csv TRACE.csv

Exit status 1 with a message on the first failure.
"""
import csv
import sys

# The tour level (crates/tilestep-demo/README.md, "tour layout"), in px; y
# grows downward, a body's (px, py) is its bottom centre.
SPAWN = (40, 336)
HIGHER_FLOOR_Y = 304
PLATFORM_TOP_Y = 272
# How far right of the spawn the player must end up.
MIN_WALK_PX = 150

COMPARED = ["x", "y", "vx", "vy", "left", "top", "right", "bottom", "standing", "gravity", "contacts"]


def fail(msg):
    print(f"FAIL (native e2e): {msg}")
    sys.exit(1)


def rows_of(path):
    try:
        with open(path, newline="") as f:
            return list(csv.DictReader(f))
    except OSError as e:
        fail(f"cannot read {path}: {e}")


def flags(r):
    return set(r["contacts"].split("|")) if r["contacts"] else set()


def px(r):
    return int(r["x"]) // 256


def py(r):
    return int(r["y"]) // 256


def standing(r):
    return r["standing"] in ("1", "true")


def show(r):
    return (f"frame {r['frame']} px {px(r)} py {py(r)} v ({r['vx']},{r['vy']}) "
            f"{'standing' if standing(r) else 'airborne'} contacts \"{r['contacts']}\"")


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    state_path, trace_path = sys.argv[1:]
    state = rows_of(state_path)
    if len(state) != 1:
        fail(f"{state_path}: expected one row after the header, found {len(state)}")
    s = state[0]
    trace = rows_of(trace_path)
    names = []
    for r in trace:
        if r["body"] not in names:
            names.append(r["body"])
    name = s["body"] if s["body"] in names else ("player" if "player" in names else None)
    if name is None:
        fail(f"{trace_path}: no body named {s['body']!r} or 'player' (bodies: {names})")
    path = [r for r in trace if r["body"] == name]
    if not path:
        fail(f"{trace_path}: no rows for {name}")
    last = path[-1]

    # 1. Bit for bit.
    diff = [f"{k}: demo {s[k]!r} vs replay {last[k]!r}" for k in COMPARED if s.get(k) != last.get(k)]
    print(f"demo final state:   frame {s['frame']:>5} {s['body']}: " + ",".join(s[k] for k in COMPARED))
    print(f"replay's last row:  frame {last['frame']:>5} {last['body']}: " + ",".join(last[k] for k in COMPARED))
    if s["frame"] != last["frame"]:
        print(f"note: frame numbers differ (demo {s['frame']}, replay {last['frame']}): the replay counts from the capture's start")
    if diff:
        fail("the capture's replay does not end in the demo's final state:\n  " + "\n  ".join(diff))
    print("final state: demo == replay, bit for bit")

    # 2. The trajectory.
    start = path[0]
    if (px(start), py(start)) != SPAWN:
        print(f"note: the replay starts at ({px(start)}, {py(start)}), not the spawn {SPAWN}: "
              "the capture does not cover the whole run, so the checks below see only its window")

    # (a) up the slope: standing with a slope contact, py going down, then the higher floor.
    i = next((k for k, r in enumerate(path) if standing(r) and "slope" in flags(r)), None)
    if i is None:
        fail("never stood on a slope")
    j = next((k for k in range(i, len(path)) if standing(path[k]) and "slope" not in flags(path[k])
              and py(path[k]) == HIGHER_FLOOR_Y), None)
    if j is None:
        fail(f"after the slope ({show(path[i])}) never stood on the higher floor at y {HIGHER_FLOOR_Y}")
    on_slope = [r for r in path[i:j] if "slope" in flags(r)]
    if not (py(on_slope[-1]) < py(on_slope[0]) and px(on_slope[-1]) > px(on_slope[0])):
        fail(f"on the slope did not go up and right: {show(on_slope[0])} -> {show(on_slope[-1])}")
    print(f"(a) up the slope: {show(on_slope[0])} -> {show(path[j])}")

    # (b) standing on the one-way platform: landed (not rising through it) and
    # stayed for a few frames.
    def on_platform(r):
        return (standing(r) and "platform" in flags(r) and py(r) == PLATFORM_TOP_Y and int(r["vy"]) >= 0)

    k = next((k for k in range(j, len(path) - 5) if all(on_platform(r) for r in path[k:k + 5])), None)
    if k is None:
        fail(f"never stood on the one-way platform at y {PLATFORM_TOP_Y} (5 frames in a row)")
    print(f"(b) on the platform: {show(path[k])}")

    # (c) dropped through it: later below its top, then standing again below it.
    m = next((m for m in range(k, len(path)) if py(path[m]) > PLATFORM_TOP_Y), None)
    if m is None:
        fail(f"never went below the platform's top after standing on it ({show(path[k])})")
    n = next((n for n in range(m, len(path)) if standing(path[n]) and py(path[n]) > PLATFORM_TOP_Y), None)
    if n is None:
        fail(f"dropped through the platform ({show(path[m])}) but never landed below it")
    print(f"(c) dropped through: {show(path[n])}")

    # Whole run: ended to the right.
    if px(last) < SPAWN[0] + MIN_WALK_PX:
        fail(f"ended at px {px(last)}, expected at least {SPAWN[0] + MIN_WALK_PX}")
    seen = sorted(set().union(*(flags(r) for r in path)))
    print(f"contacts seen on the way: {' '.join(seen)}")
    print(f"native e2e checks ok: {len(path)} replayed frames, ended at {show(last)}")


if __name__ == "__main__":
    main()
