#!/usr/bin/env bash
# The dependency graph's licences, bans and sources (deny.toml), with
# cargo-deny, installed from crates.io when missing (it compiles for some
# minutes on a new machine). Advisories are not checked here: they need the
# RustSec database from GitHub, which CI cannot reach; run
# `cargo deny check advisories` where it can.
#
#   ci/deny.sh
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.20.2
if ! cargo deny --version 2>/dev/null | grep -qF "$version"; then
  echo "installing cargo-deny $version (from source, once per machine)"
  # Without LTO and at opt-level 1 it compiles faster and checks in a second.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_DEBUG=0 \
    cargo install --locked --quiet "cargo-deny@$version"
fi
cargo deny --log-level error check licenses bans sources
