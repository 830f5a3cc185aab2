#!/usr/bin/env bash
# Installs what Tanto needs on Debian 12 (only the packages that are missing),
# then builds the tools in release mode: what ships is what the suite tests.
# Safe to run again: nothing is redone needlessly.
set -euo pipefail
cd "$(dirname "$0")/.."

# LLVM/MLIR 22 (see docs/architecture.md, "Toolchain"): the libraries the crates link, the
# headers bindgen and the C++ shim need, and FileCheck/lit/not/split-file and
# llvm-objdump for the tests; valgrind for the memory check of the suite;
# lld-22 (ld.lld-22) to link kernels for the simulator and the -g tests;
# clang-22 compiles the C of ztachip tensor programs for RV32; numpy for the
# CSL corpus's host scripts (python/tanto_sdk).
packages=(llvm-22-dev libmlir-22-dev libclang1-22 libclang-common-22-dev
          libpolly-22-dev libzstd-dev mlir-22-tools llvm-22-tools llvm-22 valgrind
          lld-22 clang-22 python3-numpy)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null; then
  echo "setup: cargo not found; install Rust (https://rustup.rs) and run again" >&2
  exit 1
fi
# The hygiene gates of scripts/test.sh need rustfmt and clippy.
if command -v rustup >/dev/null; then
  rustup component add rustfmt clippy >/dev/null
fi
cargo build --quiet --release --workspace --bins
