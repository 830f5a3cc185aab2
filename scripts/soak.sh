#!/usr/bin/env bash
# Runs the release tools ROUNDS times (default 10) on every test program and
# every corpus kernel: `tanto-opt --tanto-default` and
# `tanto-translate --emit=obj -O2`; and `tanto-translate` on every CSL
# corpus program. Any failure is reported; the release-build
# crash this guards against came and went from run to run.
# Usage: scripts/soak.sh [ROUNDS] [BIN_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-10}"
bin="$(cd "${2:-$root/target/release}" && pwd)"
. "$root/scripts/kernels.sh"
work="$(mktemp -d)"
python=/usr/bin/python3
"$python" -c 'import numpy' 2>/dev/null || python=python3
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
run() {
  if timeout 60 "$@" >/dev/null 2>"$work/err"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "soak: FAIL (exit $?): ${*#"$bin"/}" >&2
    head -5 "$work/err" >&2
  fi
}
for _ in $(seq "$rounds"); do
  for program in $(test_programs); do
    run "$bin/tanto-opt" "$program" --tanto-default -o /dev/null
    run "$bin/tanto-translate" "$program" --emit=obj -O2 -o "$work/objects"
  done
  for kernel in $(corpus_kernels); do
    # shellcheck disable=SC2046
    run "$bin/tanto-opt" "$kernel" $(corpus_kernel_args "$kernel") --tanto-default -o /dev/null
    # shellcheck disable=SC2046
    run "$bin/tanto-translate" "$kernel" $(corpus_kernel_args "$kernel") --emit=obj -O2 -o "$work/kernel.o"
  done
  # The CSL corpus: each layout compiled as its host script's first compile
  # RUN line says (tanto-translate or tanto-cslc; `\` continues a line).
  # An SdkLayout script writes its layout itself: it is run whole, once per
  # RUN line's target, with its own output directory.
  for script in "$root"/test/Frontend/CSL/corpus/*/run.py; do
    dir="$(dirname "$script")"
    if grep -q 'SdkLayout' "$script"; then
      for arch in $(sed -n 's/^# RUN: .*--arch=\(wse[23]\).*/\1/p' "$script"); do
        run env -C "$dir" PYTHONPATH="$root/python" TANTO_RUN="$bin/tanto-run" \
          TANTO_CSLC="$bin/tanto-cslc" "$python" "$script" "--arch=$arch" --out "$work/sdklayout-$arch"
      done
      continue
    fi
    line="$(sed -n 's/^# RUN: //p' "$script" | sed -e ':a' -e '/\\$/N; s/\\\n *//; ta' |
      grep -m1 -E '^(tanto-translate|tanto-cslc) ')" || {
      failed=$((failed + 1))
      echo "soak: FAIL: ${script#"$root"/} has no tanto-translate or tanto-cslc RUN line" >&2
      continue
    }
    tool="${line%% *}"
    line="${line#* }"
    line="${line//%S/$dir}"
    line="${line//%t/$work/csl}"
    # shellcheck disable=SC2086
    run "$bin/$tool" $line
  done
done
echo "soak: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
