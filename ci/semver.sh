#!/usr/bin/env bash
# The core's public API against the last release point: a change that would
# break a user's code must come with the version bump that says so (before
# 1.0, the minor: 0.1 -> 0.2). The release point is the commit named in
# ci/semver-baseline; when a release is cut, that file gets its commit.
# cargo-semver-checks is installed from crates.io when missing (it compiles
# for some minutes on a new machine).
#
#   ci/semver.sh
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.51.0
if ! cargo semver-checks --version 2>/dev/null | grep -qF "$version"; then
  cargo install --locked --quiet "cargo-semver-checks@$version"
fi
base=$(tr -d '[:space:]' < ci/semver-baseline)
if ! git cat-file -e "$base^{commit}" 2>/dev/null; then
  echo "ci/semver-baseline names $base, which this clone does not have (a shallow clone?)" >&2
  exit 1
fi
cargo semver-checks --package tilestep --baseline-rev "$base"
