#!/usr/bin/env bash
# Compiles every test program to LLVM IR, assembly and objects (each with
# its manifest.json) four times: twice with MLIR multithreading off and
# twice with it on. Every output must be byte-identical across the four.
# Usage: scripts/determinism.sh [BIN_DIR]   (default target/release)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$root/target/release}"
. "$root/scripts/kernels.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

passed=0 failed=0
for program in $(test_programs); do
  name="$(basename "$(dirname "$program")")"
  for emit in llvm asm obj; do
    runs=()
    for threading in --mlir-disable-threading --mlir-enable-threading; do
      for repeat in 1 2; do
        out="$work/$name-$emit$threading-$repeat"
        "$bin/tanto-translate" "$program" --emit=$emit -O2 $threading -o "$out"
        runs+=("$out")
      done
    done
    same=1
    for other in "${runs[@]:1}"; do
      if ! diff -r "${runs[0]}" "$other" >/dev/null; then
        same=0
        echo "determinism: FAIL $name --emit=$emit: ${runs[0]##*/} and ${other##*/} differ" >&2
        diff -r "${runs[0]}" "$other" | head -20 >&2 || true
      fi
    done
    if [ "$same" -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  done
done
echo "determinism: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
