#!/usr/bin/env bash
# Builds the web demo and serves it on http://127.0.0.1:PORT (default 8000).
#
#   crates/tilestep-demo/web/serve.sh [PORT]
#
# then open http://127.0.0.1:8000 and click the game to give it the keyboard.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
port="${1:-8000}"
"$here/build.sh"
root="$(cd "$here/../../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac
dist="${TILESTEP_WEB_DIST:-$target/tilestep-demo-web}"
echo "serving $dist on http://127.0.0.1:$port/ (Ctrl-C to stop)"
# Python's http.server maps .wasm to application/wasm (needed by WebAssembly.compileStreaming).
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$dist"
