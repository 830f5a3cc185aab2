#!/usr/bin/env bash
# valgrind memcheck over the release tools: `tanto-opt --tanto-default` and
# `tanto-translate --emit=obj -O2` on every test program, `tanto-run` (compile
# in process and simulate) on every runnable test program and two CSL
# programs, and on a sample of
# corpus kernels (every Nth, N=${TANTO_MEMCHECK_STRIDE:-4}). Any invalid
# access, use of uninitialised memory or definite leak fails. Suppressions
# (scripts/valgrind.supp) cover only documented LLVM/MLIR static allocations.
# The checks run ${TANTO_MEMCHECK_JOBS:-$(nproc)} at a time (each is one
# single-threaded valgrind process, 10 minutes in all one after the other on
# two cores); their failures are reported in the order the checks are listed.
# Usage: scripts/memcheck.sh [BIN_DIR]   (default target/release)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$root/target/release}"
. "$root/scripts/kernels.sh"
stride="${TANTO_MEMCHECK_STRIDE:-4}"
jobs="${TANTO_MEMCHECK_JOBS:-$(nproc)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# check NAME COMMAND...: queue a check; `@OUT@` in COMMAND is a directory of
# its own for what the command writes.
checks=0
running=0
check() {
  local name="$1"; shift
  checks=$((checks + 1))
  local dir="$work/$checks"
  mkdir -p "$dir/out"
  echo "$name" > "$dir/name"
  local args=("${@//@OUT@/$dir/out}")
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  (
    if valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=definite \
         --errors-for-leak-kinds=definite --track-origins=no \
         --suppressions="$root/scripts/valgrind.supp" "${args[@]}" >"$dir/stdout" 2>"$dir/log"; then
      echo ok > "$dir/status"
    else
      echo failed > "$dir/status"
    fi
  ) &
  running=$((running + 1))
}

for program in $(test_programs); do
  name="${program#"$root"/}"
  check "tanto-opt $name" "$bin/tanto-opt" "$program" --tanto-default -o /dev/null
  check "tanto-translate $name" "$bin/tanto-translate" "$program" --emit=obj -O2 -o @OUT@/objects
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
  "$root/examples/ztachip/concat.m" --emit=obj -O2 -o @OUT@/ztachip.o
i=0
for kernel in $(corpus_kernels); do
  i=$((i + 1))
  [ $((i % stride)) -eq 1 ] || [ "$stride" -eq 1 ] || continue
  name="${kernel#"$root"/}"
  # shellcheck disable=SC2046
  check "tanto-opt $name" "$bin/tanto-opt" "$kernel" $(corpus_kernel_args "$kernel") --tanto-default -o /dev/null
  # shellcheck disable=SC2046
  check "tanto-translate $name" "$bin/tanto-translate" "$kernel" $(corpus_kernel_args "$kernel") --emit=obj -O2 -o @OUT@/kernel.o
done
wait
passed=0 failed=0
for n in $(seq "$checks"); do
  if [ "$(cat "$work/$n/status" 2>/dev/null)" = ok ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "memcheck: FAIL $(cat "$work/$n/name")" >&2
    sed 's/^/  /' "$work/$n/log" | head -60 >&2
  fi
done
echo "memcheck: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
