#!/usr/bin/env bash
# Builds tilestep-wasm-check for wasm32-unknown-unknown (debug and release)
# and checks with Node.js that every built-in case's trace hash, and every
# navigation case's hash, equals the golden native one. Needs: rustup target add wasm32-unknown-unknown; node >= 18.
set -euo pipefail
cd "$(dirname "$0")/../.."
golden=crates/tilestep-check/tests/golden/builtin.txt
nav=crates/tilestep-wasm-check/golden/nav.txt
for profile in debug release; do
  flag=""
  [ "$profile" = release ] && flag="--release"
  cargo build --quiet $flag -p tilestep-wasm-check --target wasm32-unknown-unknown
  echo "== wasm32 $profile"
  node crates/tilestep-wasm-check/run.mjs "target/wasm32-unknown-unknown/$profile/tilestep_wasm_check.wasm" "$golden" "$nav"
done
