#!/usr/bin/env bash
# Simulator benchmarks (docs/simulator.md, "Performance"), on the release
# build:
#   1. Appendix A at its real size (262144 elements per buffer, 16 cores),
#      compiled and run by one tanto-run: wall time, goal < 10 s;
#   2. RV32 instructions per second on an instruction-bound program (16 harts
#      hashing L1 in a loop), spin detection and machine model on: goal
#      >= 50 M/s;
#   3. host time per simulated math-engine call on Appendix A streaming 32
#      times over (24576 tile ops).
# Prints the figures; exits 1 when a goal is missed. Not part of the test
# suite: timings depend on the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p tanto-tools --bins
bin=target/release
status=0

start=$(date +%s.%N)
"$bin/tanto-run" test/Programs/eltwise/program.toml --random-inputs 1 -q --timing 2> target/bench-appendix-a.txt
end=$(date +%s.%N)
wall=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
printf 'appendix A (262144 elements x 3 buffers, 16 cores, compile + run): %.3f s wall (goal < 10 s)\n' "$wall"
sed 's/^/  /' target/bench-appendix-a.txt
if awk -v w="$wall" 'BEGIN { exit !(w >= 10) }'; then status=1; fi

"$bin/tanto-run" scripts/bench/instructions.toml -q --timing 2> target/bench-instructions.txt
rate=$(sed -n 's/.* \([0-9.]*\) M instructions\/s.*/\1/p' target/bench-instructions.txt)
echo "instruction rate (16 harts, spin detection and machine model on): $rate M instructions/s (goal >= 50)"
sed 's/^/  /' target/bench-instructions.txt
if awk -v r="$rate" 'BEGIN { exit !(r < 50) }'; then status=1; fi

"$bin/tanto-run" scripts/bench/tile_ops.toml --random-inputs 1 -q --timing 2> target/bench-tile-ops.txt
echo "tile ops (Appendix A streamed 32 times):"
sed 's/^/  /' target/bench-tile-ops.txt
exit $status
