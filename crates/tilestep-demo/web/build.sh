#!/usr/bin/env bash
# Builds the web demo: the tilestep-demo crate for wasm32-unknown-unknown in
# release, plus index.html, macroquad's JS bundle and our plugin, into one
# folder that any static file server can serve.
#
#   crates/tilestep-demo/web/build.sh            # -> target/tilestep-demo-web/
#
# Environment:
#   TILESTEP_WEB_DIST   output folder (default: ${CARGO_TARGET_DIR:-<workspace>/target}/tilestep-demo-web)
#   TILESTEP_DEMO_WASM  use this .wasm instead of building the crate (for testing the page)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac  # cargo runs in $root
dist="${TILESTEP_WEB_DIST:-$target/tilestep-demo-web}"

if [ -n "${TILESTEP_DEMO_WASM:-}" ]; then
  wasm="$TILESTEP_DEMO_WASM"
else
  rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
  # Without the workspace's release debug info: a ~10x smaller download.
  (cd "$root" && CARGO_PROFILE_RELEASE_DEBUG=0 cargo build -p tilestep-demo --release --target wasm32-unknown-unknown)
  wasm="$target/wasm32-unknown-unknown/release/tilestep-demo.wasm"
fi
test -s "$wasm" || { echo "build.sh: no wasm at $wasm" >&2; exit 1; }

# macroquad's JS bundle, from the exact macroquad version in Cargo.lock (not
# committed: it is MIT OR Apache-2.0 code of the macroquad crate, and it must
# match the crate's miniquad version).
bundle=""
if meta="$(cd "$root" && cargo metadata --format-version 1 --locked 2>/dev/null)"; then
  bundle="$(printf '%s' "$meta" | python3 -c '
import json, os, sys
for p in json.load(sys.stdin)["packages"]:
    if p["name"] == "macroquad":
        print(os.path.join(os.path.dirname(p["manifest_path"]), "js", "mq_js_bundle.js"))
        break
')"
fi
if [ -z "$bundle" ] || [ ! -f "$bundle" ]; then
  # Fallback (the demo crate not yet in the workspace): newest macroquad 0.4 in the cargo registry.
  bundle="$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/macroquad-0.4.*/js/mq_js_bundle.js 2>/dev/null | sort -V | tail -n 1)"
fi
test -f "$bundle" || { echo "build.sh: macroquad's mq_js_bundle.js not found (run cargo fetch)" >&2; exit 1; }

rm -rf "$dist"
mkdir -p "$dist"
cp "$here/index.html" "$here/tilestep.js" "$bundle" "$dist/"
cp "$wasm" "$dist/tilestep-demo.wasm"
# Level files, in case the demo loads any at run time.
if [ -d "$here/../levels" ]; then cp -r "$here/../levels" "$dist/levels"; fi
echo "web demo in $dist ($(du -sh "$dist/tilestep-demo.wasm" | cut -f1) wasm, bundle from $bundle)"
