#!/usr/bin/env bash
# End-to-end test of the native demo: run it under Xvfb with scripted keys
# (tour.keys: up the slopes, onto the one-way platform, down through it, and
# on through more of the tour), take a screenshot, its capture and its final
# state; check the screenshot is not blank, replay the capture with
# `tilestep sim`, and check (check_native.py) that the replay ends in the
# demo's final state bit for bit and that the player moved as scripted.
# Then a second, short run (dash.keys) ends 4 frames into a dash: its
# screenshot, dash.png, is checked (check_dash.py) to show the player
# mid-dash, with the demo's state and overlay line saying so.
#
#   crates/tilestep-demo/e2e/native.sh [OUT_DIR]      # default: target/e2e
#
# Needs xvfb-run (Debian: xvfb xauth) and Mesa's software GL (libgl1-mesa-dri).
# Environment: TILESTEP_E2E_KEYS (keys file; default tour.keys), TILESTEP_E2E_FRAMES
# (default: the keys file's length).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
out="$(mkdir -p "${1:-$root/target/e2e}" && cd "${1:-$root/target/e2e}" && pwd)"
keys="${TILESTEP_E2E_KEYS:-$here/tour.keys}"
fail() { echo "FAIL (native e2e): $*" >&2; exit 1; }

command -v xvfb-run >/dev/null || fail "xvfb-run not found (apt-get install xvfb xauth)"

echo "-- building the native demo and the CLI (release)"
(cd "$root" && cargo build --release --quiet -p tilestep-demo -p tilestep-cli)
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac  # cargo runs in $root
demo="$target/release/tilestep-demo"
sim="$target/release/tilestep"

# Frames in a keys file: the sum of its tokens' counts.
keys_length() {
  python3 - "$1" <<'EOF'
import sys
n = 0
for line in open(sys.argv[1]):
    for tok in line.split("#")[0].split():
        n += int(tok.split("*")[1]) if "*" in tok else 1
print(n)
EOF
}

# Frames: the script's length (the demo exits after them). Under 600 (10 s),
# so the capture, the last 10 s, holds the whole run from the spawn.
frames="${TILESTEP_E2E_FRAMES:-$(keys_length "$keys")}"

rm -f "$out/native.png" "$out/capture.toml" "$out/state.csv" "$out/replay.csv"
echo "-- running the demo under Xvfb: $frames scripted frames"
start=$(date +%s)
# Software GL under Xvfb; a generous timeout for a loaded machine (the run
# itself takes about frames/60 seconds plus start-up).
if ! LIBGL_ALWAYS_SOFTWARE=1 timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
  "$demo" --script "$keys" --frames "$frames" --overlay \
  --screenshot "$out/native.png" --capture "$out/capture.toml" --state "$out/state.csv" \
  >"$out/native.log" 2>&1; then
  cat "$out/native.log" >&2
  fail "the demo did not exit 0 (log above, also in $out/native.log)"
fi
echo "   took $(($(date +%s) - start)) s"

for f in native.png capture.toml state.csv; do
  test -s "$out/$f" || { cat "$out/native.log" >&2; fail "the demo wrote no $out/$f"; }
done
python3 "$here/pngstats.py" "$out/native.png" --min-size 320x240 || fail "the screenshot $out/native.png is blank or unreadable"

echo "-- replaying the capture: tilestep sim capture.toml --trace replay.csv"
"$sim" sim "$out/capture.toml" --trace "$out/replay.csv" --quiet || fail "tilestep sim could not replay $out/capture.toml"
test -s "$out/replay.csv" || fail "tilestep sim wrote no trace"

python3 "$here/check_native.py" "$out/state.csv" "$out/replay.csv"

# The mid-dash picture: the run ends (and its screenshot is taken) 4 frames
# after the dash's press.
dash_keys="$here/dash.keys"
dash_frames="$(keys_length "$dash_keys")"
rm -f "$out/dash.png" "$out/dash.csv"
echo "-- running the demo under Xvfb: the mid-dash picture, $dash_frames scripted frames"
if ! LIBGL_ALWAYS_SOFTWARE=1 timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
  "$demo" --script "$dash_keys" --frames "$dash_frames" --overlay \
  --screenshot "$out/dash.png" --state "$out/dash.csv" >"$out/dash.log" 2>&1; then
  cat "$out/dash.log" >&2
  fail "the dash run did not exit 0 (log above, also in $out/dash.log)"
fi
for f in dash.png dash.csv; do
  test -s "$out/$f" || { cat "$out/dash.log" >&2; fail "the dash run wrote no $out/$f"; }
done
python3 "$here/pngstats.py" "$out/dash.png" --min-size 320x240 || fail "the screenshot $out/dash.png is blank or unreadable"
python3 "$here/check_dash.py" "$out/dash.png" "$out/dash.log" "$out/dash.csv"
echo "native e2e ok: screenshots $out/native.png $out/dash.png, capture $out/capture.toml"
