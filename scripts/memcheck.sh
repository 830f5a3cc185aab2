#!/usr/bin/env bash
# valgrind memcheck over the release tools: `tanto-opt --tanto-default` and
# `tanto-translate --emit=obj -O2` on every test program, `tanto-run` (compile
# in process and simulate) on every runnable test program and two CSL
# programs, and on a sample of
# corpus kernels (every Nth, N=${TANTO_MEMCHECK_STRIDE:-4}). Any invalid
# access, use of uninitialised memory or definite leak fails. Suppressions
# (scripts/valgrind.supp) cover only documented LLVM/MLIR static allocations.
# Usage: scripts/memcheck.sh [BIN_DIR]   (default target/release)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$root/target/release}"
. "$root/scripts/kernels.sh"
stride="${TANTO_MEMCHECK_STRIDE:-4}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

passed=0 failed=0
check() {
  local name="$1"; shift
  local log="$work/log"
  if valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=definite \
       --errors-for-leak-kinds=definite --track-origins=no \
       --suppressions="$root/scripts/valgrind.supp" "$@" >"$work/out" 2>"$log"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "memcheck: FAIL $name" >&2
    sed 's/^/  /' "$log" | head -60 >&2
  fi
}

for program in $(test_programs); do
  name="${program#"$root"/}"
  check "tanto-opt $name" "$bin/tanto-opt" "$program" --tanto-default -o /dev/null
  check "tanto-translate $name" "$bin/tanto-translate" "$program" --emit=obj -O2 -o "$work/objects"
done
for program in eltwise matmul reduce multicast local pto_fifo; do
  check "tanto-run test/Programs/$program" "$bin/tanto-run" "$root/test/Programs/$program/program.toml" --random-inputs 1 -q
done
# A CSL program compiled in process and run on the PE mesh: routers,
# checkerboard colors, microthreads of asynchronous sends.
csl="$root/test/Frontend/CSL"
check "tanto-run --csl stencil_7pt" "$bin/tanto-run" --csl "$csl/corpus/stencil_7pt/layout.csl" \
  --params width=4,height=3,nz=12 --launch compute -q
# A ztachip tensor program: its C compiled by the clang child, its LLVM IR
# parsed and linked into the module.
check "tanto-translate examples/ztachip/concat.m" "$bin/tanto-translate" \
  "$root/examples/ztachip/concat.m" --emit=obj -O2 -o "$work/ztachip.o"
i=0
for kernel in $(corpus_kernels); do
  i=$((i + 1))
  [ $((i % stride)) -eq 1 ] || [ "$stride" -eq 1 ] || continue
  name="${kernel#"$root"/}"
  # shellcheck disable=SC2046
  check "tanto-opt $name" "$bin/tanto-opt" "$kernel" $(corpus_kernel_args "$kernel") --tanto-default -o /dev/null
  # shellcheck disable=SC2046
  check "tanto-translate $name" "$bin/tanto-translate" "$kernel" $(corpus_kernel_args "$kernel") --emit=obj -O2 -o "$work/kernel.o"
done
echo "memcheck: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
