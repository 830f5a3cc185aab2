#!/usr/bin/env bash
# The main job on the bundled example: compile the spec's Appendix A device
# program (reader, math and writer kernels and their pipes) through the middle
# end and the runtime-ABI lowering to one RV32IM object per kernel, and print
# a summary: kernels, NoC transfers, object sizes, the L1 map.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
bin=target/release
out=target/demo/eltwise_binary

echo "== tanto-translate: test/Programs/eltwise/program.toml to RV32IM objects (-O2)"
rm -rf "$out"
"$bin/tanto-translate" test/Programs/eltwise/program.toml --emit=obj -O2 -o "$out" --summary
echo "== written to $out: $(cd "$out" && ls | tr '\n' ' ')"
