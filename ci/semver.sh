#!/usr/bin/env bash
# The public API of the core and of the map loaders against the last
# release point: a change that would break a user's code must come with the
# version bump that says so (before 1.0, the minor: 0.1 -> 0.2). The release point is the commit named in
# ci/semver-baseline; when a release is cut, that file gets its commit.
# cargo-semver-checks is installed from crates.io when missing (it compiles
# for some minutes on a new machine).
#
#   ci/semver.sh
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.51.0
if ! cargo semver-checks --version 2>/dev/null | grep -qF "$version"; then
  echo "installing cargo-semver-checks $version (from source, once per machine)"
  # Without its LTO and at opt-level 1 it compiles in about half the time
  # and still checks a crate in seconds.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_DEBUG=0 \
    cargo install --locked --quiet "cargo-semver-checks@$version"
fi
base=$(tr -d '[:space:]' < ci/semver-baseline)
if ! git cat-file -e "$base^{commit}" 2>/dev/null; then
  echo "ci/semver-baseline names $base, which this clone does not have (a shallow clone?)" >&2
  exit 1
fi
cargo semver-checks --package tilestep --package tilestep-maps --baseline-rev "$base"
