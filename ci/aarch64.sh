#!/usr/bin/env bash
# Determinism across CPU architectures: the `tilestep` command cross-built
# for aarch64 (Debian's cross gcc) and run under qemu-user must write traces
# byte-identical to the x86-64 build's on every example scenario, and the
# judge's built-in cases must hash to the same golden values there
# (crates/tilestep-check/tests/golden/builtin.txt). Installs what it needs
# with apt when missing (as root, or with sudo).
#
#   ci/aarch64.sh          # from anywhere in the repository
set -euo pipefail
cd "$(dirname "$0")/.."

pkgs="gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user"
if ! dpkg -s $pkgs >/dev/null 2>&1; then
  asroot=""; [ "$(id -u)" = 0 ] || asroot="sudo"
  $asroot apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive $asroot apt-get install -y -q --no-install-recommends $pkgs >/dev/null
fi
rustup target add aarch64-unknown-linux-gnu >/dev/null 2>&1 || true

target=aarch64-unknown-linux-gnu
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"

cargo build --release --quiet -p tilestep-cli
cargo build --release --quiet -p tilestep-cli --target "$target"
dir=${CARGO_TARGET_DIR:-target}
native=$dir/release/tilestep
arm=$dir/$target/release/tilestep
# ELF e_machine (bytes 18-19) is 0xb7 for aarch64.
[ "$(od -An -tx1 -j18 -N2 "$arm" | tr -d ' \n')" = "b700" ] || { echo "not an aarch64 binary: $arm"; exit 1; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
n=0
for sc in examples/scenarios/*.toml; do
  name=$(basename "$sc" .toml)
  "$native" sim --quiet --trace "$out/$name.x86_64.csv" "$sc" >/dev/null || [ $? = 1 ]
  qemu-aarch64 -L /usr/aarch64-linux-gnu "$arm" sim --quiet --trace "$out/$name.aarch64.csv" "$sc" >/dev/null || [ $? = 1 ]
  if ! cmp -s "$out/$name.x86_64.csv" "$out/$name.aarch64.csv"; then
    echo "aarch64 trace differs from x86-64: $sc"
    diff "$out/$name.x86_64.csv" "$out/$name.aarch64.csv" | head -5
    exit 1
  fi
  n=$((n + 1))
done
echo "aarch64 traces equal x86-64 on $n example scenarios"

# The built-in cases: the judge's golden-hash test, run on aarch64.
cargo test --release --quiet -p tilestep-check --target "$target" --test golden
echo "aarch64 built-in case hashes equal the golden (x86-64) ones"

# Navigation: the graphs and plans of tilestep-wasm-check's cases, on
# aarch64, against the same golden hashes (golden/nav.txt).
cargo test --release --quiet -p tilestep-wasm-check --lib --target "$target"
echo "aarch64 navigation case hashes equal the golden (x86-64) ones"
